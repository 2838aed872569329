// fidelity-audit corpus: rule empty-result-no-echo (catalogue client, result builders and the constant hint), modelled on SRU/library-catalogue MCP servers (written for this repo, 2026-11-29)
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const SRU = process.env.CATALOGUE_SRU ?? "https://catalogue.example.org/sru";
export const API_KEY = process.env.CATALOGUE_API_KEY ?? "";

export const NO_HITS_HINT = "No records matched. Retry with a truncated term (e.g. `hydro*`) before concluding the title is not held.";

export interface Rec {
  id: string;
  title: string;
}

export async function sru(cql: string, maximumRecords: number): Promise<Rec[]> {
  const url = `${SRU}?operation=searchRetrieve&version=2.0&query=${encodeURIComponent(cql)}&maximumRecords=${maximumRecords}`;
  const res = await fetch(url, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`SRU answered HTTP ${res.status}`);
  return ((await res.json()) as { records: Rec[] }).records;
}

export async function holdings(query: string, library: string): Promise<Rec[]> {
  const res = await fetch(`${SRU}/holdings?q=${encodeURIComponent(query)}&library=${library}`, { headers: { "X-Api-Key": API_KEY } });
  if (!res.ok) throw new Error(`holdings answered HTTP ${res.status}`);
  return ((await res.json()) as { holdings: Rec[] }).holdings;
}

export function json(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }] };
}

export function emptyResult(request: Record<string, unknown>): CallToolResult {
  // ok: empty-result-no-echo
  return json({ records: [], hint: NO_HITS_HINT, request });
}
