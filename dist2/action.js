#!/usr/bin/env node
/**
 * The GitHub Action's audit step (action.yml runs `node $GITHUB_ACTION_PATH/dist/action.js`): reads
 * the inputs from the environment, runs the CLI, and writes what the runner needs — step outputs
 * (`$GITHUB_OUTPUT`), the findings as annotations in the job log, and a table of findings by rule
 * with the top findings in `$GITHUB_STEP_SUMMARY`, so a run without upload still shows them.
 *
 * Outputs: `exit-code`; `sarif-file` whenever the SARIF was written; `upload` (`true` only for a
 * measured run, with upload on, outside a fork pull request) and `upload-file`, the SARIF without
 * `absent` baseline results (GitHub ignores `baselineState`, so an absent result would stay open);
 * `continue-on-upload-error` (`true` with fail-on `never`).
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, realpathSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mdCode, mdText, plain } from "./report/escape.js";
import { refuseLinkedFolders, writeOutput } from "./report/output.js";
/** Splits `args` like a POSIX shell does words: single and double quotes, backslash escapes; no expansion. */
export function shellWords(s) {
    const out = [];
    let cur = "";
    let has = false;
    for (let i = 0; i < s.length; i++) {
        const c = s[i];
        if (c === "'") {
            const end = s.indexOf("'", i + 1);
            if (end < 0)
                throw new Error("args: unterminated single quote");
            cur += s.slice(i + 1, end);
            has = true;
            i = end;
        }
        else if (c === '"') {
            has = true;
            for (i++;; i++) {
                if (i >= s.length)
                    throw new Error("args: unterminated double quote");
                const d = s[i];
                if (d === '"')
                    break;
                if (d === "\\" && i + 1 < s.length && '"\\$`'.includes(s[i + 1]))
                    cur += s[++i];
                else
                    cur += d;
            }
        }
        else if (c === "\\" && i + 1 < s.length) {
            cur += s[++i];
            has = true;
        }
        else if (/\s/.test(c)) {
            if (has)
                out.push(cur);
            cur = "";
            has = false;
        }
        else {
            cur += c;
            has = true;
        }
    }
    if (has)
        out.push(cur);
    return out;
}
/** A boolean input in any case (`true`, `True`, `TRUE`, `yes`, `1`; `false`, `no`, `0`, empty for the default). */
export function booleanInput(name, value, fallback) {
    const v = (value ?? "").trim().toLowerCase();
    if (v === "")
        return fallback;
    if (["true", "yes", "on", "1"].includes(v))
        return true;
    if (["false", "no", "off", "0"].includes(v))
        return false;
    throw new Error(`input \`${name}\` must be true or false, not \`${value}\``);
}
/** Whether the run is a pull request from a fork (its token cannot write security events). */
export function isForkPullRequest(env) {
    if (!env.GITHUB_EVENT_NAME?.startsWith("pull_request") || !env.GITHUB_EVENT_PATH)
        return false;
    try {
        const ev = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"));
        const head = ev.pull_request?.head?.repo;
        return !!head && (head.fork === true || (!!head.full_name && head.full_name !== env.GITHUB_REPOSITORY));
    }
    catch {
        return false;
    }
}
// Workflow-command escaping (as @actions/core does): data, and property values.
const escData = (s) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escProp = (s) => escData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
const mdCell = mdText;
function rowsOf(log) {
    return log.runs.flatMap((r) => (r.results ?? [])
        .filter((x) => x.baselineState !== "absent")
        .map((x) => {
        const loc = x.locations?.[0]?.physicalLocation;
        return {
            level: x.level ?? "warning",
            rule: x.ruleId ?? "",
            file: decodeURIComponent(loc?.artifactLocation?.uri ?? ""),
            line: loc?.region?.startLine ?? 1,
            message: x.message.text ?? "",
            ...(x.baselineState ? { state: x.baselineState } : {}),
        };
    }));
}
const RANK = { error: 0, warning: 1, note: 2 };
const TOP = 20;
/** Annotations GitHub keeps per step and level (errors, warnings, notices); more are dropped. */
export const ANNOTATIONS_PER_LEVEL = 10;
/** The step summary: verdict, findings by rule and level, and the top findings (errors first). */
export function stepSummary(rows, code, serverPath, uploaded, why = {}) {
    const verdict = code === 0
        ? "no findings at or above the threshold"
        : code === 1
            ? "findings at or above the threshold"
            : code === 3
                ? "**not measured**, or only partly read (nothing here means clean)"
                : `usage or input error (exit ${code})`;
    const out = [`## fidelity-audit: ${mdCell(serverPath)}`, "", `Exit ${code}: ${verdict}. ${uploaded}`, ""];
    // The reason stands in the summary itself, not only in the log.
    for (const m of why.notMeasured ?? [])
        out.push(`- Not measured: ${mdCell(m)}`);
    for (const m of why.errors ?? [])
        out.push(`- Error: ${mdCell(m)}`);
    if (why.notMeasured?.length || why.errors?.length)
        out.push("");
    const nw = rows.filter((r) => r.state === "new").length;
    if (rows.some((r) => r.state))
        out.push(`Against the baseline: ${nw} new, ${rows.length - nw} unchanged (only new ones are annotated).`, "");
    if (why.annotations)
        out.push(why.annotations, "");
    if (rows.length) {
        const byRule = new Map();
        for (const r of rows) {
            const c = byRule.get(r.rule) ?? { error: 0, warning: 0, note: 0 };
            c[r.level] = (c[r.level] ?? 0) + 1;
            byRule.set(r.rule, c);
        }
        out.push("| rule | error | warning | note |", "|---|---:|---:|---:|");
        for (const [rule, c] of [...byRule].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
            out.push(`| ${mdCode(rule)} | ${c.error ?? 0} | ${c.warning ?? 0} | ${c.note ?? 0} |`);
        const top = [...rows]
            .sort((a, b) => Number(b.state === "new") - Number(a.state === "new") || (RANK[a.level] ?? 3) - (RANK[b.level] ?? 3))
            .slice(0, TOP);
        out.push("", `### Top findings${rows.length > TOP ? ` (${TOP} of ${rows.length})` : ""}`, "", "| level | rule | location | message |", "|---|---|---|---|");
        for (const r of top)
            out.push(`| ${mdCell(r.level)}${r.state === "new" ? " (new)" : ""} | ${mdCode(r.rule)} | ${mdCode(`${r.file}:${r.line}`)} | ${mdCell(r.message.replace(/\[([^\]]+)\]\(\d+\)/g, "$1"))} |`);
    }
    else if (code === 0 || code === 1)
        out.push("No findings.");
    out.push("");
    return out.join("\n");
}
export function runAction(env = process.env, log = (s) => process.stdout.write(`${s}\n`)) {
    const output = (k, v) => env.GITHUB_OUTPUT && appendFileSync(env.GITHUB_OUTPUT, `${k}=${v}\n`);
    const serverPath = env.FA_PATH || ".";
    const sarif = env.FA_SARIF || "fidelity-audit.sarif";
    const failOn = (env.FA_FAIL_ON || "warning").trim().toLowerCase();
    // An input the Action cannot run with: an error in the log and in the step summary, exit 2, no upload.
    const refuse = (e) => {
        const message = plain(e.message);
        log(`::error::fidelity-audit: ${escData(message)}`);
        output("exit-code", "2");
        output("upload", "false");
        if (env.GITHUB_STEP_SUMMARY)
            appendFileSync(env.GITHUB_STEP_SUMMARY, stepSummary([], 2, serverPath, "No SARIF was written.", { errors: [message] }));
        return 0;
    };
    let upload;
    let extra;
    try {
        upload = booleanInput("upload", env.FA_UPLOAD, true);
        extra = shellWords(env.FA_ARGS ?? "");
    }
    catch (e) {
        return refuse(e);
    }
    const cli = env.FA_CLI ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "cli.js");
    const args = [serverPath, "--format", "sarif", "--output", sarif, "--fail-on", failOn];
    if (env.FA_CONFIG)
        args.push("--config", env.FA_CONFIG);
    if (env.FA_BASELINE)
        args.push("--baseline", env.FA_BASELINE, "--fail-on-new");
    args.push(...extra);
    // The file exists afterwards only if this run wrote it. A folder on the way that the repository
    // committed as a link would make the removal (and the write) land outside the workspace.
    try {
        refuseLinkedFolders(sarif, "the SARIF");
    }
    catch (e) {
        return refuse(e);
    }
    rmSync(sarif, { force: true });
    const r = spawnSync(process.execPath, [cli, ...args], {
        stdio: ["ignore", "inherit", "pipe"],
        env,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
    });
    const code = r.status ?? 3;
    // The CLI's messages reach the log as they are (made inert); an input or config error that names
    // a file and line also becomes an annotation there, so the pull request shows it.
    const errors = [];
    for (const line of (r.stderr ?? "").split("\n").filter(Boolean)) {
        log(plain(line));
        const m = /^fidelity-audit: (.+?):(\d+): (.+)$/.exec(line);
        if (code === 2 && m) {
            log(`::error file=${escProp(plain(m[1]))},line=${m[2]},title=fidelity-audit::${escData(plain(m[3]))}`);
            errors.push(`${m[1]}:${m[2]}: ${m[3]}`);
        }
        else if (code === 2 && line.startsWith("fidelity-audit: "))
            errors.push(line.slice("fidelity-audit: ".length));
    }
    output("exit-code", String(code));
    output("continue-on-upload-error", String(failOn === "never"));
    if (!existsSync(sarif)) {
        output("upload", "false");
        if (env.GITHUB_STEP_SUMMARY)
            appendFileSync(env.GITHUB_STEP_SUMMARY, stepSummary([], code, serverPath, "No SARIF was written.", { errors }));
        return 0;
    }
    output("sarif-file", sarif);
    const logJson = JSON.parse(readFileSync(sarif, "utf8"));
    const rows = rowsOf(logJson);
    // Upload only a measured run (an empty upload would close open alerts), never absent results, not from a fork.
    const fork = isForkPullRequest(env);
    let uploadFile = sarif;
    let copyFailed;
    if (logJson.runs.some((run) => (run.results ?? []).some((x) => x.baselineState === "absent"))) {
        uploadFile = sarif.replace(/(\.sarif)?$/, ".upload.sarif");
        const clean = {
            ...logJson,
            runs: logJson.runs.map((run) => ({
                ...run,
                results: (run.results ?? []).filter((x) => x.baselineState !== "absent"),
            })),
        };
        // The copy's name is the Action's own: a link the repository committed under it is replaced, never written through.
        try {
            const { replacedLink } = writeOutput(uploadFile, `${JSON.stringify(clean, null, 2)}\n`, {
                replaceLink: true,
                what: "the upload copy",
            });
            if (replacedLink !== undefined)
                log(`::warning::fidelity-audit: ${escData(plain(`${uploadFile} was a symbolic link (to ${replacedLink}); it was replaced by the upload copy, not written through`))}`);
        }
        catch (e) {
            copyFailed = e.message;
            log(`::error::fidelity-audit: ${escData(plain(copyFailed))}`);
        }
    }
    const willUpload = upload && !fork && !copyFailed && (code === 0 || code === 1);
    output("upload", String(willUpload));
    output("upload-file", uploadFile);
    let uploaded;
    if (!upload)
        uploaded = "Upload is off: the findings are below and in the job log.";
    else if (fork) {
        uploaded =
            "Pull request from a fork: its token cannot upload to code scanning; the findings are below and in the job log.";
        log("::notice::fidelity-audit: pull request from a fork: the SARIF is not uploaded (no security-events: write); findings are listed in the log and the step summary");
    }
    else if (copyFailed)
        uploaded = `Not uploaded: ${plain(copyFailed)}.`;
    else if (!willUpload)
        uploaded = "Not uploaded: the run measured nothing (an empty upload would close open alerts).";
    else
        uploaded = "The SARIF is uploaded to code scanning.";
    // Findings in the job log, as annotations on the changed files. Text from the repository is made
    // inert first (control characters, ANSI/OSC sequences, `::`), then escaped as workflow-command data.
    // With a baseline only new results are annotated: unchanged ones are counted in the summary. GitHub
    // keeps ANNOTATIONS_PER_LEVEL annotations of each level per step; the rest are counted, not sent.
    const cmd = { error: "error", warning: "warning", note: "notice" };
    const annotate = rows
        .filter((row) => row.state === undefined || row.state === "new")
        .sort((a, b) => (RANK[a.level] ?? 3) - (RANK[b.level] ?? 3));
    const sent = {};
    let left = 0;
    for (const row of annotate) {
        const kind = cmd[row.level] ?? "warning";
        if ((sent[kind] ?? 0) >= ANNOTATIONS_PER_LEVEL) {
            left++;
            continue;
        }
        sent[kind] = (sent[kind] ?? 0) + 1;
        log(`::${kind} file=${escProp(plain(row.file))},line=${row.line},title=${escProp(plain(`fidelity-audit ${row.rule}`))}::${escData(plain(row.message.replace(/\[([^\]]+)\]\(\d+\)/g, "$1")))}`);
    }
    const annotations = left
        ? `${annotate.length - left} finding(s) are annotated; ${left} more are not (GitHub keeps ${ANNOTATIONS_PER_LEVEL} annotations of each level per step): see the table below, the SARIF or code scanning.`
        : undefined;
    if (annotations)
        log(`fidelity-audit: ${annotations}`);
    log(`fidelity-audit: ${rows.length} finding(s) in ${plain(serverPath)}; exit ${code}`);
    const notMeasured = logJson.runs.flatMap((run) => run.properties?.coverage?.notMeasured ?? []);
    if (env.GITHUB_STEP_SUMMARY)
        appendFileSync(env.GITHUB_STEP_SUMMARY, stepSummary(rows, code, serverPath, uploaded, { notMeasured, errors, ...(annotations ? { annotations } : {}) }));
    return 0;
}
function isMain(argv1) {
    if (!argv1)
        return false;
    const real = (p) => {
        try {
            return realpathSync(p);
        }
        catch {
            return undefined;
        }
    };
    const me = real(fileURLToPath(import.meta.url));
    return [argv1, `${argv1}.js`].some((p) => real(path.resolve(p)) === me);
}
if (isMain(process.argv[1]))
    process.exitCode = runAction();
