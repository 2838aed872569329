// fidelity-audit corpus: rule empty-result-next-step (the vector-index helpers of marker-search.ts), modelled on public MCP servers that search a repository's documentation in a vector index first and fall back to the whole text (written for this repo, 2026-12-04)
const INDEX = process.env.INDEX_URL ?? "https://vectors.example.org";

export const NO_HITS = "No matching chunks found.";

export async function indexSearch(repo: string, query: string) {
  const res = await fetch(`${INDEX}/${repo}/query?q=${encodeURIComponent(query)}`);
  if (!res.ok) throw new Error(`vector index answered ${res.status}`);
  const hits = (await res.json()) as { text: string }[];
  let text = "";
  if (hits.length) text = hits.map((h) => `- ${h.text}`).join("\n");
  // ok: empty-result-next-step — the caller tests for this text and answers with the whole documentation instead
  else text = `No results found for: "${query}"`;
  return { searchQuery: query, content: [{ type: "text" as const, text }] };
}

export async function chunkSearch(repo: string, query: string) {
  const res = await fetch(`${INDEX}/${repo}/chunks?q=${encodeURIComponent(query)}`);
  if (!res.ok) throw new Error(`vector index answered ${res.status}`);
  const chunks = (await res.json()) as string[];
  // ok: empty-result-next-step — a sentinel the caller compares with and replaces
  if (!chunks.length) return { content: [{ type: "text" as const, text: NO_HITS }] };
  return { content: [{ type: "text" as const, text: chunks.join("\n\n") }] };
}

export async function pageSearch(repo: string, query: string) {
  const res = await fetch(`${INDEX}/${repo}/pages?q=${encodeURIComponent(query)}`);
  if (!res.ok) throw new Error(`vector index answered ${res.status}`);
  const pages = (await res.json()) as { title: string }[];
  if (!pages.length) {
    // ruleid: empty-result-next-step — the caller tests for another text ("Error"), so this one is its answer
    return { content: [{ type: "text" as const, text: `No pages found for: "${query}"` }] };
  }
  return { content: [{ type: "text" as const, text: pages.map((p) => p.title).join("\n") }] };
}

export async function wholeDocs(repo: string) {
  const res = await fetch(`${INDEX}/${repo}/llms.txt`);
  if (!res.ok) throw new Error(`docs answered ${res.status}`);
  return { content: [{ type: "text" as const, text: await res.text() }] };
}
