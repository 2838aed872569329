// fidelity-audit corpus: rule unstable-order (resource handlers of an issue-tracker server: a low-level resources/list handler, registered resources with a callback and a class method), modelled on the shapes of public MCP servers for issue trackers (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListResourcesRequestSchema, ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { LinearClient, LinearDocument } from "@linear/sdk";
import pg from "pg";
import { recentTickets, ticketsById } from "./client/tickets.js";

const linear = new LinearClient({ apiKey: process.env.LINEAR_API_KEY ?? "" });
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

const tracker = new Server({ name: "tracker-resources", version: "0.3.0" }, { capabilities: { resources: {} } });

// inline: the resource list is the 50 most recently updated issues, cut through ties on the date
tracker.setRequestHandler(ListResourcesRequestSchema, async () => {
  const issues = await linear.issues({
    first: 50,
    // ruleid: unstable-order#upstream-paged
    orderBy: LinearDocument.PaginationOrderBy.UpdatedAt,
  });
  return { resources: issues.nodes.map((i) => ({ uri: `issue:///${i.id}`, name: i.title })) };
});

// a helper in another file: the read handler hands the caller's page to a paging helper
tracker.setRequestHandler(ReadResourceRequestSchema, async (request) => {
  const page = Number(new URL(request.params.uri).searchParams.get("page") ?? "0");
  const rows = await recentTickets(page);
  return { contents: [{ uri: request.params.uri, text: JSON.stringify(rows) }] };
});

/** A class method: the resource of one project's comments, sorted in process. */
class ProjectResources {
  async comments(project: string): Promise<{ id: string; created_at: string }[]> {
    const { rows } = await pool.query("SELECT id, created_at FROM comments WHERE project = $1 LIMIT 200", [project]);
    // ruleid: unstable-order#in-process-cut
    return rows.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 20);
  }

  async commentsStable(project: string): Promise<{ id: string; created_at: string }[]> {
    const { rows } = await pool.query("SELECT id, created_at FROM comments WHERE project = $1 LIMIT 200", [project]);
    // ok: unstable-order — ties on the date are broken by the id
    return rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id)).slice(0, 20);
  }
}

export function registerResources(server: McpServer) {
  const projects = new ProjectResources();
  server.resource("project-comments", "comments://{project}", async (uri) => ({
    contents: [{ uri: uri.href, text: JSON.stringify(await projects.comments(uri.pathname)) }],
  }));
  server.registerResource(
    "project-comments-stable",
    "comments-stable://{project}",
    { description: "Comments of a project, newest first, ties by id." },
    async (uri) => ({ contents: [{ uri: uri.href, text: JSON.stringify(await projects.commentsStable(uri.pathname)) }] }),
  );
  server.resource("tickets-by-id", "tickets://by-id", async (uri) => ({
    contents: [{ uri: uri.href, text: JSON.stringify(await ticketsById()) }],
  }));
}
