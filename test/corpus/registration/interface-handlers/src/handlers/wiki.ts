// Handler for wiki repositories in the docs-proxy corpus server; written for this repo.
import { z } from "zod";
import type { Repo, RepoHandler, Tool } from "./types.js";

export class WikiHandler implements RepoHandler {
  getTools(repo: Repo): Tool[] {
    return [
      {
        name: "wiki_page",
        description: "One wiki page.",
        paramsSchema: { page: z.string() },
        cb: async ({ page }) => {
          const res = await fetch(`https://wiki.example.com/${repo.owner}/${repo.name}/${encodeURIComponent(page)}`);
          return { content: [{ type: "text", text: await res.text() }] };
        },
      },
    ];
  }
}
