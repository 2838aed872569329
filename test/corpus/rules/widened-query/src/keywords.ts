// fidelity-audit corpus: rule widened-query (the vocabulary arm: a cut of the caller's term sent to the source's keyword list through a class method and offered as suggestions; look-alike that derives suggestions from the term itself), modelled on public MCP servers for open-data catalogues (CKAN-style dataset search; written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const CATALOGUE = process.env.CATALOGUE_URL ?? "https://data.example.org/api/3/action";

async function call<T>(action: string, params: Record<string, string>): Promise<T> {
  const res = await fetch(`${CATALOGUE}/${action}?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`catalogue answered ${res.status}`);
  return ((await res.json()) as { result: T }).result;
}

class KeywordIndex {
  async suggestTags(seed: string): Promise<string[]> {
    // ruleid: widened-query — the first word of the term, cut to six letters, asks the catalogue's tag list
    const prefix = seed.split(" ")[0]!.slice(0, 6);
    return call<string[]>("tag_list", { query: prefix });
  }
}

const keywords = new KeywordIndex();

export function registerKeywordTools(server: McpServer): void {
  server.tool("dataset_search", "Datasets whose metadata match the query text.", { query: z.string() }, async ({ query }) => {
    const found = await call<{ results: { name: string }[] }>("package_search", { q: query });
    let suggestions: string[] = [];
    if (!found.results.length) suggestions = await keywords.suggestTags(query);
    return { content: [{ type: "text" as const, text: JSON.stringify({ query, results: found.results, suggestions }) }] };
  });

  server.tool("dataset_search_hinted", "Datasets whose metadata match the query text.", { query: z.string() }, async ({ query }) => {
    const found = await call<{ results: { name: string }[] }>("package_search", { q: query });
    // ok: widened-query — the suggestions are the term's own words, offered unsearched
    const suggestions = found.results.length ? [] : query.split(" ").filter((w) => w.length >= 4);
    return { content: [{ type: "text" as const, text: JSON.stringify({ query, results: found.results, suggestions, searched: "once, unchanged" }) }] };
  });
}
