/**
 * `fidelity-audit batch <folder-of-repos | list-file> -o DIR [--baseline PREVIOUS-DIR]`: one SARIF per repository, then
 * summary.md, summary.html and summary.json in DIR. Exit codes as for a single audit: 3 when any
 * repository was not measured or failed, else 1 when any has an active finding at or above
 * --fail-on, else 0; 2 for usage errors.
 */
import { existsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { InputError } from "../errors.js";
import { plain } from "../report/escape.js";
import { makeDir, writeOutput } from "../report/output.js";
import { batchKeyPart, readCache, reuse, targetKey, writeCache } from "./cache.js";
import { runBatch } from "./run.js";
import { counts, summaryHtml, summaryJson, summaryMarkdown } from "./summary.js";
import { readTargets } from "./targets.js";
/** Writes one output file; a failure names the file and what went wrong (exit 2, not a usage error). */
function put(file, text) {
    writeOutput(file, text, { what: path.basename(file) });
}
/** The longest delay a Node timer holds. */
const MAX_TIMER_MS = 2 ** 31 - 1;
function elapsed(since) {
    const s = Math.floor((Date.now() - since) / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
function verdict(o) {
    if (o.status !== "analysed")
        return `${o.status === "failed" ? "FAILED" : "NOT MEASURED"} — ${plain(o.reason ?? "")}`;
    const n = o.findings.error + o.findings.warning + o.findings.note;
    return `${n} finding(s), ${o.coverage.tools} tool(s), ${o.coverage.files} file(s)${o.partial?.length ? ` — PARTIAL: ${plain(o.partial.join("; "))}` : ""}`;
}
export async function runBatchCommand(a) {
    if (a.config && !path.isAbsolute(a.config))
        a.config = path.resolve(a.config);
    const targets = readTargets(a.input);
    if (!Number.isFinite(a.timeout) || a.timeout <= 0)
        throw new InputError("--timeout must be a number of seconds above 0");
    // a timer holds at most 2^31 - 1 ms; past it Node fires at once, and every repository would be killed
    if (a.timeout * 1000 > MAX_TIMER_MS)
        throw new InputError(`--timeout must be at most ${Math.floor(MAX_TIMER_MS / 1000)} seconds (about 24 days)`);
    if (!Number.isInteger(a.maxMemory) || a.maxMemory < 16)
        throw new InputError("--max-memory must be a whole number of MB, at least 16");
    if (a.failOnNew && a.baseline === undefined)
        throw new InputError("--fail-on-new needs --baseline DIR");
    if (a.baseline !== undefined && !(existsSync(a.baseline) && statSync(a.baseline).isDirectory()))
        throw new InputError(`--baseline ${a.baseline}: not a folder (give the output folder of a previous batch)`);
    const jobs = a.jobs ?? Math.min(availableParallelism(), targets.length);
    if (!Number.isInteger(jobs) || jobs < 1)
        throw new InputError("--jobs must be a whole number above 0");
    const start = Date.now();
    const tty = !a.quiet && !!process.stderr.isTTY;
    let status = "";
    const paint = () => tty && process.stderr.write(`\r\x1b[2K${status} [${elapsed(start)}]`);
    const ticker = tty ? setInterval(paint, 1000) : undefined;
    ticker?.unref();
    // Incremental: a repository whose key matches the output folder's manifest is taken from there.
    const useCache = a.cache !== false && a.baseline === undefined;
    const keys = [];
    const reused = new Map();
    if (useCache) {
        const cached = existsSync(a.output) ? readCache(a.output) : { entries: new Map() };
        if (cached.note && !a.quiet)
            process.stderr.write(`fidelity-audit batch: ${plain(a.output)}: previous results not used: ${plain(cached.note)}\n`);
        const shared = batchKeyPart({ rules: a.rules, config: a.config, includeSuppressed: a.includeSuppressed });
        for (const [i, t] of targets.entries()) {
            keys[i] = targetKey(t.repo, t.dir, shared);
            const o = reuse(a.output, cached.entries.get(t.label), keys[i], t.file);
            if (o)
                reused.set(i, o);
        }
    }
    const fresh = targets.filter((_, i) => !reused.has(i));
    const audited = await runBatch(fresh, {
        jobs,
        timeoutMs: a.timeout * 1000,
        maxMemoryMb: a.maxMemory,
        rules: a.rules,
        config: a.config,
        includeSuppressed: a.includeSuppressed,
        ...(a.baseline !== undefined ? { baselineDir: a.baseline } : {}),
        onEvent: (e) => {
            if (a.quiet)
                return;
            if (tty) {
                status = `fidelity-audit batch: ${e.done}/${e.total} done${e.running.length ? ` · scanning ${plain(e.running.join(", "))}` : ""}`;
                paint();
            }
            else if (e.kind === "done")
                process.stderr.write(`fidelity-audit batch: [${e.done}/${e.total}] ${plain(e.target.label)}: ${verdict(e.outcome)} (${((e.outcome.timing?.ms ?? 0) / 1000).toFixed(1)} s)\n`);
        },
    });
    let k = 0;
    const outcomes = targets.map((_, i) => reused.get(i) ?? audited[k++]);
    if (ticker)
        clearInterval(ticker);
    if (tty)
        process.stderr.write("\r\x1b[2K");
    makeDir(a.output);
    // SARIF only for analysed repositories: an upload with zero results would close every open alert of a repository
    // that was not measured or failed this time.
    for (const [i, o] of outcomes.entries())
        if (o.sarif && o.status === "analysed") {
            put(path.join(a.output, targets[i].file), o.sarif);
            o.sarifFile = targets[i].file;
        }
    put(path.join(a.output, "summary.md"), summaryMarkdown(outcomes));
    put(path.join(a.output, "summary.html"), summaryHtml(outcomes));
    put(path.join(a.output, "summary.json"), summaryJson(outcomes));
    if (useCache)
        writeCache(a.output, new Map(targets.map((t, i) => [t.label, { key: keys[i], outcome: outcomes[i] }])));
    const kc = counts(outcomes);
    if (!a.quiet)
        process.stderr.write(`fidelity-audit batch: ${kc.total} repositories — ${kc.analysed} analysed (${kc.clean} without findings), ${kc.notMeasured} not measured, ${kc.failed} failed${useCache ? `, ${reused.size} unchanged since the last run (reused)` : ""}, in ${elapsed(start)} → ${plain(path.join(a.output, "summary.md"))}\n`);
    // The last line names what was not measured: a count alone sends the reader into the summary to find out.
    const unmeasured = outcomes.filter((o) => o.status !== "analysed");
    const partly = outcomes.filter((o) => o.status === "analysed" && o.partial?.length);
    if (!a.quiet && (unmeasured.length || partly.length))
        process.stderr.write(`fidelity-audit batch: ${[
            unmeasured.length
                ? `not measured: ${unmeasured.map((o) => `${plain(o.label)}${o.status === "failed" ? " (failed)" : ""}`).join(", ")}`
                : "",
            partly.length ? `partly read: ${partly.map((o) => plain(o.label)).join(", ")}` : "",
        ]
            .filter(Boolean)
            .join("; ")}\n`);
    if (kc.notMeasured || kc.failed || partly.length)
        return 3;
    if (a.failOn === "never")
        return 0;
    const levels = a.failOn === "error"
        ? ["error"]
        : a.failOn === "warning"
            ? ["error", "warning"]
            : ["error", "warning", "note"];
    if (a.failOnNew)
        return outcomes.some((o) => levels.some((l) => (o.baseline?.new[l] ?? 0) > 0)) ? 1 : 0;
    return outcomes.some((o) => levels.some((l) => o.findings[l] > 0)) ? 1 : 0;
}
