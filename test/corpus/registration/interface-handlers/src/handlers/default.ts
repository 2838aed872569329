// Handler for plain repositories in the docs-proxy corpus server; written for this repo.
import { z } from "zod";
import type { Repo, RepoHandler, Tool } from "./types.js";

export class DefaultHandler implements RepoHandler {
  getTools(repo: Repo): Tool[] {
    return [
      {
        name: "fetch_docs",
        description: "The repository's README.",
        paramsSchema: {},
        cb: async () => {
          const res = await fetch(`https://raw.example.com/${repo.owner}/${repo.name}/main/README.md`);
          return { content: [{ type: "text", text: await res.text() }] };
        },
      },
      {
        name: "search_docs",
        description: "Search the repository's documentation.",
        paramsSchema: { query: z.string() },
        cb: async ({ query }) => {
          const res = await fetch(`https://search.example.com/${repo.owner}/${repo.name}?q=${encodeURIComponent(query)}`);
          return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
        },
        annotations: { readOnlyHint: true },
      },
    ];
  }
}
