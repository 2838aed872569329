// Written for fidelity-audit's tests, 2026-11-29, modelled on library catalogue servers.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "library-catalogue", version: "1.0.0" });

server.tool("search_catalogue", "Search the catalogue (CQL).", { cql: z.string() }, async ({ cql }) => {
  const res = await fetch(`https://catalogue.example.org/sru?query=${encodeURIComponent(cql)}`);
  return { content: [{ type: "text", text: await res.text() }] };
});
