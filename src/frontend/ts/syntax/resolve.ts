/** Following names to what they stand for: declarations, initializers, functions, implementations, object members and writes. */

import { posix } from "node:path";
import type { ts } from "ts-morph";
import {
  type ArrowFunction,
  type BinaryExpression,
  type ConstructorDeclaration,
  type FunctionDeclaration,
  type FunctionExpression,
  type GetAccessorDeclaration,
  type MethodDeclaration,
  Node,
  type ParameterDeclaration,
  SyntaxKind,
  type Symbol as TsMorphSymbol,
  typescript,
  type VariableDeclaration,
} from "../morph.js";
import { constString } from "./const-eval.js";
import { isValueWrapperKind, unwrapCompiler, wrap } from "./node-index.js";
import { findReferences } from "./references.js";

/** Parentheses, type assertions, `!`, `satisfies` and `await`: wrappers that keep the inner value. */
export function isValueWrapper(
  n: Node,
): n is
  | import("ts-morph").ParenthesizedExpression
  | import("ts-morph").AsExpression
  | import("ts-morph").TypeAssertion
  | import("ts-morph").NonNullExpression
  | import("ts-morph").SatisfiesExpression
  | import("ts-morph").AwaitExpression {
  // one read of the kind, not one per test (a hot path: every resolution unwraps)
  return isValueWrapperKind(n.getKind());
}

export function unwrap(node: Node): Node {
  // on the compiler's nodes (a hot path: every resolution unwraps); only the inner value is wrapped,
  // and its ancestors up to `node` already are, so `wrap` does not climb
  const c = node.compilerNode;
  const inner = unwrapCompiler(c);
  return inner === c ? node : wrap(node.getSourceFile(), inner);
}

const symbolCache = new WeakMap<ts.Node, TsMorphSymbol | undefined>();

/**
 * The checker's symbol of a node (ts-morph's `getSymbol()`), asked once per node. The checker keeps no
 * answer for a name it cannot resolve (a member of an untyped value, common without the standard
 * library): it checks the whole expression again, flow analysis included, at every question, and the
 * engine, the return reader and the rules ask about the same names. The audited files never change
 * once loaded (the load removes the ones it skips before the first question), so neither does an answer.
 */
export function symbolOf(node: Node): TsMorphSymbol | undefined {
  const c = node.compilerNode;
  if (symbolCache.has(c)) return symbolCache.get(c);
  const sym = node.getSymbol();
  symbolCache.set(c, sym);
  return sym;
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
    // (an imported name is followed to its export: `import { tools } from "./tools.js"; export default { tools }`)
    let value = parent.getValueSymbol();
    if (value?.isAlias()) value = value.getAliasedSymbol() ?? value;
    const decls = value?.getDeclarations() ?? [];
    if (decls.length) return decls;
  }
  let sym = symbolOf(node);
  if (!sym) return importedMember(node);
  if (sym.isAlias()) {
    const aliased = sym.getAliasedSymbol();
    if (aliased) sym = aliased;
  }
  const decls = sym.getDeclarations();
  return decls.length ? decls : importedMember(node);
}

/**
 * `const client = await import("./lib/client.js"); client.listItems(…)`, `(await import("./x.js")).run(…)`:
 * the member a module loaded at run time exports under that name. The checker leaves it unresolved (the audit
 * runs without the standard library, so it cannot see through the awaited promise); the module is the project
 * file the literal relative path names.
 */
function importedMember(node: Node): Node[] {
  const pa = node.getParent();
  if (!pa || !Node.isPropertyAccessExpression(pa) || pa.getNameNode() !== node) return [];
  let holder = unwrap(pa.getExpression());
  if (Node.isIdentifier(holder)) {
    const d = symbolOf(holder)?.getDeclarations()[0];
    const init = d && Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
    if (!init) return [];
    holder = unwrap(init);
  }
  if (!Node.isCallExpression(holder) || holder.getExpression().getKind() !== SyntaxKind.ImportKeyword) return [];
  const arg = holder.getArguments()[0];
  const spec =
    arg && (Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg)) ? arg.getLiteralValue() : "";
  if (!spec.startsWith(".")) return [];
  const from = holder.getSourceFile();
  const base = `${from.getDirectoryPath()}/${spec}`.replace(/\.(?:[cm]?[jt]sx?)$/, "");
  const norm = (x: string) => posix.normalize(x);
  const want = norm(base);
  const target = from
    .getProject()
    .getSourceFiles()
    .find(
      (f) =>
        !f.isDeclarationFile() &&
        [want, `${want}/index`].includes(norm(f.getFilePath().replace(/\.(?:[cm]?[jt]sx?)$/, ""))),
    );
  return target?.getExportedDeclarations().get(pa.getName()) ?? [];
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
  // enum Tools { SEARCH = "search" }: a member's value is its initializer
  if (Node.isEnumMember(decl)) return decl.getInitializer();
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
    if (
      Node.isObjectLiteralExpression(base) &&
      (Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg))
    ) {
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

/**
 * The `let`/`var` an identifier names, with every assignment to it after its declaration
 * (`x = …`, `x += …`, `x ??= …`) in source order; undefined for a `const`, a parameter or a pattern.
 */
export function assignmentsTo(id: Node): { decl: VariableDeclaration; writes: BinaryExpression[] } | undefined {
  const decl = declarationsOf(id)[0];
  if (!decl || !Node.isVariableDeclaration(decl) || decl.getVariableStatement()?.getDeclarationKind() === "const")
    return undefined;
  let writes = writesCache.get(decl);
  if (writes === undefined) {
    writes = writesTo(decl);
    writesCache.set(decl, writes);
  }
  return writes ? { decl, writes: [...writes] } : undefined;
}

/** The writes `assignmentsTo` finds for a variable, in source order (once per variable: its readers ask at every read). */
const writesCache = new WeakMap<VariableDeclaration, BinaryExpression[] | null>();

function writesTo(decl: VariableDeclaration): BinaryExpression[] | null {
  const name = decl.getNameNode();
  if (!Node.isIdentifier(name)) return null;
  const writes: BinaryExpression[] = [];
  for (const ref of findReferences(name)) {
    const p = ref.getParent();
    if (
      p &&
      Node.isBinaryExpression(p) &&
      p.getLeft() === ref &&
      /^(=|\+=|-=|\|\|=|\?\?=|&&=)$/.test(p.getOperatorToken().getText())
    )
      writes.push(p);
  }
  return writes.sort((a, b) => a.getStart() - b.getStart());
}

/** Whether the `let`/`var` an identifier names is assigned again after its declaration. */
export function isReassigned(id: Node): boolean {
  return (assignmentsTo(id)?.writes.length ?? 0) > 0;
}

/** The name of a property in an object literal (identifier, string literal or computed constant). */
export function propName(p: Node): string | undefined {
  if (
    Node.isPropertyAssignment(p) ||
    Node.isShorthandPropertyAssignment(p) ||
    Node.isMethodDeclaration(p) ||
    Node.isPropertyDeclaration(p) ||
    Node.isGetAccessorDeclaration(p)
  ) {
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

/** The function nodes a handler, helper or callback can be. */
export type FunctionLike =
  | ArrowFunction
  | FunctionExpression
  | FunctionDeclaration
  | MethodDeclaration
  | ConstructorDeclaration
  | GetAccessorDeclaration;

export function isFunctionLike(n: Node | undefined): n is FunctionLike {
  return !!n && isFunctionKind(n.compilerNode.kind);
}

/** The kinds `isFunctionLike` accepts. */
function isFunctionKind(kind: SyntaxKind): boolean {
  switch (kind) {
    case SyntaxKind.ArrowFunction:
    case SyntaxKind.FunctionExpression:
    case SyntaxKind.FunctionDeclaration:
    case SyntaxKind.MethodDeclaration:
    case SyntaxKind.Constructor:
    case SyntaxKind.GetAccessor:
      return true;
    default:
      return false;
  }
}

/** The parameters of anything that has them (functions, methods, accessors, signatures); none otherwise. */
export function parametersOf(fn: Node): ParameterDeclaration[] {
  return Node.isParametered(fn) ? fn.getParameters() : [];
}

/** The body of a function-like node, when it has one. */
export function bodyOf(fn: Node): Node | undefined {
  return Node.isBodyable(fn) || Node.isBodied(fn) ? fn.getBody() : undefined;
}

/** Resolves a callee or value expression to the function it denotes, when that is in the project. */
export function functionOf(node: Node | undefined, depth = 0): Node | undefined {
  if (!node || depth > 6) return undefined;
  const n = unwrap(node);
  if (isFunctionLike(n)) return n;
  if (Node.isCallExpression(n)) {
    // fn.bind(this)
    const callee = n.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "bind")
      return functionOf(callee.getExpression(), depth + 1);
    return undefined;
  }
  const target = Node.isPropertyAccessExpression(n) ? n.getNameNode() : n;
  if (!Node.isIdentifier(target)) return undefined;
  const decls = declarationsOf(target);
  // an overloaded function (`function toArray(v: string): string[]; function toArray(v?: …) {…}`): the
  // signatures have no body, the call runs the implementation
  const implemented = decls.find((d) => isFunctionLike(d) && bodyOf(d));
  if (implemented) return implemented;
  for (const d of decls) {
    if (isFunctionLike(d)) return d;
    if (Node.isSourceFile(d.getParent() ?? d) && isFunctionLike(d)) return d;
    const init = initializerOf(d);
    if (init) {
      const f = functionOf(init, depth + 1);
      if (f) return f;
    }
    // ({ fallbackSearch = searchNaive }) => fallbackSearch(…): a function-valued parameter runs its default
    // unless a caller passes another one
    if ((Node.isBindingElement(d) || Node.isParameterDeclaration(d)) && d.getInitializer()) {
      const f = functionOf(d.getInitializer(), depth + 1);
      if (f) return f;
    }
    // platform.account.listOrganizations(): a member of an interface, implemented in the project
    const impl = implementationsOf(d)[0];
    if (impl) return impl;
  }
  return undefined;
}

/**
 * Every function a callee can denote: the one `functionOf` finds and, when that is an implementation of
 * an interface or type member (`dbAdapter.all(q)` with `dbAdapter: DbAdapter`), every other implementation
 * in the project too, in source order. A call through the interface may reach any of them.
 */
export function functionsOf(node: Node | undefined): Node[] {
  const f = functionOf(node);
  if (!f || !node) return f ? [f] : [];
  const n = unwrap(node);
  const target = Node.isPropertyAccessExpression(n) ? n.getNameNode() : n;
  if (!Node.isIdentifier(target)) return [f];
  for (const d of declarationsOf(target)) {
    if (isFunctionLike(d) || initializerOf(d)) continue;
    const impls = implementationsOf(d);
    if (impls.length > 1 && impls.includes(f)) return impls;
  }
  return [f];
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
  const typeName = Node.isInterfaceDeclaration(owner)
    ? owner.getNameNode()
    : owner && Node.isTypeLiteral(owner) && Node.isTypeAliasDeclaration(owner.getParent())
      ? owner.getParentOrThrow().getFirstChildByKind(SyntaxKind.Identifier)
      : undefined;
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
    if (Node.isTypeReference(tref) && Node.isVariableDeclaration(holder) && holder.getTypeNode() === tref)
      fromObject(holder.getInitializer());
    else if (Node.isTypeReference(tref) && isFunctionLike(holder) && holder.getReturnTypeNode() === tref)
      for (const e of returnedExpressions(holder)) fromObject(e);
    else if (Node.isExpressionWithTypeArguments(tref) && Node.isHeritageClause(holder)) {
      const cls = holder.getParent();
      if (cls && (Node.isClassDeclaration(cls) || Node.isClassExpression(cls))) {
        const m = cls.getMember(name);
        const f =
          m && isFunctionLike(m) ? m : m && Node.isPropertyDeclaration(m) ? functionOf(m.getInitializer()) : undefined;
        if (f && !out.includes(f)) out.push(f);
      }
    }
  }
  return out;
}

const returnedCache = new WeakMap<Node, Node[]>();

/**
 * Returned expressions of a function (expression body or `return` statements, not nested functions),
 * in source order. Computed once per function, walking compiler nodes (only the returned expressions
 * are wrapped). The array is shared: callers must not mutate it.
 */
export function returnedExpressions(fn: Node): Node[] {
  let out = returnedCache.get(fn);
  if (out) return out;
  out = [];
  if (Node.isArrowFunction(fn) && !Node.isBlock(fn.getBody())) out.push(fn.getBody());
  else {
    const body = bodyOf(fn);
    if (body) {
      const sf = fn.getSourceFile();
      const found = out;
      const visit = (c: ts.Node): undefined => {
        if (isFunctionKind(c.kind)) return;
        if (c.kind === SyntaxKind.ReturnStatement) {
          const e = (c as ts.ReturnStatement).expression;
          if (e) found.push(wrap(sf, e));
        }
        typescript.forEachChild(c, visit);
      };
      typescript.forEachChild(body.compilerNode, visit);
    }
  }
  returnedCache.set(fn, out);
  return out;
}

const MUTATORS = new Set(["push", "unshift", "splice", "fill", "set", "add"]);

/** Whether a `const` array or object is filled after its declaration: `x.push(…)`, `x[i] = …`, `x.k = …`, `Object.assign(x, …)`. */
export function isFilledLater(name: Node): boolean {
  return findReferences(name).some((ref) => {
    const p = ref.getParent();
    if (!p) return false;
    if ((Node.isPropertyAccessExpression(p) || Node.isElementAccessExpression(p)) && p.getExpression() === ref) {
      const gp = p.getParent();
      if (
        Node.isPropertyAccessExpression(p) &&
        MUTATORS.has(p.getName()) &&
        gp &&
        Node.isCallExpression(gp) &&
        gp.getExpression() === p
      )
        return true;
      return (
        !!gp &&
        Node.isBinaryExpression(gp) &&
        gp.getLeft() === p &&
        /^(=|\+=|-=|\|\|=|\?\?=)$/.test(gp.getOperatorToken().getText())
      );
    }
    return Node.isCallExpression(p) && p.getExpression().getText() === "Object.assign" && p.getArguments()[0] === ref;
  });
}
