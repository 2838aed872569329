// fidelity-audit corpus: rule empty-result-no-echo (rule 3 reports the failure text: see empty-result-next-step/src/executions.ts; a query wrapper that returns undefined only when the execution fails, tested as `!response`: a failure branch, not an empty result), modelled on public observability MCP servers that poll a query execution (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const API = process.env.OBS_URL ?? "https://observability.example.net/api";

interface Execution {
  records: unknown[];
  scanned: number;
}

/** Starts the query and reads its answer; undefined when the execution does not succeed. */
async function runQuery(statement: string, limit: number): Promise<Execution | undefined> {
  const res = await fetch(`${API}/query:execute`, {
    method: "POST",
    body: JSON.stringify({ statement, limit }),
  });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { state: string; result?: Execution };
  if (body.state !== "SUCCEEDED") return undefined;
  return body.result;
}

export function registerExecutionTools(server: McpServer): void {
  server.tool(
    "execute_query",
    "Run a query statement in the observability query language and return its records.",
    { statement: z.string(), limit: z.number() },
    async ({ statement, limit }) => {
      const response = await runQuery(statement, limit);
      if (!response) {
        // ok: empty-result-no-echo — no answer came back: a failed execution, not an empty record set
        return { content: [{ type: "text" as const, text: "Query execution failed or returned no result." }] };
      }
      return { content: [{ type: "text" as const, text: JSON.stringify({ records: response.records, statement, limit }) }] };
    },
  );

  server.tool(
    "execute_query_checked",
    "Run a query statement in the observability query language and return its records.",
    { statement: z.string(), limit: z.number() },
    async ({ statement, limit }) => {
      const response = await runQuery(statement, limit);
      // ok: empty-result-no-echo — the failure goes to the error channel
      if (!response) return { content: [{ type: "text" as const, text: "Query execution failed." }], isError: true };
      return { content: [{ type: "text" as const, text: JSON.stringify({ records: response.records, statement, limit }) }] };
    },
  );
}
