#!/usr/bin/env node
// fidelity-audit corpus: registration style wrapper-helper (entry point), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerSearchTools } from "./tools/search.js";
import { registerStationTools } from "./tools/stations.js";

const server = new McpServer({ name: "hydrodata", version: "0.4.0" });

registerStationTools(server);
registerSearchTools(server);

await server.connect(new StdioServerTransport());
