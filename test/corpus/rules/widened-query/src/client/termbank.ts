// fidelity-audit corpus: rule widened-query (term bank client and term helpers), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import axios from "axios";

const api = axios.create({ baseURL: process.env.TERMBANK_URL ?? "https://termbank.example/api/v3" });

export interface Hit {
  id: string;
  designation: string;
}

export async function searchTerms(q: string, field?: string): Promise<Hit[]> {
  const { data } = await api.get("/search", { params: { q, field: field ?? "designation" } });
  if (!Array.isArray(data.hits)) throw new Error(`/search: no "hits" array (keys: ${Object.keys(data).join(", ")})`);
  return data.hits;
}

/** The source's own vocabulary: designations that start with the prefix. */
export async function suggest(prefix: string): Promise<string[]> {
  const { data } = await api.get("/suggest", { params: { prefix } });
  return data.suggestions;
}

export async function archiveSearch(query: string): Promise<{ total: number; records: unknown[] }> {
  const { data } = await api.post("/archive/search", { query });
  return data;
}

export async function archiveStatus(): Promise<{ indexedAt: string }> {
  const { data } = await api.get("/archive/status");
  return data;
}

/** Shorter forms of a term, longest first, never under four characters. */
export function shorterVariants(term: string): string[] {
  const out: string[] = [];
  for (let n = term.length - 1; n >= 4; n--) {
    // ruleid: widened-query
    out.push(term.slice(0, n));
  }
  return out;
}

/** The whole controlled vocabulary of one subject field (a few thousand designations). */
export async function vocabulary(field: string): Promise<{ designation: string }[]> {
  const { data } = await api.get(`/fields/${encodeURIComponent(field)}/vocabulary`);
  return data.items;
}

/** The designations searched most often this month. */
export async function popularTerms(): Promise<string[]> {
  const { data } = await api.get("/stats/popular");
  return data.terms;
}

/** One search whose answer carries the engine's spelling suggestions for the same query. */
export async function searchWithSpellcheck(q: string): Promise<{ hits: Hit[]; spellcheck: string[] }> {
  const { data } = await api.get("/search", { params: { q, spellcheck: true } });
  return { hits: data.hits, spellcheck: data.spellcheck?.suggestions ?? [] };
}
