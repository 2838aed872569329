/**
 * Which MCP specification revision a server targets, and what follows for the rules. Rules 8 and 9
 * only apply to servers on revision 2026-07-28 or later; elsewhere they are "not applicable", which
 * is reported as such and never as "passed". Each front end decides the revision from its own
 * evidence (see frontend/ts/spec-revision.ts); this module holds what is the same for all.
 */
export const MRTR_REVISION = "2026-07-28";
/** Fields introduced by revision 2026-07-28 (SEP-2549 caching, multi-round-trip requests). */
export const REVISION_FIELDS = ["ttlMs", "cacheScope", "resultType", "inputRequests", "inputResponses"];
/** True when the server targets `at` or a later revision. */
export function targetsAtLeast(spec, at) {
    return spec.revision !== undefined && spec.revision >= at;
}
/** The revision as a reader sees it: the date, or "a revision before 2026-07-28" when nothing names one. */
export function describeRevision(spec) {
    return spec.revision ?? `a revision before ${MRTR_REVISION}`;
}
/** Why a rule that needs `at` does not apply, or undefined when it does. */
export function notTargetedReason(spec, at) {
    if (targetsAtLeast(spec, at))
        return undefined;
    return `targets ${describeRevision(spec)}, rule needs ${at} (${spec.source})`;
}
