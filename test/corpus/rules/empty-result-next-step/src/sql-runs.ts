// fidelity-audit corpus: rule empty-result-next-step (an SQL tool whose rows reach the result through a mapper and a success envelope, the answer held in a `let` set after its declaration or in a const; look-alikes that test the rows and say what to try), modelled on public MCP servers that front several SQL engines through one connector interface (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type ResultSet, toStatements, toolSuccess } from "./sql-runs-format.js";

interface Connector {
  id: string;
  executeSQL(sql: string): Promise<{ resultSets: ResultSet[] }>;
}

export function registerSqlRunTools(server: McpServer, connector: Connector): void {
  server.tool("sql_execute", "Run SQL statements (separated by ;) on the configured database.", { sql: z.string() }, async ({ sql }) => {
    let result: { resultSets: ResultSet[] } | undefined;
    try {
      result = await connector.executeSQL(sql);
      const data = { statements: toStatements(result.resultSets), source_id: connector.id };
      // ruleid: empty-result-next-step — a query that matches no rows reads as an envelope with nothing in it
      return toolSuccess(data);
    } catch (error) {
      return { content: [{ type: "text" as const, text: `SQL failed: ${(error as Error).message}` }], isError: true };
    }
  });

  server.tool("sql_select", "Run one SELECT statement on the configured database.", { sql: z.string() }, async ({ sql }) => {
    const answer = await connector.executeSQL(sql);
    // ruleid: empty-result-next-step — the same envelope, built inline from a const
    return toolSuccess({ statements: toStatements(answer.resultSets) });
  });

  server.tool("sql_select_checked", "Run one SELECT statement on the configured database.", { sql: z.string() }, async ({ sql }) => {
    const answer = await connector.executeSQL(sql);
    const statements = toStatements(answer.resultSets);
    if (statements.length === 0) {
      // ok: empty-result-next-step — the empty answer says what to try
      return { content: [{ type: "text" as const, text: "No rows. Check the table name with sql_execute('SHOW TABLES') or widen the WHERE clause." }] };
    }
    // ok: empty-result-next-step — the statements were tested above
    return toolSuccess({ statements });
  });

  server.tool("sql_connection", "The database this server is connected to.", {}, async () =>
    // ok: empty-result-next-step — an envelope of the server's own settings, no upstream list in it
    toolSuccess({ source_id: connector.id }),
  );
}
