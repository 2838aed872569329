// fidelity-audit corpus: rule empty-result-no-echo (low-level Server for branch terminals, switch dispatch), modelled on SRU/library-catalogue MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { API_KEY, holdings, json, NO_HITS_HINT, sru } from "./client.js";

export const terminals = new Server({ name: "catalogue-terminals", version: "1.2.0" }, { capabilities: { tools: {} } });

terminals.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "search_holdings",
      description: "Copies of a title in one library (whole words).",
      inputSchema: { type: "object", properties: { query: { type: "string" }, library: { type: "string" } }, required: ["query", "library"] },
    },
    {
      name: "search_journals",
      description: "Journal titles (CQL, whole words).",
      inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
    },
    {
      name: "search_series",
      description: "Series titles (CQL, whole words).",
      inputSchema: { type: "object", properties: { series: { type: "string" }, library: { type: "string" } }, required: ["series"] },
    },
  ],
}));

terminals.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as Record<string, string>;
  switch (request.params.name) {
    case "search_holdings": {
      const found = await holdings(args.query, args.library);
      if (found.length === 0) {
        return json({
          holdings: [],
          hint: `Nothing held for "${args.query}" in ${args.library}; retry without the library to search every branch.`,
          // ruleid: empty-result-no-echo
          request: { query: args.query, library: args.library, apiKey: API_KEY },
        });
      }
      return json({ holdings: found });
    }
    case "search_journals": {
      const hits = await sru(`dc.title all "${args.title}" and dc.type = journal`, 50);
      if (!hits.length) {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: `No journals found. ${NO_HITS_HINT}` }] };
      }
      return json({ journals: hits });
    }
    case "search_series": {
      const scope = args.library ?? "ALL";
      const hits = await sru(`bib.series all "${args.series}" and local.library = ${scope}`, 50);
      if (!hits.length) {
        // ok: empty-result-no-echo
        return json({ series: [], hint: NO_HITS_HINT, searched: { series: args.series, library: scope, library_source: args.library ? "caller" : "all" } });
      }
      return json({ series: hits });
    }
    default:
      return { isError: true, content: [{ type: "text", text: `Unknown tool ${request.params.name}` }] };
  }
});
