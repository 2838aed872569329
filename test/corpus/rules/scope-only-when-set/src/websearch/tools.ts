// fidelity-audit corpus: rule scope-only-when-set (web search tools: JSON-schema definitions converted with fromJsonSchema, a lite or a full definition chosen at start), modelled on public MCP servers over a SearXNG instance and the Exa search API (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { fromJsonSchema } from "@modelcontextprotocol/server";
import { z } from "zod";
import { metaSearch, type MetaSearchRequest } from "./metasearch.js";
import { NeuralSearch, recentSearch } from "./neural.js";
import { Exa } from "exa-js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

const META_SEARCH_TOOL = {
  name: "meta_search",
  description: "Search the web through the metasearch instance.",
  inputSchema: {
    type: "object",
    properties: {
      query: { type: "string", description: "Search words." },
      time_range: { type: "string", enum: ["day", "week", "month", "year"], description: "Time range of the search" },
      categories: {
        type: "string",
        description: "Comma-separated categories. If omitted, each instance uses its server-side default.",
      },
    },
    required: ["query"],
  },
};

const LITE_META_SEARCH_TOOL = {
  name: "meta_search",
  description: "Web search.",
  inputSchema: { type: "object", properties: { query: { type: "string", description: "Search words." } }, required: ["query"] },
};

const neural = new NeuralSearch();

export function registerWebSearchTools(server: McpServer) {
  const lite = process.env.LITE_TOOLS === "true";
  const register = (tool: typeof META_SEARCH_TOOL) => {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: fromJsonSchema(tool.inputSchema as Record<string, unknown>) },
      async (args) => text(await metaSearch(args as MetaSearchRequest)),
    );
  };
  register(lite ? LITE_META_SEARCH_TOOL : META_SEARCH_TOOL);

  server.tool(
    "neural_search",
    "Advanced web search with category, domain and date filters.",
    {
      query: z.string().describe("Search words"),
      category: z.enum(["company", "news", "pdf", "github"]).optional().describe("Filter results to a category"),
      includeDomains: z.array(z.string()).optional().describe("Only include results from these domains"),
      numResults: z.number().int().optional().describe("Number of results (default: 10)"),
    },
    async (args) => text(await neural.advanced(args)),
  );

  server.tool(
    "recent_pages",
    "Pages on a topic, optionally published after a date.",
    { query: z.string().describe("Search words"), startPublishedDate: z.string().optional().describe("ISO date") },
    async ({ query, startPublishedDate }) =>
      text(await recentSearch(new Exa(process.env.EXA_API_KEY), query, startPublishedDate)),
  );
}
