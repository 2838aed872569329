// fidelity-audit corpus: rule non-number-as-zero (number helpers in their own module), modelled on a public MCP server over a government open-data portal whose helpers sit in a shared utils file (written for this repo, 2026-12-03)

/** Reads a cell as a number; a cell that is not a number counts as 0. */
export function toAmount(value: unknown): number {
  const n = Number(value);
  // ruleid: non-number-as-zero
  return Number.isFinite(n) ? n : 0;
}

/** Reads a cell as a whole number; a suppressed or empty cell is `null`. */
export function toCountOrNull(value: unknown): number | null {
  const n = Number(value);
  // ok: non-number-as-zero — the cell that holds no number stays unknown
  return Number.isFinite(n) ? n : null;
}
