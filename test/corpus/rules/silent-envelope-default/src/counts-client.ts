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
