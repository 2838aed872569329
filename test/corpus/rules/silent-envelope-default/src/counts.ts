// fidelity-audit corpus: rule silent-envelope-default (a count or amount of the answer's envelope read as 0 when missing: inline in a handler, through a helper in another file and in a class method, beside look-alikes), modelled on the shapes of public MCP servers for government open-data APIs (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";
import { hitSummary, hitSummaryUnknown, matchCount, matchCountChecked } from "./counts-client.js";

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

class FireballFeed {
  async summary(since: string): Promise<string> {
    const response = await axios.get("https://feeds.example.gov/fireball.api", { params: { "date-min": since } });
    // ruleid: silent-envelope-default#count-default — in a class method: a missing `count` reads as "0 events"
    return `Retrieved ${response.data.count || 0} fireball events.`;
  }

  async rows(since: string): Promise<string> {
    const response = await axios.get("https://feeds.example.gov/fireball.api", { params: { "date-min": since } });
    if (!Array.isArray(response.data.data)) throw new Error("fireball: answer without a data array");
    const rows: unknown[] = response.data.data;
    // ok: silent-envelope-default — a count the code takes from the rows it holds, not a key of the answer
    return `Retrieved ${rows.length || 0} fireball rows.`;
  }
}

const feed = new FireballFeed();

export function registerCountTools(server: McpServer) {
  server.tool("count_objects", "How many near-earth objects were seen in a date window.", { start: z.string(), end: z.string() }, async ({ start, end }) => {
    const { data } = await axios.get("https://feeds.example.gov/neo/feed", { params: { start_date: start, end_date: end } });
    // ruleid: silent-envelope-default#count-default — inline in the handler
    const seen = data.element_count ?? 0;
    // ok: silent-envelope-default — a page number is a position, not a count
    const page = data.page ?? 0;
    return text(`${seen} objects (page ${page}).`);
  });

  server.tool("count_records", "How many records match a term.", { term: z.string(), strict: z.boolean().default(false) }, async ({ term, strict }) =>
    text(`${strict ? await matchCountChecked(term) : await matchCount(term)} records match.`),
  );

  server.tool("search_records", "Records whose text matches a term, with the number of hits.", { term: z.string() }, async ({ term }) => {
    const res = await fetch(`https://stats.example.gov/api/v1/records?search=${encodeURIComponent(term)}`);
    if (!res.ok) throw new Error(`stats: HTTP ${res.status}`);
    const body = await res.json();
    if (!Array.isArray(body.records)) throw new Error("stats: answer without a records array");
    // ruleid: silent-envelope-default#count-default — inline, written into the result record: a missing `total` becomes "0 in all"
    return text(JSON.stringify({ total: body.total ?? 0, records: body.records }));
  });
  server.tool("search_records_counted", "Records whose text matches a term, with the number returned.", { term: z.string() }, async ({ term }) => {
    const res = await fetch(`https://stats.example.gov/api/v1/records?search=${encodeURIComponent(term)}`);
    if (!res.ok) throw new Error(`stats: HTTP ${res.status}`);
    const body = await res.json();
    if (!Array.isArray(body.records)) throw new Error("stats: answer without a records array");
    // ok: silent-envelope-default — the record says how many it returned, counted from the list it holds
    return text(JSON.stringify({ returned: body.records.length ?? 0, records: body.records }));
  });
  server.tool("hit_summary", "Hits for a term.", { term: z.string() }, async ({ term }) => text(JSON.stringify(await hitSummary(term))));
  server.tool("hit_summary_unknown", "Hits for a term.", { term: z.string() }, async ({ term }) => text(JSON.stringify(await hitSummaryUnknown(term))));

  server.tool("fireball_summary", "Fireball events since a date.", { since: z.string() }, async ({ since }) => text(await feed.summary(since)));
  server.tool("fireball_rows", "Fireball rows since a date.", { since: z.string() }, async ({ since }) => text(await feed.rows(since)));
}
