// Written for fidelity-audit's tests, 2026-11-29, modelled on monorepos that keep the MCP server in a workspace package.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "opendata", version: "0.2.0" });

server.tool("get_dataset", "One dataset by id.", { id: z.string() }, async ({ id }) => ({
  content: [{ type: "text", text: await (await fetch(`https://data.example.org/api/3/package_show?id=${encodeURIComponent(id)}`)).text() }],
}));
