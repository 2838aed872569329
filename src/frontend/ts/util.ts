/** Small syntax helpers shared by the TypeScript front end: locations, constants, declarations. */
import { Node, SyntaxKind, ts, type BinaryExpression, type KindToNodeMappings, type Project, type SourceFile, type VariableDeclaration } from "ts-morph";
import type { SourceLocation } from "../../model/types.js";
import { relativePath } from "../../project/load.js";

let auditRoot = "";
/** The folder locations are made relative to; set once per audit by the front end. */
export function setAuditRoot(root: string): void {
  auditRoot = root;
}

/** 1-based line and column of a position, through the compiler's cached line map (ts-morph's own helper rescans the text). */
export function lineCol(sf: SourceFile, pos: number): { line: number; column: number } {
  const lc = sf.compilerNode.getLineAndCharacterOfPosition(pos);
  return { line: lc.line + 1, column: lc.character + 1 };
}

const linesCache = new WeakMap<SourceFile, string[]>();
/** The file's lines (split once per file). */
export function linesOf(sf: SourceFile): string[] {
  let lines = linesCache.get(sf);
  if (!lines) {
    lines = sf.getFullText().split("\n");
    linesCache.set(sf, lines);
  }
  return lines;
}

export function locOf(node: Node, startOffset?: number): SourceLocation {
  const sf = node.getSourceFile();
  const start = startOffset ?? node.getStart();
  const end = node.getEnd();
  const s = lineCol(sf, start);
  const e = lineCol(sf, end);
  let snippet = sf.getFullText().slice(start, Math.min(end, start + 400));
  const nl = snippet.indexOf("\n");
  if (nl >= 0) snippet = `${snippet.slice(0, nl).trimEnd()} …`;
  if (snippet.length > 160) snippet = `${snippet.slice(0, 157)}…`;
  return { file: relativePath(auditRoot, sf.getFilePath()), line: s.line, column: s.column, endLine: e.line, endColumn: e.column, snippet };
}

export function unwrap(node: Node): Node {
  let n = node;
  for (;;) {
    if (
      Node.isParenthesizedExpression(n) ||
      Node.isAsExpression(n) ||
      Node.isTypeAssertion(n) ||
      Node.isNonNullExpression(n) ||
      Node.isSatisfiesExpression(n) ||
      Node.isAwaitExpression(n)
    ) {
      n = n.getExpression();
      continue;
    }
    return n;
  }
}

const declarationCache = new WeakMap<Node, Node[]>();
/**
 * The declarations an identifier or property name refers to, following imports and re-exports.
 * Asked once per node: the engine, the return reader and several rules resolve the same names.
 */
export function declarationsOf(node: Node): Node[] {
  let decls = declarationCache.get(node);
  if (!decls) {
    decls = resolveDeclarations(node);
    declarationCache.set(node, decls);
  }
  return decls;
}

function resolveDeclarations(node: Node): Node[] {
  const parent = node.getParent();
  if (parent && Node.isShorthandPropertyAssignment(parent) && parent.getNameNode() === node) {
    // `{ tools }` — the value is the variable, not the property
    const decls = parent.getValueSymbol()?.getDeclarations() ?? [];
    if (decls.length) return decls;
  }
  let sym = node.getSymbol();
  if (!sym) return [];
  if (sym.isAlias()) {
    const aliased = sym.getAliasedSymbol();
    if (aliased) sym = aliased;
  }
  return sym.getDeclarations();
}

/** The expression a name stands for when it is a `const`/`let` initialiser, a property or an export default. */
export function initializerOf(decl: Node): Node | undefined {
  if (Node.isVariableDeclaration(decl)) return decl.getInitializer();
  if (Node.isPropertyAssignment(decl)) return decl.getInitializer();
  if (Node.isShorthandPropertyAssignment(decl)) {
    const d = declarationsOf(decl.getNameNode()).find((x) => x !== decl);
    return d ? initializerOf(d) : undefined;
  }
  if (Node.isPropertyDeclaration(decl)) return decl.getInitializer();
  if (Node.isExportAssignment(decl)) return decl.getExpression();
  if (Node.isBindingElement(decl)) return undefined;
  return undefined;
}

const resolved = new WeakMap<Node, Node>();
/** Follows identifiers to the expression they were initialised with (bounded; answers from the top kept per node). */
export function resolveExpression(node: Node, depth = 0): Node {
  if (depth > 0) return resolveUncached(node, depth);
  let r = resolved.get(node);
  if (!r) {
    r = resolveUncached(node, 0);
    resolved.set(node, r);
  }
  return r;
}

function resolveUncached(node: Node, depth: number): Node {
  const n = unwrap(node);
  if (depth > 8) return n;
  if (Node.isIdentifier(n)) {
    for (const d of declarationsOf(n)) {
      const init = initializerOf(d);
      if (init) return resolveExpression(init, depth + 1);
    }
  }
  if (Node.isElementAccessExpression(n)) {
    // TOOLS[0], DESCRIPTIONS["search"]
    const base = resolveExpression(n.getExpression(), depth + 1);
    const arg = unwrap(n.getArgumentExpressionOrThrow());
    if (Node.isArrayLiteralExpression(base) && Node.isNumericLiteral(arg)) {
      const el = base.getElements()[Number(arg.getLiteralValue())];
      if (el && !Node.isSpreadElement(el)) return resolveExpression(el, depth + 1);
    }
    if (Node.isObjectLiteralExpression(base) && (Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg))) {
      const v = objectProp(base, arg.getLiteralValue());
      if (v) return resolveExpression(v, depth + 1);
    }
    return n;
  }
  if (Node.isPropertyAccessExpression(n)) {
    const base = resolveExpression(n.getExpression(), depth + 1);
    if (Node.isObjectLiteralExpression(base)) {
      const v = objectProp(base, n.getName());
      if (v) return resolveExpression(v, depth + 1);
    }
    // CONSTANTS.SEARCH_DESCRIPTION, or an enum-like object member
    const d = declarationsOf(n.getNameNode())[0];
    if (d) {
      const init = initializerOf(d);
      if (init) return resolveExpression(init, depth + 1);
    }
  }
  return n;
}

export interface ConstString {
  value: string;
  /** The literal that holds (most of) the text, for locating findings. */
  node: Node;
  /** For concatenations: where each literal part starts in `value`, so a finding can point at the part. */
  parts?: { start: number; node: Node }[];
}

function partsOf(c: ConstString, base: number): { start: number; node: Node }[] {
  return (c.parts ?? [{ start: 0, node: c.node }]).map((p) => ({ start: p.start + base, node: p.node }));
}

/** Folds a string-valued expression to its constant text when it is built from literals and constants. */
export function constString(node: Node | undefined, depth = 0): ConstString | undefined {
  if (!node || depth > 10) return undefined;
  const n = unwrap(node);
  if (Node.isStringLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n)) return { value: n.getLiteralValue(), node: n };
  if (Node.isTemplateExpression(n)) {
    let value = n.getHead().getLiteralText();
    for (const span of n.getTemplateSpans()) {
      const inner = constString(span.getExpression(), depth + 1) ?? constNumberText(span.getExpression());
      value += inner ? inner.value : "${…}";
      value += span.getLiteral().getLiteralText();
    }
    return { value, node: n };
  }
  if (Node.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
    const l = constString(n.getLeft(), depth + 1);
    const r = constString(n.getRight(), depth + 1);
    if (l && r) return { value: l.value + r.value, node: n, parts: [...partsOf(l, 0), ...partsOf(r, l.value.length)] };
    return undefined;
  }
  if (Node.isCallExpression(n)) {
    // ["a", "b"].join(" ") and dedent`...`-style helpers are common for long descriptions.
    const callee = n.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "join") {
      // `const parts = []; parts.push(…); parts.join("\n")` is not the join of the empty literal
      const recv = unwrap(callee.getExpression());
      const decl = Node.isIdentifier(recv) ? declarationsOf(recv)[0] : undefined;
      if (decl && Node.isVariableDeclaration(decl) && isFilledLater(decl.getNameNode())) return undefined;
      const arr = resolveExpression(callee.getExpression());
      if (Node.isArrayLiteralExpression(arr)) {
        const sep = n.getArguments()[0] ? constString(n.getArguments()[0], depth + 1)?.value : ",";
        const parts = arr.getElements().map((e) => constString(e, depth + 1));
        if (sep !== undefined && parts.every(Boolean)) {
          const located: { start: number; node: Node }[] = [];
          let at = 0;
          for (const p of parts) {
            located.push(...partsOf(p!, at));
            at += p!.value.length + sep.length;
          }
          return { value: parts.map((p) => p!.value).join(sep), node: arr, parts: located };
        }
      }
    }
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "trim") return constString(callee.getExpression(), depth + 1);
    return undefined;
  }
  if (Node.isTaggedTemplateExpression(n)) return constString(n.getTemplate(), depth + 1);
  if (Node.isIdentifier(n) || Node.isPropertyAccessExpression(n)) {
    // `let output = "# Results"; output += …` is no longer its initialiser
    if (Node.isIdentifier(n) && isReassigned(n)) return undefined;
    const r = resolveExpression(n, depth + 1);
    if (r !== n) return constString(r, depth + 1);
  }
  return undefined;
}

/**
 * The `let`/`var` an identifier names, with every assignment to it after its declaration
 * (`x = …`, `x += …`, `x ??= …`) in source order; undefined for a `const`, a parameter or a pattern.
 */
export function assignmentsTo(id: Node): { decl: VariableDeclaration; writes: BinaryExpression[] } | undefined {
  const decl = declarationsOf(id)[0];
  if (!decl || !Node.isVariableDeclaration(decl) || decl.getVariableStatement()?.getDeclarationKind() === "const") return undefined;
  const name = decl.getNameNode();
  if (!Node.isIdentifier(name)) return undefined;
  const writes: BinaryExpression[] = [];
  for (const ref of findReferences(name)) {
    const p = ref.getParent();
    if (p && Node.isBinaryExpression(p) && p.getLeft() === ref && /^(=|\+=|-=|\|\|=|\?\?=|&&=)$/.test(p.getOperatorToken().getText())) writes.push(p);
  }
  return { decl, writes: writes.sort((a, b) => a.getStart() - b.getStart()) };
}

/** Whether the `let`/`var` an identifier names is assigned again after its declaration. */
export function isReassigned(id: Node): boolean {
  return (assignmentsTo(id)?.writes.length ?? 0) > 0;
}

/** A number constant as a template prints it: `${RESULT_LIMIT}` with `const RESULT_LIMIT = 25` is "25". */
function constNumberText(e: Node): { value: string } | undefined {
  const r = resolveExpression(e);
  return Node.isNumericLiteral(r) ? { value: String(r.getLiteralValue()) } : undefined;
}

/** The name of a property in an object literal (identifier, string literal or computed constant). */
export function propName(p: Node): string | undefined {
  if (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) || Node.isMethodDeclaration(p) || Node.isPropertyDeclaration(p) || Node.isGetAccessorDeclaration(p)) {
    const nameNode = p.getNameNode();
    if (Node.isComputedPropertyName(nameNode)) return constString(nameNode.getExpression())?.value;
    if (Node.isStringLiteral(nameNode) || Node.isNumericLiteral(nameNode)) return nameNode.getLiteralText();
    return nameNode.getText();
  }
  return undefined;
}

/** Looks up `key` in an object literal, following spreads of other object literals. */
export function objectProp(obj: Node, key: string, depth = 0): Node | undefined {
  const o = resolveExpression(obj);
  if (!Node.isObjectLiteralExpression(o) || depth > 5) return undefined;
  let found: Node | undefined;
  for (const p of o.getProperties()) {
    if (Node.isSpreadAssignment(p)) {
      const inner = objectProp(p.getExpression(), key, depth + 1);
      if (inner) found = inner;
      continue;
    }
    if (propName(p) === key) {
      if (Node.isPropertyAssignment(p)) found = p.getInitializer();
      else if (Node.isShorthandPropertyAssignment(p)) found = p.getNameNode();
      else found = p;
    }
  }
  return found;
}

export function isFunctionLike(n: Node): boolean {
  return (
    Node.isArrowFunction(n) ||
    Node.isFunctionExpression(n) ||
    Node.isFunctionDeclaration(n) ||
    Node.isMethodDeclaration(n) ||
    Node.isConstructorDeclaration(n) ||
    Node.isGetAccessorDeclaration(n)
  );
}

/** Resolves a callee or value expression to the function it denotes, when that is in the project. */
export function functionOf(node: Node | undefined, depth = 0): Node | undefined {
  if (!node || depth > 6) return undefined;
  const n = unwrap(node);
  if (isFunctionLike(n)) return n;
  if (Node.isCallExpression(n)) {
    // fn.bind(this)
    const callee = n.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "bind") return functionOf(callee.getExpression(), depth + 1);
    return undefined;
  }
  const target = Node.isPropertyAccessExpression(n) ? n.getNameNode() : n;
  if (!Node.isIdentifier(target)) return undefined;
  for (const d of declarationsOf(target)) {
    if (isFunctionLike(d)) return d;
    if (Node.isSourceFile(d.getParent() ?? d) && isFunctionLike(d)) return d;
    const init = initializerOf(d);
    if (init) {
      const f = functionOf(init, depth + 1);
      if (f) return f;
    }
    // platform.account.listOrganizations(): a member of an interface, implemented in the project
    const impl = implementationsOf(d)[0];
    if (impl) return impl;
  }
  return undefined;
}

const implementationCache = new WeakMap<Node, Node[]>();
/**
 * The functions in the project that implement an interface or type-literal member (a method or a
 * function-typed property), for calls through an injected dependency (`platform.account.list()`
 * where `platform: Platform`): members of object literals declared with that type (`const account:
 * AccountOperations = { async list() {…} }`) or returned from functions declared to return it, and
 * methods of classes that implement it. In source order; empty for anything else.
 */
export function implementationsOf(member: Node): Node[] {
  const cached = implementationCache.get(member);
  if (cached) return cached;
  const out: Node[] = [];
  implementationCache.set(member, out);
  if (!Node.isMethodSignature(member) && !Node.isPropertySignature(member)) return out;
  const name = member.getName();
  const owner = member.getParent();
  const typeName = Node.isInterfaceDeclaration(owner) ? owner.getNameNode() : owner && Node.isTypeLiteral(owner) && Node.isTypeAliasDeclaration(owner.getParent()) ? owner.getParentOrThrow().getFirstChildByKind(SyntaxKind.Identifier) : undefined;
  if (!typeName) return out;
  const fromObject = (obj: Node | undefined) => {
    const v = obj ? objectProp(obj, name) : undefined;
    const f = v ? (isFunctionLike(unwrap(v)) ? unwrap(v) : functionOf(v)) : undefined;
    if (f && !out.includes(f)) out.push(f);
  };
  for (const ref of findReferences(typeName)) {
    const tref = ref.getParent();
    const holder = tref?.getParent();
    if (!tref || !holder) continue;
    if (Node.isTypeReference(tref) && Node.isVariableDeclaration(holder) && holder.getTypeNode() === tref) fromObject(holder.getInitializer());
    else if (Node.isTypeReference(tref) && isFunctionLike(holder) && (holder as unknown as { getReturnTypeNode(): Node | undefined }).getReturnTypeNode() === tref)
      for (const e of returnedExpressions(holder)) fromObject(e);
    else if (Node.isExpressionWithTypeArguments(tref) && Node.isHeritageClause(holder)) {
      const cls = holder.getParent();
      if (cls && (Node.isClassDeclaration(cls) || Node.isClassExpression(cls))) {
        const m = cls.getMember(name);
        const f = m && isFunctionLike(m) ? m : m && Node.isPropertyDeclaration(m) ? functionOf(m.getInitializer()) : undefined;
        if (f && !out.includes(f)) out.push(f);
      }
    }
  }
  return out;
}

/** Returned expressions of a function (expression body or `return` statements, not nested functions). */
export function returnedExpressions(fn: Node): Node[] {
  if (Node.isArrowFunction(fn) && !Node.isBlock(fn.getBody())) return [fn.getBody()];
  const out: Node[] = [];
  const visit = (n: Node) => {
    n.forEachChild((c) => {
      if (isFunctionLike(c)) return;
      if (Node.isReturnStatement(c)) {
        const e = c.getExpression();
        if (e) out.push(e);
      }
      visit(c);
    });
  };
  const body = (fn as unknown as { getBody?(): Node | undefined }).getBody?.();
  if (body) visit(body);
  return out;
}


/** All descendants of one kind in a file, computed once per file and kind (see descendantsOfKind). */
export function nodesOfKind<K extends SyntaxKind>(sf: SourceFile, kind: K): readonly KindToNodeMappings[K][] {
  return descendantsOfKind(sf, kind);
}

const identifierIndex = new WeakMap<Project, Map<string, [SourceFile, ts.Identifier][]>>();
/**
 * Identifiers of one name anywhere in the project, in file order: indexed once per project on the
 * compiler tree (the files never change during an audit); only the matches are wrapped.
 */
function identifiersNamed(project: Project, name: string): Node[] {
  let byName = identifierIndex.get(project);
  if (!byName) {
    byName = new Map();
    for (const sf of project.getSourceFiles()) {
      for (const id of kindIndex(sf).get(SyntaxKind.Identifier) ?? []) {
        const t = (id as ts.Identifier).text;
        const list = byName.get(t);
        if (list) list.push([sf, id as ts.Identifier]);
        else byName.set(t, [[sf, id as ts.Identifier]]);
      }
    }
    identifierIndex.set(project, byName);
  }
  return (byName.get(name) ?? []).map(([sf, id]) => wrap(sf, id));
}

/**
 * The other identifiers in the audited project that refer to what `nameNode` declares, imports
 * included — what the language service's find-references gives, found by name first and confirmed
 * by symbol, which costs a fraction of a language-service query on a large project.
 */
const referenceCache = new WeakMap<Node, Node[]>();
export function findReferences(nameNode: Node): Node[] {
  const cached = referenceCache.get(nameNode);
  if (cached) return cached;
  const name = nameNode.getText();
  const target = new Set(declarationsOf(nameNode));
  const decl = nameNode.getParent();
  if (decl) target.add(decl);
  const scope = referenceScope(nameNode, target);
  const candidates = scope ? descendantsOfKind(scope, SyntaxKind.Identifier).filter((id) => (id.compilerNode as ts.Identifier).text === name) : identifiersNamed(nameNode.getProject(), name);
  const out: Node[] = [];
  for (const id of candidates) {
    if (id === nameNode) continue;
    if (declarationsOf(id).some((d) => target.has(d))) out.push(id);
  }
  referenceCache.set(nameNode, out);
  return out;
}

/**
 * Where references to a name can be, when that is less than the project: a local (variable,
 * parameter, function declared in a function) only in its function; a top-level variable or
 * function the file does not export only in its file. Undefined: anywhere (members, exports).
 */
function referenceScope(nameNode: Node, declarations: Set<Node>): Node | undefined {
  const decls = [...declarations].filter((d) => Node.isVariableDeclaration(d) || Node.isParameterDeclaration(d) || Node.isBindingElement(d) || Node.isFunctionDeclaration(d));
  if (!decls.length || decls.length !== [...declarations].filter((d) => !Node.isIdentifier(d)).length) return undefined;
  const scopes = new Set<Node>();
  for (const d of decls) {
    const fn = d.getFirstAncestor((a) => isFunctionLike(a));
    if (fn) {
      scopes.add(fn);
      continue;
    }
    const sf = d.getSourceFile();
    const stmt = Node.isVariableDeclaration(d) ? d.getVariableStatement() : Node.isFunctionDeclaration(d) ? d : undefined;
    if (!stmt || (stmt as unknown as { isExported(): boolean }).isExported()) return undefined;
    // `export { name }`, `export default name`, or a CommonJS export can hand it to other files
    const text = sf.getFullText();
    const n = nameNode.getText().replace(/[$]/g, "\\$");
    if (new RegExp(`export\\s*\\{[^}]*\\b${n}\\b|export\\s+default\\s+${n}\\b|exports\\.|module\\.exports`).test(text)) return undefined;
    scopes.add(sf);
  }
  return scopes.size === 1 ? [...scopes][0] : undefined;
}

/**
 * Every node of a file by kind, in document (pre-order) order, from one walk of the compiler tree
 * with `ts.forEachChild`. ts-morph's own descendant walks wrap every node they pass and, for token
 * kinds such as identifiers, rescan the text for punctuation; on a large project that was the
 * audit's largest cost. Only the nodes a caller asks for are wrapped (see `wrap`).
 * Like `forEachChild`, the index holds parsed nodes only: no punctuation tokens, no JSDoc.
 */
const kindIndexes = new WeakMap<SourceFile, Map<SyntaxKind, ts.Node[]>>();
function kindIndex(sf: SourceFile): Map<SyntaxKind, ts.Node[]> {
  let index = kindIndexes.get(sf);
  if (!index) {
    const byKind = new Map<SyntaxKind, ts.Node[]>();
    const visit = (n: ts.Node): undefined => {
      const list = byKind.get(n.kind);
      if (list) list.push(n);
      else byKind.set(n.kind, [n]);
      ts.forEachChild(n, visit);
      return undefined;
    };
    ts.forEachChild(sf.compilerNode, visit);
    // forEachChild visits in source order; keep the binary search below correct even if it did not
    for (const list of byKind.values()) if (list.some((n, i) => i > 0 && n.pos < list[i - 1]!.pos)) list.sort((a, b) => a.pos - b.pos);
    index = byKind;
    kindIndexes.set(sf, index);
  }
  return index;
}

/** The project's wrapper of a compiler node of `sf` (the same object ts-morph hands out everywhere). */
function wrap(sf: SourceFile, n: ts.Node): Node {
  return (sf as unknown as { _context: { compilerFactory: { getNodeFromCompilerNode(n: ts.Node, sf: SourceFile): Node } } })._context.compilerFactory.getNodeFromCompilerNode(n, sf);
}

/** Whether compiler node `c` lies inside `outer` (not `outer` itself). */
function isInside(c: ts.Node, outer: ts.Node): boolean {
  if (c === outer) return false;
  // A node strictly inside another's text is its descendant; at the edges, ask the parent chain.
  if (c.pos > outer.pos && c.end < outer.end) return true;
  for (let p = c.parent; p && p.pos >= outer.pos; p = p.parent) if (p === outer) return true;
  return false;
}

const descendantCache = new WeakMap<Node, Map<SyntaxKind, Node[]>>();
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
    const all = kindIndex(sf).get(kind) ?? [];
    const outer = node.compilerNode;
    if (outer === sf.compilerNode) list = all.map((c) => wrap(sf, c));
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
      for (let i = lo; i < all.length && all[i]!.pos <= outer.end; i++) if (isInside(all[i]!, outer)) list.push(wrap(sf, all[i]!));
    }
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
  for (const k of kinds) out.push(...descendantsOfKind(node, k));
  return kinds.length > 1 ? out.sort(preorder) : out;
}

const FUNCTION_KINDS = new Set<SyntaxKind>([
  SyntaxKind.ArrowFunction,
  SyntaxKind.FunctionExpression,
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
]);

/**
 * The descendants of some kinds that the walk reaches when it does not enter nested functions
 * (`isFunctionLike`, unless `enterFunctions`), nor nodes in `skip`, nor — with `skipClasses` — class declarations: what a
 * `forEachDescendant` with `traversal.skip()` on those would visit, in document order.
 */
export function descendantsOutside(node: Node, kinds: readonly SyntaxKind[], opts: { skip?: Iterable<Node>; skipClasses?: boolean; enterFunctions?: boolean } = {}): Node[] {
  const outer = node.compilerNode;
  const skip = new Set<ts.Node>();
  for (const s of opts.skip ?? []) skip.add(s.compilerNode);
  const stops = (p: ts.Node) => (opts.enterFunctions !== true && FUNCTION_KINDS.has(p.kind)) || skip.has(p) || (opts.skipClasses === true && p.kind === SyntaxKind.ClassDeclaration);
  return descendantsOfKinds(node, kinds).filter((d) => {
    const c = d.compilerNode;
    if (skip.has(c)) return false;
    for (let p = c.parent; p && p !== outer; p = p.parent) if (stops(p)) return false;
    return true;
  });
}

const MUTATORS = new Set(["push", "unshift", "splice", "fill", "set", "add"]);

/** Whether a `const` array or object is filled after its declaration: `x.push(…)`, `x[i] = …`, `x.k = …`, `Object.assign(x, …)`. */
export function isFilledLater(name: Node): boolean {
  return findReferences(name).some((ref) => {
    const p = ref.getParent();
    if (!p) return false;
    if ((Node.isPropertyAccessExpression(p) || Node.isElementAccessExpression(p)) && p.getExpression() === ref) {
      const gp = p.getParent();
      if (Node.isPropertyAccessExpression(p) && MUTATORS.has(p.getName()) && gp && Node.isCallExpression(gp) && gp.getExpression() === p) return true;
      return !!gp && Node.isBinaryExpression(gp) && gp.getLeft() === p && /^(=|\+=|-=|\|\|=|\?\?=)$/.test(gp.getOperatorToken().getText());
    }
    return Node.isCallExpression(p) && p.getExpression().getText() === "Object.assign" && p.getArguments()[0] === ref;
  });
}
