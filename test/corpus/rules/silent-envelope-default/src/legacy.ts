#!/usr/bin/env node
// fidelity-audit corpus: rule silent-envelope-default (low-level Server with CallTool dispatch), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const STATS = process.env.STATS_URL ?? "https://stats.canton.example/api";
const server = new Server({ name: "opendata-stats", version: "0.3.1" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "list_indicators",
      description: "List statistical indicators of one topic.",
      inputSchema: { type: "object", properties: { topic: { type: "string" }, tags: { type: "array", items: { type: "string" } } }, required: ["topic"] },
    },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "list_indicators": {
      const args = (request.params.arguments ?? {}) as { topic: string; tags?: string[] };
      // ok: silent-envelope-default
      const tags = args.tags ?? [];
      const res = await fetch(`${STATS}/topics/${encodeURIComponent(args.topic)}/indicators?tags=${tags.join(",")}`);
      // ruleid: silent-envelope-default
      const indicators = (await res.json()).data?.indicators ?? [];
      return { content: [{ type: "text", text: JSON.stringify({ returned: indicators.length, indicators }) }] };
    }
    default:
      throw new Error(`unknown tool ${request.params.name}`);
  }
});

await server.connect(new StdioServerTransport());
