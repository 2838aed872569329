// fidelity-audit corpus: rule ambiguous-absence (a tool that calls another tool function for an entry's metadata and parses that tool's JSON text back, in a `let` set inside a try or a const; look-alikes that mark the missing metadata in a state field), modelled on public MCP servers for an economic time-series API (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const API = process.env.SERIES_API ?? "https://series.example.org/api";

async function get<T>(path: string, params: Record<string, string>): Promise<T> {
  const res = await fetch(`${API}/${path}?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

type Series = { id: string; title: string; units?: string; frequency?: string };

/** The metadata of one series, as a tool result. */
export async function seriesInfo(id: string) {
  const body = await get<{ series: Series[] }>("series", { series_id: id });
  const s = body.series[0]!;
  return { content: [{ type: "text" as const, text: JSON.stringify({ id: s.id, title: s.title, units: s.units, frequency: s.frequency }) }] };
}

export function registerSeriesInfoTools(server: McpServer) {
  server.tool("series_points", "Observations of one series.", { id: z.string() }, async ({ id }) => {
    const obs = await get<{ observations: { date: string; value: string }[] }>("series/observations", { series_id: id });
    let info: { units?: string; frequency?: string } | null = null;
    try {
      const r = await seriesInfo(id);
      info = JSON.parse(r.content[0]!.text);
    } catch {
      info = null;
    }
    const out = {
      id,
      // ruleid: ambiguous-absence — the metadata's own key, missing or not fetched, reads as "Unknown"
      frequency: info?.frequency || "Unknown",
      count: obs.observations.length,
    };
    return { content: [{ type: "text" as const, text: JSON.stringify(out) }] };
  });

  server.tool("series_header", "The header of one series.", { id: z.string() }, async ({ id }) => {
    const meta = JSON.parse((await seriesInfo(id)).content[0]!.text);
    const r = await seriesInfo(id);
    const again = JSON.parse(r.content[0]!.text);
    const out = {
      id,
      // ruleid: ambiguous-absence — the same, from a const
      units: again.units ?? "",
      title: meta.title,
    };
    return { content: [{ type: "text" as const, text: JSON.stringify(out) }] };
  });

  server.tool("series_header_marked", "The header of one series.", { id: z.string() }, async ({ id }) => {
    const r = await seriesInfo(id);
    const meta = JSON.parse(r.content[0]!.text);
    const out = {
      id,
      // ok: ambiguous-absence — the value as it came, and a state field that says whether the source had one
      units: meta.units,
      units_state: meta.units === undefined ? "empty_in_source" : "present",
    };
    return { content: [{ type: "text" as const, text: JSON.stringify(out) }] };
  });
}
