// fidelity-audit corpus: rule widened-query (high-level McpServer tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { popularTerms, searchTerms, searchWithSpellcheck, shorterVariants, suggest, vocabulary } from "./client/termbank.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

export function registerTools(server: McpServer) {
  server.registerTool(
    "search_terms",
    {
      description: "Search designations. `term` matches whole words; a trailing * matches word beginnings.",
      inputSchema: { term: z.string().min(1) },
    },
    async ({ term }) => {
      let hits = await searchTerms(term);
      if (hits.length === 0) {
        for (const variant of shorterVariants(term)) {
          hits = await searchTerms(variant);
          if (hits.length) break;
        }
      }
      return json({ term, entries: hits });
    },
  );

  server.registerTool(
    "lookup_designation",
    {
      description: "Look up one designation exactly.",
      inputSchema: { name: z.string().min(1) },
    },
    async ({ name }) => {
      const hits = await searchTerms(name);
      if (hits.length > 0) return json({ entries: hits, match_type: "exact" });
      // ruleid: widened-query
      const suggestions = await suggest(name);
      return json({ entries: [], match_type: "none", suggestions });
    },
  );

  server.registerTool(
    "search_field",
    {
      description: "Search the designations of one subject field. `term` matches whole words.",
      inputSchema: { term: z.string().min(1), field: z.string() },
    },
    async ({ term, field }) => {
      const hits = await searchTerms(term, field);
      if (hits.length) return json({ entries: hits });
      const known = await vocabulary(field);
      const stem = term.toLowerCase().slice(0, 5);
      return json({
        entries: [],
        // ruleid: widened-query
        suggestions: known.filter((k) => k.designation.toLowerCase().startsWith(stem)).map((k) => k.designation),
        // ruleid: widened-query
        did_you_mean: (await popularTerms()).slice(0, 5),
      });
    },
  );

  server.registerTool(
    "spell_search",
    {
      description: "Search designations; when nothing matches, the search engine's spelling suggestions for the same query are listed (not searched).",
      inputSchema: { term: z.string().min(1) },
    },
    async ({ term }) => {
      const { hits, spellcheck } = await searchWithSpellcheck(term);
      // ok: widened-query
      if (!hits.length) return json({ entries: [], suggestions: spellcheck, searched: false });
      return json({ entries: hits });
    },
  );

  server.registerTool(
    "find_terms",
    {
      description:
        "Search designations once with the term as given. `query` matches whole words; `field:word` searches one field. " +
        "When nothing matches, the result lists shorter forms of the term to try; they were not searched.",
      inputSchema: { query: z.string().min(1) },
    },
    async ({ query }) => {
      // ok: widened-query
      const [field, word] = query.includes(":") ? query.split(":", 2) : [undefined, query];
      const hits = await searchTerms(word!, field);
      if (hits.length === 0) {
        // ok: widened-query
        return json({ entries: [], match_type: "none", suggestions: shorterVariants(query), widened: false });
      }
      return json({ entries: hits, match_type: "exact" });
    },
  );
}
