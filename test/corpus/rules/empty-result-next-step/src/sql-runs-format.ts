// fidelity-audit corpus: rule empty-result-next-step (the response helpers of a multi-database SQL server: a success envelope around whatever it is handed, and a mapper from result sets to statements), modelled on public MCP servers that front several SQL engines through one connector interface (written for this repo, 2026-12-04)
export interface ResultSet {
  sql: string;
  rows: Record<string, unknown>[];
  rowCount: number;
}

/** One entry per statement of the batch, its rows as they came. */
export function toStatements(sets: ResultSet[]): Array<{ sql: string; rows: Record<string, unknown>[]; count: number }> {
  return sets.map((s) => ({ sql: s.sql, rows: s.rows, count: s.rowCount }));
}

export function successEnvelope<T>(data: T) {
  return { success: true, data };
}

export function toolSuccess(data: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(successEnvelope(data), null, 2) }] };
}
