// fidelity-audit corpus: rule empty-result-next-step (per-repository documentation tools registered under names a helper builds, beside a tool with a name of its own that shares their search helper; a tool whose only name is computed; a generating tool as the look-alike), modelled on the shapes of public MCP servers that expose one tool set per GitHub repository (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const DOCS = process.env.DOCS_URL ?? "https://docs-index.example.org";

function generateSearchToolName(repo: string): string {
  return `search_${repo.replace(/\W+/g, "_")}_documentation`;
}

function generateFetchToolName(repo: string): string {
  return `fetch_${repo.replace(/\W+/g, "_")}_readme`;
}

async function searchDocs(repo: string, query: string) {
  const res = await fetch(`${DOCS}/${repo}/search?q=${encodeURIComponent(query)}`);
  if (!res.ok) throw new Error(`docs index answered ${res.status}`);
  const hits = (await res.json()) as { title: string }[];
  if (!hits.length) {
    // ruleid: empty-result-next-step — reached by the literal search_documentation and by the tools named by a helper
    return { content: [{ type: "text" as const, text: `No documentation matched "${query}" in ${repo}.` }] };
  }
  return { content: [{ type: "text" as const, text: JSON.stringify({ hits, hint: "Call fetch_url on a hit's link for its full text." }) }] };
}

export function registerRepoDocsTools(server: McpServer, repos: string[]): void {
  for (const repo of repos) {
    server.tool(generateSearchToolName(repo), `Search the documentation of ${repo}.`, { query: z.string() }, async ({ query }) =>
      searchDocs(repo, query),
    );
    server.tool(generateFetchToolName(repo), `The README of ${repo}.`, {}, async () => {
      const res = await fetch(`${DOCS}/${repo}/readme`);
      if (!res.ok) throw new Error(`docs index answered ${res.status}`);
      const readme = await res.text();
      // ruleid: empty-result-next-step — a tool known only by its computed name is judged like any other
      if (!readme.trim()) return { content: [{ type: "text" as const, text: "No README found." }] };
      return { content: [{ type: "text" as const, text: readme }] };
    });
  }
  server.tool(
    "search_documentation",
    "Search the documentation of any indexed repository.",
    { repo: z.string(), query: z.string() },
    async ({ repo, query }) => searchDocs(repo, query),
  );
  server.tool("generate_changelog", "Writes a changelog entry from a commit range.", { range: z.string() }, async ({ range }) => {
    const res = await fetch(`${DOCS}/changelog?range=${encodeURIComponent(range)}`);
    if (!res.ok) throw new Error(`docs index answered ${res.status}`);
    const entry = await res.text();
    // ok: empty-result-next-step — a generating tool's empty answer is a failed generation, not "nothing there"
    if (!entry) return { content: [{ type: "text" as const, text: "" }] };
    return { content: [{ type: "text" as const, text: entry }] };
  });
}
