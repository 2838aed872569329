/**
 * The server scopes of a Python tree: one per server object that tools register on (`mcp =
 * FastMCP(...)` in the main package, `admin = FastMCP(...)` in a nested second server package). A tool
 * belongs to the server whose object its registration's receiver resolves to (through imports, so two
 * packages that both name their object `mcp` stay apart); a tool whose receiver does not resolve
 * belongs to the server whose folder holds its registration. What each scope is (example, companion
 * local-files tool, server) is decided by `frontend/scopes.ts` from what this module reads: where the
 * server lies, what the root project publishes, and whether its code reads local files.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { cmp } from "../../model/location.js";
import { decideScopeKinds, EXAMPLE_LISTED_REASON, scopeOfFile } from "../scopes.js";
import { MAX_DATA_FILE_BYTES, readRegularFile } from "../walk.js";
import { dotted, field, kids, ofType } from "./syntax.js";
/** Calls that read local files or folders: `open(...)`, `Path(...).read_text()`, `os.listdir(...)`, `glob.glob(...)`. */
const FILE_FUNCTION = /^(open|io\.open|os\.(listdir|scandir|walk)|glob\.i?glob|json\.load|yaml\.safe_load|shutil\.\w+)$/;
const FILE_METHOD = /\.(read_text|read_bytes|iterdir|rglob|glob)$/;
/** Fills `tool.scope` (and `listed: false` for example servers) and returns the scopes, or undefined for one server. */
export function assignPyScopes(loaded, discovery, upstreamCalls) {
    const owner = new Map();
    const objects = discovery.serverObjects;
    if (objects.length < 2)
        return undefined;
    const byFolder = objects.map((o) => ({ folder: folderOf(o.file.rel), o }));
    for (const t of discovery.tools) {
        const key = discovery.toolServer.get(t.id);
        const o = (key && objects.find((x) => x.key === key)) || scopeOfFile(byFolder, t.location.file)?.o;
        if (o)
            owner.set(t.id, o);
    }
    const owners = new Set(owner.values());
    const used = objects
        .filter((o) => owners.has(o))
        .sort((a, b) => cmp(folderOf(a.file.rel), folderOf(b.file.rel)) || cmp(a.variable, b.variable));
    if (used.length < 2)
        return undefined;
    const folders = used.map((o) => folderOf(o.file.rel));
    const ids = used.map((o, i) => folders.filter((f) => f === folders[i]).length > 1 ? `${folders[i]} (${o.variable})` : folders[i]);
    const published = publishedModules(loaded);
    const reached = new Set(upstreamCalls.flatMap((u) => u.reachedFrom));
    const candidates = used.map((o, i) => {
        const tools = discovery.tools.filter((t) => owner.get(t.id) === o);
        const folder = folders[i];
        const inner = folders.filter((f) => f !== folder && (folder === "." || f.startsWith(`${folder}/`)));
        const files = loaded.files.filter((f) => scopeOfFile([{ folder }], f.rel) && !inner.some((d) => f.rel.startsWith(`${d}/`)));
        const publishedBy = published.find((p) => files.some((f) => p.covers(f.rel)))?.why;
        // only a server that imports nothing that could be a client of a data source: a tool whose client the
        // audit does not recognise (a cloud SDK) must not read as a local-files tool
        const localFileRead = files.some(importsClientLike) ? undefined : firstLocalFileRead(files);
        return {
            id: ids[i],
            folder,
            definedBy: o.key,
            tools: tools.length,
            reachesUpstream: tools.some((t) => reached.has(t.id)),
            ...(publishedBy ? { publishedBy } : {}),
            ...(localFileRead ? { localFileRead } : {}),
        };
    });
    const scopes = decideScopeKinds(candidates);
    for (const t of discovery.tools) {
        const o = owner.get(t.id);
        const s = o ? scopes[used.indexOf(o)] : undefined;
        if (!s)
            continue;
        t.scope = s.id;
        if (s.kind === "example")
            markExample(t);
    }
    return scopes;
}
function markExample(t) {
    t.listed = false;
    t.listedReason = EXAMPLE_LISTED_REASON;
}
function folderOf(rel) {
    const d = path.posix.dirname(rel);
    return d === "" ? "." : d;
}
/** Modules a local-files tool may import: the standard library's file, text and data modules, the MCP SDK, pydantic. */
const LOCAL_MODULE = /^(__future__|abc|argparse|ast|asyncio|base64|bisect|collections|contextlib|copy|csv|dataclasses|datetime|decimal|difflib|enum|fnmatch|functools|glob|gzip|hashlib|heapq|io|itertools|json|logging|math|mimetypes|operator|os|pathlib|pprint|random|re|shlex|shutil|statistics|string|sys|tempfile|textwrap|time|tomllib|typing|typing_extensions|unicodedata|uuid|warnings|zipfile|mcp|fastmcp|pydantic|yaml|tomli)(\.|$)/;
/** Whether a file imports a module that may be a client of a data source (anything but local, stdlib-like, MCP). */
function importsClientLike(f) {
    for (const n of ofType(f.root, "import_statement", "import_from_statement")) {
        const mod = n.type === "import_from_statement" ? field(n, "module_name") : kids(n)[0];
        const name = (mod?.type === "aliased_import" ? field(mod, "name") : mod)?.text ?? "";
        if (name.startsWith("."))
            continue;
        if (!LOCAL_MODULE.test(name))
            return true;
    }
    return false;
}
function firstLocalFileRead(files) {
    for (const f of files)
        for (const c of ofType(f.root, "call")) {
            const callee = dotted(field(c, "function")) ?? "";
            if (FILE_FUNCTION.test(callee) || FILE_METHOD.test(callee))
                return `${f.rel}:${c.startPosition.row + 1}`;
        }
    return undefined;
}
/** `pkg/mod.py`, `pkg/mod/__init__.py` and `src/pkg/mod.py` as the module path `pkg/mod`. */
function modulePath(rel) {
    return rel
        .replace(/\.py$/, "")
        .replace(/(^|\/)__init__$/, "")
        .replace(/^src\//, "");
}
/** An entry point's module file; a package list's folder and everything in it. */
const entryModule = (why, mod) => ({
    why,
    covers: (rel) => modulePath(rel) === mod.replace(/\./g, "/"),
});
const packageFolder = (why, pkg) => ({
    why,
    covers: (rel) => {
        const m = modulePath(rel);
        return m === pkg || m.startsWith(`${pkg}/`);
    },
});
/**
 * What the project at the root publishes: the modules of its entry points (`[project.scripts]`,
 * `[project.entry-points.*]`, poetry scripts, `console_scripts` in setup.py/setup.cfg: `"pkg.mod:main"`)
 * and its package lists (`packages = ["pkg"]`, `{ include = "pkg" }`, hatch's `packages = ["src/pkg"]`).
 * Read as text; nothing is run.
 */
function publishedModules(loaded) {
    const out = [];
    for (const name of ["pyproject.toml", "setup.cfg", "setup.py"]) {
        const file = path.join(loaded.root, name);
        if (!existsSync(file))
            continue;
        // only a regular file inside the target, under the size cap (a link to /dev/zero or a FIFO is not read)
        const read = readRegularFile(file, MAX_DATA_FILE_BYTES, loaded.root);
        if (!read.ok)
            continue;
        const text = read.text;
        // entry points: `name = "pkg.mod:fn"` (TOML, cfg) or "name = pkg.mod:fn" (setup.py lists); blanks within the
        // line only (`^\s*` would run over every blank line below each line start: minutes on a file of blank lines)
        for (const m of text.matchAll(/^[ \t]*["']?[\w.-]+["']?[ \t]*=[ \t]*["']?([A-Za-z_][\w.]*):[A-Za-z_][\w.]*["']?/gm)) {
            out.push(entryModule(`${name} entry point ${m[1]}`, m[1]));
        }
        for (const m of text.matchAll(/["']([A-Za-z_][\w.-]*(?:\/[A-Za-z_][\w.-]*)*)\s*=\s*([A-Za-z_][\w.]*):[A-Za-z_]\w*["']/g)) {
            out.push(entryModule(`${name} entry point ${m[2]}`, m[2]));
        }
        // package lists: packages = ["pkg", "src/pkg"], include = "pkg"
        for (const m of text.matchAll(/\b(?:packages|include)\s*=\s*(\[[^\]]*\]|["'][^"']+["'])/g))
            for (const p of m[1].matchAll(/["']([^"']+)["']/g)) {
                const pkg = p[1].replace(/^src\//, "").replace(/\./g, "/");
                if (!/^[A-Za-z_][\w/]*$/.test(pkg))
                    continue;
                out.push(packageFolder(`${name} packages ${p[1]}`, pkg));
            }
    }
    return out;
}
