#!/usr/bin/env node
// fidelity-audit corpus: rule hardwired-key-spelling (McpServer tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { bufferCache, settingsRows, settingsTrimmed, tableStats, WaitStats } from "./counters.js";
import { communesChecked, communesOf } from "./paged.js";
import { buildingsOf, pupilsOf, pupilsOfLowered, pupilsOfNormalised, teachersOf } from "./queries.js";
import { awardsByAgency, awardsByRecipient, transactions } from "./spending.js";

const server = new McpServer({ name: "gemeindedaten", version: "0.4.0" });
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

server.tool("pupils", "Pupils per year for one school commune (exact name).", { commune: z.string(), variant: z.enum(["raw", "lowered", "normalised"]).default("normalised") }, async ({ commune, variant }) => {
  if (variant === "raw") return json(await pupilsOf(commune));
  if (variant === "lowered") return json(await pupilsOfLowered(commune));
  return json(await pupilsOfNormalised(commune));
});

server.registerTool(
  "teachers",
  { description: "Teachers of one school commune (exact name).", inputSchema: { commune: z.string() } },
  async ({ commune }) => json(await teachersOf(commune)),
);

server.tool("buildings", "Buildings of one municipality from the building register.", { municipality: z.string() }, async ({ municipality }) => json(await buildingsOf(municipality)));

server.tool("communes", "Commune names in one statistics table (all pages).", { table: z.string() }, async ({ table }) => json(await communesOf(table)));
server.tool("communes_checked", "Commune names in one statistics table (first page).", { table: z.string() }, async ({ table }) => json(await communesChecked(table)));

server.tool("awards_by_agency", "Awards of one awarding agency (exact name).", { agency: z.string() }, async ({ agency }) => json(await awardsByAgency(agency)));
server.tool("awards_by_recipient", "Awards of one recipient (words of its name).", { recipient: z.string() }, async ({ recipient }) => json(await awardsByRecipient(recipient)));
server.tool("transactions", "Transactions of one award (award id).", { award: z.string() }, async ({ award }) => json(await transactions(award)));
server.tool("db_report", "Table sizes, settings and buffer-cache counters of the reporting database.", {}, async () =>
  json({ tables: await tableStats(), settings: await settingsRows(), owner: await settingsTrimmed(), cache: await bufferCache(), waits: await new WaitStats().byType() }),
);

import { AnimalHealth, casesOfCanton, casesOfYear } from "./animal-health.js";
server.tool("animal_health_by_year", "Animal-health rows of one year.", { url: z.string(), year: z.number().int() }, async ({ url, year }) => json(await new AnimalHealth().byYear(url, year)));
server.tool("cases_of_canton", "Case rows of one canton.", { url: z.string(), canton: z.string() }, async ({ url, canton }) => json(await casesOfCanton(url, canton)));
server.tool("cases_of_year", "Case rows of one year.", { url: z.string(), year: z.string() }, async ({ url, year }) => json(await casesOfYear(url, year)));

await server.connect(new StdioServerTransport());
