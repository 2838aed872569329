// fidelity-audit corpus: rule unstable-order (a record-label catalogue API client: the caller's sort passed on with a page), modelled on the shapes of public MCP servers for music databases (written for this repo, 2026-12-01)
const API = process.env.CATALOGUE_URL ?? "https://catalogue.example/v1";

export interface ReleaseQuery {
  label: string;
  sort?: string;
  page?: number;
  per_page?: number;
}

/** A helper in another file: the caller's sort and page go into the query string as they are. */
export async function labelReleases(q: ReleaseQuery): Promise<unknown[]> {
  const url = new URL(`${API}/labels/${q.label}/releases`);
  if (q.sort) url.searchParams.set("sort", q.sort);
  if (q.page) url.searchParams.set("page", String(q.page));
  if (q.per_page) url.searchParams.set("per_page", String(q.per_page));
  const res = await fetch(url);
  return (await res.json()).releases;
}

/** A class method: the caller's order, one page of 50. */
export class ArtistCatalogue {
  async releases(artist: string, sortBy: string | undefined, page: number): Promise<unknown[]> {
    const res = await fetch(`${API}/artists/${artist}/releases`, {
      method: "POST",
      // ruleid: unstable-order#upstream-caller-order — a class method: the caller's order, one page of 50
      body: JSON.stringify({ sort_by: sortBy, page, per_page: 50 }),
    });
    return (await res.json()).releases;
  }
}
