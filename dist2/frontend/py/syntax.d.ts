import type { SourceLocation } from "../../model/types.js";
import type { LoadedPython, PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
export declare function clearSyntaxCaches(): void;
export declare function kids(n: PyNode | null | undefined): PyNode[];
export declare function field(n: PyNode | null | undefined, name: string): PyNode | undefined;
export declare function locOf(file: PyFile, n: PyNode): SourceLocation;
/** Unwraps parentheses, `await` and type casts that do not change the value. */
export declare function unwrap(n: PyNode): PyNode;
/** The value of a string literal without interpolation (implicit concatenation joined), or undefined. */
export declare function stringValue(n: PyNode | undefined): string | undefined;
/** A string's text with each `{…}` interpolation as `${…}` (f-strings), or the plain value. */
export declare function templateText(n: PyNode): string | undefined;
export declare function isString(n: PyNode): boolean;
/** Dotted text of a name or attribute chain (`mcp.tool`, `self._http.get`), or undefined. */
export declare function dotted(n: PyNode | undefined): string | undefined;
/** The function definition a decorated definition or a def stands for. */
export declare function defOf(n: PyNode): PyNode | undefined;
/** Decorators of a def (when it is decorated). */
export declare function decoratorsOf(def: PyNode): PyNode[];
/** Keyword arguments of a call by name. */
export declare function keywordArgs(call: PyNode): Map<string, PyNode>;
export declare function positionalArgs(call: PyNode): PyNode[];
/** The docstring of a function or class body: its first statement when that is a string. */
export declare function docstringOf(def: PyNode): PyNode | undefined;
/** The text between a string's quotes (docstrings keep their lines, so a line offset maps to the source). */
export declare function rawStringText(n: PyNode): string;
/** Every descendant (pre-order), not entering nested function or class definitions unless asked. */
export declare function descendants(n: PyNode, opts?: {
    enterDefs?: boolean;
}): PyNode[];
export declare function ofType(n: PyNode, ...types: string[]): PyNode[];
/** The function that encloses a node (or undefined at module level). */
export declare function enclosingFunction(n: PyNode): PyNode | undefined;
export declare function enclosingClass(n: PyNode): PyNode | undefined;
/** A binding at module level. */
export type Binding = {
    kind: "function";
    file: PyFile;
    node: PyNode;
} | {
    kind: "class";
    file: PyFile;
    node: PyNode;
} | {
    kind: "value";
    file: PyFile;
    node: PyNode;
    name: string;
    value: PyNode | undefined;
} | {
    kind: "module";
    file: PyFile | undefined;
    name: string;
} | {
    kind: "external";
    module: string;
    name: string;
};
/** Names bound at module level in each file, and resolution through imports. */
export declare class ProjectIndex {
    readonly loaded: LoadedPython;
    private readonly top;
    readonly fileOf: Map<number, PyFile>;
    constructor(loaded: LoadedPython);
    private readTop;
    /** The project file a module reference names, relative to `from` for relative imports. */
    moduleFile(from: PyFile, module: string, level: number): PyFile | undefined;
    /** What a module-level name in `file` stands for, following imports (bounded). */
    resolveName(file: PyFile, name: string, depth?: number): Binding | undefined;
    /** What a name or `module.name` expression stands for at module level. */
    resolveExpr(file: PyFile, n: PyNode, depth?: number): Binding | undefined;
    /** Every module-level name of a file (for `from x import *` and listing). */
    names(file: PyFile): string[];
    /** The module an imported name comes from, for external names (`httpx`, `mcp.server.fastmcp`). */
    importSource(file: PyFile, name: string): string | undefined;
}
/** A method of a class by name, looking in the class body. */
export declare function methodOf(cls: PyNode, name: string): PyNode | undefined;
/** Base class names of a class definition, as written. */
export declare function baseNames(cls: PyNode): PyNode[];
