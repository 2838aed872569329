// fidelity-audit corpus: rule empty-result-next-step (a failure branch on a missing answer that words the failure as ordinary text without isError, beside the error channel and a not-found), modelled on public observability MCP servers that poll a query execution (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const API = process.env.OBS_URL ?? "https://observability.example.net/api";

interface Execution {
  records: unknown[];
}

/** Starts the query and reads its answer; undefined when the execution does not succeed. */
async function runQuery(statement: string): Promise<Execution | undefined> {
  const res = await fetch(`${API}/query:execute`, { method: "POST", body: JSON.stringify({ statement }) });
  // ruleid: empty-result-next-step — the helper turns a failed request into undefined
  if (!res.ok) return undefined;
  const body = (await res.json()) as { state: string; result?: Execution };
  return body.state === "SUCCEEDED" ? body.result : undefined;
}

export function registerExecutionTools(server: McpServer): void {
  server.tool(
    "run_statement",
    "Run a statement in the observability query language; lists its records (ask a narrower timeframe when none).",
    { statement: z.string() },
    async ({ statement }) => {
      const response = await runQuery(statement);
      if (!response) {
        // ruleid: empty-result-next-step — the failure is worded as an ordinary text, without isError
        return { content: [{ type: "text" as const, text: "Statement execution failed or returned no result." }] };
      }
      if (!response.records.length)
        return { content: [{ type: "text" as const, text: `No records for ${statement}. Widen the timeframe with a from: clause.` }] };
      return { content: [{ type: "text" as const, text: JSON.stringify(response.records) }] };
    },
  );

  server.tool(
    "run_statement_text",
    "Run a statement in the observability query language; lists its records (ask a narrower timeframe when none).",
    { statement: z.string() },
    async ({ statement }) => {
      const res = await runQuery(statement);
      // ruleid: empty-result-next-step — one line, the same failure text without isError
      if (!res) return { content: [{ type: "text" as const, text: `Could not run ${statement}: the execution did not succeed.` }] };
      if (!res.records.length)
        return { content: [{ type: "text" as const, text: `No records for ${statement}. Widen the timeframe with a from: clause.` }] };
      return { content: [{ type: "text" as const, text: JSON.stringify(res.records) }] };
    },
  );

  server.tool(
    "run_statement_checked",
    "Run a statement in the observability query language; lists its records (ask a narrower timeframe when none).",
    { statement: z.string() },
    async ({ statement }) => {
      const response = await runQuery(statement);
      // ok: empty-result-next-step — the failure goes to the error channel
      if (!response) return { content: [{ type: "text" as const, text: "Statement execution failed." }], isError: true };
      if (!response.records.length)
        return { content: [{ type: "text" as const, text: `No records for ${statement}. Widen the timeframe with a from: clause.` }] };
      return { content: [{ type: "text" as const, text: JSON.stringify(response.records) }] };
    },
  );
}
