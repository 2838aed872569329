// fidelity-audit corpus: rule empty-result-no-echo (an event lookup that shows the resolved event's id, and page-reading searches whose empty text names the mode they ran in, or does not), modelled on error-tracking and web-reading MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const TRACKER = process.env.TRACKER_URL ?? "https://tracker.example/api/0";
const READER = process.env.READER_URL ?? "https://reader.example/v1";

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

export function registerEventTools(server: McpServer) {
  server.tool("event_breadcrumbs", "Breadcrumbs of one event.", { eventId: z.string() }, async ({ eventId }) => {
    const res = await fetch(`${TRACKER}/events/${encodeURIComponent(eventId)}/`);
    const event = (await res.json()) as { id: string; breadcrumbs: string[] };
    if (event.breadcrumbs.length === 0) {
      // ok: empty-result-no-echo — `event.id` is the event the request resolved: the echo of eventId
      return text(`No breadcrumbs on event ${event.id}.`);
    }
    return text(event.breadcrumbs.join("\n"));
  });

  server.tool(
    "read_search",
    "Search and read the result pages.",
    { query: z.string(), mode: z.enum(["content", "auto"]).default("auto") },
    async ({ query, mode }) => {
      const res = await fetch(`${READER}/search`, { method: "POST", body: JSON.stringify({ q: query, mode }) });
      const data = (await res.json()) as { results: string[] };
      if (data.results.length === 0) {
        return text(
          mode === "content"
            ? // ok: empty-result-no-echo — the text names the term, and the mode by the one to retry with
              `No page could be read for "${query}". Retry with mode='auto' to allow snippets.`
            : // ok: empty-result-no-echo — the text names the term and the mode it ran in
              `No results for "${query}", even with mode='auto'.`,
        );
      }
      return text(data.results.join("\n"));
    },
  );

  server.tool(
    "read_search_plain",
    "Search and read the result pages.",
    { query: z.string(), mode: z.enum(["content", "auto"]).default("auto") },
    async ({ query, mode }) => {
      const res = await fetch(`${READER}/search`, { method: "POST", body: JSON.stringify({ q: query, mode }) });
      const data = (await res.json()) as { results: string[] };
      if (data.results.length === 0) {
        // ruleid: empty-result-no-echo
        return text(`No results for "${query}".`);
      }
      return text(data.results.join("\n"));
    },
  );
}
