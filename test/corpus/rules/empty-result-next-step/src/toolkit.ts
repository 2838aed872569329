// fidelity-audit corpus: rule empty-result-next-step (tools defined as objects with an execute function, run through a toolkit class that finds the tool by name), modelled on payment-API agent toolkits (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const BILLING = "https://billing.example.com/v1";

interface ToolDef {
  method: string;
  description: string;
  schema: Record<string, z.ZodTypeAny>;
  execute: (apiKey: string, params: Record<string, unknown>) => Promise<unknown>;
}

async function billingGet(apiKey: string, path: string): Promise<{ data: unknown[] }> {
  const res = await fetch(`${BILLING}${path}`, { headers: { Authorization: `Bearer ${apiKey}` } });
  if (!res.ok) throw new Error(`billing API ${res.status}`);
  return (await res.json()) as { data: unknown[] };
}

const listInvoices = async (apiKey: string, params: Record<string, unknown>) => {
  try {
    const page = await billingGet(apiKey, `/invoices?customer=${String(params.customer ?? "")}`);
    return page.data;
  } catch {
    // ruleid: empty-result-next-step
    return "Failed to list invoices";
  }
};

const listRefunds = async (apiKey: string, params: Record<string, unknown>) => {
  const page = await billingGet(apiKey, `/refunds?charge=${String(params.charge ?? "")}`);
  // ok: empty-result-next-step
  return page.data;
};

const TOOLS: ToolDef[] = [
  { method: "list_invoices", description: "List invoices.", schema: { customer: z.string().optional() }, execute: listInvoices },
  { method: "list_refunds", description: "List refunds.", schema: { charge: z.string().optional() }, execute: listRefunds },
];

class BillingApi {
  constructor(private readonly apiKey: string) {}

  async run(method: string, arg: Record<string, unknown>): Promise<string> {
    const tool = TOOLS.find((t) => t.method === method);
    if (!tool) throw new Error(`Invalid method ${method}`);
    return JSON.stringify(await tool.execute(this.apiKey, arg));
  }
}

export function registerBillingTools(server: McpServer): void {
  const api = new BillingApi(process.env.BILLING_KEY ?? "");
  for (const tool of TOOLS) {
    server.tool(tool.method, tool.description, tool.schema, async (arg) => {
      const result = await api.run(tool.method, arg);
      return { content: [{ type: "text", text: String(result) }] };
    });
  }
}
