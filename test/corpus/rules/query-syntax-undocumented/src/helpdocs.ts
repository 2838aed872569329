// fidelity-audit corpus: rule query-syntax-undocumented (documentation search behind a hosted full-text index, described by keywords and by which words must occur), modelled on platform-documentation MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const INDEX = process.env.DOCS_INDEX_URL ?? "https://docs-index.example.net/1/indexes/docs/query";
const text = (v: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(v) }] });

async function queryIndex(query: string, hitsPerPage: number): Promise<unknown> {
  const res = await fetch(INDEX, { method: "POST", body: JSON.stringify({ query, hitsPerPage }) });
  if (!res.ok) throw new Error(`docs index answered ${res.status}`);
  return res.json();
}

export function registerHelpDocsTools(server: McpServer) {
  server.tool(
    "search_help_docs",
    "Search the platform documentation with the hosted full-text index.",
    {
      // ok: query-syntax-undocumented
      query: z.string().describe(`Full-text search query for documentation pages.
Use only keywords, do not use full sentences or questions.
For example, "webhook retries" returns pages that contain the words "webhook" and "retries".`),
      limit: z.number().int().max(20).default(5),
    },
    async ({ query, limit }) => text(await queryIndex(query, limit)),
  );

  server.tool(
    "search_release_notes",
    "Search the platform release notes.",
    {
      // ruleid: query-syntax-undocumented#syntax-undocumented
      query: z.string().describe("Search query for release notes, e.g. a feature or version."),
      limit: z.number().int().max(20).default(5),
    },
    async ({ query, limit }) => text(await queryIndex(`notes ${query}`, limit)),
  );
}
