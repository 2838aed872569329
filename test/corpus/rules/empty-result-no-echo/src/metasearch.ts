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

/** What ran: the request after the server rewrote it. */
interface ExecutedSearch {
  query: string;
  engines: string;
  timeRange: string;
}

/** Writes the executed request (from the object it is given) into the text; fetches nothing. */
function formatExecuted(executed?: ExecutedSearch): string {
  if (!executed) return "";
  return `## Executed search\n- Query: ${executed.query}\n- Engines: ${executed.engines}\n- Time range: ${executed.timeRange}\n\n`;
}

/** Has a model rewrite the caller's query and pick engines and period: what is sent is not what was typed. */
async function planSearch(q: string, engines: string, period: string): Promise<{ executed: ExecutedSearch }> {
  const res = await fetch(`${META}/plan`, { method: "POST", body: JSON.stringify({ q, engines, period }) });
  if (!res.ok) throw new Error(`plan ${res.status}`);
  return { executed: (await res.json()) as ExecutedSearch };
}

async function trendingPage(): Promise<string> {
  const res = await fetch(`${META}/trending`);
  if (!res.ok) throw new Error(`trending ${res.status}`);
  return res.text();
}

export function registerMetaTools(server: McpServer): void {
  server.tool("company_search", "Find pages about one company.", { company: z.string() }, async ({ company }) => {
    const fullQuery = `${company} company homepage`;
    const hits = await metaSearch(fullQuery, "web");
    if (hits.length === 0) {
      // ruleid: empty-result-no-echo
      return { content: [{ type: "text", text: `No pages about "${company}". Search with the company's domain instead.` }] };
    }
    return { content: [{ type: "text", text: hits.map((h) => h.title).join("\n") }] };
  });

  server.tool("company_search_echoed", "Find pages about one company; says what was sent.", { company: z.string() }, async ({ company }) => {
    const fullQuery = `${company} company homepage`;
    const hits = await metaSearch(fullQuery, "web");
    if (hits.length === 0) {
      // ok: empty-result-no-echo
      return { content: [{ type: "text", text: `No pages for the query "${fullQuery}". Search with the company's domain instead.` }] };
    }
    return { content: [{ type: "text", text: hits.map((h) => h.title).join("\n") }] };
  });

  server.tool("plain_search", "Search the web (whole words).", { q: z.string() }, async ({ q }) => {
    const query = q.trim();
    const hits = await metaSearch(query, "web");
    if (hits.length === 0) {
      // ok: empty-result-no-echo
      return { content: [{ type: "text", text: `No pages for "${q}". Search with fewer words.` }] };
    }
    return { content: [{ type: "text", text: hits.map((h) => h.title).join("\n") }] };
  });

  server.tool(
    "meta_search_executed",
    "Search several engines; the server fixes the query and time range, and says what ran.",
    { q: z.string(), engines: z.string().default("all"), period: z.string().default("7d"), limit: z.number().default(10) },
    async ({ q, engines, period, limit }) => {
      const plan = await planSearch(q, engines, period);
      const hits = (await metaSearch(`${plan.executed.query} limit:${limit}`, plan.executed.engines)).slice(0, limit);
      let output = `# Results for "${q}"\n\n`;
      output += formatExecuted(plan.executed);
      if (hits.length === 0) {
        output += "No results. Search with fewer words, or engines=\"all\".";
        // ok: empty-result-no-echo
        return { content: [{ type: "text", text: output }] };
      }
      output += hits.map((h) => h.title).join("\n");
      return { content: [{ type: "text", text: output }] };
    },
  );

  server.tool(
    "trending",
    "Trending searches right now; limit cuts the list.",
    { limit: z.number().default(10) },
    async ({ limit }) => {
      const lines = (await trendingPage()).split("\n").filter(Boolean);
      if (lines.length === 0) {
        // ok: empty-result-no-echo
        return { content: [{ type: "text", text: "No trending searches right now. Call meta_search with a topic instead." }] };
      }
      return { content: [{ type: "text", text: lines.slice(0, limit).join("\n") }] };
    },
  );

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

  server.tool(
    "paged_search",
    "Search the web (whole words), one page of the merged list at a time.",
    { q: z.string(), offset: z.number().default(0), limit: z.number().default(10) },
    async ({ q, offset, limit }) => {
      const page = (await metaSearch(q, "all")).slice(offset, offset + limit);
      if (page.length === 0 && offset > 0) {
        // ok: empty-result-no-echo
        return { content: [{ type: "text", text: `No results for "${q}" from offset ${offset}. Call again with offset 0.` }] };
      }
      if (page.length === 0) {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: `No results for "${q}". Search with fewer words.` }] };
      }
      return { content: [{ type: "text", text: page.map((h) => h.title).join("\n") }] };
    },
  );
}
