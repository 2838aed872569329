// fidelity-audit corpus: rule scope-only-when-set (dataset catalogue tools: a request built inline, through a helper in another file and through a class method), modelled on the shapes of public MCP servers for open-data portals (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CatalogClient, recentChanges } from "./client.js";

const PORTAL = "https://data.portal.example/api/3";
const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const catalog = new CatalogClient();

export function registerCatalogTools(server: McpServer) {
  server.tool(
    "run_dataset_query",
    "Run a search over the catalogue's datasets.",
    {
      q: z.string().optional().describe("Words to look for in titles"),
      category: z.string().optional().describe("Category of the datasets"),
      license: z.string().optional().describe("License id"),
    },
    async ({ q, category, license }) => {
      const params = new URLSearchParams();
      // ok: scope-only-when-set — free text: left out, no text filter
      if (q) params.set("q", q);
      // ruleid: scope-only-when-set — a category sent only when set, in a tool that runs a query (it reads)
      if (category) params.set("category", category);
      // ok: scope-only-when-set — always sent, the value that means every license when left out
      params.set("license", license ?? "all");
      const res = await fetch(`${PORTAL}/action/package_search?${params}`);
      return text(await res.json());
    },
  );

  server.tool(
    "recent_changes",
    "Datasets changed recently.",
    {
      since: z.string().optional().describe("ISO date"),
      labels: z.string().optional().describe("Comma-separated labels"),
    },
    async (args) => text(await recentChanges(args)),
  );

  server.tool(
    "list_datasets",
    "List datasets, one page at a time.",
    {
      rows: z.number().int().optional(),
      organization: z.string().optional().describe("Organization name; every organization when left out"),
    },
    async ({ rows, organization }) => text(await catalog.list(rows, organization)),
  );

  server.tool(
    "create_dataset",
    "Create a dataset.",
    { name: z.string(), state: z.string().optional().describe("draft or active") },
    async ({ name, state }) => text(await catalog.create(name, state)),
  );
}
