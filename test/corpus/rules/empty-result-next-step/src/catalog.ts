// fidelity-audit corpus: rule empty-result-next-step (upstream client and its failure handling), modelled on CKAN-style open-data MCP servers (written for this repo, 2026-11-29)
import { readFileSync } from "node:fs";

const BASE = process.env.CATALOG_URL ?? "https://opendata.example.org/api/3/action";

export interface Dataset {
  id: string;
  title: string;
  organization: string;
}

export class CatalogError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

function localConfig(): { defaultRows?: number } {
  try {
    return JSON.parse(readFileSync("catalog.config.json", "utf8"));
  } catch {
    // ok: empty-result-next-step
    return {};
  }
}

export async function searchDatasets(q: string, organization?: string): Promise<Dataset[]> {
  const params = new URLSearchParams({ q, rows: String(localConfig().defaultRows ?? 50) });
  if (organization) params.set("fq", `organization:${organization}`);
  try {
    const res = await fetch(`${BASE}/package_search?${params}`);
    const body = (await res.json()) as { result: { results: Dataset[] } };
    return body.result.results;
  } catch (err) {
    console.error("package_search failed", err);
    // ruleid: empty-result-next-step
    return [];
  }
}

export async function listResources(datasetId: string): Promise<{ resources: unknown[]; total: number }> {
  const res = await fetch(`${BASE}/package_show?id=${encodeURIComponent(datasetId)}`);
  if (!res.ok) {
    // ruleid: empty-result-next-step
    return { resources: [], total: 0 };
  }
  const body = (await res.json()) as { result: { resources: unknown[] } };
  return { resources: body.result.resources, total: body.result.resources.length };
}

export async function getDataset(id: string): Promise<Dataset | null> {
  const res = await fetch(`${BASE}/package_show?id=${encodeURIComponent(id)}`);
  if (res.status === 404) {
    // ok: empty-result-next-step
    return null;
  }
  if (!res.ok) {
    // ok: empty-result-next-step
    throw new CatalogError(res.status, `package_show answered HTTP ${res.status}`);
  }
  return ((await res.json()) as { result: Dataset }).result;
}

export async function listOrganizations(): Promise<string[]> {
  const body = await fetch(`${BASE}/organization_list`)
    .then((r) => r.json() as Promise<{ result: string[] }>)
    // ruleid: empty-result-next-step
    .catch(() => ({ result: [] as string[] }));
  return body.result;
}

/** Best effort: the full organisation scope, or undefined when the lookup fails (the search then runs unscoped and says so). */
export async function allOrganizations(): Promise<string[] | undefined> {
  // ok: empty-result-next-step
  return fetch(`${BASE}/organization_list`).then((r) => r.json() as Promise<{ result: string[] }>).then((b) => b.result).catch(() => undefined);
}

/** Splits a Solr query into clauses locally, without asking the portal. */
export function parseSolrQuery(q: string): { field: string; value: string }[] {
  return q.split(/\s+AND\s+/).map((clause) => {
    const [field, value] = clause.split(":");
    if (!value) throw new Error(`clause "${clause}" has no field`);
    return { field: field!, value };
  });
}
