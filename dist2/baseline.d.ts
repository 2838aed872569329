/**
 * `--baseline previous.sarif`: marks each finding `new` or `unchanged` against a previous SARIF log
 * and collects the previous results that are gone (`absent`). A finding is unchanged when a
 * previous result of the same rule has the same logical fingerprint (rule, file, tool, parameter,
 * upstream call, message without line numbers: survives a line move) or, failing that, the same
 * `primaryLocationLineHash` (survives a re-worded message). Each previous result matches once.
 */
import type * as Sarif from "sarif";
import type { AuditResult } from "./audit.js";
/** A previous SARIF log larger than this is refused (GitHub itself takes at most 10 MB gzipped). */
export declare const MAX_BASELINE_BYTES = 200000000;
/** The results of a previous log (all runs), without those already marked absent there. */
export declare function readBaseline(file: string): Sarif.Result[];
/** Marks `result.findings` against the previous results and records the absent ones on `result.baseline`. */
export declare function applyBaseline(result: AuditResult, previous: Sarif.Result[], file: string): void;
