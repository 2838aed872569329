// fidelity-audit corpus: registration style single-tool-guard (upstream client), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)

const API = process.env.GAZETTEER_URL ?? "https://gazetteer.example.org/v2";

export interface Place {
  id: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
}

export async function findPlaces(name: string, country?: string): Promise<Place[]> {
  const qs = new URLSearchParams({ q: name });
  if (country) qs.set("country", country);
  const res = await fetch(`${API}/places?${qs}`);
  if (!res.ok) throw new Error(`gazetteer: HTTP ${res.status}`);
  const body = (await res.json()) as { places: Place[] };
  return body.places;
}
