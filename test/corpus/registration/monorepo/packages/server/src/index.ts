#!/usr/bin/env node
// fidelity-audit corpus: registration style monorepo — the MCP server package, importing the client package by its workspace name (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { organizationList, packageSearch } from "@opendata/client";
import { z } from "zod";

const server = new McpServer({ name: "opendata", version: "0.4.0" });

server.registerTool(
  "search_datasets",
  {
    description: "Search datasets on the portal. `query` is Solr syntax; matching is on whole words.",
    inputSchema: {
      query: z.string().describe("Solr query, e.g. `title:wasser*`"),
      organization: z.string().optional().describe("Organization slug; all organizations when omitted"),
      rows: z.number().int().min(1).max(1000).default(100),
    },
  },
  async ({ query, organization, rows }) => {
    const results = await packageSearch(query, { organization, rows });
    return { content: [{ type: "text", text: JSON.stringify(results) }] };
  },
);

server.registerTool("list_organizations", { description: "List every organization slug on the portal." }, async () => ({
  content: [{ type: "text", text: JSON.stringify(await organizationList()) }],
}));

await server.connect(new StdioServerTransport());
