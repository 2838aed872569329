#!/usr/bin/env node
// fidelity-audit corpus: registration style mcp-server-tool (entry point), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CatalogueClient } from "./catalogue-client.js";
import { registerCatalogueTools } from "./tools.js";

const server = new McpServer({
  name: "union-catalogue",
  version: "0.3.1",
});

const client = new CatalogueClient(
  process.env.CATALOGUE_BASE_URL ?? "https://catalogue.example.org/api/v2",
  process.env.CATALOGUE_API_KEY,
);

registerCatalogueTools(server, client);

async function main() {
  const transport = new StdioServerTransport();
  await server.connect(transport);
  console.error("union-catalogue MCP server running on stdio");
}

main().catch((err) => {
  console.error("Fatal:", err);
  process.exit(1);
});
