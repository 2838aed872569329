// fidelity-audit corpus: rule empty-result-next-step (the station client: typed lists, a JSON wrapper, a pass-through pager, a class that pages), modelled on the shapes of public MCP servers for open weather and hydrology data (written for this repo, 2026-12-01)
const STATIONS = process.env.STATIONS_URL ?? "https://stations.weather.example/v2";

export interface Station {
  id: string;
  name: string;
}

export async function listStations(canton: string): Promise<Station[]> {
  const res = await fetch(`${STATIONS}/stations?canton=${encodeURIComponent(canton)}`);
  if (!res.ok) throw new Error(`stations answered ${res.status}`);
  return (await res.json()) as Station[];
}

/** Any value as a tool result, stringified whole. */
export function asJson(value: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] };
}

/** Offset/limit paging of a list the caller hands in, as a tool result. */
export function page<T>(rows: T[], limit?: number) {
  const shown = typeof limit === "number" ? rows.slice(0, limit) : rows;
  return { content: [{ type: "text" as const, text: JSON.stringify(shown) }] };
}

export class StationDesk {
  async nearby(lat: number, lon: number, limit?: number) {
    const rows = await this.fetchNear(lat, lon);
    // ruleid: empty-result-next-step — the pager hands back the caller's list: no station near the point, no next step
    return page(rows, limit);
  }

  async nearbyChecked(lat: number, lon: number) {
    const rows = await this.fetchNear(lat, lon);
    if (!rows.length) {
      return { content: [{ type: "text" as const, text: `No station within 20 km of ${lat},${lon}. Call list_stations with the canton instead.` }] };
    }
    // ok: empty-result-next-step — the empty list was answered above with a next step
    return page(rows);
  }

  private async fetchNear(lat: number, lon: number): Promise<Station[]> {
    const res = await fetch(`${STATIONS}/stations/near?lat=${lat}&lon=${lon}`);
    if (!res.ok) throw new Error(`stations answered ${res.status}`);
    return (await res.json()) as Station[];
  }
}
