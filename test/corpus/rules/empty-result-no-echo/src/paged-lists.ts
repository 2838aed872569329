// fidelity-audit corpus: rule empty-result-no-echo (empty pages whose structuredContent echoes the paging and filters inside sub-objects — `pagination.offset`, `filters.status` — beside one that leaves a sent value out), modelled on public MCP servers for issue trackers and CRM records that page list endpoints (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { pagedResult } from "./paged-lists-format.js";

const API = process.env.TRACKER_URL ?? "https://tracker.example.com/api";

async function listIssues(project: string, status: string, offset: number, limit: number) {
  const res = await fetch(`${API}/projects/${project}/issues?status=${status}&offset=${offset}&limit=${limit}`);
  if (!res.ok) throw new Error(`issue list failed: HTTP ${res.status}`);
  return (await res.json()) as { issues: { id: string; title: string }[]; page: { start: number; size: number } };
}

export function registerPagedListTools(server: McpServer): void {
  server.registerTool(
    "list_issues",
    {
      description: "List the issues of a project, one page at a time.",
      inputSchema: { project: z.string(), status: z.string(), offset: z.number().int(), limit: z.number().int() },
    },
    async ({ project, status, offset, limit }) => {
      const { issues } = await listIssues(project, status, offset, limit);
      if (issues.length === 0) {
        const from = Math.max(0, offset);
        const size = Math.min(limit, 100);
        const empty = { issues: [], filters: { project: project.trim(), status }, pagination: { offset: from, limit: size } };
        // ok: empty-result-no-echo — project and status under `filters`, offset and limit under `pagination`
        return { structuredContent: empty, content: [{ type: "text" as const, text: "No issues on this page: lower offset or widen status." }] };
      }
      return { structuredContent: { issues }, content: [{ type: "text" as const, text: `${issues.length} issues` }] };
    },
  );

  server.registerTool(
    "list_issues_page",
    {
      description: "List the issues of a project, one page at a time (paging shown).",
      inputSchema: { project: z.string(), status: z.string(), offset: z.number().int(), limit: z.number().int() },
    },
    async ({ project, status, offset, limit }) => {
      const { issues } = await listIssues(project, status, offset, limit);
      if (issues.length === 0) {
        // ruleid: empty-result-no-echo — `pagination` carries offset and limit, but project and status went out too
        return { structuredContent: { issues: [], pagination: { offset: offset, limit: limit } }, content: [{ type: "text" as const, text: "No issues on this page: lower offset." }] };
      }
      return { structuredContent: { issues }, content: [{ type: "text" as const, text: `${issues.length} issues` }] };
    },
  );

  server.registerTool(
    "list_issues_paged",
    {
      description: "List the issues of a project (the page envelope comes from a helper).",
      inputSchema: { project: z.string(), status: z.string(), offset: z.number().int(), limit: z.number().int() },
    },
    async ({ project, status, offset, limit }) => {
      const answer = await listIssues(project, status, offset, limit);
      if (!answer.issues.length) {
        // ok: empty-result-no-echo — the helper's sub-objects carry every value that went out (the paging as the answer states it)
        return pagedResult([], { project, status }, answer.page);
      }
      return pagedResult(answer.issues, { project, status }, answer.page);
    },
  );
}
