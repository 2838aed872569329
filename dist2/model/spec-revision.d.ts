/**
 * Which MCP specification revision a server targets, and what follows for the rules. Rules 8 and 9
 * only apply to servers on revision 2026-07-28 or later; elsewhere they are "not applicable", which
 * is reported as such and never as "passed". Each front end decides the revision from its own
 * evidence (see frontend/ts/spec-revision.ts); this module holds what is the same for all.
 */
export declare const MRTR_REVISION = "2026-07-28";
/** Fields introduced by revision 2026-07-28 (SEP-2549 caching, multi-round-trip requests). */
export declare const REVISION_FIELDS: readonly ["ttlMs", "cacheScope", "resultType", "inputRequests", "inputResponses"];
export interface SpecRevision {
    /** The revision date, or undefined when nothing says. */
    revision?: string;
    /** How it was decided, in words for the coverage report. */
    source: string;
    /** Fields of revision 2026-07-28 that the code uses, sorted. */
    fieldsUsed: string[];
}
/** True when the server targets `at` or a later revision. */
export declare function targetsAtLeast(spec: SpecRevision, at: string): boolean;
/** The revision as a reader sees it: the date, or "a revision before 2026-07-28" when nothing names one. */
export declare function describeRevision(spec: SpecRevision): string;
/** Why a rule that needs `at` does not apply, or undefined when it does. */
export declare function notTargetedReason(spec: SpecRevision, at: string): string | undefined;
