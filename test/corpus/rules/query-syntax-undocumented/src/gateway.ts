// fidelity-audit corpus: rule query-syntax-undocumented (low-level Server, JSON-schema tools, switch dispatch), modelled on legislation-portal MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { createCollection, getRecord, lookupCode, recordsForEvent, searchDocuments, searchRecords } from "./api.js";

export const gateway = new Server({ name: "legal-gateway", version: "0.9.0" }, { capabilities: { tools: {} } });

gateway.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "search_records",
      description: "Search records of one archive collection.",
      inputSchema: {
        type: "object",
        properties: {
          // ruleid: query-syntax-undocumented
          q: { type: "string", description: "Search query" },
          // ok: query-syntax-undocumented
          collection: { type: "string", description: "Collection code" },
          // ok: query-syntax-undocumented
          filter: { type: "string", description: "Comma-separated field:value filters, e.g. 'year:2021,type:decree'" },
        },
        required: ["q", "collection"],
      },
    },
    {
      name: "lookup_code",
      description: "Look up classification entries for a code.",
      inputSchema: {
        type: "object",
        // ruleid: query-syntax-undocumented
        properties: { code: { type: "string", description: "Classification code, e.g. 01.11" } },
        required: ["code"],
      },
    },
    {
      name: "find_record_by_event",
      description: "Find the archive record an event belongs to.",
      inputSchema: {
        type: "object",
        // ok: query-syntax-undocumented — an identifier the caller copies, not a phrase it words: matching does not concern it
        properties: { event_id: { type: "string", description: "Event id, as returned by list_events" } },
        required: ["event_id"],
      },
    },
    {
      name: "create_collection",
      description: "Create an archive collection unless one with that name exists.",
      inputSchema: {
        type: "object",
        // ok: query-syntax-undocumented — a tool that changes something: the name is payload, looked up only to avoid a duplicate
        properties: { name: { type: "string", description: "Name of the new collection" } },
        required: ["name"],
      },
    },
    {
      name: "get_record",
      description: "Fetch one archive record by id.",
      inputSchema: {
        type: "object",
        // ok: query-syntax-undocumented
        properties: { id: { type: "string", description: "Record id from search_records" } },
        required: ["id"],
      },
    },
    {
      name: "list_problems",
      description: "List open problems of the monitored environment.",
      inputSchema: {
        type: "object",
        properties: {
          // ok: query-syntax-undocumented — DQL, a structured language whose comparisons are exact, is named
          additionalFilter: { type: "string", description: "Additional DQL filter for the problem events" },
        },
      },
    },
    {
      name: "alter_table",
      description: "Change the schema of a table.",
      inputSchema: {
        type: "object",
        // ok: query-syntax-undocumented — the statement of a tool that changes data searches nothing
        properties: { query: { type: "string", description: "The ALTER TABLE statement to run" } },
        required: ["query"],
      },
    },
    {
      name: "read_query",
      // ok: query-syntax-undocumented — the tool names SQL by its statement; its comparisons are exact by definition
      description: "Execute SELECT queries to read data from the archive database",
      inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
    },
    {
      name: "run_archive_query",
      // ruleid: query-syntax-undocumented
      description: "Execute queries to read data from the archive database",
      inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
    },
    {
      name: "search_studies",
      description: "Search the study register.",
      inputSchema: {
        type: "object",
        properties: {
          // ruleid: query-syntax-undocumented#granularity-undocumented
          interventionQuery: { type: "string", description: "Searches interventions: plain words plus AND/OR/NOT" },
        },
        required: ["interventionQuery"],
      },
    },
  ],
}));

gateway.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as Record<string, string>;
  switch (request.params.name) {
    case "search_records":
      return { content: [{ type: "text", text: JSON.stringify(await searchRecords(args.q, args.collection, args.filter)) }] };
    case "lookup_code":
      return { content: [{ type: "text", text: JSON.stringify(await lookupCode(args.code)) }] };
    case "find_record_by_event":
      return { content: [{ type: "text", text: JSON.stringify(await recordsForEvent(args.event_id)) }] };
    case "create_collection":
      return { content: [{ type: "text", text: JSON.stringify(await createCollection(args.name)) }] };
    case "get_record":
      return { content: [{ type: "text", text: JSON.stringify(await getRecord(args.id)) }] };
    case "list_problems":
      return { content: [{ type: "text", text: JSON.stringify(await searchRecords("problems", "env", args.additionalFilter)) }] };
    case "alter_table":
      return { content: [{ type: "text", text: JSON.stringify(await createCollection(args.query)) }] };
    case "read_query":
    case "run_archive_query":
      return { content: [{ type: "text", text: JSON.stringify(await searchDocuments(args.query)) }] };
    case "search_studies":
      return { content: [{ type: "text", text: JSON.stringify(await searchRecords(args.interventionQuery, "studies")) }] };
    default:
      return { isError: true, content: [{ type: "text", text: `Unknown tool ${request.params.name}` }] };
  }
});
