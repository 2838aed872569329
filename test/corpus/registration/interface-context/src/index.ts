// Entry point of a DNS hosting MCP server; written for this repo.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createRegistrationContext } from "./registration-context.js";
import { registerZoneTools } from "./tools/zones.tools.js";

const server = new McpServer({ name: "dns-zones", version: "0.4.0" });
registerZoneTools(createRegistrationContext(server, process.env.ACCOUNT_ID ?? ""));
await server.connect(new StdioServerTransport());
