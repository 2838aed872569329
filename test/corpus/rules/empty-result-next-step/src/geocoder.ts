// fidelity-audit corpus: rule empty-result-next-step (the geocoding helpers of geocoded-search.ts), modelled on public holiday-rental search MCP servers that turn a place name into a bounding box first (written for this repo, 2026-12-04)
const PHOTON = "https://geocoder.example.org/api";

export interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** A best-effort bounding box: null when the geocoder has none or fails. */
export async function geocode(place: string): Promise<Box | null> {
  let extent: number[] | null = null;
  try {
    const res = await fetch(`${PHOTON}/?q=${encodeURIComponent(place)}&limit=1`);
    if (res.ok) {
      const body = (await res.json()) as { features: { extent?: number[] }[] };
      extent = body.features[0]?.extent ?? null;
    }
    // ok: empty-result-next-step — an optional step: the search runs on without the box
  } catch (err) {
    console.warn("geocoding failed", err);
  }
  if (!extent || extent.length !== 4) return null;
  return { west: extent[0]!, north: extent[1]!, east: extent[2]!, south: extent[3]! };
}

/** The same lookup, for a tool that answers with the box itself. */
export async function resolveArea(place: string): Promise<Box | null> {
  let extent: number[] | null = null;
  try {
    const res = await fetch(`${PHOTON}/?q=${encodeURIComponent(place)}&limit=1`);
    if (res.ok) {
      const body = (await res.json()) as { features: { extent?: number[] }[] };
      extent = body.features[0]?.extent ?? null;
    }
    // ruleid: empty-result-next-step — the box is the tool's answer: a failed request reads as "no such place"
  } catch (err) {
    console.warn("geocoding failed", err);
  }
  if (!extent || extent.length !== 4) return null;
  return { west: extent[0]!, north: extent[1]!, east: extent[2]!, south: extent[3]! };
}
