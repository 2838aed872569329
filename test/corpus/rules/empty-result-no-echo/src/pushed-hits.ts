// fidelity-audit corpus: rule empty-result-no-echo (an answer's hits copied into a local array with `.push` in a loop and returned in an envelope with or without the query: inline, from a client helper in another file and from a class method), modelled on public document-database MCP servers that search documents (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type Hit, searchHits, searchHitsEchoed } from "./pushed-hits-client.js";

const BASE = process.env.DOCS_URL ?? "https://docs.example.org";

class HitSearch {
  async titles(query: string) {
    const body = (await (await fetch(`${BASE}/search?q=${encodeURIComponent(query)}`)).json()) as { hits: Hit[] };
    const titles: string[] = [];
    for (const h of body.hits) titles.push(h.title);
    // ruleid: empty-result-no-echo — an empty copy of the hits, with nothing saying what was searched
    return { content: [{ type: "text" as const, text: JSON.stringify({ titles, hint: "Try a shorter query or search_docs_echoed." }) }] };
  }

  async titlesEchoed(query: string) {
    const body = (await (await fetch(`${BASE}/search?q=${encodeURIComponent(query)}`)).json()) as { hits: Hit[] };
    const titles: string[] = [];
    for (const h of body.hits) titles.push(h.title);
    // ok: empty-result-no-echo — the query is echoed beside the copy
    return { content: [{ type: "text" as const, text: JSON.stringify({ query, titles, hint: "Try a shorter query or search_docs_echoed." }) }] };
  }
}

const search = new HitSearch();

export function registerPushedHitTools(server: McpServer): void {
  server.tool("search_doc_hits", "Search documents; returns id and title per hit.", { query: z.string() }, async ({ query }) => {
    const body = (await (await fetch(`${BASE}/search?q=${encodeURIComponent(query)}`)).json()) as { hits: Hit[] };
    const results: { id: string }[] = [];
    for (const h of body.hits) results.push({ id: h.id });
    // ruleid: empty-result-no-echo — the pushed copy is empty whenever the search is, and names no query
    return { content: [{ type: "text" as const, text: JSON.stringify({ results, hint: "Try a shorter query or search_doc_titles." }) }] };
  });

  server.tool("search_doc_hits_echoed", "Search documents; echoes the query.", { query: z.string() }, async ({ query }) => {
    const body = (await (await fetch(`${BASE}/search?q=${encodeURIComponent(query)}`)).json()) as { hits: Hit[] };
    const results: { id: string }[] = [];
    for (const h of body.hits) results.push({ id: h.id });
    // ok: empty-result-no-echo — the query is echoed beside the copy
    return { content: [{ type: "text" as const, text: JSON.stringify({ query, results, hint: "Try a shorter query or search_doc_titles." }) }] };
  });

  server.tool("search_doc_titles", "Search document titles.", { query: z.string() }, async ({ query }) => search.titles(query));

  server.tool("search_doc_titles_echoed", "Search document titles; echoes the query.", { query: z.string() }, async ({ query }) =>
    search.titlesEchoed(query),
  );

  server.tool("search_docs_helper", "Search documents through the client helper.", { query: z.string() }, async ({ query }) => {
    const found = await searchHits(BASE, query);
    // ruleid: empty-result-no-echo — the helper's pushed copy of the hits comes back without the query
    return { content: [{ type: "text" as const, text: JSON.stringify(found) }] };
  });

  server.tool("search_docs_echoed", "Search documents through the echoing client helper.", { query: z.string() }, async ({ query }) => {
    const found = await searchHitsEchoed(BASE, query);
    // ok: empty-result-no-echo — the helper echoes the query beside its copy
    return { content: [{ type: "text" as const, text: JSON.stringify(found) }] };
  });
}
