// fidelity-audit corpus: rule empty-result-excuse (helper of metrics.ts: notes built from an answer's own flags, beside an empty note in its own arm), modelled on observability query MCP servers (written for this repo, 2026-12-04)
export interface QueryAnswer {
  records: unknown[];
  scannedBytes: number;
  sampled?: boolean;
  partial?: boolean;
}

/** Notes on one answer: each in its own conditional arm, so each is added on its own path. */
export function answerNotes(answer: QueryAnswer): string[] {
  const notes: string[] = [];
  if (answer.records.length === 0) {
    notes.push("No records matched the query.");
  }
  if (answer.sampled) {
    // ok: empty-result-excuse — a flag the upstream sets on answers with rows, on its own path, not the empty one
    notes.push("Sampling used: results may be approximate.");
  }
  return notes;
}

/** The same, with the guess inside the empty note's own arm. */
export function emptyNotes(answer: QueryAnswer): string[] {
  const notes: string[] = [];
  if (answer.records.length === 0) {
    notes.push("No records matched the query.");
    // ruleid: empty-result-excuse — added on the empty path only, after saying nothing matched
    if (answer.partial) notes.push("The data may not have been ingested yet.");
  }
  return notes;
}
