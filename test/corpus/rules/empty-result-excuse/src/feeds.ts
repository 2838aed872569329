// fidelity-audit corpus: rule empty-result-excuse (when-empty habits and guessed access causes, in descriptions, a helper's failure text and a class method's result), modelled on sports-feed and docs-fetching MCP servers (written for this repo, 2026-12-02)
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";

const FEEDS = "https://feeds.example.org/v2";

export const FEED_TOOLS: Tool[] = [
  {
    name: "race_embeds",
    // ruleid: empty-result-excuse
    description: "Curated social embeds of the race. Usually empty outside the race weeks.",
    inputSchema: { type: "object", properties: { race: { type: "string" } }, required: ["race"] },
  },
  {
    name: "race_photos",
    // ok: empty-result-excuse
    description: "Photo feed of the race. Outside the race weeks the feed is empty; call race_calendar for the dates.",
    inputSchema: { type: "object", properties: { race: { type: "string" } }, required: ["race"] },
  },
  {
    name: "race_roster",
    // ok: empty-result-excuse — a note on how full the records' fields are, not on an empty result
    description: "Riders of the race. Data quality: `team_code` and `nationality` are often empty.",
    inputSchema: { type: "object", properties: { race: { type: "string" } }, required: ["race"] },
  },
  {
    name: "race_stage_results",
    // ruleid: empty-result-excuse — the habit is said of the result itself
    description: "Stage results of the race. The result list is often empty before the finish.",
    inputSchema: { type: "object", properties: { race: { type: "string" } }, required: ["race"] },
  },
  {
    name: "fetch_page",
    description: "Fetch one documentation page.",
    inputSchema: { type: "object", properties: { url: { type: "string" } }, required: ["url"] },
  },
  {
    name: "fetch_doc",
    description: "Fetch one documentation file.",
    inputSchema: { type: "object", properties: { url: { type: "string" } }, required: ["url"] },
  },
  {
    name: "race_results",
    description: "Results of one stage.",
    inputSchema: { type: "object", properties: { stage: { type: "string" } }, required: ["stage"] },
  },
  {
    name: "race_riders",
    description: "Riders of one team.",
    inputSchema: { type: "object", properties: { team: { type: "string" } }, required: ["team"] },
  },
];

const text = (t: string): CallToolResult => ({ content: [{ type: "text", text: t }] });

/** A helper that fetches a page and words its failure for the model. */
async function pageText(url: string): Promise<string | undefined> {
  const res = await fetch(url);
  return res.ok ? res.text() : undefined;
}

export async function fetchPage(raw: Record<string, unknown>): Promise<CallToolResult> {
  const url = String(raw.url ?? "");
  const body = await pageText(url);
  if (body === undefined) {
    // ruleid: empty-result-excuse
    return text(`Content at ${url} could not be retrieved. The resource may not exist or may require authentication.`);
  }
  return text(body);
}

export async function fetchDoc(raw: Record<string, unknown>): Promise<CallToolResult> {
  const url = String(raw.url ?? "");
  const body = await pageText(url);
  if (body === undefined) {
    // ok: empty-result-excuse — only the two readings of a lookup (asked wrongly, not there), and a next step
    return text(`Content at ${url} could not be retrieved. The URL may be wrong or the page may not exist; check it with list_pages.`);
  }
  return text(body);
}

/** A feed client whose methods word the empty answers. */
export class StageFeed {
  async results(stage: string): Promise<CallToolResult> {
    const res = await fetch(`${FEEDS}/stages/${encodeURIComponent(stage)}/results`);
    if (!res.ok) throw new Error(`feed ${res.status}`);
    const rows = (await res.json()) as { results: string[] };
    if (rows.results.length === 0) {
      // ruleid: empty-result-excuse
      return text(`Keine Resultate für Etappe ${stage}. Der Feed ist meist leer, solange die Etappe läuft.`);
    }
    return text(rows.results.join("\n"));
  }

  async riders(team: string): Promise<CallToolResult> {
    const res = await fetch(`${FEEDS}/teams/${encodeURIComponent(team)}/riders`);
    if (!res.ok) throw new Error(`feed ${res.status}`);
    const rows = (await res.json()) as { riders: string[] };
    if (rows.riders.length === 0) {
      // ok: empty-result-excuse
      return text(`Keine Fahrer für Team ${team}. Rufe race_teams auf, um die Teamkürzel zu sehen.`);
    }
    return text(rows.riders.join("\n"));
  }
}
