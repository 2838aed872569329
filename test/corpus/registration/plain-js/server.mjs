#!/usr/bin/env node
// fidelity-audit corpus: registration style plain-js (ESM entry point importing CommonJS modules), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import client from "./lib/opendata-client.js";
import { registerTools } from "./lib/register-tools.js";

const server = new McpServer({ name: "opendata-js", version: "0.2.2" });

registerTools(server);

server.tool(
  "get_resource",
  "Fetch one resource (file or API endpoint) of a package: format, URL, size and last modification.",
  {
    id: z.string().uuid().describe("Resource id"),
  },
  async ({ id }) => {
    const resource = await client.resourceShow(id);
    return { content: [{ type: "text", text: JSON.stringify(resource, null, 2) }] };
  },
);

try {
  await server.connect(new StdioServerTransport());
  console.error("opendata-js MCP server ready");
} catch (err) {
  console.error(err);
  process.exit(1);
}
