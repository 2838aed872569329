// fidelity-audit corpus: registration style mcp-server-register-tool (CKAN action API client), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { PORTAL_URL } from "./constants.js";

interface CkanEnvelope<T> {
  success: boolean;
  result?: T;
  error?: { message?: string; __type?: string };
}

export class CkanError extends Error {}

export async function ckanAction<T>(action: string, params: Record<string, string>): Promise<T> {
  const url = new URL(`/api/3/action/${action}`, PORTAL_URL);
  for (const [key, value] of Object.entries(params)) {
    url.searchParams.set(key, value);
  }
  const res = await fetch(url, { headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new CkanError(`${action}: HTTP ${res.status}`);
  }
  const envelope = (await res.json()) as CkanEnvelope<T>;
  if (!envelope.success || envelope.result === undefined) {
    throw new CkanError(`${action}: ${envelope.error?.message ?? "no result in envelope"}`);
  }
  return envelope.result;
}

export interface PackageSearchResult {
  count: number;
  results: Array<{ name: string; title: string; organization: { name: string } | null; metadata_modified: string }>;
}

export function packageSearch(q: string, rows: number, sort: string): Promise<PackageSearchResult> {
  return ckanAction<PackageSearchResult>("package_search", {
    q,
    rows: String(rows),
    sort,
    include_private: "false",
  });
}
