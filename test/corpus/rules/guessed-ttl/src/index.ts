// fidelity-audit corpus: rule guessed-ttl (per-session server factory and a low-level entry point), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { PORTAL } from "./constants.js";
import { checkSchemas } from "./freshness.js";
import { registerAccountTools } from "./tools/account.js";
import { registerDatasetTools } from "./tools/datasets.js";

/** Called once per session by the hosting runtime with that session's configuration. */
export default function createServer({ config }: { config: { portalToken: string; token: string } }) {
  const server = new McpServer({ name: "opendata-portal", version: "3.0.0" });
  checkSchemas(["dataset", "register"]);
  registerDatasetTools(server);
  registerAccountTools(server);
  server.registerTool(
    "org_members",
    { description: "Members of the caller's organisation.", inputSchema: { org: z.string() } },
    async ({ org }) => {
      const res = await fetch(`${PORTAL}/organization_member_list?id=${encodeURIComponent(org)}`, { headers: { Authorization: config.token } });
      return {
        content: [{ type: "text", text: await res.text() }],
        // ruleid: guessed-ttl
        cacheScope: "public",
      };
    },
  );
  return server.server;
}

/** The stdio entry point of older deployments: a low-level server. */
export function createLegacyServer(): Server {
  const server = new Server({ name: "opendata-portal-legacy", version: "3.0.0" }, { capabilities: { tools: {} } });
  registerHarvestTools(new McpServer({ name: "opendata-harvest", version: "3.0.0" }), { token: process.env.HARVEST_TOKEN ?? "" });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [{ name: "portal_status", description: "Status of the portal's harvesters.", inputSchema: { type: "object", properties: {} } }],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    switch (request.params.name) {
      case "portal_status": {
        const res = await fetch(`${PORTAL}/status_show`);
        const result = { content: [{ type: "text", text: await res.text() }] };
        // ruleid: guessed-ttl
        return { ...result, ttlMs: 5 * 60 * 1000 };
      }
      default:
        throw new Error(`unknown tool ${request.params.name}`);
    }
  });
  return server;
}

/** Called by this project with the deployment's own token: server-wide, not the caller's. */
function registerHarvestTools(server: McpServer, settings: { token: string }): void {
  server.registerTool(
    "harvest_log",
    { description: "The portal's harvest log.", inputSchema: {} },
    async () => {
      const res = await fetch(`${PORTAL}/harvest_log`, { headers: { Authorization: settings.token } });
      return {
        content: [{ type: "text", text: await res.text() }],
        // ok: guessed-ttl
        cacheScope: "public",
      };
    },
  );
}
