// fidelity-audit corpus: rule empty-result-no-echo (an echo written by a formatter helper in its own file), modelled on parliamentary-records and error-tracker search MCP servers (written for this repo, 2026-12-03)

/** The request as the handler sent it. */
export interface SentSearch {
  query: string;
  sort: string;
  limit?: number;
}

/** Prints the query and the sort of the request it is handed; fetches nothing. */
export function formatSent(sent?: SentSearch): string {
  if (!sent) return "";
  return `## Sent search\n- Query: ${sent.query}\n- Sort: ${sent.sort}\n\n`;
}

/** Prints the whole request it is handed, the page size included; fetches nothing. */
export function formatSentFully(sent?: SentSearch): string {
  if (!sent) return "";
  return `## Sent search\n- Query: ${sent.query}\n- Sort: ${sent.sort}\n- Limit: ${sent.limit}\n\n`;
}
