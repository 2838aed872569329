import { InputError } from "./errors.js";
import { readRegularFile } from "./frontend/walk.js";
import { fingerprints, LOGICAL_FINGERPRINT } from "./sarif/build.js";
/** A previous SARIF log larger than this is refused (GitHub itself takes at most 10 MB gzipped). */
export const MAX_BASELINE_BYTES = 200_000_000;
/** The results of a previous log (all runs), without those already marked absent there. */
export function readBaseline(file) {
    // a regular file under a cap, like every file the auditor reads: a FIFO or /dev/zero is refused (exit 2), never waited on
    const read = readRegularFile(file, MAX_BASELINE_BYTES);
    if (!read.ok)
        throw new InputError(`baseline ${file}: ${read.reason}`);
    let log;
    try {
        log = JSON.parse(read.text);
    }
    catch (e) {
        throw new InputError(`baseline ${file} could not be read as SARIF: ${e.message.split("\n")[0]}`);
    }
    if (!log || !Array.isArray(log.runs))
        throw new InputError(`baseline ${file} is not a SARIF log (no \`runs\`)`);
    return log.runs.flatMap((r) => r.results ?? []).filter((r) => r.baselineState !== "absent");
}
/** Marks `result.findings` against the previous results and records the absent ones on `result.baseline`. */
export function applyBaseline(result, previous, file) {
    const prints = fingerprints(result);
    const left = previous.map((r) => ({ r, used: false }));
    const state = result.findings.map(() => "new");
    for (const key of [LOGICAL_FINGERPRINT, "primaryLocationLineHash"]) {
        for (const [i, f] of result.findings.entries()) {
            if (state[i] === "unchanged")
                continue;
            const mine = prints[i][key];
            if (!mine)
                continue;
            const hit = left.find((p) => !p.used && p.r.ruleId === f.ruleId && p.r.partialFingerprints?.[key] === mine);
            if (!hit)
                continue;
            hit.used = true;
            state[i] = "unchanged";
        }
    }
    for (const [i, f] of result.findings.entries())
        f.baselineState = state[i];
    result.baseline = { file, absent: left.filter((p) => !p.used).map((p) => p.r) };
}
