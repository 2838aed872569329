// Entry point of a document-database MCP server: instantiates every tool class and registers it; written for this repo.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CountTool, FindTool } from "./tools/find.js";

const server = new McpServer({ name: "docstore", version: "1.2.0" });
const endpoint = process.env.DOCSTORE_URL ?? "http://localhost:8080";
for (const ToolClass of [FindTool, CountTool]) {
  new ToolClass({ name: ToolClass.toolName, endpoint }).register(server);
}
await server.connect(new StdioServerTransport());
