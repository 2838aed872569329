// Entry point of a tide-gauge MCP server whose CallTool handler hands the request to a router module; written for this repo.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { describePrompt } from "./prompts.js";
import { route } from "./router.js";

const TOOLS = [
  {
    name: "search_stations",
    description: "Search tide-gauge stations by name.",
    inputSchema: {
      type: "object",
      properties: { query: { type: "string" }, limit: { type: "number" } },
      required: ["query"],
    },
  },
  {
    name: "get_readings",
    description: "Water-level readings of one station.",
    inputSchema: {
      type: "object",
      properties: { station_id: { type: "string" }, hours: { type: "number" } },
      required: ["station_id"],
    },
  },
];

const server = new Server({ name: "tide-gauges", version: "0.4.0" }, { capabilities: { tools: {}, prompts: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
server.setRequestHandler(CallToolRequestSchema, (request) => route(request.params));
server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: [{ name: "search_stations" }] }));
server.setRequestHandler(GetPromptRequestSchema, (request) => describePrompt(request.params));

await server.connect(new StdioServerTransport());
