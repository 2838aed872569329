// fidelity-audit corpus: rule scope-only-when-set (music client: a shared request helper handed the path by each caller, a page size filled in when missing), modelled on a public MCP server over a record-collector database API with one client class per resource (written for this repo, 2026-12-02)
const API = process.env.MUSIC_API_URL ?? "https://api.discogs.com";
const PAGE = Number(process.env.MUSIC_PER_PAGE ?? 50);

export class MusicClient {
  constructor(private readonly base: string) {}

  protected async request(path: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const url = new URL(`${API}${this.base}${path}`);
    for (const [key, value] of Object.entries(params)) {
      // ruleid: scope-only-when-set — search_database's `per_page`: left out, the server's own page size is filled in below, and its description does not name it
      if (value !== undefined) url.searchParams.append(key, String(value));
    }
    // a key filled in when the caller left it out is always sent, but a page size filled in is a default the caller is not told of
    if (!url.searchParams.has("per_page")) url.searchParams.append("per_page", String(PAGE));
    const res = await fetch(url.toString());
    if (!res.ok) throw new Error(`music API ${res.status}`);
    return res.json();
  }
}

/** The database search: every filter is optional upstream, left out it filters nothing. */
export class DatabaseClient extends MusicClient {
  constructor() {
    super("/database");
  }
  search(params: { q?: string; type?: string; year?: string; per_page?: number }): Promise<unknown> {
    return this.request("/search", params);
  }
}

/** A seller's inventory: `status` is an optional filter upstream, left out every listing the caller may see comes back. */
export class InventoryClient extends MusicClient {
  constructor() {
    super("/users");
  }
  inventory(username: string, params: { status?: string }): Promise<unknown> {
    return this.request(`/${encodeURIComponent(username)}/inventory`, params);
  }
}

/** The marketplace's orders: `status` is an optional filter upstream, left out every order comes back. */
export async function listOrders(status?: string, limit?: number): Promise<unknown> {
  const q: Record<string, string> = {};
  // ok: scope-only-when-set — Discogs documents `status` on the order list as optional: left out, every status
  if (status) q.status = status;
  // ruleid: scope-only-when-set
  if (limit) q.limit = String(limit);
  const res = await fetch(`${API}/marketplace/orders?${new URLSearchParams(q)}`);
  if (!res.ok) throw new Error(`music API ${res.status}`);
  return res.json();
}

/** Releases of a label: the page size is filled in with `??=` when the caller gave none. */
export async function labelReleases(id: number, opts: { per_page?: number; year?: string }): Promise<unknown> {
  const q: Record<string, string | number> = {};
  // ok: scope-only-when-set — filled in below when left out, and the argument's description names that page size
  if (opts.per_page) q.per_page = opts.per_page;
  q.per_page ??= 100;
  // ok: scope-only-when-set — the argument's description says what leaving it out means ("Leave empty for all available years")
  if (opts.year) q.year = opts.year;
  const res = await fetch(`${API}/labels/${id}/releases?${new URLSearchParams(q as Record<string, string>)}`);
  if (!res.ok) throw new Error(`music API ${res.status}`);
  return res.json();
}
