// fidelity-audit corpus: rule ambiguous-absence (upstream entries formatted as labelled text lines: inline in a handler, in a helper of its own, in a class method that builds with +=), modelled on the shapes of public MCP servers for astronomy and near-earth-object APIs (written for this repo, 2026-12-01)
import axios from "axios";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const sky = axios.create({ baseURL: process.env.SKY_URL ?? "https://sky.example/api/v1" });

interface Body {
  designation: string;
  magnitude?: number;
  discovered?: string;
  orbitClass?: string;
}

/** One body as a text card, in a helper of its own. */
export function bodyCard(b: Body): string {
  // ruleid: ambiguous-absence — a labelled line of a record built from an entry: "N/A" decides "has none" unmeasured
  return `Designation: ${b.designation}\nMagnitude: ${b.magnitude ?? "N/A"}\nDiscovered: ${b.discovered || "unknown"}`;
}

class WatchList {
  async render(list: string): Promise<string> {
    const { data } = await sky.get<Body[]>(`/watchlists/${encodeURIComponent(list)}`);
    let out = `Watch list ${list}\n`;
    for (const b of data) {
      // ruleid: ambiguous-absence — the class method writes each entry's missing orbit class as "Unknown"
      out += `- ${b.designation} (Orbit: ${b.orbitClass || "Unknown"})\n`;
    }
    return out;
  }
}

const watch = new WatchList();

export function registerCardTools(server: McpServer): void {
  server.tool("get_body", "One small body by designation.", { designation: z.string() }, async ({ designation }) => {
    const { data } = await sky.get<Body>(`/bodies/${encodeURIComponent(designation)}`);
    return { content: [{ type: "text" as const, text: bodyCard(data) }] };
  });

  server.tool("close_approaches", "Close approaches of one body.", { designation: z.string(), since: z.string().optional() }, async ({ designation, since }) => {
    const { data } = await sky.get<{ date: string; distance?: number }[]>(`/bodies/${encodeURIComponent(designation)}/approaches`);
    const lines = data.map(
      // ruleid: ambiguous-absence — inline: a missing distance reads as "N/A" in the line built from the entry
      (a) => `Date: ${a.date} | Distance (au): ${a.distance ?? "N/A"}`,
    );
    // ok: ambiguous-absence — the caller's own argument, not an upstream entry
    return { content: [{ type: "text" as const, text: `Since: ${since ?? "N/A"}\n${lines.join("\n")}` }] };
  });

  server.tool("watch_list", "Bodies on one watch list.", { list: z.string() }, async ({ list }) => ({
    content: [{ type: "text" as const, text: await watch.render(list) }],
  }));
}
