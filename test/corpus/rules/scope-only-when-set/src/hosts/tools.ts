// fidelity-audit corpus: rule scope-only-when-set (code-hosting tools dispatched by name after the whole argument object is cleaned), modelled on the shapes of public MCP servers for GitHub and GitLab (written for this repo, 2026-11-30)
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { listMilestones, listPulls, queryDeployments } from "./client.js";

const ListPullsSchema = z.object({
  owner: z.string(),
  repo: z.string(),
  state: z.enum(["open", "closed", "all"]).optional().describe("State of the pull requests to return"),
  per_page: z.number().int().max(100).optional(),
});

const ListMilestonesSchema = z.object({
  project_id: z.string(),
  state: z.enum(["active", "closed"]).optional().describe("Milestone state"),
  per_page: z.number().int().max(100).optional(),
});

const ListDeploymentsSchema = z.object({
  project_id: z.string(),
  status: z.enum(["created", "running", "success", "failed", "canceled", "all"]).optional().describe("Deployment status"),
  environment: z.string().optional().describe("Environment name"),
});

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

/** Trims the text arguments, as some clients pad them. */
function cleanArguments(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]));
}

async function handleToolCall(params: { name: string; arguments?: Record<string, unknown> }) {
  const args = params.arguments as Record<string, unknown>;
  // ok: scope-only-when-set — a test of the whole argument object is not where `status` is left out
  if (args) {
    params.arguments = cleanArguments(args);
  }
  switch (params.name) {
    case "list_pull_requests": {
      const a = ListPullsSchema.parse(params.arguments);
      return text(await listPulls(a.owner, a.repo, { state: a.state, per_page: a.per_page }));
    }
    case "list_milestones": {
      const a = ListMilestonesSchema.parse(params.arguments);
      return text(await listMilestones(a.project_id, { state: a.state, per_page: a.per_page }));
    }
    case "list_deployments": {
      const a = ListDeploymentsSchema.parse(params.arguments);
      // the variables object is serialised as JSON: a status left out is not in the query
      // ruleid: scope-only-when-set#left-out-when-absent
      return text(await queryDeployments({ fullPath: a.project_id, status: a.status, environment: a.environment }));
    }
    default:
      throw new Error(`Unknown tool: ${params.name}`);
  }
}

export function registerHostTools(server: Server) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      { name: "list_pull_requests", description: "List pull requests of a GitHub repository.", inputSchema: zodToJsonSchema(ListPullsSchema) },
      { name: "list_milestones", description: "List milestones of a GitLab project.", inputSchema: zodToJsonSchema(ListMilestonesSchema) },
      { name: "list_deployments", description: "List deployments of a GitLab project.", inputSchema: zodToJsonSchema(ListDeploymentsSchema) },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => handleToolCall(request.params));
}
