// fidelity-audit corpus: rule unstable-order (a sports live-data server that fetches a whole feed and pages it in process: inline, through a paging helper in another file, in a class method), modelled on the shapes of public MCP servers for live sports feeds (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchFeed, pageOf } from "./client/feed.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const paging = { limit: z.number().int().positive().default(20), offset: z.number().int().min(0).default(0) };

class RiderFeed {
  async riders(offset: number, limit: number) {
    const riders = (await fetchFeed("riders")) as { bib: number; name: string }[];
    // ruleid: unstable-order#in-process-unsorted-page
    return riders.slice(offset, offset + limit);
  }

  async ridersByBib(offset: number, limit: number) {
    const riders = (await fetchFeed("riders")) as { bib: number; name: string }[];
    const sorted = [...riders].sort((a, b) => a.bib - b.bib);
    // ok: unstable-order — sorted by the bib number, unique per rider, before the page is cut
    return sorted.slice(offset, offset + limit);
  }
}

export function registerFeedTools(server: McpServer) {
  const feed = new RiderFeed();
  server.tool("stage_results", "Results of a stage, a page at a time.", paging, async ({ limit, offset }) => {
    const res = await fetch(`https://live.example/api/results`);
    const rows = (await res.json()) as unknown[];
    // ruleid: unstable-order#in-process-unsorted-page
    const page = rows.slice(offset, offset + limit);
    return json({ page, offset });
  });
  server.tool("checkpoints", "Checkpoints of a stage, a page at a time.", paging, async ({ limit, offset }) => {
    const rows = (await fetchFeed("checkpoints")) as unknown[];
    // ruleid: unstable-order#in-process-unsorted-page
    return json(pageOf(rows, limit, offset));
  });
  server.tool("teams", "Teams, a page at a time, by team code.", paging, async ({ limit, offset }) => {
    let rows = (await fetchFeed("teams")) as { code: string }[];
    rows = [...rows].sort((a, b) => a.code.localeCompare(b.code));
    // ok: unstable-order — sorted by the team code before it is handed to the paging helper
    return json(pageOf(rows, limit, offset));
  });
  server.tool("top_stories", "The first stories of the feed.", { n: z.number().int().max(10) }, async ({ n }) => {
    const rows = (await fetchFeed("stories")) as unknown[];
    // ok: unstable-order — a cut from the start, not a page: the feed's own order is what it publishes
    return json(rows.slice(0, n));
  });
  server.tool("riders", "Riders, a page at a time.", paging, async ({ limit, offset }) => json(await feed.riders(offset, limit)));
  server.tool("riders_by_bib", "Riders by bib number, a page at a time.", paging, async ({ limit, offset }) =>
    json(await feed.ridersByBib(offset, limit)),
  );
}
