// fidelity-audit corpus: rule scope-only-when-set (knowledge-platform tools: a filter object built inline in the handler), modelled on a public MCP server over a hosted knowledge/RAG platform's GraphQL SDK (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Graphlit } from "graphlit-client";
import { FeedStore } from "./store.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const store = new FeedStore();

export function registerKnowledgeTools(server: McpServer) {
  server.tool(
    "queryFeeds",
    "Query the feeds of the project.",
    {
      name: z.string().optional().describe("Text match on the feed name."),
      type: z.enum(["RSS", "SLACK", "WEB"]).optional().describe("Filter by feed type."),
    },
    async ({ name, type }) => {
      const client = new Graphlit({ apiUri: process.env.PLATFORM_API_URI ?? "https://data-scus.graphlit.io/api/v1/graphql" });
      const filter = {
        name,
        // ok: scope-only-when-set — inline: `queryFeeds()` without `types` queries every feed
        types: type !== undefined ? [type] : undefined,
      };
      return text(await client.queryFeeds(filter));
    },
  );

  server.tool(
    "listFeeds",
    "List the feeds of the project.",
    { type: z.string().optional().describe("Feed type.") },
    async ({ type }) => text(await store.list(type)),
  );

  server.tool(
    "listSpecifications",
    "List the LLM specifications of the project.",
    { type: z.string().optional().describe("Specification type.") },
    async ({ type }) => text(await store.specifications(type)),
  );
}
