// fidelity-audit corpus: rule scope-only-when-set (CRM tools: a SOQL statement written inline in the handler, and through a query builder class), modelled on a public MCP server over a CRM platform's SOQL query API (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import jsforce from "jsforce";
import { z } from "zod";
import { recentItems, SoqlRunner } from "./soql.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const runner = new SoqlRunner();
const conn = new jsforce.Connection({ loginUrl: process.env.CRM_LOGIN_URL });

export function registerCrmTools(server: McpServer) {
  server.tool(
    "query_crm_records",
    "Query records of one object with SOQL.",
    {
      objectName: z.string(),
      fields: z.array(z.string()),
      orderBy: z.string().optional().describe("ORDER BY clause"),
      limit: z.number().int().optional().describe("Maximum number of records to return"),
    },
    async ({ objectName, fields, orderBy, limit }) => {
      let soql = `SELECT ${fields.join(", ")} FROM ${objectName}`;
      if (orderBy) soql += ` ORDER BY ${orderBy}`;
      // ok: scope-only-when-set — inline: left out, the statement has no LIMIT and selects every matching row
      if (limit) soql += ` LIMIT ${limit}`;
      const result = await conn.query(soql);
      return text(result.records);
    },
  );

  server.tool(
    "query_crm_built",
    "Query records of one object through the query builder.",
    {
      objectName: z.string(),
      fields: z.array(z.string()),
      where: z.string().optional().describe("WHERE clause"),
      limit: z.number().int().optional().describe("Maximum number of records to return"),
    },
    async (args) => text(await runner.run(args)),
  );

  server.tool(
    "list_recent_crm_items",
    "List recently viewed items.",
    { limit: z.number().int().optional().describe("Maximum number of items") },
    async ({ limit }) => text(await recentItems(limit)),
  );
}
