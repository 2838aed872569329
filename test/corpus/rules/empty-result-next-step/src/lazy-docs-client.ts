// fidelity-audit corpus: rule empty-result-next-step (the lazily imported client of lazy-docs.ts), modelled on public MCP servers for document databases that load their SDK wrappers lazily (written for this repo, 2026-12-03)
const DOCS = process.env.DOCS_URL ?? "https://docs-db.example.com/v1";

export async function listCollections(documentPath?: string) {
  try {
    const body = await fetch(`${DOCS}/collections?parent=${documentPath ?? ""}`).then((r) => r.json());
    // ruleid: empty-result-next-step — the collection ids as they came: an empty parent reads as a bare []
    return { content: [{ type: "text" as const, text: JSON.stringify({ path: documentPath ?? "root", collections: body.collections.map((c: { id: string }) => c.id) }) }] };
  } catch (error) {
    // ruleid: empty-result-next-step — the caught failure is shown as ordinary content, without isError
    return { content: [{ type: "text" as const, text: JSON.stringify({ error: `listing failed: ${String(error)}` }) }] };
  }
}

export async function listCollectionsChecked(documentPath?: string) {
  try {
    const body = await fetch(`${DOCS}/collections?parent=${documentPath ?? ""}`).then((r) => r.json());
    const ids: string[] = body.collections.map((c: { id: string }) => c.id);
    if (ids.length === 0)
      return { content: [{ type: "text" as const, text: `No collections under '${documentPath ?? "root"}': pass a parent document path from list_doc_collections, or leave it out for the root.` }] };
    // ok: empty-result-next-step — the ids were tested for emptiness first
    return { content: [{ type: "text" as const, text: JSON.stringify({ path: documentPath ?? "root", collections: ids }) }] };
  } catch (error) {
    // ok: empty-result-next-step — the failure goes to the error channel
    return { content: [{ type: "text" as const, text: `listing failed: ${String(error)}` }], isError: true };
  }
}
