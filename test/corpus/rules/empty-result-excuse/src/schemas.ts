// fidelity-audit corpus: rule empty-result-excuse (zod argument schemas with .describe texts), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { z } from "zod";

export const SearchTermsArgs = z.object({
  term: z.string().min(1).describe("Designation to search; whole words, trailing * for prefix"),
  // ok: empty-result-excuse
  mode: z.enum(["exact", "fuzzy"]).default("exact").describe("'fuzzy' also finds likely misspellings of the term"),
  limit: z.number().int().min(1).max(100).default(20),
});

export const SearchCollectionArgs = z.object({
  query: z.string().min(1).describe("Words that must all occur in the document text"),
  collection: z
    .string()
    // ruleid: empty-result-excuse
    .describe("Collection code. No hits likely means the collection has not been indexed yet."),
});

export const TranslationArgs = z.object({
  entry_id: z.string().describe("Entry id from search_terms"),
  target_language: z.enum(["de", "fr", "it", "en", "rm"]),
});
