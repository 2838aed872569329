// Entry point of a land-registry MCP server: one registration per definition, its handler picked by name; written for this repo.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { TOOLS } from "./definitions.js";
import { HANDLERS, LOG_LABELS } from "./handlers.js";

const server = new McpServer({ name: "land-registry", version: "1.3.0" });

for (const tool of TOOLS) {
  const handler = HANDLERS[tool.name];
  const label = LOG_LABELS[tool.name] ?? tool.name;
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async (args) => {
    console.error(`tool call: ${label}`);
    return handler(args as never);
  });
}

await server.connect(new StdioServerTransport());
