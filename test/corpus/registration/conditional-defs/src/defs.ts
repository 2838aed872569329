// Tool definitions of a metasearch catalogue MCP server: a full and a lite variant of the search tool; written for this repo.
import { HelperTools } from "./names.js";

export interface ToolDef {
  name: string;
  description: string;
  inputSchema: { type: "object"; properties: Record<string, { type: string; description?: string }>; required?: string[] };
}

export const FULL_SEARCH_TOOL: ToolDef = {
  name: HelperTools.SEARCH,
  description: "Search the catalogue with paging and filters.",
  inputSchema: { type: "object", properties: { query: { type: "string" }, page: { type: "number" } }, required: ["query"] },
};

export const LITE_SEARCH_TOOL: ToolDef = {
  name: HelperTools.SEARCH,
  description: "Search the catalogue.",
  inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
};

export const DETAILS_TOOL: ToolDef = {
  name: HelperTools.DETAILS,
  description: "Fetch one catalogue entry.",
  inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
};
