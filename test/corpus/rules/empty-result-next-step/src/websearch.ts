// fidelity-audit corpus: rule empty-result-next-step (result text built in helpers, alternatives, lets and switches, lists formatted with no emptiness test), modelled on web-search MCP servers with a low-level dispatch (written for this repo, 2026-11-30)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const API = "https://search.example.net/v2";
const ENGINES = ["web", "news", "images", "places"];

/** A vendor SDK client the auditor does not know as an upstream client: its awaited answer is still data from a source. */
interface VideoClient {
  search(q: string): Promise<{ videos: Hit[] }>;
}
declare const videos: VideoClient;

interface Hit {
  title: string;
  url: string;
}

async function getHits(path: string, q: string): Promise<Hit[]> {
  const res = await fetch(`${API}/${path}?q=${encodeURIComponent(q)}`);
  if (!res.ok) throw new Error(`search API ${res.status}`);
  const body = (await res.json()) as { hits?: Hit[] };
  return body.hits ?? [];
}

/** The list formatted straight into text: an empty list reads as "". */
async function webSearch(q: string): Promise<string> {
  const hits = await getHits("web", q);
  // ruleid: empty-result-next-step
  return hits.map((h) => `${h.title}\n${h.url}`).join("\n\n");
}

/** A header, then a loop over the list: an empty list reads as the bare header. */
function renderNews(items: Hit[]): string {
  const out: string[] = [];
  out.push("News results:");
  for (const it of items) {
    out.push(`- ${it.title} (${it.url})`);
  }
  // ruleid: empty-result-next-step — the return of the bare header
  return out.join("\n");
}

/** A text-preserving transform: an empty text stays empty. */
function tidy(text: string): string {
  return text.trim();
}

/** The look-alike: the formatter tests for emptiness and says what was searched and what to try. */
function renderImages(items: Hit[], q: string): string {
  if (items.length === 0) return `No images for "${q}". Use web_search for "${q}" instead.`;
  return items.map((i) => i.url).join("\n");
}

const server = new Server({ name: "websearch", version: "1.2.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: "web_search", description: "Search the web.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
    { name: "news_search", description: "Search news.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
    { name: "image_search", description: "Search images.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
    { name: "local_search", description: "Search places.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
    { name: "video_search", description: "Search videos.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
    { name: "list_engines", description: "List the search engines.", inputSchema: { type: "object", properties: {} } },
    { name: "fetch_pages", description: "Fetch the given pages.", inputSchema: { type: "object", properties: { urls: { type: "array", items: { type: "string" } } }, required: ["urls"] } }, { name: "video_search_structured", description: "Search videos (structured).", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } }, { name: "list_engines_structured", description: "List the search engines (structured).", inputSchema: { type: "object", properties: {} } },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const q = String(request.params.arguments?.q ?? "");
  let text = "";
  switch (request.params.name) {
    case "web_search": {
      const results = await webSearch(q);
      return { content: [{ type: "text", text: results }] };
    }
    case "news_search":
      text = renderNews(await getHits("news", q));
      break;
    case "image_search":
      text = renderImages(await getHits("images", q), q);
      break;
    case "local_search": {
      const places = await getHits("places", q);
      const joined = places.map((p) => p.title).join("\n");
      // ruleid: empty-result-next-step
      return { content: [{ type: "text", text: joined || "No places found." }] };
    }
    case "video_search": {
      const found = await videos.search(q);
      const lines = found.videos.map((v) => v.url).join("\n");
      // ruleid: empty-result-next-step — the return of the empty text
      return { content: [{ type: "text", text: tidy(lines) }] };
    }
    case "list_engines":
      // ok: empty-result-next-step
      return { content: [{ type: "text", text: ENGINES.map((e) => `- ${e}`).join("\n") }] };
    case "fetch_pages": {
      const urls = (request.params.arguments?.urls ?? []) as string[];
      const pages = await Promise.all(urls.map(async (u) => ({ u, body: await (await fetch(u)).text() })));
      // ok: empty-result-next-step
      return { content: [{ type: "text", text: pages.map((p) => `## ${p.u}\n${p.body}`).join("\n\n") }] };
    }
    case "video_search_structured": {
      const structuredContent = { videos: (await videos.search(q)).videos, engines: ENGINES };
      return { content: [{ type: "text", text: renderVideos(structuredContent.videos) }], structuredContent };
    }
    case "list_engines_structured": {
      const engineList = { engines: ENGINES.filter((e) => e !== "images") };
      return { content: [{ type: "text", text: renderEngines(engineList.engines) }], structuredContent: engineList };
    }
    default:
      return { content: [{ type: "text", text: `Unknown tool ${request.params.name}` }], isError: true };
  }
  return { content: [{ type: "text", text }] };
});

/** Formatters with no emptiness test, fed from a const object's property. */
function renderVideos(list: Hit[]): string {
  // ruleid: empty-result-next-step
  return list.map((v) => `<video>${v.url}</video>`).join("\n");
}

function renderEngines(list: string[]): string {
  // ok: empty-result-next-step
  return list.map((e) => `- ${e}`).join("\n");
}
