// Written for fidelity-audit's tests, 2026-11-29, modelled on low-level servers that pin protocol versions.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

export const SUPPORTED_PROTOCOL_VERSIONS = ["2025-06-18", "2025-03-26"];
// A date that is not a protocol version.
const DATA_SINCE = "2024-01-01";

const server = new Server({ name: "weather-stations", version: "1.4.2" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "list_stations", description: `Weather stations reporting since ${DATA_SINCE}.`, inputSchema: { type: "object", properties: {} } }],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "list_stations": {
      const res = await fetch("https://meteo.example.org/stations");
      return { content: [{ type: "text", text: await res.text() }] };
    }
    default:
      throw new Error(`unknown tool ${request.params.name}`);
  }
});
