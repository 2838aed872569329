#!/usr/bin/env node
// fidelity-audit corpus: rule non-number-as-zero (McpServer tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { densityTable, municipalities, registerHits, sumArea, sumPopulation, totalPopulation, allCounts, elevationRange } from "./api.js";
import { citationTotal, processorStats, searchIds } from "./literature.js";
import { averagePupils, populationRows, pupilsPerCommune, rankByPopulation, schoolRows, teacherTable, totalPupils, totalPupilsHonest } from "./tables.js";

const server = new McpServer({ name: "schulstatistik", version: "0.2.0" });
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

server.tool("school_totals", "Pupils per school commune and in total, from the cantonal school statistics.", { honest: z.boolean().default(true) }, async ({ honest }) => {
  const rows = await schoolRows();
  if (honest) return json(totalPupilsHonest(rows));
  return json({ total: totalPupils(rows), average: averagePupils(rows), perCommune: pupilsPerCommune(rows) });
});

server.tool("population_ranking", "Communes ranked by population.", { top: z.number().int().max(300).default(20) }, async ({ top }) => {
  // ok: non-number-as-zero
  const n = Number(top) || 0;
  return json(rankByPopulation(await populationRows()).slice(0, n));
});

server.tool("teachers", "Teachers per commune.", {}, async () => json(await teacherTable()));

server.tool("municipality_density", "Population density per municipality.", {}, async () => {
  const { items, total } = await municipalities();
  return json({ total, density: densityTable(items), population: sumPopulation(items), area: sumArea(items), totals: totalPopulation(items), counted: await allCounts(), elevation: elevationRange(items) });
});

server.tool("search_literature", "Search the literature database; returns ids and citation counts.", { term: z.string() }, async ({ term }) => {
  const found = await searchIds(term);
  return json({ ...found, citations: await citationTotal(found.ids) });
});

server.tool("processor_stats", "Message counts of one stream processor.", { name: z.string() }, async ({ name }) => json(await processorStats(name)));

server.tool("register_hits", "How many register entries match a term.", { term: z.string() }, async ({ term }) => json({ term, hits: await registerHits(term) }));

await server.connect(new StdioServerTransport());
import { registerTrialTools } from "./trials.js";
registerTrialTools(server);
import { registerCensusTools } from "./census/tools.js";
registerCensusTools(server);
import { dayStatistics, pressReleases } from "./gauges.js";
server.tool("gauge_day_statistics", "Streamflow statistics of a gauge, optionally for one month and day.", { site: z.string(), month: z.number().int().min(1).max(12).optional(), day: z.number().int().min(1).max(31).optional() }, async ({ site, month, day }) => json(await dayStatistics(site, month, day)));
server.tool("press_releases", "Press releases matching a term, with their dates.", { q: z.string() }, async ({ q }) => json(await pressReleases(q)));
import { registerAwardTools } from "./awards.js";
registerAwardTools(server);
