// fidelity-audit corpus: rule empty-result-no-echo (the request helpers of id lookups: constants of the server's own that cannot empty the list, and one that can), modelled on a public MCP server over a development bank's open indicator API (written for this repo, 2026-12-04)
const BANK = "https://api.dev-bank.example/v2";

/** The indicators under one topic, in one long page of the server's own. */
export async function topicIndicators(topicId: string): Promise<{ id: string; name: string }[]> {
  const res = await fetch(`${BANK}/topic/${topicId}/indicator?${new URLSearchParams({ per_page: "2000", format: "json" })}`);
  if (!res.ok) throw new Error(`topic lookup failed: HTTP ${res.status}`);
  return ((await res.json()) as { indicators?: { id: string; name: string }[] }).indicators ?? [];
}

/** The same lookup through a class: a fixed source the server picks narrows the set. */
export class IndicatorIndex {
  async ofTopic(topicId: string): Promise<{ id: string; name: string }[]> {
    const res = await fetch(`${BANK}/topic/${topicId}/indicator?${new URLSearchParams({ per_page: "2000", status: "active" })}`);
    if (!res.ok) throw new Error(`topic lookup failed: HTTP ${res.status}`);
    return ((await res.json()) as { indicators?: { id: string; name: string }[] }).indicators ?? [];
  }
}
