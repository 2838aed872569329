// fidelity-audit corpus: rule empty-result-next-step (notices set on the request context, owner-scoped listings, size-capped readers), modelled on literature and cloud-console MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const LIT = process.env.LIT_URL ?? "https://literature.example.org/api";
const CONSOLE = process.env.CONSOLE_URL ?? "https://console.example.org/api/v2";

/** The request context this server's framework hands each handler: a notice set on it goes into the result. */
interface RequestContext {
  enrich: { notice(text: string): void; total(n: number): void };
  log: { warning(text: string): void };
}

async function citing(id: string): Promise<string[] | null> {
  const res = await fetch(`${LIT}/citing/${encodeURIComponent(id)}`);
  return res.ok ? ((await res.json()) as string[]) : null;
}

async function firewallRules(projectId: string, query?: string): Promise<{ cidr: string }[]> {
  const url = `${CONSOLE}/projects/${projectId}/firewall${query ? `?q=${encodeURIComponent(query)}` : ""}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`console answered ${res.status}`);
  return ((await res.json()) as { rules?: { cidr: string }[] }).rules ?? [];
}

/** Shared argument builders, as a console server keeps them. */
const Args = {
  projectId: () => z.string().regex(/^[0-9a-f]{24}$/),
};

async function dbUsers(projectId: string | undefined): Promise<string[]> {
  const res = await fetch(projectId ? `${CONSOLE}/projects/${projectId}/users` : `${CONSOLE}/users`);
  if (!res.ok) throw new Error(`console answered ${res.status}`);
  return ((await res.json()) as { users?: string[] }).users ?? [];
}

/** Reads a body up to a cap; this reader never cuts short (it throws instead), so `truncated` is always false. */
async function readCapped(res: Response, maxBytes: number): Promise<{ text: string; truncated: boolean }> {
  const text = await res.text();
  if (text.length > maxBytes) throw new Error(`answer larger than ${maxBytes} bytes`);
  return { text, truncated: false };
}

export function registerRelatedTools(server: McpServer): void {
  server.tool("find_citing", "Articles that cite one article, by its id.", { id: z.string() }, async ({ id }, ctx: RequestContext) => {
    const ids = await citing(id);
    if (ids === null) {
      ctx.enrich.total(0);
      ctx.enrich.notice(`Every provider failed for ${id}. Retry after a brief delay, or call search_articles.`);
      // ok: empty-result-next-step
      return { content: [{ type: "text", text: JSON.stringify({ id, articles: [] }) }] };
    }
    if (ids.length === 0) {
      ctx.log.warning(`no citing articles for ${id}; retry later`);
      // ruleid: empty-result-next-step
      return { content: [{ type: "text", text: JSON.stringify({ id, articles: [] }) }] };
    }
    return { content: [{ type: "text", text: JSON.stringify({ id, articles: ids }) }] };
  });

  server.tool("list_firewall_rules", "The firewall rules of one project.", { projectId: z.string() }, async ({ projectId }) => {
    const rules = await firewallRules(projectId);
    if (!rules.length) {
      // ruleid: empty-result-next-step — an empty listing with no next step: the owner id may be the wrong one
      return { content: [{ type: "text", text: JSON.stringify({ projectId, rules: [] }) }] };
    }
    return { content: [{ type: "text", text: JSON.stringify({ projectId, rules }) }] };
  });

  server.tool("list_db_users", "Database users of one project.", { projectId: Args.projectId().describe("Project id") }, async ({ projectId }) => {
    const users = await dbUsers(projectId);
    if (!users.length) {
      // ruleid: empty-result-next-step — an empty listing with no next step: the owner id may be the wrong one
      return { content: [{ type: "text", text: JSON.stringify({ projectId, users: [] }) }] };
    }
    return { content: [{ type: "text", text: JSON.stringify({ projectId, users }) }] };
  });

  server.tool(
    "list_all_db_users",
    "Database users of one project, or of every project when none is given.",
    { projectId: Args.projectId().describe("Project id; all projects when omitted").optional() },
    async ({ projectId }) => {
      const users = await dbUsers(projectId);
      if (!users.length) {
        // ruleid: empty-result-next-step
        return { content: [{ type: "text", text: JSON.stringify({ projectId, users: [] }) }] };
      }
      return { content: [{ type: "text", text: JSON.stringify({ projectId, users }) }] };
    },
  );

  server.tool(
    "search_firewall_rules",
    "Firewall rules of one project whose CIDR or comment contains a text.",
    { projectId: z.string(), query: z.string().describe("Text contained in the CIDR or comment (substring, case-insensitive)") },
    async ({ projectId, query }) => {
      const rules = await firewallRules(projectId, query);
      if (!rules.length) {
        // ruleid: empty-result-next-step
        return { content: [{ type: "text", text: JSON.stringify({ projectId, query, rules: [] }) }] };
      }
      return { content: [{ type: "text", text: JSON.stringify({ projectId, query, rules }) }] };
    },
  );

  server.tool("article_text", "Full text of one article, by its id.", { id: z.string() }, async ({ id }) => {
    const res = await fetch(`${LIT}/articles/${encodeURIComponent(id)}/text`);
    if (!res.ok) throw new Error(`literature service answered ${res.status}`);
    // ok: empty-result-next-step
    const { text } = await readCapped(res, 500_000);
    return { content: [{ type: "text", text: JSON.stringify({ id, text }) }] };
  });
}
