// fidelity-audit corpus: rule unstable-order (a live sports feed client and its paging helper), modelled on the shapes of public MCP servers for live sports feeds (written for this repo, 2026-12-02)
const BASE = "https://live.example/api";

export async function fetchFeed(name: string): Promise<unknown> {
  const res = await fetch(`${BASE}/${name}`);
  if (!res.ok) throw new Error(`feed ${name}: ${res.status}`);
  return JSON.parse(await res.text());
}

/** Offset/limit paging over a list: cuts whatever order it is handed. */
export function pageOf<T>(rows: T[], limit: number, offset = 0): T[] {
  const start = offset > 0 ? offset : 0;
  return rows.slice(start, start + limit);
}
