// fidelity-audit corpus: rule scope-only-when-set (metasearch client: request keys from a list of entries, each set only when its value is), modelled on a public MCP server over a SearXNG metasearch instance (written for this repo, 2026-12-03)
const INSTANCE = process.env.SEARXNG_URL ?? "http://localhost:8080";

export interface MetaSearchRequest {
  query: string;
  time_range?: string;
  categories?: string;
}

/** Known category names in their canonical spelling; an unknown one is forwarded as given. */
function canonicalList(value: string, known: Set<string>): string {
  const out: string[] = [];
  for (const raw of value.split(",")) {
    const name = raw.trim().toLowerCase();
    // the same push either way: this branch decides a spelling, not whether the value is sent
    if (known.has(name)) out.push(name);
    else out.push(raw.trim());
  }
  return out.join(",");
}

export function buildSearchUrl(request: MetaSearchRequest, known: Set<string>): URL {
  const url = new URL("/search", INSTANCE);
  const params: Array<[string, string | undefined]> = [
    ["q", request.query],
    ["format", "json"],
    // ok: scope-only-when-set — SearXNG applies no time range when the key is left out
    ["time_range", request.time_range],
    // ruleid: scope-only-when-set — left out, SearXNG searches only the instance's default categories
    ["categories", request.categories ? canonicalList(request.categories, known) : undefined],
  ];
  for (const [name, value] of params) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url;
}

export async function metaSearch(request: MetaSearchRequest): Promise<unknown> {
  const res = await fetch(buildSearchUrl(request, new Set(["general", "news", "science"])));
  if (!res.ok) throw new Error(`SearXNG answered ${res.status}`);
  return res.json();
}
