// fidelity-audit corpus: rule scope-only-when-set (a registry client whose search takes the tool's arguments under its own names and writes each only when set), modelled on the shapes of public MCP servers for clinical-study registries (written for this repo, 2026-12-02)
export interface StudyQuery {
  term?: string;
  filterStatus?: string[];
  filterPhase?: string[];
  textOfTitle?: string;
}

const REGISTRY = process.env.REGISTRY_URL ?? "https://registry.example.gov/api/v2";

export class StudyRegistry {
  search(query: StudyQuery): Promise<unknown>;
  search(query: StudyQuery, pageToken: string): Promise<unknown>;
  async search(query: StudyQuery, pageToken?: string): Promise<unknown> {
    const q = this.buildQuery(query);
    if (pageToken) q.pageToken = pageToken;
    return this.getJson("/studies", q);
  }

  private buildQuery(query: StudyQuery): Record<string, string> {
    const q: Record<string, string> = {};
    // ok: scope-only-when-set — a free-text term left out means no text filter
    if (query.term) q["query.term"] = query.term;
    // ruleid: scope-only-when-set — the status argument, renamed on the way, is written only when set
    if (query.filterStatus?.length) q["filter.overallStatus"] = query.filterStatus.join("|");
    // ok: scope-only-when-set — the phase argument says what leaving it out means
    if (query.filterPhase?.length) q["filter.phase"] = query.filterPhase.join("|");
    // ok: scope-only-when-set — a free-text title filter
    if (query.textOfTitle) q["query.titles"] = query.textOfTitle;
    return q;
  }

  private async getJson(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${REGISTRY}${path}`);
    for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`registry ${res.status}`);
    return res.json();
  }
}
