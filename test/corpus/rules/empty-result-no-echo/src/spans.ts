// fidelity-audit corpus: rule empty-result-no-echo (query fields sent inside a whole params object; a summary and a link beside the rows), modelled on observability/tracing query MCP servers (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { SpanClient, type SpanQuery, spanResult, summarize } from "./span-client.js";

const spans = new SpanClient();

const spanSchema = {
  team: z.string(),
  service: z.string(),
  aggregations: z.array(z.object({ op: z.string(), field: z.string().optional() })),
  where: z.array(z.object({ field: z.string(), op: z.string(), value: z.any().optional() })).optional(),
  groupBy: z.array(z.string()).optional(),
  window: z.number().int().positive().optional(),
};

export function registerSpanTools(server: McpServer) {
  server.tool("aggregate_spans", "Aggregate spans of one service.", spanSchema, async (params: SpanQuery) => {
    const answer = await spans.aggregate(params.team, params.service, params);
    const withBuckets = params.aggregations.some((a) => a.op === "HISTOGRAM");
    const payload = {
      rows: answer.rows,
      ...(withBuckets ? { buckets: answer.buckets } : {}),
      summary: summarize(answer.rows),
      permalink: answer.permalink ?? null,
      metadata: { team: params.team, service: params.service, at: new Date().toISOString() },
    };
    // ruleid: empty-result-no-echo
    return { content: [{ type: "text" as const, text: JSON.stringify(payload, null, 2) }] };
  });

  server.tool("aggregate_spans_formatted", "Aggregate spans of one service (formatted).", spanSchema, async (params: SpanQuery) => {
    const answer = await spans.aggregate(params.team, params.service, params);
    return spanResult(answer, params);
  });

  server.tool("aggregate_spans_echoed", "Aggregate spans of one service, echoing the query.", spanSchema, async (params: SpanQuery) => {
    const answer = await spans.aggregate(params.team, params.service, params);
    const payload = {
      rows: answer.rows,
      summary: summarize(answer.rows),
      permalink: answer.permalink ?? null,
      request: params,
    };
    // ok: empty-result-no-echo
    return { content: [{ type: "text" as const, text: JSON.stringify(payload) }] };
  });

  server.tool("describe_service", "One service's record with its owners.", { team: z.string(), service: z.string() }, async ({ team, service }) => {
    const answer = await spans.aggregate(team, service, { team, service, aggregations: [{ op: "COUNT" }] });
    const first = answer.rows[0] ?? {};
    const record = {
      owners: answer.buckets,
      name: first.name,
      tier: first.tier,
      language: first.language,
      summary: summarize(answer.rows),
    };
    // ok: empty-result-no-echo (an empty owner list inside one found record)
    return { content: [{ type: "text" as const, text: JSON.stringify(record) }] };
  });
}
