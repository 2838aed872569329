/**
 * The commit a repository folder has checked out, read from the files under `.git` (HEAD, loose
 * refs, packed-refs, the origin URL in config). No git command and nothing from the repository is
 * run. Undefined when the folder is not itself a git checkout.
 */
import { lstatSync } from "node:fs";
import path from "node:path";
import { isInside, isReallyInside, readRegularFile } from "../frontend/walk.js";
/**
 * The commit a repository folder has checked out, or undefined. Everything read stays inside the
 * repository folder: a `.git` that is a link, a `gitdir:` or `commondir` that points elsewhere, a
 * HEAD ref that climbs out (`ref: ../../x`) or a git file reached through a link out is refused, and
 * each refusal is added to `refused` (for the repository's coverage), so nothing from outside the
 * repository can reach SARIF provenance or the summaries.
 */
export function gitProvenance(repo, refused = []) {
    const dotGit = path.join(repo, ".git");
    let st;
    try {
        st = lstatSync(dotGit);
    }
    catch {
        return undefined;
    }
    const refuse = (why) => {
        const line = `${why}: no commit recorded (not followed)`;
        if (!refused.includes(line))
            refused.push(line);
        return undefined;
    };
    // Regular files only, under a cap, and only inside the repository: a FIFO, /dev/zero or a link out in .git is never read.
    const read = (file) => {
        if (!isInside(repo, path.resolve(file)))
            return undefined;
        const r = readRegularFile(file, 4_000_000, repo);
        if (!r.ok && r.reason.includes("outside the audited folder"))
            refuse(`${path.relative(repo, file).split(path.sep).join("/")}: ${r.reason.replace(/ \((not followed|not read)\)$/, "")}`);
        return r.ok ? r.text : undefined;
    };
    if (st.isSymbolicLink())
        return refuse(".git is a symbolic link");
    let gitDir = dotGit;
    if (st.isFile()) {
        const m = /^gitdir:\s*(.+)$/m.exec(read(dotGit) ?? "");
        if (!m)
            return undefined;
        gitDir = path.resolve(repo, m[1].trim());
        if (!isInside(repo, gitDir) || !isReallyInside(repo, gitDir))
            return refuse(".git names a gitdir outside the repository");
    }
    else if (!st.isDirectory())
        return undefined;
    const common = path.resolve(gitDir, (read(path.join(gitDir, "commondir")) ?? ".").trim());
    if (!isInside(repo, common))
        return refuse(".git commondir outside the repository");
    const head = (read(path.join(gitDir, "HEAD")) ?? "").trim();
    let revisionId;
    let branch;
    const ref = /^ref:\s*(\S+)$/.exec(head)?.[1];
    if (ref) {
        // a ref is a name under refs/: `ref: ../../x` would read a file outside .git
        if (!/^refs\/[^\0]+$/.test(ref) || ref.split("/").some((p) => p === ".." || p === "." || p === ""))
            return refuse(".git/HEAD names a ref that is not under refs/");
        branch = ref.replace(/^refs\/heads\//, "");
        revisionId = (read(path.join(gitDir, ref)) ?? read(path.join(common, ref)))?.trim();
        if (!revisionId) {
            const packed = read(path.join(common, "packed-refs")) ?? "";
            revisionId = packed
                .split("\n")
                .find((l) => l.endsWith(` ${ref}`))
                ?.split(" ")[0];
        }
    }
    else
        revisionId = head;
    if (refused.length)
        return undefined;
    if (!revisionId || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(revisionId))
        return undefined;
    const repositoryUri = originUri(read(path.join(common, "config")) ?? "");
    if (refused.length)
        return undefined;
    return { revisionId, ...(branch ? { branch } : {}), ...(repositoryUri ? { repositoryUri } : {}) };
}
/** The origin remote as a URI, without credentials; scp-style `git@host:path` becomes `ssh://git@host/path`. */
function originUri(config) {
    const section = /\[remote "origin"\]([^[]*)/.exec(config)?.[1] ?? "";
    const url = /^\s*url\s*=\s*(\S+)\s*$/m.exec(section)?.[1];
    if (!url)
        return undefined;
    const scp = /^([\w.-]+@)?([\w.-]+):(?!\/\/)(.+)$/.exec(url);
    if (scp)
        return `ssh://${scp[1] ?? ""}${scp[2]}/${scp[3]}`;
    try {
        const u = new URL(url);
        u.username = "";
        u.password = "";
        return u.protocol === "file:" ? undefined : u.toString();
    }
    catch {
        return undefined;
    }
}
