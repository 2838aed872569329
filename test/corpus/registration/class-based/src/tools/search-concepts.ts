// fidelity-audit corpus: registration style class-based (search tool class), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { z } from "zod";
import { VocabTool } from "./base.js";

const shape = {
  label: z.string().min(1).describe("Label to search; * at the end for prefix search, otherwise exact label match"),
  scheme: z.enum(["gnd", "lcsh", "rameau"]).default("gnd").describe("Vocabulary to search"),
  max_hits: z.number().int().min(1).max(50).default(15),
};

export class SearchConceptsTool extends VocabTool<typeof shape> {
  readonly name = "search_concepts";
  readonly description =
    "Search concepts in a SKOS vocabulary by preferred or alternative label. Matching is on the whole label " +
    "(case-insensitive); append * for prefix search. Results are ordered by URI.";
  readonly inputSchema = shape;

  async execute({ label, scheme, max_hits }: z.objectOutputType<typeof shape, z.ZodTypeAny>) {
    const { data } = await this.http.get(`/${scheme}/search`, {
      params: { query: label, maxhits: max_hits, unique: true },
    });
    if (!Array.isArray(data?.results)) {
      throw new Error(`search: expected "results" array, got ${JSON.stringify(Object.keys(data ?? {}))}`);
    }
    const results = [...data.results].sort((a: { uri: string }, b: { uri: string }) => a.uri.localeCompare(b.uri));
    return this.json({ request: { label, scheme, max_hits }, returned: results.length, results });
  }
}
