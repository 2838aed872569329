/**
 * `fidelity-audit summarize <folder> -o DIR`: the portfolio summary (summary.md, summary.html,
 * summary.json, as `batch` writes them) built from SARIF files produced anywhere — one per
 * repository, as a CI matrix of Action runs keeps them as artifacts. Only this auditor's SARIF is
 * read (one run whose driver is fidelity-audit and whose properties carry its coverage); any other
 * file, and a second run claiming a repository already read, is refused with its reason. Files are
 * read as data, regular files only, each under a size cap; links are not followed.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { InputError } from "../errors.js";
import { readRegularFile } from "../frontend/walk.js";
import { plain } from "../report/escape.js";
import { makeDir, writeOutput } from "../report/output.js";
import { TOOL_NAME } from "../version.js";
import { buildOutcome, implementedRules, specRevisionOf, } from "./outcome.js";
import { counts, summaryHtml, summaryJson, summaryMarkdown } from "./summary.js";
/** A SARIF of one repository is a few MB; GitHub accepts at most 10 MB gzipped. */
const MAX_SARIF_BYTES = 200_000_000;
/** Every `*.sarif` below `dir` (artifact downloads put each in a folder of its own), sorted; links are not followed. */
function sarifFiles(dir) {
    const out = [];
    const walk = (rel) => {
        for (const d of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
            const r = rel ? `${rel}/${d.name}` : d.name;
            if (d.isDirectory())
                walk(r);
            else if (d.isFile() && d.name.toLowerCase().endsWith(".sarif"))
                out.push(r);
        }
    };
    walk("");
    return out.sort();
}
/** The repository a run is of: batch's label (its automation id), else the git remote's `owner/name`, else the file's name. */
function labelOf(run, file) {
    const id = /^fidelity-audit\/(.+)\/$/.exec(run.automationDetails?.id ?? "")?.[1];
    if (id && id !== ".")
        return id;
    const uri = run.properties?.repository?.repositoryUri;
    const named = uri ? /([^/:]+\/[^/]+?)(\.git)?\/?$/.exec(uri)?.[1] : undefined;
    return named ?? file.replace(/\.sarif$/i, "");
}
/** What batch would have recorded for the repository, read back from its SARIF. */
export function outcomeFromSarif(label, run, sarifFile) {
    const props = (run.properties ?? {});
    const cov = props.coverage;
    const server = cov.serverPath && cov.serverPath !== "." ? `${cov.serverPath}/` : "";
    const local = (uri) => {
        const f = decodeURIComponent(uri ?? "");
        return server && f.startsWith(server) ? f.slice(server.length) : f;
    };
    // Where a result points, as far as the summaries use it: the file (server-relative) and the line.
    const at = (loc) => {
        const line = loc?.region?.startLine ?? 1;
        return { file: local(loc?.artifactLocation?.uri), line, column: 1, endLine: line, endColumn: 1 };
    };
    const all = (run.results ?? []).filter((x) => x.baselineState !== "absent");
    const active = all
        .filter((x) => !x.suppressions?.length)
        .map((x) => {
        const loc = x.locations?.[0]?.physicalLocation;
        const p = (x.properties ?? {});
        return {
            ruleId: x.ruleId ?? "",
            level: (x.level ?? "warning"),
            message: x.message.text ?? "",
            ...(p.messageId ? { messageId: p.messageId } : {}),
            ...(x.baselineState ? { baselineState: x.baselineState } : {}),
            location: at(loc),
            relatedLocations: (x.relatedLocations ?? []).map((rl) => ({
                id: rl.id ?? 0,
                message: rl.message?.text ?? "",
                location: at(rl.physicalLocation),
            })),
        };
    });
    const failedPrefix = "analyzer failed: ";
    const failed = cov.rules.filter((x) => x.reason.startsWith(failedPrefix));
    // a partly read run says so in a notification of its own (its coverage properties do not list it)
    const partial = (run.invocations ?? [])
        .flatMap((i) => i.toolExecutionNotifications ?? [])
        .filter((n) => n.descriptor?.id === "partial")
        .map((n) => (n.message.text ?? "").replace(/^partial: /, ""));
    const selectedOut = cov.rules.filter((x) => x.reason.startsWith("not selected")).map((x) => x.ruleId);
    const measured = cov.notMeasured.length === 0;
    const o = buildOutcome(label, {
        failed: failed.map((f) => `rule ${f.ruleId} failed: ${f.reason.slice(failedPrefix.length)}`),
        notMeasured: cov.notMeasured,
        partial,
        ...(props.repository ? { provenance: props.repository } : {}),
        coverage: {
            files: cov.filesAnalysed,
            filesSkipped: cov.filesSkipped.filter((s) => s.kind === "file").length,
            tools: cov.toolsFound,
            upstreamCalls: cov.upstreamCalls,
            specRevision: specRevisionOf(cov.facts),
            ...(cov.toolsNotAudited?.length ? { toolsNotAudited: cov.toolsNotAudited.length } : {}),
        },
        ruleCoverage: cov.rules,
        ruleIds: implementedRules().filter((id) => !selectedOut.includes(id)),
        active,
        suppressed: props.suppressions?.suppressedResults ?? 0,
        ...(all.some((x) => x.baselineState)
            ? {
                baseline: {
                    state: "compared",
                    gone: (run.results ?? []).filter((x) => x.baselineState === "absent").length,
                },
            }
            : {}),
    });
    // last, as batch sets it once the file is written: the same inputs give the same bytes
    return { ...o, ...(measured && !failed.length ? { sarifFile } : {}) };
}
/** Reads one file: its run, or why it is refused. */
function readRun(dir, file) {
    const read = readRegularFile(path.join(dir, file), MAX_SARIF_BYTES);
    if (!read.ok)
        return read.reason;
    let log;
    try {
        log = JSON.parse(read.text);
    }
    catch {
        return "not JSON";
    }
    if (!log || typeof log !== "object" || log.version !== "2.1.0" || !Array.isArray(log.runs))
        return "not a SARIF 2.1.0 log";
    if (log.runs.length !== 1)
        return `holds ${log.runs.length} runs; a ${TOOL_NAME} SARIF holds one`;
    const run = log.runs[0];
    const driver = run.tool?.driver?.name;
    if (driver !== TOOL_NAME)
        return `written by ${driver ? `\`${driver}\`` : "an unnamed tool"}, not by ${TOOL_NAME}`;
    const cov = run.properties?.coverage;
    if (!cov || !Array.isArray(cov.rules) || !Array.isArray(cov.notMeasured))
        return `no ${TOOL_NAME} coverage in its run properties (not a ${TOOL_NAME} report)`;
    return run;
}
export function summarize(dir) {
    const outcomes = [];
    const refused = [];
    const seen = new Map();
    for (const file of sarifFiles(dir)) {
        const run = readRun(dir, file);
        if (typeof run === "string") {
            refused.push({ file, reason: run });
            continue;
        }
        const label = labelOf(run, file);
        const uri = run.properties?.repository?.repositoryUri;
        const identity = `${uri ?? ""}\u0000${label}\u0000${run.automationDetails?.id ?? ""}`;
        const first = seen.get(identity);
        if (first) {
            refused.push({ file, reason: `the same repository (${label}) as ${first}; one run per repository` });
            continue;
        }
        seen.set(identity, file);
        outcomes.push(outcomeFromSarif(label, run, file));
    }
    outcomes.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
    return { outcomes, refused };
}
/** The command: 3 when a repository was not measured or failed, 2 when a file was refused, else 1 with findings, 0 without. */
export function runSummarize(a) {
    let list;
    try {
        list = summarize(a.input);
    }
    catch (e) {
        throw new InputError(`cannot read ${a.input}: ${e.message}`);
    }
    const { outcomes, refused } = list;
    for (const r of refused)
        process.stderr.write(`fidelity-audit summarize: ${plain(r.file)}: refused: ${plain(r.reason)}\n`);
    if (!outcomes.length)
        throw new InputError(`${a.input} holds no ${TOOL_NAME} SARIF file (*.sarif)`);
    makeDir(a.output);
    writeOutput(path.join(a.output, "summary.md"), summaryMarkdown(outcomes), { what: "summary.md" });
    writeOutput(path.join(a.output, "summary.html"), summaryHtml(outcomes), { what: "summary.html" });
    writeOutput(path.join(a.output, "summary.json"), summaryJson(outcomes), { what: "summary.json" });
    const k = counts(outcomes);
    if (!a.quiet)
        process.stderr.write(`fidelity-audit summarize: ${k.total} repositories — ${k.analysed} analysed (${k.clean} without findings), ${k.notMeasured} not measured, ${k.failed} failed${refused.length ? `, ${refused.length} file(s) refused` : ""} → ${plain(path.join(a.output, "summary.md"))}\n`);
    if (k.notMeasured || k.failed)
        return 3;
    if (refused.length)
        return 2;
    return k.clean === k.analysed ? 0 : 1;
}
