/** Writing reports: folders created level by level, and every failure naming its path and what went wrong. */
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readlinkSync, renameSync, rmSync, statSync, writeFileSync, writeSync, } from "node:fs";
import path from "node:path";
import { InputError } from "../errors.js";
import { ioReason } from "../frontend/walk.js";
/** A report or folder that cannot be written: exit 2, naming the path and what went wrong (not a usage error). */
export class OutputError extends InputError {
    name = "OutputError";
}
/**
 * Creates a folder and its missing parents one level at a time (Node's recursive mkdir can spin
 * forever under /proc), naming the folder and what went wrong when it cannot.
 */
export function makeDir(dir) {
    const abs = path.resolve(dir);
    refuseLinkedFolders(dir, "reports", true);
    const missing = [];
    for (let d = abs;; d = path.dirname(d)) {
        if (existsSync(d)) {
            if (!statSync(d).isDirectory())
                throw new OutputError(`cannot create the folder ${dir}: ${d === abs ? "it" : path.relative(process.cwd(), d) || d} is a file, not a folder`);
            break;
        }
        missing.unshift(d);
        if (path.dirname(d) === d)
            break;
    }
    for (const d of missing) {
        try {
            mkdirSync(d);
        }
        catch (e) {
            if (e.code === "EEXIST" && statSync(d).isDirectory())
                continue;
            throw new OutputError(`cannot create the folder ${dir}: ${ioReason(e)}`);
        }
    }
}
/** True when `abs` lies strictly below `root`. */
function below(root, abs) {
    const rel = path.relative(root, abs);
    return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
function lstatOrUndefined(p) {
    try {
        return lstatSync(p);
    }
    catch (e) {
        if (e.code === "ENOENT")
            return undefined;
        throw new OutputError(`cannot write to ${p}: ${ioReason(e)}`);
    }
}
function linkTarget(p) {
    try {
        return readlinkSync(p);
    }
    catch {
        return "?";
    }
}
/**
 * Refuses a path (a file's, or with `isFolder` a folder's own) that reaches its folder through a symbolic link inside the working folder (the
 * checkout a workflow runs in, or the repository a user stands in): a repository can commit such a
 * link, and a report written, or a stale report removed, through it would land outside the
 * repository. Links above the working folder (a system's /tmp) are the machine's, not the repository's.
 */
export function refuseLinkedFolders(target, what = "the report", isFolder = false) {
    const cwd = path.resolve(".");
    const dir = isFolder ? path.resolve(target) : path.dirname(path.resolve(target));
    const chain = [];
    for (let d = dir; below(cwd, d); d = path.dirname(d))
        chain.unshift(d);
    for (const d of chain) {
        const st = lstatOrUndefined(d);
        if (!st)
            return;
        if (st.isSymbolicLink())
            throw new OutputError(`refusing to write ${what} to ${target}: the folder ${path.relative(cwd, d)} is a symbolic link (to ${linkTarget(d)}); reports are never written through a link`);
    }
}
/**
 * Writes a report file without ever following a link the audited repository could have placed: no
 * folder on the way below the working folder may be a symbolic link, and a link at the file itself is
 * refused (or, with `replaceLink`, removed and replaced by the file, for names the caller owns). The
 * text goes to a new temporary file beside the target (created exclusively, so a link there is never
 * followed) that is then renamed over it, so a reader never sees half a report. A target outside the
 * working folder that is a link or special file (`/dev/stdout`, a pipe) is written as the user named it.
 */
export function writeOutput(file, text, opts = {}) {
    const what = opts.what ?? "the report";
    const abs = path.resolve(file);
    const inside = below(path.resolve("."), abs);
    refuseLinkedFolders(file, what);
    makeDir(path.dirname(abs));
    const st = lstatOrUndefined(abs);
    const done = {};
    if (st?.isDirectory())
        throw new OutputError(`cannot write ${what} to ${file}: it is a folder`);
    if (st && !st.isFile()) {
        if (!inside) {
            try {
                writeFileSync(abs, text);
            }
            catch (e) {
                throw new OutputError(`cannot write ${what} to ${file}: ${ioReason(e)}`);
            }
            return done;
        }
        if (!st.isSymbolicLink())
            throw new OutputError(`refusing to write ${what} to ${file}: it is not a regular file (a FIFO, socket or device)`);
        if (!opts.replaceLink)
            throw new OutputError(`refusing to write ${what} to ${file}: it is a symbolic link (to ${linkTarget(abs)}); remove the link or choose another path`);
        done.replacedLink = linkTarget(abs);
    }
    const tmp = path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}-${randomBytes(6).toString("hex")}.tmp`);
    let fd;
    try {
        fd = openSync(tmp, "wx", 0o644);
    }
    catch (e) {
        throw new OutputError(`cannot write ${what} to ${file}: no new file can be made in its folder (${e.code ?? String(e)})`);
    }
    try {
        try {
            writeSync(fd, text);
        }
        finally {
            closeSync(fd);
        }
        renameSync(tmp, abs);
    }
    catch (e) {
        rmSync(tmp, { force: true });
        throw new OutputError(`cannot write ${what} to ${file}: ${ioReason(e)}`);
    }
    return done;
}
