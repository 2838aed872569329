// fidelity-audit corpus: rule scope-only-when-set (release catalogue client: a class method that sends the state it is handed and names it in its answer), modelled on a public MCP server over a headless CMS's content-release API (written for this repo, 2026-12-04)
const API = process.env.CMS_API_URL ?? "https://cms.example.org/v1";

export interface ReleaseQuery {
  project: string;
  state: string;
}

export class ReleaseCatalog {
  /** The answer names the state it was asked for: the caller reads which subset it got. */
  async list(q: ReleaseQuery): Promise<{ content: { type: "text"; text: string }[] }> {
    const url = new URL(`${API}/projects/${encodeURIComponent(q.project)}/releases`);
    url.searchParams.set("state", q.state);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`CMS answered ${res.status}`);
    const releases = (await res.json()) as { name: string }[];
    return { content: [{ type: "text", text: `Found ${releases.length} releases for state "${q.state}": ${releases.map((r) => r.name).join(", ")}` }] };
  }

  /** The answer names nothing: only a failure says which state was asked for. */
  async names(q: ReleaseQuery): Promise<string[]> {
    const url = new URL(`${API}/projects/${encodeURIComponent(q.project)}/releases`);
    url.searchParams.set("status", q.state);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`No releases with status ${q.state}`);
    return ((await res.json()) as { name: string }[]).map((r) => r.name);
  }
}
