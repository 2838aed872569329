#!/usr/bin/env node
// fidelity-audit corpus: rule query-syntax-undocumented (high-level McpServer tools with zod descriptions), modelled on legislation-portal MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  askDocs,
  grepLogs,
  searchDocsIndex,
  searchDocuments,
  searchLaws,
  searchObjects,
  searchTerms,
} from "./api.js";
import { registerWikiTools } from "./wiki.js";
import { registerHelpDocsTools } from "./helpdocs.js";
import { registerIssueTools } from "./issues.js";
import { registerCatalogueTools } from "./catalogue.js";
import { registerMetadataTools } from "./metadata.js";

const server = new McpServer({ name: "legal-texts", version: "0.9.0" });
const json = (v: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(v, null, 2) }] });

server.registerTool(
  "search_terms",
  {
    description: "Search the legal terminology database.",
    inputSchema: {
      // ruleid: query-syntax-undocumented
      term: z.string().min(1).describe("Search term (Lucene syntax supported)"),
      rows: z.number().int().max(200).default(50),
      // ruleid: query-syntax-undocumented
      filter: z.string().optional().describe("Filter expression"),
    },
  },
  async ({ term, rows, filter }) => json(await searchTerms(term, rows, filter)),
);

server.registerTool(
  "search_documents",
  {
    description: "Search the full text of enacted documents.",
    inputSchema: {
      // ok: query-syntax-undocumented
      query: z.string().describe("Lucene query. Matches whole words, so a compound is not found by its parts: use `Quellensteuer*` for compounds."),
      // ok: query-syntax-undocumented
      summary_query: z.string().optional().describe("Focus for the generated summary of each document"),
      // ok: query-syntax-undocumented
      status_filter: z.string().default("in_force").describe("Document status, one of: in_force | repealed"),
    },
  },
  async ({ query }) => json(await searchDocuments(query)),
);

server.registerTool(
  "search_laws",
  {
    description: "Find laws by keyword. Keywords are matched as whole words and must all occur; append * for prefix matches.",
    inputSchema: {
      // ok: query-syntax-undocumented
      keywords: z.string(),
      // ok: query-syntax-undocumented
      filter: z.enum(["in_force", "repealed", "all"]).default("in_force").describe("Status filter"),
    },
  },
  async ({ keywords, filter }) => json(await searchLaws(keywords, filter)),
);

server.registerTool(
  "list_collections",
  {
    description: "List the portal's collections.",
    inputSchema: {
      // ok: query-syntax-undocumented — "partial … values" says a part of the name matches
      search: z.string().optional().describe("Search by collection name or code. You can give partial name or code values."),
      // ok: query-syntax-undocumented — "contain the provided string" says it is a substring match
      query: z.string().optional().describe("Search for versions which contain the provided string."),
    },
  },
  async ({ search }) => json(await searchDocuments(search ?? "")),
);

server.registerTool(
  "search_gazette",
  {
    description: "Search the official gazette.",
    inputSchema: {
      // ok: query-syntax-undocumented — field tokens shown, and how free text is matched
      query: z.string().describe('Gazette query. Field tokens like `TITLE:"<words>"`. Free text is matched broadly across title and summary.'),
    },
  },
  async ({ query }) => json(await searchDocuments(query)),
);

server.registerTool(
  "research_topic",
  {
    description: "Research a legal question across many sources, with LLM analysis of what it finds.",
    inputSchema: {
      // ok: query-syntax-undocumented — a question a language model reads, not a term matched against an index
      query: z.string().describe("The research question or topic"),
    },
  },
  async ({ query }) => json(await searchDocuments(query)),
);

server.registerTool(
  "search_reports",
  {
    description: "Search the published committee reports.",
    inputSchema: {
      // ruleid: query-syntax-undocumented
      query: z.string().describe("The query to search"),
    },
  },
  async ({ query }) => json(await searchDocuments(query)),
);

server.tool(
  "ask_docs",
  // ok: query-syntax-undocumented — the question goes to a language model as a chat message
  "Answers questions about the portal from its documentation.",
  { query: z.string() },
  async ({ query }) => json(await askDocs(query)),
);

server.tool(
  "search_docs_index",
  // ruleid: query-syntax-undocumented
  "Pages of the portal's documentation.",
  { query: z.string() },
  async ({ query }) => json(await searchDocsIndex(query)),
);

server.registerTool(
  "list_registers",
  {
    description: "List the portal's registers.",
    inputSchema: {
      // ruleid: query-syntax-undocumented
      search: z.string().optional().describe("Search by register name or code."),
    },
  },
  async ({ search }) => json(await searchDocuments(search ?? "")),
);

server.tool(
  "grep_logs",
  "Search the portal's publication log.",
  {
    // ruleid: query-syntax-undocumented
    pattern: z.string().describe("Pattern to search for"),
    since: z.string().describe("ISO date"),
    // ok: query-syntax-undocumented
    exclude_regex: z.string().optional().describe("JavaScript regular expression; lines it matches are left out"),
  },
  async ({ pattern, since }) => json(await grepLogs(pattern, since)),
);

server.tool(
  "search_news",
  "Search news articles.",
  {
    // ruleid: query-syntax-undocumented
    query: z.string().describe("Search query (max 400 chars)"),
    // ok: query-syntax-undocumented — a country code, although its description says "search query country"
    country: z.string().default("US").describe("Search query country, where the results come from: a 2-character country code."),
  },
  async ({ query, country }) => json(await searchDocuments(`${query} country:${country}`)),
);

server.tool(
  "query_docs",
  "Search the portal documentation.",
  {
    // ok: query-syntax-undocumented — GraphQL defines what a query matches
    graphql_query: z.string().describe("GraphQL query string"),
  },
  async ({ graphql_query }) => json(await searchDocuments(graphql_query)),
);

server.tool(
  "search_objects",
  "Search database objects by name.",
  {
    // ok: query-syntax-undocumented — SQL LIKE defines its wildcards and matches the whole name
    pattern: z.string().default("%").describe("LIKE pattern (% = any chars, _ = one char)"),
    // ok: query-syntax-undocumented — an exact schema name the request is scoped to, not text searched
    schema: z.string().optional().describe("Filter to schema"),
    // ruleid: query-syntax-undocumented
    name_pattern: z.string().optional().describe("Pattern to search names with"),
  },
  async ({ pattern, schema, name_pattern }) => json(await searchObjects(name_pattern ?? pattern, schema)),
);

server.tool(
  "search_statutes",
  // a full-text syntax named in the tool's text: the granularity is owed (FTS5 MATCH is an index over words)
  `Full-text search over the statutes.

FTS5 syntax: AND, OR, NOT, "phrase".`,
  {
    // ruleid: query-syntax-undocumented#granularity-undocumented
    terms: z.string().describe("Search terms"),
  },
  async ({ terms }) => json(await searchDocuments(terms)),
);

registerWikiTools(server);
registerMetadataTools(server);
registerHelpDocsTools(server);
registerIssueTools(server);
registerCatalogueTools(server);
await server.connect(new StdioServerTransport());
