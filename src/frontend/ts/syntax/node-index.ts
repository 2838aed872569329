/** Finding nodes fast: one walk per file indexes nodes by kind, and only the nodes asked for are wrapped.
 * The only use of ts-morph's private API (`wrap`) is here; test/syntax-private-api.test.ts fails when an upgrade breaks it. */
import type { ts } from "ts-morph";
import { type KindToNodeMappings, Node, type SourceFile, SyntaxKind, typescript } from "../morph.js";

/** All descendants of one kind in a file, computed once per file and kind (see descendantsOfKind). */
export function nodesOfKind<K extends SyntaxKind>(sf: SourceFile, kind: K): readonly KindToNodeMappings[K][] {
  return descendantsOfKind(sf, kind);
}

/**
 * Every node of a file by kind, in document (pre-order) order, from one walk of the compiler tree
 * with `ts.forEachChild`. ts-morph's own descendant walks wrap every node they pass and, for token
 * kinds such as identifiers, rescan the text for punctuation; on a large project that was the
 * audit's largest cost. Only the nodes a caller asks for are wrapped (see `wrap`).
 * Like `forEachChild`, the index holds parsed nodes only: no punctuation tokens, no JSDoc.
 */
const kindIndexes = new WeakMap<SourceFile, Map<SyntaxKind, ts.Node[]>>();

export function kindIndex(sf: SourceFile): Map<SyntaxKind, ts.Node[]> {
  let index = kindIndexes.get(sf);
  if (!index) {
    const byKind = new Map<SyntaxKind, ts.Node[]>();
    // An explicit stack, not recursion: generated code nests thousands deep (`a + b + … + z`).
    const stack: ts.Node[] = [];
    const push = (n: ts.Node): undefined => {
      stack.push(n);
      return undefined;
    };
    typescript.forEachChild(sf.compilerNode, push);
    stack.reverse();
    while (stack.length) {
      const n = stack.pop()!;
      const list = byKind.get(n.kind);
      if (list) list.push(n);
      else byKind.set(n.kind, [n]);
      const at = stack.length;
      typescript.forEachChild(n, push);
      // children were pushed in source order; reverse them so the first child is popped first
      for (let i = at, j = stack.length - 1; i < j; i++, j--) [stack[i], stack[j]] = [stack[j]!, stack[i]!];
    }
    // forEachChild visits in source order; keep the binary search below correct even if it did not
    for (const list of byKind.values())
      if (list.some((n, i) => i > 0 && n.pos < list[i - 1]!.pos)) list.sort((a, b) => a.pos - b.pos);
    index = byKind;
    kindIndexes.set(sf, index);
  }
  return index;
}

/** All compiler nodes of one kind in a file, in document order, unwrapped (the list `nodesOfKind` wraps; shared: do not mutate). */
export function compilerNodesOfKind(sf: SourceFile, kind: SyntaxKind): readonly ts.Node[] {
  return compilerDescendantsOfKind(sf, kind);
}

/** The text of a compiler node of `sf`, as ts-morph's `getText()` gives it (from its start past the trivia to its end). */
export function compilerText(sf: SourceFile, n: ts.Node): string {
  const file = sf.compilerNode;
  return file.text.substring(n.getStart(file), n.end);
}

/** The project's wrapper of a compiler node of `sf` (the same object ts-morph hands out everywhere). */
export function wrap(sf: SourceFile, n: ts.Node): Node {
  const factory = (
    sf as unknown as { _context: { compilerFactory: { getNodeFromCompilerNode(n: ts.Node, sf: SourceFile): Node } } }
  )._context.compilerFactory;
  // wrapped before (the common case): its ancestors are too
  if (wrapped.has(n)) return factory.getNodeFromCompilerNode(n, sf);
  // ts-morph wraps a node's parent first, recursively: a leaf thousands of levels deep (generated
  // `a + b + … + z`) overflows the stack. Wrap the not-yet-wrapped ancestors top-down instead.
  const chain: ts.Node[] = [];
  for (let p = n.parent; p && !wrapped.has(p); p = p.parent) chain.push(p);
  for (let i = chain.length - 1; i >= 0; i--) {
    factory.getNodeFromCompilerNode(chain[i]!, sf);
    wrapped.add(chain[i]!);
  }
  wrapped.add(n);
  return factory.getNodeFromCompilerNode(n, sf);
}

/** Compiler nodes whose wrapper exists, so `wrap` climbs only as far as it must. */
const wrapped = new WeakSet<ts.Node>();

/** Whether compiler node `c` lies inside `outer` (not `outer` itself). */
function isInside(c: ts.Node, outer: ts.Node): boolean {
  if (c === outer) return false;
  // A node strictly inside another's text is its descendant; at the edges, ask the parent chain.
  if (c.pos > outer.pos && c.end < outer.end) return true;
  for (let p = c.parent; p && p.pos >= outer.pos; p = p.parent) if (p === outer) return true;
  return false;
}

const descendantCache = new WeakMap<Node, Map<SyntaxKind, Node[]>>();
const compilerDescendantCache = new WeakMap<ts.Node, Map<SyntaxKind, ts.Node[]>>();

/**
 * The compiler nodes of one kind inside a node, in document order, unwrapped: for hot loops that
 * test the compiler nodes first and wrap only the few they keep. Computed once per node and kind;
 * the array is shared: callers must not mutate it.
 */
export function compilerDescendantsOfKind(node: Node, kind: SyntaxKind): readonly ts.Node[] {
  const outer = node.compilerNode;
  let byKind = compilerDescendantCache.get(outer);
  if (!byKind) {
    byKind = new Map();
    compilerDescendantCache.set(outer, byKind);
  }
  let list = byKind.get(kind);
  if (!list) {
    const sf = node.getSourceFile();
    const all = kindIndex(sf).get(kind) ?? [];
    if (outer === sf.compilerNode) list = all;
    else {
      // pre-order lists are sorted by start position: find the first candidate, stop past the end
      let lo = 0;
      let hi = all.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (all[mid]!.pos < outer.pos) lo = mid + 1;
        else hi = mid;
      }
      list = [];
      for (let i = lo; i < all.length && all[i]!.pos <= outer.end; i++)
        if (isInside(all[i]!, outer)) list.push(all[i]!);
    }
    byKind.set(kind, list);
  }
  return list;
}

/**
 * The descendants of one kind of a node in document order, computed once per node and kind from
 * the file's kind index. Several analyzers walk the same reached functions for the same kinds.
 * The array is shared: callers must not mutate it.
 */
export function descendantsOfKind<K extends SyntaxKind>(node: Node, kind: K): readonly KindToNodeMappings[K][] {
  let byKind = descendantCache.get(node);
  if (!byKind) {
    byKind = new Map();
    descendantCache.set(node, byKind);
  }
  let list = byKind.get(kind);
  if (!list) {
    const sf = node.getSourceFile();
    list = compilerDescendantsOfKind(node, kind).map((c) => wrap(sf, c));
    byKind.set(kind, list);
  }
  return list as KindToNodeMappings[K][];
}

/** Document order of two nodes of one file: by start, the enclosing one first. */
function preorder(a: Node, b: Node): number {
  const x = a.compilerNode;
  const y = b.compilerNode;
  if (x.pos !== y.pos) return x.pos - y.pos;
  if (x.end !== y.end) return y.end - x.end;
  return isInside(y, x) ? -1 : isInside(x, y) ? 1 : 0;
}

/** The descendants of any of several kinds, in document order (one walk's worth of wrapping, only for matches). */
export function descendantsOfKinds(node: Node, kinds: readonly SyntaxKind[]): Node[] {
  const out: Node[] = [];
  for (const k of kinds) for (const n of descendantsOfKind(node, k)) out.push(n); // no spread: a generated file has 100,000s
  return kinds.length > 1 ? out.sort(preorder) : out;
}

// built on first use: SyntaxKind is loaded lazily (see ../morph.ts)
let functionKinds: Set<SyntaxKind> | undefined;
const FUNCTION_KINDS = () =>
  (functionKinds ??= new Set<SyntaxKind>([
    SyntaxKind.ArrowFunction,
    SyntaxKind.FunctionExpression,
    SyntaxKind.FunctionDeclaration,
    SyntaxKind.MethodDeclaration,
    SyntaxKind.Constructor,
    SyntaxKind.GetAccessor,
  ]));

/**
 * The descendants of some kinds that the walk reaches when it does not enter nested functions
 * (`isFunctionLike`, unless `enterFunctions`), nor nodes in `skip`, nor — with `skipClasses` — class declarations: what a
 * `forEachDescendant` with `traversal.skip()` on those would visit, in document order.
 */
export function descendantsOutside(
  node: Node,
  kinds: readonly SyntaxKind[],
  opts: { skip?: Iterable<Node>; skipClasses?: boolean; enterFunctions?: boolean } = {},
): Node[] {
  const outer = node.compilerNode;
  const skip = new Set<ts.Node>();
  for (const s of opts.skip ?? []) skip.add(s.compilerNode);
  const stops = (p: ts.Node) =>
    (opts.enterFunctions !== true && FUNCTION_KINDS().has(p.kind)) ||
    skip.has(p) ||
    (opts.skipClasses === true && p.kind === SyntaxKind.ClassDeclaration);
  return descendantsOfKinds(node, kinds).filter((d) => {
    const c = d.compilerNode;
    if (skip.has(c)) return false;
    for (let p = c.parent; p && p !== outer; p = p.parent) if (stops(p)) return false;
    return true;
  });
}

/** `inner` lies within `outer`'s text, in the same file. */
export function encloses(outer: Node, inner: Node): boolean {
  return (
    outer.getSourceFile() === inner.getSourceFile() &&
    outer.getPos() <= inner.getPos() &&
    inner.getEnd() <= outer.getEnd()
  );
}

/** Whether a statement always leaves its function: a `return`/`throw`, a block ending in one, an if/else both of whose sides do. */
export function alwaysExits(st: Node | undefined): boolean {
  if (!st) return false;
  if (Node.isReturnStatement(st) || Node.isThrowStatement(st)) return true;
  if (Node.isBlock(st)) return alwaysExits(st.getStatements().at(-1));
  if (Node.isIfStatement(st)) return alwaysExits(st.getThenStatement()) && alwaysExits(st.getElseStatement());
  return false;
}

/**
 * The innermost node at a position, as ts-morph's `getDescendantAtPos` finds it (children with
 * tokens, by `[pos, end)`), descending on the compiler's nodes and wrapping only the one found:
 * ts-morph wraps every level on the way down. (Its comment nodes, which no model location starts
 * in, are not among the children here.)
 */
export function descendantAtPos(sf: SourceFile, pos: number): Node | undefined {
  const file = sf.compilerNode;
  let found: ts.Node | undefined;
  for (let n: ts.Node = file; ; ) {
    if (pos < n.pos || pos >= n.end) break;
    const next = n.getChildren(file).find((c) => pos >= c.pos && pos < c.end);
    if (!next) break;
    found = next;
    n = next;
  }
  return found && wrap(sf, found);
}

/** Parentheses, type assertions, `!`, `satisfies` and `await`: the kinds of wrapper that keep the inner value. */
export function isValueWrapperKind(kind: SyntaxKind): boolean {
  switch (kind) {
    case SyntaxKind.ParenthesizedExpression:
    case SyntaxKind.AsExpression:
    case SyntaxKind.TypeAssertionExpression:
    case SyntaxKind.NonNullExpression:
    case SyntaxKind.SatisfiesExpression:
    case SyntaxKind.AwaitExpression:
      return true;
    default:
      return false;
  }
}

/** `unwrap` on a compiler node. */
export function unwrapCompiler(n: ts.Node): ts.Node {
  let cur = n;
  while (isValueWrapperKind(cur.kind)) cur = (cur as ts.ParenthesizedExpression).expression;
  return cur;
}
