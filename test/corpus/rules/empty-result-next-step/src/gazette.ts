// fidelity-audit corpus: rule empty-result-next-step (a text that names an argument and the value to give it, in German and English), modelled on official-gazette MCP servers (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const GAZETTE = "https://gazette.example.org/api";

async function entries(path: string): Promise<string[]> {
  const r = await fetch(`${GAZETTE}/${path}`);
  if (!r.ok) throw new Error(`gazette request failed: HTTP ${r.status}`);
  return ((await r.json()) as { entries: string[] }).entries;
}

const say = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

export function registerGazetteTools(server: McpServer): void {
  server.registerTool(
    "gazette_recent",
    { description: "Publications of the last days.", inputSchema: { days: z.number().default(30) } },
    async ({ days }) => {
      const found = await entries(`recent?days=${days}`);
      if (!found.length) {
        // ok: empty-result-next-step — names the argument and the value to give it
        return say(`Keine Publikationen in den letzten ${days} Tagen.\n\n**Tipp:** \`days\` erhöhen, z.B. \`days=90\`.`);
      }
      return say(found.join("\n"));
    },
  );
  server.registerTool(
    "gazette_since",
    { description: "Publications since a year.", inputSchema: { sinceYear: z.number() } },
    async ({ sinceYear }) => {
      const found = await entries(`since?year=${sinceYear}`);
      // ok: empty-result-next-step — the argument in code quotes and a value for it
      if (found.length === 0) return say(`Nothing published since ${sinceYear}; für die ganze Reihe \`sinceYear\` auf 1998 stellen.`);
      return say(found.join("\n"));
    },
  );
  server.registerTool(
    "gazette_upcoming",
    { description: "Publications planned for the next days.", inputSchema: { daysAhead: z.number().default(30) } },
    async ({ daysAhead }) => {
      const found = await entries(`upcoming?days=${daysAhead}`);
      if (!found.length) {
        // ruleid: empty-result-next-step — the argument with the request's own value is an echo, not a step
        return say(`Keine geplanten Publikationen (daysAhead=${daysAhead}).`);
      }
      return say(found.join("\n"));
    },
  );
  server.registerTool(
    "gazette_withdrawn",
    { description: "Withdrawn publications of the last days.", inputSchema: { days: z.number().default(30) } },
    async ({ days }) => {
      const found = await entries(`withdrawn?days=${days}`);
      if (!found.length) {
        // ruleid: empty-result-next-step — a link's query string names no step
        return say(`Keine Rückzüge (${days} Tage). Archiv: ${GAZETTE}/archive?days=365`);
      }
      return say(found.join("\n"));
    },
  );
}
