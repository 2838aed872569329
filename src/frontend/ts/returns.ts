/**
 * Return paths: every way a tool handler can answer, classified as data, empty result, follow-up
 * question (`resultType: "input_required"`) or error (`isError: true`, a throw), with the
 * conditions that lead there.
 *
 * Starting at the handler (or its dispatch branch), it reads each `return` and `throw`, follows
 * returned calls into project helpers (binding their parameters to the call's arguments, so a
 * `text("No results")` builder in another file is read with the text it is given), and reads the
 * result object: `isError`, `resultType`, text content (including a `JSON.stringify`-ed payload),
 * `structuredContent`, plain objects and arrays. Separately it lists the returns that sit in a
 * failure handler of an upstream request — a `catch` around it, a `.catch()` on it, a branch on its
 * status — in every function the handler reaches.
 */
import { Node, SyntaxKind, type ReturnStatement, type SourceFile } from "ts-morph";
import type { ReturnCondition, ReturnKind, ReturnPath, SourceLocation, TextSegment } from "../../model/types.js";
import { CREDENTIAL_ENV, CREDENTIAL_NAME, ECHO_FIELD, EMPTY_SUBJECT, givesInstruction, NEXT_STEP_FIELD } from "../../model/wording.js";
import type { HandlerEntry } from "./tools.js";
import type { UpstreamSite } from "./upstream.js";
import { constString } from "./syntax/const-eval.js";
import { locOf } from "./syntax/location.js";
import { descendantsOfKind, descendantsOfKinds, descendantsOutside } from "./syntax/node-index.js";
import { assignmentsTo, declarationsOf, functionOf, isFilledLater, isFunctionLike, propName, unwrap } from "./syntax/resolve.js";
import { COUNT_KEY } from "../../model/vocabulary.js";

/** A helper parameter bound to the argument a call passes (and the bindings that argument is read under). */
type Bindings = Map<Node, { arg: Node | undefined; env: Bindings }>;

interface Cond {
  text: string;
  node: Node;
  negated: boolean;
  kind: "if" | "catch" | "case";
  model: ReturnCondition;
}

const MAX_DEPTH = 6;
const FAIL_STATUS = new Set([400, 401, 402, 403, 405, 407, 408, 421, 429, 500, 501, 502, 503, 504]);
const STATUS_NAME = /^(status|statusCode|status_code)$/;
const NO_BINDINGS = new Map<Node, { arg: Node | undefined; env: Bindings }>();

/** The parts of a path the value itself decides. */
type Shape = Pick<ReturnPath, "kind" | "shape" | "fields" | "text" | "nextStep" | "constantHint" | "mentions" | "echoField" | "credentials">;

export class ReturnReader {
  private readonly siteIds = new Map<Node, string>();
  private readonly reachMemo = new Map<Node, string[]>();
  private readonly inMemo = new Map<Node, string[]>();

  constructor(
    sites: Map<string, UpstreamSite>,
    private readonly projectFiles: Set<SourceFile>,
  ) {
    for (const [id, s] of sites) this.siteIds.set(s.call, id);
  }

  /** Every way the tool's handler returns. */
  toolPaths(entry: HandlerEntry): ReturnPath[] {
    const root = entry.branch ?? entry.fn;
    if (!root) return [];
    return dedupe(this.functionReturns(root, NO_BINDINGS, [], 0, new Set(entry.otherBranches), [], []));
  }

  /** Returns in failure handlers of upstream requests, in the given (reached) functions. */
  failurePaths(functions: Node[], handler?: Node): ReturnPath[] {
    const out: ReturnPath[] = [];
    for (const fn of functions) {
      for (const d of descendantsOutside(fn, [SyntaxKind.ReturnStatement, SyntaxKind.CallExpression])) {
        if (Node.isReturnStatement(d)) {
          const conds = conditionsBetween(d, fn);
          const expr = d.getExpression();
          const failure = this.failureOf(conds, fn) ?? (fn === handler && expr ? caughtInHandler(conds, expr) : undefined);
          if (!failure) continue;
          const paths = expr ? this.exprPaths(expr, NO_BINDINGS, conds.map((c) => c.model), 0, [], [], d) : [this.path(nullShape(), d, conds.map((c) => c.model), [], [])];
          for (const p of paths) if (failure.upstreamCalls.length || p.shape === "content" || p.shape === "text") out.push({ ...p, failure });
        }
        // fetch(url).then(r => r.json()).catch(() => [])
        if (Node.isCallExpression(d)) {
          const callee = d.getExpression();
          const cb = d.getArguments()[0];
          if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "catch" || !cb || !isFunctionLike(cb)) continue;
          const ids = this.upstreamIn(callee.getExpression());
          if (!ids.length) continue;
          const failure = { kind: "catch" as const, location: locOf(callee.getNameNode()), upstreamCalls: ids };
          for (const p of this.functionReturns(cb, NO_BINDINGS, [{ kind: "failure", negated: false, text: ".catch(…)" }], 0, new Set(), [], [])) out.push({ ...p, failure });
        }
      }
    }
    return dedupe(out);
  }

  private failureOf(conds: Cond[], fn: Node): ReturnPath["failure"] {
    for (let i = conds.length - 1; i >= 0; i--) {
      const c = conds[i]!;
      if (c.kind === "catch") {
        const tryStmt = c.node.getParentIfKind(SyntaxKind.TryStatement);
        const ids = tryStmt ? this.upstreamIn(tryStmt.getTryBlock()) : [];
        if (ids.length) return { kind: "catch", location: locOf(c.node), upstreamCalls: ids };
      }
      // `if (res.status === 404)`: the source answered that the thing is not there — an empty result, not a failure
      if (c.kind === "if" && isNotFoundCheck(c.node, c.negated)) return undefined;
      if (c.kind === "if" && isFailureCheck(c.node, c.negated)) {
        const ids = this.upstreamIn(fn);
        if (ids.length) return { kind: "status", location: locOf(c.node), upstreamCalls: ids };
      }
    }
    return undefined;
  }

  private functionReturns(root: Node, env: Bindings, outerConds: ReturnCondition[], depth: number, skip: Set<Node>, via: SourceLocation[], outerBefore: string[]): ReturnPath[] {
    const body = Node.isArrowFunction(root) ? root.getBody() : undefined;
    if (body && !Node.isBlock(body)) return this.exprPaths(body, env, outerConds, depth, via, outerBefore, body);
    const out: ReturnPath[] = [];
    for (const d of descendantsOutside(root, [SyntaxKind.ReturnStatement, SyntaxKind.ThrowStatement], { skip, skipClasses: true })) {
      const conds = [...outerConds, ...conditionsBetween(d, root).map((c) => c.model)];
      const before = [...outerBefore, ...this.upstreamBefore(d, root)];
      if (Node.isThrowStatement(d)) {
        if (caughtWithin(d, root)) continue; // a throw its own function catches is not a way out
        out.push(this.path({ ...nullShape(), kind: "error", shape: "throw", nextStep: "unknown" }, d, conds, before, via));
        continue;
      }
      const expr = (d as ReturnStatement).getExpression();
      if (!expr) out.push(this.path(nullShape(), d, conds, before, via));
      else out.push(...this.exprPaths(expr, env, conds, depth, via, before, d));
    }
    return out;
  }

  /** Paths for a returned expression: conditionals split, returned helper calls followed. */
  private exprPaths(expr: Node, env: Bindings, conds: ReturnCondition[], depth: number, via: SourceLocation[], before: string[], at: Node): ReturnPath[] {
    const { node: n, env: e } = resolve(expr, env);
    if (Node.isConditionalExpression(n)) {
      const c = n.getCondition();
      return [
        ...this.exprPaths(n.getWhenTrue(), e, [...conds, ifCondition(c, false)], depth, via, before, at),
        ...this.exprPaths(n.getWhenFalse(), e, [...conds, ifCondition(c, true)], depth, via, before, at),
      ];
    }
    if (Node.isCallExpression(n) && depth < MAX_DEPTH) {
      const fn = functionOf(n.getExpression());
      if (fn && this.projectFiles.has(fn.getSourceFile()) && fn !== at && !isJsonCall(n)) {
        const inner = bind(fn, n.getArguments(), e);
        const argsBefore = n.getArguments().flatMap((a) => this.upstreamIn(a));
        const sub = this.functionReturns(fn, inner, conds, depth + 1, new Set(), [...via, locOf(n)], [...before, ...argsBefore]);
        // A one-return builder (`text(t)`, `toResult(entries, hint)`) is decided by its call: locate it there.
        if (sub.length === 1 && mentionsParams(fn)) return [{ ...sub[0]!, location: locOf(at), via }];
        // `const r = check(); if (r) return r;`: the guard rules out the helper's null returns
        const guarded = Node.isIdentifier(unwrap(expr)) && conds.some((c) => c.kind === "guard" && !c.negated && c.subject === unwrap(expr).getText());
        const kept = guarded ? sub.filter((p) => p.shape !== "null") : sub;
        if (kept.length) return kept;
      }
    }
    return [this.path(this.shapeOf(n, e), at, conds, before, via)];
  }

  private path(shape: Shape, at: Node, conditions: ReturnCondition[], before: string[], via: SourceLocation[]): ReturnPath {
    let kind: ReturnKind = shape.kind;
    // an emptiness check makes an empty result only after a request went out (before it, it checks the arguments)
    if (kind === "data" && before.length && conditions.some((c) => c.kind === "emptiness")) kind = "empty";
    const p: ReturnPath = { ...shape, kind, location: locOf(at), conditions, upstreamBefore: [...new Set(before)].sort() };
    if (via.length) p.via = via;
    return p;
  }

  /** Classifies one returned value. */
  private shapeOf(n: Node, env: Bindings): Shape {
    if (n.getKind() === SyntaxKind.NullKeyword || (Node.isIdentifier(n) && n.getText() === "undefined") || Node.isVoidExpression(n)) return nullShape();
    if (Node.isArrayLiteralExpression(n)) {
      const els = n.getElements();
      return { ...nullShape(), kind: els.length ? "data" : "empty", shape: "array", mentions: mentionsOf(n, env) };
    }
    const text = constString(n);
    if (text !== undefined) return this.textShape(n, text.value, env, "text");
    const built = Node.isIdentifier(n) ? builtText(n) : undefined;
    if (built !== undefined) return { ...this.textShape(n, built, env, "text"), mentions: mentionsOf(n, env) };
    if (Node.isObjectLiteralExpression(n)) return this.objectShape(n, env);
    return { ...nullShape(), kind: "data", shape: "opaque", nextStep: "unknown", mentions: mentionsOf(n, env) };
  }

  private textShape(n: Node, value: string, env: Bindings, shape: ReturnPath["shape"]): Shape {
    const placeholders = Node.isTemplateExpression(n) ? n.getTemplateSpans().map((s) => s.getExpression()) : [];
    const unknownHint = placeholders.some((p) => /hint|suggest|next|tip|help/i.test(p.getText()) && constString(p) === undefined);
    const empty = EMPTY_SUBJECT.test(value) || value.trim() === "" || value.trim() === "[]";
    return {
      ...nullShape(),
      kind: empty ? "empty" : "data",
      shape,
      text: segmentsOf(value),
      nextStep: givesInstruction(value) ? "yes" : unknownHint ? "unknown" : "no",
      mentions: mentionsOf(n, env),
    };
  }

  private objectShape(obj: Node, env: Bindings): Shape {
    if (!Node.isObjectLiteralExpression(obj)) return { ...nullShape(), kind: "data", shape: "opaque", nextStep: "unknown" };
    const isError = prop(obj, "isError");
    const resultType = prop(obj, "resultType");
    const content = prop(obj, "content");
    const structured = prop(obj, "structuredContent");
    let base: Shape;
    if (structured) {
      const s = resolve(structured, env);
      base = Node.isObjectLiteralExpression(s.node) ? this.payloadShape(s.node, s.env) : { ...nullShape(), kind: "data", shape: "opaque", nextStep: "unknown", mentions: mentionsOf(s.node, s.env) };
      base.shape = "structured";
    } else if (content) {
      base = this.contentShape(content, env);
    } else {
      base = this.payloadShape(obj, env);
    }
    if (isError && unwrap(isError).getKind() !== SyntaxKind.FalseKeyword) base.kind = "error";
    else if (resultType && constString(resultType)?.value === "input_required") base.kind = "input-required";
    if (structured || content) base.fields = [...new Set([...base.fields, ...ownKeys(obj).filter((k) => k !== "content" && k !== "structuredContent" && k !== "isError" && k !== "_meta")])].sort();
    return base;
  }

  /** `content: [{ type: "text", text }]`: the text, or the JSON object stringified into it. */
  private contentShape(content: Node, env: Bindings): Shape {
    const c = resolve(content, env);
    const first = Node.isArrayLiteralExpression(c.node) ? c.node.getElements()[0] : undefined;
    const item = first ? resolve(first, c.env) : undefined;
    const textNode = item && Node.isObjectLiteralExpression(item.node) ? prop(item.node, "text") : undefined;
    if (!textNode || !item) return { ...nullShape(), kind: "data", shape: "content", nextStep: "unknown", mentions: mentionsOf(c.node, c.env) };
    const t = resolve(textNode, item.env);
    if (isJsonCall(t.node)) {
      const arg = (t.node as import("ts-morph").CallExpression).getArguments()[0];
      const payload = arg ? resolve(arg, t.env) : undefined;
      if (payload && Node.isObjectLiteralExpression(payload.node)) return { ...this.payloadShape(payload.node, payload.env), shape: "content" };
      if (payload && Node.isArrayLiteralExpression(payload.node)) return { ...this.shapeOf(payload.node, payload.env), shape: "content" };
      return { ...nullShape(), kind: "data", shape: "content", nextStep: "unknown", mentions: payload ? mentionsOf(payload.node, payload.env) : [] };
    }
    const value = constString(t.node);
    if (value !== undefined) return this.textShape(t.node, value.value, t.env, "content");
    return { ...nullShape(), kind: "data", shape: "content", nextStep: "unknown", mentions: mentionsOf(t.node, t.env) };
  }

  /** A plain result object: its keys, emptiness, next step, echo and credentials. */
  private payloadShape(obj: Node, env: Bindings): Shape {
    const shape: Shape = { ...nullShape(), kind: "data", shape: "object" };
    if (!Node.isObjectLiteralExpression(obj)) return shape;
    let spread = false;
    let empty = false;
    let nextStep: ReturnPath["nextStep"] = "no";
    const credentials: { name: string; location: SourceLocation }[] = [];
    for (const p of obj.getProperties()) {
      if (Node.isSpreadAssignment(p)) {
        spread = true;
        continue;
      }
      const key = propName(p);
      if (key === undefined) continue;
      const valueNode = Node.isPropertyAssignment(p) ? p.getInitializer() : Node.isShorthandPropertyAssignment(p) ? p.getNameNode() : undefined;
      const v = valueNode ? resolve(valueNode, env) : undefined;
      if (v && Node.isArrayLiteralExpression(v.node) && v.node.getElements().length === 0) empty = true;
      if (v && COUNT_KEY.test(key) && Node.isNumericLiteral(v.node) && v.node.getLiteralValue() === 0) empty = true;
      if (NEXT_STEP_FIELD.test(key) && v && !isNothing(v.node)) {
        nextStep = "yes";
        const c = constString(v.node);
        if (c && !c.value.includes("${…}")) shape.constantHint = { field: key, location: locOf(p) };
      }
      if (!NEXT_STEP_FIELD.test(key) && v && /^(message|note|detail|details|info|hinweis)$/i.test(key)) {
        const c = constString(v.node);
        if (c && givesInstruction(c.value)) nextStep = "yes";
        else if (!c && nextStep === "no") nextStep = "unknown";
      }
      if (ECHO_FIELD.test(key) && v && constString(v.node) === undefined) shape.echoField = key;
      credentials.push(...credentialsIn(p, env));
    }
    shape.fields = ownKeys(obj).sort();
    shape.kind = empty ? "empty" : "data";
    shape.nextStep = nextStep === "no" && spread ? "unknown" : nextStep;
    shape.mentions = mentionsOf(obj, env);
    if (credentials.length) shape.credentials = credentials;
    return shape;
  }

  /** Upstream calls run by executing `node` (its calls, and project functions they call), ids sorted. */
  private upstreamIn(node: Node): string[] {
    const memo = this.inMemo.get(node);
    if (memo) return memo;
    this.inMemo.set(node, []);
    const ids = new Set<string>();
    const visit = (d: Node) => {
      if (!Node.isCallExpression(d) && !Node.isNewExpression(d)) return;
      const id = this.siteIds.get(d);
      if (id) ids.add(id);
      const fn = functionOf(d.getExpression());
      if (fn && this.projectFiles.has(fn.getSourceFile())) for (const x of this.reachOf(fn)) ids.add(x);
    };
    visit(node);
    for (const d of descendantsOfKinds(node, [SyntaxKind.CallExpression, SyntaxKind.NewExpression])) visit(d);
    const out = [...ids].sort();
    this.inMemo.set(node, out);
    return out;
  }

  private reachOf(fn: Node): string[] {
    const memo = this.reachMemo.get(fn);
    if (memo) return memo;
    this.reachMemo.set(fn, []);
    const out = this.upstreamIn(fn);
    this.reachMemo.set(fn, out);
    return out;
  }

  /** Upstream calls in the statements that run before `stmt` within `root` (earlier siblings, enclosing conditions). */
  private upstreamBefore(stmt: Node, root: Node): string[] {
    const ids: string[] = [];
    for (let child: Node = stmt, parent = stmt.getParent(); parent && child !== root; child = parent, parent = parent.getParent()) {
      if (Node.isBlock(parent) || Node.isCaseClause(parent) || Node.isDefaultClause(parent) || Node.isSourceFile(parent)) {
        for (const s of parent.getStatements()) {
          if (s === child) break;
          ids.push(...this.upstreamIn(s));
        }
      }
      if (Node.isIfStatement(parent) && child !== parent.getExpression()) ids.push(...this.upstreamIn(parent.getExpression()));
      if (parent === root) break;
    }
    return ids;
  }
}

function caughtWithin(node: Node, root: Node): boolean {
  for (let child: Node = node, parent = node.getParent(); parent && child !== root; child = parent, parent = parent.getParent()) {
    if (Node.isTryStatement(parent) && child === parent.getTryBlock() && parent.getCatchClause()) return true;
    if (parent === root) break;
  }
  return false;
}

/** A handler's own catch whose return reads the caught error: the failure handed back, whatever failed. */
function caughtInHandler(conds: Cond[], expr: Node): ReturnPath["failure"] {
  const c = [...conds].reverse().find((x) => x.kind === "catch");
  const v = c && Node.isCatchClause(c.node) ? c.node.getVariableDeclaration()?.getName() : undefined;
  if (!c || !v) return undefined;
  const readsError = [expr, ...descendantsOfKind(expr, SyntaxKind.Identifier)].some((i) => Node.isIdentifier(i) && i.getText() === v);
  return readsError ? { kind: "catch", location: locOf(c.node), upstreamCalls: [] } : undefined;
}

function nullShape(): Shape {
  return { kind: "empty", shape: "null", fields: [], nextStep: "no", mentions: [] };
}

function dedupe(paths: ReturnPath[]): ReturnPath[] {
  const seen = new Set<string>();
  const out: ReturnPath[] = [];
  for (const p of paths) {
    const key = `${p.location.file}:${p.location.line}:${p.location.column}|${p.kind}|${condKey(p)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out.sort((a, b) => cmp(a.location.file, b.location.file) || a.location.line - b.location.line || a.location.column - b.location.column || cmp(condKey(a), condKey(b)));
}

/** A text read with `${…}` for each value put into it, as segments. */
function segmentsOf(value: string): TextSegment[] {
  const out: TextSegment[] = [];
  value.split("${…}").forEach((lit, i) => {
    if (i > 0) out.push({ value: "…" });
    if (lit) out.push({ literal: lit });
  });
  return out;
}

function condKey(p: ReturnPath): string {
  return p.conditions.map((c) => c.text).join("&");
}

/**
 * An `if` or ternary condition in the model's terms: an emptiness test, a failed status or body
 * flag, a presence guard on one value, or something else; `negated` for its else branch.
 */
function ifCondition(expr: Node, negated: boolean): ReturnCondition {
  const text = negated ? `!(${expr.getText()})` : expr.getText();
  if (isEmptinessText(text)) return { kind: "emptiness", subject: emptinessSubject(expr), negated, text };
  if (isFailureCheck(expr, negated)) return { kind: "failure", subject: failureSubject(expr), negated, text };
  const g = guardSubject(expr);
  if (g) return { kind: "guard", subject: g.subject, negated: g.negated !== negated, text };
  return { kind: "other", negated, text };
}

/** `x`, `!x`, `x != null`, `x !== undefined`, `(x)`: a presence test on one value. */
function guardSubject(expr: Node): { subject: string; negated: boolean } | undefined {
  const n = unwrap(expr);
  if (Node.isIdentifier(n) || Node.isPropertyAccessExpression(n)) return { subject: n.getText(), negated: false };
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken) {
    const inner = guardSubject(n.getOperand());
    return inner ? { subject: inner.subject, negated: !inner.negated } : undefined;
  }
  if (Node.isBinaryExpression(n) && /^!==?$/.test(n.getOperatorToken().getText()) && /^(null|undefined)$/.test(n.getRight().getText())) {
    const l = unwrap(n.getLeft());
    if (Node.isIdentifier(l) || Node.isPropertyAccessExpression(l)) return { subject: l.getText(), negated: false };
  }
  return undefined;
}

/** The list or count an emptiness test reads (`items` of `items.length === 0`, `total` of `total === 0`). */
function emptinessSubject(expr: Node): string | undefined {
  for (const d of [unwrap(expr), ...expr.getDescendants()]) {
    if (Node.isPropertyAccessExpression(d) && /^(length|size)$/.test(d.getName())) return d.getExpression().getText();
  }
  const id = [unwrap(expr), ...expr.getDescendants()].find((d) => Node.isIdentifier(d) || Node.isPropertyAccessExpression(d));
  return id?.getText();
}

/** The response or value a failure test reads (`res` of `!res.ok`, `response` of `response.status >= 400`). */
function failureSubject(expr: Node): string | undefined {
  for (const d of [unwrap(expr), ...expr.getDescendants()]) {
    if (Node.isPropertyAccessExpression(d) && (d.getName() === "ok" || STATUS_NAME.test(d.getName()))) return d.getExpression().getText();
  }
  return undefined;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isJsonCall(n: Node): boolean {
  return Node.isCallExpression(n) && n.getExpression().getText() === "JSON.stringify";
}

function isNothing(n: Node): boolean {
  const k = n.getKind();
  if (k === SyntaxKind.NullKeyword || (Node.isIdentifier(n) && n.getText() === "undefined")) return true;
  if (Node.isArrayLiteralExpression(n)) return n.getElements().length === 0;
  const c = constString(n);
  return c !== undefined && c.value.trim() === "";
}

/** The value of a property in an object literal (shorthand: its name). */
function prop(obj: Node, key: string): Node | undefined {
  if (!Node.isObjectLiteralExpression(obj)) return undefined;
  for (const p of obj.getProperties()) {
    if (propName(p) !== key) continue;
    if (Node.isPropertyAssignment(p)) return p.getInitializer();
    if (Node.isShorthandPropertyAssignment(p)) return p.getNameNode();
  }
  return undefined;
}

function ownKeys(obj: Node): string[] {
  if (!Node.isObjectLiteralExpression(obj)) return [];
  return obj.getProperties().map((p) => (Node.isSpreadAssignment(p) ? `...${p.getExpression().getText()}` : propName(p))).filter((k): k is string => k !== undefined);
}

/** Follows bound helper parameters and `const` initialisers to the expression a value stands for. */
function resolve(node: Node, env: Bindings): { node: Node; env: Bindings } {
  let n = unwrap(node);
  let e = env;
  for (let i = 0; i < 12; i++) {
    if (!Node.isIdentifier(n)) break;
    const decl = declarationsOf(n)[0];
    if (!decl) break;
    if (Node.isParameterDeclaration(decl)) {
      const b = e.get(decl);
      if (!b?.arg) break;
      n = unwrap(b.arg);
      e = b.env;
      continue;
    }
    if (Node.isVariableDeclaration(decl) && Node.isIdentifier(decl.getNameNode()) && decl.getVariableStatement()?.getDeclarationKind() === "const") {
      const init = decl.getInitializer();
      if (!init) break;
      // `const parts = []; parts.push(…); return parts;` holds what was pushed, not the empty literal
      if ((Node.isArrayLiteralExpression(unwrap(init)) || Node.isObjectLiteralExpression(unwrap(init))) && isFilledLater(decl.getNameNode())) break;
      n = unwrap(init);
      continue;
    }
    break;
  }
  return { node: n, env: e };
}

/**
 * The text a `let` holds where it is read, when it is built up by appending: its initialiser and
 * each `+=` before this point in its function, constants as written and the rest as `${…}`. Undefined
 * when it is not built that way (reassigned with `=`, or not a string start).
 */
function builtText(id: Node): string | undefined {
  const assigned = assignmentsTo(id);
  const init = assigned?.decl.getInitializer();
  const start = init ? constString(init) : undefined;
  if (!assigned || !init || (start === undefined && !Node.isTemplateExpression(unwrap(init)))) return undefined;
  const fn = assigned.decl.getFirstAncestor((a) => isFunctionLike(a));
  const parts: string[] = [start?.value ?? templateText(unwrap(init))];
  const writes = assigned.writes.filter((w) => w.getStart() < id.getStart() && w.getFirstAncestor((a) => isFunctionLike(a)) === fn && reaches(w, id));
  if (writes.some((w) => w.getOperatorToken().getText() !== "+=")) return undefined;
  for (const w of writes) {
    const right = unwrap(w.getRight());
    parts.push(constString(right)?.value ?? (Node.isTemplateExpression(right) ? templateText(right) : "${…}"));
  }
  return parts.join("");
}

/**
 * Whether code at `from` can run on the way to `to` (later in the same function): not when it sits
 * in a block that `to` is outside of and that leaves the function after it (`if (empty) { out += …;
 * return out; }` does not reach the final `return out`).
 */
function reaches(from: Node, to: Node): boolean {
  const toStart = to.getStart();
  for (let child: Node = from, p = from.getParent(); p && !isFunctionLike(p); child = p, p = p.getParent()) {
    if (p.getStart() <= toStart && toStart < p.getEnd()) return true; // the common ancestor: nothing left to leave
    if (!Node.isBlock(p) && !Node.isCaseClause(p)) continue;
    const stmts = (p as unknown as { getStatements(): Node[] }).getStatements();
    const after = stmts.slice(stmts.indexOf(child) + 1);
    if ([child, ...after].some((s) => Node.isReturnStatement(s) || Node.isThrowStatement(s))) return false;
  }
  return true;
}

/** A template's literal text with each placeholder as `${…}`. */
function templateText(t: Node): string {
  if (!Node.isTemplateExpression(t)) return "${…}";
  return t.getHead().getLiteralText() + t.getTemplateSpans().map((s) => `\${…}${s.getLiteral().getLiteralText()}`).join("");
}

/** The values a `let`/`var` holds: its initialiser and what is assigned to it (`x = …`, `x += …`) in its own function. */
function writesInto(id: Node): Node[] {
  const assigned = assignmentsTo(id);
  if (!assigned) return [];
  const fn = assigned.decl.getFirstAncestor((a) => isFunctionLike(a));
  const init = assigned.decl.getInitializer();
  return [...(init ? [init] : []), ...assigned.writes.filter((w) => w.getFirstAncestor((a) => isFunctionLike(a)) === fn).map((w) => w.getRight())];
}


function bind(fn: Node, args: Node[], env: Bindings): Bindings {
  const out: Bindings = new Map();
  const params = (fn as unknown as { getParameters?: () => Node[] }).getParameters?.() ?? [];
  params.forEach((p, i) => out.set(p, { arg: args[i], env }));
  return out;
}

/** True when the function's single return reads one of its parameters (a result builder). */
function mentionsParams(fn: Node): boolean {
  const params = new Set((fn as unknown as { getParameters?: () => Node[] }).getParameters?.() ?? []);
  if (!params.size) return false;
  return descendantsOfKind(fn, SyntaxKind.Identifier).some((id) => declarationsOf(id).some((d) => params.has(d)));
}

/** Names of the values an expression reads: identifiers and property names outside keys, through bound parameters and const objects. */
function mentionsOf(node: Node, env: Bindings, depth = 0): string[] {
  const out = new Set<string>();
  const visit = (n: Node, e: Bindings, d: number) => {
    if (d > 4 || Node.isTypeNode(n)) return;
    if (Node.isIdentifier(n)) {
      const parent = n.getParent();
      if (parent && Node.isPropertyAssignment(parent) && parent.getNameNode() === n) return;
      const r = resolve(n, e);
      // a bound parameter stands for its argument; a const for its initialiser, unless that fetches new data
      if (r.node !== n && r.env !== e) {
        visit(r.node, r.env, d + 1);
        return;
      }
      out.add(n.getText());
      if (r.node !== n && !fetchesData(r.node)) visit(r.node, r.env, d + 1);
      // `let output = "# Results\n"; output += \`No match for "\${q}"\`; return output;` reads what was written into it
      for (const w of writesInto(n)) if (!fetchesData(w)) visit(w, e, d + 1);
      return;
    }
    n.forEachChild((c) => visit(c, e, d));
  };
  visit(node, env, depth);
  return [...out].sort();
}

/** A call (or awaited call) to a function: its result is new data, not an echo of its arguments. */
function fetchesData(n: Node): boolean {
  const u = unwrap(n);
  return Node.isCallExpression(u) && !/\.(join|map|slice|toString|trim|toLowerCase|toUpperCase)$|^(String|Number)$/.test(u.getExpression().getText());
}

/** Credentials a result property carries: its key, names it reads, environment variables. */
function credentialsIn(p: Node, env: Bindings): { name: string; location: SourceLocation }[] {
  const out: { name: string; location: SourceLocation }[] = [];
  const visit = (n: Node, e: Bindings, d: number) => {
    if (d > 4) return;
    if (Node.isPropertyAssignment(n) || Node.isShorthandPropertyAssignment(n)) {
      const key = propName(n);
      if (key && CREDENTIAL_NAME.test(key)) {
        out.push({ name: key, location: locOf(n) });
        return;
      }
    }
    if (Node.isPropertyAccessExpression(n) && n.getExpression().getText() === "process.env" && CREDENTIAL_ENV.test(n.getName())) {
      out.push({ name: n.getText(), location: locOf(n) });
      return;
    }
    if (Node.isIdentifier(n)) {
      const parent = n.getParent();
      if (parent && (Node.isPropertyAssignment(parent) || Node.isPropertyAccessExpression(parent)) && parent.getNameNode() === n) return;
      const r = resolve(n, e);
      if (r.node !== n) visit(r.node, r.env, d + 1);
      return;
    }
    n.forEachChild((c) => visit(c, e, d));
  };
  visit(p, env, 0);
  return out;
}

/** Conditions between `node` and `root`, outermost first. */
function conditionsBetween(node: Node, root: Node): Cond[] {
  const out: Cond[] = [];
  for (let child: Node = node, parent = node.getParent(); parent && child !== root; child = parent, parent = parent.getParent()) {
    if (Node.isIfStatement(parent) && child !== parent.getExpression()) {
      const expr = parent.getExpression();
      const negated = child === parent.getElseStatement();
      out.push({ text: negated ? `!(${expr.getText()})` : expr.getText(), node: expr, negated, kind: "if", model: ifCondition(expr, negated) });
    }
    if (Node.isCatchClause(parent)) {
      const v = parent.getVariableDeclaration();
      const text = `catch${v ? ` (${v.getText()})` : ""}`;
      out.push({ text, node: parent, negated: false, kind: "catch", model: { kind: "failure", ...(v ? { subject: v.getText() } : {}), negated: false, text } });
    }
    if (Node.isCaseClause(parent)) {
      const e = parent.getExpression();
      const text = `case ${e.getText()}`;
      out.push({ text, node: parent, negated: false, kind: "case", model: { kind: "dispatch", subject: constString(e)?.value ?? e.getText(), negated: false, text } });
    }
    if (parent === root) break;
  }
  return out.reverse();
}

/** `!res.ok`, `res.status !== 200`, `status >= 400`, `status === 401` — a failed request (404 is "not found", not a failure). */
function isFailureCheck(cond: Node, negated: boolean): boolean {
  const n = unwrap(cond);
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken) return isFailureCheck(n.getOperand(), !negated);
  if (Node.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.BarBarToken) return isFailureCheck(n.getLeft(), negated) || isFailureCheck(n.getRight(), negated);
  if (Node.isPropertyAccessExpression(n) && n.getName() === "ok") return negated;
  if (!Node.isBinaryExpression(n)) return false;
  const l = unwrap(n.getLeft());
  const r = unwrap(n.getRight());
  const status = Node.isPropertyAccessExpression(l) && STATUS_NAME.test(l.getName()) ? r : undefined;
  if (!status || !Node.isNumericLiteral(status)) return false;
  const v = status.getLiteralValue();
  const op = n.getOperatorToken().getText();
  const failing = (op === "!==" || op === "!=") && v >= 200 && v < 300 ? true : (op === "===" || op === "==") && FAIL_STATUS.has(v) ? true : (op === ">=" && v >= 300) || (op === ">" && v >= 299) ? true : false;
  const passing = (op === "===" || op === "==") && v >= 200 && v < 300;
  return negated ? passing : failing;
}

/** `res.status === 404` / `=== 410` (or the else of `!== 404`): the upstream's "not found". */
function isNotFoundCheck(cond: Node, negated: boolean): boolean {
  const n = unwrap(cond);
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken) return isNotFoundCheck(n.getOperand(), !negated);
  if (!Node.isBinaryExpression(n)) return false;
  const l = unwrap(n.getLeft());
  const r = unwrap(n.getRight());
  if (!(Node.isPropertyAccessExpression(l) && STATUS_NAME.test(l.getName()) && Node.isNumericLiteral(r) && [404, 410].includes(r.getLiteralValue()))) return false;
  const op = n.getOperatorToken().getText();
  return negated ? op === "!==" || op === "!=" : op === "===" || op === "==";
}

/** A condition text that tests for emptiness, read as source: `!x.length`, `x.length === 0`, `total === 0`, `!(x.length)`. */
function isEmptinessText(text: string): boolean {
  if (/^[^()]*\|\|/.test(text) && !text.startsWith("!(")) return text.split("||").some((part) => isEmptinessText(part.trim()));
  const t = text.replace(/\s+/g, "");
  const count = String.raw`[\w$.?\[\]"']*?(?:\.|\b)(?:length|size|count|total|total_?count|totalCount|totalHits|numFound|num_?found|returned)`;
  return (
    new RegExp(String.raw`^!${count}$`).test(t) ||
    new RegExp(String.raw`^!\(${count}(?:>0|!==?0|>=1)?\)$`).test(t) ||
    new RegExp(String.raw`^${count}(?:===?0|<=0|<1)$`).test(t) ||
    new RegExp(String.raw`^0===?${count}$`).test(t)
  );
}
