// fidelity-audit corpus: rule empty-result-next-step (the client of collections.ts: helpers that copy an answer's items into a local array with `.push` in a loop), modelled on public document-database MCP servers that list collections and documents (written for this repo, 2026-12-03)
export interface CollectionRef {
  id: string;
  path: string;
}

export interface DocStore {
  listCollections(parent?: string): Promise<CollectionRef[]>;
  getDocument(path: string): Promise<Record<string, unknown> | undefined>;
}

const KINDS = ["root", "nested", "group"];

export async function safeCollections(store: DocStore, parent: string | undefined) {
  const refs = await store.listCollections(parent);
  const collections: Array<{ id: string; path: string }> = [];
  for (const ref of refs) {
    collections.push({ id: String(ref.id), path: String(ref.path) });
  }
  return { collections, parent: parent ?? "root" };
}

export function collectionKinds(parent: string | undefined) {
  const kinds: { kind: string; parent: string }[] = [];
  for (const kind of KINDS) kinds.push({ kind, parent: parent ?? "root" });
  return { kinds };
}
