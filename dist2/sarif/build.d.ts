import type * as Sarif from "sarif";
import type { AuditResult } from "../audit.js";
import { type RuleEntry } from "../catalogue/index.js";
export interface SarifOptions {
    /** Include every implemented rule's metadata even when it produced nothing (default true). */
    allRules?: boolean;
    /**
     * Write suppressed results too, each with a `suppressions` entry (default false: GitHub code
     * scanning does not honour SARIF suppressions and would open alerts for them).
     */
    includeSuppressed?: boolean;
    /** `automationDetails.id` (default `fidelity-audit/<server path>/`). */
    automationId?: string;
    /** The checked-out commit, recorded as `versionControlProvenance`. */
    provenance?: Provenance;
    /** At most this many results (default 5,000, what GitHub code scanning keeps per run). */
    maxResults?: number;
}
/** GitHub code scanning keeps at most this many results of a run. */
export declare const MAX_SARIF_RESULTS = 5000;
/** A git checkout's commit; `versionControlProvenance` needs the remote's URI, so without one only `properties.repository` records it. */
export interface Provenance {
    revisionId: string;
    repositoryUri?: string;
    branch?: string;
}
/** Key of the line-move-proof fingerprint in `partialFingerprints`. */
export declare const LOGICAL_FINGERPRINT = "fidelityAuditLogical/v1";
/** Audit-root-relative path → repository-relative URI. */
export declare function uriFor(result: AuditResult, file: string): string;
export declare function ruleDescriptor(r: RuleEntry): Sarif.ReportingDescriptor;
/**
 * Both fingerprints of each finding, in finding order: GitHub's `primaryLocationLineHash` (when the
 * file can be read) and a logical one built from rule, file, tool, parameter, upstream call and
 * message with line numbers removed, so an unchanged finding that moved is still recognised.
 */
export declare function fingerprints(result: AuditResult): Record<string, string>[];
export declare function buildSarif(result: AuditResult, opts?: SarifOptions): Sarif.Log;
