// Tool names of a land-registry MCP server, kept in one constant map; written for this repo.
export const TOOL_NAMES = {
  SEARCH_PARCELS: "search_parcels",
  GET_PARCEL: "get_parcel",
  LIST_OWNERS: "list_owners",
} as const;
