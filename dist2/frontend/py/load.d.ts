import type { SkippedItem } from "../../model/types.js";
import { type PyNode, type PyTree } from "./parser.js";
export interface PyFile {
    /** Path relative to the root, forward slashes. */
    rel: string;
    text: string;
    tree: PyTree;
    root: PyNode;
    /** Dotted module names this file answers to (`pkg.mod`, `src.pkg.mod`), longest first. */
    modules: string[];
    /** The package a relative import starts from (`pkg` for `pkg/mod.py` and for `pkg/__init__.py`). */
    packageDir: string;
    isTest: boolean;
}
/** A test file is parsed only when it carries a suppression directive; otherwise `tree`/`root` are absent. */
export declare function isParsed(f: PyFile): boolean;
export interface LoadedPython {
    root: string;
    files: PyFile[];
    testFiles: PyFile[];
    /** Dotted module name → file. */
    byModule: Map<string, PyFile>;
    projectConfigs: string[];
    skipped: SkippedItem[];
    notes: string[];
    parseFailures: number;
    /** Parts of the folder not read (the file-count cap): the run is partial. */
    unread: string[];
}
export declare function isTestPath(rel: string): boolean;
/** How many Python files and which project files a folder has (cheap: names only). */
export declare function detectPython(root: string, ignore: string[]): {
    files: number;
    configs: string[];
};
export declare function loadPython(root: string, opts: {
    ignore: string[];
}): LoadedPython;
