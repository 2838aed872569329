/**
 * The terminal report: findings grouped by file (like ESLint's stylish output), totals, then the
 * coverage summary that says what was and was not looked at. A run that measured nothing says so
 * first and last; it never reads like a clean result.
 */
import path from "node:path";
import { Chalk } from "chalk";
import { activeFindings } from "../audit.js";
import { plain } from "./escape.js";
import { groupFindings } from "./group.js";
/** Words of `text` in lines of at most `width` characters (a longer word stands alone). */
export function wrapWords(text, width) {
    if (width <= 0 || text.length <= width)
        return [text];
    const lines = [];
    let cur = "";
    for (const w of text.split(" ")) {
        if (cur && cur.length + 1 + w.length > width) {
            lines.push(cur);
            cur = w;
        }
        else
            cur = cur ? `${cur} ${w}` : w;
    }
    if (cur)
        lines.push(cur);
    return lines;
}
export function useColor(stream, noColorFlag) {
    if (noColorFlag)
        return false;
    if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== "")
        return false;
    if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== "0")
        return true;
    return !!stream.isTTY;
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? "" : "s"}`;
}
export function renderText(results, opts) {
    const c = new Chalk({ level: opts.color ? 1 : 0 });
    const cwd = opts.cwd ?? process.cwd();
    const out = [];
    for (const [ri, r] of results.entries()) {
        const shown = opts.labels?.[ri] ?? (path.relative(cwd, r.root) || ".");
        out.push(c.bold.underline(`fidelity-audit ${plain(shown)}`));
        if (r.coverage.rulesFailed.length) {
            out.push("", `${c.bgRed.white(" FAILED ")} ${c.red("a rule's analyzer failed, so its silence means nothing:")}`);
            for (const f of r.coverage.rulesFailed)
                out.push(c.red(`  • rule ${f.ruleId} failed: ${plain(f.message)}`));
        }
        if (r.coverage.notMeasured.length) {
            out.push("", `${c.bgYellow.black(" NOT MEASURED ")} ${c.yellow("this run cannot stand behind a verdict:")}`);
            for (const m of r.coverage.notMeasured)
                out.push(c.yellow(`  • ${plain(m)}`));
        }
        if (r.coverage.partial.length) {
            out.push("", `${c.bgYellow.black(" PARTIAL ")} ${c.yellow("parts of the folder were not read, so silence means nothing:")}`);
            for (const m of r.coverage.partial)
                out.push(c.yellow(`  • ${plain(m)}`));
        }
        const byFile = new Map();
        for (const f of r.findings) {
            const list = byFile.get(f.location.file) ?? [];
            list.push(f);
            byFile.set(f.location.file, list);
        }
        // A suppression without a reason, or one that matches nothing, is shown where its comment is (as
        // ESLint shows unused disable directives): in its file's block, in line order with the findings.
        const suppressionsIn = new Map();
        for (const p of r.suppressionProblems) {
            suppressionsIn.set(p.location.file, [...(suppressionsIn.get(p.location.file) ?? []), p]);
            if (!byFile.has(p.location.file))
                byFile.set(p.location.file, []);
        }
        // findings that share a line or repeat one message shape in a file are shown once, with a count
        const groups = groupFindings(r.findings);
        const head = new Map(groups.filter((g) => g.count > 1).map((g) => [g.first, g]));
        const hidden = new Set();
        for (const g of head.values()) {
            const key = (f) => f !== g.first &&
                !f.suppression &&
                f.ruleId === g.ruleId &&
                f.location.file === g.file &&
                (g.kind === "line"
                    ? f.location.line === g.lines[0]
                    : (f.messageId ?? "") === (g.messageId ?? "") && g.lines.includes(f.location.line));
            for (const f of r.findings)
                if (key(f) && !head.has(f))
                    hidden.add(f);
        }
        for (const [file, findings] of byFile) {
            // a file of an example server or a companion tool says so: its findings are not the shipped server's
            const kind = findings[0]?.scopeKind;
            const scope = kind && kind !== "server" ? c.dim(`  [${kind} server: ${plain(findings[0].scope ?? "")}]`) : "";
            out.push("", c.underline(plain(path.relative(cwd, path.join(r.root, file)) || file)) + scope);
            const problems = [...(suppressionsIn.get(file) ?? [])].sort((a, b) => a.location.line - b.location.line);
            const problemLine = (p) => `  ${c.dim(`${p.location.line}:${p.location.column ?? 1}`.padEnd(8))} ${c.yellow("warning")}  ${plain(p.message)}  ${c.dim("suppression")}`;
            for (const f of findings) {
                while (problems.length && problems[0].location.line <= f.location.line)
                    out.push(problemLine(problems.shift()));
                if (hidden.has(f))
                    continue;
                const pos = `${f.location.line}:${f.location.column}`.padEnd(8);
                const lvl = f.suppression
                    ? c.dim("ignored")
                    : f.level === "error"
                        ? c.red("error  ")
                        : f.level === "warning"
                            ? c.yellow("warning")
                            : c.blue("note   ");
                const msg = plain(unlinked(f));
                const tag = f.baselineState === "new" ? `${c.cyan("[new]")} ` : "";
                const why = f.suppression
                    ? c.dim(`  (suppressed ${plain(f.suppression.location.file)}:${f.suppression.location.line}: ${plain(f.suppression.justification)})`)
                    : "";
                // On a terminal the message wraps under itself; a file or a pipe gets one line per finding.
                const indent = 2 + 8 + 1 + 7 + 2 + (f.baselineState === "new" ? 6 : 0);
                const parts = opts.width
                    ? wrapWords(`${msg}  ${f.ruleId}`, Math.max(30, opts.width - indent))
                    : [`${msg}  ${f.ruleId}`];
                const last = parts.length - 1;
                const paint = (t, i) => {
                    const body = i === last ? t.slice(0, t.length - f.ruleId.length) : t;
                    const id = i === last ? c.dim(f.ruleId) : "";
                    return `${f.suppression ? c.dim(body) : body}${id}`;
                };
                out.push(`  ${c.dim(pos)} ${lvl}  ${tag}${paint(parts[0], 0)}${last === 0 ? why : ""}`);
                for (let i = 1; i <= last; i++)
                    out.push(`${" ".repeat(indent)}${paint(parts[i], i)}${i === last ? why : ""}`);
                const g = head.get(f);
                if (g) {
                    const lines = g.lines.length > 12 ? `${g.lines.slice(0, 12).join(", ")}, …` : g.lines.join(", ");
                    out.push(c.dim(`  ${" ".repeat(10)}${g.kind === "line" ? `${g.count} findings of this rule on this line` : `${g.count} findings like this in this file`} (line${g.lines.length > 1 ? "s" : ""} ${lines}); every one is in the SARIF`));
                }
                if ((opts.paths ?? true) && !f.suppression && f.codeFlow?.length) {
                    for (const [i, s] of f.codeFlow.entries())
                        out.push(c.dim(`  ${" ".repeat(10)}${i === 0 ? "path" : "    "} ${plain(s.location.file)}:${s.location.line}  ${plain(s.message)}`));
                }
            }
            for (const p of problems)
                out.push(problemLine(p));
        }
        const [verdict, ...cov] = summary(r, c, !!opts.coverage);
        out.push("", ...cov);
        // The verdict closes each server's report; several servers end with their totals.
        if (results.length === 1)
            out.push("", verdict);
        else
            out.push("", verdict, "");
    }
    if (results.length > 1)
        out.push(...totals(results, c));
    const ruled = results.some((r) => r.findings.length || r.coverage.rulesFailed.length);
    if (ruled)
        out.push(c.dim("Run `fidelity-audit explain <rule>` for what a rule means and how to fix a finding."));
    return `${out.join("\n")}\n`;
}
/** A finding's message with its related-location links (`[text](1)`) written out as `text (file:line)`. */
export function unlinked(f) {
    return f.message.replace(/\[([^\]]+)\]\((\d+)\)/g, (_m, text, id) => {
        const rl = f.relatedLocations?.find((x) => String(x.id) === id);
        return rl ? `${text} (${rl.location.file}:${rl.location.line})` : text;
    });
}
/** A rule's reason for not applying, without the evidence in parentheses (`--coverage` shows it whole). */
function shortReason(reason) {
    return reason.replace(/^not applicable: /, "").replace(/\s*\([^()]*(\([^()]*\)[^()]*)*\)/g, "");
}
/** The verdict line first, then the coverage lines: at most five, or the whole inventory with `full`. */
function summary(r, c, full) {
    const lines = [];
    const active = activeFindings(r);
    const e = active.filter((f) => f.level === "error").length;
    const w = active.filter((f) => f.level === "warning").length;
    const n = active.filter((f) => f.level === "note").length;
    const suppressed = r.findings.length - active.length;
    // findings of an example server are shown, but said apart from the shipped server's
    const inExamples = active.filter((f) => f.scopeKind === "example").length;
    const sp = r.suppressionProblems.length;
    const also = `${suppressed ? `; ${suppressed} suppressed` : ""}${inExamples ? `; ${inExamples} of them in example servers` : ""}${sp ? `; ${plural(sp, "suppression problem")}` : ""}`;
    const cov = r.coverage;
    const applied = cov.rules.filter((x) => x.applied).map((x) => x.ruleId);
    if (cov.rulesFailed.length)
        lines.push(c.red.bold(`✖ ${cov.rulesFailed.map((f) => `rule ${f.ruleId} failed`).join(", ")} — ${plural(active.length, "finding")}${also}; the run is not clean`));
    else if (cov.notMeasured.length)
        lines.push(c.yellow.bold(`✖ not measured — ${plural(active.length, "finding")}${also}; nothing here means "clean"`));
    else if (cov.partial.length)
        lines.push(c.yellow.bold(`✖ partial — ${plural(active.length, "finding")}${also} in what was read; parts of the folder were not read (see the top), nothing here means "clean"`));
    else if (active.length)
        lines.push((e ? c.red.bold : c.yellow.bold)(`✖ ${plural(active.length, "problem")} (${plural(e, "error")}, ${plural(w, "warning")}, ${plural(n, "note")})${also}`));
    else
        lines.push((sp ? c.yellow.bold : c.green.bold)(`${sp ? "✖" : "✔"} no findings for ${plural(applied.length, "rule")} (${applied.join(", ") || "none"}) across ${plural(cov.filesAnalysed, "file")}, ${plural(cov.toolsFound, "tool")} and ${plural(cov.upstreamCalls, "upstream call")}${also}`));
    lines.push(c.bold(full ? "Coverage" : "Coverage (the whole inventory: --coverage, or -f json)"));
    // Every value here may quote the repository (names, reasons, facts): made inert before colouring.
    const row = (k, v) => lines.push(`  ${plain(k).padEnd(16)} ${v}`);
    const skipped = cov.filesSkipped.filter((s) => s.kind === "file").length;
    const config = cov.facts.find((f) => f.label === "config")?.value;
    const limits = cov.limitsHit.length
        ? c.yellow(`; ${plural(cov.limitsHit.length, "limit")} hit: ${plain(cov.limitsHit[0])}${cov.limitsHit.length > 1 ? "; …" : ""}`)
        : "";
    row("files", `${cov.filesAnalysed} analysed, ${skipped} skipped${cov.projectConfigs.length ? ` (project configs: ${plain(full || cov.projectConfigs.length <= 3 ? cov.projectConfigs.join(", ") : `${cov.projectConfigs.slice(0, 2).join(", ")} and ${cov.projectConfigs.length - 2} more`)})` : " (no project config; defaults used)"}${full ? "" : `; config: ${config ? plain(config) : "none (defaults)"}`}${full ? "" : limits}`);
    const styles = Object.entries(cov.toolsByStyle)
        .filter(([, k]) => k > 0)
        .map(([s, k]) => `${s}: ${k}`);
    const notAudited = cov.toolsNotAudited?.length ?? 0;
    const partly = full
        ? ""
        : c.yellow(`${notAudited ? `; ${notAudited} not audited` : ""}${cov.toolsUnresolved.length ? `; ${cov.toolsUnresolved.length} only partly understood` : ""}`);
    row("tools", `${cov.toolsFound}${styles.length ? ` (${styles.join(", ")})` : ""}${partly}`);
    if (full)
        for (const t of r.model.tools) {
            row("", c.dim(plain(`${t.name} — ${t.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}`).join(", ") || "no arguments"} — ${t.location.file}:${t.location.line}`)));
            if (t.returnPaths)
                row("", c.dim(`  returns: ${plain(summariseReturns(t.returnPaths, t.failureReturns ?? []))}`));
        }
    if (full && cov.toolsUnresolved.length) {
        row("unresolved", `${cov.toolsUnresolved.length} tool(s) only partly understood:`);
        for (const u of cov.toolsUnresolved)
            row("", c.yellow(plain(`${u.tool} at ${u.location.file}:${u.location.line}: ${u.reasons.join("; ")}`)));
    }
    // Which tools the "not audited" count (in the facts below) stands for.
    if (full)
        for (const t of cov.toolsNotAudited ?? [])
            row("not audited", c.yellow(plain(`${t.tool} at ${t.location.file}:${t.location.line}: ${t.reason}`)));
    const clients = Object.entries(cov.upstreamByClient).map(([k, v]) => `${k}: ${v}`);
    const reached = r.model.upstreamCalls.filter((u) => u.reachedFrom.length).length;
    row("upstream calls", `${cov.upstreamCalls}${clients.length ? ` (${plain(clients.join(", "))})` : ""}, ${reached} reached from a tool handler`);
    const notApplied = cov.rules.filter((x) => !x.applied);
    const groups = new Map();
    for (const x of notApplied)
        groups.set(x.reason, [...(groups.get(x.reason) ?? []), x.ruleId]);
    if (full) {
        row("rules applied", applied.join(", ") || "none");
        for (const [reason, ids] of groups)
            row("not applied", `${ids.join(", ")} — ${plain(reason)}`);
    }
    else
        row("rules", `${applied.length} applied${groups.size ? `; not applied: ${[...groups].map(([reason, ids]) => `${ids.join(", ")} (${plain(shortReason(reason))})`).join("; ")}` : ""}`);
    if (full) {
        for (const s of cov.filesSkipped)
            row(`skipped ${s.kind}`, c.yellow(plain(`${s.subject}: ${s.reason}`)));
        for (const l of cov.limitsHit)
            row("limit hit", c.yellow(plain(l)));
        for (const f of cov.facts)
            row(f.label, plain(f.value));
    }
    if (r.baseline) {
        const nw = r.findings.filter((f) => f.baselineState === "new").length;
        row("baseline", `${nw} new, ${r.findings.length - nw} unchanged, ${r.baseline.absent.length} absent (against ${plain(r.baseline.file)})`);
    }
    return lines;
}
/** "data 2 · empty 1 [entries.length === 0] · error 1 [catch (err)]": how each tool's returns were read. */
function summariseReturns(paths, failures) {
    const parts = [];
    for (const kind of ["data", "empty", "input-required", "error"]) {
        const of = paths.filter((p) => p.kind === kind);
        if (!of.length)
            continue;
        const conds = [
            ...new Set(of.map((p) => p.conditions.filter((c) => c.kind !== "dispatch").at(-1)?.text).filter((c) => !!c)),
        ].map((c) => c.replace(/\s+/g, " ").slice(0, 40));
        parts.push(`${kind} ${of.length}${conds.length ? ` [${conds.slice(0, 3).join("; ")}${conds.length > 3 ? "; …" : ""}]` : ""}`);
    }
    const swallowed = failures.filter((p) => p.kind !== "error" && p.shape !== "null" && p.shape !== "throw").length;
    if (failures.length)
        parts.push(`upstream failure handlers ${failures.length}${swallowed ? ` (${swallowed} not an error)` : ""}`);
    return parts.join(" · ") || "none read";
}
function totals(results, c) {
    const measured = results.filter((r) => !r.coverage.notMeasured.length).length;
    const findings = results.reduce((s, r) => s + activeFindings(r).length, 0);
    return [
        c.bold(`${results.length} servers: ${measured} measured, ${results.length - measured} not measured, ${plural(findings, "finding")} in all`),
    ];
}
