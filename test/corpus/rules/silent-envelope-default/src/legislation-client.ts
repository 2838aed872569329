// fidelity-audit corpus: rule silent-envelope-default (an SDK of one-line helpers that re-wrap an answer's list under its own name: `{ text: res.text ?? [] }`, a shared get helper with request options), modelled on public legislative-data MCP servers (written for this repo, 2026-12-03)
const CONGRESS = process.env.CONGRESS_URL ?? "https://legislation.example/v3";

type Version = { type?: string; url?: string };

async function get<T>(path: string, params: Record<string, unknown>): Promise<T> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${CONGRESS}${path}?${q}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** The text versions of a committee print: the answer is `{ text: [...] }`. */
export async function printText(congress: number, jacket: number, limit = 20): Promise<{ text: Version[] }> {
  const res = await get<{ text?: Version[] }>(`/committee-print/${congress}/${jacket}/text`, { limit });
  // ruleid: silent-envelope-default
  return { text: res.text ?? [] };
}

/** Actions on a treaty, with the answer's total beside them. */
export async function treatyActions(congress: number, treaty: number, limit = 50) {
  const res = await get<{ actions?: { date: string }[]; count?: number }>(`/treaty/${congress}/${treaty}/actions`, { limit });
  // ruleid: silent-envelope-default
  return { actions: res.actions || [], count: res.count };
}

/** One bill: its own fields, among them the list of its subjects (an optional field of the record). */
export async function bill(congress: number, number: number) {
  const res = await get<{ title: string; subjects?: string[]; sponsor?: string }>(`/bill/${congress}/${number}`, { format: "json" });
  // ok: silent-envelope-default (a field of the one record the answer is, beside its other fields: rule 12's)
  return { title: res.title, sponsor: res.sponsor, subjects: res.subjects ?? [] };
}

export class CommitteeClient {
  constructor(private readonly limit = 20) {}

  async reports(congress: number) {
    const res = await get<{ reports?: { citation: string }[] }>(`/committee-report/${congress}`, { limit: this.limit });
    // ruleid: silent-envelope-default
    const wrapped = { reports: res.reports ?? [] };
    return wrapped;
  }
}

/** A vote tally: the answer's two lists, re-wrapped together under the answer's own `data`. */
export async function voteTally(congress: number, roll: number) {
  const res = await get<{ data?: { results?: unknown[]; series?: unknown[] } }>(`/vote/${congress}/${roll}`, { limit: 100 });
  return {
    data: {
      // ruleid: silent-envelope-default
      results: res.data?.results || [],
      // ruleid: silent-envelope-default
      series: res.data?.series || [],
    },
  };
}
