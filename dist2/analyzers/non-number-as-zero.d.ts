/**
 * Rule 14 — a value from an upstream answer that holds no number is counted as 0, read as a wrong
 * number, or dropped without a count.
 *
 * Flagged: `Number(x) || 0`, `parseInt(x) ?? 0`, `Number(x || 0)`, `isNaN(n) ? 0 : n`; a NaN test
 * that drops the row (`.filter(n => !isNaN(n))`, `if (isNaN(n)) continue`, `isNaN(n) ? sum : sum + n`)
 * when the function returns no count of excluded rows; and on table rows (CSV, split lines), a
 * bare `parseInt`/`parseFloat` (reads "1 bis 5" as 1) or `Number`/unary `+` (reads "" as 0) without
 * a guard on the same cell.
 */
import type { ModelAnalyzer } from "./types.js";
export declare const nonNumberAsZero: ModelAnalyzer;
