// fidelity-audit corpus: rule empty-result-excuse (an answer's flag noted beside an empty note on another path, not an interpretation of the empty result; inline, through a helper in another file and in a class method), modelled on observability query MCP servers (written for this repo, 2026-12-04)
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { answerNotes, emptyNotes, type QueryAnswer } from "./query-notes.js";

const METRICS = "https://metrics.example.org/api";

async function run(q: string): Promise<QueryAnswer> {
  const r = await fetch(`${METRICS}/query`, { method: "POST", body: JSON.stringify({ q }) });
  if (!r.ok) throw new Error(`query failed: HTTP ${r.status}`);
  return (await r.json()) as QueryAnswer;
}

export const METRIC_TOOLS: Tool[] = [
  {
    name: "run_query",
    description: "Run a query over the event store.",
    inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
  },
  {
    name: "run_query_noted",
    description: "Run a query over the event store, with notes on the answer.",
    inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
  },
  {
    name: "run_query_empty",
    description: "Run a query over the event store, with notes on an empty answer.",
    inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
  },
  {
    name: "run_dataset_query",
    description: "Run a query over one dataset.",
    inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
  },
];

export async function runQuery(raw: Record<string, unknown>): Promise<CallToolResult> {
  const answer = await run(String(raw.q ?? ""));
  const warnings: string[] = [];
  let text = `Records: ${answer.records.length}\n`;
  if (answer.scannedBytes > 5e9) {
    text += "Large scan.\n";
  } else if (answer.scannedBytes === 0) {
    text += "No data consumed: the query scanned no data.\n";
  }
  if (answer.sampled) {
    // ok: empty-result-excuse — the upstream's sampling flag, noted whatever the row count
    warnings.push("Sampling used: results may be approximate.");
  }
  if (answer.records.length === 0) {
    text += "No records found.\n";
    // ruleid: empty-result-excuse — on the empty path, after saying nothing was found
    warnings.push("The events may not have been indexed yet.");
  }
  return { content: [{ type: "text", text: `${text}${warnings.join("\n")}` }] };
}

export async function runQueryNoted(raw: Record<string, unknown>): Promise<CallToolResult> {
  const answer = await run(String(raw.q ?? ""));
  return { content: [{ type: "text", text: [JSON.stringify(answer.records), ...answerNotes(answer)].join("\n") }] };
}

export async function runQueryEmpty(raw: Record<string, unknown>): Promise<CallToolResult> {
  const answer = await run(String(raw.q ?? ""));
  return { content: [{ type: "text", text: [JSON.stringify(answer.records), ...emptyNotes(answer)].join("\n") }] };
}

export class DatasetQuery {
  async run(q: string): Promise<CallToolResult> {
    const answer = await run(`dataset:${q}`);
    const lines: string[] = [];
    if (answer.records.length === 0) {
      lines.push("No rows returned for this dataset.");
    } else {
      lines.push(JSON.stringify(answer.records));
    }
    if (answer.partial) {
      // ok: empty-result-excuse — the upstream's partial flag on any answer, outside the empty arm
      lines.push("Partial answer: some shards may have timed out.");
    }
    return { content: [{ type: "text", text: lines.join("\n") }] };
  }
}
