/**
 * A syntax node as plain JavaScript, copied once from tree-sitter's tree with a cursor. Every
 * property of a web-tree-sitter node crosses into WebAssembly and allocates; the front end reads
 * the same nodes many times, so it reads this copy (the same names: `type`, `text`,
 * `childForFieldName`, `namedChildren`…) and the WebAssembly tree is freed right after parsing.
 */
export declare class PyNode {
    private readonly source;
    readonly id: number;
    readonly type: string;
    readonly isNamed: boolean;
    readonly startIndex: number;
    readonly endIndex: number;
    readonly hasError: boolean;
    readonly children: PyNode[];
    parent: PyNode | null;
    /** The field this node fills in its parent (`name`, `body`…). */
    fieldName: string | null;
    private named?;
    constructor(source: {
        text: string;
        lineStarts: number[];
    }, id: number, type: string, isNamed: boolean, startIndex: number, endIndex: number, hasError: boolean);
    /** Row and column (0-based, UTF-16 code units), computed from the offset when asked. */
    get startPosition(): {
        row: number;
        column: number;
    };
    get endPosition(): {
        row: number;
        column: number;
    };
    get text(): string;
    get namedChildren(): PyNode[];
    child(i: number): PyNode | null;
    childForFieldName(name: string): PyNode | null;
    childrenForFieldName(name: string): PyNode[];
    /** The smallest node that contains `offset`. */
    descendantForIndex(offset: number): PyNode;
}
export interface PyTree {
    rootNode: PyNode;
    /** How many levels deep the tree goes (the root is level 1). */
    depth: number;
    /** Kept for callers that free trees; the copy needs nothing freed. */
    delete(): void;
}
/** Parses Python source into a plain copy of the syntax tree; throws when the grammar could not be loaded. */
export declare function parsePython(text: string): PyTree;
/** Why the Python parser is not available, or undefined when it is. */
export declare function pythonParserProblem(): string | undefined;
