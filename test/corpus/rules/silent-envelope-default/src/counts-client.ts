// fidelity-audit corpus: rule silent-envelope-default (helpers of a public-statistics API wrapper that return the answer's hit count), modelled on the shapes of public MCP servers for government open-data APIs (written for this repo, 2026-12-02)
const STATS = process.env.STATS_URL ?? "https://stats.example.gov/api/v1";

interface CountAnswer {
  meta?: { results?: { total?: number } };
  count?: number;
}

/** How many records match: the answer's own count, read in a helper the tool calls. */
export async function matchCount(term: string): Promise<number> {
  const res = await fetch(`${STATS}/records?search=${encodeURIComponent(term)}&limit=1`);
  if (!res.ok) throw new Error(`stats: HTTP ${res.status}`);
  const data = (await res.json()) as CountAnswer;
  // ruleid: silent-envelope-default#count-default — a moved `meta.results.total` becomes "0 records"
  return data.meta?.results?.total ?? 0;
}

/** The same count, after a check that fails loudly when the key is not there. */
export async function matchCountChecked(term: string): Promise<number> {
  const res = await fetch(`${STATS}/records?search=${encodeURIComponent(term)}&limit=1`);
  if (!res.ok) throw new Error(`stats: HTTP ${res.status}`);
  const data = (await res.json()) as CountAnswer;
  if (data.meta?.results?.total === undefined) throw new Error(`stats: answer without meta.results.total: ${Object.keys(data).join(", ")}`);
  // ok: silent-envelope-default — confirmed above on the same path
  return data.meta?.results?.total ?? 0;
}

/** A search helper whose answer carries the hit total as an Elasticsearch-style `hits.total.value`. */
export async function hitSummary(term: string): Promise<{ total: number; titles: string[] }> {
  const res = await fetch(`${STATS}/_search?q=${encodeURIComponent(term)}`);
  if (!res.ok) throw new Error(`stats: HTTP ${res.status}`);
  const body = await res.json();
  // ruleid: silent-envelope-default#count-default — the total is named by the key that holds its value: a moved `hits.total` reads as 0 hits
  const total = body.hits?.total?.value ?? 0;
  return { total, titles: body.hits.hits.map((h: { _source: { title: string } }) => h._source.title) };
}

/** The same total, told apart from a real 0 when it is missing. */
export async function hitSummaryUnknown(term: string): Promise<{ total: number | null; titles: string[] }> {
  const res = await fetch(`${STATS}/_search?q=${encodeURIComponent(term)}`);
  if (!res.ok) throw new Error(`stats: HTTP ${res.status}`);
  const body = await res.json();
  // ok: silent-envelope-default — a missing total stays unknown (null), not a count of 0
  const total = body.hits?.total?.value ?? null;
  return { total, titles: body.hits.hits.map((h: { _source: { title: string } }) => h._source.title) };
}
