// fidelity-audit corpus: rule empty-result-no-echo (a value printed only inside each row of the answer, which with no rows echoes nothing, beside a header that names it whatever came back), modelled on CRM query MCP servers (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formatRow } from "./row-fields-format.js";

const CRM = "https://crm.example.org/api/query";

async function runQuery(objectName: string, fields: string[], where?: string): Promise<{ records: Record<string, unknown>[] }> {
  const q = `SELECT ${fields.join(", ")} FROM ${objectName}${where ? ` WHERE ${where}` : ""}`;
  const res = await fetch(`${CRM}?q=${encodeURIComponent(q)}`);
  if (!res.ok) throw new Error(`crm answered ${res.status}`);
  return (await res.json()) as { records: Record<string, unknown>[] };
}

class RecordQueries {
  async byObject(objectName: string, fields: string[]) {
    const result = await runQuery(objectName, fields);
    const rows = result.records.map((r, i) => formatRow(r, fields, i)).join("\n\n");
    // ruleid: empty-result-no-echo — a class method: 'fields' is printed by the helper per row only
    return { content: [{ type: "text" as const, text: `Query returned ${result.records.length} records:\n\n${rows}` }] };
  }
}

export function registerRowFieldTools(server: McpServer): void {
  const fieldsArg = z.array(z.string()).min(1);
  server.tool("query_records", "Query records of one object.", { objectName: z.string(), fields: fieldsArg, where: z.string().optional() }, async ({ objectName, fields, where }) => {
    const result = await runQuery(objectName, fields, where);
    const formatted = result.records
      .map((record, index) => `Record ${index + 1}:\n${fields.map((f) => `    ${f}: ${String(record[f])}`).join("\n")}`)
      .join("\n\n");
    // ruleid: empty-result-no-echo — 'fields' is printed inside each record only: with no records nothing is echoed
    return { content: [{ type: "text" as const, text: `Query returned ${result.records.length} records:\n\n${formatted}` }] };
  });

  server.tool("query_records_headed", "Query records of one object.", { objectName: z.string(), fields: fieldsArg }, async ({ objectName, fields }) => {
    const result = await runQuery(objectName, fields);
    const formatted = result.records
      .map((record, index) => `Record ${index + 1}:\n${fields.map((f) => `    ${f}: ${String(record[f])}`).join("\n")}`)
      .join("\n\n");
    // ok: empty-result-no-echo — the header names the object and the fields whether or not records came back
    return { content: [{ type: "text" as const, text: `${objectName} (${fields.join(", ")}): ${result.records.length} records\n\n${formatted}` }] };
  });

  server.tool("query_records_by_object", "Query records of one object (class-based client).", { objectName: z.string(), fields: fieldsArg }, async ({ objectName, fields }) =>
    new RecordQueries().byObject(objectName, fields),
  );
}
