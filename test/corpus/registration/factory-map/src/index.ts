// Entry point of a product-analytics MCP server; written for this repo.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { getTools } from "./tools/index.js";

const server = new McpServer({ name: "product-analytics", version: "0.9.0" });
const context = { apiBase: process.env.API_BASE ?? "https://analytics.example.com/api", token: process.env.API_TOKEN ?? "" };

for (const tool of getTools(context, (process.env.TOOLS ?? "dashboards-list,dashboard-get,docs-search").split(","))) {
  server.registerTool(tool.name, { title: tool.title, inputSchema: tool.schema.shape }, async (params) => tool.handler(context, params));
}
await server.connect(new StdioServerTransport());
