// fidelity-audit corpus: rule unstable-order (a directory listing, a fan-out merge and sorts of one stored answer), modelled on the shapes of public filesystem and metasearch MCP servers (written for this repo, 2026-11-30)
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const MIRRORS = (process.env.PRESS_MIRRORS ?? "https://a.press.example,https://b.press.example").split(",");

interface Hit {
  url: string;
  title: string;
  score?: number;
}

/** A one-line accessor: a missing score counts as 0, so many hits tie. */
const hitScore = (h: Hit) => h.score ?? 0;

async function searchMirror(base: string, text: string): Promise<Hit[]> {
  const res = await fetch(`${base}/search?q=${encodeURIComponent(text)}`);
  return ((await res.json()) as { hits: Hit[] }).hits;
}

async function releasesByCursor(cursor?: string): Promise<unknown> {
  const res = await fetch(`${MIRRORS[0]}/releases/_search`, {
    method: "POST",
    // ruleid: unstable-order — a sort on date with size: 20 is cut through ties (a cursor does not fix the ties)
    body: JSON.stringify({ sort: [{ date: "desc" }], size: 20, cursor }),
  });
  return res.json();
}

export function registerLocalTools(server: McpServer) {

  server.tool(
    "keyword_scores",
    "The words of a text by frequency, most frequent first.",
    { text: z.string() },
    async ({ text }) => {
      const counts = new Map<string, number>();
      for (const w of text.toLowerCase().split(/\W+/)) if (w) counts.set(w, (counts.get(w) ?? 0) + 1);
      const terms = [...counts].map(([term, score]) => ({ term, score }));
      // ok: unstable-order — scores the code computes from the caller's text: the same order every time
      const top = terms.sort((a, b) => b.score - a.score).slice(0, 15);
      return { content: [{ type: "text", text: JSON.stringify(top) }] };
    },
  );
  server.tool(
    "releases_by_cursor",
    "Press releases, newest first, 20 per page; pass the returned cursor for the next page.",
    { cursor: z.string().optional() },
    async ({ cursor }) => ({ content: [{ type: "text", text: JSON.stringify(await releasesByCursor(cursor)) }] }),
  );

  server.tool(
    "list_press_kit",
    "List the files of the local press kit folder, by name or by size.",
    { folder: z.string(), sortBy: z.enum(["name", "size"]).default("name") },
    async ({ folder, sortBy }) => {
      const entries = await readdir(folder, { withFileTypes: true });
      const detailed = await Promise.all(entries.map(async (e) => ({ name: e.name, size: (await stat(path.join(folder, e.name))).size })));
      // ok: unstable-order — size ties keep the listing's order, but the whole listing is returned: nothing is paged or cut
      const sorted = [...detailed].sort((a, b) => {
        if (sortBy === "size") return b.size - a.size;
        return a.name.localeCompare(b.name);
      });
      const lines = sorted.map((e) => `${e.name.padEnd(30)} ${e.size}`);
      return { content: [{ type: "text", text: lines.join("\n") }] };
    },
  );

  server.tool(
    "search_mirrors",
    "Search every press mirror at once and merge the hits by URL, ten per page.",
    { text: z.string(), offset: z.number().int().min(0).default(0) },
    async ({ text, offset }) => {
      const answers = await Promise.allSettled(MIRRORS.map((m) => searchMirror(m, text)));
      const byUrl = new Map<string, Hit>();
      for (const a of answers) {
        if (a.status !== "fulfilled") continue;
        for (const hit of a.value) if (!byUrl.has(hit.url) || hitScore(hit) > hitScore(byUrl.get(hit.url)!)) byUrl.set(hit.url, hit);
      }
      // ruleid: unstable-order#in-process-paged — a page of the merged hits is cut at the caller's offset
      const merged = [...byUrl.values()].sort((a, b) => hitScore(b) - hitScore(a));
      return { content: [{ type: "text", text: JSON.stringify({ results: merged.slice(offset, offset + 10) }) }] };
    },
  );

  server.tool(
    "release_attachments",
    "The attachments of one press release, largest first.",
    { url: z.string() },
    async ({ url }) => {
      const res = await fetch(`${url}/attachments`);
      const { attachments } = (await res.json()) as { attachments: { file: string; size: number }[] };
      // ok: unstable-order — one stored answer ordered by its own attribute: tied entries keep the answer's order
      const largest = attachments.slice().sort((a, b) => b.size - a.size);
      // ok: unstable-order — the single largest: ties cannot change which size is shown
      const biggest = attachments.slice().sort((a, b) => b.size - a.size)[0];
      // ruleid: unstable-order — the top three of an upstream answer by size: a cut through ties
      const top = attachments.slice().sort((a, b) => b.size - a.size).slice(0, 3);
      return { content: [{ type: "text", text: JSON.stringify({ largest, biggest: biggest?.size, top }) }] };
    },
  );
}
