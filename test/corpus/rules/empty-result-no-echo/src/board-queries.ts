// fidelity-audit corpus: rule empty-result-no-echo (a flag computed from an argument only picks which keys the payload has; an operator echoed through its label table), modelled on observability query MCP servers (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

interface QueryAnswer {
  results: Record<string, unknown>[];
  series?: unknown[];
}

const OPERATOR_LABELS = new Map<string, string>([
  ["gt", "greater than"],
  ["lt", "less than"],
  ["eq", "equal to"],
]);
const opSymbols = new Map<string, string>([
  ["gt", ">"],
  ["lt", "<"],
  ["eq", "="],
]);

async function runBoardQuery(dataset: string, body: { calculations: { op: string }[]; filter?: string }) {
  const res = await fetch(`https://api.example.com/1/query/${dataset}`, { method: "POST", body: JSON.stringify(body) });
  return (await res.json()) as QueryAnswer;
}

async function fetchStats(dataset: string) {
  const res = await fetch(`https://api.example.com/1/stats/${dataset}`);
  return (await res.json()) as { label: string };
}

/** The series are large: shown only when a heatmap asked for them. */
function formatRun(dataset: string, answer: QueryAnswer, withSeries: boolean) {
  const payload = {
    results: answer.results,
    ...(withSeries ? { series: answer.series ?? null } : {}),
    metadata: { dataset, at: new Date().toISOString() },
  };
  // ruleid: empty-result-no-echo — the heatmap test picks a key; it shows none of the calculations sent
  return { content: [{ type: "text" as const, text: JSON.stringify(payload, null, 2) }] };
}

export function registerBoardTools(server: McpServer) {
  const calc = z.array(z.object({ op: z.string() }));
  server.tool("run_board_query", "Run one query on a dataset.", { dataset: z.string(), calculations: calc }, async ({ dataset, calculations }) => {
    const answer = await runBoardQuery(dataset, { calculations });
    const withSeries = calculations.some((c) => c.op === "HEATMAP");
    return formatRun(dataset, answer, withSeries);
  });

  const where = { dataset: z.string(), column: z.string(), op: z.enum(["gt", "lt", "eq"]), value: z.number() };
  server.tool("count_where", "Count events whose column compares to a value.", where, async ({ dataset, column, op, value }) => {
    const answer = await runBoardQuery(dataset, { calculations: [{ op: "COUNT" }], filter: `${column} ${op} ${value}` });
    const shown = OPERATOR_LABELS.get(op);
    if (!answer.results.length) {
      // ok: empty-result-no-echo — the operator is stated through its label
      return { content: [{ type: "text" as const, text: `No events in ${dataset} where ${column} is ${shown} ${value}.` }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(answer.results) }] };
  });

  server.tool("count_where_symbol", "Count events whose column compares to a value (symbols).", where, async ({ dataset, column, op, value }) => {
    const answer = await runBoardQuery(dataset, { calculations: [{ op: "COUNT" }], filter: `${column} ${op} ${value}` });
    const sign = opSymbols.get(op);
    if (!answer.results.length) {
      // ok: empty-result-no-echo — a field holding the mapped operator states it too
      return { content: [{ type: "text" as const, text: JSON.stringify({ dataset, column, condition: sign, value, results: [] }) }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(answer.results) }] };
  });

  server.tool("count_where_labelled", "Count events whose column compares to a value (dataset label).", where, async ({ dataset, column, op, value }) => {
    const answer = await runBoardQuery(dataset, { calculations: [{ op: "COUNT" }], filter: `${column} ${op} ${value}` });
    const stats = await fetchStats(dataset);
    if (!answer.results.length) {
      // ruleid: empty-result-no-echo — a value fetched from the upstream is no echo of the operator sent
      return { content: [{ type: "text" as const, text: `No events in ${stats.label} where ${column} compares to ${value}.` }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(answer.results) }] };
  });
}
