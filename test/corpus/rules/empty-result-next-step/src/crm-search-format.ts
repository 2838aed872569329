// fidelity-audit corpus: rule empty-result-next-step (the formatter of crm-search.ts: a text built with `+=` in a loop over the answer's records), modelled on public CRM MCP servers that run cross-object searches (written for this repo, 2026-12-03)
export interface SearchAnswer {
  searchRecords: { type: string; Id: string; Name?: string }[];
}

export function formatRecords(answer: SearchAnswer, objectType: string): string {
  let text = "";
  for (const rec of answer.searchRecords.filter((r) => r.type === objectType)) {
    text += `${rec.Id}: ${rec.Name ?? "(no name)"}\n`;
  }
  // ruleid: empty-result-next-step — the formatter's text is empty when the search has no hits of that type (crm_search_type returns it as it came)
  return text;
}
