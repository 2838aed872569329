// fidelity-audit corpus: rule ambiguous-absence (entries formatted as text without labels, a value formatted on an optional chain, a "?" stand-in: inline in a handler, through a helper in another file and in a class method), modelled on the shapes of public MCP servers for astronomy and near-earth-object APIs (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";
import { heading, headingOf, type Sighting } from "./headings-format.js";

const feed = axios.create({ baseURL: process.env.FEED_URL ?? "https://feed.example/api" });
const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

class SightingList {
  async render(day: string): Promise<string> {
    const { data } = await feed.get<{ sightings: Sighting[] }>(`/sightings/${day}`);
    if (!Array.isArray(data.sightings)) throw new Error("feed: answer without sightings");
    let out = "";
    for (const s of data.sightings) {
      // ruleid: ambiguous-absence — in a class method: a missing diameter is formatted away into "unknown"
      const min = s.diameter?.km?.min?.toFixed(3) || "unknown";
      // ok: ambiguous-absence — formatted on an optional chain without a stand-in: the gap stays visible as "undefined"
      const max = s.diameter?.km?.max?.toFixed(3);
      out += `**Diameter:** ${min} - ${max} km\n`;
    }
    return out;
  }
}

const list = new SightingList();

export function registerHeadingTools(server: McpServer) {
  server.tool("sightings_today", "Sightings of one day, one heading each.", { day: z.string() }, async ({ day }) => {
    const { data } = await feed.get<{ sightings: Sighting[] }>(`/sightings/${day}`);
    if (!Array.isArray(data.sightings)) throw new Error("feed: answer without sightings");
    let out = "";
    data.sightings.forEach((s, i) => {
      out += heading(s, i);
      // ruleid: ambiguous-absence — inline: "?" is one more stand-in for a value nobody measured
      out += `Last seen: ${s.lastSeen || "?"}\n`;
    });
    return text(out);
  });

  server.tool("sightings_named", "Sightings of one day with a designation.", { day: z.string() }, async ({ day }) => {
    const { data } = await feed.get<{ sightings: Sighting[] }>(`/sightings/${day}`);
    if (!Array.isArray(data.sightings)) throw new Error("feed: answer without sightings");
    const named = data.sightings.filter((s) => typeof s.designation === "string");
    return text(named.map((s, i) => headingOf(s.designation as string, i)).join(""));
  });

  server.tool("sightings_diameters", "Diameters of the sightings of one day.", { day: z.string() }, async ({ day }) => text(await list.render(day)));
}
