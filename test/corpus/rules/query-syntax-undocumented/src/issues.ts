// fidelity-audit corpus: rule query-syntax-undocumented (a query that takes natural language or the tracker's own search syntax; wording that says only where terms may stand), modelled on error-tracking and parliamentary-records MCP servers (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const API = process.env.TRACKER_API ?? "https://tracker.example.com/api/0";
const text = (v: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(v) }] });

async function searchIssues(query: string, limit: number): Promise<unknown> {
  const url = new URL(`${API}/issues/`);
  url.searchParams.set("query", query);
  url.searchParams.set("limit", String(limit));
  const res = await fetch(url);
  if (!res.ok) throw new Error(`tracker answered ${res.status}`);
  return res.json();
}

const Paging = z.object({ limit: z.number().int().max(100).default(25) });
const IssueSearch = z
  .object({
    // ruleid: query-syntax-undocumented#granularity-undocumented
    query: z.string().describe("Natural language or the tracker's issue search syntax, e.g. is:unresolved level:error."),
  })
  .merge(Paging);

export function registerIssueTools(server: McpServer) {
  server.tool(
    "search_issues",
    "Search grouped issues of a project.",
    IssueSearch.shape,
    async ({ query, limit }) => text(await searchIssues(query, limit)),
  );

  server.registerTool(
    "search_events",
    {
      description: "Search single events. `query` can be natural language or the tracker's event search syntax.",
      inputSchema: {
        // ok: query-syntax-undocumented
        query: z.string().describe("Free-text words match substrings of the event message, case-insensitive; all words must occur."),
        limit: z.number().int().max(100).default(25),
      },
    },
    async ({ query, limit }) => text(await searchIssues(`event ${query}`, limit)),
  );

  server.tool(
    "search_records",
    "Search all parliamentary records.",
    {
      // ruleid: query-syntax-undocumented#granularity-incomplete
      query: z.string().describe("Keyword search: 'tax reform' finds records with both words anywhere in the text; use quotes for exact phrases, NOT to exclude a word."),
      limit: z.number().int().max(100).default(25),
    },
    async ({ query, limit }) => text(await searchIssues(query, limit)),
  );

  server.tool(
    "search_minutes",
    "Search meeting minutes.",
    {
      // ok: query-syntax-undocumented
      query: z.string().describe("Keyword search: words match whole words only, case-insensitive, anywhere in the text; use quotes for exact phrases."),
      limit: z.number().int().max(100).default(25),
    },
    async ({ query, limit }) => text(await searchIssues(query, limit)),
  );

  server.tool(
    "ask_triage",
    "Ask the triage assistant about open issues.",
    {
      // ok: query-syntax-undocumented
      query: z.string().describe("Describe what you are looking for in natural language."),
    },
    async ({ query }) => text(await searchIssues(query, 10)),
  );
}
