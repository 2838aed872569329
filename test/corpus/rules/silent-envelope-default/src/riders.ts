// fidelity-audit corpus: rule silent-envelope-default (defaults on a field of each entry that the tool filters, matches, orders or keys on: inline in a handler, through a helper in another file, in a class method's comparator and in a callback; beside the same fields only shown), modelled on the shapes of public MCP servers for sports-results feeds (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { named, ofTeam, type Rider } from "./riders-match.js";

const FEED = process.env.FEED_URL ?? "https://racecenter.example/api";
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

async function riders(year: number): Promise<Rider[]> {
  const res = await fetch(`${FEED}/competitors-${year}`);
  if (!res.ok) throw new Error(`feed ${res.status}`);
  const body = (await res.json()) as unknown;
  if (!Array.isArray(body)) throw new Error("feed: competitors answer is not a list");
  return body as Rider[];
}

class StartList {
  async ordered(year: number): Promise<Rider[]> {
    const list = await riders(year);
    // ruleid: silent-envelope-default#field-default-decides — in a class method: a missing `bib` sorts every rider as equal
    return list.sort((a, b) => (a.bib ?? 0) - (b.bib ?? 0));
  }
}

const start = new StartList();

export function registerRiderTools(server: McpServer) {
  server.tool("riders_of_team", "Riders of one team in an edition.", { year: z.number().int(), team: z.string() }, async ({ year, team }) => {
    const list = await riders(year);
    return json(list.filter((r) => ofTeam(r, team)));
  });

  server.tool("riders_by_nation", "Riders of one nation in an edition.", { year: z.number().int(), nation: z.string() }, async ({ year, nation }) => {
    const list = await riders(year);
    // ruleid: silent-envelope-default#field-default-decides — inline: the filter runs on the default when `nationality` moves
    return json(list.filter((r) => (r.nationality || "") === nation));
  });

  server.tool("riders_grouped", "Riders of an edition grouped by team.", { year: z.number().int() }, async ({ year }) => {
    const list = await riders(year);
    const byTeam = new Map<string, string[]>();
    list.forEach((r) => {
      // ruleid: silent-envelope-default#field-default-decides — in a callback: every rider falls under "none" when `team` moves
      const key = r.team ?? "none";
      byTeam.set(key, [...(byTeam.get(key) ?? []), r.name as string]);
    });
    return json(Object.fromEntries(byTeam));
  });

  server.tool("riders_listed", "Riders of an edition, as names.", { year: z.number().int(), wanted: z.string().optional() }, async ({ year, wanted }) => {
    const list = await riders(year);
    // ok: silent-envelope-default — an entry's field only shown with a default is rule 12's ground, not this rule's
    const lines = list.map((r) => `${r.bib}: ${r.name ?? "unknown"}`);
    // ok: silent-envelope-default — the entries without a name were left out just before the default
    const matching = list.filter((r) => r.name).filter((r) => (r.name ?? "").includes(wanted ?? ""));
    return json({ lines, matching: matching.filter((r) => named(wanted, r.name as string)).length });
  });

  server.tool("riders_ordered", "Riders of an edition by bib.", { year: z.number().int() }, async ({ year }) => json(await start.ordered(year)));
}
