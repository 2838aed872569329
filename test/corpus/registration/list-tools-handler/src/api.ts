// fidelity-audit corpus: registration style list-tools-handler (upstream client), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)

const BASE_URL = process.env.TERMBASE_URL ?? "https://termbase.example.org/api";

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { Accept: "application/json", "Content-Type": "application/json" },
  });
  if (!res.ok) {
    throw new Error(`termbase ${path}: HTTP ${res.status}`);
  }
  return (await res.json()) as T;
}

export interface Domain {
  id: number;
  code: string;
  label: string;
}

export interface EntryHit {
  id: string;
  designation: string;
  domain_id: number;
}

export async function listDomains(): Promise<Domain[]> {
  const body = await call<{ domains: Domain[] }>("/domains");
  if (!Array.isArray(body.domains)) {
    throw new Error(`/domains: expected "domains" array, got keys ${Object.keys(body).join(", ")}`);
  }
  return body.domains;
}

export async function search(body: {
  term: string;
  domain_ids: number[];
  language: string;
  limit: number;
  exact: boolean;
}): Promise<{ total: number; entries: EntryHit[] }> {
  const data = await call<{ total: number; entries: EntryHit[] }>("/search", {
    method: "POST",
    body: JSON.stringify(body),
  });
  if (!Array.isArray(data.entries)) {
    throw new Error(`/search: expected "entries" array, got keys ${Object.keys(data).join(", ")}`);
  }
  return data;
}

export async function getEntry(id: string, languages: string[]): Promise<unknown> {
  return call<unknown>(`/entries/${encodeURIComponent(id)}?languages=${languages.join(",")}`);
}

export async function exportDomain(domainId: number, format: "tbx" | "csv"): Promise<string> {
  const res = await fetch(`${BASE_URL}/domains/${domainId}/export.${format}`);
  if (!res.ok) {
    throw new Error(`export: HTTP ${res.status}`);
  }
  return res.text();
}
