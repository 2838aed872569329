/** The JSON report: findings, coverage and the discovered inventory of each audited server, stable field order. */
import path from "node:path";
import { TOOL_NAME, TOOL_VERSION } from "../version.js";
import { groupSummary } from "./group.js";
import { unlinked } from "./text.js";
export function toJsonReport(results, cwd = process.cwd()) {
    return {
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        servers: results.map((r) => ({
            path: path.relative(cwd, r.root) || ".",
            measured: r.coverage.notMeasured.length === 0,
            // Plain messages: related-location links (`[text](1)`) are SARIF markup, written out here as `text (file:line)`.
            findings: r.findings.map((f) => ({ ...f, message: unlinked(f) })),
            suppressed: r.findings.filter((f) => f.suppression).length,
            /** Findings that share a line or repeat one message shape in a file, with their count. */
            groups: groupSummary(r.findings),
            suppressionProblems: r.suppressionProblems,
            ...(r.baseline
                ? {
                    baseline: {
                        file: shownPath(r.baseline.file, cwd),
                        new: r.findings.filter((f) => f.baselineState === "new").length,
                        unchanged: r.findings.filter((f) => f.baselineState === "unchanged").length,
                        absent: r.baseline.absent,
                    },
                }
                : {}),
            coverage: { ...r.coverage, root: path.relative(cwd, r.coverage.root) || "." },
            inventory: {
                tools: r.model.tools.map(({ handlerRef: _h, ...t }) => t),
                upstreamCalls: r.model.upstreamCalls,
            },
        })),
    };
}
/** A path for a report: relative to `cwd` when it is inside it, else its name only (no absolute path of this machine). */
export function shownPath(file, cwd = process.cwd()) {
    const abs = path.resolve(cwd, file);
    const r = path.relative(cwd, abs);
    return r && !r.startsWith("..") && !path.isAbsolute(r) ? r.split(path.sep).join("/") : path.basename(abs);
}
export function renderJson(results, cwd = process.cwd()) {
    return `${JSON.stringify(toJsonReport(results, cwd), null, 2)}\n`;
}
