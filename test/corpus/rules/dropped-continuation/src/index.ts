#!/usr/bin/env node
// fidelity-audit corpus: rule dropped-continuation (McpServer tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { countCommits, countCommitsFirstPage, listFiles, queryAllNotes, queryNotes, rawChangelog, searchCatalogue, searchCatalogueHonest, searchIssues } from "./client.js";

const server = new McpServer({ name: "workspace-search", version: "0.7.2" });
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

server.tool("search_issues", "Search issues (code-host search syntax).", { q: z.string() }, async ({ q }) => json(await searchIssues(q)));

server.tool("query_notes", "Notes of one database.", { database: z.string(), all: z.boolean().default(false) }, async ({ database, all }) =>
  json(all ? await queryAllNotes(database) : await queryNotes(database)),
);

server.registerTool(
  "search_catalogue",
  { description: "Search the book catalogue (Solr syntax).", inputSchema: { q: z.string(), rows: z.number().int().max(500).default(50), honest: z.boolean().default(true) } },
  async ({ q, rows, honest }) => json(honest ? await searchCatalogueHonest(q, rows) : await searchCatalogue(q, rows)),
);

server.tool("list_files", "Files in one folder, one page; pass nextPageToken back for the next page.", { folder: z.string(), page_token: z.string().optional() }, async ({ folder, page_token }) =>
  json(await listFiles(folder, page_token)),
);

server.tool("changelog", "Releases of one repository, as the code host returns them.", { repo: z.string() }, async ({ repo }) => {
  // ok: dropped-continuation
  const answer = await rawChangelog(repo);
  return json(answer);
});

server.tool("count_commits", "Number of commits of one repository.", { repo: z.string() }, async ({ repo }) => json({ commits: await countCommits(repo) }));

server.tool("count_recent_commits", "Number of commits on the main branch.", { repo: z.string() }, async ({ repo }) =>
  json({ commits: await countCommitsFirstPage(repo) }),
);

await server.connect(new StdioServerTransport());
