import type { Result as SarifResult } from "sarif";
import type { Finding, Level } from "./analyzers/types.js";
import { type Config } from "./config.js";
import type { Frontend } from "./frontend/types.js";
import { type Coverage, type ScopeKind, type ServerModel } from "./model/types.js";
import { type AppliedSuppression, type SuppressionProblem } from "./suppress.js";
import { Timings } from "./timing.js";
export interface AuditOptions {
    config?: Config;
    /** Only these rule ids (all implemented rules when absent). */
    rules?: string[];
    onProgress?: (message: string) => void;
    /** The repository root for SARIF paths (default: the nearest folder above that holds `.git`). */
    repoRoot?: string;
    /** Collects phase timings (`--timing`) when given. */
    timings?: Timings;
    /** The front ends to pick from (default: every front end; tests pass stubs). */
    frontends?: readonly Frontend[];
}
export interface ResultFinding extends Finding {
    level: Level;
    /** Set when an inline suppression with a reason covers this finding. */
    suppression?: AppliedSuppression;
    /** Set when the audit was compared with a baseline (see src/baseline.ts). */
    baselineState?: "new" | "unchanged";
    /** The server scope the finding lies in, when the tree holds several servers (`ServerModel.scopes`). */
    scope?: string;
    /** What that scope is: a shipped server, an example or demo server, a companion local-files tool. */
    scopeKind?: ScopeKind;
}
export interface AuditResult {
    /** Absolute path of the audited folder. */
    root: string;
    /** The enclosing repository root (where `.git` is), or the audited folder. */
    repoRoot: string;
    findings: ResultFinding[];
    coverage: Coverage;
    model: ServerModel;
    config: Config;
    /** Problems with the inline suppressions themselves (missing reason, unknown rule, unused). */
    suppressionProblems: SuppressionProblem[];
    /** Set by a comparison with a previous SARIF log (`--baseline`). */
    baseline?: {
        file: string;
        absent: SarifResult[];
    };
}
/** The nearest folder at or above `dir` that holds `.git`; SARIF paths are relative to it. */
export declare function findRepoRoot(dir: string): string;
export declare function audit(target: string, opts?: AuditOptions): AuditResult;
export declare function compareFindings(a: Finding, b: Finding): number;
/** Findings that count: not suppressed. */
export declare function activeFindings(r: AuditResult): ResultFinding[];
/** Rules whose analyzer crashed: the run cannot pass (exit 3). */
export declare function failedRules(r: AuditResult): string[];
/** Whether parts of the target were left unread (the run is partial: exit 3, never "no findings"). */
export declare function isPartial(r: AuditResult): boolean;
/** Whether the audit can stand behind a verdict. */
export declare function isMeasured(r: AuditResult): boolean;
