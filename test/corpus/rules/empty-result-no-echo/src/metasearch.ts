// fidelity-audit corpus: rule empty-result-no-echo (echo helpers, local filters that can empty the list, presentation switches that are owed no echo), modelled on metasearch and issue-search MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const META = "https://meta.example.org/search";

interface Hit {
  title: string;
  score: number;
}

async function metaSearch(q: string, engines: string): Promise<Hit[]> {
  const res = await fetch(`${META}?q=${encodeURIComponent(q)}&engines=${encodeURIComponent(engines)}`);
  if (!res.ok) throw new Error(`metasearch ${res.status}`);
  return ((await res.json()) as { results: Hit[] }).results;
}

/** An echo helper: it writes the executed request into the text and fetches nothing. */
function renderExecuted(q: string, engines: string): string {
  return `Executed search: q="${q}", engines=${engines}\n`;
}

export function registerMetaTools(server: McpServer): void {
  server.tool(
    "meta_search",
    "Search several engines at once (whole words).",
    { q: z.string(), engines: z.string().default("all"), min_score: z.number().default(0), format: z.enum(["text", "json"]).default("text") },
    async ({ q, engines, min_score, format }) => {
      const hits = (await metaSearch(q, engines)).filter((h) => h.score >= min_score);
      if (hits.length === 0) {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: `No results for "${q}" on ${engines}. Search with fewer words or engines="all".` }] };
      }
      return { content: [{ type: "text", text: format === "json" ? JSON.stringify(hits) : hits.map((h) => h.title).join("\n") }] };
    },
  );

  server.tool(
    "meta_search_echoed",
    "Search several engines at once (whole words); says what was run.",
    { q: z.string(), engines: z.string().default("all"), format: z.enum(["text", "json"]).default("text") },
    async ({ q, engines, format }) => {
      const hits = await metaSearch(q, engines);
      let out = renderExecuted(q, engines);
      if (hits.length === 0) {
        out += "No results. Search with fewer words, or engines=\"all\".";
        // ok: empty-result-no-echo
        return { content: [{ type: "text", text: out }] };
      }
      out += format === "json" ? JSON.stringify(hits) : hits.map((h) => h.title).join("\n");
      return { content: [{ type: "text", text: out }] };
    },
  );
}
