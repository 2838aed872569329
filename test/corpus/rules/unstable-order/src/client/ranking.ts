// fidelity-audit corpus: rule unstable-order (a vector-store client whose helpers return hits sorted by similarity; the tools cut them later), modelled on the shapes of public MCP servers for vector databases (written for this repo, 2026-12-03)
const STORE = process.env.STORE_URL ?? "https://vectors.example/v2";

export interface Match {
  id: string;
  text: string;
  similarity: number;
}

async function query(collection: string, text: string): Promise<Match[]> {
  const res = await fetch(`${STORE}/collections/${collection}/query`, { method: "POST", body: JSON.stringify({ text }) });
  return ((await res.json()) as { matches: Match[] }).matches;
}

/** A helper in another file: sorted by similarity alone and returned whole; the tool cuts it. */
export async function rankedMatches(collection: string, text: string): Promise<Match[]> {
  const matches = await query(collection, text);
  // ruleid: unstable-order#in-process-cut — the tool in another file keeps the first `top` of it
  return matches.sort((a, b) => b.similarity - a.similarity);
}

/** The same helper with a unique tiebreak. */
export async function rankedMatchesStable(collection: string, text: string): Promise<Match[]> {
  const matches = await query(collection, text);
  // ok: unstable-order — the id breaks ties before the tool cuts the list
  return matches.sort((a, b) => b.similarity - a.similarity || a.id.localeCompare(b.id));
}

/** Sorted by similarity alone and returned whole; its tool returns every match. */
export async function allMatches(collection: string, text: string): Promise<Match[]> {
  const matches = await query(collection, text);
  // ok: unstable-order — ties can reorder the matches, but the tool returns all of them: no page or cut
  return matches.sort((a, b) => b.similarity - a.similarity);
}

/** A class method: the sorted matches go out in an envelope; the tool pages them at the caller's offset. */
export class MatchIndex {
  async search(collection: string, text: string): Promise<{ matches: Match[]; collection: string }> {
    const found = await query(collection, text);
    // ruleid: unstable-order#in-process-paged — the tool cuts a page of `matches` at the caller's offset
    const ordered = found.sort((a, b) => b.similarity - a.similarity);
    return { matches: ordered, collection };
  }
}
