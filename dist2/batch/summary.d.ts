/**
 * The portfolio summary: repository × rule table (markdown, and an HTML heat map), totals per
 * rule, and each repository's coverage row. A repository that was not measured or failed shows
 * dashes and its reason, never zeros: nothing about it reads as clean. No timings or absolute
 * paths, so the same inputs give the same bytes.
 */
import type { RepoOutcome } from "./outcome.js";
export interface PortfolioCounts {
    total: number;
    analysed: number;
    notMeasured: number;
    failed: number;
    /** Analysed repositories with no active finding. */
    clean: number;
}
export declare function counts(outcomes: RepoOutcome[]): PortfolioCounts;
export declare function summaryMarkdown(outcomes: RepoOutcome[]): string;
/**
 * Heat style for a count: pale green for 0, then pale amber through to deep red at the table's
 * maximum (log scale, so one finding already shows), with white text on the dark end.
 */
export declare function heat(n: number, max: number): string;
export declare function summaryHtml(outcomes: RepoOutcome[]): string;
/** Machine-readable summary (summary.json): everything in the tables, without the SARIF or timings. */
export declare function summaryJson(outcomes: RepoOutcome[]): string;
