/**
 * Incremental batch: a re-run into the same output folder re-audits only the repositories whose
 * content, effective config or auditor changed. The key of a repository is a hash of what its audit
 * depends on: every regular file of the repository (by path and content; a link by its target;
 * `node_modules`, which the auditor never reads, and git's object store left out — a new commit
 * changes `HEAD` or a ref), a shared `--config` file's content, the rules selected, whether
 * suppressed results are written, and the auditor itself (a hash of its own code and rule
 * catalogue, so a rebuild with the same version number still counts as a change). Only outcomes that
 * do not depend on limits are kept (analysed and not measured, never failed). The manifest and the
 * SARIF it names are checked before anything is reused; a folder whose manifest is missing, corrupt
 * or another tool's is audited afresh, with a note. Nothing here reads a timestamp.
 */
import { createHash } from "node:crypto";
import { closeSync, constants as fsc, fstatSync, openSync, readdirSync, readlinkSync, readSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readRegularFile } from "../frontend/walk.js";
import { writeOutput } from "../report/output.js";
import { TOOL_NAME, TOOL_VERSION } from "../version.js";
export const CACHE_FILE = ".fidelity-audit-cache.json";
const FORMAT = 1;
const sha = (s) => createHash("sha256").update(s).digest("hex");
/** Adds a regular file's bytes to the hash in chunks, without following a swap to a FIFO (O_NONBLOCK). */
function hashFile(h, file) {
    let fd;
    try {
        fd = openSync(file, fsc.O_RDONLY | (fsc.O_NONBLOCK ?? 0));
        if (!fstatSync(fd).isFile()) {
            h.update("\u0000special");
            return;
        }
        const buf = Buffer.alloc(1 << 20);
        for (let n = readSync(fd, buf, 0, buf.length, null); n > 0; n = readSync(fd, buf, 0, buf.length, null))
            h.update(buf.subarray(0, n));
    }
    catch (e) {
        h.update(`\u0000unreadable ${e.code ?? ""}`);
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
    }
}
/** A hash of every file below `root` that an audit of it could read. */
export function contentHash(root) {
    const h = createHash("sha256");
    const walk = (rel) => {
        let entries;
        try {
            entries = readdirSync(path.join(root, rel), { withFileTypes: true });
        }
        catch (e) {
            h.update(`\u0000${rel}\u0000unlistable ${e.code ?? ""}`);
            return;
        }
        for (const d of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
            const r = rel ? `${rel}/${d.name}` : d.name;
            if (d.name === "node_modules" || r === ".git/objects" || r === ".git/logs")
                continue;
            h.update(`\u0000${r}\u0000`);
            if (d.isDirectory()) {
                h.update("dir");
                walk(r);
            }
            else if (d.isSymbolicLink()) {
                let to = "";
                try {
                    to = readlinkSync(path.join(root, r));
                }
                catch { }
                h.update(`link ${to}`);
            }
            else if (d.isFile())
                hashFile(h, path.join(root, r));
            else
                h.update("special");
        }
    };
    walk("");
    return h.digest("hex");
}
let auditorHash;
/** The auditor's own identity: its version and a hash of its code and catalogue (the folder this module runs from). */
export function auditorIdentity() {
    if (auditorHash)
        return auditorHash;
    const here = path.dirname(fileURLToPath(import.meta.url));
    const base = path.basename(here) === "batch" ? path.dirname(here) : here;
    const h = createHash("sha256").update(`${TOOL_NAME} ${TOOL_VERSION}`);
    const walk = (dir) => {
        for (const d of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
            const p = path.join(dir, d.name);
            if (d.isDirectory() && d.name !== "node_modules")
                walk(p);
            else if (d.isFile() && /\.(js|mjs|ts|yaml|wasm)$/.test(d.name)) {
                h.update(`\u0000${path.relative(base, p)}\u0000`);
                hashFile(h, p);
            }
        }
    };
    walk(base);
    for (const yaml of [path.join(base, "..", "rules.yaml")])
        hashFile(h, yaml);
    auditorHash = h.digest("hex");
    return auditorHash;
}
/**
 * What every repository's key of one batch shares (the auditor, the rules, the shared config's
 * content, suppressed results or not), read once per batch rather than once per repository.
 */
export function batchKeyPart(inputs) {
    const cfg = inputs.config ? readRegularFile(inputs.config, 1_000_000) : undefined;
    return JSON.stringify({
        auditor: auditorIdentity(),
        rules: inputs.rules ?? null,
        config: cfg ? (cfg.ok ? sha(cfg.text) : cfg.reason) : null,
        includeSuppressed: !!inputs.includeSuppressed,
    });
}
/** The key of one repository's audit: the batch's shared part, the repository's content and the server's place in it. */
export function targetKey(repo, dir, shared) {
    return sha(JSON.stringify({ shared, repo: contentHash(repo), dir: path.relative(repo, dir) }));
}
/** The manifest of an output folder, or why none can be trusted (undefined reason: there was none). */
export function readCache(dir) {
    const file = path.join(dir, CACHE_FILE);
    const read = readRegularFile(file, 200_000_000);
    if (!read.ok)
        return { entries: new Map(), ...(/does not exist/.test(read.reason) ? {} : { note: read.reason }) };
    let m;
    try {
        m = JSON.parse(read.text);
    }
    catch {
        return { entries: new Map(), note: `${CACHE_FILE} is not JSON` };
    }
    if (!m || m.tool !== TOOL_NAME || m.format !== FORMAT || typeof m.entries !== "object" || !m.entries)
        return { entries: new Map(), note: `${CACHE_FILE} is not this auditor's` };
    if (m.auditor !== auditorIdentity())
        return { entries: new Map(), note: "the auditor changed since the last run" };
    return { entries: new Map(Object.entries(m.entries)) };
}
/** A cached outcome for the repository, with its SARIF read back and checked, or undefined. */
export function reuse(dir, entry, key, sarifFile) {
    if (!entry || entry.key !== key || !entry.outcome || typeof entry.outcome.label !== "string")
        return undefined;
    if (entry.sarifSha === undefined)
        return entry.outcome.status === "not-measured" ? { ...entry.outcome } : undefined;
    const read = readRegularFile(path.join(dir, sarifFile), 200_000_000);
    if (!read.ok || sha(read.text) !== entry.sarifSha)
        return undefined;
    return { ...entry.outcome, sarif: read.text };
}
export function writeCache(dir, entries) {
    const out = {};
    for (const [label, { key, outcome }] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (outcome.status === "failed")
            continue;
        const { sarif, sarifFile: _f, timing: _t, ...kept } = outcome;
        out[label] = { key, outcome: kept, ...(sarif && outcome.status === "analysed" ? { sarifSha: sha(sarif) } : {}) };
    }
    const m = { tool: TOOL_NAME, format: FORMAT, auditor: auditorIdentity(), entries: out };
    writeOutput(path.join(dir, CACHE_FILE), `${JSON.stringify(m)}\n`, { what: CACHE_FILE });
}
