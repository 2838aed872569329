// fidelity-audit corpus: rule test-cannot-fail (the server under test), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { searchStations } from "./client.js";

const server = new McpServer({ name: "river-levels", version: "0.7.1" });

server.tool("search_stations", "Search gauge stations by name (substring, case-insensitive).", { q: z.string() }, async ({ q }) => ({
  content: [{ type: "text", text: JSON.stringify(await searchStations(q)) }],
}));

await server.connect(new StdioServerTransport());
