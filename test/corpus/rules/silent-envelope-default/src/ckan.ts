// fidelity-audit corpus: rule silent-envelope-default (CKAN client over fetch; helpers return the parsed answer), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)

const PORTAL = process.env.CKAN_URL ?? "https://data.canton.example/api/3/action";

export interface CkanPackage {
  name: string;
  title: string;
  tags?: { name: string }[];
  resources?: { url: string; format: string }[];
}

async function fetchJson(path: string): Promise<any> {
  const res = await fetch(`${PORTAL}${path}`, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`CKAN ${path}: HTTP ${res.status}`);
  return res.json();
}

/** package_search; CKAN 2.10 moved the hit list from `results` to `result.results`. */
export async function searchPackages(q: string, rows: number): Promise<CkanPackage[]> {
  const body = await fetchJson(`/package_search?q=${encodeURIComponent(q)}&rows=${rows}`);
  const config = { mirrors: process.env.CKAN_MIRRORS?.split(",") };
  // ok: silent-envelope-default
  const mirrors = config.mirrors ?? [];
  if (mirrors.length) console.error(`mirrors configured: ${mirrors.join(", ")}`);
  // ok: silent-envelope-default
  console.warn("CKAN warnings:", body.warnings ?? []);
  // ruleid: silent-envelope-default
  return body.result?.results ?? [];
}

/** The checked variant: the envelope is confirmed and a changed shape is an error naming the keys. */
export async function searchPackagesChecked(q: string): Promise<CkanPackage[]> {
  const body = await fetchJson(`/package_search?q=${encodeURIComponent(q)}`);
  const results = body.result?.results;
  // ok: silent-envelope-default
  if (!Array.isArray(results)) throw new Error(`package_search: no result.results; answer keys: ${Object.keys(body.result ?? body).join(", ")}`);
  return results.map((p: CkanPackage) => ({
    ...p,
    // ok: silent-envelope-default
    tags: p.tags ?? [],
    // ok: silent-envelope-default
    resources: Array.isArray(p.resources) ? p.resources : [],
  }));
}

export async function showPackage(id: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${PORTAL}/package_show?id=${encodeURIComponent(id)}`);
  const pkg = JSON.parse(await res.text()).result;
  return {
    name: pkg.name,
    // ok: silent-envelope-default
    keywords: pkg.keywords ?? [],
  };
}

/** Receives the parsed answer from the tool module: the default sits in this helper. */
export function organisationsOf(answer: { result: { organizations: string[] } }): string[] {
  // ruleid: silent-envelope-default
  return answer.result?.organizations || [];
}

export async function listGroups(): Promise<string[]> {
  const body = await fetchJson("/group_list");
  if (!Array.isArray(body.result)) throw new Error(`group_list: no result list; keys: ${Object.keys(body).join(", ")}`);
  // ok: silent-envelope-default
  return body.result ?? [];
}

export async function listOrganisations(): Promise<unknown> {
  return fetchJson("/organization_list");
}

export async function countRecords(resourceId: string): Promise<{ records: unknown[]; total: number }> {
  const res = await fetch(`${PORTAL}/datastore_search?resource_id=${resourceId}`);
  const body = await res.json();
  // ruleid: silent-envelope-default
  const records = Array.isArray(body.records) ? body.records : [];
  return { records, total: records.length };
}
