// Tool names of a metasearch catalogue MCP server, kept in an enum and a constant map; written for this repo.
export enum HelperTools {
  SEARCH = "catalog_search",
  DETAILS = "catalog_details",
}

export const EXTRA_TOOLS = {
  stats: "catalog_stats",
} as const;
