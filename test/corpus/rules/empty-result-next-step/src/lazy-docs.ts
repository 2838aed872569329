// fidelity-audit corpus: rule empty-result-next-step (a handler that loads its client module with `await import()` and calls its exports through the module object), modelled on public MCP servers for document databases that load their SDK wrappers lazily (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { softError } from "./soft-errors.js";

export function registerLazyDocTools(server: McpServer): void {
  server.tool(
    "list_doc_collections",
    "List the collections under a document path.",
    { documentPath: z.string().optional() },
    async ({ documentPath }) => {
      const store = await import("./lazy-docs-client.js");
      return store.listCollections(documentPath);
    },
  );

  server.tool(
    "list_doc_collections_checked",
    "List the collections under a document path (an empty list says what to try).",
    { documentPath: z.string().optional() },
    async ({ documentPath }) => (await import("./lazy-docs-client.js")).listCollectionsChecked(documentPath),
  );

  server.tool(
    "count_doc_collection",
    "Count the documents of one collection.",
    { collection: z.string() },
    async ({ collection }) => {
      try {
        const res = await fetch(`${process.env.DOCS_URL}/collections/${collection}/count`);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const { count } = (await res.json()) as { count: number };
        return { content: [{ type: "text" as const, text: `${collection}: ${count} documents` }] };
      } catch (error) {
        // ruleid: empty-result-next-step — the shared helper builds the failure without isError
        return softError(error, "count_doc_collection");
      }
    },
  );
}
