import { cmp, relativePath } from "../../../model/location.js";
const roots = new WeakMap();
/** Records the folder a loaded project's locations are relative to (once, when it is loaded). */
export function setProjectRoot(project, root) {
    roots.set(project, root);
}
/** The audit root of the project a file belongs to. */
export function rootOf(sf) {
    const root = roots.get(sf.getProject());
    if (root === undefined)
        throw new Error(`no audit root recorded for the project of ${sf.getFilePath()}`);
    return root;
}
/** 1-based line and column of a position, through the compiler's cached line map (ts-morph's own helper rescans the text). */
export function lineCol(sf, pos) {
    const lc = sf.compilerNode.getLineAndCharacterOfPosition(pos);
    return { line: lc.line + 1, column: lc.character + 1 };
}
const linesCache = new WeakMap();
/** The file's lines (split once per file). */
export function linesOf(sf) {
    let lines = linesCache.get(sf);
    if (!lines) {
        lines = sf.getFullText().split("\n");
        linesCache.set(sf, lines);
    }
    return lines;
}
/** `text` cut to at most `max` characters at a token boundary (after a space or punctuation), never inside a word. */
export function cutAtToken(text, max) {
    for (let i = max; i > max / 2; i--)
        if (/[\s,;:()[\]{}.=+\-*/<>!?&|]/.test(text[i - 1]) || /\s/.test(text[i] ?? ""))
            return text.slice(0, i).trimEnd();
    return text.slice(0, max);
}
const relativeFiles = new WeakMap();
/** The file's path relative to the audit root, with forward slashes (computed once per file). */
function fileOf(sf) {
    let f = relativeFiles.get(sf);
    if (f === undefined) {
        f = relativePath(rootOf(sf), sf.getFilePath());
        relativeFiles.set(sf, f);
    }
    return f;
}
export function locOf(node, startOffset) {
    const sf = node.getSourceFile();
    const start = startOffset ?? node.getStart();
    const end = node.getEnd();
    const s = lineCol(sf, start);
    const e = lineCol(sf, end);
    let snippet = sf.getFullText().slice(start, Math.min(end, start + 400));
    const nl = snippet.indexOf("\n");
    if (nl >= 0)
        snippet = `${snippet.slice(0, nl).trimEnd()} …`;
    if (snippet.length > 160)
        snippet = `${cutAtToken(snippet, 157)}…`;
    return {
        file: fileOf(sf),
        line: s.line,
        column: s.column,
        endLine: e.line,
        endColumn: e.column,
        snippet,
    };
}
/** Document order of two nodes: by file path, then position. */
export function cmpNodes(a, b) {
    const fa = a.getSourceFile();
    const fb = b.getSourceFile();
    return (fa === fb ? 0 : cmp(fa.getFilePath(), fb.getFilePath())) || a.getStart() - b.getStart();
}
