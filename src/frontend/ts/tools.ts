/**
 * Discovers MCP tools in a loaded project, across the ways real servers register them.
 *
 * Registration calls can sit inside loops over definition lists or inside project helpers
 * (`defineTool`, `registerSearchTool`); their arguments are then evaluated once per *context*:
 * a binding of the loop variable to one list element, or of the helper's parameters to the
 * arguments at one call site. One context is one tool.
 */
import { Node, SyntaxKind, type CallExpression, type SourceFile } from "ts-morph";
import type { RegistrationStyle, SourceLocation, ToolModel, ToolParameter } from "../../model/types.js";
import { readSchema } from "./schema.js";
import { constString, type ConstString } from "./syntax/const-eval.js";
import { locOf } from "./syntax/location.js";
import { descendantsOfKind, descendantsOutside, nodesOfKind } from "./syntax/node-index.js";
import { findReferences } from "./syntax/references.js";
import { declarationsOf, functionOf, initializerOf, isFunctionLike, objectProp, propName, resolveExpression, returnedExpressions, unwrap } from "./syntax/resolve.js";
import { QUERY_VERB, MUTATION_VERB } from "../../model/vocabulary.js";

/** Identifier bindings that hold in one registration context. */
export type Env = ReadonlyMap<string, Node>;
const EMPTY: Env = new Map();

/** How the dataflow engine enters a tool's handler. */
export interface HandlerEntry {
  /** The function whose parameter `argsIndex` receives the tool's arguments. */
  fn?: Node;
  argsIndex: number;
  /** For low-level servers: the dispatch branch (case clause / if block) that serves this tool. */
  branch?: Node;
  /** The enclosing CallTool handler when `branch` is set. */
  dispatcher?: Node;
  /** Dispatch branches of the other tools, skipped when walking the dispatcher. */
  otherBranches: Node[];
  env: Env;
}

interface Discovered {
  tool: ToolModel;
  entry?: HandlerEntry;
}

export interface ToolDiscovery {
  tools: ToolModel[];
  entries: Map<string, HandlerEntry>;
  /** Registration sites whose tool name could not be resolved statically. */
  unresolvedSites: { location: SourceLocation; reason: string }[];
}

const ANNOTATION_KEYS = new Set(["title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]);

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

interface Context {
  env: Map<string, Node>;
  style: "direct" | "loop" | "wrapper";
  /** The definition node (list element, helper argument) a tool stems from, for its location. */
  origin?: Node;
}

const MAX_CONTEXT_DEPTH = 4;

/** Names referenced inside `n` (identifiers), to decide which bindings a registration call depends on. */
function identifiersIn(nodes: Node[]): Set<string> {
  const out = new Set<string>();
  for (const n of nodes) {
    if (Node.isIdentifier(n)) out.add(n.getText());
    for (const d of descendantsOfKind(n, SyntaxKind.Identifier)) out.add(d.getText());
  }
  return out;
}

function bindingNames(n: Node): string[] {
  if (Node.isIdentifier(n)) return [n.getText()];
  if (Node.isVariableDeclarationList(n)) return n.getDeclarations().flatMap((d) => bindingNames(d.getNameNode()));
  if (Node.isObjectBindingPattern(n) || Node.isArrayBindingPattern(n)) return n.getElements().flatMap((e) => (Node.isBindingElement(e) ? bindingNames(e.getNameNode()) : []));
  if (Node.isParameterDeclaration(n)) return bindingNames(n.getNameNode());
  return [];
}

/** Binds a loop variable / callback parameter pattern to one element. */
function bindPattern(pattern: Node, value: Node, env: Map<string, Node>): void {
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

/**
 * Every context in which `call` runs: loop bindings inside its function, and — when its
 * arguments depend on the enclosing function's parameters — one context per call site of that
 * function (recursively, bounded).
 */
function contextsOf(call: Node, needed: Set<string>, depth: number, limits: string[]): Context[] {
  const results: Context[] = [];
  const recurse = (node: Node, env: Map<string, Node>, style: Context["style"], origin: Node | undefined) => {
    let cur: Node | undefined = node.getParent();
    let child: Node = node;
    while (cur) {
      if (Node.isForOfStatement(cur) && child === cur.getStatement()) {
        const names = bindingNames(cur.getInitializer());
        if (names.some((x) => needed.has(x))) {
          const els = elementsOf(cur.getExpression(), env);
          for (const el of els) {
            const e2 = new Map(env);
            const { node: elNode, extra } = unpackMapped(el);
            for (const [k, v] of extra) e2.set(k, v);
            bindPattern(cur.getInitializer(), elNode, e2);
            recurse(cur, e2, style === "direct" ? "loop" : style, elNode);
          }
          // a list built at run time: the registration stays, with its loop variable unbound
          if (els.length) return;
          style = style === "direct" ? "loop" : style;
        }
      }
      if ((Node.isArrowFunction(cur) || Node.isFunctionExpression(cur)) && Node.isCallExpression(cur.getParent())) {
        const outer = cur.getParent() as CallExpression;
        const callee = outer.getExpression();
        if (Node.isPropertyAccessExpression(callee) && ["forEach", "map", "flatMap"].includes(callee.getName()) && outer.getArguments()[0] === cur) {
          const p = cur.getParameters()[0];
          if (p && bindingNames(p).some((x) => needed.has(x))) {
            const els = elementsOf(callee.getExpression(), env);
            for (const el of els) {
              const e2 = new Map(env);
              const { node: elNode, extra } = unpackMapped(el);
              for (const [k, v] of extra) e2.set(k, v);
              bindPattern(p, elNode, e2);
              recurse(outer, e2, style === "direct" ? "loop" : style, elNode);
            }
            if (els.length) return;
            style = style === "direct" ? "loop" : style;
          }
        }
      }
      if (isFunctionLike(cur) && !(Node.isArrowFunction(cur) && Node.isCallExpression(cur.getParent()))) {
        const fn = cur;
        const params = (fn as unknown as { getParameters(): Node[] }).getParameters();
        const paramNames = params.flatMap((p) => bindingNames(p));
        const free = [...needed].filter((x) => paramNames.includes(x) && !env.has(x));
        if (free.length) {
          if (depth >= MAX_CONTEXT_DEPTH) {
            limits.push(`registration helper nesting deeper than ${MAX_CONTEXT_DEPTH} at ${locOf(fn).file}:${locOf(fn).line}`);
            return;
          }
          const sites = callSitesOf(fn);
          for (const site of sites) {
            const e2 = new Map(env);
            params.forEach((p, i) => {
              const a = site.getArguments()[i];
              if (a) bindPattern(p, a, e2);
            });
            const siteNeeded = identifiersIn(site.getArguments());
            for (const ctx of contextsOf(site, siteNeeded, depth + 1, limits)) {
              const e3 = new Map(ctx.env);
              for (const [k, v] of e2) {
                // an argument that is itself a loop variable at the call site resolves in that context
                const u = unwrap(v);
                e3.set(k, Node.isIdentifier(u) && ctx.env.has(u.getText()) ? ctx.env.get(u.getText())! : v);
              }
              // keep resolved outer bindings for names not shadowed
              results.push({ env: e3, style: "wrapper", origin: ctx.origin ?? site.getArguments()[0] ?? site });
            }
          }
          return;
        }
      }
      child = cur;
      cur = cur.getParent();
    }
    results.push({ env, style, origin });
  };
  recurse(call, new Map(), "direct", undefined);
  return results;
}

function unpackMapped(el: Node): { node: Node; extra: Map<string, Node> } {
  if (el instanceof MappedElement) return { node: el.node, extra: el.env };
  return { node: el, extra: new Map() };
}

const callSiteCache = new WeakMap<Node, CallExpression[]>();
/** Call sites of a project function (helper that registers tools), found through the language service. */
function callSitesOf(fn: Node): CallExpression[] {
  const cached = callSiteCache.get(fn);
  if (cached) return cached;
  let nameNode: Node | undefined;
  if (Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn)) nameNode = fn.getNameNode();
  else {
    const p = fn.getParent();
    if (p && Node.isVariableDeclaration(p)) nameNode = p.getNameNode();
    else if (p && Node.isPropertyAssignment(p)) nameNode = p.getNameNode();
  }
  const out: CallExpression[] = [];
  if (nameNode && Node.isIdentifier(nameNode)) {
    for (const ref of findReferences(nameNode)) {
      const parent = ref.getParent();
      const call = parent && Node.isPropertyAccessExpression(parent) && parent.getNameNode() === ref ? parent.getParent() : parent;
      if (call && Node.isCallExpression(call) && (call.getExpression() === ref || call.getExpression() === parent)) out.push(call);
    }
  }
  out.sort((a, b) => a.getSourceFile().getFilePath().localeCompare(b.getSourceFile().getFilePath()) || a.getStart() - b.getStart());
  callSiteCache.set(fn, out);
  return out;
}

/** When a handler is a thin forwarder (`(a) => def.handler(a)`), the function it forwards to. */
function handlerFunction(expr: Node | undefined, env: Env): { fn?: Node; argsIndex: number } {
  if (!expr) return { argsIndex: 0 };
  const v = evalIn(expr, env);
  const fn = v ? functionOf(v) ?? (isFunctionLike(unwrap(v)) ? unwrap(v) : undefined) : undefined;
  if (!fn) {
    // t.execute.bind(t) evaluated in context
    const u = v ? unwrap(v) : undefined;
    const bound = u && Node.isCallExpression(u) ? u.getExpression() : undefined;
    if (bound && Node.isPropertyAccessExpression(bound) && bound.getName() === "bind") return handlerFunction(bound.getExpression(), env);
    return { argsIndex: 0 };
  }
  if (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)) {
    const body = fn.getBody();
    let inner: Node | undefined;
    if (Node.isBlock(body)) {
      const sts = body.getStatements();
      if (sts.length === 1) {
        const s = sts[0]!;
        inner = Node.isReturnStatement(s) ? s.getExpression() : Node.isExpressionStatement(s) ? s.getExpression() : undefined;
      }
    } else inner = body;
    const call = inner ? unwrap(inner) : undefined;
    const argName = fn.getParameters()[0]?.getName();
    if (call && Node.isCallExpression(call) && argName) {
      const idx = call.getArguments().findIndex((a) => a.getText() === argName);
      if (idx >= 0) {
        const target = evalIn(call.getExpression(), env);
        const tf = target ? functionOf(target) ?? (isFunctionLike(unwrap(target)) ? unwrap(target) : undefined) : undefined;
        if (tf) return { fn: tf, argsIndex: idx };
      }
    }
  }
  return { fn, argsIndex: 0 };
}

function str(expr: Node | undefined, env: Env): ConstString | undefined {
  const v = evalIn(expr, env);
  return v ? constString(v) : undefined;
}

/** `toolName || "web_search_exa"` where the helper was called without a name: the fallback literal. */
function fallbackName(expr: Node, env: Env): ConstString | undefined {
  const u = unwrap(expr);
  if (!Node.isBinaryExpression(u) || !/^(\|\||\?\?)$/.test(u.getOperatorToken().getText())) return undefined;
  const left = unwrap(u.getLeft());
  if (Node.isIdentifier(left) && !env.has(left.getText()) && declarationsOf(left).some((d) => Node.isParameterDeclaration(d))) return str(u.getRight(), env);
  return undefined;
}

function isZodShapeOrSchema(n: Node): boolean {
  const u = unwrap(n);
  if (Node.isObjectLiteralExpression(u)) {
    const props = u.getProperties();
    if (props.length === 0) return true;
    return !props.every((p) => ANNOTATION_KEYS.has((p as unknown as { getName?(): string }).getName?.() ?? ""));
  }
  return true;
}


/** Reads/changes data: annotations first, then the verb the tool's name starts with (after a vendor prefix). */
function intentOf(name: string, annotations: Node | undefined): Pick<ToolModel, "intent" | "intentSource"> {
  if (annotations) {
    const ro = unwrap(objectProp(annotations, "readOnlyHint") ?? annotations).getText();
    const de = unwrap(objectProp(annotations, "destructiveHint") ?? annotations).getText();
    if (objectProp(annotations, "readOnlyHint") && ro === "true") return { intent: "query", intentSource: "annotation readOnlyHint: true" };
    if (objectProp(annotations, "readOnlyHint") && ro === "false") return { intent: "mutation", intentSource: "annotation readOnlyHint: false" };
    if (objectProp(annotations, "destructiveHint") && de === "true") return { intent: "mutation", intentSource: "annotation destructiveHint: true" };
  }
  const words = name.split(/[_\-.]/);
  for (let i = 0; i < Math.min(words.length, 3); i++) {
    const rest = words.slice(i).join("_");
    if (MUTATION_VERB.test(rest)) return { intent: "mutation", intentSource: `name starts with '${rest.split(/[_\-.]/)[0]}'` };
    if (QUERY_VERB.test(rest)) return { intent: "query", intentSource: `name starts with '${rest.split(/[_\-.]/)[0]}'` };
  }
  return {};
}

function toolId(name: string, loc: SourceLocation): string {
  return `${name}@${loc.file}:${loc.line}`;
}

function makeTool(
  name: string,
  registration: RegistrationStyle,
  location: SourceLocation,
  description: ConstString | undefined,
  schemaNode: Node | undefined,
  handler: { fn?: Node; argsIndex: number },
  env: Env,
  annotations?: Node,
): Discovered {
  const schema = readSchema(schemaNode);
  const unresolved: string[] = [];
  if (!schema.resolved && schema.reason) unresolved.push(schema.reason);
  if (!handler.fn) unresolved.push("handler could not be resolved statically");
  const tool: ToolModel = {
    id: toolId(name, location),
    name,
    registration,
    location,
    parameters: schema.parameters,
    schemaResolved: schema.resolved,
  };
  if (description) {
    tool.description = description.value;
    tool.descriptionLocation = locOf(description.node);
    if (description.parts && description.parts.length > 1) tool.descriptionSegments = description.parts.map((p) => ({ offset: p.start, location: locOf(p.node) }));
  }
  if (handler.fn) tool.handlerLocation = locOf(handler.fn);
  if (unresolved.length) tool.unresolved = unresolved;
  Object.assign(tool, intentOf(name, annotations ? evalIn(annotations, env) : undefined));
  return { tool, entry: handler.fn ? { fn: handler.fn, argsIndex: handler.argsIndex, otherBranches: [], env } : undefined };
}

function styleFor(ctx: Context, direct: RegistrationStyle): RegistrationStyle {
  if (ctx.origin && classOf(ctx.origin)) return "class-based";
  if (ctx.style === "loop") return "definition-loop";
  if (ctx.style === "wrapper") return "wrapper-helper";
  return direct;
}

/** server.tool(...) / server.registerTool(...) / server.addTool({...}) */
function fromRegistrationCall(call: CallExpression, limits: string[], unresolvedSites: ToolDiscovery["unresolvedSites"]): Discovered[] {
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return [];
  const method = callee.getName();
  const args = call.getArguments();
  const out: Discovered[] = [];
  if (method === "addTool") {
    if (args.length !== 1) return [];
    const nameExpr = Node.isObjectLiteralExpression(unwrap(args[0]!)) ? objectProp(args[0]!, "name") ?? args[0]! : args[0]!;
    const needed = identifiersIn([nameExpr]);
    for (const ctx of contextsOf(call, needed, 0, limits)) {
      const def = evalIn(args[0], ctx.env);
      if (!def) continue;
      const name = str(memberOf(def, "name") ?? undefined, ctx.env);
      if (!name) {
        if (memberOf(def, "execute") || memberOf(def, "handler")) unresolvedSites.push({ location: locOf(call), reason: "tool name is not a constant" });
        continue;
      }
      const loc = locOf(ctx.origin && ctx.style !== "direct" ? ctx.origin : call);
      out.push(
        makeTool(
          name.value,
          styleFor(ctx, "add-tool"),
          loc,
          str(memberOf(def, "description"), ctx.env),
          evalIn(memberOf(def, "parameters") ?? memberOf(def, "inputSchema") ?? memberOf(def, "schema"), ctx.env),
          handlerFunction(memberOf(def, "execute") ?? memberOf(def, "handler"), ctx.env),
          ctx.env,
          memberOf(def, "annotations"),
        ),
      );
    }
    return out;
  }
  if (method !== "tool" && method !== "registerTool") return [];
  if (args.length < 2) return [];
  // The tool's identity comes from its name: only the bindings the name depends on make contexts.
  const needed = identifiersIn([args[0]!]);
  for (const ctx of contextsOf(call, needed, 0, limits)) {
    const name = str(args[0], ctx.env) ?? fallbackName(args[0]!, ctx.env);
    if (!name) {
      unresolvedSites.push({
        location: locOf(call),
        reason: ctx.style === "loop" ? `the tools come from a list built at run time (tool name \`${args[0]!.getText().slice(0, 40)}\`)` : `tool name \`${args[0]!.getText().slice(0, 40)}\` is not a constant`,
      });
      continue;
    }
    const loc = locOf(ctx.origin && ctx.style !== "direct" ? ctx.origin : call);
    if (method === "registerTool") {
      const cfg = evalIn(args[1], ctx.env);
      const handler = handlerFunction(args[2], ctx.env);
      out.push(
        makeTool(
          name.value,
          styleFor(ctx, "mcp-server-register-tool"),
          loc,
          cfg ? str(memberOf(cfg, "description"), ctx.env) : undefined,
          cfg ? evalIn(memberOf(cfg, "inputSchema"), ctx.env) : undefined,
          handler,
          ctx.env,
          cfg ? memberOf(cfg, "annotations") : undefined,
        ),
      );
    } else {
      const middle = args.slice(1, -1);
      let description: ConstString | undefined;
      let schema: Node | undefined;
      let annotations: Node | undefined;
      for (const m of middle) {
        const s = str(m, ctx.env);
        if (s && !description && !schema) {
          description = s;
          continue;
        }
        const v = evalIn(m, ctx.env);
        if (!schema && v && isZodShapeOrSchema(v)) schema = v;
        else if (v && Node.isObjectLiteralExpression(unwrap(v))) annotations = v;
      }
      out.push(makeTool(name.value, styleFor(ctx, "mcp-server-tool"), loc, description, schema, handlerFunction(args[args.length - 1], ctx.env), ctx.env, annotations));
    }
  }
  return out;
}

interface DispatchBranch {
  name: string;
  branch: Node;
  /** A handler function the branch (or handler map) forwards to, when there is one. */
  fn?: Node;
  /** The whole handler serves this tool: it turns every other name away first (`if (name !== "x") throw …`). */
  whole?: boolean;
}

/** Whether a statement always leaves its function: `throw …`, `return …`, or a block ending in one. */
function exits(st: Node): boolean {
  const last = Node.isBlock(st) ? st.getStatements().at(-1) : st;
  return !!last && (Node.isThrowStatement(last) || Node.isReturnStatement(last));
}

/** Reads `switch (name)` / `if (name === "x")` / handler-map dispatch inside a CallTool handler. */
function dispatchBranches(handler: Node, depth = 0): { branches: DispatchBranch[]; dispatcher: Node }[] {
  const results: { branches: DispatchBranch[]; dispatcher: Node }[] = [];
  if (depth > 3) return results;
  const branches: DispatchBranch[] = [];
  const isNameExpr = (e: Node) => /(^|\.)(name|toolName|tool_name|tool)$/.test(unwrap(e).getText());
  const kinds = [SyntaxKind.SwitchStatement, SyntaxKind.IfStatement, SyntaxKind.ElementAccessExpression, SyntaxKind.CallExpression];
  for (const d of descendantsOutside(handler, kinds)) {
    if (Node.isSwitchStatement(d) && isNameExpr(d.getExpression())) {
      for (const clause of d.getCaseBlock().getClauses()) {
        if (!Node.isCaseClause(clause)) continue;
        const name = constString(clause.getExpression())?.value;
        if (name !== undefined) branches.push({ name, branch: clause, fn: forwardedFunction(clause) });
      }
    }
    if (Node.isIfStatement(d)) {
      const cond = unwrap(d.getExpression());
      if (Node.isBinaryExpression(cond) && /^===?$/.test(cond.getOperatorToken().getText())) {
        const [l, r] = [cond.getLeft(), cond.getRight()];
        const name = isNameExpr(l) ? constString(r)?.value : isNameExpr(r) ? constString(l)?.value : undefined;
        if (name !== undefined) branches.push({ name, branch: d.getThenStatement(), fn: forwardedFunction(d.getThenStatement()) });
      }
      // if (request.params.name !== "find_place") throw new McpError(…): the rest of the handler serves that one name
      if (!d.getElseStatement() && exits(d.getThenStatement()) && Node.isBlock(d.getParent()) && d.getParent()!.getParent() === handler) {
        for (const name of rejectedAllBut(cond, isNameExpr)) branches.push({ name, branch: handler, whole: true });
      }
    }
    // handlers[name](args), const h = toolHandlers[request.params.name]; h(args)
    if (Node.isElementAccessExpression(d) && isNameExpr(d.getArgumentExpressionOrThrow())) {
      {
        const map = resolveExpression(d.getExpression());
        if (Node.isObjectLiteralExpression(map)) {
          for (const p of map.getProperties()) {
            const name = propName(p);
            if (!name) continue;
            const v = Node.isPropertyAssignment(p) ? p.getInitializer() : Node.isShorthandPropertyAssignment(p) ? p.getNameNode() : p;
            branches.push({ name, branch: p, fn: v ? functionOf(v) ?? (isFunctionLike(v) ? v : undefined) : undefined });
          }
        }
      }
    }
    if (Node.isCallExpression(d)) {
      // a helper the dispatcher delegates to: handleToolCall(name, args)
      const f = functionOf(d.getExpression());
      if (f && f !== handler && d.getArguments().some((a) => isNameExpr(a))) results.push(...dispatchBranches(f, depth + 1));
    }
  }
  // A guard beside named branches only validates names (`if (name !== "a" && name !== "b") throw`):
  // the handler's code is shared between the tools, so it serves none of them alone.
  const named = branches.some((b) => !b.whole) ? branches.filter((b) => !b.whole) : branches;
  if (named.length) results.push({ branches: named, dispatcher: handler });
  return results;
}

/**
 * The names a guard lets through when it is `name !== "a"` (or `name !== "a" && name !== "b"`):
 * everything else is turned away. Any other shape lets nothing through here.
 */
function rejectedAllBut(cond: Node, isNameExpr: (e: Node) => boolean): string[] {
  const c = unwrap(cond);
  if (!Node.isBinaryExpression(c)) return [];
  const op = c.getOperatorToken().getText();
  if (op === "&&") {
    const [l, r] = [rejectedAllBut(c.getLeft(), isNameExpr), rejectedAllBut(c.getRight(), isNameExpr)];
    return l.length && r.length ? [...l, ...r] : [];
  }
  if (!/^!==?$/.test(op)) return [];
  const [l, r] = [c.getLeft(), c.getRight()];
  const name = isNameExpr(l) ? constString(r)?.value : isNameExpr(r) ? constString(l)?.value : undefined;
  return name !== undefined ? [name] : [];
}

/** A branch that just forwards: `return await searchTerms(args)` → searchTerms. */
function forwardedFunction(branch: Node): Node | undefined {
  const stmts = Node.isCaseClause(branch) ? branch.getStatements() : Node.isBlock(branch) ? branch.getStatements() : [branch];
  const flat = stmts.length === 1 && Node.isBlock(stmts[0]!) ? stmts[0]!.getStatements() : stmts;
  const first = flat.find((s) => !Node.isBreakStatement(s));
  if (!first || flat.filter((s) => !Node.isBreakStatement(s)).length !== 1) return undefined;
  const e = Node.isReturnStatement(first) ? first.getExpression() : Node.isExpressionStatement(first) ? first.getExpression() : undefined;
  const call = e ? unwrap(e) : undefined;
  if (call && Node.isCallExpression(call)) return functionOf(call.getExpression());
  return undefined;
}

function isSchemaRef(n: Node | undefined, re: RegExp): boolean {
  return !!n && re.test(n.getText());
}

type PlacedBranch = DispatchBranch & { dispatcher: Node };

/** A tool served by an inline dispatch branch (`case "x": …`): the engine walks that branch of the dispatcher and skips the others. */
function enterBranch(d: Discovered, branch: PlacedBranch, all: PlacedBranch[]): void {
  if (branch.fn || branch.whole || !d.entry) return;
  d.entry.branch = branch.branch;
  d.entry.dispatcher = branch.dispatcher;
  d.entry.otherBranches = all.filter((b) => b !== branch && b.dispatcher === branch.dispatcher).map((b) => b.branch);
  d.tool.handlerLocation = locOf(branch.branch);
}

/** Low-level servers: tools from ListTools, handlers from the CallTool dispatch. */
function fromLowLevel(files: SourceFile[], limits: string[], unresolvedSites: ToolDiscovery["unresolvedSites"]): Discovered[] {
  const listHandlers: Node[] = [];
  const callHandlers: Node[] = [];
  for (const sf of files) {
    for (const call of nodesOfKind(sf, SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "setRequestHandler") continue;
      const [schema, handler] = call.getArguments();
      const fn = functionOf(handler);
      if (!fn) continue;
      if (isSchemaRef(schema, /ListToolsRequest/)) listHandlers.push(fn);
      else if (isSchemaRef(schema, /CallToolRequest/)) callHandlers.push(fn);
    }
  }
  const out: Discovered[] = [];
  const dispatch = callHandlers.flatMap((h) => dispatchBranches(h));
  // a branch that names the tool beats a guard that merely lets it through
  const allBranches = dispatch.flatMap((d) => d.branches.map((b) => ({ ...b, dispatcher: d.dispatcher }))).sort((a, b) => Number(!!a.whole) - Number(!!b.whole));
  for (const lh of listHandlers) {
    let listed = 0;
    for (const ret of returnedExpressions(lh)) {
      const obj = evalIn(ret, EMPTY);
      const toolsExpr = obj ? memberOf(obj, "tools") : undefined;
      const elements = elementsOf(toolsExpr, EMPTY);
      listed += elements.length;
      for (const el of elements) {
        const { node: def, extra } = unpackMapped(el);
        const env = extra as Env;
        const name = str(memberOf(def, "name"), env);
        if (!name) {
          limits.push(`a tool in the ListTools result at ${locOf(def).file}:${locOf(def).line} has no constant name`);
          continue;
        }
        const loc = locOf(def);
        const branch = nearestBranch(allBranches.filter((b) => b.name === name.value), lh);
        const d = makeTool(
          name.value,
          "list-tools-handler",
          loc,
          str(memberOf(def, "description"), env),
          evalIn(memberOf(def, "inputSchema") ?? memberOf(def, "input_schema") ?? memberOf(def, "parameters"), env),
          branch?.fn ? { fn: branch.fn, argsIndex: 0 } : branch ? { fn: branch.dispatcher, argsIndex: -1 } : handlerFunction(memberOf(def, "handler") ?? memberOf(def, "execute"), env),
          env,
          memberOf(def, "annotations"),
        );
        if (branch) enterBranch(d, branch, allBranches);
        if (!branch && !d.entry) d.tool.unresolved = [...(d.tool.unresolved ?? []).filter((r) => !r.startsWith("handler")), "no CallTool dispatch branch found for this tool name"];
        out.push(d);
      }
    }
    if (listed === 0) {
      // The list is assembled at run time (loops, pushes, filters). Definitions written as literals
      // somewhere in the project are still found by their shape; how they reach the list is not followed.
      const harvested = toolDefinitionLiterals(files);
      if (!harvested.length)
        unresolvedSites.push({ location: locOf(lh), reason: "the ListTools handler builds its tool list at run time (from data, a spec document or a registry); those tools cannot be listed statically" });
      for (const { def, name, at } of harvested) {
        const branch = nearestBranch(allBranches.filter((b) => b.name === name), lh);
        const own = memberOf(def, "handler") ?? memberOf(def, "execute");
        const d = makeTool(
          name,
          "list-tools-handler",
          locOf(at),
          str(memberOf(def, "description"), EMPTY),
          evalIn(memberOf(def, "inputSchema") ?? memberOf(def, "parameters"), EMPTY),
          branch?.fn ? { fn: branch.fn, argsIndex: 0 } : branch ? { fn: branch.dispatcher, argsIndex: -1 } : own ? handlerFunction(own, EMPTY) : { argsIndex: 0 },
          EMPTY,
          memberOf(def, "annotations"),
        );
        // an inline dispatch branch (`case "x": …`) serves the tool, as for a listed one
        if (branch) enterBranch(d, branch, allBranches);
        d.tool.unresolved = [
          ...(d.tool.unresolved ?? []).filter((r) => !r.startsWith("handler")),
          `found by the shape of its definition: the ListTools handler at ${locOf(lh).file}:${locOf(lh).line} assembles its list at run time${branch || own ? "" : ", and no dispatch to a handler was found"}`,
        ];
        out.push(d);
      }
    }
  }
  return out;
}

/**
 * A registration loop over a list built at run time (filtered by settings, skills or a registry)
 * leaves its tools unnamed. Definitions written as literals with a handler (`defineTool({ name,
 * description, inputSchema, handler })`) are then found by their shape, each marked as only partly
 * understood; the site stays listed as unresolved when none is found.
 */
function fromRunTimeLoops(files: SourceFile[], found: Discovered[], unresolvedSites: ToolDiscovery["unresolvedSites"]): Discovered[] {
  const loops = unresolvedSites.filter((s) => s.reason.startsWith("the tools come from a list built at run time"));
  if (!loops.length) return [];
  const named = new Set(found.map((d) => d.tool.name));
  const out: Discovered[] = [];
  const where = loops.map((s) => `${s.location.file}:${s.location.line}`).join(", ");
  for (const { def, name, at } of toolDefinitionLiterals(files)) {
    const handler = memberOf(def, "handler") ?? memberOf(def, "execute");
    if (!handler || named.has(name)) continue;
    const d = makeTool(name, "definition-loop", locOf(at), str(memberOf(def, "description"), EMPTY), evalIn(memberOf(def, "inputSchema") ?? memberOf(def, "parameters"), EMPTY), handlerFunction(handler, EMPTY), EMPTY, memberOf(def, "annotations"));
    d.tool.unresolved = [...(d.tool.unresolved ?? []), `found by the shape of its definition: the registration at ${where} takes its tools from a list built at run time`];
    out.push(d);
  }
  if (out.length) for (const s of loops) unresolvedSites.splice(unresolvedSites.indexOf(s), 1);
  return out;
}

const TOOL_KEY = /^[A-Za-z][\w-]*$/;

/**
 * Object literals that look like MCP tool definitions, with the name they give the tool:
 * - a constant `name`, a `description` and an object `inputSchema` (`{ name: "search", … }`);
 * - a tool map's entry keyed by the tool's name whose value (or a wrapper call's one argument,
 *   `tool({…})`) has a `description`, a `parameters`/`inputSchema` and an `execute`/`handler`
 *   (`{ list_tables: tool({ description, parameters, execute }) }`). Spreads are followed.
 */
function toolDefinitionLiterals(files: SourceFile[]): { def: Node; name: string; at: Node }[] {
  const out: { def: Node; name: string; at: Node }[] = [];
  const seen = new Set<Node>();
  for (const sf of files) {
    for (const o of nodesOfKind(sf, SyntaxKind.ObjectLiteralExpression)) {
      const schema = objectProp(o, "inputSchema");
      const name = constString(objectProp(o, "name"))?.value;
      if (schema && name !== undefined && !seen.has(o) && objectProp(o, "description")) {
        const sv = unwrap(evalIn(schema, EMPTY) ?? schema);
        if (Node.isObjectLiteralExpression(sv) || Node.isCallExpression(sv)) {
          out.push({ def: o, name, at: o });
          seen.add(o);
        }
      }
      for (const p of o.getProperties()) {
        if (!Node.isPropertyAssignment(p)) continue;
        const key = propName(p);
        const init = unwrap(p.getInitializer() ?? p);
        const arg = Node.isCallExpression(init) && init.getArguments().length === 1 ? unwrap(init.getArguments()[0]!) : undefined;
        const def = Node.isObjectLiteralExpression(init) ? init : arg && Node.isObjectLiteralExpression(arg) ? arg : undefined;
        if (!def || seen.has(def) || key === undefined || !TOOL_KEY.test(key)) continue;
        if (!objectProp(def, "description") || !(objectProp(def, "parameters") ?? objectProp(def, "inputSchema")) || !(objectProp(def, "execute") ?? objectProp(def, "handler"))) continue;
        out.push({ def, name: constString(objectProp(def, "name"))?.value ?? key, at: p });
        seen.add(def);
      }
    }
  }
  return out;
}

/** mcp-framework style: classes extending a tool base class, registered by the framework itself. */
function fromToolClasses(files: SourceFile[], seenClasses: Set<Node>): Discovered[] {
  const out: Discovered[] = [];
  for (const sf of files) {
    for (const cls of sf.getClasses()) {
      if (seenClasses.has(cls)) continue;
      const ext = cls.getExtends()?.getExpression().getText() ?? "";
      if (!/^(MCPTool|McpTool|BaseTool|Tool)$/.test(ext)) continue;
      const name = constString(memberOf(cls, "name"));
      const exec = cls.getMethod("execute") ?? cls.getMethod("run") ?? cls.getMethod("call");
      if (!name || !exec) continue;
      out.push(makeTool(name.value, "class-based", locOf(cls.getNameNode() ?? cls), constString(memberOf(cls, "description")), memberOf(cls, "schema") ?? memberOf(cls, "inputSchema"), { fn: exec, argsIndex: 0 }, EMPTY));
    }
  }
  return out;
}

export function discoverTools(files: SourceFile[]): ToolDiscovery & { limits: string[] } {
  const limits: string[] = [];
  const unresolvedSites: ToolDiscovery["unresolvedSites"] = [];
  const found: Discovered[] = [];
  for (const sf of files) {
    for (const call of nodesOfKind(sf, SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee)) continue;
      const m = callee.getName();
      if (m !== "tool" && m !== "registerTool" && m !== "addTool") continue;
      found.push(...fromRegistrationCall(call, limits, unresolvedSites));
    }
  }
  found.push(...fromLowLevel(files, limits, unresolvedSites));
  found.push(...fromRunTimeLoops(files, found, unresolvedSites));
  const seenClasses = new Set<Node>();
  for (const d of found) {
    if (d.tool.registration === "class-based" && d.entry?.fn) {
      const cls = d.entry.fn.getFirstAncestor((a) => Node.isClassDeclaration(a));
      if (cls) seenClasses.add(cls);
    }
  }
  found.push(...fromToolClasses(files, seenClasses));

  // One tool per (name, location); a helper reached twice with the same arguments is one tool.
  const byId = new Map<string, Discovered>();
  for (const d of found) if (!byId.has(d.tool.id)) byId.set(d.tool.id, d);
  const sorted = [...byId.values()].sort((a, b) => cmp(a.tool.name, b.tool.name) || cmp(a.tool.id, b.tool.id));
  const entries = new Map<string, HandlerEntry>();
  for (const d of sorted) if (d.entry) entries.set(d.tool.id, d.entry);
  return { tools: sorted.map((d) => d.tool), entries, unresolvedSites, limits: [...new Set(limits)].sort() };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export type { ToolParameter };

/**
 * Of the dispatch branches that name a tool, the one of the same server as the list handler: a
 * repository with several servers (src/github, src/gitlab) has a `case "create_branch"` in each.
 * Same file first, then the dispatcher whose folder shares the longest path with the list handler's.
 */
function nearestBranch<B extends { dispatcher: Node }>(candidates: B[], listHandler: Node): B | undefined {
  if (candidates.length <= 1) return candidates[0];
  const at = listHandler.getSourceFile().getFilePath();
  const shared = (b: B) => {
    const other = b.dispatcher.getSourceFile().getFilePath();
    if (other === at) return Number.MAX_SAFE_INTEGER;
    const [x, y] = [at.split("/"), other.split("/")];
    let i = 0;
    while (i < x.length && i < y.length && x[i] === y[i]) i++;
    return i;
  };
  return candidates.reduce((best, b) => (shared(b) > shared(best) ? b : best));
}
