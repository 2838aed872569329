/**
 * Server scopes: in a monorepo or a tree with several servers, each package (the nearest folder with
 * a package.json, up to the audited root) is its own server. Dispatch branches and handlers are
 * matched to a tool only within the same scope, and tools of example or demo servers are kept apart.
 */
import { lstatSync } from "node:fs";
import path from "node:path";
import { cmp, relativePath } from "../../../model/location.js";
import { decideScopeKinds, EXAMPLE_LISTED_REASON, exampleFolderOf } from "../../scopes.js";
import { MAX_DATA_FILE_BYTES, readRegularFile } from "../../walk.js";
import { isTestFile } from "../load.js";
import { rootOf } from "../syntax/location.js";
const packageDirs = new Map();
function hasPackageJson(dir) {
    let v = packageDirs.get(dir);
    if (v === undefined) {
        // a regular file only: a package.json that is a link (or a FIFO) makes no scope and is never read
        try {
            v = lstatSync(path.join(dir, "package.json")).isFile();
        }
        catch {
            v = false;
        }
        packageDirs.set(dir, v);
    }
    return v;
}
/** The folder of the server package a node belongs to (the audited root when no package.json is nearer). */
export function scopeOf(n) {
    const sf = n.getSourceFile();
    const root = rootOf(sf);
    let dir = path.dirname(sf.getFilePath());
    while (dir.length > root.length && dir.startsWith(root)) {
        if (hasPackageJson(dir))
            return dir;
        dir = path.dirname(dir);
    }
    return root;
}
export function sameScope(a, b) {
    return scopeOf(a) === scopeOf(b);
}
/** Whether a file (relative to the root) lies under an example or demo folder (see frontend/scopes.ts). */
export function isExamplePath(rel) {
    return exampleFolderOf(path.posix.dirname(rel)) !== undefined;
}
/**
 * The scope folder of a file (relative to the root): its nearest package folder, or, for a file under an
 * example folder without a package of its own, the example's folder (`examples/demo`).
 */
function scopeFolderOf(root, rel) {
    let pkg = ".";
    for (let dir = path.posix.dirname(rel); dir !== "." && dir !== ""; dir = path.posix.dirname(dir))
        if (hasPackageJson(path.join(root, dir))) {
            pkg = dir;
            break;
        }
    const dir = path.posix.dirname(rel);
    const ex = exampleFolderOf(dir);
    if (ex && (pkg === "." || ex.startsWith(`${pkg}/`))) {
        const next = dir.slice(ex.length + 1).split("/")[0];
        return next ? `${ex}/${next}` : ex;
    }
    return pkg;
}
function readJson(file, root) {
    const read = readRegularFile(file, MAX_DATA_FILE_BYTES, root);
    if (!read.ok)
        return undefined;
    try {
        const v = JSON.parse(read.text);
        return v && typeof v === "object" ? v : undefined;
    }
    catch {
        return undefined;
    }
}
/** Paths the root package.json publishes (`bin`, `main`, `module`, `exports`), relative, without `./`. */
function publishedPaths(root) {
    const pkg = readJson(path.join(root, "package.json"), root);
    if (!pkg)
        return [];
    const out = [];
    const walk = (v) => {
        if (typeof v === "string")
            out.push(v.replace(/^\.\//, ""));
        else if (v && typeof v === "object")
            for (const x of Object.values(v))
                walk(x);
    };
    for (const k of ["bin", "main", "module", "exports"])
        walk(pkg[k]);
    return out;
}
/**
 * An import's clause up to `from`: no `;`, and no line break before a line that starts another import
 * or export. Unbounded (`[^;]*?`), every import of a file without semicolons would be searched to the
 * end of the file: seconds per megabyte. Bounded so, the searches cover the file about once.
 */
const CLAUSE = String.raw `(?:[^;\n]|\n(?![ \t]*(?:import|export)\b))*?`;
const FS_IMPORT = new RegExp(String.raw `^[ \t]*import\b${CLAUSE}\bfrom\s+["'](node:)?fs(\/promises)?["']|\brequire\(\s*["'](node:)?fs(\/promises)?["']\s*\)`, "m");
const ANY_IMPORT = new RegExp(String.raw `^[ \t]*(?:import|export)\b${CLAUSE}\bfrom\s+["']([^"']+)["']|\brequire\(\s*["']([^"']+)["']\s*\)`, "gm");
/** Packages a local-files tool may import: Node's own modules, the MCP SDK, schema libraries. */
const LOCAL_PACKAGE = /^(node:|(fs|path|os|url|util|events|stream|crypto|readline|process|buffer|child_process)(\/|$)|@modelcontextprotocol\/|zod(-to-json-schema)?$)/;
/** Whether a file imports a package that may be a client of a data source (anything but relative, Node, MCP, zod). */
function importsClientLike(text) {
    for (const m of text.matchAll(ANY_IMPORT)) {
        const spec = m[1] ?? m[2] ?? "";
        if (!spec.startsWith(".") && !LOCAL_PACKAGE.test(spec))
            return true;
    }
    return false;
}
/**
 * Several servers in one TypeScript tree (workspace packages, an example or demo server): fills
 * `tool.scope` (and `listed: false` for example servers) and returns the scopes, or undefined for one.
 */
export function assignTsScopes(root, files, tools, upstreamCalls) {
    const folderOfTool = new Map(tools.map((t) => [t.id, scopeFolderOf(root, t.location.file)]));
    const folders = [...new Set(folderOfTool.values())].sort(cmp);
    if (folders.length < 2)
        return undefined;
    const published = publishedPaths(root);
    const reached = new Set(upstreamCalls.flatMap((u) => u.reachedFrom));
    const rels = files.map((sf) => ({ sf, rel: relativePath(root, sf.getFilePath()) }));
    const candidates = folders.map((folder) => {
        const own = tools.filter((t) => folderOfTool.get(t.id) === folder);
        const inner = folders.filter((f) => f !== folder && (folder === "." || f.startsWith(`${folder}/`)));
        const mine = rels.filter((r) => (folder === "." || r.rel.startsWith(`${folder}/`)) &&
            !inner.some((d) => r.rel.startsWith(`${d}/`)) &&
            !isTestFile(r.rel));
        // only a server that imports nothing that could be a client of a data source: a tool whose client the
        // audit does not recognise (a cloud SDK) must not read as a local-files tool
        const clientLike = mine.some((r) => importsClientLike(r.sf.getFullText()));
        const fsFile = clientLike ? undefined : mine.find((r) => FS_IMPORT.test(r.sf.getFullText()));
        const pub = published.find((p) => folder !== "." && p.startsWith(`${folder}/`));
        const name = readJson(path.join(root, folder, "package.json"), root)?.name;
        return {
            id: folder,
            folder,
            ...(typeof name === "string" ? { definedBy: name } : {}),
            tools: own.length,
            reachesUpstream: own.some((t) => reached.has(t.id)),
            ...(pub ? { publishedBy: `package.json publishes ${pub}` } : {}),
            ...(fsFile ? { localFileRead: `${fsFile.rel} imports fs` } : {}),
        };
    });
    const scopes = decideScopeKinds(candidates);
    for (const t of tools) {
        const s = scopes.find((x) => x.id === folderOfTool.get(t.id));
        if (!s)
            continue;
        t.scope = s.id;
        if (s.kind === "example") {
            t.listed = false;
            t.listedReason = EXAMPLE_LISTED_REASON;
        }
    }
    return scopes;
}
/** Whether a node lies in a test file: a test never defines or registers the server's tools. */
export function inTestFile(n) {
    const sf = n.getSourceFile();
    return isTestFile(path.relative(rootOf(sf), sf.getFilePath()).split(path.sep).join("/"));
}
