// fidelity-audit corpus: rule unstable-order (a study-registry service class: the caller's free-text sort passed on with a page size), modelled on the shapes of public MCP servers for study registries (written for this repo, 2026-12-02)
const REGISTRY = process.env.REGISTRY_URL ?? "https://registry.example/api/v2";

export interface StudyQuery {
  query: string;
  sort?: string;
  pageSize?: number;
}

export class StudyService {
  private buildQuery(q: StudyQuery): Record<string, string> {
    const out: Record<string, string> = { "query.term": q.query };
    // ruleid: unstable-order#upstream-caller-order
    if (q.sort) out.sort = q.sort;
    if (q.pageSize !== undefined) out.pageSize = String(q.pageSize);
    return out;
  }

  async search(q: StudyQuery): Promise<unknown[]> {
    const url = new URL(`${REGISTRY}/studies`);
    for (const [k, v] of Object.entries(this.buildQuery(q))) url.searchParams.set(k, v);
    const res = await fetch(url);
    return (await res.json()).studies;
  }
}
