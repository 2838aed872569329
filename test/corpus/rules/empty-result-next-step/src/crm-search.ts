// fidelity-audit corpus: rule empty-result-next-step (a result text built with `+=` in a loop over an answer's records, per object of the caller's list: inline, from a formatter in another file and from a class method), modelled on public CRM MCP servers that run cross-object searches (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type SearchAnswer, formatRecords } from "./crm-search-format.js";

interface Connection {
  search(sosl: string): Promise<SearchAnswer>;
  query(soql: string): Promise<{ records: { Id: string; Name?: string }[] }>;
}

declare const conn: Connection;

class RecordFinder {
  constructor(private readonly c: Connection) {}

  async recent(objectType: string) {
    const result = await this.c.query(`SELECT Id, Name FROM ${objectType} ORDER BY LastModifiedDate DESC LIMIT 20`);
    let text = "";
    result.records.forEach((r) => {
      text += `${r.Id} ${r.Name ?? ""}\n`;
    });
    // ruleid: empty-result-next-step — no records leaves the text empty
    return { content: [{ type: "text" as const, text }] };
  }

  async recentChecked(objectType: string) {
    const result = await this.c.query(`SELECT Id, Name FROM ${objectType} ORDER BY LastModifiedDate DESC LIMIT 20`);
    if (result.records.length === 0)
      return { content: [{ type: "text" as const, text: `No ${objectType} records yet: call crm_describe_object to check the object name.` }] };
    let text = "";
    for (const r of result.records) text += `${r.Id} ${r.Name ?? ""}\n`;
    // ok: empty-result-next-step — the records are tested first and the empty answer says what to try
    return { content: [{ type: "text" as const, text }] };
  }
}

const finder = new RecordFinder(conn);

export function registerCrmSearchTools(server: McpServer): void {
  server.tool(
    "crm_search_all",
    "Search several object types at once.",
    { term: z.string(), objects: z.array(z.object({ name: z.string(), fields: z.array(z.string()) })) },
    async ({ term, objects }) => {
      const result = await conn.search(`FIND {${term}} RETURNING ${objects.map((o) => o.name).join(", ")}`);
      let formatted = "";
      for (const obj of objects) {
        const hits = result.searchRecords.filter((r) => r.type === obj.name);
        formatted += `\n${obj.name}:\n`;
        if (hits.length > 0) {
          for (const rec of hits) formatted += `  ${rec.Id} ${rec.Name ?? ""}\n`;
        }
      }
      // ruleid: empty-result-next-step — when no object has a hit the text is the bare object headers
      return { content: [{ type: "text" as const, text: `Search results for "${term}":${formatted}` }] };
    },
  );

  server.tool(
    "crm_search_each",
    "Search several object types at once, one block per type.",
    { term: z.string(), objects: z.array(z.object({ name: z.string(), fields: z.array(z.string()) })) },
    async ({ term, objects }) => {
      const result = await conn.search(`FIND {${term}} RETURNING ${objects.map((o) => o.name).join(", ")}`);
      let formatted = "";
      objects.forEach((obj) => {
        const hits = result.searchRecords.filter((r) => r.type === obj.name);
        formatted += `\n${obj.name} (${hits.length} found):\n`;
        if (hits.length > 0)
          hits.forEach((rec) => {
            obj.fields.forEach((f) => {
              formatted += `  ${f}: ${String((rec as Record<string, unknown>)[f])}\n`;
            });
          });
      });
      // ruleid: empty-result-next-step — the per-type loops sit in callbacks; with no hits only the headers remain
      return { content: [{ type: "text" as const, text: formatted }] };
    },
  );

  server.tool(
    "crm_search_each_checked",
    "Search several object types at once (empty answers say what to try).",
    { term: z.string(), objects: z.array(z.object({ name: z.string(), fields: z.array(z.string()) })) },
    async ({ term, objects }) => {
      const result = await conn.search(`FIND {${term}} RETURNING ${objects.map((o) => o.name).join(", ")}`);
      if (!result.searchRecords.length)
        return { content: [{ type: "text" as const, text: `Nothing matches "${term}": try a shorter term or crm_recent for the latest records.` }] };
      let formatted = "";
      objects.forEach((obj) => {
        result.searchRecords
          .filter((r) => r.type === obj.name)
          .forEach((rec) => {
            formatted += `${obj.name} ${rec.Id}\n`;
          });
      });
      // ok: empty-result-next-step — an empty answer returned early with a next step
      return { content: [{ type: "text" as const, text: formatted }] };
    },
  );

  server.tool(
    "crm_search_labels",
    "List the labels of the caller's object types.",
    { objects: z.array(z.object({ name: z.string(), label: z.string() })) },
    async ({ objects }) => {
      let text = "Objects:\n";
      for (const obj of objects) text += `  ${obj.name}: ${obj.label}\n`;
      // ok: empty-result-next-step — appended from the caller's own list: no answer is read at all
      return { content: [{ type: "text" as const, text }] };
    },
  );

  server.tool(
    "crm_search_type",
    "Search one object type.",
    { term: z.string(), objectType: z.string() },
    async ({ term, objectType }) => {
      const result = await conn.search(`FIND {${term}} RETURNING ${objectType}`);
      const text = formatRecords(result, objectType);
      // the formatter's empty text is returned as it came: the finding stands at its return (crm-search-format.ts)
      return { content: [{ type: "text" as const, text }] };
    },
  );

  server.tool(
    "crm_search_type_checked",
    "Search one object type (empty answers say what to try).",
    { term: z.string(), objectType: z.string() },
    async ({ term, objectType }) => {
      const result = await conn.search(`FIND {${term}} RETURNING ${objectType}`);
      const text = formatRecords(result, objectType);
      // ok: empty-result-next-step — an empty text is replaced by a next step
      return { content: [{ type: "text" as const, text: text || `No ${objectType} matches "${term}": try a shorter term or crm_search_all.` }] };
    },
  );

  server.tool("crm_recent", "Recently modified records of a type.", { objectType: z.string() }, async ({ objectType }) =>
    finder.recent(objectType),
  );

  server.tool(
    "crm_recent_checked",
    "Recently modified records of a type (empty answers say what to try).",
    { objectType: z.string() },
    async ({ objectType }) => finder.recentChecked(objectType),
  );
}
