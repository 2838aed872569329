// fidelity-audit corpus: rule unstable-order (handlers that call a dispatcher handed in as a callback), modelled on the shapes of public metasearch MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

interface MirrorHit {
  url: string;
  title: string;
  score?: number;
}

type CallTool = (name: string, args: { text?: string }) => Promise<{ content: { type: "text"; text: string }[] }>;

const MIRRORS = ["https://c.press.example", "https://d.press.example"];

async function askMirror(base: string, text: string): Promise<MirrorHit[]> {
  const res = await fetch(`${base}/search?q=${encodeURIComponent(text)}`);
  return ((await res.json()) as { hits: MirrorHit[] }).hits;
}

function mirrorScore(hit: MirrorHit): number {
  return hit.score ?? 0;
}

async function mergeMirrors(text: string): Promise<{ hits: MirrorHit[] }> {
  const answers = await Promise.all(MIRRORS.map((m) => askMirror(m, text)));
  const byUrl = new Map<string, MirrorHit>();
  for (const hits of answers) for (const h of hits) if (!byUrl.has(h.url)) byUrl.set(h.url, h);
  // ruleid: unstable-order#in-process-cut — returned whole here, but the tool keeps the first ten of it below
  const merged = [...byUrl.values()].sort((a, b) => mirrorScore(b) - mirrorScore(a));
  return { hits: merged };
}

async function mergedSearch(text: string) {
  const { hits } = await mergeMirrors(text);
  const shown = hits.filter((h) => h.title.length > 0).slice(0, 10);
  return { content: [{ type: "text" as const, text: shown.map((h) => `${h.title} <${h.url}>`).join("\n") }] };
}

async function mergedSearchAll(text: string) {
  const answers = await Promise.all(MIRRORS.map((m) => askMirror(m, text)));
  const all = answers.flat();
  // ok: unstable-order — ties can reorder the merged hits, but every hit is returned: no page or cut falls through a tie
  const merged = all.sort((a, b) => mirrorScore(b) - mirrorScore(a));
  return { content: [{ type: "text" as const, text: merged.map((h) => `${h.title} <${h.url}>`).join("\n") }] };
}

async function mergedSearchStable(text: string) {
  const answers = await Promise.all(MIRRORS.map((m) => askMirror(m, text)));
  const all = answers.flat();
  // ok: unstable-order — the URL breaks ties
  const merged = all.sort((a, b) => mirrorScore(b) - mirrorScore(a) || a.url.localeCompare(b.url));
  return { content: [{ type: "text" as const, text: JSON.stringify(merged) }] };
}

async function executeTool(name: string, args: { text?: string }) {
  if (name === "mirror_search") return mergedSearch(args.text ?? "");
  if (name === "mirror_search_stable") return mergedSearchStable(args.text ?? "");
  if (name === "mirror_search_all") return mergedSearchAll(args.text ?? "");
  throw new Error(`Unknown tool: ${name}`);
}

function registerMirrorTools(server: McpServer, callTool: CallTool) {
  server.tool("mirror_search", "Search the mirrors, the ten best first.", { text: z.string() }, async (args) =>
    callTool("mirror_search", args),
  );
  server.tool(
    "mirror_search_stable",
    "Search the mirrors, best score first, then by URL.",
    { text: z.string() },
    async (args) => callTool("mirror_search_stable", args),
  );
  server.tool("mirror_search_all", "Every mirror hit, best score first.", { text: z.string() }, async (args) =>
    callTool("mirror_search_all", args),
  );
}

export function registerDispatchedTools(server: McpServer) {
  registerMirrorTools(server, (name, args) => executeTool(name, args));
}
