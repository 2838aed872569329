// fidelity-audit corpus: rule unstable-order (high-level McpServer tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { esSearch, esSearchStable, getRelease, getReleases, getReleasesInOrder, packageSearch, solrRecent, solrSearch, solrTop, sqlByDate, sqlByDateStable, sqlLatest, sqlPageMysql } from "./client/backends.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

export function registerTools(server: McpServer) {
  server.tool(
    "check_releases",
    "Check several press releases by id: each one's entry in the order of the ids, and how many could not be fetched.",
    { ids: z.array(z.string()).min(1).max(50) },
    async ({ ids }) => {
      // filled as requests finish, read back in the order of the ids
      const byId = new Map<string, unknown>();
      const failed: string[] = [];
      await Promise.all(
        ids.map(async (id) => {
          try {
            const r = await getRelease(id);
            // ok: unstable-order
            byId.set(id, r);
          } catch {
            // ok: unstable-order
            failed.push(id);
          }
        }),
      );
      // filled as requests finish, sorted on the way out
      const results: { id: string }[] = [];
      await Promise.all(
        ids.map(async (id) => {
          // ok: unstable-order
          results.push(await getRelease(id));
        }),
      );
      if (results.length === 0) return json({ entries: [], note: "No results found for these ids." });
      return json({ entries: ids.map((id) => byId.get(id)), failed: failed.length, sorted: results.toSorted((a, b) => a.id.localeCompare(b.id)) });
    },
  );
  server.tool(
    "get_releases",
    "Fetch several press releases by id, in the order of the ids.",
    { ids: z.array(z.string()).min(1).max(50) },
    async ({ ids }) => {
      const first = await getReleases(ids);
      const ordered = await getReleasesInOrder(ids);
      // the same, written out: results go into a map as requests finish, and the map is returned
      const byId = new Map<string, unknown>();
      await Promise.all(
        ids.map((id) =>
          getRelease(id).then((r) => {
            // ruleid: unstable-order
            byId.set(id, r);
          }),
        ),
      );
      // collected as the requests finish, then put back in the order of the ids: fine
      const found: { id: string }[] = [];
      await Promise.all(
        ids.map(async (id) => {
          // ok: unstable-order
          found.push(await getRelease(id));
        }),
      );
      found.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      // one request at a time: the order of the ids
      const sequential: unknown[] = [];
      for (const id of ids) {
        // ok: unstable-order
        sequential.push(await getRelease(id));
      }
      // pushed before the request is sent: the order of the ids
      const asked: string[] = [];
      await Promise.all(
        ids.map(async (id) => {
          // ok: unstable-order
          asked.push(id);
          await getRelease(id);
        }),
      );
      return json({ first, ordered, byId: [...byId.values()], found, sequential, asked });
    },
  );

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
    async ({ agency, offset }) => json({ unstable: await sqlByDate(agency, offset), stable: await sqlByDateStable(agency, offset), latest: await sqlLatest(agency), mysql: await sqlPageMysql(agency, offset) }),
  );

  server.tool(
    "rank_releases",
    "Rank the releases matching a text by relevance.",
    { text: z.string() },
    async ({ text }) => {
      const hits = await esSearchStable(text, 0);
      const ranked = hits.slice();
      // ok: unstable-order — scores tie, but every hit is returned: no page or cut falls through a tie
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
      // ok: unstable-order — a hand-picked second key: only exact double ties remain
      scoreThenDate.sort((a, b) => b.score - a.score || b.date.localeCompare(a.date));
      const byAgency = hits.slice();
      // ok: unstable-order
      byAgency.sort((a, b) => a.agency.localeCompare(b.agency) || a.name.localeCompare(b.name));
      const newest = hits.slice();
      // ok: unstable-order
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
      const tieLast = hits.slice();
      // ok: unstable-order
      tieLast.sort((a, b) => {
        if (a.score === b.score) return a.id.localeCompare(b.id);
        return b.score - a.score;
      });
      return json({ ranked, stable, ids, scoreThenDate, byAgency, newest, newestStable, tieLast });
    },
  );
}
