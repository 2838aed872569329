// fidelity-audit corpus: registration style mcp-server-register-tool (dataset tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ckanAction, packageSearch } from "../ckan.js";
import { SEARCH_DATASETS_DESCRIPTION, SEARCH_DATASETS_TOOL, datasetLookupShape } from "../constants.js";

const SORTS = {
  relevance: "score desc, name asc",
  modified: "metadata_modified desc, name asc",
} as const;

export function registerDatasetTools(server: McpServer) {
  server.registerTool(
    SEARCH_DATASETS_TOOL,
    {
      title: "Search datasets",
      description: SEARCH_DATASETS_DESCRIPTION,
      inputSchema: {
        q: z.string().optional().describe("Solr query; omit to list all datasets"),
        rows: z.number().int().min(1).max(1000).default(50).describe("Page size"),
        sort: z.enum(["relevance", "modified"]).default("relevance"),
      },
    },
    async ({ q, rows, sort }) => {
      const query = q ?? "*:*";
      const result = await packageSearch(query, rows, SORTS[sort]);
      return {
        content: [
          {
            type: "text",
            text: JSON.stringify({
              request: { q: query, rows, sort_key: SORTS[sort] },
              count: result.count,
              returned: result.results.length,
              datasets: result.results.map((d) => ({ name: d.name, title: d.title, modified: d.metadata_modified })),
            }),
          },
        ],
      };
    },
  );

  server.registerTool(
    "get_dataset",
    {
      title: "Get dataset",
      description: "Fetch one dataset's metadata by name or id.",
      inputSchema: datasetLookupShape,
    },
    async ({ id, include_resources }) => {
      const pkg = await ckanAction<Record<string, unknown>>("package_show", { id });
      if (!include_resources) {
        delete pkg.resources;
      }
      return { content: [{ type: "text", text: JSON.stringify(pkg, null, 2) }] };
    },
  );

  server.registerTool(
    "preview_resource",
    {
      title: "Preview a tabular resource",
      description: "Return the first rows of a resource stored in the portal's DataStore, in DataStore order (_id).",
      inputSchema: {
        resource_id: z.string().uuid(),
        max_rows: z.number().int().positive().max(500).default(100),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ resource_id, max_rows }) => {
      const result = await ckanAction<{ records: unknown[]; total: number }>("datastore_search", {
        resource_id,
        limit: String(max_rows),
        sort: "_id asc",
      });
      return {
        content: [{ type: "text", text: JSON.stringify({ total: result.total, records: result.records }) }],
      };
    },
  );
}
