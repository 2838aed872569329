// fidelity-audit corpus: rule test-cannot-fail (the upstream client the tests exercise), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { parseStations, type Station } from "./parse.js";

const API = "https://hydro.example.org/api";

export interface SearchResult {
  status: "ok" | "empty" | "error";
  stations: Station[];
  ids: string[];
  match_type: "exact" | "fuzzy" | "none";
}

export async function searchStations(q: string): Promise<SearchResult> {
  const res = await fetch(`${API}/stations?q=${encodeURIComponent(q)}`);
  if (!res.ok) throw new Error(`upstream ${res.status}`);
  const stations = parseStations(await res.json()).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { status: stations.length ? "ok" : "empty", stations, ids: stations.map((s) => s.id), match_type: stations.length ? "exact" : "none" };
}
