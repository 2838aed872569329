// fidelity-audit corpus: rule empty-result-no-echo (tools that answer with text: an empty envelope stringified inline, through a helper in another file and through a class method, that does not say what was asked; look-alikes whose summary names every value sent), modelled on the shapes of public MCP servers that wrap many government open-data APIs behind one response format (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Envelopes, emptyText } from "./envelopes.js";

const PERMITS = process.env.PERMITS_URL ?? "https://permits.example.gov/api";
const envelopes = new Envelopes();

async function searchPermits(county: string, year: number): Promise<{ permits: { id: string }[] }> {
  const res = await fetch(`${PERMITS}/permits?county=${encodeURIComponent(county)}&year=${year}`);
  if (!res.ok) throw new Error(`permits API answered ${res.status}`);
  return (await res.json()) as { permits: { id: string }[] };
}

export function registerPermitTools(app: McpServer): void {
  app.addTool({
    name: "permits_by_county",
    description: "Building permits of a county in a year.",
    parameters: z.object({ county: z.string(), year: z.number() }),
    execute: async ({ county, year }: { county: string; year: number }) => {
      const data = await searchPermits(county, year);
      // ruleid: empty-result-no-echo — the stringified envelope does not say which county and year were asked
      if (!data.permits.length) return JSON.stringify({ summary: "No permits found. Try another county.", items: [] });
      return JSON.stringify({ summary: `${data.permits.length} permit(s)`, items: data.permits });
    },
  });

  app.addTool({
    name: "permits_recent",
    description: "Recent building permits of a county in a year.",
    parameters: z.object({ county: z.string(), year: z.number() }),
    execute: async ({ county, year }: { county: string; year: number }) => {
      const data = await searchPermits(county, year);
      // ruleid: empty-result-no-echo — the helper's envelope names the county but not the year
      if (!data.permits.length) return emptyText(`No recent permits found in ${county}. Try another county.`);
      return JSON.stringify({ summary: `${data.permits.length} permit(s)`, items: data.permits });
    },
  });

  app.addTool({
    name: "permits_open",
    description: "Open building permits of a county in a year.",
    parameters: z.object({ county: z.string(), year: z.number() }),
    execute: async ({ county, year }: { county: string; year: number }) => {
      const data = await searchPermits(county, year);
      // ruleid: empty-result-no-echo — the class method's envelope says nothing of the request
      if (!data.permits.length) return envelopes.none("No open permits found. Try another county.");
      return JSON.stringify({ summary: `${data.permits.length} permit(s)`, items: data.permits });
    },
  });

  app.addTool({
    name: "permits_closed",
    description: "Closed building permits of a county in a year.",
    parameters: z.object({ county: z.string(), year: z.number() }),
    execute: async ({ county, year }: { county: string; year: number }) => {
      const data = await searchPermits(county, year);
      // ok: empty-result-no-echo — the summary names the county and the year that were sent
      if (!data.permits.length) return emptyText(`No closed permits found in ${county} for ${year}. Try another county.`);
      return JSON.stringify({ summary: `${data.permits.length} permit(s)`, items: data.permits });
    },
  });
}
