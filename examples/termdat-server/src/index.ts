#!/usr/bin/env node
// termdat-mcp-server: entry point (fidelity-audit bundled example, written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerClassificationsTool } from "./tools/classifications.js";
import { registerEntryTool } from "./tools/entry.js";
import { registerSearchTool } from "./tools/search.js";

const server = new McpServer({
  name: "termdat",
  version: "0.5.2",
});

registerSearchTool(server);
registerEntryTool(server);
registerClassificationsTool(server);

async function main() {
  const transport = new StdioServerTransport();
  await server.connect(transport);
  console.error("TERMDAT MCP server running on stdio");
}

main().catch((error) => {
  console.error("Fatal error:", error);
  process.exit(1);
});
