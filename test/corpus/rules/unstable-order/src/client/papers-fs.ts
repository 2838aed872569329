// fidelity-audit corpus: rule unstable-order (helper of papers-tools.ts: a filesystem-style class over a paper hub, whose daily listing is sorted by date and cut), modelled on a public MCP server that browses a model hub as a filesystem (written for this repo, 2026-12-04)
const HUB = process.env.HUB_URL ?? "https://hub.example.org";

export interface FsOp {
  cmd: "daily" | "search" | "top";
  date?: string;
  q?: string;
  limit?: number;
}

export class PapersFs {
  async run(op: FsOp): Promise<unknown[]> {
    if (op.cmd === "daily") return this.listDaily(op.date ?? "", op.limit ?? 20);
    if (op.cmd === "top") return this.top(op.limit ?? 20);
    return this.search(op.q ?? "");
  }

  private async listDaily(date: string, limit: number): Promise<unknown[]> {
    const url = new URL("/api/daily_papers", HUB);
    url.searchParams.set("date", date);
    url.searchParams.set("limit", String(limit));
    // ruleid: unstable-order — named for papers_fs, whose handler calls run() directly, not for discover_spaces
    url.searchParams.set("sort", "publishedAt");
    const res = await fetch(url);
    if (!res.ok) throw new Error(`daily papers: HTTP ${res.status}`);
    return (await res.json()) as unknown[];
  }

  private async top(limit: number): Promise<unknown[]> {
    const res = await fetch(`${HUB}/api/models`);
    if (!res.ok) throw new Error(`models: HTTP ${res.status}`);
    const models = (await res.json()) as { id: string; downloads: number }[];
    // ruleid: unstable-order — an in-process sort of the same class, named for papers_fs too
    return models.sort((a, b) => b.downloads - a.downloads).slice(0, limit);
  }

  private async search(q: string): Promise<unknown[]> {
    const res = await fetch(`${HUB}/api/spaces?search=${encodeURIComponent(q)}`);
    if (!res.ok) throw new Error(`spaces: HTTP ${res.status}`);
    return (await res.json()) as unknown[];
  }
}

/** A space search another tool makes through the same class, with an operation that never lists papers. */
export async function discoverSpaces(q: string): Promise<unknown[]> {
  return new PapersFs().run({ cmd: "search", q });
}
