// fidelity-audit corpus: rule unstable-tool-registry (low-level Server publishing a merged tool map), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { recordTools } from "./tools/records.js";
import { searchTools } from "./tools/search.js";

const ALL_TOOLS = { ...searchTools, ...recordTools };

export function createServer(): Server {
  const server = new Server({ name: "museum-collections", version: "1.8.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    // ruleid: unstable-tool-registry
    tools: Object.values(ALL_TOOLS).map((t) => t.definition),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = ALL_TOOLS[request.params.name as keyof typeof ALL_TOOLS];
    if (!tool) throw new Error(`unknown tool ${request.params.name}`);
    return tool.handler(request.params.arguments ?? {});
  });
  return server;
}

/** The HTTP entry point publishes the same map, sorted by name. */
export function createHttpServer(): Server {
  const server = new Server({ name: "museum-collections-http", version: "1.8.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    // ok: unstable-tool-registry
    tools: Object.values(ALL_TOOLS).map((t) => t.definition).sort((a, b) => a.name.localeCompare(b.name)),
  }));
  return server;
}
