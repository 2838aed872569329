#!/usr/bin/env node
// fidelity-audit corpus: registration style single-tool-guard (one tool; the CallTool handler rejects every other name up front), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { findPlaces } from "./gazetteer.js";

const server = new Server({ name: "gazetteer", version: "0.3.1" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "find_place",
      description: "Look up places by name in the gazetteer, optionally within one country.",
      inputSchema: {
        type: "object",
        properties: {
          name: { type: "string", description: "Place name, or the start of one" },
          country: { type: "string", description: "ISO 3166-1 alpha-2 code" },
        },
        required: ["name"],
      },
    },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name !== "find_place") {
    throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
  }
  const { name, country } = request.params.arguments as { name: string; country?: string };
  const places = await findPlaces(name, country);
  return { content: [{ type: "text", text: JSON.stringify(places, null, 2) }] };
});

await server.connect(new StdioServerTransport());
