// fidelity-audit corpus: rule empty-result-no-echo (handlers reached through a loop over tool definitions; a record list stringified whole), modelled on product-analytics MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const API = "https://analytics.example.io/api";

interface Ctx {
  projectId: string;
}

interface ErrorParams {
  status?: string;
  dateFrom?: string;
}

async function runQuery(ctx: Ctx, body: Record<string, unknown>): Promise<{ results: unknown[]; summary: string }> {
  const res = await fetch(`${API}/projects/${ctx.projectId}/query`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`query failed with ${res.status}`);
  return (await res.json()) as { results: unknown[]; summary: string };
}

const errorSchema = { status: z.string().optional(), dateFrom: z.string().optional() };

const listErrors = {
  name: "list_errors",
  schema: errorSchema,
  handler: async (ctx: Ctx, params: ErrorParams) => {
    const answer = await runQuery(ctx, { kind: "errors", status: params.status || "active", from: params.dateFrom || "-7d" });
    // ruleid: empty-result-no-echo
    return { content: [{ type: "text" as const, text: JSON.stringify(answer.results) }] };
  },
};

const listErrorsEchoed = {
  name: "list_errors_echoed",
  schema: errorSchema,
  handler: async (ctx: Ctx, params: ErrorParams) => {
    const filters = { status: params.status || "active", from: params.dateFrom || "-7d" };
    const answer = await runQuery(ctx, { kind: "errors", ...filters });
    // ok: empty-result-no-echo
    return { content: [{ type: "text" as const, text: JSON.stringify({ filters, results: answer.results }) }] };
  },
};

const errorSummary = {
  name: "error_summary",
  schema: errorSchema,
  handler: async (ctx: Ctx, params: ErrorParams) => {
    const answer = await runQuery(ctx, { kind: "summary", status: params.status || "active" });
    // ok: empty-result-no-echo
    return { content: [{ type: "text" as const, text: JSON.stringify(answer.summary) }] };
  },
};

export function registerAnalyticsTools(server: McpServer, ctx: Ctx): void {
  for (const tool of [listErrors, listErrorsEchoed, errorSummary]) {
    server.registerTool(tool.name, { inputSchema: tool.schema }, async (params) => tool.handler(ctx, params));
  }
}
