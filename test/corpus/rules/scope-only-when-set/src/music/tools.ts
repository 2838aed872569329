// fidelity-audit corpus: rule scope-only-when-set (music tools), modelled on a public MCP server over a record-collector database API with one client class per resource (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DatabaseClient, InventoryClient, labelReleases, listOrders } from "./client.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const database = new DatabaseClient();
const inventory = new InventoryClient();

export function registerMusicTools(server: McpServer) {
  server.tool(
    "search_database",
    "Search the record database.",
    {
      q: z.string().optional().describe("Search words"),
      type: z.enum(["release", "master", "artist", "label"]).optional().describe("Kind of entry"),
      year: z.string().optional().describe("Release year"),
      per_page: z.number().int().optional().describe("Entries per page"),
    },
    async (args) => text(await database.search(args)),
  );

  server.tool(
    "seller_inventory",
    "List a seller's inventory.",
    { username: z.string(), status: z.string().optional().describe("Listing status") },
    // ok: scope-only-when-set — Discogs documents the inventory's `status` as an optional filter ("Only show items with this status"): left out, every listing
    async ({ username, status }) => text(await inventory.inventory(username, { status })),
  );

  server.tool(
    "marketplace_orders",
    "List the marketplace orders.",
    {
      status: z.string().optional().describe("Order status"),
      limit: z.number().int().optional().describe("Maximum number of orders"),
    },
    async ({ status, limit }) => text(await listOrders(status, limit)),
  );

  server.tool(
    "label_releases",
    "List the releases of a label.",
    {
      id: z.number().int(),
      per_page: z.number().int().optional().describe("Releases per page; 100 when left out"),
      year: z.string().optional().describe("Release year. Leave empty for all available years."),
    },
    async ({ id, per_page, year }) => text(await labelReleases(id, { per_page, year })),
  );
}
