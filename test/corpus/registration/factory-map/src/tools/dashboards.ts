// Dashboard tools of a product-analytics MCP server, each a factory; written for this repo.
import { z } from "zod";
import type { Context, ToolBase } from "./types.js";

const listSchema = z.object({ limit: z.number().optional() });

export const listDashboardsHandler = async (context: Context, params: Record<string, unknown>) => {
  const res = await fetch(`${context.apiBase}/dashboards?limit=${String(params.limit ?? 20)}`, { headers: { authorization: `Bearer ${context.token}` } });
  return { content: [{ type: "text" as const, text: await res.text() }] };
};

const listDashboards = (): ToolBase => ({ name: "dashboards-list", schema: listSchema, handler: listDashboardsHandler });

export const getDashboard = (): ToolBase => ({
  name: "dashboard-get",
  schema: z.object({ id: z.string() }),
  handler: async (context, params) => {
    const res = await fetch(`${context.apiBase}/dashboards/${String(params.id)}`, { headers: { authorization: `Bearer ${context.token}` } });
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
});

export default listDashboards;
