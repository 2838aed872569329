#!/usr/bin/env node
// fidelity-audit corpus: registration style definition-loop (loop registration), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { holdingsToolMap, tools } from "./tools/index.js";

const server = new McpServer({ name: "sru-catalogue", version: "2.0.0" });

for (const t of tools) {
  server.tool(t.name, t.description, t.schema, t.handler);
}

Object.values(holdingsToolMap).forEach((t) => {
  server.registerTool(t.name, { description: t.description, inputSchema: t.schema.shape }, t.handler as never);
});

await server.connect(new StdioServerTransport());
