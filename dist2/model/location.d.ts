import type { SourceLocation } from "./types.js";
/** Code-unit order of two strings (locale-independent, so output is byte-identical everywhere). */
export declare function cmp(a: string, b: string): number;
/** A key for a location that is unique per place and sorts by file, line, column. */
export declare function locKey(l: SourceLocation): string;
/** Orders locations by file, line, column. */
export declare function compareLocations(a: SourceLocation, b: SourceLocation): number;
/** A path relative to the audit root, with forward slashes (the model's `SourceLocation.file`). */
export declare function relativePath(root: string, file: string): string;
