// fidelity-audit corpus: rule empty-result-no-echo (a query client that takes the caller's query fields as one object), modelled on observability/tracing query MCP servers (written for this repo, 2026-12-03)
export interface SpanQuery {
  team: string;
  service: string;
  aggregations: { op: string; field?: string }[];
  where?: { field: string; op: string; value?: unknown }[];
  groupBy?: string[];
  window?: number;
}

export interface SpanAnswer {
  rows: Record<string, unknown>[];
  buckets: Record<string, unknown>[];
  permalink?: string;
}

const BASE = process.env.SPANS_URL ?? "https://spans.example.io";

export class SpanClient {
  async aggregate(team: string, service: string, query: SpanQuery): Promise<SpanAnswer> {
    const { team: _t, service: _s, ...fields } = query;
    const body = { ...fields, window: fields.window || 3600 };
    const res = await fetch(`${BASE}/v2/${team}/services/${service}/aggregate`, { method: "POST", body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`span store answered HTTP ${res.status}`);
    return (await res.json()) as SpanAnswer;
  }
}

export function summarize(rows: Record<string, unknown>[]): string {
  return `${rows.length} row(s)`;
}

/** Formats an aggregation answer; echoes only the team and the service. */
export function spanResult(answer: SpanAnswer, query: SpanQuery) {
  const payload = {
    rows: answer.rows,
    summary: summarize(answer.rows),
    permalink: answer.permalink ?? null,
    metadata: { team: query.team, service: query.service },
  };
  // ruleid: empty-result-no-echo
  return { content: [{ type: "text" as const, text: JSON.stringify(payload) }] };
}
