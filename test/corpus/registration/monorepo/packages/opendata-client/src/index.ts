// fidelity-audit corpus: registration style monorepo — the API client package of a workspace (written for this repo, 2026-11-29, modelled on CKAN-portal MCP servers split into client and server packages)
import ky from "ky";

const api = ky.create({ prefixUrl: process.env.PORTAL_URL ?? "https://opendata.example.org/api/3/action", timeout: 15_000 });

export interface PackageSearchOptions {
  organization?: string;
  rows: number;
}

export async function packageSearch(q: string, opts: PackageSearchOptions): Promise<unknown[]> {
  const searchParams = new URLSearchParams({ q, rows: String(opts.rows) });
  if (opts.organization) searchParams.set("fq", `organization:${opts.organization}`);
  const body = await api.get("package_search", { searchParams }).json<{ result: { results: unknown[] } }>();
  return body.result.results;
}

export async function organizationList(): Promise<string[]> {
  const body = await api.get("organization_list").json<{ result: string[] }>();
  return body.result;
}
