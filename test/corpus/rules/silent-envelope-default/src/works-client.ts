// fidelity-audit corpus: rule silent-envelope-default (a helper that parses one work record, handed a single work's answer and each entry of a search answer; a count behind an object default; a helper that checks `result` before it hands it on), modelled on the shapes of public bibliographic-metadata MCP servers (written for this repo, 2026-12-04)
export interface Work {
  doi?: string;
  year?: number;
}

const BASE = "https://api.works.example.org";

async function getJson(path: string): Promise<any> {
  const res = await fetch(`${BASE}${path}`);
  if (!res.ok) throw new Error(`works: HTTP ${res.status}`);
  return res.json();
}

export function parseWork(msg: Record<string, any>): Work {
  // ok: silent-envelope-default — a displayed field of one record (its year), never filtered, counted or keyed on
  const issued = (msg.issued ?? {})["date-parts"] ?? [];
  return { doi: msg.DOI, year: issued[0]?.[0] };
}

export async function workByDoi(doi: string): Promise<Work> {
  const body = await getJson(`/works/${encodeURIComponent(doi)}`);
  return parseWork(body.message);
}

export async function searchWorks(query: string): Promise<Work[]> {
  const body = await getJson(`/works?query=${encodeURIComponent(query)}`);
  // ruleid: silent-envelope-default#envelope-default
  const items: Record<string, any>[] = body.message?.items ?? [];
  return items.map((it) => parseWork(it));
}

export async function countWorks(query: string): Promise<number> {
  const body = await getJson(`/works?rows=0&query=${encodeURIComponent(query)}`);
  // ruleid: silent-envelope-default#count-default — the total behind the object default: a moved `message` reads as 0 works
  return (body.message ?? {})["total-results"] ?? 0;
}

const CATALOGUE = "https://catalogue.example.org/api/action";

/** The checked `result` of a catalogue action, or an error that lists the keys the answer had. */
async function actionResult(action: string, params: Record<string, string>): Promise<any> {
  const res = await fetch(`${CATALOGUE}/${action}?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`catalogue: HTTP ${res.status}`);
  const data = await res.json();
  if (!data.success) throw new Error(`${action}: the catalogue answered with an error: ${JSON.stringify(data.error)}`);
  if (!("result" in data)) throw new Error(`${action}: answer without 'result'; keys present: ${Object.keys(data).join(", ")}`);
  return data.result;
}

async function actionResultLoose(action: string, params: Record<string, string>): Promise<any> {
  const res = await fetch(`${CATALOGUE}/${action}?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`catalogue: HTTP ${res.status}`);
  const data = await res.json();
  return data.result;
}

export async function tagListLoose(prefix: string): Promise<string[]> {
  const tags = await actionResultLoose("tag_list", { query: prefix });
  // ruleid: silent-envelope-default#envelope-default
  return (tags ?? []).slice(0, 20);
}

export async function organisationCount(): Promise<number> {
  const data = await actionResult("organization_list", {});
  // ruleid: silent-envelope-default#count-default — the check covered `result`, not the count below it
  return data.count ?? 0;
}
