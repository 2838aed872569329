// fidelity-audit corpus: rule empty-result-next-step (an answer's items copied into a local array with `.push` in a loop, then stringified, wrapped in an envelope or sent as the content items: inline, from a helper in another file and from a class method), modelled on public document-database MCP servers that list collections and documents (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type DocStore, collectionKinds, safeCollections } from "./collections-client.js";

declare const store: DocStore;

class Browser {
  constructor(private readonly db: DocStore) {}

  async subcollections(parent: string) {
    const content: { type: "text"; text: string }[] = [];
    (await this.db.listCollections(parent)).forEach((ref) => {
      content.push({ type: "text", text: `${ref.id} (${ref.path})` });
    });
    // ruleid: empty-result-next-step — one content item per collection: none at all when the parent has no collections
    return { content };
  }

  async documents(paths: string[]) {
    const found: { path: string; data: unknown }[] = [];
    for (const path of paths) found.push({ path, data: await this.db.getDocument(path) });
    // ok: empty-result-next-step — one entry per path the caller gave: empty only when the caller asked for nothing
    return { content: [{ type: "text" as const, text: JSON.stringify(found) }] };
  }
}

const browser = new Browser(store);

export function registerCollectionTools(server: McpServer): void {
  server.tool(
    "firestore_list_collections",
    "List the collections under a document path (root when omitted).",
    { documentPath: z.string().optional() },
    async ({ documentPath }) => {
      const out: { id: string; path: string }[] = [];
      for (const c of await store.listCollections(documentPath)) out.push({ id: c.id, path: c.path });
      // ruleid: empty-result-next-step — the pushed copy of the answer is empty whenever the answer is
      return { content: [{ type: "text" as const, text: JSON.stringify({ collections: out, path: documentPath ?? "root" }) }] };
    },
  );

  server.tool(
    "firestore_list_collections_checked",
    "List the collections under a document path (empty answers say what to try).",
    { documentPath: z.string().optional() },
    async ({ documentPath }) => {
      const out: { id: string; path: string }[] = [];
      for (const c of await store.listCollections(documentPath)) out.push({ id: c.id, path: c.path });
      if (out.length === 0)
        return {
          content: [
            { type: "text" as const, text: `No collections under '${documentPath ?? "root"}': check the path with firestore_get_document.` },
          ],
        };
      // ok: empty-result-next-step — the loop's copy is tested first and the empty answer says what to try
      return { content: [{ type: "text" as const, text: JSON.stringify({ collections: out }) }] };
    },
  );

  server.tool(
    "firestore_collections_summary",
    "List the collections under a document path, through the client helper.",
    { documentPath: z.string().optional() },
    async ({ documentPath }) => {
      const result = await safeCollections(store, documentPath);
      // ruleid: empty-result-next-step — the helper's envelope carries the pushed copy of the answer as it came
      return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
    },
  );

  server.tool(
    "firestore_collection_kinds",
    "List the kinds of collection a path can hold.",
    { documentPath: z.string().optional() },
    async ({ documentPath }) => {
      const result = collectionKinds(documentPath);
      // ok: empty-result-next-step — pushed from a constant table: never empty
      return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
    },
  );

  server.tool(
    "firestore_subcollections",
    "List the subcollections of a document, one content item each.",
    { parent: z.string() },
    async ({ parent }) => browser.subcollections(parent),
  );

  server.tool(
    "firestore_get_documents",
    "Fetch several documents by path.",
    { paths: z.array(z.string()) },
    async ({ paths }) => browser.documents(paths),
  );
}
