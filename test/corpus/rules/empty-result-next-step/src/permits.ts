// fidelity-audit corpus: rule empty-result-next-step (tools that answer with text: an empty result stringified inline, through a helper in another file and through a class method; look-alikes whose envelope says what to try), modelled on the shapes of public MCP servers that wrap many government open-data APIs behind one response format (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Envelopes, emptyText, listText } from "./envelopes.js";

const PERMITS = process.env.PERMITS_URL ?? "https://permits.example.gov/api";
const envelopes = new Envelopes();

async function searchPermits(county: string): Promise<{ permits: { id: string }[] }> {
  const res = await fetch(`${PERMITS}/permits?county=${encodeURIComponent(county)}`);
  if (!res.ok) throw new Error(`permits API answered ${res.status}`);
  return (await res.json()) as { permits: { id: string }[] };
}

export function registerPermitTools(app: McpServer): void {
  app.addTool({
    name: "permits_by_county",
    description: "Building permits of a county.",
    parameters: z.object({ county: z.string() }),
    execute: async ({ county }: { county: string }) => {
      const data = await searchPermits(county);
      // ruleid: empty-result-next-step — a stringified envelope that only says nothing came
      if (!data.permits.length) return JSON.stringify({ summary: "No permits found.", items: [] });
      return listText(`${data.permits.length} permit(s)`, data.permits);
    },
  });

  app.addTool({
    name: "permits_recent",
    description: "Recent building permits of a county.",
    parameters: z.object({ county: z.string() }),
    execute: async ({ county }: { county: string }) => {
      const data = await searchPermits(county);
      // ruleid: empty-result-next-step — the shared helper's envelope carries no next step
      if (!data.permits.length) return emptyText("No recent permits found.");
      return listText(`${data.permits.length} permit(s)`, data.permits);
    },
  });

  app.addTool({
    name: "permits_open",
    description: "Open building permits of a county.",
    parameters: z.object({ county: z.string() }),
    execute: async ({ county }: { county: string }) => {
      const data = await searchPermits(county);
      // ruleid: empty-result-next-step — the class method's envelope carries no next step
      if (!data.permits.length) return envelopes.none("No open permits found.");
      return listText(`${data.permits.length} permit(s)`, data.permits);
    },
  });

  app.addTool({
    name: "permits_closed",
    description: "Closed building permits of a county.",
    parameters: z.object({ county: z.string() }),
    execute: async ({ county }: { county: string }) => {
      const data = await searchPermits(county);
      // ok: empty-result-next-step — the envelope's summary says what to try next
      if (!data.permits.length) return emptyText("No closed permits found. Try the county's full name, or call permits_by_county to list every permit.");
      return listText(`${data.permits.length} permit(s)`, data.permits);
    },
  });
}
