// fidelity-audit corpus: rule scope-only-when-set (records tools: SQL, OData and GraphQL sources), modelled on the shapes of public MCP servers over SQL, OData and GraphQL sources (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { countDecisions, DecisionIndex, decisionsSince, declarations, IssueBoard, listDecisions, observations, observationsOf, boardIssues } from "./client.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const board = new IssueBoard();
const index = new DecisionIndex();

export function registerRecordTools(server: McpServer) {
  server.tool(
    "count_decisions",
    "Count the court decisions in the local index.",
    {
      year: z.number().int().optional().describe("Year of the decision"),
      area: z.string().optional().describe("Legal area"),
    },
    async ({ year, area }) => text(await countDecisions(year, area)),
  );

  server.tool(
    "list_decisions",
    "List court decisions from the records API.",
    { year: z.number().int().optional().describe("Year of the decision") },
    async ({ year }) => text(await listDecisions(year)),
  );

  server.tool(
    "list_declarations",
    "List disaster declarations.",
    {
      state: z.string().optional().describe("Two-letter state code"),
      top: z.number().int().optional().describe("Maximum number of declarations"),
    },
    async ({ state, top }) => text(await declarations({ state, top })),
  );

  server.tool(
    "search_issues",
    "Search the issues of the board.",
    {
      status: z.string().optional().describe("Workflow state name"),
      type: z.string().optional().describe("Issue type"),
    },
    async (args) => text(await board.issues({ status: args.status, type: args.type })),
  );

  server.tool(
    "list_board_issues",
    "List the issues of the board by state.",
    {
      status: z.string().optional().describe("Workflow state name"),
    },
    async ({ status }) => {
      const filter: Record<string, unknown> = {};
      // ok: scope-only-when-set — inline: a comparison in the server's own filter expression
      if (status) filter.state = { name: { eq: status } };
      const res = await fetch("https://board.example/graphql", {
        method: "POST",
        body: JSON.stringify({ query: "query($filter: IssueFilter) { issues(filter: $filter) { nodes { id } } }", variables: { filter } }),
      });
      return text(await res.json());
    },
  );

  server.tool(
    "search_decisions",
    "Full-text search of the decisions, optionally within a date range.",
    {
      query: z.string().describe("Words to search for"),
      from: z.string().optional().describe("Earliest decision date"),
      to: z.string().optional().describe("Latest decision date"),
    },
    async ({ query, from, to }) => {
      const range: Record<string, string> = {};
      // ok: scope-only-when-set — inline: a bound of the server's own range filter, assembled key by key
      if (from) range.gte = from;
      // ok: scope-only-when-set
      if (to) range["lte"] = to;
      const res = await fetch("https://records.example.gov/es/decisions/_search", {
        method: "POST",
        body: JSON.stringify({ query: { bool: { must: [{ match: { text: query } }], filter: [{ range: { date: range } }] } } }),
      });
      return text(await res.json());
    },
  );

  server.tool(
    "recent_decisions",
    "Decisions since a date, of one type.",
    { since: z.string().optional().describe("Earliest date"), type: z.string().optional().describe("Decision type") },
    async (args) => text(await decisionsSince(args)),
  );

  server.tool(
    "decisions_before",
    "Decisions before a date, of one category.",
    { before: z.string().optional().describe("Latest date"), category: z.string().optional().describe("Category") },
    async (args) => text(await index.window(args)),
  );

  server.tool(
    "series_observations",
    "Observations of a FRED series.",
    {
      series_id: z.string().describe("FRED series id"),
      start: z.string().optional().describe("First observation date"),
      end: z.string().optional().describe("Last observation date"),
      limit: z.number().int().optional().describe("Maximum number of observations"),
    },
    async ({ series_id, start, end, limit }) => text(await observations(series_id, { start, end, limit })),
  );

  server.tool(
    "series_observations_of",
    "Observations of a FRED series, in chosen units.",
    {
      series_id: z.string().describe("FRED series id"),
      end_date: z.string().optional().describe("Last observation date"),
      category: z.string().optional().describe("Release category"),
    },
    async ({ series_id, end_date, category }) => text(await observationsOf(series_id, end_date, category)),
  );

  server.tool(
    "board_issues",
    "Issues of the board.",
    { includeArchived: z.boolean().optional().describe("Include archived issues in results") },
    async (args) => text(await boardIssues(args)),
  );

  server.tool(
    "board_issues_documented",
    "Issues of the board.",
    // ok: scope-only-when-set — the description says what leaving it out gives
    { includeArchived: z.boolean().optional().describe("Include archived issues (default: false, archived issues are left out)") },
    async (args) => text(await boardIssues(args)),
  );
}
