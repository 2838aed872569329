// fidelity-audit corpus: rule scope-only-when-set (picture-archive client: a shared request helper that fills in a page size, an SDK that renames the tool's options and moves a date back, a statistics body with aggregations), modelled on the shapes of public MCP servers over space-image and economic-series APIs (written for this repo, 2026-12-03)
const API = process.env.GALLERY_URL ?? "https://gallery.example.org/api";
const PAGE = 25;

export class GalleryClient {
  protected async request(path: string, params: Record<string, string | number | undefined> = {}): Promise<unknown> {
    const url = new URL(`${API}${path}`);
    for (const [key, value] of Object.entries(params)) {
      // ok: scope-only-when-set — list_albums' `per_page`: filled in below when left out, and the whole answer (its paging info) is returned
      if (value !== undefined) url.searchParams.append(key, String(value));
    }
    if (!url.searchParams.has("per_page")) url.searchParams.append("per_page", String(PAGE));
    const res = await fetch(url.toString());
    if (!res.ok) throw new Error(`gallery API ${res.status}: ${(await res.json()).message}`);
    return res.json();
  }

  albums(params: { page?: number; per_page?: number }): Promise<unknown> {
    return this.request("/albums", params);
  }
}

/** Random pictures: `count` draws that many at random; left out, the API returns today's single picture. */
export async function randomPictures(count?: number, limit?: number): Promise<unknown> {
  const q: Record<string, string> = {};
  // ok: scope-only-when-set — a count of random picks, not a page size
  if (count) q.count = String(count);
  const res = await fetch(`${API}/pictures/random?${new URLSearchParams(q)}`);
  const pictures = (await res.json()) as unknown[];
  void limit;
  return pictures;
}

/** The archive's catalogue as pages: `limit` is a page size. */
export class CatalogueReader {
  async pictures(limit?: number): Promise<unknown> {
    const q = new URLSearchParams();
    // ruleid: scope-only-when-set
    if (limit) q.set("limit", String(limit));
    const res = await fetch(`${API}/pictures?${q}`);
    return ((await res.json()) as { items: unknown[] }).items;
  }
}

/** Observations of a brightness series: the tool's options renamed to the API's keys. */
export async function seriesPoints(id: string, opts: { start?: string; end?: string } = {}): Promise<unknown> {
  const yearAgo = new Date();
  yearAgo.setFullYear(yearAgo.getFullYear() - 1);
  const now = new Date();
  const res = await fetch(`${API}/series/points`, {
    method: "POST",
    body: JSON.stringify({
      series: id,
      // ruleid: scope-only-when-set#hidden-default-window
      window_start: opts.start ?? yearAgo.toISOString().split("T")[0],
      // ok: scope-only-when-set — "now" as the end of the window cuts nothing off
      window_finish: opts.end ?? now.toISOString().split("T")[0],
    }),
  });
  return res.json();
}

/** Counts per year and per telescope: the bucket caps sit inside the aggregation definitions. */
export async function pictureStats(telescope?: string): Promise<unknown> {
  const body: Record<string, unknown> = {
    // ok: scope-only-when-set — no hits at all, only the statistics
    size: 0,
    aggs: {
      // ok: scope-only-when-set — a terms aggregation's bucket cap, not a page of hits
      by_year: { terms: { field: "year", size: 50 } },
    },
  };
  if (telescope) body.query = { term: { telescope } };
  const res = await fetch(`${API}/pictures/_search`, { method: "POST", body: JSON.stringify(body) });
  return res.json();
}

/** The newest pictures of a telescope, ranked: one fixed page of hits, the aggregation set apart. */
export async function newestPictures(telescope: string): Promise<unknown> {
  const body: Record<string, unknown> = {
    query: { term: { telescope } },
    // ok: scope-only-when-set — a page size always sent explicitly, no argument behind it: rule 1 asks for explicit values
    size: 30,
  };
  // ok: scope-only-when-set — assigned into the aggregation definitions: a bucket cap
  body.aggregations = { by_camera: { terms: { field: "camera", size: 20 } } };
  const res = await fetch(`${API}/pictures/_search`, { method: "POST", body: JSON.stringify(body) });
  return ((await res.json()) as { hits: { hits: unknown[] } }).hits.hits;
}
