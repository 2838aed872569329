/**
 * Walking and reading an audited folder, shared by every front end: only regular files and folders
 * inside the root, in a fixed order, never following links, with the user's `ignore` globs applied.
 * Every file the auditor reads from a target goes through `readRegularFile`: a FIFO, a device, a
 * socket or a link that leaves the target is refused with its reason before it is opened, and no
 * read goes past a size cap, so no repository can hang or exhaust the process.
 */
import { closeSync, constants as fsc, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync, statSync, } from "node:fs";
import path from "node:path";
import { relativePath } from "../model/location.js";
/** Folders that hold dependencies, environments or tooling state in any language, never a server's own source. */
export const TOOLING_DIRS = new Set([
    "node_modules",
    "coverage",
    ".git",
    ".next",
    ".turbo",
    ".cache",
    ".venv",
    "venv",
    "__pycache__",
    "site-packages",
]);
/**
 * A user `ignore` glob (`*`, `**`, `?`, relative to the root) as a test on relative paths: the path
 * itself or a folder above it matches. Matched by simulating the glob as a set of positions, one pass
 * over the path, so the time is at most the path's length times the glob's, whatever the glob holds
 * (a regular expression built from `**` repeated a dozen times backtracks exponentially).
 */
export function globToRegExp(glob) {
    const tokens = [];
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === "*") {
            if (glob[i + 1] === "*") {
                i++;
                if (glob[i + 1] === "/")
                    i++;
                if (tokens.at(-1)?.kind !== "any")
                    tokens.push({ kind: "any" });
            }
            else if (tokens.at(-1)?.kind !== "star" && tokens.at(-1)?.kind !== "any")
                tokens.push({ kind: "star" });
        }
        else if (c === "?")
            tokens.push({ kind: "one" });
        else
            tokens.push({ kind: "lit", c });
    }
    const n = tokens.length;
    return {
        test(rel) {
            let on = new Uint8Array(n + 1);
            let next = new Uint8Array(n + 1);
            const close = (set) => {
                for (let i = 0; i < n; i++)
                    if (set[i] && tokens[i].kind !== "lit" && tokens[i].kind !== "one")
                        set[i + 1] = 1;
            };
            on[0] = 1;
            close(on);
            for (let p = 0; p < rel.length; p++) {
                const ch = rel[p];
                // the glob has matched a folder above the path: `dist` ignores `dist/a.js`
                if (ch === "/" && on[n])
                    return true;
                next.fill(0);
                let any = false;
                for (let i = 0; i < n; i++) {
                    if (!on[i])
                        continue;
                    const t = tokens[i];
                    if (t.kind === "any" || (t.kind === "star" && ch !== "/"))
                        next[i] = 1;
                    else if ((t.kind === "one" && ch !== "/") || (t.kind === "lit" && t.c === ch))
                        next[i + 1] = 1;
                    else
                        continue;
                    any = true;
                }
                if (!any)
                    return false;
                close(next);
                [on, next] = [next, on];
            }
            return on[n] === 1;
        },
    };
}
/** The cap on a JSON or YAML file read from a target (package.json, tsconfig, config, JSON specs). */
export const MAX_DATA_FILE_BYTES = 1_000_000;
/** Whether `file` (absolute) is `dir` or inside it. */
export function isInside(dir, file) {
    const r = path.relative(dir, file);
    return r === "" || (!r.startsWith(`..${path.sep}`) && r !== ".." && !path.isAbsolute(r));
}
function kindOf(st) {
    return st.isFIFO()
        ? "a named pipe (FIFO)"
        : st.isCharacterDevice() || st.isBlockDevice()
            ? "a device"
            : st.isSocket()
                ? "a socket"
                : st.isDirectory()
                    ? "a folder"
                    : "not a regular file";
}
/** A short reason for a failed file-system call, without the absolute path Node puts in its message. */
export function ioReason(e) {
    const err = e;
    const what = {
        ENOENT: "does not exist",
        EACCES: "permission denied",
        EPERM: "operation not permitted",
        EISDIR: "is a folder",
        ENOTDIR: "a part of the path is not a folder",
        ELOOP: "too many levels of symbolic links",
        EMFILE: "too many open files",
        EIO: "input/output error",
        ENAMETOOLONG: "name too long",
        EROFS: "read-only file system",
        ENOSPC: "no space left on the device",
    };
    if (err?.code)
        return what[err.code] ? `${what[err.code]} (${err.code})` : err.code;
    return e instanceof Error ? e.message.split("\n")[0] : String(e);
}
let lastRoot;
/** The real path of a folder files must stay in (the last one asked is kept: an audit asks about one root). */
export function realRoot(dir) {
    if (lastRoot?.dir !== dir)
        lastRoot = { dir, real: realpathSync(dir) };
    return lastRoot.real;
}
/** Whether `file` (absolute, existing) lies inside `dir` once every link on the way is resolved. */
export function isReallyInside(dir, file) {
    try {
        return isInside(realRoot(dir), realpathSync(file));
    }
    catch {
        return false;
    }
}
/**
 * Reads a regular file as UTF-8, refusing before it is opened anything else: a FIFO or device
 * (which could block forever or never end), a symbolic link whose target leaves `within` (when
 * given), or a file larger than `maxBytes`. At most `maxBytes + 1` bytes are ever read, so a file
 * that grows while it is read, or a special file that reports size 0, cannot exhaust memory.
 */
export function readRegularFile(file, maxBytes, within) {
    let target = file;
    try {
        const l = lstatSync(file);
        // with a folder to stay in, the real path is checked even when the file is no link: a linked folder on the way
        // (fixtures/ -> /elsewhere) leaves the target as surely as a linked file does
        if (l.isSymbolicLink() || within !== undefined) {
            target = realpathSync(file);
            if (within !== undefined && !isInside(realRoot(within), target))
                return {
                    ok: false,
                    reason: l.isSymbolicLink()
                        ? "a symbolic link to a file outside the audited folder (not followed)"
                        : "reached through a linked folder: outside the audited folder (not read)",
                };
        }
        const st = target === file ? l : statSync(target);
        if (!st.isFile())
            return { ok: false, reason: `${kindOf(st)}, not a regular file (not read)` };
        if (st.size > maxBytes)
            return { ok: false, reason: `larger than ${maxBytes.toLocaleString("en-US")} bytes (not read)` };
    }
    catch (e) {
        return { ok: false, reason: `could not be read: ${ioReason(e)}` };
    }
    let fd;
    try {
        // O_NONBLOCK: should the file have been swapped for a FIFO since the check, opening it does not wait for a writer.
        fd = openSync(target, fsc.O_RDONLY | (fsc.O_NONBLOCK ?? 0));
        if (!fstatSync(fd).isFile())
            return { ok: false, reason: "not a regular file (not read)" };
        const buf = Buffer.alloc(Math.min(maxBytes, Math.max(0, fstatSync(fd).size)) + 1);
        let n = 0;
        for (let got = 1; got > 0 && n < buf.length; n += got)
            got = readSync(fd, buf, n, buf.length - n, n);
        if (n > maxBytes)
            return { ok: false, reason: `larger than ${maxBytes.toLocaleString("en-US")} bytes (not read)` };
        return { ok: true, text: buf.toString("utf8", 0, n) };
    }
    catch (e) {
        return { ok: false, reason: `could not be read: ${ioReason(e)}` };
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
    }
}
/** Walks `root` depth-first in code-unit order of names; folders that cannot be read go to `skipped`. */
export function walkTree(root, ignore, visitor, skipped = []) {
    let stopped = false;
    const relevant = (name) => visitor.relevant?.(name) ?? false;
    let real;
    const rootReal = () => (real ??= realpathSync(root));
    const visit = (dir) => {
        let entries;
        try {
            entries = readdirSync(dir, { withFileTypes: true });
        }
        catch (e) {
            skipped.push({
                subject: relativePath(root, dir) || ".",
                reason: `folder could not be read: ${ioReason(e)}`,
                kind: "file",
            });
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const ent of entries) {
            if (stopped)
                return;
            const full = path.join(dir, ent.name);
            const r = relativePath(root, full);
            if (ignore.some((g) => g.test(r))) {
                if (ent.isDirectory() || relevant(ent.name))
                    skipped.push({
                        subject: r,
                        reason: `left out by \`ignore\` in the config${ent.isDirectory() ? " (the whole folder)" : ""}`,
                        kind: "file",
                    });
                continue;
            }
            if (ent.isSymbolicLink()) {
                let toDir = false;
                let where = "to nothing (dangling)";
                try {
                    toDir = statSync(full).isDirectory();
                    where = isInside(rootReal(), realpathSync(full))
                        ? "inside the audited folder (read under its own path, if at all)"
                        : "to outside the audited folder";
                }
                catch {
                    // a dangling link is a file-like name
                }
                if ((toDir && visitor.enterDir(ent.name, r)) || (!toDir && relevant(ent.name)))
                    skipped.push({
                        subject: r,
                        reason: `symbolic link${toDir ? " to a folder" : ""} ${where}: links are not followed`,
                        kind: "file",
                    });
                continue;
            }
            if (ent.isDirectory()) {
                if (visitor.enterDir(ent.name, r))
                    visit(full);
            }
            else if (ent.isFile()) {
                if (visitor.file(full, r, ent.name) === "stop")
                    stopped = true;
            }
            else if (relevant(ent.name)) {
                skipped.push({
                    subject: r,
                    reason: `${ent.isFIFO() ? "a named pipe (FIFO)" : ent.isSocket() ? "a socket" : "a device"}, not a regular file (not read)`,
                    kind: "file",
                });
            }
        }
    };
    visit(root);
}
/** Counts files whose name passes `test` (up to `limit`), for a front end's cheap detection. */
export function countFiles(root, ignore, test, skipDir, limit = 1) {
    let n = 0;
    walkTree(root, ignore, {
        enterDir: (name) => !skipDir(name) && !(name.startsWith(".") && name !== "."),
        file: (_full, _rel, name) => {
            if (test(name) && ++n >= limit)
                return "stop";
        },
    });
    return n;
}
