// fidelity-audit corpus: rule empty-result-no-echo (result builders in their own file: one echoes the whole request, one only the term), modelled on the shapes of public MCP servers for document archives (written for this repo, 2026-12-01)
export const asText = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

/** An empty page that shows only the term it was given. */
export function noHitsFor(query: string) {
  return asText({ documents: [], query, hint: "Try a shorter term or a wildcard (tax*)." });
}

/** An empty page that shows every value the request sent. */
export function noHitsForRequest(query: string, collection: string, limit: number) {
  return asText({ documents: [], query, collection, limit, hint: "Try a shorter term or a wildcard (tax*)." });
}
