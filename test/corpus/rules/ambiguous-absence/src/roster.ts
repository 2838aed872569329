// fidelity-audit corpus: rule ambiguous-absence (records joined through an index the code builds from upstream entries: a Map filled key by key in a helper of its own, and inline), modelled on the shapes of public MCP servers for sports live-data feeds (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const FEED = process.env.FEED_URL ?? "https://live.example/api";

interface Rider {
  bib: number;
  name: string;
  teamRef: string;
}

async function getJson(path: string): Promise<unknown> {
  const res = await fetch(`${FEED}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** The teams of a year, by their hash id. */
async function teamsByRef(year: number): Promise<Map<string, { code: string; name: string }>> {
  const index = new Map<string, { code: string; name: string }>();
  const teams = (await getJson(`/teams-${year}`)) as { _id: string; code: string; name: string }[];
  for (const t of teams) index.set(t._id, { code: t.code, name: t.name });
  return index;
}

/** Country names the server knows itself, by code: not an upstream answer. */
const COUNTRY = new Map<string, string>([
  ["FR", "France"],
  ["BE", "Belgium"],
]);

export function registerRosterTools(server: McpServer) {
  server.tool("riders", "The riders of a year with their team.", { year: z.number().int() }, async ({ year }) => {
    const riders = (await getJson(`/riders-${year}`)) as Rider[];
    const byRef = await teamsByRef(year);
    const rows = riders.map((r) => {
      const team = byRef.get(r.teamRef);
      return {
        bib: r.bib,
        name: r.name,
        // ruleid: ambiguous-absence — a rider whose team is not in the index gets null, the same as a rider with no team
        team: team?.code ?? null,
      };
    });
    return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };
  });

  server.tool("stage_starts", "Who started each stage.", { stage: z.number().int() }, async ({ stage }) => {
    const starts = (await getJson(`/stages/${stage}/starts`)) as { bib: number; time: string }[];
    const started = new Map<number, { bib: number; time: string }>();
    for (const s of starts) started.set(s.bib, s);
    const riders = (await getJson(`/stages/${stage}/riders`)) as { bib: number; country: string }[];
    const rows = riders.map((r) => ({
      bib: r.bib,
      // ruleid: ambiguous-absence — a rider missing from the start list reads as one with no start time
      startedAt: started.get(r.bib)?.time ?? null,
      // ok: ambiguous-absence — the country table is the server's own, not an upstream entry
      country: COUNTRY.get(r.country) ?? null,
    }));
    return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };
  });
}
