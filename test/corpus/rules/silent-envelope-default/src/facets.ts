// fidelity-audit corpus: rule silent-envelope-default (index settings read through a hosted search SaaS's SDK, whose namesake function makes the client), modelled on the shapes of public MCP servers for hosted search indexes (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import searchcloud from "searchcloud";
import { z } from "zod";

const text = (v: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(v) }] });

export function registerFacetTools(server: McpServer) {
  server.tool(
    "add_facets",
    "Add attributes to an index's facets, keeping the ones it has.",
    { appId: z.string(), indexName: z.string(), attributes: z.array(z.string()) },
    async ({ appId, indexName, attributes }) => {
      const client = searchcloud(appId, process.env.SEARCHCLOUD_KEY ?? "");
      const settings = await client.getSettings({ indexName });
      // ruleid: silent-envelope-default#envelope-default — a renamed key reads as "no facets yet", and the write below drops the real ones
      const current: string[] = settings.attributesForFaceting || [];
      await client.setSettings({ indexName, indexSettings: { attributesForFaceting: [...current, ...attributes] } });
      return text({ attributesForFaceting: [...current, ...attributes] });
    },
  );

  server.tool(
    "list_facets",
    "List an index's facet attributes.",
    { appId: z.string(), indexName: z.string() },
    async ({ appId, indexName }) => {
      const client = searchcloud(appId, process.env.SEARCHCLOUD_KEY ?? "");
      const settings = await client.getSettings({ indexName });
      if (!Array.isArray(settings.attributesForFaceting))
        throw new Error(`settings without attributesForFaceting: ${Object.keys(settings).join(", ")}`);
      // ok: silent-envelope-default — confirmed above on the same path
      const current: string[] = settings.attributesForFaceting ?? [];
      return text({ attributesForFaceting: current });
    },
  );
}
