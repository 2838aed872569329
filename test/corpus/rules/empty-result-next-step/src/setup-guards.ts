// fidelity-audit corpus: rule empty-result-next-step (a tool that finds the server's own client or key missing before any request, and says so as ordinary text or as a JSON error object without isError; look-alikes that set isError, and input checks on the caller's arguments), modelled on public MCP servers for a hosted document database and for key-gated REST APIs (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type DocApp, sharedApp } from "./setup-client.js";

let app: DocApp | undefined;
const API_KEY = process.env.METRICS_API_KEY;

export function setApp(a: DocApp): void {
  app = a;
}

class MetricsTools {
  private client?: { series(name: string): Promise<{ points: number[] }> };

  register(server: McpServer): void {
    server.tool("metrics_series", "Points of one metric series.", { name: z.string() }, async ({ name }) => {
      if (!this.client) {
        // ruleid: empty-result-next-step — the server's own client is missing, and the failure is ordinary text
        return { content: [{ type: "text" as const, text: "Error: the metrics client is not configured." }] };
      }
      const { points } = await this.client.series(name);
      // ok: empty-result-next-step — the count of points is the answer
      return { content: [{ type: "text" as const, text: `${points.length} point(s): ${points.join(", ")}` }] };
    });
  }
}

export function registerSetupTools(server: McpServer): void {
  server.tool("docs_list_collections", "Collections under a document path.", { path: z.string().optional() }, async ({ path }) => {
    if (!app) {
      // ruleid: empty-result-next-step — a JSON error object as ordinary content: the model reads it as data
      return { content: [{ type: "text" as const, text: JSON.stringify({ error: "Document app initialization failed" }) }] };
    }
    const found = await app.collections(path);
    // ok: empty-result-next-step — the empty list says what to try
    if (!found.length) return { content: [{ type: "text" as const, text: "No collections. Call docs_list_collections without a path to list the top level." }] };
    return { content: [{ type: "text" as const, text: found.map((c) => c.id).join("\n") }] };
  });

  server.tool("docs_root_collections", "Top-level collections.", {}, async () => {
    if (!sharedApp) {
      // ok: empty-result-next-step — the same missing app, in the error channel
      return { content: [{ type: "text" as const, text: "Error: the document app is not initialised." }], isError: true };
    }
    const found = await sharedApp.collections();
    // ok: empty-result-next-step — the empty list says what to try
    if (!found.length) return { content: [{ type: "text" as const, text: "No collections. Check that the service account can read the project." }] };
    return { content: [{ type: "text" as const, text: found.map((c) => c.id).join("\n") }] };
  });

  server.tool("metrics_usage", "Usage of the metrics account.", { month: z.string() }, async ({ month }) => {
    if (!API_KEY) {
      // ruleid: empty-result-next-step — the key the server reads at start-up is missing: a failure, worded as text
      return { content: [{ type: "text" as const, text: "Failed: METRICS_API_KEY is not set." }] };
    }
    const res = await fetch(`https://metrics.example.com/usage?month=${encodeURIComponent(month)}`, { headers: { authorization: API_KEY } });
    if (!res.ok) throw new Error(`metrics API answered ${res.status}`);
    const body = (await res.json()) as { total: number };
    // ok: empty-result-next-step — one number, the answer
    return { content: [{ type: "text" as const, text: `Total: ${body.total}` }] };
  });

  server.tool("metrics_quota", "Quota of the metrics account.", { account: z.string() }, async ({ account }) => {
    if (!account) {
      // ok: empty-result-next-step — an input check on the caller's own argument, before any request
      return { content: [{ type: "text" as const, text: "Error: give the account name." }] };
    }
    if (!process.env.METRICS_API_KEY) {
      // ok: empty-result-next-step — the missing key, in the error channel
      return { content: [{ type: "text" as const, text: "Error: METRICS_API_KEY is not set." }], isError: true };
    }
    const res = await fetch(`https://metrics.example.com/quota/${encodeURIComponent(account)}`);
    if (!res.ok) throw new Error(`metrics API answered ${res.status}`);
    const body = (await res.json()) as { quota: number };
    // ok: empty-result-next-step — one number, the answer
    return { content: [{ type: "text" as const, text: `Quota: ${body.quota}` }] };
  });

  new MetricsTools().register(server);
}
