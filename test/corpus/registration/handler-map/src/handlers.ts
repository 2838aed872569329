// Tool handlers of a land-registry MCP server, in a map keyed by the tool names (computed keys); written for this repo.
import { TOOL_NAMES } from "./names.js";

const API = "https://registry.example.org/v1";

async function searchParcels(args: { municipality: string; number?: string }) {
  const q = new URLSearchParams({ municipality: args.municipality, ...(args.number ? { number: args.number } : {}) });
  const res = await fetch(`${API}/parcels?${q}`);
  return { content: [{ type: "text" as const, text: await res.text() }] };
}

export const HANDLERS = {
  [TOOL_NAMES.SEARCH_PARCELS]: searchParcels,
  [TOOL_NAMES.GET_PARCEL]: async (args: { parcel_id: string }) => {
    const res = await fetch(`${API}/parcels/${encodeURIComponent(args.parcel_id)}`);
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
  [TOOL_NAMES.LIST_OWNERS]: async (args: { parcel_id: string }) => {
    const res = await fetch(`${API}/parcels/${encodeURIComponent(args.parcel_id)}/owners`);
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
};

/** Look-alike: also keyed by tool name, but its values are labels for logs, never called. */
export const LOG_LABELS: Record<string, string> = {
  [TOOL_NAMES.SEARCH_PARCELS]: "parcel search",
  [TOOL_NAMES.GET_PARCEL]: "parcel lookup",
};
