// fidelity-audit corpus: rule scope-only-when-set (neural web search client: filters set only when given, through the SDK and through its generic request with a path constant), modelled on a public MCP server over the Exa search API (written for this repo, 2026-12-03)
import { Exa } from "exa-js";

export const ENDPOINTS = { SEARCH: "/search", RESEARCH: "/research/v1" } as const;

export interface AdvancedSearch {
  query: string;
  category?: string;
  includeDomains?: string[];
  startPublishedDate?: string;
  numResults?: number;
}

export class NeuralSearch {
  private readonly exa = new Exa(process.env.EXA_API_KEY);

  async advanced(params: AdvancedSearch): Promise<unknown> {
    const body: Record<string, unknown> = { query: params.query, numResults: params.numResults || 10 };
    if (params.category) {
      // ok: scope-only-when-set — in a class method: Exa documents each filter as restricting only when given
      body.category = params.category;
    }
    if (params.includeDomains && params.includeDomains.length > 0) {
      // ok: scope-only-when-set
      body.includeDomains = params.includeDomains;
    }
    return await this.exa.request(ENDPOINTS.SEARCH, "POST", body);
  }
}

/** Inline: the SDK's own search method, a date bound spread in only when given. */
export async function recentSearch(exa: Exa, query: string, startPublishedDate?: string): Promise<unknown> {
  return await exa.searchAndContents(query, {
    // ok: scope-only-when-set — Exa: results published after the date, no bound when left out
    ...(startPublishedDate && { startPublishedDate }),
  });
}
