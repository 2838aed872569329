// fidelity-audit corpus: rule empty-result-next-step (a storage fetch helper whose catch only logs and falls through to its closing `return null`, answered by the tool as "not found", beside one whose catch rethrows), modelled on public documentation MCP servers that read pre-generated files from object storage (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const STORE = process.env.STORE_URL ?? "https://store.example.net/docs";

async function fetchStoredDoc(owner: string, repo: string): Promise<string | null> {
  if (owner && repo) {
    try {
      const res = await fetch(`${STORE}/${owner}/${repo}/llms.txt`);
      if (res.ok) {
        return await res.text();
      } else {
        console.log("no stored doc");
      }
    } catch (error) {
      console.error("stored doc request failed", error);
    }
  }
  // ruleid: empty-result-next-step — the failure in the catch above falls through to this null
  return null;
}

async function fetchStoredDocStrict(owner: string, repo: string): Promise<string | null> {
  try {
    const res = await fetch(`${STORE}/${owner}/${repo}/llms.txt`);
    if (res.ok) return await res.text();
  } catch (error) {
    console.error("stored doc request failed", error);
    throw error;
  }
  // ok: empty-result-next-step — the catch rethrows: only "not there" reaches this null
  return null;
}

export function registerStorageTools(server: McpServer): void {
  server.tool(
    "stored_docs",
    "Read the pre-generated documentation of a repository.",
    { owner: z.string(), repo: z.string() },
    async ({ owner, repo }) => {
      const doc = await fetchStoredDoc(owner, repo);
      // ruleid: empty-result-next-step — the empty answer itself gives no next step
      if (!doc) return { content: [{ type: "text" as const, text: `No documentation found for ${owner}/${repo}.` }] };
      return { content: [{ type: "text" as const, text: doc }] };
    },
  );

  server.tool(
    "stored_docs_strict",
    "Read the pre-generated documentation of a repository.",
    { owner: z.string(), repo: z.string() },
    async ({ owner, repo }) => {
      const doc = await fetchStoredDocStrict(owner, repo);
      if (!doc)
        return {
          content: [{ type: "text" as const, text: `No documentation stored for ${owner}/${repo}; use fetch_docs to read it from the repository.` }],
        };
      return { content: [{ type: "text" as const, text: doc }] };
    },
  );
}
