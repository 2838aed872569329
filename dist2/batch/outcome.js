/** What a batch records about one repository: the same whatever worker scanned it and when. */
import { activeFindings } from "../audit.js";
import { loadCatalogue } from "../catalogue/index.js";
import { groupFindings } from "../report/group.js";
import { unlinked } from "../report/text.js";
/** The summary's columns: implemented rules in catalogue order, only those selected when `--rules` is given. */
export function implementedRules(selected) {
    return loadCatalogue()
        .filter((r) => r.status === "implemented" && (!selected || selected.includes(r.id)))
        .map((r) => r.id);
}
export function buildOutcome(label, x) {
    const measured = x.notMeasured.length === 0;
    const partial = measured && !x.failed.length ? x.partial : [];
    const count = (level, only) => x.active.filter((f) => f.level === level && (!only || only(f))).length;
    const isNew = (f) => f.baselineState === "new";
    return {
        label,
        status: x.failed.length ? "failed" : measured ? "analysed" : "not-measured",
        ...(x.failed.length ? { reason: x.failed.join("; ") } : measured ? {} : { reason: x.notMeasured.join("; ") }),
        ...(partial.length ? { partial: [...partial] } : {}),
        ...(x.provenance ? { provenance: x.provenance } : {}),
        coverage: x.coverage,
        rules: ruleCells(x.ruleCoverage, x.active, x.ruleIds),
        findings: {
            error: count("error"),
            warning: count("warning"),
            note: count("note"),
            suppressed: x.suppressed,
            places: groupFindings(x.active).length,
        },
        ...(x.baseline
            ? {
                baseline: {
                    state: x.baseline.state,
                    new: { error: count("error", isNew), warning: count("warning", isNew), note: count("note", isNew) },
                    gone: x.baseline.gone,
                },
            }
            : {}),
        results: x.active.map((f) => ({
            rule: f.ruleId,
            level: f.level,
            file: f.location.file,
            line: f.location.line,
            message: unlinked(f),
        })),
    };
}
/** The spec revision a coverage's facts name (`before 2026-07-28`, a date), or `unknown`. */
export function specRevisionOf(facts) {
    return facts.find((f) => f.label === "spec revision")?.value.split(" — ")[0] ?? "unknown";
}
export function outcomeOf(label, r, sarif, provenance, selected, baselineState) {
    const active = activeFindings(r);
    const o = buildOutcome(label, {
        failed: r.coverage.rulesFailed.map((f) => `rule ${f.ruleId} failed: ${f.message}`),
        notMeasured: r.coverage.notMeasured,
        partial: r.coverage.partial,
        ...(provenance ? { provenance } : {}),
        coverage: {
            files: r.coverage.filesAnalysed,
            filesSkipped: r.coverage.filesSkipped.filter((s) => s.kind === "file").length,
            tools: r.coverage.toolsFound,
            upstreamCalls: r.coverage.upstreamCalls,
            specRevision: specRevisionOf(r.coverage.facts),
            ...(r.coverage.toolsNotAudited?.length ? { toolsNotAudited: r.coverage.toolsNotAudited.length } : {}),
        },
        ruleCoverage: r.coverage.rules,
        ruleIds: implementedRules(selected),
        active,
        suppressed: r.findings.length - active.length,
        ...(baselineState ? { baseline: { state: baselineState, gone: r.baseline?.absent.length ?? 0 } } : {}),
    });
    // the SARIF text sits before the results, as batch has always written the outcome
    const { results, ...rest } = o;
    return { ...rest, sarif, results: results };
}
/** Per rule: its active findings, or why it said nothing (from the coverage's rule list). */
export function ruleCells(coverage, active, ids) {
    const rules = {};
    for (const id of ids) {
        const cov = coverage.find((x) => x.ruleId === id);
        rules[id] = cov?.applied
            ? active.filter((f) => f.ruleId === id).length
            : cov?.reason.startsWith("not applicable")
                ? "n/a"
                : cov?.reason.startsWith("turned off") || cov?.reason.startsWith("not selected")
                    ? "off"
                    : "not run";
    }
    return rules;
}
export function failedOutcome(label, reason, provenance, selected) {
    const rules = Object.fromEntries(implementedRules(selected).map((id) => [id, "not run"]));
    return {
        label,
        status: "failed",
        reason,
        ...(provenance ? { provenance } : {}),
        rules,
        findings: { error: 0, warning: 0, note: 0, suppressed: 0 },
    };
}
