#!/usr/bin/env node
// fidelity-audit corpus: rule partial-param-group (low-level Server with a facet search; entry point), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { api, facetBody } from "./client/params.js";
import { registerBulkTools } from "./bulk.js";
import { registerShellTools } from "./shell/tools.js";
import { registerStoreTools } from "./store/tools.js";
import { registerTools } from "./tools.js";
import { legacyServer } from "./legacy/server.js";

const FACETS = ["subject", "language", "year", "publisher"] as const;

const server = new McpServer({ name: "catalogue", version: "0.4.1" });
registerTools(server);
registerBulkTools(server);
registerShellTools(server);
registerStoreTools(server, (process.env.STORE_TOOLS ?? "search_apps").split(","));
await server.connect(new StdioServerTransport());
void legacyServer;

const facetServer = new Server({ name: "catalogue-facets", version: "0.4.1" }, { capabilities: { tools: {} } });

facetServer.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "facet_search",
      description: "Search with facet counts. `query` is Lucene syntax on whole words; `facets` picks the facets counted.",
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string" },
          facets: { type: "array", items: { type: "string", enum: [...FACETS] } },
          // ruleid: partial-param-group#dead-argument
          sort: { type: "string", description: "Sort order of the hits" },
        },
        required: ["query"],
      },
    },
  ],
}));

facetServer.setRequestHandler(CallToolRequestSchema, async (request) => {
  // ok: partial-param-group — the handler that leaves it behind (the finding is at the declaration)
  if (request.params.name === "facet_search") {
    const args = request.params.arguments as { query: string; facets?: string[]; sort?: string };
    const body = { q: args.query, ...facetBody(args.facets ?? [], FACETS) };
    const { data } = await api.post("/facets", body);
    return { content: [{ type: "text", text: JSON.stringify(data) }] };
  }
  throw new Error(`unknown tool ${request.params.name}`);
});
