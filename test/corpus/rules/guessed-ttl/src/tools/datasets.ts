// fidelity-audit corpus: rule guessed-ttl (McpServer tools returning ttlMs / cacheScope), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ONE_HOUR, PORTAL, REGISTER_TTL } from "../constants.js";
import { readPage } from "../page-cache.js";
import { datasetPages, gaugeReading, msUntilNextPublication, stationDetail, stationList, ttlFromHeaders } from "../freshness.js";

const SERVER_KEY = process.env.PORTAL_API_KEY ?? "";

export function registerDatasetTools(server: McpServer): void {
  server.tool(
    "read_page",
    "Read one portal page as text.",
    { path: z.string(), fresh: z.boolean().default(false) },
    async ({ path, fresh }) => ({ content: [{ type: "text", text: await readPage(path, fresh) }] }),
  );

  server.registerTool(
    "get_dataset",
    { description: "Fetch one dataset's metadata by id.", inputSchema: { id: z.string() } },
    async ({ id }) => {
      const text = datasetPages.get(id) ?? (await (await fetch(`${PORTAL}/package_show?id=${encodeURIComponent(id)}`, { headers: { Authorization: SERVER_KEY } })).text());
      datasetPages.set(id, text);
      return {
        content: [{ type: "text", text }],
        // ruleid: guessed-ttl
        ttlMs: ONE_HOUR,
        // ok: guessed-ttl
        cacheScope: "public",
      };
    },
  );

  server.registerTool(
    "search_datasets",
    { description: "Search datasets by title words.", inputSchema: { q: z.string() } },
    async ({ q }) => {
      const res = await fetch(`${PORTAL}/package_search?q=${encodeURIComponent(q)}`);
      return {
        content: [{ type: "text", text: await res.text() }],
        // ok: guessed-ttl
        ttlMs: ttlFromHeaders(res.headers),
        cacheScope: "public",
      };
    },
  );

  server.registerTool(
    "get_register_entry",
    { description: "Read one entry of the company register.", inputSchema: { uid: z.string() } },
    async ({ uid }) => {
      const res = await fetch(`${PORTAL}/register/${encodeURIComponent(uid)}`);
      return {
        structuredContent: await res.json(),
        // ruleid: guessed-ttl
        ttlMs: REGISTER_TTL,
      };
    },
  );

  server.registerTool(
    "gauge_level",
    { description: "Current water level at a gauge.", inputSchema: { gauge: z.string() } },
    async ({ gauge }) => ({
      content: [{ type: "text", text: await gaugeReading(gauge) }],
      // ruleid: guessed-ttl
      ttlMs: 0,
      // ruleid: guessed-ttl
      cacheScope: "shared",
    }),
  );

  server.registerTool(
    "list_stations",
    { description: "Measuring stations in a region.", inputSchema: { region: z.string() } },
    async ({ region }) => ({ content: [{ type: "text", text: await stationList(region) }] }),
  );

  server.tool("get_station", "One measuring station.", { id: z.string() }, async ({ id }) => ({
    content: [{ type: "text", text: await stationDetail(id) }],
    // ok: guessed-ttl
    ttlMs: Math.min(ONE_HOUR, msUntilNextPublication()),
  }));
}
