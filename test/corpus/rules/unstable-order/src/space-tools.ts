// fidelity-audit corpus: rule unstable-order (semantic space search sorted by the caller's pick through a switch accessor, then cut to a limit: a helper in another file, and inline), modelled on public model-hub MCP servers (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type SpaceHit, searchSpaces, sortSpaceHits, sortSpaceHitsOrId } from "./client/space-sort.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const SORTS = ["likes", "trending", "createdAt", "id"] as const;

export function registerSpaceTools(server: McpServer) {
  server.tool(
    "space_search",
    "Spaces matching a text, sorted by the caller's pick, at most `limit`.",
    { q: z.string(), sort: z.enum(SORTS).default("likes"), limit: z.number().int().max(50).default(10) },
    async ({ q, sort, limit }) => json(sortSpaceHits(await searchSpaces(q), sort).slice(0, limit)),
  );
  server.tool(
    "space_search_or_id",
    "Spaces matching a text, sorted by likes or id, at most `limit`.",
    { q: z.string(), sort: z.enum(SORTS).default("likes"), limit: z.number().int().max(50).default(10) },
    async ({ q, sort, limit }) => json(sortSpaceHitsOrId(await searchSpaces(q), sort).slice(0, limit)),
  );
  server.tool(
    "space_top",
    "The top spaces for a text by the caller's measure.",
    { q: z.string(), by: z.enum(["likes", "trending"]).default("likes"), limit: z.number().int().max(50).default(5) },
    async ({ q, by, limit }) => {
      const hits = await searchSpaces(q);
      const measure = (h: SpaceHit) => {
        switch (by) {
          case "likes":
            return h.likes ?? 0;
          default:
            return h.trendingScore ?? 0;
        }
      };
      // ruleid: unstable-order
      const top = hits.sort((a, b) => measure(b) - measure(a)).slice(0, limit);
      return json(top);
    },
  );
}
