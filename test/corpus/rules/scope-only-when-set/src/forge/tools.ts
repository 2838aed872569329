// fidelity-audit corpus: rule scope-only-when-set (code-forge and billing tools whose optional arguments are forwarded only when set), modelled on the shapes of public MCP servers for code hosts and payment APIs (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { listIssues, listMergeRequests, listMyEvents, listProjectEvents, listSnippets, listSubscriptions } from "./client.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerForgeTools(server: McpServer) {
  server.tool(
    "list_merge_requests",
    "List merge requests in a project, or across every project the user can access.",
    {
      project_id: z.string().optional().describe("Project path; leave out to list across all accessible projects"),
      scope: z.enum(["created_by_me", "assigned_to_me", "all"]).optional().describe("Merge requests from a specific scope"),
      // ok: scope-only-when-set — the description says what leaving it out means
      state: z.enum(["opened", "closed", "merged", "all"]).optional().describe("State filter; defaults to opened"),
      // ok: scope-only-when-set — a label filter left out means no label filter
      labels: z.array(z.string()).optional().describe("Label names"),
      search: z.string().optional().describe("Search in title and description"),
    },
    async ({ project_id, ...options }) => text(await listMergeRequests(project_id, options)),
  );

  server.tool(
    "list_subscriptions",
    "List all subscriptions of the billing account.",
    {
      // ok: scope-only-when-set — one customer's subscriptions when set, every customer's when not
      customer: z.string().optional().describe("The ID of the customer to list subscriptions for."),
      // (rule 1: reported at the request that leaves it out, not here)
      status: z.enum(["active", "past_due", "canceled", "all"]).optional().describe("The status of the subscriptions to retrieve."),
      // a page size left out is the upstream default page
      limit: z.number().int().min(1).max(100).optional().describe("A limit on the number of objects to be returned."),
    },
    async (params) => text(await listSubscriptions(params)),
  );

  server.tool(
    "list_my_events",
    "List events for the authenticated user.",
    {
      scope: z.string().optional().describe("Include all events across the user's projects"),
      action: z.string().optional().describe("Only events of this action type"),
    },
    async (options) => text(await listMyEvents(options)),
  );

  server.tool(
    "list_project_events",
    "List events of a project.",
    {
      project_id: z.string(),
      scope: z.string().optional().describe("Include all events across the user's projects"),
      action: z.string().optional().describe("Only events of this action type"),
    },
    async ({ project_id, ...options }) => text(await listProjectEvents(project_id, options)),
  );

  server.tool(
    "list_issues",
    "List issues (default: created by current user; use scope='all' for all)",
    {
      project_id: z.string().optional().describe("Project path (optional - if not provided, lists issues across all accessible projects)"),
      scope: z.enum(["created_by_me", "assigned_to_me", "all"]).optional().describe("Issues from a specific scope"),
      search: z.string().optional().describe("Search in title and description"),
    },
    async ({ project_id, ...options }) => text(await listIssues(project_id, options)),
  );

  server.tool(
    "list_snippets",
    "List snippets (default: created by current user; use scope='all' for all)",
    {
      scope: z.enum(["created_by_me", "all"]).optional().describe("Snippets from a specific scope"),
      search: z.string().optional().describe("Search in title and content"),
    },
    async (options) => text(await listSnippets(options)),
  );
}
