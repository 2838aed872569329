/**
 * The compact report: one line per active finding, `file:line:col: level message [rule]`, the shape
 * editor problem matchers and pre-commit read (ESLint's `compact`, GCC's diagnostics). Paths are
 * relative to the working folder. A suppression problem is a warning at its comment; a run that was
 * not measured, or whose rule failed, says so on a line of its own, so an empty report is never the
 * only sign.
 */
import path from "node:path";
import { activeFindings } from "../audit.js";
import { plain } from "./escape.js";
import { unlinked } from "./text.js";
const oneLine = (s) => plain(s).replace(/\s*\n\s*/g, " ");
export function renderCompact(results, cwd) {
    const out = [];
    for (const r of results) {
        const file = (f) => plain(path.relative(cwd, path.join(r.root, f)) || f);
        const rows = [];
        for (const f of activeFindings(r))
            rows.push({
                file: file(f.location.file),
                line: f.location.line,
                col: f.location.column,
                text: `${f.level} ${oneLine(unlinked(f))} [${f.ruleId}]`,
            });
        for (const p of r.suppressionProblems)
            rows.push({
                file: file(p.location.file),
                line: p.location.line,
                col: p.location.column ?? 1,
                text: `warning ${oneLine(p.message)} [suppression]`,
            });
        rows.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col));
        for (const x of rows)
            out.push(`${x.file}:${x.line}:${x.col}: ${x.text}`);
        const where = plain(path.relative(cwd, r.root) || ".");
        for (const f of r.coverage.rulesFailed)
            out.push(`${where}: error rule ${f.ruleId} failed: ${oneLine(f.message)}`);
        if (r.coverage.notMeasured.length)
            out.push(`${where}: error not measured: ${oneLine(r.coverage.notMeasured.join("; "))}`);
    }
    return out.length ? `${out.join("\n")}\n` : "";
}
