#!/usr/bin/env node
// fidelity-audit corpus: rule ambiguous-absence (McpServer tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { registerCardTools } from "./cards.js";
import { registerTrackerTools } from "./relations.js";
import { registerRosterTools } from "./roster.js";
import { listWithOwners, listWithSizes, sharesAndLocks } from "./listing.js";
import { getTerm, getTermFields, getTermPlain, searchTerms, termUsage } from "./records.js";

const server = new McpServer({ name: "lex-termbase", version: "1.1.0" });
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

server.tool("search_terms", "Search legal terms (whole words).", { term: z.string(), limit: z.number().int().optional() }, async ({ term, limit }) => {
  const result = await searchTerms(term);
  // ok: ambiguous-absence
  return json({ ...result, request: { term, limit: limit ?? null } });
});

server.tool(
  "get_term",
  "One legal term with the requested field groups.",
  { id: z.number().int(), groups: z.array(z.enum(["definition", "note", "source"])).default(["definition"]) },
  async ({ id, groups }) => json(await getTerm(id, groups)),
);

server.tool(
  "get_term_fields",
  "One legal term with the field groups you name.",
  { id: z.number().int(), fields: z.array(z.enum(["definition", "note", "source"])) },
  async ({ id, fields }) => json(await getTermFields(id, fields)),
);

server.tool("term_usage", "How often a term was looked up and cited.", { id: z.number().int() }, async ({ id }) => json(await termUsage(id)));

server.tool("get_term_plain", "One legal term (id, designation, domain).", { id: z.number().int() }, async ({ id }) => json(await getTermPlain(id)));

server.tool("list_with_sizes", "Entries of a folder with sizes and dates.", { dir: z.string() }, async ({ dir }) => ({
  content: [{ type: "text", text: await listWithSizes(dir) }],
}));

server.tool("list_with_owners", "Entries of a folder with owners and sizes.", { dir: z.string() }, async ({ dir }) => ({
  content: [{ type: "text", text: await listWithOwners(dir) }],
}));

server.tool(
  "shares_and_locks",
  "Share links and locks of some files.",
  { paths: z.array(z.string()) },
  async ({ paths }) => ({ content: [{ type: "text", text: await sharesAndLocks(paths) }] }),
);

registerCardTools(server);
registerTrackerTools(server);
registerRosterTools(server);

// tools added later, imported here so that the lines above stay where the tests expect them
import { registerHeadingTools } from "./headings.js";
registerHeadingTools(server);
import { registerCollectionTools } from "./collection.js";
import { registerIdTools } from "./id-converter.js";
registerCollectionTools(server);
registerIdTools(server);
await server.connect(new StdioServerTransport());
import { registerFieldStatTools } from "./field-stats.js";
registerFieldStatTools(server);
import { registerSeriesInfoTools } from "./series-info.js";
registerSeriesInfoTools(server);
import { registerJobTools } from "./job-runner.js";
registerJobTools(server);
import { describeSource } from "./db-sources.js";
server.tool("describe_source", "One configured database source: its driver options and tables.", { id: z.string() }, async ({ id }) => json(await describeSource(id)));
