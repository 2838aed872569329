// fidelity-audit corpus: rule unstable-order (database-browser tools), modelled on a public MCP server that lists a SQL database's schemas, tables and columns for several engines (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { allTables, ColumnBrowser, tablesOf, tablesPerYear, tablesPerYearAndKind } from "./client/schema.js";

const browser = new ColumnBrowser();
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerSchemaTools(server: McpServer) {
  server.tool("list_tables", "Tables of a schema.", { schema: z.string() }, async ({ schema }) => json(await tablesOf(schema)));
  server.tool("list_all_tables", "Tables of every schema.", {}, async () => json(await allTables()));
  server.tool(
    "list_columns",
    "Columns of a table.",
    { table: z.string(), schema: z.string().optional() },
    async ({ table, schema }) => json(await browser.columns(table, schema)),
  );
  server.tool(
    "list_routines",
    "Stored routines.",
    { schema: z.string().optional() },
    async ({ schema }) => json(await browser.routines(schema)),
  );
  server.tool("audits_per_year", "Audits per year.", {}, async () => json(await tablesPerYear()));
  server.tool("audits_per_year_kind", "Audits per year and kind.", {}, async () => json(await tablesPerYearAndKind()));
}
