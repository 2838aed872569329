// fidelity-audit corpus: rule scope-only-when-set (issue-tracker tools: schemas whose defaults and descriptions disagree or agree), modelled on the shapes of public MCP servers for code hosts and databases (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { listAlerts, listIncidents, listIssues, listTickets, recentIncidentsOf } from "./client.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerTrackerTools(server: McpServer) {
  server.tool(
    "list_issues",
    "List the issues of one project.",
    {
      project: z.string().describe("Project path"),
      state: z.enum(["open", "closed", "all"]).optional().describe("Issue state"),
      assignee: z.string().optional().describe("Username"),
      sort: z.enum(["created", "updated"]).optional(),
    },
    async ({ project, ...options }) => text(await listIssues(project, options)),
  );

  server.tool(
    "list_tickets",
    "List support tickets.",
    {
      // states of the items, none meaning all: left out, the upstream picks
      status: z.enum(["new", "pending", "solved", "closed"]).optional().describe("Ticket status"),
      // ok: scope-only-when-set — a label filter left out means no label filter
      labels: z.string().optional().describe("Comma-separated labels"),
      // a page size left out is the upstream default page
      limit: z.number().int().optional(),
    },
    // ruleid: scope-only-when-set, scope-only-when-set — `status` and `limit` left out: the tool's call into the shared client
    async (args) => text(await listTickets(args)),
  );

  server.tool(
    "get_ticket_details",
    "One ticket with its three most recent linked incidents.",
    { ticketId: z.string() },
    async ({ ticketId }) => text(await recentIncidentsOf(ticketId)),
  );

  server.tool(
    "list_anomalies",
    "List detected traffic anomalies.",
    {
      // a status argument described as a filter still leaves the default to the upstream
      status: z.enum(["VERIFIED", "UNVERIFIED"]).optional().describe("Filter by anomaly verification status."),
    },
    // ruleid: scope-only-when-set — the tool's call into the shared client, which leaves `status` out
    async (args) => text(await listTickets(args)),
  );

  server.tool(
    "list_alerts",
    "List the alerts of the monitoring project.",
    {
      status: z.enum(["firing", "resolved", "silenced"]).optional().describe("Alert status"),
      since: z.string().optional().describe("ISO timestamp"),
      until: z.string().optional().describe("ISO timestamp"),
    },
    async ({ status, since, until }) => text(await listAlerts(status, since, until)),
  );

  server.tool(
    "list_incidents",
    "List incidents.",
    {
      state: z.enum(["all", "triggered", "acknowledged"]).optional(),
      status: z.string().optional().describe("Incident status; open when left out"),
    },
    async ({ state, status }) => text(await listIncidents(state, status)),
  );

  server.tool(
    "list_tables",
    "List the tables of the database.",
    {
      schemas: z
        .array(z.string())
        // ruleid: scope-only-when-set#default-contradicts-all
        .describe("Schemas to include. Defaults to all schemas.")
        .default(["public"]),
      owners: z
        .array(z.string())
        // ok: scope-only-when-set — an empty default list really is "no owner filter"
        .describe("Owners to include. Defaults to all owners.")
        .default([]),
    },
    async ({ schemas, owners }) => text(await listTickets({ labels: [...schemas, ...owners].join(",") })),
  );
}
