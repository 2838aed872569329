// Client of a public earthquake feed for the open-data hub corpus server; written for this repo.
const BASE = "https://quakes.example.gov/fdsnws/event/1";

export async function query(params: Record<string, string>) {
  const res = await fetch(`${BASE}/query?${new URLSearchParams({ format: "geojson", ...params })}`);
  if (!res.ok) throw new Error(`quake feed ${res.status}`);
  return (await res.json()) as { features: unknown[] };
}
