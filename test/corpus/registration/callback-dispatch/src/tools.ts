// Tool registration of a note-archive search MCP server: each handler calls `callTool(name, args)`, a dispatcher handed in by the caller; written for this repo.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };
export type CallTool = (name: string, args: Record<string, unknown>) => Promise<ToolResult>;
export type Log = (message: string) => void;

const SEARCH_TOOL = {
  name: "search_notes",
  description: "Search the archive's notes by text.",
  inputSchema: { query: z.string(), limit: z.number().optional() },
};
const SUGGEST_TOOL = {
  name: "suggest_terms",
  description: "Suggest search terms that start with the given prefix.",
  inputSchema: { prefix: z.string() },
};
const READ_TOOL = {
  name: "read_page",
  description: "Read a note's page as text.",
  inputSchema: { url: z.string() },
};

export function registerTools(server: McpServer, callTool: CallTool, log: Log): void {
  const register = (tool: typeof SEARCH_TOOL | typeof SUGGEST_TOOL | typeof READ_TOOL) => {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: tool.inputSchema },
      async (args) => callTool(tool.name, args),
    );
  };
  register(SEARCH_TOOL);
  register(SUGGEST_TOOL);
  register(READ_TOOL);
  // the callback this handler calls is a logger, not the tool's work
  server.registerTool(
    "archive_status",
    { description: "Say whether the archive answers.", inputSchema: {} },
    async () => {
      log("archive_status asked");
      return { content: [{ type: "text", text: "the archive is configured" }] };
    },
  );
}
