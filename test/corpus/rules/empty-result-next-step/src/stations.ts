// fidelity-audit corpus: rule empty-result-next-step (weather-station tools that hand back the API's lists as they came: a typed list stringified inline, a list handed to a JSON wrapper in another file, a class method that pages the list through a pass-through helper), modelled on the shapes of public MCP servers for open weather and hydrology data (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { asJson, listStations, page, type Station, StationDesk } from "./station-client.js";

const STATIONS = process.env.STATIONS_URL ?? "https://stations.weather.example/v2";
const desk = new StationDesk();

export function registerStationTools(server: McpServer): void {
  server.tool("list_regions", "Regions that have stations.", {}, async () => {
    const res = await fetch(`${STATIONS}/regions`);
    if (!res.ok) throw new Error(`stations answered ${res.status}`);
    const regions = (await res.json()) as Station[];
    // ruleid: empty-result-next-step — the regions as they came: an empty list reads "[]" with no next step
    return { content: [{ type: "text" as const, text: JSON.stringify(regions) }] };
  });

  server.tool("list_regions_checked", "Regions that have stations.", {}, async () => {
    const res = await fetch(`${STATIONS}/regions`);
    if (!res.ok) throw new Error(`stations answered ${res.status}`);
    const regions = (await res.json()) as Station[];
    console.error("regions", regions.length);
    if (regions.length === 0) {
      return { content: [{ type: "text" as const, text: "No regions yet. Call list_stations with country='CH' instead." }] };
    }
    // ok: empty-result-next-step — the empty list was answered above with a next step
    return { content: [{ type: "text" as const, text: JSON.stringify(regions) }] };
  });

  server.tool("list_stations", "Stations of one canton.", { canton: z.string() }, async ({ canton }) => {
    // ruleid: empty-result-next-step — a wrapper in another file stringifies the stations as they came
    return asJson(await listStations(canton));
  });

  server.tool("list_stations_hinted", "Stations of one canton.", { canton: z.string() }, async ({ canton }) => {
    const stations = await listStations(canton);
    // ok: empty-result-next-step — the envelope says what to do when the list is empty
    return asJson({ stations, hint: stations.length ? undefined : "Check the canton code (two letters, e.g. 'BE')." });
  });

  server.tool("nearby_stations", "Stations near a point.", { lat: z.number(), lon: z.number(), limit: z.number().optional() }, async ({ lat, lon, limit }) =>
    desk.nearby(lat, lon, limit),
  );

  server.tool("nearby_stations_checked", "Stations near a point.", { lat: z.number(), lon: z.number() }, async ({ lat, lon }) =>
    desk.nearbyChecked(lat, lon),
  );

  server.tool("pin_stations", "Pin the given station ids for this session.", { ids: z.array(z.string()) }, async ({ ids }) => {
    const pinned: string[] = ids.map((id) => id.toUpperCase());
    // ok: empty-result-next-step — the caller's own list, not an answer of the source: empty only when nothing was asked
    return { content: [{ type: "text" as const, text: JSON.stringify(pinned) }] };
  });
}
