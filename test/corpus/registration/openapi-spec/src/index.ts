// Entry point of an OpenAPI-generated MCP server (inventory API); written for this repo.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerSpecTools } from "./register.js";
import { CatalogSpec, StatsSpec } from "./specs.js";

const server = new McpServer({ name: "inventory", version: "0.2.0" });
const filter = { denied: process.env.DENY ? new Set(process.env.DENY.split(",")) : undefined };

for (const spec of [CatalogSpec, StatsSpec]) {
  registerSpecTools({ server, spec, filter });
}

await server.connect(new StdioServerTransport());
