// fidelity-audit corpus: rule widened-query (retries guarded by a chain of tests: a company filter re-sent as a full-text term, a second registry asked with the same names), modelled on public complaint-database and monitoring MCP servers (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const BASE = "https://complaints.example.gov/api/v1";
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

interface Page {
  hits?: { total?: number; items?: unknown[] };
}

async function get(params: Record<string, string>): Promise<Page> {
  const res = await fetch(`${BASE}/complaints?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`complaints ${res.status}`);
  return (await res.json()) as Page;
}

/** A helper that retries an exact company filter as a fuzzy full-text search when it found nothing. */
export async function searchComplaints(opts: { company?: string; search_term?: string }): Promise<Page> {
  const params: Record<string, string> = {};
  if (opts.company) params.company = opts.company;
  if (opts.search_term) params.search_term = opts.search_term;
  const result = await get(params);
  const total = result.hits?.total ?? 0;
  if (total === 0 && opts.company && !opts.search_term) {
    const retry = { ...params };
    delete retry.company;
    retry.search_term = opts.company;
    // ruleid: widened-query
    return get(retry);
  }
  return result;
}

/** The same search, its empty answer returned as it came. */
export async function searchComplaintsOnce(opts: { company?: string }): Promise<Page> {
  const params: Record<string, string> = {};
  if (opts.company) params.company = opts.company;
  const result = await get(params);
  const total = result.hits?.total ?? 0;
  // ok: widened-query — the empty answer goes back with the filter the caller chose
  if (total === 0 && opts.company) return { hits: { total: 0, items: [] } };
  return result;
}

/** Two registries of monitored entities; the second is asked with the caller's names when the first has none. */
export class EntityFinder {
  async byName(entityNames: string[]): Promise<unknown[]> {
    const first = await this.query("/smartscape", entityNames);
    if (first && first.records && first.records.length > 0) return first.records;
    // ok: widened-query — the caller's names, unchanged, asked of a second index of the same entities
    const classic = await this.query("/entities", entityNames);
    return classic?.records ?? [];
  }

  async byNameFuzzy(entityNames: string[]): Promise<unknown[]> {
    const first = await this.query("/smartscape", entityNames);
    if (first && first.records && first.records.length > 0) return first.records;
    // ruleid: widened-query
    const fuzzy = await this.query("/smartscape", entityNames.map((n) => `${n}~`));
    return fuzzy?.records ?? [];
  }

  /** Both registries asked with the same contains-pattern the first query already used. */
  async byNameContains(entityNames: string[]): Promise<unknown[]> {
    const first = await this.query("/smartscape", entityNames.map((n) => `*${n}*`));
    if (first && first.records && first.records.length > 0) return first.records;
    // ok: widened-query — the pattern the first query sent, unchanged, asked of a second index
    const classic = await this.query("/entities", entityNames.map((n) => `*${n}*`));
    return classic?.records ?? [];
  }

  /** The contains-pattern first, then a fuzzy form the first query never sent. */
  async byNameContainsThenFuzzy(entityNames: string[]): Promise<unknown[]> {
    const first = await this.query("/smartscape", entityNames.map((n) => `*${n}*`));
    if (first && first.records && first.records.length > 0) return first.records;
    // ruleid: widened-query
    const fuzzy = await this.query("/entities", entityNames.map((n) => `${n}~`));
    return fuzzy?.records ?? [];
  }

  private async query(path: string, names: string[]): Promise<{ records?: unknown[] } | undefined> {
    const res = await fetch(`${BASE}${path}?names=${encodeURIComponent(names.join(","))}`);
    return res.ok ? ((await res.json()) as { records?: unknown[] }) : undefined;
  }
}

const finder = new EntityFinder();

export function registerComplaintTools(server: McpServer) {
  server.tool(
    "search_complaints",
    "Search complaints by company.",
    { company: z.string().optional().describe("Company name: 'Acme Bank'"), search_term: z.string().optional() },
    async (args) => json(await searchComplaints(args)),
  );
  server.tool(
    "search_complaints_once",
    "Search complaints by company, exactly.",
    { company: z.string().optional().describe("Company name: 'Acme Bank'") },
    async (args) => json(await searchComplaintsOnce(args)),
  );
  server.tool(
    "find_entity",
    "Find monitored entities by name.",
    { entityNames: z.array(z.string()).describe("Entity names") },
    async ({ entityNames }) => json(await finder.byName(entityNames)),
  );
  server.tool(
    "find_entity_once",
    "Find monitored entities by name, in one registry.",
    { entityNames: z.array(z.string()).describe("Entity names") },
    async ({ entityNames }) => json(await finder.byNameFuzzy(entityNames)),
  );
  server.tool(
    "find_entity_contains",
    "Find monitored entities whose name contains the given text, in two registries.",
    { entityNames: z.array(z.string()).describe("Entity names") },
    async ({ entityNames }) => json(await finder.byNameContains(entityNames)),
  );
  server.tool(
    "find_entity_contains_fuzzy",
    "Find monitored entities by name, then by a fuzzy form.",
    { entityNames: z.array(z.string()).describe("Entity names") },
    async ({ entityNames }) => json(await finder.byNameContainsThenFuzzy(entityNames)),
  );
  server.tool(
    "complaints_inline",
    "Search complaints by company; inline retry.",
    { company: z.string().describe("Company name") },
    async ({ company }) => {
      const res = await fetch(`${BASE}/complaints?company=${encodeURIComponent(company)}`);
      const page = (await res.json()) as Page;
      if (!page.hits || page.hits.items?.length === 0) {
        // ruleid: widened-query
        const fuzzy = await fetch(`${BASE}/complaints?q=${encodeURIComponent(company)}`);
        return json(await fuzzy.json());
      }
      return json(page);
    },
  );
}
