// fidelity-audit corpus: rule empty-result-next-step (low-level Server for the HTTP bridge, switch dispatch), modelled on CKAN-style open-data MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { listOrganizations, searchDatasets } from "./catalog.js";
import { json } from "./results.js";

export const bridge = new Server({ name: "opendata-bridge", version: "0.4.1" }, { capabilities: { tools: {} } });

bridge.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "find_datasets",
      description: "Find datasets by keyword (whole words; * for prefixes).",
      inputSchema: { type: "object", properties: { keyword: { type: "string" } }, required: ["keyword"] },
    },
    {
      name: "organizations",
      description: "Publishing organisations of the portal.",
      inputSchema: { type: "object", properties: {} },
    },
    {
      name: "find_by_tag",
      description: "Datasets carrying one tag (exact tag name).",
      inputSchema: { type: "object", properties: { tag: { type: "string" } }, required: ["tag"] },
    },
  ],
}));

bridge.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as Record<string, string>;
  switch (request.params.name) {
    case "find_datasets": {
      const found = await searchDatasets(args.keyword);
      if (!found.length) {
        // ok: empty-result-next-step
        return json({ datasets: [], next_step: `Nothing matched "${args.keyword}"; retry with "${args.keyword}*" or call organizations and search within one.` });
      }
      return json({ datasets: found });
    }
    case "organizations": {
      const orgs = await listOrganizations();
      if (orgs.length === 0) {
        // ruleid: empty-result-next-step
        return { content: [{ type: "text", text: JSON.stringify({ organizations: [], total: 0 }) }] };
      }
      return json({ organizations: orgs });
    }
    case "find_by_tag": {
      const tagged = await searchDatasets(`tags:"${args.tag}"`);
      if (tagged.length === 0) {
        // ruleid: empty-result-next-step
        return { content: [{ type: "text", text: "No datasets found. Please try a different query." }] };
      }
      return json({ datasets: tagged });
    }
    default:
      return { isError: true, content: [{ type: "text", text: `Unknown tool ${request.params.name}` }] };
  }
});
