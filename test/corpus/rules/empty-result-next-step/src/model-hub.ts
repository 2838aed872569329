// fidelity-audit corpus: rule empty-result-next-step (the handler shows a field of the object a helper answers: held directly, destructured, or answered through a timing wrapper's callback), modelled on model-hub MCP servers that return { formatted, totalResults } from a service class (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { HubSearch, timed } from "./model-hub-client.js";

const HUB = process.env.HUB_API ?? "https://hub.example/api";

async function searchPapers(query: string): Promise<{ text: string; count: number }> {
  const res = await fetch(`${HUB}/papers?q=${encodeURIComponent(query)}`);
  if (!res.ok) throw new Error(`hub answered ${res.status}`);
  const papers = (await res.json()) as { title: string }[];
  if (!papers.length) {
    // ruleid: empty-result-next-step — shown through `const { text } = await searchPapers(q)`
    return { text: "No papers found.", count: 0 };
  }
  return { text: papers.map((p) => p.title).join("\n"), count: papers.length };
}

/** Calls `run` again after a short pause when it throws; answers what `run` answers. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 200 * i));
    }
  }
}

async function listCollections(owner: string): Promise<{ slug: string; title: string }[]> {
  const res = await fetch(`${HUB}/collections?owner=${encodeURIComponent(owner)}`);
  if (!res.ok) throw new Error(`hub answered ${res.status}`);
  return (await res.json()) as { slug: string; title: string }[];
}

export function registerHubTools(server: McpServer): void {
  server.tool("list_collections", "Collections of one owner.", { owner: z.string() }, async ({ owner }) => {
    const collections = await withRetry(() => listCollections(owner));
    // ruleid: empty-result-next-step — the retried list is stringified as it came: "[]" when the owner has none
    return { content: [{ type: "text", text: JSON.stringify(collections, null, 2) }] };
  });

  server.tool("repo_commits", "Recent commits of one repository.", { repo: z.string() }, async ({ repo }) => {
    let page = { commits: [] as { id: string; title: string }[], hasMore: false };
    try {
      page = await new HubSearch().commits(repo);
      // ruleid: empty-result-next-step — a failed request leaves the empty page it was declared with
    } catch (err) {
      console.error("commit listing failed", err);
    }
    return { content: [{ type: "text", text: JSON.stringify(page, null, 2) }] };
  });

  server.tool("repo_commits_checked", "Recent commits of one repository.", { repo: z.string() }, async ({ repo }) => {
    let page = { commits: [] as { id: string; title: string }[], hasMore: false };
    try {
      page = await new HubSearch().commits(repo);
    } catch (err) {
      // ok: empty-result-next-step — the failure goes on as an error
      throw new Error(`Could not list the commits of ${repo}: ${String(err)}`);
    }
    if (!page.commits.length) {
      return { content: [{ type: "text", text: `${repo} has no commits on its default branch; call list_branches for the others.` }] };
    }
    return { content: [{ type: "text", text: JSON.stringify(page, null, 2) }] };
  });

  server.tool("list_likes", "Repositories one user liked.", { user: z.string() }, async ({ user }) => {
    const likes = await timed("list_likes", async () => {
      const res = await fetch(`${HUB}/users/${encodeURIComponent(user)}/likes`);
      if (!res.ok) throw new Error(`hub answered ${res.status}`);
      return (await res.json()) as { repo: string }[];
    });
    if (likes.length === 0) {
      // ok: empty-result-next-step — the empty answer says what to check next
      return { content: [{ type: "text", text: `${user} has liked no repositories. Check the user name with search_users.` }] };
    }
    return { content: [{ type: "text", text: JSON.stringify(likes) }] };
  });

  server.tool("search_models", "Search models by name (substring).", { query: z.string(), limit: z.number().default(20) }, async ({ query, limit }) => {
    const result = await timed("search_models", async () => {
      const hub = new HubSearch();
      return hub.searchModels(query, limit);
    });
    return { content: [{ type: "text", text: result.formatted }] };
  });

  server.tool("search_datasets", "Search datasets by name (substring).", { query: z.string() }, async ({ query }) => {
    const result = await new HubSearch().searchDatasets(query);
    return { content: [{ type: "text", text: result.formatted }] };
  });

  server.tool("space_status", "Runtime stage of a space.", { id: z.string() }, async ({ id }) => {
    const result = await new HubSearch().spaceStatus(id);
    return { content: [{ type: "text", text: result.formatted }], ...(result.isError && { isError: true }) };
  });

  server.tool("search_papers", "Search papers by title words.", { query: z.string() }, async ({ query }) => {
    const { text } = await searchPapers(query);
    return { content: [{ type: "text", text }] };
  });
}
