#!/usr/bin/env node
// fidelity-audit corpus: registration style single-tool-unguarded (one tool; the CallTool handler answers every call without asking which tool was called), modelled on the shapes of small single-purpose public MCP servers (written for this repo, 2026-12-03)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const API = process.env.TIDES_URL ?? "https://tides.example.org/api";
const server = new Server({ name: "tide-tables", version: "0.2.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "tide_predictions",
      description: "High and low tide predictions for a station.",
      inputSchema: {
        type: "object",
        properties: {
          station: { type: "string", description: "Station id" },
          days: { type: "number", description: "How many days ahead (default 1)" },
          datum: { type: "string", description: "Vertical datum the heights refer to" },
        },
        required: ["station"],
      },
    },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { station, days = 1 } = request.params.arguments as { station: string; days?: number; datum?: string };
  const res = await fetch(`${API}/stations/${encodeURIComponent(station)}/predictions?days=${days}`);
  if (!res.ok) throw new Error(`tides: HTTP ${res.status}`);
  const body = (await res.json()) as { predictions: { time: string; height: number; kind: string }[] };
  return { content: [{ type: "text", text: JSON.stringify(body.predictions, null, 2) }] };
});

await server.connect(new StdioServerTransport());
