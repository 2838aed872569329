// fidelity-audit corpus: rule unstable-tool-registry (search tools; result lists built from parallel requests), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { ToolDef } from "./types.js";

const CATALOGUES = ["https://a.museum.example.org", "https://b.museum.example.org", "https://c.museum.example.org"];

interface Hit {
  id: string;
  title: string;
}

async function searchEverywhere(q: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  await Promise.all(
    CATALOGUES.map((base) =>
      fetch(`${base}/search?q=${encodeURIComponent(q)}`)
        .then((r) => r.json() as Promise<{ hits: Hit[] }>)
        .then((body) => {
          // ruleid: unstable-tool-registry
          hits.push(...body.hits);
        }),
    ),
  );
  return hits;
}

async function searchTwoInTurn(q: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  await fetch(`${CATALOGUES[0]}/search?q=${encodeURIComponent(q)}`)
    .then((r) => r.json() as Promise<{ hits: Hit[] }>)
    // ok: unstable-tool-registry
    .then((body) => hits.push(...body.hits));
  await fetch(`${CATALOGUES[1]}/search?q=${encodeURIComponent(q)}`)
    .then((r) => r.json() as Promise<{ hits: Hit[] }>)
    .then((body) => hits.push(...body.hits));
  return hits;
}

async function searchEverywhereInOrder(q: string): Promise<Hit[]> {
  const pages = await Promise.all(CATALOGUES.map(async (base) => (await fetch(`${base}/search?q=${encodeURIComponent(q)}`)).json() as Promise<{ hits: Hit[] }>));
  // ok: unstable-tool-registry
  return pages.flatMap((p) => p.hits);
}

async function searchEverywhereSorted(q: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  await Promise.all(
    CATALOGUES.map(async (base) => {
      const body = (await (await fetch(`${base}/search?q=${encodeURIComponent(q)}`)).json()) as { hits: Hit[] };
      // ok: unstable-tool-registry
      hits.push(...body.hits);
    }),
  );
  hits.sort((a, b) => a.id.localeCompare(b.id));
  return hits;
}

export const searchTools: Record<string, ToolDef> = {
  search_objects: {
    definition: { name: "search_objects", description: "Search all catalogues.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
    handler: async (args) => ({ content: [{ type: "text", text: JSON.stringify(await searchEverywhere(String(args.q))) }] }),
  },
  search_two: {
    definition: { name: "search_two", description: "Search the first two catalogues, one after the other.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
    handler: async (args) => ({ content: [{ type: "text", text: JSON.stringify(await searchTwoInTurn(String(args.q))) }] }),
  },
  search_objects_ordered: {
    definition: { name: "search_objects_ordered", description: "Search all catalogues, catalogue order kept.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
    handler: async (args) => ({ content: [{ type: "text", text: JSON.stringify(await searchEverywhereInOrder(String(args.q))) }] }),
  },
  search_objects_sorted: {
    definition: { name: "search_objects_sorted", description: "Search all catalogues, sorted by id.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
    handler: async (args) => ({ content: [{ type: "text", text: JSON.stringify(await searchEverywhereSorted(String(args.q))) }] }),
  },
};
