// Entry point of a museum-collection MCP server generated from its bundled OpenAPI spec; written for this repo.
import { readFileSync } from "node:fs";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { SpecConverter, type Spec } from "./converter.js";
import { startDocsServer } from "./docs.js";

const spec = JSON.parse(readFileSync(new URL("../spec/collection-api.json", import.meta.url), "utf8")) as Spec;
const { lookup } = new SpecConverter(spec).convert();
const base = spec.servers[0]!.url;

const server = new Server({ name: "museum-collection", version: "2.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: Object.entries(lookup).map(([name, op]) => ({
    name,
    description: op.summary ?? "",
    inputSchema: { type: "object" as const, properties: {} },
  })),
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const op = lookup[request.params.name];
  if (!op) throw new Error(`unknown tool ${request.params.name}`);
  const res = await fetch(base + op.path, { method: op.method.toUpperCase() });
  return { content: [{ type: "text" as const, text: await res.text() }] };
});

startDocsServer();
await server.connect(new StdioServerTransport());
