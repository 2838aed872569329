// fidelity-audit corpus: rule empty-result-next-step (a caught failure of an optional geocoding step whose box is used only when there is one, while the tool's own search still runs; beside a tool whose answer is the box), modelled on public holiday-rental search MCP servers (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type Box, geocode, resolveArea } from "./geocoder.js";

const STAYS = "https://stays.example.org/api/search";

class PlaceSearch {
  private async bbox(place: string): Promise<Box | null> {
    let box: Box | null = null;
    try {
      const res = await fetch(`https://geocoder.example.org/api/?q=${encodeURIComponent(place)}`);
      if (res.ok) box = (await res.json()) as Box;
      // ok: empty-result-next-step — a class method's optional step: the search runs on without the box
    } catch (err) {
      console.warn("geocoding failed", err);
    }
    if (!box) return null;
    return box;
  }

  async stays(place: string) {
    const url = new URL(STAYS);
    url.searchParams.set("query", place);
    const box = await this.bbox(place);
    if (box) url.searchParams.set("bbox", `${box.west},${box.south},${box.east},${box.north}`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`stays search answered ${res.status}`);
    return (await res.json()) as { id: string }[];
  }
}

export function registerGeocodedTools(server: McpServer): void {
  server.tool("search_stays", "Search holiday rentals near a place.", { place: z.string() }, async ({ place }) => {
    const url = new URL(STAYS);
    url.searchParams.set("query", place);
    const coords = await geocode(place);
    if (coords) {
      url.searchParams.set("ne", `${coords.north},${coords.east}`);
      url.searchParams.set("sw", `${coords.south},${coords.west}`);
    }
    const res = await fetch(url);
    if (!res.ok) throw new Error(`stays search answered ${res.status}`);
    const listings = (await res.json()) as { id: string }[];
    return { content: [{ type: "text" as const, text: JSON.stringify({ listings, hint: `Nothing near "${place}"? Retry with the region's name.` }) }] };
  });

  server.tool("search_stays_boxed", "Search holiday rentals near a place (class-based client).", { place: z.string() }, async ({ place }) => {
    const listings = await new PlaceSearch().stays(place);
    return { content: [{ type: "text" as const, text: JSON.stringify({ listings, hint: `Nothing near "${place}"? Retry with the region's name.` }) }] };
  });

  server.tool("place_area", "The bounding box of a place.", { place: z.string() }, async ({ place }) => {
    const area = await resolveArea(place);
    return { content: [{ type: "text" as const, text: JSON.stringify({ place, area }) }] };
  });
}
