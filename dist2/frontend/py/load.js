/**
 * Finding and parsing a Python project: which files are the server's own source, which are tests,
 * and how module names map to files (for following `import` and `from … import`). Files are read
 * as text and parsed; nothing is imported or run.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { globToRegExp, readRegularFile, TOOLING_DIRS, walkTree } from "../walk.js";
import { parsePython, pythonParserProblem } from "./parser.js";
/** Folders that never hold a server's own Python source: environments, caches, build output. */
const PY_SKIP_DIRS = new Set([
    ...TOOLING_DIRS,
    "build",
    "dist",
    ".tox",
    ".nox",
    ".mypy_cache",
    ".pytest_cache",
    ".ruff_cache",
    "env",
    ".eggs",
    "htmlcov",
]);
const PROJECT_FILES = ["pyproject.toml", "setup.py", "setup.cfg"];
/** A file larger than this is data, not a server's code. */
const MAX_FILE_BYTES = 2_000_000;
const MAX_FILES = 4000;
/**
 * A syntax tree deeper than this is left out with its reason: the front end's walkers recurse, and
 * 10,000 nested terms would overflow the stack and end the audit. CPython refuses such files too
 * (200 nested parentheses are a syntax error; a 10,000-term `+` chain a RecursionError), so no
 * server's code is lost.
 */
const MAX_TREE_DEPTH = 1000;
/**
 * A module of more than a megabyte with hardly any functions (fewer than one per 20 KB) is generated
 * data — a table or a list literal as a module — not server logic, as for TypeScript: parsing and
 * walking it costs far more than it can tell. A module that registers tools is never data.
 */
const GENERATED_DATA_BYTES = 1_000_000;
const BYTES_PER_FUNCTION = 20_000;
const PY_TOOL_MARKER = /@[\w.]*tool\b|\.(?:add_tool|tool|list_tools|call_tool)\s*\(|\bTool\s*\(/;
function generatedData(text) {
    if (text.length < GENERATED_DATA_BYTES)
        return false;
    let fns = 0;
    for (let i = text.indexOf("def "); i >= 0; i = text.indexOf("def ", i + 4))
        fns++;
    for (let i = text.indexOf("lambda"); i >= 0; i = text.indexOf("lambda", i + 6))
        fns++;
    return fns * BYTES_PER_FUNCTION < text.length && !PY_TOOL_MARKER.test(text);
}
/** A test file is parsed only when it carries a suppression directive; otherwise `tree`/`root` are absent. */
export function isParsed(f) {
    return f.root !== undefined;
}
function skipDir(name, full) {
    if (PY_SKIP_DIRS.has(name) || name.endsWith(".egg-info"))
        return true;
    if (name.startsWith(".") && name !== ".")
        return true;
    // a virtualenv under any name
    return existsSync(path.join(full, "pyvenv.cfg"));
}
export function isTestPath(rel) {
    const parts = rel.split("/");
    const name = parts[parts.length - 1];
    return (/^test_.*\.py$|_test\.py$|^conftest\.py$/.test(name) ||
        parts.slice(0, -1).some((p) => p === "tests" || p === "test" || p === "testing"));
}
/** How many Python files and which project files a folder has (cheap: names only). */
export function detectPython(root, ignore) {
    const globs = ignore.map(globToRegExp);
    const configs = PROJECT_FILES.filter((f) => existsSync(path.join(root, f)));
    let files = 0;
    walkTree(root, globs, {
        enterDir: (name, rel) => !skipDir(name, path.join(root, rel)),
        file: (_full, _rel, name) => {
            if (name.endsWith(".py") && ++files >= 1)
                return "stop";
        },
    });
    return { files, configs };
}
export function loadPython(root, opts) {
    const globs = opts.ignore.map(globToRegExp);
    const skipped = [];
    const notes = [];
    const paths = [];
    const configs = new Set();
    let limitHit = false;
    walkTree(root, globs, {
        enterDir: (name, rel) => !skipDir(name, path.join(root, rel)),
        // a link, FIFO or device under a name the audit would read is listed in coverage with its reason
        relevant: (name) => name.endsWith(".py") || PROJECT_FILES.includes(name),
        file: (full, rel, name) => {
            if (PROJECT_FILES.includes(name) && rel.split("/").length <= 3)
                configs.add(rel);
            if (!name.endsWith(".py"))
                return;
            if (paths.length >= MAX_FILES) {
                limitHit = true;
                return "stop";
            }
            paths.push({ full, rel });
        },
    }, skipped);
    const unread = limitHit
        ? [
            `more than ${MAX_FILES.toLocaleString("en-US")} Python files: only the first ${MAX_FILES.toLocaleString("en-US")} (in path order) were read`,
        ]
        : [];
    const problem = paths.length ? pythonParserProblem() : undefined;
    if (problem)
        throw new Error(problem);
    const files = [];
    const testFiles = [];
    let parseFailures = 0;
    const dirs = new Set(paths.map((p) => path.posix.dirname(p.rel)));
    const initDirs = new Set(paths.filter((p) => p.rel.endsWith("__init__.py")).map((p) => path.posix.dirname(p.rel)));
    for (const { full, rel } of paths) {
        const read = readRegularFile(full, MAX_FILE_BYTES, root);
        if (!read.ok) {
            skipped.push({ subject: rel, reason: read.reason, kind: "file" });
            continue;
        }
        // CPython reads a lone carriage return as a line break (old Mac line endings); so does the front end. One
        // character for one, so every offset stays where it was in the file.
        const text = read.text.includes("\r") ? read.text.replace(/\r(?!\n)/g, "\n") : read.text;
        if (paths.length > 1 && generatedData(text)) {
            skipped.push({
                subject: rel,
                reason: `generated data (${text.length.toLocaleString("en-US")} characters, hardly any functions); the folder has code of its own`,
                kind: "file",
            });
            continue;
        }
        const isTest = isTestPath(rel);
        // tests are read for suppressions only: parse one only when it has a directive
        if (isTest && !text.includes("fidelity-audit-ignore-")) {
            testFiles.push({
                rel,
                text,
                tree: undefined,
                root: undefined,
                modules: moduleNames(rel, initDirs),
                packageDir: path.posix.dirname(rel),
                isTest,
            });
            continue;
        }
        const tree = parsePython(text);
        if (tree.depth > MAX_TREE_DEPTH) {
            skipped.push({
                subject: rel,
                reason: `could not be analysed: nested ${tree.depth.toLocaleString("en-US")} levels deep (the limit is ${MAX_TREE_DEPTH.toLocaleString("en-US")}; CPython itself refuses 200 nested parentheses)`,
                kind: "file",
            });
            parseFailures++;
            continue;
        }
        const rootNode = tree.rootNode;
        const errors = countErrors(rootNode);
        // tree-sitter recovers from errors; a file is given up only when most of it did not parse
        if (errors > 0 && rootNode.namedChildren.filter((c) => c && c.type !== "ERROR").length === 0) {
            skipped.push({ subject: rel, reason: "syntax error: the file could not be parsed as Python", kind: "file" });
            parseFailures++;
            continue;
        }
        const f = {
            rel,
            text,
            tree,
            root: rootNode,
            modules: moduleNames(rel, initDirs),
            packageDir: path.posix.dirname(rel),
            isTest: isTestPath(rel),
        };
        (f.isTest ? testFiles : files).push(f);
    }
    void dirs;
    const byModule = new Map();
    // shorter names are ambiguous between folders: the first file (in path order) keeps them
    for (const f of [...files, ...testFiles])
        for (const m of f.modules)
            if (!byModule.has(m))
                byModule.set(m, f);
    return {
        root,
        files,
        testFiles,
        byModule,
        projectConfigs: [...configs].sort(),
        skipped,
        notes,
        parseFailures,
        unread,
    };
}
function countErrors(n) {
    return n.hasError ? 1 : 0;
}
/**
 * Module names for a file: every dotted suffix of its path that stays inside package folders
 * (`src/pkg/sub/mod.py` → `pkg.sub.mod`, `sub.mod`, `mod`, plus the full path), longest first.
 */
function moduleNames(rel, initDirs) {
    const parts = rel.replace(/\.py$/, "").split("/");
    if (parts[parts.length - 1] === "__init__")
        parts.pop();
    const out = [];
    for (let i = 0; i < parts.length; i++) {
        const name = parts.slice(i).join(".");
        if (name)
            out.push(name);
    }
    void initDirs;
    return out;
}
