// fidelity-audit corpus: rule silent-envelope-default (a document database and object store reached through handles a client hands out, and relations fetched lazily from an SDK answer: inline in a handler, in a class method, through a helper), modelled on the shapes of public MCP servers for app-backend platforms and issue trackers (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getDocStore } from "docstore-admin/store";
import { BlobStore } from "blobstore-sdk";
import { z } from "zod";

const store = getDocStore();
const blobs = new BlobStore({ project: process.env.BLOB_PROJECT ?? "" });
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

/** A handle of a handle: the bucket, then one object in it; only the awaited call asks the service. */
class ObjectInfo {
  async of(path: string) {
    const bucket = blobs.bucket();
    const file = bucket.file(path);
    const meta = await file.getMetadata();
    // ruleid: silent-envelope-default — the metadata answer defaulted to an empty object
    const tags = meta.tags || {};
    return { path, tags };
  }
}

/** Reads one document's record through a helper. */
async function documentData(collection: string, id: string) {
  const ref = store.collection(collection).doc(id);
  const snap = await ref.get();
  return snap.data();
}

export function registerDocumentTools(server: McpServer): void {
  server.tool("get_document", "One document of a collection.", { collection: z.string(), id: z.string() }, async ({ collection, id }) => {
    const snap = await store.collection(collection).doc(id).get();
    // ruleid: silent-envelope-default — the document's record, read by its accessor, with a silent default
    const data = snap.data() || {};
    return json({ id, data });
  });
  server.tool("get_document_via_helper", "One document, read through a helper.", { collection: z.string(), id: z.string() }, async ({ collection, id }) => {
    // ruleid: silent-envelope-default
    const data = (await documentData(collection, id)) ?? {};
    return json({ id, data });
  });
  server.tool("object_tags", "The tags of one stored object.", { path: z.string() }, async ({ path }) => json(await new ObjectInfo().of(path)));
  server.tool("issue_labels", "The labels of one issue.", { id: z.string() }, async ({ id }) => {
    const issue = await store.issue(id);
    const labels = await issue.labels();
    // ruleid: silent-envelope-default — a relation fetched from the answer: its envelope key `nodes` defaulted
    const names = labels?.nodes?.map((l: { name: string }) => l.name) || [];
    return json({ id, names });
  });
  server.tool("split_names", "Splits the names you give.", { names: z.array(z.string()).optional() }, async ({ names }) => {
    // ok: silent-envelope-default — the caller's own list, not an upstream answer
    const parts = names?.map((n) => n.trim()) || [];
    return json({ parts });
  });
}
