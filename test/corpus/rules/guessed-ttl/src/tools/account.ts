// fidelity-audit corpus: rule guessed-ttl (results built with the caller's credentials), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { PORTAL } from "../constants.js";
import { ttlFromHeaders } from "../freshness.js";

async function portalGet(path: string, token: string): Promise<Response> {
  return fetch(`${PORTAL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

export function registerAccountTools(server: McpServer): void {
  server.registerTool(
    "my_datasets",
    { description: "Datasets the caller may edit.", inputSchema: { apiKey: z.string() } },
    async ({ apiKey }) => {
      const res = await portalGet("/my/datasets", apiKey);
      return {
        content: [{ type: "text", text: await res.text() }],
        ttlMs: ttlFromHeaders(res.headers),
        // ruleid: guessed-ttl
        cacheScope: "public",
      };
    },
  );

  server.registerTool(
    "my_quota",
    { description: "The caller's API quota.", inputSchema: { apiKey: z.string() } },
    async ({ apiKey }) => {
      const res = await portalGet("/my/quota", apiKey);
      return {
        content: [{ type: "text", text: await res.text() }],
        ttlMs: ttlFromHeaders(res.headers),
        // ok: guessed-ttl
        cacheScope: "private",
      };
    },
  );

  server.registerTool(
    "my_drafts",
    { description: "The caller's unpublished drafts.", inputSchema: {} },
    async (_args, extra) => {
      const res = await portalGet("/my/drafts", extra.authInfo?.token ?? "");
      return {
        content: [{ type: "text", text: await res.text() }],
        ttlMs: ttlFromHeaders(res.headers),
        // ruleid: guessed-ttl
        cacheScope: "public",
      };
    },
  );
}
