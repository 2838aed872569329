// fidelity-audit corpus: rule empty-result-no-echo (the client of pushed-hits.ts: a helper that copies an answer's hits into a local array with `.push`), modelled on public document-database MCP servers that search documents (written for this repo, 2026-12-03)
export interface Hit {
  id: string;
  title: string;
}

export async function searchHits(base: string, query: string) {
  const res = await fetch(`${base}/search?q=${encodeURIComponent(query)}`);
  const body = (await res.json()) as { hits: Hit[] };
  const hits: { id: string; title: string }[] = [];
  for (const h of body.hits) hits.push({ id: h.id, title: h.title });
  return { hits };
}

export async function searchHitsEchoed(base: string, query: string) {
  const res = await fetch(`${base}/search?q=${encodeURIComponent(query)}`);
  const body = (await res.json()) as { hits: Hit[] };
  const hits: { id: string; title: string }[] = [];
  body.hits.forEach((h) => hits.push({ id: h.id, title: h.title }));
  return { query, hits };
}
