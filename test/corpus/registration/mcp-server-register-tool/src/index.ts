#!/usr/bin/env node
// fidelity-audit corpus: registration style mcp-server-register-tool (entry point), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerDatasetTools } from "./tools/datasets.js";
import { registerOrganizationTools } from "./tools/organizations.js";

const server = new McpServer(
  { name: "opendata-portal", version: "1.2.0" },
  { capabilities: { tools: {} } },
);

registerDatasetTools(server);
registerOrganizationTools(server);

const transport = new StdioServerTransport();
await server.connect(transport);
