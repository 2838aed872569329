// fidelity-audit corpus: rule partial-param-group (app-store tools defined as objects and registered from a list chosen at run time), modelled on the shapes of public MCP servers for automation marketplaces (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const STORE = process.env.STORE_URL ?? "https://store.example/v2";

const searchAppsArgs = z.object({
  search: z.string().default("").describe("Keywords to look for in the app's title and description."),
  limit: z.number().int().min(1).max(100).default(10).describe("How many apps to return; 10 by default."),
  // ruleid: partial-param-group#dead-argument
  category: z.string().default("").describe("Filter the results by the specified category."),
});

interface StoreTool {
  name: string;
  description: string;
  inputSchema: typeof searchAppsArgs;
  handler: (args: Record<string, unknown>) => Promise<{ content: { type: "text"; text: string }[] }>;
}

interface StoreContext {
  token: string;
}

export const searchApps = (_ctx: StoreContext): StoreTool => ({
  name: "search_apps",
  description: "Search the app store by keywords.",
  inputSchema: searchAppsArgs,
  // ok: partial-param-group — the handler that leaves it behind (the finding is at the declaration)
  handler: async (args) => {
    const parsed = searchAppsArgs.parse(args);
    const url = new URL(`${STORE}/store`);
    url.searchParams.set("search", parsed.search);
    url.searchParams.set("limit", String(parsed.limit));
    const res = await fetch(url);
    return { content: [{ type: "text", text: await res.text() }] };
  },
});

const appDetailsArgs = z.object({
  appId: z.string().describe("The app's id."),
});

/** The handler takes a wrapper whose `input` field holds the arguments, and sends them whole. */
export const appDetails = (_ctx: StoreContext) => ({
  name: "app_details",
  description: "One app's details.",
  inputSchema: appDetailsArgs,
  // ok: partial-param-group — its arguments arrive in `call.input`, sent whole (a whole use reads every field)
  handler: async (call: { input: unknown; token: string }) => {
    const res = await fetch(`${STORE}/apps/${encodeURIComponent(String(call.input))}`, {
      headers: { Authorization: `Bearer ${call.token}` },
    });
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
});

const storeTools = (ctx: StoreContext) => [searchApps(ctx), appDetails(ctx) as unknown as StoreTool];

/** Registers the tools the settings enable: the list is chosen at run time. */
export function registerStoreTools(server: McpServer, enabled: string[]) {
  const ctx = { token: process.env.STORE_TOKEN ?? "" };
  storeTools(ctx)
    .filter((t) => enabled.includes(t.name))
    .forEach((t) => {
      server.tool(t.name, t.description, t.inputSchema.shape, t.handler as never);
    });
}
