// fidelity-audit corpus: rule unstable-order (a museum-collection client whose caller picks the sort field; helper in another file), modelled on the shapes of public MCP servers for collection databases (written for this repo, 2026-12-03)
const COLLECTION = process.env.COLLECTION_URL ?? "https://collection.example/api";

export type ObjectRecord = { object_id: string; title: string; year: number; maker: string };

export async function fetchObjects(query: string): Promise<ObjectRecord[]> {
  const res = await fetch(`${COLLECTION}/objects?q=${encodeURIComponent(query)}`);
  return (await res.json()).objects;
}

export async function objectPage(query: string, field: keyof ObjectRecord, page: number): Promise<ObjectRecord[]> {
  const objects = await fetchObjects(query);
  // ruleid: unstable-order#in-process-paged
  objects.sort((a, b) => String(a[field]).localeCompare(String(b[field])));
  return objects.slice(page * 20, page * 20 + 20);
}

export async function objectPageStable(query: string, field: keyof ObjectRecord, page: number): Promise<ObjectRecord[]> {
  const objects = await fetchObjects(query);
  // ok: unstable-order — the caller's field, then the object id, unique per object
  objects.sort((a, b) => String(a[field]).localeCompare(String(b[field])) || a.object_id.localeCompare(b.object_id));
  return objects.slice(page * 20, page * 20 + 20);
}
