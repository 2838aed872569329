// fidelity-audit corpus: rule silent-envelope-default (climate-series tools over fetch: the formatter lives in another file), modelled on the shapes of public MCP servers for weather and climate data (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formatSeries, StationFormatter } from "./series-format.js";

const BASE = process.env.SERIES_URL ?? "https://climate.example/api";
const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

async function getJson(path: string): Promise<any> {
  const res = await fetch(`${BASE}${path}`);
  if (!res.ok) throw new Error(`series ${path}: HTTP ${res.status}`);
  return res.json();
}

export function registerSeriesTools(server: McpServer) {
  server.tool("daily_series", "Daily values of climate parameters at a point.", { parameters: z.string(), lat: z.number(), lon: z.number() }, async ({ parameters, lat, lon }) => {
    const answer = await getJson(`/daily?parameters=${parameters}&lat=${lat}&lon=${lon}`);
    return text(formatSeries(answer, parameters.split(",")));
  });

  server.tool("station_readings", "Recent readings of one station.", { station: z.string() }, async ({ station }) => {
    const answer = await getJson(`/stations/${encodeURIComponent(station)}/readings`);
    return text(new StationFormatter().format(answer));
  });

  server.tool("station_summary", "Counts of one station's readings.", { station: z.string() }, async ({ station }) => {
    const answer = await getJson(`/stations/${encodeURIComponent(station)}/summary`);
    return text(new StationFormatter().summary(answer));
  });

  server.tool("dataset_detail", "One dataset of the catalogue with its files.", { id: z.string() }, async ({ id }) => {
    const body = await getJson(`/package_show?id=${encodeURIComponent(id)}`);
    // ruleid: silent-envelope-default — the envelope the dataset comes in
    const result = body.result || {};
    // ok: silent-envelope-default — the multilingual title, shown as it is
    const title = result.title || {};
    // ruleid: silent-envelope-default — the files are listed and counted
    const files = result.resources || [];
    const lines = [`# ${title.de || title.en || result.name}`, `Files (${files.length}):`];
    for (const f of files) lines.push(`- ${f.format}: ${f.url}`);
    return text(lines.join("\n"));
  });
}
