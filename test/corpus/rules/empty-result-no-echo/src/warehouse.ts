// fidelity-audit corpus: rule empty-result-no-echo (a read-only SQL tool answering with the rows as they come, beside a report tool that also sends a dataset it chose), modelled on SQL-over-HTTP database MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const WAREHOUSE = process.env.WAREHOUSE_URL ?? "https://warehouse.example/v1";

async function runSql(body: Record<string, unknown>) {
  const res = await fetch(`${WAREHOUSE}/sql`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`warehouse: HTTP ${res.status}`);
  return (await res.json()) as { rows: unknown[] };
}

export function registerWarehouseTools(server: McpServer) {
  server.tool("query", "Run a read-only SQL query.", { sql: z.string() }, async ({ sql }) => {
    const result = await runSql({ sql });
    // ok: empty-result-no-echo — the caller wrote the whole request; "[]" answers exactly that statement
    return { content: [{ type: "text", text: JSON.stringify(result.rows, null, 2) }] };
  });

  server.tool(
    "query_dataset",
    "Run a read-only SQL query against one dataset.",
    { sql: z.string(), dataset: z.string().optional() },
    async ({ sql, dataset }) => {
      const result = await runSql({ sql, dataset: dataset ?? "public" });
      // ruleid: empty-result-no-echo
      return { content: [{ type: "text", text: JSON.stringify(result.rows, null, 2) }] };
    },
  );
}
