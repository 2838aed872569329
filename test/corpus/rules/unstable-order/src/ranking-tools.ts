// fidelity-audit corpus: rule unstable-order (vector-search tools that cut hits a helper or a class method sorted), modelled on the shapes of public MCP servers for vector databases (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { MatchIndex, allMatches, rankedMatches, rankedMatchesStable } from "./client/ranking.js";

const text = (v: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(v) }] });
const index = new MatchIndex();

export function registerRankingTools(server: McpServer) {
  server.tool(
    "top_matches",
    "The most similar passages of a collection.",
    { collection: z.string(), text: z.string(), top: z.number().int().min(1).max(50).default(5) },
    async ({ collection, text: q, top }) => {
      const ranked = await rankedMatches(collection, q);
      return text(ranked.slice(0, top));
    },
  );
  server.tool(
    "top_matches_stable",
    "The most similar passages of a collection, ties by id.",
    { collection: z.string(), text: z.string(), top: z.number().int().min(1).max(50).default(5) },
    async ({ collection, text: q, top }) => {
      const ranked = await rankedMatchesStable(collection, q);
      return text(ranked.slice(0, top));
    },
  );
  server.tool(
    "all_matches",
    "Every passage of a collection that matches, most similar first.",
    { collection: z.string(), text: z.string() },
    async ({ collection, text: q }) => text(await allMatches(collection, q)),
  );
  server.tool(
    "match_page",
    "One page of similar passages, 10 per page.",
    { collection: z.string(), text: z.string(), offset: z.number().int().min(0).default(0) },
    async ({ collection, text: q, offset }) => {
      let result;
      result = await index.search(collection, q);
      const { matches } = result;
      return text({ collection: result.collection, matches: matches.slice(offset, offset + 10) });
    },
  );
}
