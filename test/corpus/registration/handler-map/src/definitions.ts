// Tool definitions of a land-registry MCP server (names, descriptions, schemas; no handlers); written for this repo.
import { z } from "zod";
import { TOOL_NAMES } from "./names.js";

export const TOOLS = [
  {
    name: TOOL_NAMES.SEARCH_PARCELS,
    description: "Search parcels by municipality and parcel number.",
    inputSchema: { municipality: z.string(), number: z.string().optional() },
  },
  {
    name: TOOL_NAMES.GET_PARCEL,
    description: "One parcel with its boundaries.",
    inputSchema: { parcel_id: z.string() },
  },
  {
    name: TOOL_NAMES.LIST_OWNERS,
    description: "Owners of one parcel.",
    inputSchema: { parcel_id: z.string() },
  },
];
