// fidelity-audit corpus: rule unstable-order (high-level McpServer tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { esSearch, esSearchStable, packageSearch, solrRecent, solrSearch, solrTop, sqlByDate, sqlByDateStable } from "./client/backends.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

export function registerTools(server: McpServer) {
  server.tool(
    "search_releases",
    "Search press releases, newest first, 20 per page.",
    { text: z.string(), offset: z.number().int().min(0).default(0) },
    async ({ text, offset }) => json(await esSearch(text, offset)),
  );

  server.tool(
    "search_releases_stable",
    "Search press releases, newest first (ties by id), 20 per page.",
    { text: z.string(), offset: z.number().int().min(0).default(0) },
    async ({ text, offset }) => json(await esSearchStable(text, offset)),
  );

  server.tool(
    "search_fulltext",
    "Full-text search over press releases, best match first; `start` pages.",
    { text: z.string(), start: z.number().int().min(0).default(0) },
    async ({ text, start }) => {
      const docs = await solrSearch(text, start);
      const top = await solrTop(text);
      const recent = await solrRecent(text, start);
      const packages = await packageSearch(text, start);
      return json({ docs, top, recent, packages });
    },
  );

  server.tool(
    "agency_releases",
    "Releases of one agency, newest first, 50 per page.",
    { agency: z.string(), offset: z.number().int().min(0).default(0) },
    async ({ agency, offset }) => json({ unstable: await sqlByDate(agency, offset), stable: await sqlByDateStable(agency, offset) }),
  );

  server.tool(
    "rank_releases",
    "Rank the releases matching a text by relevance.",
    { text: z.string() },
    async ({ text }) => {
      const hits = await esSearchStable(text, 0);
      const ranked = hits.slice();
      // ruleid: unstable-order
      ranked.sort((a, b) => b.score - a.score);
      // ok: unstable-order
      const stable = hits.slice().sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
      const ids = hits.map((h) => Number(h.id));
      // ok: unstable-order
      ids.sort((a, b) => a - b);
      const titles = hits.slice();
      // ok: unstable-order
      titles.sort((a, b) => a.title.localeCompare(b.title));
      console.error(`ranked ${titles.length} titles`);
      const scoreThenDate = hits.slice();
      // ruleid: unstable-order
      scoreThenDate.sort((a, b) => b.score - a.score || b.date.localeCompare(a.date));
      const byAgency = hits.slice();
      // ok: unstable-order
      byAgency.sort((a, b) => a.agency.localeCompare(b.agency) || a.name.localeCompare(b.name));
      const newest = hits.slice();
      // ruleid: unstable-order
      newest.sort((a, b) => {
        if (a.score !== b.score) return b.score - a.score;
        return b.date.localeCompare(a.date);
      });
      const newestStable = hits.slice();
      // ok: unstable-order
      newestStable.sort((a, b) => {
        if (a.date !== b.date) return b.date.localeCompare(a.date);
        return a.id.localeCompare(b.id);
      });
      return json({ ranked, stable, ids, scoreThenDate, byAgency, newest, newestStable });
    },
  );
}
