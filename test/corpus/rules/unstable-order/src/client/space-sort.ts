// fidelity-audit corpus: rule unstable-order (an accessor that returns the key the caller's sort names, one switch case per key), modelled on public model-hub MCP servers (written for this repo, 2026-12-03)
export type SpaceHit = { id: string; likes?: number; trendingScore?: number; createdAt?: string };
export type SpaceSort = "likes" | "trending" | "createdAt" | "id";

export async function searchSpaces(q: string): Promise<SpaceHit[]> {
  const res = await fetch(`https://hub.example/api/spaces/semantic-search?q=${encodeURIComponent(q)}`);
  if (!res.ok) throw new Error(`space search: HTTP ${res.status}`);
  return (await res.json()) as SpaceHit[];
}

/** Sorts by the caller's sort; the caller cuts the result to its limit. */
export function sortSpaceHits(hits: SpaceHit[], sort: SpaceSort): SpaceHit[] {
  const value = (hit: SpaceHit): number => {
    switch (sort) {
      case "likes":
        return hit.likes ?? 0;
      case "trending":
        return hit.trendingScore ?? 0;
      default:
        return Date.parse(hit.createdAt ?? "") || 0;
    }
  };
  // ruleid: unstable-order
  return [...hits].sort((left, right) => value(right) - value(left));
}

/** The same accessor with a unique key among its cases: the order is not judged. */
export function sortSpaceHitsOrId(hits: SpaceHit[], sort: SpaceSort): SpaceHit[] {
  const value = (hit: SpaceHit): string | number => {
    switch (sort) {
      case "likes":
        return hit.likes ?? 0;
      default:
        return hit.id;
    }
  };
  // ok: unstable-order — one of the keys the switch can pick is unique
  return [...hits].sort((left, right) => (value(right) > value(left) ? 1 : -1));
}
