#!/usr/bin/env node
// fidelity-audit corpus: registration style list-tools-handler (Server + ListTools/CallTool handlers), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { EXPORT_TOOLS, exportHandlers } from "./export-tools.js";
import { handleGetTerm, handleListDomains, handleSearchTerms } from "./handlers.js";
import { TOOLS } from "./tool-definitions.js";

const server = new Server(
  { name: "termbase", version: "0.9.4" },
  { capabilities: { tools: {} } },
);

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    ...TOOLS,
    {
      name: "list_domains",
      description: "List all subject domains (id, code, label), ordered by id.",
      inputSchema: { type: "object", properties: {} },
    },
    ...EXPORT_TOOLS,
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name } = request.params;
  const args = (request.params.arguments ?? {}) as Record<string, unknown>;

  const mapped = exportHandlers[name];
  if (mapped) {
    return mapped(args);
  }

  switch (request.params.name) {
    case "search_terms":
      return handleSearchTerms(args);
    case "get_term":
      return handleGetTerm(args);
    case "list_domains":
      return handleListDomains();
    default:
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
  }
});

async function runServer() {
  const transport = new StdioServerTransport();
  await server.connect(transport);
  console.error("termbase MCP server running on stdio");
}

runServer().catch((error) => {
  console.error("Fatal error running server:", error);
  process.exit(1);
});
