import type { SkippedItem } from "../../model/types.js";
import { Project, type SourceFile } from "./morph.js";
export interface LoadOptions {
    /** Extra path globs (relative to the root, `*` and `**`) to leave out. */
    ignore?: string[];
}
export interface LoadedProject {
    root: string;
    project: Project;
    /** Non-test source files that were parsed cleanly. */
    sourceFiles: SourceFile[];
    /** Test files (parsed cleanly), kept apart for the rules about the server's own tests. */
    testFiles: SourceFile[];
    tsconfigs: string[];
    skipped: SkippedItem[];
    /** Facts worth showing in coverage (workspace packages mapped, compiler options used). */
    notes: string[];
}
export declare function isTestFile(rel: string): boolean;
/** A TypeScript or JavaScript source file by its name (declaration files are not source). */
export declare function isSourceName(name: string): boolean;
/** Whether a folder holds TypeScript or JavaScript source, build output included (cheap: stops at the first file). */
export declare function detectTypeScript(root: string, ignore: string[]): number;
export declare function loadProject(rootArg: string, opts?: LoadOptions): LoadedProject;
