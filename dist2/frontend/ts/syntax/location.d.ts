/** Locations in the audited source: line maps and the model's SourceLocation for a node. */
import type { Node, Project, SourceFile } from "ts-morph";
import type { SourceLocation } from "../../../model/types.js";
/** Records the folder a loaded project's locations are relative to (once, when it is loaded). */
export declare function setProjectRoot(project: Project, root: string): void;
/** The audit root of the project a file belongs to. */
export declare function rootOf(sf: SourceFile): string;
/** 1-based line and column of a position, through the compiler's cached line map (ts-morph's own helper rescans the text). */
export declare function lineCol(sf: SourceFile, pos: number): {
    line: number;
    column: number;
};
/** The file's lines (split once per file). */
export declare function linesOf(sf: SourceFile): string[];
/** `text` cut to at most `max` characters at a token boundary (after a space or punctuation), never inside a word. */
export declare function cutAtToken(text: string, max: number): string;
export declare function locOf(node: Node, startOffset?: number): SourceLocation;
/** Document order of two nodes: by file path, then position. */
export declare function cmpNodes(a: Node, b: Node): number;
