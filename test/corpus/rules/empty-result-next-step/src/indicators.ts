// fidelity-audit corpus: rule empty-result-next-step (an answer not of the shape the source sends, returned as an empty list: in a helper in another file, inline, and in a class method; look-alikes that throw on the shape or test the caller's own value), modelled on public MCP servers for development-indicator APIs that answer [meta, rows] pairs (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getJson } from "./frames-client.js";
import { pairRows } from "./indicator-client.js";

const asText = (text: string) => ({ content: [{ type: "text" as const, text }] });

class TopicClient {
  async topics(): Promise<unknown[]> {
    const body = await getJson<{ topics?: unknown }>("/topics");
    // ruleid: empty-result-next-step — an answer without its list is answered as "no topics"
    if (!Array.isArray(body.topics)) return [];
    return body.topics;
  }

  async topicsChecked(): Promise<unknown[]> {
    const body = await getJson<{ topics?: unknown }>("/topics");
    // ok: empty-result-next-step — the wrong shape is raised as the failure it is
    if (!Array.isArray(body.topics)) throw new Error("indicator API answered without a topics list");
    return body.topics;
  }
}

const topics = new TopicClient();

/** The caller's own codes, one or many: normalising them tests no answer. */
function codesOf(codes: string | string[]): string[] {
  // ok: empty-result-next-step — the caller's value, not an answer of the source
  if (!Array.isArray(codes)) return [codes];
  return codes;
}

export function registerIndicatorTools(server: McpServer): void {
  server.tool("indicator_rows", "Rows of an indicator for countries.", { indicator: z.string(), countries: z.array(z.string()) }, async ({ indicator, countries }) => {
    const rows = await pairRows(`/country/${codesOf(countries).join(";")}/indicator/${indicator}`);
    if (!rows.length) return asText(`No rows for ${indicator} in ${countries.join(", ")}. Try a wider date range or the region aggregate.`);
    return asText(JSON.stringify({ indicator, countries, rows }));
  });

  server.tool("indicator_sources", "Sources of the indicators.", {}, async () => {
    const data = await getJson<unknown>("/sources");
    // ruleid: empty-result-next-step — a body that is no list is shown as an empty one
    if (!Array.isArray(data)) return asText(JSON.stringify({ sources: [] }));
    if (!data.length) return asText("No sources listed. Call indicator_topics to browse by topic instead.");
    return asText(JSON.stringify({ sources: data }));
  });

  server.tool("indicator_topics", "Topics of the indicators.", {}, async () => {
    const list = await topics.topics();
    if (!list.length) return asText("No topics listed. Call indicator_sources to browse by source instead.");
    return asText(JSON.stringify({ topics: list }));
  });

  server.tool("indicator_topics_checked", "Topics of the indicators.", {}, async () => {
    const list = await topics.topicsChecked();
    if (!list.length) return asText("No topics listed. Call indicator_sources to browse by source instead.");
    return asText(JSON.stringify({ topics: list }));
  });
}
