// fidelity-audit corpus: rule empty-result-next-step (a best-effort tag-suggestion helper whose catch answers [] and whose value only fills the `suggestions` of an empty search, beside a tag helper whose [] is the tool's whole answer), modelled on public open-data catalogue MCP servers (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const CAT = "https://catalogue.example.org/api/3/action";
const json = (v: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(v) }] });

async function tagList(prefix: string): Promise<string[]> {
  const res = await fetch(`${CAT}/tag_list?query=${encodeURIComponent(prefix)}`);
  if (!res.ok) throw new Error(`tag_list failed: HTTP ${res.status}`);
  return ((await res.json()) as { result: string[] }).result;
}

async function suggestTags(seed: string): Promise<string[]> {
  try {
    return (await tagList(seed.split(" ")[0] ?? seed)).slice(0, 5);
  } catch {
    // ok: empty-result-next-step — only the suggestions of an empty answer are lost; the search itself succeeded
    return [];
  }
}

async function tagsOrNothing(prefix: string): Promise<string[]> {
  try {
    return await tagList(prefix);
  } catch {
    // ruleid: empty-result-next-step — the tool's whole answer: a failed lookup reads as "no tags"
    return [];
  }
}

export function registerSuggestingSearch(server: McpServer): void {
  server.tool("catalogue_search", "Datasets matching a term, with tag suggestions when none match.", { q: z.string() }, async ({ q }) => {
    const res = await fetch(`${CAT}/package_search?q=${encodeURIComponent(q)}`);
    if (!res.ok) throw new Error(`package_search failed: HTTP ${res.status}`);
    const hits = ((await res.json()) as { result: { results: { name: string }[] } }).result.results;
    const suggestions = hits.length ? [] : await suggestTags(q);
    return json({ q, hits, suggestions });
  });

  server.tool("catalogue_search_hinted", "Datasets matching a term, with a hint.", { q: z.string() }, async ({ q }) => {
    const res = await fetch(`${CAT}/package_search?q=${encodeURIComponent(q)}`);
    if (!res.ok) throw new Error(`package_search failed: HTTP ${res.status}`);
    const hits = ((await res.json()) as { result: { results: { name: string }[] } }).result.results;
    return json({ q, hits, hints: await suggestTags(q) });
  });

  server.tool("catalogue_tags", "Tags that start with a prefix.", { prefix: z.string() }, async ({ prefix }) => {
    const tags = await tagsOrNothing(prefix);
    return json({ prefix, tags, count: tags.length, hint: tags.length ? undefined : "Try a shorter prefix." });
  });
}
