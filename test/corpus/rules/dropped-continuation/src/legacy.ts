#!/usr/bin/env node
// fidelity-audit corpus: rule dropped-continuation (low-level Server; X-Total-Count header read and dropped), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const TICKETS = process.env.TICKETS_URL ?? "https://tickets.example/api";
const server = new Server({ name: "tickets", version: "0.7.2" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "list_tickets", description: "Open tickets of one queue (first 50).", inputSchema: { type: "object", properties: { queue: { type: "string" } }, required: ["queue"] } }],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "list_tickets": {
      const queue = String(request.params.arguments?.queue ?? "");
      const res = await fetch(`${TICKETS}/queues/${encodeURIComponent(queue)}/tickets?state=open&_limit=50`);
      // ruleid: dropped-continuation
      const total = Number(res.headers.get("x-total-count"));
      const tickets = await res.json();
      if (total > 50) console.error(`queue ${queue}: ${total} open tickets, showing 50`);
      return { content: [{ type: "text", text: JSON.stringify({ returned: tickets.length, tickets }) }] };
    }
    default:
      throw new Error(`unknown tool ${request.params.name}`);
  }
});

await server.connect(new StdioServerTransport());
