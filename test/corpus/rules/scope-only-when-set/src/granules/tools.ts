// fidelity-audit corpus: rule scope-only-when-set (granule search tools: rest destructuring inline in the handler and in a helper), modelled on a public MCP server over an earth-science metadata search API (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";
import { CollectionSearch, searchGranules } from "./client.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const collections = new CollectionSearch();
const API = process.env.METADATA_API_URL ?? "https://metadata.example.org/search";

export function registerGranuleTools(server: McpServer) {
  server.tool(
    "search_granules",
    "Search granules of the metadata repository.",
    {
      keyword: z.string().optional().describe("Search words"),
      sort_key: z.string().optional().describe("Sort key"),
      limit: z.number().int().optional().describe("Maximum number of results to return"),
      page: z.number().int().optional().describe("Page number"),
    },
    async (args) => text(await searchGranules(args)),
  );

  server.tool(
    "search_collections",
    "Search collections of the metadata repository.",
    {
      keyword: z.string().optional().describe("Search words"),
      rows: z.number().int().optional().describe("Maximum number of collections, 20 when left out"),
    },
    async (args) => text(await collections.find(args)),
  );

  server.tool(
    "search_variables",
    "Search variables of the metadata repository.",
    {
      keyword: z.string().optional().describe("Search words"),
      limit: z.number().int().optional().describe("Maximum number of variables"),
    },
    async ({ limit, ...filters }) => {
      // ruleid: scope-only-when-set — inline: left out, `max_results` is undefined and axios leaves it out of the query
      const params: Record<string, unknown> = { max_results: limit };
      for (const [key, value] of Object.entries(filters)) {
        // ok: scope-only-when-set — `limit` is not among the rest of the arguments
        if (value !== undefined) params[key] = value;
      }
      return text((await axios.get(`${API}/variables.json`, { params })).data);
    },
  );
}
