/** Finding nodes fast: one walk per file indexes nodes by kind, and only the nodes asked for are wrapped.
 * The only use of ts-morph's private API (`wrap`) is here; test/syntax-private-api.test.ts fails when an upgrade breaks it. */
import type { ts } from "ts-morph";
import { type KindToNodeMappings, Node, type SourceFile, SyntaxKind } from "../morph.js";
/** All descendants of one kind in a file, computed once per file and kind (see descendantsOfKind). */
export declare function nodesOfKind<K extends SyntaxKind>(sf: SourceFile, kind: K): readonly KindToNodeMappings[K][];
export declare function kindIndex(sf: SourceFile): Map<SyntaxKind, ts.Node[]>;
/** The project's wrapper of a compiler node of `sf` (the same object ts-morph hands out everywhere). */
export declare function wrap(sf: SourceFile, n: ts.Node): Node;
/**
 * The compiler nodes of one kind inside a node, in document order, unwrapped: for hot loops that
 * test the compiler nodes first and wrap only the few they keep. Computed once per node and kind;
 * the array is shared: callers must not mutate it.
 */
export declare function compilerDescendantsOfKind(node: Node, kind: SyntaxKind): readonly ts.Node[];
/**
 * The descendants of one kind of a node in document order, computed once per node and kind from
 * the file's kind index. Several analyzers walk the same reached functions for the same kinds.
 * The array is shared: callers must not mutate it.
 */
export declare function descendantsOfKind<K extends SyntaxKind>(node: Node, kind: K): readonly KindToNodeMappings[K][];
/** The descendants of any of several kinds, in document order (one walk's worth of wrapping, only for matches). */
export declare function descendantsOfKinds(node: Node, kinds: readonly SyntaxKind[]): Node[];
/**
 * The descendants of some kinds that the walk reaches when it does not enter nested functions
 * (`isFunctionLike`, unless `enterFunctions`), nor nodes in `skip`, nor — with `skipClasses` — class declarations: what a
 * `forEachDescendant` with `traversal.skip()` on those would visit, in document order.
 */
export declare function descendantsOutside(node: Node, kinds: readonly SyntaxKind[], opts?: {
    skip?: Iterable<Node>;
    skipClasses?: boolean;
    enterFunctions?: boolean;
}): Node[];
/** `inner` lies within `outer`'s text, in the same file. */
export declare function encloses(outer: Node, inner: Node): boolean;
/** Whether a statement always leaves its function: a `return`/`throw`, a block ending in one, an if/else both of whose sides do. */
export declare function alwaysExits(st: Node | undefined): boolean;
/**
 * The innermost node at a position, as ts-morph's `getDescendantAtPos` finds it (children with
 * tokens, by `[pos, end)`), descending on the compiler's nodes and wrapping only the one found:
 * ts-morph wraps every level on the way down. (Its comment nodes, which no model location starts
 * in, are not among the children here.)
 */
export declare function descendantAtPos(sf: SourceFile, pos: number): Node | undefined;
