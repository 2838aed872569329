// fidelity-audit corpus: rule empty-result-next-step (envelope helpers that add a `suggestions` or `hint` field: one constant on every empty page, or built from the request), modelled on public MCP servers for package and code registries that page search results (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { pageOf, pageFor } from "./hinted-pages-format.js";

const REGISTRY = process.env.REGISTRY_URL ?? "https://registry.example.org";
const NO_MATCH = "Try fewer words or a prefix.";
const POPULAR = ["react", "lodash", "express"];

export function registerHintedPageTools(server: McpServer): void {
  server.tool(
    "search_packages",
    "Search packages by name and keywords (whole words).",
    { text: z.string() },
    async ({ text }) => {
      const body = await fetch(`${REGISTRY}/-/v1/search?text=${encodeURIComponent(text)}`).then((r) => r.json());
      // the helper's `suggestions` is one constant on every page (reported at its return in hinted-pages-format.ts)
      return { content: [{ type: "text" as const, text: pageOf(body.objects) }] };
    },
  );

  server.tool(
    "search_packages_hinted",
    "Search packages by name and keywords (whole words); an empty page says what to try for this text.",
    { text: z.string() },
    async ({ text }) => {
      const body = await fetch(`${REGISTRY}/-/v1/search?text=${encodeURIComponent(text)}`).then((r) => r.json());
      // the helper's `suggestions` is built from the text that was searched (see hinted-pages-format.ts)
      return { content: [{ type: "text" as const, text: pageFor(body.objects, text) }] };
    },
  );

  server.tool(
    "search_maintainers",
    "Search maintainers by name (whole words).",
    { name: z.string() },
    async ({ name }) => {
      const body = await fetch(`${REGISTRY}/-/v1/maintainers?q=${encodeURIComponent(name)}`).then((r) => r.json());
      // ruleid: empty-result-next-step#constant-hint — an inline `hint` that is the same constant on every empty answer
      return { content: [{ type: "text" as const, text: JSON.stringify({ items: body.items, hint: NO_MATCH }) }] };
    },
  );
  server.tool("search_topics", "Search packages by topic (whole words).", { topic: z.string() }, async ({ topic }) => {
    const body = await fetch(`${REGISTRY}/-/v1/topics?q=${encodeURIComponent(topic)}`).then((r) => r.json());
    if (!body.items.length) {
      // ruleid: empty-result-next-step#constant-hint — an explicit empty answer whose `suggestions` is one fixed list of names
      return { content: [{ type: "text" as const, text: JSON.stringify({ items: [], note: "No packages found.", suggestions: POPULAR }) }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify({ items: body.items }) }] };
  });

  server.tool("search_topics_hinted", "Search packages by topic (whole words).", { topic: z.string() }, async ({ topic }) => {
    const body = await fetch(`${REGISTRY}/-/v1/topics?q=${encodeURIComponent(topic)}`).then((r) => r.json());
    if (!body.items.length) {
      // ok: empty-result-next-step — the suggestions are built from the topic that was searched
      return { content: [{ type: "text" as const, text: JSON.stringify({ items: [], note: "No packages found.", suggestions: [`${topic}*`, topic.split("-")[0]] }) }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify({ items: body.items }) }] };
  });
}
