/**
 * The evaluator: what an expression stands for in one registration context (a binding of loop
 * variables and helper parameters), members of literals and classes, and the elements of lists.
 */
import { Node, SyntaxKind, type CallExpression } from "ts-morph";
import { constString, type ConstString } from "../syntax/const-eval.js";
import { descendantsOfKind } from "../syntax/node-index.js";
import { declarationsOf, functionOf, initializerOf, objectProp, resolveExpression, returnedExpressions, unwrap } from "../syntax/resolve.js";

/** Identifier bindings that hold in one registration context. */
export type Env = ReadonlyMap<string, Node>;
export const EMPTY: Env = new Map();

/** Evaluates an expression to the node it stands for, looking identifiers up in `env` first. */
const evalCache = new WeakMap<Env, WeakMap<Node, Node | undefined>>();
/**
 * What an expression stands for in a registration context: bindings first, then declarations.
 * The engine asks this for every callee it evaluates, so top-level answers are kept per context.
 */
export function evalIn(expr: Node | undefined, env: Env, depth = 0): Node | undefined {
  if (!expr || depth > 0) return evalInUncached(expr, env, depth);
  let byNode = evalCache.get(env);
  if (!byNode) {
    byNode = new WeakMap();
    evalCache.set(env, byNode);
  }
  if (byNode.has(expr)) return byNode.get(expr);
  const r = evalInUncached(expr, env, 0);
  byNode.set(expr, r);
  return r;
}

function evalInUncached(expr: Node | undefined, env: Env, depth: number): Node | undefined {
  if (!expr || depth > 10) return expr;
  const n = unwrap(expr);
  if (Node.isIdentifier(n)) {
    const b = env.get(n.getText());
    if (b) return evalIn(b, EMPTY, depth + 1);
    const r = resolveExpression(n);
    return r === n ? n : evalIn(r, EMPTY, depth + 1);
  }
  if (Node.isPropertyAccessExpression(n) || Node.isElementAccessExpression(n)) {
    const key = Node.isPropertyAccessExpression(n) ? n.getName() : constString(n.getArgumentExpression())?.value;
    const base = evalIn(n.getExpression(), env, depth + 1);
    if (key === "shape" && base && Node.isCallExpression(unwrap(base))) {
      // z.object(shape).shape → the shape literal
      const call = unwrap(base) as CallExpression;
      if (/^(?:[\w$]+\.)?(z|zod)\d*\.object$/.test(call.getExpression().getText()) && call.getArguments()[0]) return evalIn(call.getArguments()[0], EMPTY, depth + 1);
    }
    if (key !== undefined && base) {
      const member = memberOf(base, key);
      if (member) return evalIn(member, EMPTY, depth + 1);
    }
    if (Node.isPropertyAccessExpression(n)) {
      const r = resolveExpression(n);
      if (r !== n) return evalIn(r, EMPTY, depth + 1);
    }
    return n;
  }
  return n;
}

/** A member of an object literal, a `new C()` instance or a class (static members). */
export function memberOf(base: Node, key: string): Node | undefined {
  const b = unwrap(base);
  if (Node.isObjectLiteralExpression(b)) return objectProp(b, key);
  const cls = classOf(b);
  if (cls) {
    for (let c: Node | undefined = cls; c && (Node.isClassDeclaration(c) || Node.isClassExpression(c)); ) {
      const m = c.getMember(key);
      if (m) {
        if (Node.isPropertyDeclaration(m)) return m.getInitializer() ?? m;
        if (Node.isGetAccessorDeclaration(m)) {
          const ret = descendantsOfKind(m, SyntaxKind.ReturnStatement)[0]?.getExpression();
          return ret ?? m;
        }
        return m;
      }
      // constructor assignments: this.name = "…"
      const ctor = c.getConstructors()[0];
      if (ctor) {
        for (const st of descendantsOfKind(ctor, SyntaxKind.BinaryExpression)) {
          const l = st.getLeft();
          if (st.getOperatorToken().getKind() === SyntaxKind.EqualsToken && Node.isPropertyAccessExpression(l) && l.getExpression().getKind() === SyntaxKind.ThisKeyword && l.getName() === key) return st.getRight();
        }
      }
      const ext: Node | undefined = c.getExtends();
      const baseDecl: Node | undefined = ext && Node.isExpressionWithTypeArguments(ext) ? declarationsOf(ext.getExpression())[0] : undefined;
      c = baseDecl && (Node.isClassDeclaration(baseDecl) || Node.isClassExpression(baseDecl)) ? baseDecl : undefined;
    }
  }
  return undefined;
}

/** The class a `new C(...)` expression or class reference denotes. */
export function classOf(n: Node): Node | undefined {
  const u = unwrap(n);
  if (Node.isClassDeclaration(u) || Node.isClassExpression(u)) return u;
  if (Node.isNewExpression(u)) {
    const d = declarationsOf(u.getExpression()).find((x) => Node.isClassDeclaration(x) || Node.isClassExpression(x));
    if (d) return d;
    const r = resolveExpression(u.getExpression());
    if (Node.isClassExpression(r) || Node.isClassDeclaration(r)) return r;
  }
  if (Node.isIdentifier(u)) {
    const d = declarationsOf(u).find((x) => Node.isClassDeclaration(x));
    if (d) return d;
  }
  return undefined;
}

/** The elements of a collection expression: array literals (with spreads), Object.values(map), Map literals. */
export function elementsOf(expr: Node | undefined, env: Env, depth = 0): Node[] {
  if (!expr || depth > 6) return [];
  const n = evalIn(expr, env) ?? expr;
  const u = unwrap(n);
  if (Node.isArrayLiteralExpression(u)) {
    const out: Node[] = [];
    for (const e of u.getElements()) {
      if (Node.isSpreadElement(e)) out.push(...elementsOf(e.getExpression(), env, depth + 1));
      else out.push(evalIn(e, env) ?? e);
    }
    return out;
  }
  if (Node.isCallExpression(u)) {
    const callee = u.getExpression();
    const args = u.getArguments();
    if (Node.isPropertyAccessExpression(callee)) {
      const recv = callee.getExpression().getText();
      const m = callee.getName();
      if (recv === "Object" && (m === "values" || m === "entries") && args[0]) {
        const obj = evalIn(args[0], env);
        const o = obj ? unwrap(obj) : undefined;
        if (o && Node.isObjectLiteralExpression(o)) return objectValues(o, env);
        // Object.values(await import(...)) or a namespace import: every export of the module
        if (obj && Node.isIdentifier(unwrap(args[0]!))) {
          const decl = declarationsOf(args[0]!)[0];
          if (decl && Node.isNamespaceImport(decl)) {
            const sf = declarationsOf(decl.getNameNode())[0];
            if (sf && Node.isSourceFile(sf)) return [...sf.getExportedDeclarations().values()].flat().map((d) => initializerOf(d) ?? d);
          }
        }
      }
      if (["concat"].includes(m)) return [...elementsOf(callee.getExpression(), env, depth + 1), ...args.flatMap((a) => elementsOf(a, env, depth + 1))];
      if (["filter", "slice", "sort", "toSorted", "reverse"].includes(m)) return elementsOf(callee.getExpression(), env, depth + 1);
      if (m === "map" && args[0]) {
        // defs.map((d) => new Tool(d)) or defs.map(d => ({ ...d, handler })) — keep the source elements;
        // the caller reads members through the mapped object when it is a literal.
        const fn = functionOf(args[0]);
        const src = elementsOf(callee.getExpression(), env, depth + 1);
        if (fn && (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) {
          const body = Node.isArrowFunction(fn) ? fn.getBody() : undefined;
          const ret = body && !Node.isBlock(body) ? unwrap(body) : undefined;
          const pname = fn.getParameters()[0]?.getName();
          if (ret && pname && (Node.isObjectLiteralExpression(ret) || Node.isNewExpression(ret) || Node.isCallExpression(ret))) {
            return src.map((s) => new MappedElement(ret, new Map([[pname, s]])) as unknown as Node);
          }
        }
        return src;
      }
    }
  }
  if (Node.isCallExpression(u)) {
    // getToolDefinitions(): a project function that returns the list
    const fn = functionOf(u.getExpression());
    if (fn && !Node.isPropertyAccessExpression(unwrap(u.getExpression()))) {
      const out: Node[] = [];
      for (const ret of returnedExpressions(fn)) out.push(...elementsOf(ret, env, depth + 1));
      if (out.length) return out;
    }
  }
  if (Node.isNewExpression(u) && /^(Map|Set)$/.test(u.getExpression().getText())) {
    const inner = elementsOf(u.getArguments()[0], env, depth + 1);
    return inner.map((e) => {
      const eu = unwrap(e);
      return Node.isArrayLiteralExpression(eu) && eu.getElements()[1] ? eu.getElements()[1]! : e;
    });
  }
  return [];
}

/** The property values of an object literal, following spreads of other object literals (merged tool maps). */
function objectValues(o: Node, env: Env, depth = 0): Node[] {
  const u = unwrap(o);
  if (!Node.isObjectLiteralExpression(u) || depth > 5) return [];
  const out: Node[] = [];
  for (const p of u.getProperties()) {
    if (Node.isSpreadAssignment(p)) {
      const inner = evalIn(p.getExpression(), env);
      if (inner) out.push(...objectValues(inner, env, depth + 1));
      continue;
    }
    const v = Node.isPropertyAssignment(p) ? p.getInitializer() : Node.isShorthandPropertyAssignment(p) ? p.getNameNode() : undefined;
    if (v) out.push(evalIn(v, env) ?? v);
  }
  return out;
}

/**
 * An element produced by `.map(d => ({ ...d, … }))`: the literal plus the binding of `d`.
 * Kept out of the ts-morph node graph; `contextFor` unpacks it.
 */
class MappedElement {
  constructor(
    readonly node: Node,
    readonly env: Map<string, Node>,
  ) {}
}

/** Names referenced inside `n` (identifiers), to decide which bindings a registration call depends on. */
export function identifiersIn(nodes: Node[]): Set<string> {
  const out = new Set<string>();
  for (const n of nodes) {
    if (Node.isIdentifier(n)) out.add(n.getText());
    for (const d of descendantsOfKind(n, SyntaxKind.Identifier)) out.add(d.getText());
  }
  return out;
}

export function bindingNames(n: Node): string[] {
  if (Node.isIdentifier(n)) return [n.getText()];
  if (Node.isVariableDeclarationList(n)) return n.getDeclarations().flatMap((d) => bindingNames(d.getNameNode()));
  if (Node.isObjectBindingPattern(n) || Node.isArrayBindingPattern(n)) return n.getElements().flatMap((e) => (Node.isBindingElement(e) ? bindingNames(e.getNameNode()) : []));
  if (Node.isParameterDeclaration(n)) return bindingNames(n.getNameNode());
  return [];
}

/** Binds a loop variable / callback parameter pattern to one element. */
export function bindPattern(pattern: Node, value: Node, env: Map<string, Node>): void {
  if (Node.isIdentifier(pattern)) env.set(pattern.getText(), value);
  else if (Node.isVariableDeclarationList(pattern)) {
    const d = pattern.getDeclarations()[0];
    if (d) bindPattern(d.getNameNode(), value, env);
  } else if (Node.isParameterDeclaration(pattern)) bindPattern(pattern.getNameNode(), value, env);
  else if (Node.isObjectBindingPattern(pattern)) {
    for (const e of pattern.getElements()) {
      const key = e.getPropertyNameNode()?.getText() ?? e.getName();
      const m = memberOf(value, key);
      if (m) bindPattern(e.getNameNode(), m, env);
    }
  } else if (Node.isArrayBindingPattern(pattern)) {
    const v = unwrap(value);
    const els = pattern.getElements();
    // Object.entries(map): [key, def] — the value side is the definition
    if (Node.isArrayLiteralExpression(v)) els.forEach((e, i) => Node.isBindingElement(e) && v.getElements()[i] && bindPattern(e.getNameNode(), v.getElements()[i]!, env));
    else if (els[1] && Node.isBindingElement(els[1])) bindPattern(els[1].getNameNode(), value, env);
  }
}


export function unpackMapped(el: Node): { node: Node; extra: Map<string, Node> } {
  if (el instanceof MappedElement) return { node: el.node, extra: el.env };
  return { node: el, extra: new Map() };
}

export function str(expr: Node | undefined, env: Env): ConstString | undefined {
  const v = evalIn(expr, env);
  return v ? constString(v) : undefined;
}

/** `toolName || "web_search_exa"` where the helper was called without a name: the fallback literal. */
export function fallbackName(expr: Node, env: Env): ConstString | undefined {
  const u = unwrap(expr);
  if (!Node.isBinaryExpression(u) || !/^(\|\||\?\?)$/.test(u.getOperatorToken().getText())) return undefined;
  const left = unwrap(u.getLeft());
  if (Node.isIdentifier(left) && !env.has(left.getText()) && declarationsOf(left).some((d) => Node.isParameterDeclaration(d))) return str(u.getRight(), env);
  return undefined;
}
