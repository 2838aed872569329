#!/usr/bin/env node
// fidelity-audit corpus: rule unstable-order (low-level Server with a paged listing; entry point), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { byDate, esSearchStable } from "./client/backends.js";
import { registerTools } from "./tools.js";
import { registerLocalTools } from "./local-tools.js";
import { registerDispatchedTools } from "./dispatch.js";
import { registerHeadlineTools } from "./headline-tools.js";
import { registerObservabilityTools } from "./observability-tools.js";
import { registerCatalogueTools } from "./catalogue-tools.js";
import { registerResources } from "./resources.js";
import { registerFeedTools } from "./unsorted-pages.js";
import { registerFreeSortTools } from "./free-sort-tools.js";
import { registerScoredTools } from "./scored-tools.js";
import { registerPickedSortTools } from "./picked-sort-tools.js";
import { registerRankingTools } from "./ranking-tools.js";

const server = new McpServer({ name: "press-archive", version: "0.8.0" });
registerTools(server);
registerLocalTools(server);
registerDispatchedTools(server);
registerHeadlineTools(server);
registerObservabilityTools(server);
registerCatalogueTools(server);
registerResources(server);
registerFeedTools(server);
registerFreeSortTools(server);
registerScoredTools(server);
registerPickedSortTools(server);
registerRankingTools(server);
await server.connect(new StdioServerTransport());

const listing = new Server({ name: "press-listing", version: "0.8.0" }, { capabilities: { tools: {} } });

listing.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "latest_releases",
      description: "Latest press releases matching a text, newest first; `page` counts from 0, 10 per page.",
      inputSchema: { type: "object", properties: { text: { type: "string" }, page: { type: "number" } }, required: ["text"] },
    },
  ],
}));

listing.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name === "latest_releases") {
    const { text, page = 0 } = request.params.arguments as { text: string; page?: number };
    const hits = await esSearchStable(text, 0);
    // ruleid: unstable-order
    const sorted = hits.sort(byDate);
    const items = sorted.slice(page * 10, page * 10 + 10);
    return { content: [{ type: "text", text: JSON.stringify({ items }) }] };
  }
  throw new Error(`unknown tool ${request.params.name}`);
});
import { registerSchemaTools } from "./schema-tools.js";
registerSchemaTools(server);
import { registerSearchTools } from "./search-tools.js";
registerSearchTools(server);
import { registerPapersTools } from "./papers-tools.js";
registerPapersTools(server);
import { registerSpaceTools } from "./space-tools.js";
registerSpaceTools(server);
import { registerEventTools } from "./event-tools.js";
registerEventTools(server);
