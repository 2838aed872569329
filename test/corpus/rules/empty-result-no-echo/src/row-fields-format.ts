// fidelity-audit corpus: rule empty-result-no-echo (the row formatter of row-fields.ts, in its own file), modelled on CRM query MCP servers (written for this repo, 2026-12-04)

/** One row, printed field by field: runs once per row, never for an empty answer. */
export function formatRow(row: Record<string, unknown>, fields: string[], index: number): string {
  return `Row ${index + 1}:\n${fields.map((f) => `    ${f}: ${String(row[f] ?? "null")}`).join("\n")}`;
}
