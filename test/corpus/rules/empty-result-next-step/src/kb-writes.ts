// fidelity-audit corpus: rule empty-result-next-step (write tools that answer with the ids of what they made, by a writing verb or by annotations, beside a read tool that answers with its list as it came; a range check on the caller's arguments before any request, beside the answer's own error returned as text), modelled on public knowledge-base MCP servers that publish and ingest content (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { checkYears, publishText } from "./kb-client.js";

const KB = "https://kb.example.com/api";
const say = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

export function registerKbTools(server: McpServer): void {
  server.tool(
    "publishAudio",
    "Publishes text as audio and ingests it into the knowledge base; returns the content identifiers.",
    { text: z.string(), name: z.string() },
    async ({ text, name }) => {
      const made = await publishText(text, name);
      const contents = made.contents?.map((c) => ({ id: c.id }));
      // ok: empty-result-next-step — a write tool answers with the ids of what it made, no result set
      return { content: [{ type: "text" as const, text: JSON.stringify(contents, null, 2) }] };
    },
  );

  server.registerTool(
    "kb_page_from_url",
    {
      description: "Takes one web page into the knowledge base.",
      inputSchema: { url: z.string() },
      annotations: { readOnlyHint: false },
    },
    async ({ url }) => {
      const res = await fetch(`${KB}/pages`, { method: "POST", body: JSON.stringify({ url }) });
      if (!res.ok) throw new Error(`page intake failed: HTTP ${res.status}`);
      const body = (await res.json()) as { pages: { id: string }[] };
      // ok: empty-result-next-step — annotated as a write (readOnlyHint: false): the ids of the pages it made
      return say(JSON.stringify(body.pages.map((p) => p.id)));
    },
  );

  server.tool("kb_contents", "Contents whose name matches.", { q: z.string() }, async ({ q }) => {
    const res = await fetch(`${KB}/contents?q=${encodeURIComponent(q)}`);
    if (!res.ok) throw new Error(`contents request failed: HTTP ${res.status}`);
    const rows = (await res.json()) as { id: string; name: string }[];
    // ruleid: empty-result-next-step — a read tool: the list as it came, "[]" when nothing matches
    return say(JSON.stringify(rows.map((r) => ({ id: r.id, name: r.name }))));
  });

  server.tool("kb_by_years", "Contents created between two years.", { from: z.number(), to: z.number() }, async ({ from, to }) => {
    const check = checkYears(from, to);
    if (check.error) {
      // ok: empty-result-next-step — a range check on the caller's years, before any request
      return say(`Error: ${check.error}`);
    }
    const res = await fetch(`${KB}/contents?from=${from}&to=${to}`);
    const body = (await res.json()) as { error?: string; items: { name: string }[] };
    if (body.error) {
      // ruleid: empty-result-next-step — the answer's own error, returned as text without isError
      return say(`Error: ${body.error}`);
    }
    if (!body.items.length) return say(`No contents from ${from} to ${to}. Call kb_contents with a name instead.`);
    return say(body.items.map((i) => i.name).join("\n"));
  });
}

export class KbYearTools {
  register(server: McpServer): void {
    server.tool("kb_count_years", "How many contents two years hold.", { from: z.number(), to: z.number() }, async ({ from, to }) =>
      this.count(from, to),
    );
  }

  private async count(from: number, to: number) {
    for (const year of [from, to]) {
      const check = checkYears(year, year);
      // ok: empty-result-next-step — checked in a loop before the request that follows it
      if (check.error) return say(`Error: ${check.error}`);
    }
    const res = await fetch(`${KB}/count?from=${from}&to=${to}`);
    const body = (await res.json()) as { error?: string; count: number };
    // ruleid: empty-result-next-step — the answer's own error, as text without isError
    if (body.error) return say(`Error: ${body.error}`);
    return say(`${body.count} contents`);
  }
}
