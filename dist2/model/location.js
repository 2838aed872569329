/** Ordering and identity of places in the audited source, shared by every front end and analyzer. */
import path from "node:path";
/** Code-unit order of two strings (locale-independent, so output is byte-identical everywhere). */
export function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** A key for a location that is unique per place and sorts by file, line, column. */
export function locKey(l) {
    return `${l.file}:${String(l.line).padStart(6, "0")}:${String(l.column).padStart(4, "0")}`;
}
/** Orders locations by file, line, column. */
export function compareLocations(a, b) {
    return cmp(a.file, b.file) || a.line - b.line || a.column - b.column;
}
/** A path relative to the audit root, with forward slashes (the model's `SourceLocation.file`). */
export function relativePath(root, file) {
    return path.relative(root, file).split(path.sep).join("/");
}
