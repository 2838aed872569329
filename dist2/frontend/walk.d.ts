import type { SkippedItem } from "../model/types.js";
/** Folders that hold dependencies, environments or tooling state in any language, never a server's own source. */
export declare const TOOLING_DIRS: Set<string>;
/** A test on paths relative to the audited root (what an `ignore` glob becomes). */
export interface PathTest {
    test(rel: string): boolean;
}
/**
 * A user `ignore` glob (`*`, `**`, `?`, relative to the root) as a test on relative paths: the path
 * itself or a folder above it matches. Matched by simulating the glob as a set of positions, one pass
 * over the path, so the time is at most the path's length times the glob's, whatever the glob holds
 * (a regular expression built from `**` repeated a dozen times backtracks exponentially).
 */
export declare function globToRegExp(glob: string): PathTest;
/** The cap on a JSON or YAML file read from a target (package.json, tsconfig, config, JSON specs). */
export declare const MAX_DATA_FILE_BYTES = 1000000;
export type ReadResult = {
    ok: true;
    text: string;
} | {
    ok: false;
    reason: string;
};
/** Whether `file` (absolute) is `dir` or inside it. */
export declare function isInside(dir: string, file: string): boolean;
/** A short reason for a failed file-system call, without the absolute path Node puts in its message. */
export declare function ioReason(e: unknown): string;
/** The real path of a folder files must stay in (the last one asked is kept: an audit asks about one root). */
export declare function realRoot(dir: string): string;
/** Whether `file` (absolute, existing) lies inside `dir` once every link on the way is resolved. */
export declare function isReallyInside(dir: string, file: string): boolean;
/**
 * Reads a regular file as UTF-8, refusing before it is opened anything else: a FIFO or device
 * (which could block forever or never end), a symbolic link whose target leaves `within` (when
 * given), or a file larger than `maxBytes`. At most `maxBytes + 1` bytes are ever read, so a file
 * that grows while it is read, or a special file that reports size 0, cannot exhaust memory.
 */
export declare function readRegularFile(file: string, maxBytes: number, within?: string): ReadResult;
export interface WalkVisitor {
    /** False to leave a folder out (its name and path relative to the root). */
    enterDir(name: string, rel: string): boolean;
    /** Called for every regular file, in order. Return "stop" to end the walk. */
    file(full: string, rel: string, name: string): undefined | "stop";
    /**
     * Whether a file name matters to this front end: a symbolic link, a special file (FIFO, device,
     * socket) or a file left out by `ignore` with such a name is listed in `skipped` with its reason.
     * Folders left out by `ignore` and symbolic links to folders are always listed.
     */
    relevant?(name: string): boolean;
}
/** Walks `root` depth-first in code-unit order of names; folders that cannot be read go to `skipped`. */
export declare function walkTree(root: string, ignore: PathTest[], visitor: WalkVisitor, skipped?: SkippedItem[]): void;
/** Counts files whose name passes `test` (up to `limit`), for a front end's cheap detection. */
export declare function countFiles(root: string, ignore: PathTest[], test: (name: string) => boolean, skipDir: (name: string) => boolean, limit?: number): number;
