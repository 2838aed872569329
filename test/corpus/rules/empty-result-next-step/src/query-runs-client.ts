// fidelity-audit corpus: rule empty-result-next-step (the client of query-runs.ts: methods whose answers default their lists to []), modelled on public observability MCP servers that run analytics queries over event datasets (written for this repo, 2026-12-03)
export interface RunAnswer {
  data?: { rows?: Record<string, unknown>[] };
}

export class QueryClient {
  constructor(private readonly base: string) {}

  async run(dataset: string, query: Record<string, unknown>): Promise<RunAnswer> {
    const res = await fetch(`${this.base}/1/queries/${dataset}`, { method: "POST", body: JSON.stringify(query) });
    if (!res.ok) throw new Error(`query failed: HTTP ${res.status}`);
    return (await res.json()) as RunAnswer;
  }

  async saved(dataset: string, queryId: string) {
    const res = await fetch(`${this.base}/1/query_results/${dataset}/${queryId}`);
    if (!res.ok) throw new Error(`saved query failed: HTTP ${res.status}`);
    const body = await res.json();
    return { queryId, results: body.data?.results ?? [], links: body.links };
  }
}
