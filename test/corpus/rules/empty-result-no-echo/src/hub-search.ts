// fidelity-audit corpus: rule empty-result-no-echo (a search service class answers { formatted, total } and the handler shows its `formatted` field, held directly or through a logging wrapper's callback), modelled on model-hub MCP servers (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const HUB = process.env.HUB_API ?? "https://hub.example/api";

class SpaceSearch {
  async byTask(task: string, limit: number): Promise<{ formatted: string; total: number }> {
    const res = await fetch(`${HUB}/spaces?filter=${encodeURIComponent(task)}&limit=${limit}`);
    if (!res.ok) throw new Error(`hub answered ${res.status}`);
    const spaces = (await res.json()) as { id: string }[];
    if (spaces.length === 0) {
      // ruleid: empty-result-no-echo — neither the task filter nor the limit that went out is named
      return { formatted: "No spaces found. Try a broader task such as text-generation, or call list_tasks.", total: 0 };
    }
    return { formatted: spaces.map((s) => s.id).join("\n"), total: spaces.length };
  }

  async byAuthor(author: string, limit: number): Promise<{ formatted: string; total: number }> {
    const res = await fetch(`${HUB}/spaces?author=${encodeURIComponent(author)}&limit=${limit}`);
    if (!res.ok) throw new Error(`hub answered ${res.status}`);
    const spaces = (await res.json()) as { id: string }[];
    if (spaces.length === 0) {
      // ok: empty-result-no-echo — the empty text names the author and the limit it asked with
      return {
        formatted: `No spaces by author "${author}" (limit ${limit}). Check the author's name with search_users.`,
        total: 0,
      };
    }
    return { formatted: spaces.map((s) => s.id).join("\n"), total: spaces.length };
  }
}

async function logged<T>(name: string, run: () => Promise<T>): Promise<T> {
  console.error(`calling ${name}`);
  return await run();
}

export function registerHubSearchTools(server: McpServer): void {
  server.tool("spaces_by_task", "Spaces for one task tag (exact tag).", { task: z.string(), limit: z.number().default(10) }, async ({ task, limit }) => {
    const result = await logged("spaces_by_task", () => new SpaceSearch().byTask(task, limit));
    return { content: [{ type: "text", text: result.formatted }] };
  });

  server.tool("spaces_by_author", "Spaces of one author (exact name).", { author: z.string(), limit: z.number().default(10) }, async ({ author, limit }) => {
    const result = await new SpaceSearch().byAuthor(author, limit);
    return { content: [{ type: "text", text: result.formatted }] };
  });
}
