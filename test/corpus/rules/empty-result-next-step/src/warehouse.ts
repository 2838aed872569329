// fidelity-audit corpus: rule empty-result-next-step (warehouse tools showing lists known by what they are: destructured from an SDK answer inline, a helper's `.then` chain and untyped result in another file, a class method), modelled on the shapes of public MCP servers for SQL warehouses (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formatColumns, formatColumnsHinted, jobsOf, tablesOf, viewsOf, WarehouseDesk } from "./warehouse-client.js";

interface QueryClient {
  query(q: { query: string }): Promise<[unknown[], unknown]>;
}
declare const warehouse: QueryClient;
const desk = new WarehouseDesk();

export function registerWarehouseTools(server: McpServer): void {
  server.tool("run_statement", "Run a read-only statement on a dataset.", { statement: z.string(), dataset: z.string() }, async ({ statement, dataset }) => {
    const [rows] = await warehouse.query({ query: `${statement} /* ${dataset} */` });
    // ruleid: empty-result-next-step — the rows part of the answer, stringified as it came: no rows, no next step
    return { content: [{ type: "text" as const, text: JSON.stringify(rows, null, 2) }] };
  });

  server.tool("run_statement_checked", "Run a read-only statement on a dataset.", { statement: z.string(), dataset: z.string() }, async ({ statement, dataset }) => {
    const [rows] = await warehouse.query({ query: `${statement} /* ${dataset} */` });
    if (rows.length === 0) {
      // ok: empty-result-next-step
      return { content: [{ type: "text" as const, text: `No rows in dataset "${dataset}"; call list_tables to check the table names.` }] };
    }
    // ok: empty-result-next-step
    return { content: [{ type: "text" as const, text: JSON.stringify(rows, null, 2) }] };
  });

  server.tool("list_jobs", "Jobs of one queue.", { queue: z.string() }, async ({ queue }) => {
    const jobs = await jobsOf(queue);
    // ruleid: empty-result-next-step — the helper's `.then` chain hands back the record list
    return { content: [{ type: "text" as const, text: JSON.stringify(jobs) }] };
  });

  server.tool("list_tables", "Tables of one dataset.", { dataset: z.string() }, async ({ dataset }) => {
    const tables = await tablesOf(dataset);
    // ruleid: empty-result-next-step — an untyped helper that returns the answer's list
    return { content: [{ type: "text" as const, text: JSON.stringify(tables) }] };
  });

  server.tool("list_views", "Views of one dataset.", { dataset: z.string() }, async ({ dataset }) => {
    const { views, total } = await viewsOf(dataset);
    if (total === 0) {
      // ok: empty-result-next-step
      return { content: [{ type: "text" as const, text: `Dataset "${dataset}" has no views; call list_tables for its tables.` }] };
    }
    // ok: empty-result-next-step — the answer's own count was tested for zero above
    return { content: [{ type: "text" as const, text: JSON.stringify({ total, views }) }] };
  });

  server.tool("list_partitions", "Partitions of one table.", { table: z.string() }, async ({ table }) => desk.partitions(table));

  server.tool("describe_table", "Columns of one table.", { table: z.string() }, async ({ table }) => {
    const res = await fetch(`https://warehouse.example/api/v2/tables/${encodeURIComponent(table)}/columns`);
    if (!res.ok) throw new Error(`warehouse answered ${res.status}`);
    const body = await res.json();
    // ok: empty-result-next-step — the data path; the empty one is the helper's fallback
    return { content: [{ type: "text" as const, text: formatColumns(body.columns) }] };
  });

  server.tool("describe_table_hinted", "Columns of one table.", { table: z.string() }, async ({ table }) => {
    const res = await fetch(`https://warehouse.example/api/v2/tables/${encodeURIComponent(table)}/columns`);
    if (!res.ok) throw new Error(`warehouse answered ${res.status}`);
    const body = await res.json();
    // ok: empty-result-next-step
    return { content: [{ type: "text" as const, text: formatColumnsHinted(body.columns) }] };
  });

  server.tool("list_partitions_checked", "Partitions of one table.", { table: z.string() }, async ({ table }) =>
    desk.partitionsChecked(table),
  );
}
