/**
 * What a batch scans: every sub-folder of a folder of repositories, or the lines of a list file
 * (`<repo folder> [sub-path of a nested server]`, relative to the list file; `#` starts a comment).
 * Each target gets a label that is unique in the batch and names its SARIF file.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { InputError } from "../errors.js";
import { readRegularFile } from "../frontend/walk.js";
/** A list of repositories is lines of paths; past this it is refused before it is read. */
const MAX_LIST_BYTES = 10_000_000;
export function readTargets(input) {
    if (!existsSync(input))
        throw new InputError(`path does not exist: ${input}`);
    const raw = [];
    if (statSync(input).isDirectory()) {
        // Repository folders, and links to folders (a portfolio assembled from checkouts elsewhere).
        const isDir = (d) => {
            if (d.isDirectory())
                return true;
            if (!d.isSymbolicLink())
                return false;
            try {
                return statSync(path.join(input, d.name)).isDirectory();
            }
            catch {
                return false;
            }
        };
        const dirs = readdirSync(input, { withFileTypes: true }).filter((d) => isDir(d) && !d.name.startsWith(".") && d.name !== "node_modules");
        for (const d of dirs.map((x) => x.name).sort())
            raw.push({ repo: path.resolve(input, d) });
        if (!raw.length)
            throw new InputError(`${input} holds no repository folders`);
    }
    else {
        const base = path.dirname(path.resolve(input));
        const read = readRegularFile(input, MAX_LIST_BYTES);
        if (!read.ok)
            throw new InputError(`${input}: ${read.reason}`);
        for (const [i, line] of read.text.split(/\r?\n/).entries()) {
            const text = line.replace(/(^|\s)#.*$/, "").trim();
            if (!text)
                continue;
            const parts = text.split(/\s+/);
            if (parts.length > 2)
                throw new InputError(`${input}:${i + 1}: expected \`<repo folder> [sub-path]\`, got ${parts.length} fields`);
            const sub = parts[1]?.replace(/^\.\/|\/+$/g, "");
            if (sub && (path.isAbsolute(sub) || sub.split("/").includes("..")))
                throw new InputError(`${input}:${i + 1}: the sub-path must stay inside the repository: ${parts[1]}`);
            raw.push({ repo: path.resolve(base, parts[0]), ...(sub && sub !== "." ? { sub } : {}) });
        }
        if (!raw.length)
            throw new InputError(`${input} lists no repositories`);
    }
    const labels = new Set();
    // File names are unique ignoring case: on a case-insensitive file system `Repo.sarif` and `repo.sarif` are one file.
    const files = new Set();
    return raw.map(({ repo, sub }) => {
        const label = unique(sub ? `${path.basename(repo)}/${sub}` : path.basename(repo), labels);
        const file = unique(label.replace(/\//g, "-").replace(/[^A-Za-z0-9._-]/g, "_"), files, (s) => s.toLowerCase());
        return { label, repo, dir: sub ? path.join(repo, sub) : repo, file: `${file}.sarif` };
    });
}
function unique(name, taken, fold = (s) => s) {
    let n = name;
    for (let i = 2; taken.has(fold(n)); i++)
        n = `${name}~${i}`;
    taken.add(fold(n));
    return n;
}
