#!/usr/bin/env node
// fidelity-audit corpus: rule empty-result-no-echo (high-level McpServer tools), modelled on SRU/library-catalogue MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { emptyResult, json, NO_HITS_HINT, sru } from "./client.js";
import { registerMetaTools } from "./metasearch.js";
import { registerAnalyticsTools } from "./analytics.js";
import { registerClusterTools, registerDatasetTools } from "./datasets.js";
import { registerCrawlTools } from "./crawl.js";
import { registerWarehouseTools } from "./warehouse.js";
import { registerEventTools } from "./events.js";
import { registerArchiveTools } from "./archive.js";
import { registerPermitTools } from "./permits.js";
import { registerHubSearchTools } from "./hub-search.js";
import { registerRecordTools } from "./records.js";
import { registerRowFieldTools } from "./row-fields.js";

const server = new McpServer({ name: "library-catalogue", version: "1.2.0" });

server.tool(
  "search_books",
  "Search the union catalogue (CQL; words match whole index terms, * truncates).",
  { title: z.string(), limit: z.number().int().max(100).default(20) },
  async ({ title, limit }) => {
    const records = await sru(`dc.title all "${title}"`, limit);
    if (!records.length) {
      // ruleid: empty-result-no-echo
      return json({ records: [], hint: NO_HITS_HINT });
    }
    return json({ records });
  },
);

server.tool(
  "search_articles",
  "Search journal articles (CQL; whole index terms, * truncates).",
  { query: z.string(), limit: z.number().int().max(100).default(20) },
  async ({ query, limit }) => {
    const records = await sru(`cql.anywhere all "${query}" and dc.type = article`, limit);
    if (!records.length) {
      // ok: empty-result-no-echo
      return emptyResult({ query, limit, type: "article" });
    }
    return json({ records });
  },
);

server.tool("lookup_isbn", "Find the record for one ISBN.", { isbn: z.string() }, async ({ isbn }) => {
  const records = await sru(`bath.isbn = "${isbn}"`, 1);
  if (records.length === 0) {
    // ok: empty-result-no-echo
    return json({ records: [], hint: `No record for ISBN ${isbn}. Check the check digit or try the 10-digit form.` });
  }
  return json(records[0]);
});

server.tool(
  "search_authors",
  "Find authority records for a person (CQL; whole words).",
  { name: z.string(), born_after: z.number().int().optional(), limit: z.number().int().default(10) },
  async ({ name, born_after, limit }) => {
    const cql = born_after ? `local.name all "${name}" and local.birth > ${born_after}` : `local.name all "${name}"`;
    const records = await sru(cql, limit);
    if (records.length === 0) {
      // ruleid: empty-result-no-echo
      return json({ records: [], hint: `No person named "${name}". Retry with the surname alone.` });
    }
    return json({ records });
  },
);

// markdown built up in a variable, the way many servers write their text results
server.tool(
  "search_series",
  "Search book series by title (CQL; whole words).",
  { title: z.string(), limit: z.number().int().max(50).default(20) },
  async ({ title, limit }) => {
    const records = await sru(`dc.title all "${title}" and dc.type = series`, limit);
    let output = `# Series matching "${title}" (first ${limit})\n\n`;
    if (records.length === 0) {
      output += "No series found. Retry with one distinctive word of the title.";
      // ok: empty-result-no-echo
      return output;
    }
    return output + records.map((r) => `- ${JSON.stringify(r)}`).join("\n");
  },
);

server.tool(
  "search_journals",
  "Search journals by title (CQL; whole words).",
  { title: z.string(), limit: z.number().int().max(50).default(20) },
  async ({ title, limit }) => {
    const records = await sru(`dc.title all "${title}" and dc.type = journal`, limit);
    let output = "# Journals\n\n";
    if (records.length === 0) {
      output += `No journal titled "${title}". Retry with one distinctive word of the title.`;
      // ruleid: empty-result-no-echo
      return output;
    }
    return output + records.map((r) => `- ${JSON.stringify(r)}`).join("\n");
  },
);

registerArchiveTools(server);
registerHubSearchTools(server);
registerRecordTools(server);
registerRowFieldTools(server);
registerMetaTools(server);
registerDatasetTools(server);
registerAnalyticsTools(server, { projectId: process.env.PROJECT_ID ?? "1" });
registerClusterTools(server);
registerCrawlTools(server);
registerWarehouseTools(server);
registerEventTools(server);
registerPermitTools(server);
await server.connect(new StdioServerTransport());

// registered last, so the lines above keep their places
import { registerExecutionTools } from "./executions.js";
registerExecutionTools(server);
import { registerLogTools } from "./datasets.js";
registerLogTools(server);
import { registerPagedListTools } from "./paged-lists.js";
registerPagedListTools(server);
import { registerSpanTools } from "./spans.js";
registerSpanTools(server);
import { registerPushedHitTools } from "./pushed-hits.js";
registerPushedHitTools(server);
import { registerBoardTools } from "./board-queries.js";
registerBoardTools(server);
import { registerTopicTools } from "./topics.js";
registerTopicTools(server);
