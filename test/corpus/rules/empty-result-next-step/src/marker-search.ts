// fidelity-audit corpus: rule empty-result-next-step (a helper's "No results found" marker that the caller tests for and replaces with a fallback, beside a caller that tests for another text and returns the helper's empty answer), modelled on public MCP servers that search a repository's documentation in a vector index first (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { chunkSearch, indexSearch, NO_HITS, pageSearch, wholeDocs } from "./marker-index.js";

async function searchWithFallback(repo: string, query: string) {
  const indexed = await indexSearch(repo, query);
  if (indexed?.content[0]?.text?.startsWith("No results found") === false) return indexed;
  return wholeDocs(repo);
}

class ChunkSearcher {
  constructor(private readonly repo: string) {}

  async search(query: string) {
    const found = await chunkSearch(this.repo, query);
    if (found.content[0].text === NO_HITS) return wholeDocs(this.repo);
    return found;
  }
}

export function registerMarkerTools(server: McpServer): void {
  server.tool("search_repo_docs", "Search a repository's documentation.", { repo: z.string(), query: z.string() }, async ({ repo, query }) =>
    searchWithFallback(repo, query),
  );
  server.tool("search_repo_chunks", "Search a repository's documentation chunks.", { repo: z.string(), query: z.string() }, async ({ repo, query }) =>
    new ChunkSearcher(repo).search(query),
  );
  server.tool("search_repo_pages", "Search a repository's documentation pages.", { repo: z.string(), query: z.string() }, async ({ repo, query }) => {
    const pages = await pageSearch(repo, query);
    if (pages.content[0]?.text.startsWith("Error")) return wholeDocs(repo);
    return pages;
  });
}
