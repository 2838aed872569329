#!/usr/bin/env node
// fidelity-audit corpus: rule widened-query (low-level Server for the archive; entry point), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { archiveSearch, archiveStatus } from "./client/termbank.js";
import { registerComplaintTools } from "./complaints.js";
import { registerTools } from "./tools.js";
import { registerReaderTools } from "./reader.js";
import { registerEventTools } from "./events.js";
import { registerBindTools } from "./binds.js";

const server = new McpServer({ name: "termbank", version: "1.2.0" });
registerTools(server);
registerComplaintTools(server);
registerReaderTools(server);
registerEventTools(server);
registerBindTools(server);
await server.connect(new StdioServerTransport());

const archive = new Server({ name: "termbank-archive", version: "1.2.0" }, { capabilities: { tools: {} } });

archive.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "search_archive",
      description: "Search the document archive. `query` matches whole words.",
      inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
    },
    {
      name: "search_archive_exact",
      description: "Search the document archive for the exact phrase; says when the index was last built if nothing matches.",
      inputSchema: { type: "object", properties: { phrase: { type: "string" } }, required: ["phrase"] },
    },
  ],
}));

archive.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments as Record<string, string>;
  switch (request.params.name) {
    case "search_archive": {
      const query = args.query!;
      let result = await archiveSearch(query);
      for (let n = query.length - 1; result.total === 0 && n >= 4; n--) {
        // ruleid: widened-query
        result = await archiveSearch(query.substring(0, n));
      }
      if (!result.total) {
        // ruleid: widened-query
        result = await archiveSearch(`${query}*`);
      }
      return { content: [{ type: "text", text: JSON.stringify(result) }] };
    }
    case "search_archive_exact": {
      const phrase = args.phrase!;
      const result = await archiveSearch(`"${phrase}"`);
      if (result.total === 0) {
        // ok: widened-query
        const status = await archiveStatus();
        return { content: [{ type: "text", text: JSON.stringify({ records: [], phrase, index_built_at: status.indexedAt }) }] };
      }
      return { content: [{ type: "text", text: JSON.stringify(result) }] };
    }
  }
  throw new Error(`unknown tool ${request.params.name}`);
});

// registered last, so the lines above keep their places
import { registerLookupTools } from "./lookups.js";
registerLookupTools(server);
import { registerKeywordTools } from "./keywords.js";
registerKeywordTools(server);
