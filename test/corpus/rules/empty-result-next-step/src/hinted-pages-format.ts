// fidelity-audit corpus: rule empty-result-next-step (the page helpers of hinted-pages.ts), modelled on public MCP servers for package and code registries that page search results (written for this repo, 2026-12-03)
const SUGGESTIONS = "Search again with other keywords.";

export function pageOf(results: unknown[]): string {
  // ruleid: empty-result-next-step#constant-hint — `suggestions` is one constant on every page, empty or not
  return JSON.stringify({ total: results.length, results, suggestions: SUGGESTIONS });
}

export function pageFor(results: unknown[], text: string): string {
  const suggestions = `No package matched '${text}': try '${text.split(" ")[0]}*' or search_maintainers for the author.`;
  // ok: empty-result-next-step — `suggestions` is built from the text that was searched
  return JSON.stringify({ total: results.length, results, suggestions });
}
