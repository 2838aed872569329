// fidelity-audit corpus: rule widened-query (tests on the caller's own bind values that choose between two forms of one query, inline, through a client helper and a class method, beside a retry after an empty answer in a multi-operation tool), modelled on public SQL-gateway and log-query MCP servers (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { post, runStatement, StatementSession } from "./client/statements.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const session = new StatementSession("main");

export function registerBindTools(server: McpServer): void {
  server.tool(
    "execute_sql",
    "Run one SQL statement (plain SQL, exact comparisons) with optional bind values.",
    { sql: z.string(), params: z.array(z.string()).optional() },
    async ({ sql, params }) => {
      let result;
      if (params && params.length > 0) {
        result = await post("/statements", { sql, binds: params });
      } else {
        // ok: widened-query — the caller sent no bind values; no answer was tested
        result = await post("/statements", { sql });
      }
      return text({ rows: result.rows, sql });
    },
  );

  server.tool(
    "execute_sql_helper",
    "Run one SQL statement (plain SQL, exact comparisons) with optional bind values.",
    { sql: z.string(), params: z.array(z.string()).optional() },
    async ({ sql, params }) => {
      const binds = params ?? [];
      const result = await runStatement(sql, binds);
      return text({ rows: result.rows, sql });
    },
  );

  server.tool(
    "execute_sql_session",
    "Run one SQL statement (plain SQL, exact comparisons) in the main session.",
    { sql: z.string(), values: z.array(z.string()).optional(), schema: z.string() },
    async ({ sql, values, schema }) => {
      const result = values ? await session.execute(sql, { values }) : await session.executeIn(sql, schema);
      return text({ rows: result.rows, sql, schema });
    },
  );

  server.tool(
    "manage_logs",
    "Debug logs: list the logs of a user (operation 'list') or read one log (operation 'read').",
    { operation: z.enum(["list", "read"]), user: z.string(), level: z.string(), logId: z.string().optional() },
    async ({ operation, user, level, logId }) => {
      if (operation === "read") {
        const log = await post("/logs/read", { id: logId });
        return text({ rows: log.rows, logId });
      }
      const logs = await post("/logs/query", { user, level });
      if (logs.rows.length === 0) {
        // ruleid: widened-query — leaves out the level the first query carried (not the logId of the other operation)
        const wider = await post("/logs/query", { user });
        return text({ rows: wider.rows, user });
      }
      return text({ rows: logs.rows, user, level });
    },
  );
}
