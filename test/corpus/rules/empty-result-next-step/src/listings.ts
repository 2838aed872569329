// fidelity-audit corpus: rule empty-result-next-step (error-tracking tools whose upstream lists reach the result as they came: mapped into content items inline, wrapped in an envelope by a helper, mapped in a class method), modelled on the shapes of public MCP servers for error-tracking platforms (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { issuesOf, issuesResult, ReleaseDesk } from "./listing-client.js";

const desk = new ReleaseDesk();

export function registerListingTools(server: McpServer): void {
  server.tool("list_issues", "Issues of one project.", { project: z.string() }, async ({ project }) => {
    const issues = await issuesOf(project);
    // ruleid: empty-result-next-step — the issues mapped into content items: an empty list gives no content and no next step
    return { content: issues.map((i) => ({ type: "text" as const, text: `${i.id} ${i.title}` })) };
  });

  server.tool("list_issues_checked", "Issues of one project.", { project: z.string() }, async ({ project }) => {
    const issues = await issuesOf(project);
    if (issues.length === 0) {
      return { content: [{ type: "text" as const, text: `No issues in '${project}'. Check the slug with list_projects.` }] };
    }
    // ok: empty-result-next-step — the empty list was answered above with a next step
    return { content: issues.map((i) => ({ type: "text" as const, text: `${i.id} ${i.title}` })) };
  });

  server.tool("list_issues_wrapped", "Issues of one project.", { project: z.string() }, async ({ project }) => issuesResult(project));

  server.tool("list_releases", "Releases of one project.", { project: z.string() }, async ({ project }) => desk.releasesResult(project));

  server.tool("list_releases_checked", "Releases of one project.", { project: z.string() }, async ({ project }) =>
    desk.releasesResultChecked(project),
  );
}
