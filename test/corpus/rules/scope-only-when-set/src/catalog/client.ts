// fidelity-audit corpus: rule scope-only-when-set (a dataset catalogue client: a helper in its own file and a class whose methods build the request), modelled on the shapes of public MCP servers for open-data portals (written for this repo, 2026-12-01)
const PORTAL = "https://data.portal.example/api/3";

export interface ChangeOptions {
  since?: string;
  labels?: string;
}

/** Datasets changed recently; the portal decides the window when `modified_since` is not sent. */
export async function recentChanges(opts: ChangeOptions) {
  const url = new URL(`${PORTAL}/action/recently_changed`);
  // ruleid: scope-only-when-set — a date window sent only when set: left out, the portal picks the window
  if (opts.since) url.searchParams.set("modified_since", opts.since);
  // ok: scope-only-when-set — labels pick items by a tag; their role is not to narrow the listing's scope
  if (opts.labels) url.searchParams.set("labels", opts.labels);
  const res = await fetch(url);
  return (await res.json()) as unknown;
}

export class CatalogClient {
  constructor(private readonly base = PORTAL) {}

  /** One page of datasets; the portal answers 10 rows when `rows` is not sent. */
  async list(rows?: number, organization?: string) {
    const body: Record<string, unknown> = {};
    // ruleid: scope-only-when-set — a page size sent only when set: left out, the portal's 10 rows
    if (rows) body.rows = rows;
    // ok: scope-only-when-set — always sent: left out, the value that means every organization
    body.organization = organization ?? "*";
    const res = await fetch(`${this.base}/action/package_search`, { method: "POST", body: JSON.stringify(body) });
    return (await res.json()) as unknown;
  }

  /** Creates a dataset; its `state` is part of what is written. */
  async create(name: string, state?: string) {
    const body: Record<string, unknown> = { name };
    // ok: scope-only-when-set — the payload of a tool that writes
    if (state) body.state = state;
    const res = await fetch(`${this.base}/action/package_create`, { method: "POST", body: JSON.stringify(body) });
    return (await res.json()) as unknown;
  }
}
