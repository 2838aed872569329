/**
 * Forward taint engine over the ts-morph program.
 *
 * Starting at a tool handler with one label per tool argument, it walks statements in order,
 * follows values through variables, object literals and spreads, property writes, URLSearchParams
 * and other mutating calls, template literals, array methods, destructuring, and function
 * parameters and return values across files. Where a write into a request object is guarded by a
 * condition on the same argument it adds a `guarded` label to that object, so the label arrives
 * at the upstream call together with the path that produced it.
 *
 * Bounded: call depth, per-tool work budget and recursion; every bound that is hit is reported.
 *
 * The abstract values live in `values.ts`, the syntax questions about where a node runs (guards,
 * empty-result paths, loops) in `guards.ts`, and which request part a value lands in in
 * `request-parts.ts`.
 */

import type { SourceLocation } from "../../../model/types.js";
import {
  AGGREGATION_KEY,
  COMPARISON_KEY,
  isStatementCondition,
  ORDER_KEY,
  RESTRICTING_KEY,
} from "../../../model/vocabulary.js";
import { clipped, escapeRegExp } from "../../../model/wording.js";
import { type CallExpression, Node, type SourceFile, type StringLiteral, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { locOf } from "../syntax/location.js";
import { descendantsOfKind, isValueWrapperKind } from "../syntax/node-index.js";
import { calledParameter, passedFunctions, type ToolNames, testsOtherTool } from "../syntax/passed-functions.js";
import {
  bodyOf,
  declarationsOf,
  functionOf,
  functionsOf,
  isFunctionLike,
  isValueWrapper,
  parametersOf,
  resolveExpression,
  unwrap,
} from "../syntax/resolve.js";
import { type Env, evalIn, type HandlerEntry } from "../tools/index.js";
import { enumMember } from "../upstream-orders.js";
import { emptyGuardOf, entryKeyBranch, inLoop, isEntryKey, isInside, mentionsName } from "./guards.js";
import { isUrlLike, partsOf } from "./request-parts.js";
import {
  asLabels,
  derive,
  empty,
  extend,
  flatten,
  join,
  type Label,
  labelMap,
  readField,
  Scope,
  signature,
  type Value,
  writePath,
} from "./values.js";

export { emptyGuardOf, flatten, type Label, type Value };

// built on first use: SyntaxKind is loaded lazily (see morph.ts)
let comparison: Set<SyntaxKind> | undefined;
const COMPARISON = () =>
  (comparison ??= new Set<SyntaxKind>([
    SyntaxKind.EqualsEqualsToken,
    SyntaxKind.EqualsEqualsEqualsToken,
    SyntaxKind.ExclamationEqualsToken,
    SyntaxKind.ExclamationEqualsEqualsToken,
    SyntaxKind.InKeyword,
    SyntaxKind.InstanceOfKeyword,
    SyntaxKind.LessThanToken,
    SyntaxKind.GreaterThanToken,
    SyntaxKind.LessThanEqualsToken,
    SyntaxKind.GreaterThanEqualsToken,
  ]));

/** Derivations that turn the caller's term into something else (rule 10). */
const DERIVING_METHODS = new Set(["slice", "substring", "substr", "split", "at", "charAt"]);

export interface SinkInfo {
  id: string;
}

export interface SinkHit {
  siteId: string;
  call: CallExpression;
  labels: Map<string, Label>;
}

export interface ToolFlowResult {
  hits: SinkHit[];
  /** Upstream call ids reached from the handler, tainted or not. */
  reached: Set<string>;
  limits: string[];
  /** Tool arguments the handler's code reads somewhere (not merely destructures). */
  touched: Set<string>;
  /** Functions the engine entered for this tool, through dispatch it resolved (`tool.execute(…)` bound per tool). */
  entered: Set<Node>;
}

export interface EngineOptions {
  sinks: Map<Node, SinkInfo>;
  projectFiles: Set<SourceFile>;
  maxDepth?: number;
  budget?: number;
}

interface Frame {
  scope: Scope;
  ret: Value;
  depth: number;
  skip: Set<Node>;
  thisValue: Value;
}

export class TaintEngine {
  private hits = new Map<string, SinkHit>();
  private reached = new Set<string>();
  private limits = new Set<string>();
  private memo = new Map<string, Value>();
  private stack = new Set<Node>();
  private work = 0;
  private readonly maxDepth: number;
  private readonly budget: number;
  private env: Env = new Map();
  /** Arguments the handler's code reads (conditions, calls, returns, requests). */
  private touched = new Set<string>();
  /** Key patterns written for every member of a constant group (`for (const f of ALL) params[\`Field.${f}\`] = …`). */
  private completeGroups = new Set<string>();
  /** Call sites on the current path, innermost last; for the empty-result path check. */
  private callSites: Node[] = [];
  /** Functions entered while running the current tool. */
  private entered = new Set<Node>();
  /** The running tool's name and the others': calls through a passed callback run only this tool's dispatch branch. */
  private names: ToolNames | undefined;
  /** How many passed callbacks (`callTool(name, args)`, `callTool` a parameter) the walk is inside. */
  private viaParam = 0;

  constructor(private readonly opts: EngineOptions) {
    this.maxDepth = opts.maxDepth ?? 12;
    this.budget = opts.budget ?? 400_000;
  }

  /** Runs one tool. `params` maps each tool argument to the location where it is declared. */
  analyzeTool(
    entry: HandlerEntry,
    params: { name: string; location: SourceLocation; optional: boolean }[],
    names?: ToolNames,
  ): ToolFlowResult {
    this.names = names;
    this.viaParam = 0;
    this.hits = new Map();
    this.reached = new Set();
    this.limits = new Set();
    this.memo = new Map();
    this.stack = new Set();
    this.work = 0;
    this.env = entry.env;
    this.touched = new Set();
    this.completeGroups = new Set();
    this.callSites = [];
    this.entered = new Set();

    const argsFields = new Map<string, Value>();
    for (const p of params) {
      const label: Label = {
        key: `param:${p.name}`,
        kind: "param",
        param: p.name,
        steps: [
          {
            location: p.location,
            message: `tool argument \`${p.name}\`${p.optional ? " (optional)" : ""} is declared here`,
          },
        ],
      };
      argsFields.set(p.name, { labels: new Map([[label.key, label]]) });
    }
    const argsValue: Value = { labels: new Map(), fields: argsFields };

    const fn = entry.fn;
    if (fn) {
      const skip = new Set(entry.otherBranches);
      let args: Value[];
      if (entry.argsIndex < 0) {
        // low-level CallTool handler: request.params.arguments
        const request: Value = {
          labels: new Map(),
          fields: new Map([["params", { labels: new Map(), fields: new Map([["arguments", argsValue]]) }]]),
        };
        args = [request];
      } else {
        args = [];
        // a request object whose member holds the arguments (`toolArgs.args`)
        args[entry.argsIndex] = (entry.argsPath ?? []).reduceRight<Value>(
          (inner, key) => ({ labels: new Map(), fields: new Map([[key, inner]]) }),
          argsValue,
        );
      }
      this.callFunction(fn, args, empty(), 0, skip, undefined);
    }
    // a subset written under a key pattern that is also written for the whole constant group is complete
    for (const hit of this.hits.values())
      for (const [k, l] of [...hit.labels])
        if (l.kind === "keyed" && l.keyed && this.completeGroups.has(l.keyed.pattern)) hit.labels.delete(k);
    return {
      hits: [...this.hits.values()],
      reached: this.reached,
      limits: [...this.limits],
      touched: new Set(this.touched),
      entered: this.entered,
    };
  }

  /** A dispatch test on another tool's name, inside code reached through a passed callback. */
  private otherTool(test: Node): boolean {
    return this.viaParam > 0 && !!this.names && testsOtherTool(test, this.names);
  }

  private limit(msg: string): void {
    this.limits.add(msg);
  }

  /** Walks the function literals among a call's arguments once, as if the callee called them with no arguments. */
  private invokeCallbacks(site: Node, args: Node[], f: Frame): Value {
    let v = empty();
    for (const a of args) {
      const cb = unwrap(a);
      if (!Node.isArrowFunction(cb) && !Node.isFunctionExpression(cb)) continue;
      this.callSites.push(site);
      v = join(v, asLabels(flatten(this.callFunction(cb, [], f.thisValue, f.depth + 1, f.skip, f.scope))));
      this.callSites.pop();
    }
    return v;
  }

  /** Records the arguments a value read by the code carries on itself (not in its fields). */
  private touch(v: Value | Map<string, Label>): Value {
    const labels = v instanceof Map ? v : v.labels;
    for (const l of labels.values()) if (l.kind === "param") this.touched.add(l.param);
    return v instanceof Map ? asLabels(v) : v;
  }

  private callFunction(
    fn: Node,
    args: Value[],
    thisValue: Value,
    depth: number,
    skip: Set<Node>,
    parentScope: Scope | undefined,
  ): Value {
    if (depth > this.maxDepth) {
      this.limit(
        `call depth above ${this.maxDepth} (at ${locOf(fn).file}:${locOf(fn).line}); deeper helpers not followed`,
      );
      return asLabels(mergedLabels(args));
    }
    // recursion: the arguments count as read (the first pass over the function reads them)
    if (this.stack.has(fn)) return this.touch(mergedLabels(args));
    const onEmpty = this.callSites.some((c) => emptyGuardOf(c) !== undefined);
    const sig = `${fn.getSourceFile().getFilePath()}:${fn.getStart()}|${args.map((a) => (a ? signature(a) : "")).join(";")}|${signature(thisValue)}|${onEmpty}`;
    const memo = this.memo.get(sig);
    if (memo) return memo;
    this.entered.add(fn);

    const scope = new Scope(parentScope);
    const params = parametersOf(fn);
    params.forEach((p, i) => {
      if (!Node.isParameterDeclaration(p)) return;
      let v = args[i] ?? empty();
      if (p.isRestParameter()) v = asLabels(mergedLabels(args.slice(i)));
      const init = p.getInitializer();
      const frameTmp: Frame = { scope, ret: empty(), depth, skip, thisValue };
      if (init && !args[i]) v = this.eval(init, frameTmp);
      this.bind(p.getNameNode(), v, scope, p);
    });
    const frame: Frame = { scope, ret: empty(), depth, skip, thisValue };
    this.stack.add(fn);
    const body = bodyOf(fn);
    if (body) {
      if (Node.isBlock(body)) this.walkStatements(body.getStatements(), frame);
      else frame.ret = join(frame.ret, this.eval(body, frame));
    }
    this.stack.delete(fn);
    this.memo.set(sig, frame.ret);
    return frame.ret;
  }

  /** Binds a name or destructuring pattern to a value. */
  private bind(name: Node, v: Value, scope: Scope, at: Node): void {
    if (Node.isIdentifier(name)) {
      scope.declare(name.getText(), v);
      return;
    }
    if (Node.isObjectBindingPattern(name)) {
      for (const e of name.getElements()) {
        const key =
          e
            .getPropertyNameNode()
            ?.getText()
            .replace(/^["']|["']$/g, "") ?? e.getName();
        if (e.getDotDotDotToken()) {
          // `const { limit, page, ...rest } = params`: the rest object holds every key but the ones named beside it
          this.bind(e.getNameNode(), withoutKeys(v, namedKeys(name)), scope, at);
          continue;
        }
        let fv = namedMember(v, key);
        const fl = flatten(fv);
        if (fl.size) fv = extend(fv, { location: locOf(e), message: `\`${e.getName()}\` taken from the arguments` });
        this.bind(e.getNameNode(), fv, scope, at);
      }
      return;
    }
    if (Node.isArrayBindingPattern(name)) {
      for (const e of name.getElements())
        if (Node.isBindingElement(e)) this.bind(e.getNameNode(), asLabels(flatten(v)), scope, at);
    }
  }

  private walkStatements(stmts: Node[], f: Frame): void {
    for (const s of stmts) this.walk(s, f);
  }

  private tick(n: Node): boolean {
    if (++this.work > this.budget) {
      this.limit(
        `work budget of ${this.budget} steps used up (in ${locOf(n).file}); the rest of this tool's handler was not followed`,
      );
      return false;
    }
    return true;
  }

  private walk(s: Node, f: Frame): void {
    if (!this.tick(s) || f.skip.has(s)) return;
    // the kind read once (each `Node.isX` reads it again through ts-morph's getter); every test below is guarded by it
    const sk = s.compilerNode.kind;
    if (sk === SyntaxKind.VariableStatement && Node.isVariableStatement(s)) {
      for (const d of s.getDeclarations()) {
        const init = d.getInitializer();
        let v = init ? this.eval(init, f) : empty();
        if (flatten(v).size && Node.isIdentifier(d.getNameNode()))
          v = extend(v, { location: locOf(d), message: `assigned to \`${d.getName()}\`` });
        this.bind(d.getNameNode(), v, f.scope, d);
      }
    } else if (sk === SyntaxKind.ExpressionStatement && Node.isExpressionStatement(s)) this.eval(s.getExpression(), f);
    else if (sk === SyntaxKind.ReturnStatement && Node.isReturnStatement(s)) {
      const e = s.getExpression();
      if (e) {
        const v = this.eval(e, f);
        this.touch(flatten(v));
        f.ret = join(f.ret, v);
      }
    } else if (sk === SyntaxKind.IfStatement && Node.isIfStatement(s)) {
      this.eval(s.getExpression(), f);
      if (!this.otherTool(s.getExpression())) this.walk(s.getThenStatement(), f);
      const el = s.getElseStatement();
      if (el) this.walk(el, f);
    } else if (sk === SyntaxKind.Block && Node.isBlock(s)) this.walkStatements(s.getStatements(), f);
    else if (
      (sk === SyntaxKind.ForOfStatement && Node.isForOfStatement(s)) ||
      (sk === SyntaxKind.ForInStatement && Node.isForInStatement(s))
    ) {
      const coll = this.eval(s.getExpression(), f);
      const init = s.getInitializer();
      let el = asLabels(flatten(coll));
      if (el.labels.size)
        el = extend(el, {
          location: locOf(init),
          message: `\`${init.getText().replace(/^(const|let|var)\s+/, "")}\` runs over \`${s.getExpression().getText().slice(0, 50)}\``,
        });
      if (Node.isVariableDeclarationList(init))
        for (const d of init.getDeclarations()) this.bind(d.getNameNode(), el, f.scope, d);
      else f.scope.assign(init.getText(), el);
      this.walk(s.getStatement(), f);
      this.walk(s.getStatement(), f);
    } else if (sk === SyntaxKind.ForStatement && Node.isForStatement(s)) {
      const init = s.getInitializer();
      if (init && Node.isVariableDeclarationList(init))
        for (const d of init.getDeclarations())
          this.bind(d.getNameNode(), d.getInitializer() ? this.eval(d.getInitializer()!, f) : empty(), f.scope, d);
      else if (init) this.eval(init, f);
      if (s.getCondition()) this.eval(s.getCondition()!, f);
      this.walk(s.getStatement(), f);
      if (s.getIncrementor()) this.eval(s.getIncrementor()!, f);
      this.walk(s.getStatement(), f);
    } else if (
      (sk === SyntaxKind.WhileStatement && Node.isWhileStatement(s)) ||
      (sk === SyntaxKind.DoStatement && Node.isDoStatement(s))
    ) {
      this.eval(s.getExpression(), f);
      this.walk(s.getStatement(), f);
      this.walk(s.getStatement(), f);
    } else if (sk === SyntaxKind.SwitchStatement && Node.isSwitchStatement(s)) {
      this.eval(s.getExpression(), f);
      for (const c of s.getCaseBlock().getClauses()) {
        if (f.skip.has(c) || (Node.isCaseClause(c) && this.otherTool(c.getExpression()))) continue;
        this.walkStatements(c.getStatements(), f);
      }
    } else if (sk === SyntaxKind.TryStatement && Node.isTryStatement(s)) {
      this.walk(s.getTryBlock(), f);
      const c = s.getCatchClause();
      if (c) this.walk(c.getBlock(), f);
      const fin = s.getFinallyBlock();
      if (fin) this.walk(fin, f);
    } else if (sk === SyntaxKind.ThrowStatement && Node.isThrowStatement(s)) this.eval(s.getExpression(), f);
    else if (sk === SyntaxKind.LabeledStatement && Node.isLabeledStatement(s)) this.walk(s.getStatement(), f);
  }

  private eval(expr: Node, f: Frame): Value {
    if (!this.tick(expr)) return empty();
    const n = expr;
    const k = n.compilerNode.kind;
    if (isValueWrapperKind(k) && isValueWrapper(n)) return this.eval(n.getExpression(), f);
    if (k === SyntaxKind.Identifier && Node.isIdentifier(n)) {
      if (n.getText() === "undefined") return empty();
      return this.touch(f.scope.lookup(n.getText()) ?? empty());
    }
    if (k === SyntaxKind.ThisKeyword) return f.thisValue;
    if (k === SyntaxKind.PropertyAccessExpression && Node.isPropertyAccessExpression(n))
      return this.touch(namedMember(this.eval(n.getExpression(), f), n.getName()));
    if (k === SyntaxKind.ElementAccessExpression && Node.isElementAccessExpression(n)) {
      const key = constString(n.getArgumentExpression());
      const idx = this.eval(n.getArgumentExpressionOrThrow(), f);
      return this.touch(join(readField(this.eval(n.getExpression(), f), key?.value), asLabels(flatten(idx))));
    }
    if (k === SyntaxKind.CallExpression && Node.isCallExpression(n)) return this.evalCall(n, f);
    if (k === SyntaxKind.NewExpression && Node.isNewExpression(n)) {
      // new URLSearchParams({...}) / new Headers({...}) keep the object's fields
      const cls = n.getExpression().getText();
      const a0 = n.getArguments()[0];
      if (/^(URLSearchParams|Headers|FormData)$/.test(cls) && a0 && n.getArguments().length === 1)
        return this.eval(a0, f);
      let v = this.invokeCallbacks(n, n.getArguments(), f);
      for (const a of n.getArguments()) v = join(v, asLabels(flatten(this.eval(a, f))));
      return v;
    }
    if (k === SyntaxKind.ObjectLiteralExpression && Node.isObjectLiteralExpression(n)) return this.evalObject(n, f);
    if (k === SyntaxKind.ArrayLiteralExpression && Node.isArrayLiteralExpression(n)) {
      let labels = new Map<string, Label>();
      for (const e of n.getElements())
        labels = new Map([...labels, ...flatten(this.eval(Node.isSpreadElement(e) ? e.getExpression() : e, f))]);
      // [`include_${i}`, "1"]: an entry for Object.fromEntries / new URLSearchParams([...])
      const [k, v, ...rest] = n.getElements();
      if (k && v && !rest.length && (Node.isTemplateExpression(unwrap(k)) || Node.isBinaryExpression(unwrap(k))))
        labels = new Map([...labels, ...this.keyedLabels(k, v, n, f)]);
      // ["categories", value]: an entry whose key is a constant names the request key the value is sent under
      // (a list of entries looped over into `url.searchParams.set(name, value)`), nearer the request than an
      // object the value passed through on the way
      if (k && v && !rest.length && constString(k) && !constString(k)!.value.includes("${…}"))
        return asLabels(rekeyedAt(labels, n, constString(k)!.value));
      return asLabels(labels);
    }
    if (k === SyntaxKind.TemplateExpression && Node.isTemplateExpression(n)) {
      let v = empty();
      for (const span of n.getTemplateSpans()) v = join(v, asLabels(flatten(this.eval(span.getExpression(), f))));
      return v;
    }
    if (k === SyntaxKind.TaggedTemplateExpression && Node.isTaggedTemplateExpression(n))
      return this.eval(n.getTemplate(), f);
    if (k === SyntaxKind.BinaryExpression && Node.isBinaryExpression(n)) return this.evalBinary(n, f);
    if (k === SyntaxKind.ConditionalExpression && Node.isConditionalExpression(n)) {
      this.eval(n.getCondition(), f);
      return join(this.eval(n.getWhenTrue(), f), this.eval(n.getWhenFalse(), f));
    }
    if (
      (k === SyntaxKind.PrefixUnaryExpression && Node.isPrefixUnaryExpression(n)) ||
      (k === SyntaxKind.PostfixUnaryExpression && Node.isPostfixUnaryExpression(n))
    )
      return asLabels(flatten(this.eval(n.getOperand(), f)));
    if (
      (k === SyntaxKind.TypeOfExpression && Node.isTypeOfExpression(n)) ||
      (k === SyntaxKind.VoidExpression && Node.isVoidExpression(n))
    ) {
      this.eval(n.getExpression(), f);
      return empty();
    }
    if (k === SyntaxKind.SpreadElement && Node.isSpreadElement(n)) return this.eval(n.getExpression(), f);
    return empty();
  }

  private evalBinary(n: Node & { getOperatorToken(): Node; getLeft(): Node; getRight(): Node }, f: Frame): Value {
    const op = n.getOperatorToken().getKind();
    const left = n.getLeft();
    if (
      op === SyntaxKind.EqualsToken ||
      op === SyntaxKind.PlusEqualsToken ||
      op === SyntaxKind.QuestionQuestionEqualsToken ||
      op === SyntaxKind.BarBarEqualsToken
    ) {
      const v = this.eval(n.getRight(), f);
      this.write(left, v, n, f);
      return v;
    }
    const l = this.eval(left, f);
    const r = this.eval(n.getRight(), f);
    // `args !== null`, `"q" in args`: a comparison is a boolean about its operands, not their fields
    if (COMPARISON().has(op)) return asLabels(new Map([...r.labels, ...l.labels]));
    return join(l, r);
  }

  /** The variable (or `this` field) an assignment target writes into, and the field path below it. */
  private rootOf(target: Node): { name?: string; isThis: boolean; path: (string | undefined)[] } {
    const path: (string | undefined)[] = [];
    let t = unwrap(target);
    for (;;) {
      if (Node.isPropertyAccessExpression(t)) {
        path.unshift(t.getName());
        t = unwrap(t.getExpression());
      } else if (Node.isElementAccessExpression(t)) {
        path.unshift(constString(t.getArgumentExpression())?.value);
        t = unwrap(t.getExpression());
      } else break;
    }
    if (t.getKind() === SyntaxKind.ThisKeyword) return { isThis: true, path };
    if (Node.isIdentifier(t)) return { name: t.getText(), isThis: false, path };
    return { isThis: false, path };
  }

  private write(target: Node, v: Value, at: Node, f: Frame): void {
    const { name, isThis, path } = this.rootOf(target);
    let written = v;
    const guarded = this.guardedLabels(at, v, f, target);
    if (guarded.size) written = join(written, asLabels(guarded));
    const t = unwrap(target);
    if (Node.isElementAccessExpression(t)) {
      const keyed = this.keyedLabels(
        t.getArgumentExpressionOrThrow(),
        Node.isBinaryExpression(at) ? at.getRight() : undefined,
        at,
        f,
      );
      if (keyed.size) written = join(written, asLabels(keyed));
    }
    const last = path[path.length - 1];
    if (
      last !== undefined &&
      Node.isBinaryExpression(at) &&
      at.getOperatorToken().getKind() === SyntaxKind.EqualsToken
    ) {
      written = join(written, asLabels(labelMap(this.fixedLabel(last, at.getRight(), v, at))));
    }
    if (!path.length) {
      if (name) f.scope.assign(name, written);
      return;
    }
    if (!name && !isThis) return;
    const base = name ? (f.scope.lookup(name) ?? empty()) : f.thisValue;
    const updated = writePath(base, path, written);
    if (name) f.scope.assign(name, updated);
    else Object.assign(f.thisValue, updated);
  }

  /**
   * A request key computed from a tool argument (`params[\`Field.${f}\`]` with `f` running over the
   * caller's list), or a computed key written only under a condition on the argument
   * (`if (fields.includes(f)) params[\`Field.${f}\`] = "true"`): one `keyed` label per argument.
   * A computed key that derives from no argument, written unconditionally, marks its pattern as a
   * complete group (`for (const f of ALL_FIELDS) …`).
   */
  private keyedLabels(keyExpr: Node, valueNode: Node | undefined, at: Node, f: Frame): Map<string, Label> {
    const out = new Map<string, Label>();
    const pattern = constString(keyExpr)?.value ?? keyExpr.getText();
    // a named group (`Field.${f}`, `include_${f}`) or a flag switched on (`params[f] = "true"`);
    // `params[k] = v` over a caller's filter map is a pass-through, not a group
    const named = pattern.includes("${…}") && pattern !== "${…}";
    const flag =
      !!valueNode &&
      /^(true|false|1|0|"(true|false|1|0|yes|no|on|off)"|'(true|false|1|0|yes|no|on|off)')$/.test(
        unwrap(valueNode).getText(),
      );
    if (!named && !flag) return out;
    // `${key}[]` in an entries loop: each argument under its own name (a list sent as `labels[]=a&labels[]=b`),
    // a pass-through of what the caller set, not a group of switches
    const k = unwrap(keyExpr);
    if (Node.isTemplateExpression(k) && k.getTemplateSpans().every((s) => isEntryKey(unwrap(s.getExpression()))))
      return out;
    const keyLabels = [...flatten(this.eval(keyExpr, f)).values()].filter((l) => l.kind === "param");
    const condParams = new Map<string, Label>();
    // one constant key switched on under a yes/no argument (`if (opts.significant) params["conditions[significant]"] = "1"`)
    // is one switch, not a member picked from the caller's list: only a membership test makes it one
    const constantKey = constString(keyExpr) !== undefined && !pattern.includes("${…}") && !keyLabels.length;
    for (const cond of this.guardConditions(at)) {
      if (constantKey && !/\.(includes|has|indexOf|some|find)\(|\bin\b/.test(cond.node.getText())) continue;
      for (const l of flatten(this.eval(cond.node, f)).values())
        if (l.kind === "param" && !condParams.has(l.param)) condParams.set(l.param, l);
    }
    if (!keyLabels.length && !condParams.size) {
      this.completeGroups.add(pattern);
      return out;
    }
    const loc = locOf(at);
    for (const p of [...keyLabels, ...condParams.values()]) {
      const key = `keyed:${p.param}:${loc.file}:${loc.line}:${loc.column}`;
      if (out.has(key)) continue;
      out.set(key, {
        key,
        kind: "keyed",
        param: p.param,
        keyed: { pattern, location: loc },
        steps: [
          ...p.steps,
          { location: loc, message: `request key \`${pattern}\` written only for the members the caller chose` },
        ],
      });
    }
    return out;
  }

  /**
   * A literal written under a restricting key (`status: "active"`, `rows: 10`, a date window from
   * `Date.now()`) or an order key (`sort: [{ date: "desc" }]`).
   */
  private fixedLabel(key: string, init: Node, v: Value, at: Node): Label | undefined {
    const order = ORDER_KEY.test(key);
    // a fallback to a date the code computes (`observation_start: opts.start ?? tenYearsAgo…`) is a window's bound,
    // whatever the key is called
    if (!RESTRICTING_KEY.test(key) && !order && !pastDateFallback(init)) return this.optionDefault(key, init, v, at);
    // a `size` inside an aggregation definition caps a statistic's buckets, not the page of hits
    if (!order && inAggregation(at)) return undefined;
    let u = unwrap(init);
    let param: string | undefined;
    if (flatten(v).size) {
      // `status || "active"`, `days ?? 7`: the caller's value, or a literal the caller never sees
      if (
        !Node.isBinaryExpression(u) ||
        ![SyntaxKind.BarBarToken, SyntaxKind.QuestionQuestionToken].includes(u.getOperatorToken().getKind())
      )
        return undefined;
      const params = new Set([...flatten(v).values()].filter((l) => l.kind === "param").map((l) => l.param));
      if (params.size !== 1 || [...flatten(v).values()].some((l) => l.kind !== "param")) return undefined;
      param = [...params][0]!;
      u = unwrap(u.getRight());
      // `until || new Date()`: "now" as the upper end of a window cuts nothing off, also formatted on the way
      // (`new Date().toISOString().split("T")[0]`, `.slice(0, 10)`); a call that moves it (`subtract`, `setDate`) does not
      if (NOW.test(u.getText().replace(/\s+/g, ""))) return undefined;
    }
    const text = u.getText();
    const num = resolveExpression(u);
    const lit =
      constString(u)?.value ??
      (Node.isNumericLiteral(num)
        ? num.getText()
        : order && (Node.isArrayLiteralExpression(num) || Node.isObjectLiteralExpression(num) || enumMember(num))
          ? num.getText()
          : (/Date\.now\(\)|new Date\(|dayjs\(\)|moment\(\)|sub(Days|Months|Years)\(/.test(text) || shiftedDate(u)) &&
              !order
            ? text
            : undefined);
    if (lit === undefined) return undefined;
    const loc = locOf(at);
    return {
      key: `fixed:${loc.file}:${loc.line}:${loc.column}`,
      kind: "fixed",
      param: "",
      fixed: { key, value: lit, location: loc, ...(param ? { param } : {}) },
      steps: [
        {
          location: loc,
          message: param
            ? `\`${key}\` is sent as ${lit.length > 40 ? `${lit.slice(0, 37)}…` : lit} when \`${param}\` is left out`
            : `\`${key}\` is always sent as ${lit.length > 40 ? `${lit.slice(0, 37)}…` : lit}`,
        },
      ],
    };
  }

  /**
   * A request value a helper takes from its own options object and falls back to a literal for
   * (`options.soorten || "alles"`, `opts.recent ? "true" : "false"`), where no tool argument reaches it: the
   * handler left the option out, so the literal goes out on every call, a scope the caller never set.
   * Recorded as an `option` whatever the key's name (it is a control of the request); the literal the
   * fallback gives (the one an absent option picks).
   */
  private optionDefault(key: string, init: Node, v: Value, at: Node): Label | undefined {
    if (flatten(v).size) return undefined;
    const u = unwrap(init);
    let tested: Node | undefined;
    let lit: Node | undefined;
    if (
      Node.isBinaryExpression(u) &&
      [SyntaxKind.BarBarToken, SyntaxKind.QuestionQuestionToken].includes(u.getOperatorToken().getKind())
    ) {
      tested = u.getLeft();
      lit = u.getRight();
    } else if (Node.isConditionalExpression(u)) {
      tested = u.getCondition();
      lit = u.getWhenFalse();
    }
    const value =
      lit && (constString(unwrap(lit))?.value ?? (Node.isNumericLiteral(unwrap(lit)) ? lit.getText() : undefined));
    if (!tested || value === undefined) return undefined;
    const t = unwrap(tested);
    const root = Node.isPropertyAccessExpression(t) ? unwrap(t.getExpression()) : undefined;
    if (!root || !Node.isIdentifier(root)) return undefined;
    const decl = declarationsOf(root)[0];
    const fn = at.getFirstAncestor((a) => isFunctionLike(a));
    if (!decl || !Node.isParameterDeclaration(decl) || !fn || !parametersOf(fn).includes(decl)) return undefined;
    const loc = locOf(at);
    return {
      key: `fixed:${loc.file}:${loc.line}:${loc.column}`,
      kind: "fixed",
      param: "",
      fixed: { key, value, location: loc, option: true },
      steps: [
        { location: loc, message: `\`${key}\` is sent as ${value} when the option \`${t.getText()}\` is left out` },
      ],
    };
  }

  /**
   * If `at` (a write into an object) runs only when a condition on tool argument P holds, and the
   * written value carries P, returns a `guarded` label for P.
   */
  private guardedLabels(at: Node, v: Value, f: Frame, target: Node | undefined): Map<string, Label> {
    const out = new Map<string, Label>();
    const carried = flatten(v);
    // a branch on an entries loop's key (`if (key === "labels")`) writes only the entries it names
    const entryKeys = entryKeyBranch(at);
    const params = [...carried.values()].filter((l) => l.kind === "param" && (!entryKeys || entryKeys(l.param)));
    if (!params.length) return out;
    const conds = this.guardConditions(at);
    for (const cond of conds) {
      const cl = flatten(this.eval(cond.node, f));
      const both = params.filter((p) => cl.has(p.key));
      // When an object lost its shape on the way (an opaque copy or merge), its fields all carry
      // every argument's label; several arguments then seem to guard one write. The names written
      // in the condition decide between them.
      let named = both.length > 1 ? both.filter((p) => mentionsName(cond.node, p.param)) : both;
      // `Object.entries(opts).forEach(([k, v]) => { if (v !== undefined) url.searchParams.append(k, v) })`:
      // each entry is written only when its own value is set, so every argument the entries carry is guarded
      if (!named.length && both.length > 1) {
        const tested = presenceTested(cond.node);
        if (tested && descendantsOfKind(at, SyntaxKind.Identifier).some((i) => i.getText() === tested)) named = both;
      }
      for (const p of named) {
        if (cond.elseWritesSameTarget && target && cond.elseWritesSameTarget(target)) continue;
        const loc = locOf(at);
        const key = `guarded:${p.param}:${loc.file}:${loc.line}:${loc.column}`;
        out.set(key, {
          key,
          kind: "guarded",
          param: p.param,
          guard: {
            location: loc,
            condition: cond.node.getText(),
            ...(addsStatementCondition(cond.node) ? { statement: true as const } : {}),
          },
          ...(p.keyAt ? { keyAt: p.keyAt } : {}),
          steps: [
            ...p.steps,
            {
              location: loc,
              message: `written into the request only when \`${clipped(cond.node.getText(), 60)}\` holds`,
            },
          ],
        });
      }
    }
    return out;
  }

  private guardConditions(at: Node): { node: Node; elseWritesSameTarget?: (t: Node) => boolean }[] {
    const out: { node: Node; elseWritesSameTarget?: (t: Node) => boolean }[] = [];
    let child = at;
    for (let cur = at.getParent(); cur && !isFunctionLike(cur); child = cur, cur = cur.getParent()) {
      if (Node.isIfStatement(cur) && child !== cur.getExpression()) {
        const other = child === cur.getThenStatement() ? cur.getElseStatement() : cur.getThenStatement();
        out.push({
          node: cur.getExpression(),
          // `if (ids) params.ids = ids; else params.ids = ALL` sends the key either way
          elseWritesSameTarget: (t) =>
            !!other &&
            (Node.isCallExpression(t)
              ? sameMutatingCall(t, other)
              : descendantsOfKind(other, SyntaxKind.BinaryExpression).some(
                  (b) =>
                    b.getOperatorToken().getKind() === SyntaxKind.EqualsToken && b.getLeft().getText() === t.getText(),
                )),
        });
      } else if (Node.isConditionalExpression(cur) && child !== cur.getCondition())
        out.push({ node: cur.getCondition() });
      else if (
        Node.isBinaryExpression(cur) &&
        child === cur.getRight() &&
        cur.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken
      )
        out.push({ node: cur.getLeft() });
    }
    return out;
  }

  private evalObject(n: Node & { getProperties(): Node[] }, f: Frame): Value {
    const fields = new Map<string, Value>();
    let labels = new Map<string, Label>();
    for (const p of n.getProperties()) {
      if (Node.isPropertyAssignment(p)) {
        const nameNode = p.getNameNode();
        const key = Node.isComputedPropertyName(nameNode)
          ? constString(nameNode.getExpression())?.value
          : nameNode.getText().replace(/^["']|["']$/g, "");
        const init = p.getInitializerOrThrow();
        let v = this.eval(init, f);
        const cond = this.conditionalValueGuard(init, f);
        if (cond.size) v = join(v, asLabels(cond));
        if (Node.isComputedPropertyName(nameNode)) {
          const keyed = this.keyedLabels(nameNode.getExpression(), init, p, f);
          if (keyed.size) v = join(v, asLabels(keyed));
        } else if (key !== undefined) {
          v = join(v, asLabels(labelMap(this.fixedLabel(key, init, v, p))));
        }
        if (key === undefined) labels = new Map([...labels, ...flatten(v)]);
        else fields.set(key, withKeyAt(v, p, key, init));
      } else if (Node.isShorthandPropertyAssignment(p)) {
        fields.set(p.getName(), withKeyAt(this.touch(f.scope.lookup(p.getName()) ?? empty()), p, p.getName()));
      } else if (Node.isSpreadAssignment(p)) {
        const e = p.getExpression();
        const v = this.eval(e, f);
        const g = this.spreadGuard(e, v, f);
        if (g.size) labels = new Map([...labels, ...g]);
        if (v.fields) for (const [k, fv] of v.fields) fields.set(k, fields.has(k) ? join(fields.get(k)!, fv) : fv);
        labels = new Map([...labels, ...v.labels]);
      }
    }
    return { labels, fields };
  }

  /** `...(p && { p })`, `...(p ? { p } : {})`, `...(p !== undefined && { … })` */
  private spreadGuard(e: Node, v: Value, f: Frame): Map<string, Label> {
    const u = unwrap(e);
    if (Node.isBinaryExpression(u) && u.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken)
      return this.guardedLabels(u.getRight(), v, f, undefined);
    if (Node.isConditionalExpression(u)) {
      const isEmpty = (x: Node) => {
        const w = unwrap(x);
        return (
          (Node.isObjectLiteralExpression(w) && w.getProperties().length === 0) ||
          w.getText() === "undefined" ||
          w.getText() === "null"
        );
      };
      if (isEmpty(u.getWhenFalse())) return this.guardedLabels(u.getWhenTrue(), v, f, undefined);
      if (isEmpty(u.getWhenTrue())) return this.guardedLabels(u.getWhenFalse(), v, f, undefined);
    }
    return new Map();
  }

  /** A property value that is `undefined` when the argument is absent: `p ? x : undefined`, `p?.join(",")`. */
  private conditionalValueGuard(init: Node, f: Frame): Map<string, Label> {
    const u = unwrap(init);
    if (Node.isConditionalExpression(u)) {
      const isUndef = (x: Node) => /^(undefined|void 0|null)$/.test(unwrap(x).getText());
      if (isUndef(u.getWhenFalse()))
        return this.guardedLabels(u.getWhenTrue(), this.eval(u.getWhenTrue(), f), f, undefined);
      if (isUndef(u.getWhenTrue()))
        return this.guardedLabels(u.getWhenFalse(), this.eval(u.getWhenFalse(), f), f, undefined);
      return new Map();
    }
    if (Node.isBinaryExpression(u) && u.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken)
      return this.guardedLabels(u.getRight(), this.eval(u.getRight(), f), f, undefined);
    // { x: opts.x || undefined }, { x: opts.x ?? undefined }: axios and JSON.stringify drop the key
    if (
      Node.isBinaryExpression(u) &&
      (u.getOperatorToken().getKind() === SyntaxKind.BarBarToken ||
        u.getOperatorToken().getKind() === SyntaxKind.QuestionQuestionToken) &&
      /^(undefined|void 0|null)$/.test(unwrap(u.getRight()).getText())
    )
      return this.unsetWhenAbsent(
        u.getLeft(),
        init,
        `${u.getLeft().getText()} ${u.getOperatorToken().getText()} ${unwrap(u.getRight()).getText()}`,
        f,
      );
    // ids?.join(",") — the chain stops at undefined when ids is absent
    let chain: Node = u;
    let optionalBase: Node | undefined;
    while (
      Node.isPropertyAccessExpression(chain) ||
      Node.isCallExpression(chain) ||
      Node.isElementAccessExpression(chain)
    ) {
      if (
        (Node.isPropertyAccessExpression(chain) || Node.isElementAccessExpression(chain)) &&
        chain.hasQuestionDotToken()
      )
        optionalBase = chain.getExpression();
      chain = chain.getExpression();
    }
    if (optionalBase) return this.unsetWhenAbsent(optionalBase, init, `${optionalBase.getText()}?.`, f);
    return new Map();
  }

  /** `guarded` labels for a property value that is undefined, so not sent, when `base` is absent. */
  private unsetWhenAbsent(base: Node, init: Node, condition: string, f: Frame): Map<string, Label> {
    const out = new Map<string, Label>();
    for (const p of flatten(this.eval(base, f)).values()) {
      if (p.kind !== "param") continue;
      const loc = locOf(init);
      const key = `guarded:${p.param}:${loc.file}:${loc.line}:${loc.column}`;
      out.set(key, {
        key,
        kind: "guarded",
        param: p.param,
        guard: { location: loc, condition },
        steps: [
          ...p.steps,
          {
            location: loc,
            message: `\`${clipped(init.getText(), 60)}\` is undefined, so not sent, when \`${base.getText()}\` is absent`,
          },
        ],
      });
    }
    return out;
  }

  private resolveCallee(callee: Node): Node | undefined {
    const fromEnv = evalIn(callee, this.env);
    let fn =
      fromEnv && fromEnv !== callee
        ? (functionOf(fromEnv) ?? (isFunctionLike(unwrap(fromEnv)) ? unwrap(fromEnv) : undefined))
        : undefined;
    if (!fn) fn = functionOf(callee);
    if (!fn && Node.isPropertyAccessExpression(callee)) {
      // this.client.search(...) — the checker knows the receiver's class
      const d = declarationsOf(callee.getNameNode()).find(
        (x) =>
          isFunctionLike(x) ||
          (Node.isPropertyDeclaration(x) && x.getInitializer() && isFunctionLike(unwrap(x.getInitializer()!))),
      );
      if (d)
        fn = isFunctionLike(d)
          ? d
          : Node.isPropertyDeclaration(d) && d.getInitializer()
            ? unwrap(d.getInitializer()!)
            : undefined;
    }
    if (fn && !this.opts.projectFiles.has(fn.getSourceFile())) return undefined;
    return fn;
  }

  private evalCall(n: CallExpression, f: Frame): Value {
    const callee = n.getExpression();
    const args = n.getArguments();
    const argVals = args.map((a) => this.eval(a, f));
    const sink = this.opts.sinks.get(n);
    if (sink) {
      this.reached.add(sink.id);
      const labels = new Map<string, Label>();
      // `${BASE}/search?q=${term}`: what follows the `?` of a URL template is the query string
      const url = args[0] && unwrap(args[0]);
      if (url && Node.isTemplateExpression(url)) {
        let text = url.getHead().getLiteralText();
        for (const span of url.getTemplateSpans()) {
          if (text.includes("?"))
            for (const [k, l] of flatten(this.eval(span.getExpression(), f)))
              if (!labels.has(k)) labels.set(k, { ...l, part: "query" });
          text += `\${}${span.getLiteral().getLiteralText()}`;
        }
      }
      argVals.forEach((a, i) => {
        const inFields = new Set([...(a.fields?.values() ?? [])].flatMap((fv) => [...flatten(fv).keys()]));
        for (const [k, l] of partsOf(
          a,
          i === 0 && args.length > 0 && isUrlLike(args[0]!) ? "url" : i === 0 ? "body" : "body",
        ))
          if (!labels.has(k)) labels.set(k, inFields.has(k) && l.kind === "param" ? { ...l, asField: true } : l);
      });
      // the receiver of a client call can carry request state too (a builder)
      if (Node.isPropertyAccessExpression(callee))
        for (const [k, l] of flatten(this.eval(callee.getExpression(), f))) if (!labels.has(k)) labels.set(k, l);
      this.touch(labels);
      const loc = locOf(n);
      const onEmpty = [n, ...[...this.callSites].reverse()].map(emptyGuardOf).find((g) => g !== undefined);
      const withSink = new Map<string, Label>();
      const looped = [n, ...this.callSites].some(inLoop);
      for (const [k, l0] of labels) {
        const l = l0.derived && looped && !l0.derived.inLoop ? { ...l0, derived: { ...l0.derived, inLoop: true } } : l0;
        const step = {
          location: loc,
          message: `reaches the upstream request \`${callee.getText().slice(0, 50)}(…)\`${onEmpty ? " on the empty-result path" : ""}`,
        };
        if (onEmpty && l.kind === "param")
          withSink.set(`${k}@empty`, {
            ...l,
            key: `${k}@empty`,
            emptyPath: onEmpty,
            steps: [
              ...l.steps,
              {
                location: onEmpty.location,
                message: `runs only when \`${onEmpty.condition}\` (an earlier result was empty)`,
              },
              step,
            ],
          });
        else withSink.set(k, { ...l, steps: [...l.steps, step] });
      }
      const prev = this.hits.get(sink.id);
      if (prev)
        for (const [k, l] of withSink) {
          if (!prev.labels.has(k)) prev.labels.set(k, l);
        }
      else this.hits.set(sink.id, { siteId: sink.id, call: n, labels: withSink });
      return empty();
    }

    if (Node.isPropertyAccessExpression(callee)) {
      const m = callee.getName();
      const recvNode = callee.getExpression();
      // Mutating calls: params.set(k, v), url.searchParams.append(k, v), list.push(v)
      if (["set", "append", "push", "unshift", "add"].includes(m)) {
        let v = empty();
        for (const a of argVals) v = join(v, asLabels(flatten(a)));
        const guarded = this.guardedLabels(n, v, f, n);
        let written = guarded.size ? join(v, asLabels(guarded)) : v;
        // `cache.set(key, promise)` on a Map keeps a value in process: a key of it is no request key
        if ((m === "set" || m === "append") && args.length === 2 && !isInProcessMap(recvNode)) {
          const k = constString(args[0]);
          const extra =
            k && !k.value.includes("${…}")
              ? labelMap(this.fixedLabel(k.value, args[1]!, argVals[1]!, n))
              : this.keyedLabels(args[0]!, args[1], n, f);
          if (extra.size) written = join(written, asLabels(extra));
        }
        const { name, isThis } = this.rootOf(recvNode);
        if (name) f.scope.assign(name, written);
        else if (isThis) Object.assign(f.thisValue, join(f.thisValue, written));
        return empty();
      }
      if (recvNode.getText() === "Object" && m === "assign" && args[0]) {
        let v = empty();
        for (const a of argVals.slice(1)) v = join(v, a);
        this.write(args[0], v, n, f);
        return join(argVals[0] ?? empty(), v);
      }
      // Callbacks over a tainted collection: ids.map((id) => …), terms.forEach(…)
      if (["map", "flatMap", "forEach", "filter", "find", "some", "every", "reduce"].includes(m) && args[0]) {
        const recv = this.eval(recvNode, f);
        const cb = unwrap(args[0]);
        if (Node.isArrowFunction(cb) || Node.isFunctionExpression(cb)) {
          const el = asLabels(flatten(recv));
          this.callSites.push(n);
          const r = this.callFunction(
            cb,
            m === "reduce" ? [argVals[1] ?? empty(), el] : [el],
            f.thisValue,
            f.depth + 1,
            f.skip,
            f.scope,
          );
          this.callSites.pop();
          if (m === "map" || m === "flatMap" || m === "reduce")
            return join(asLabels(flatten(r)), m === "reduce" ? asLabels(flatten(argVals[1] ?? empty())) : empty());
          return asLabels(flatten(recv));
        }
      }
    }

    // pRetry(() => api.get(…)), withCache(key, async () => …), new Promise((resolve) => …):
    // a function literal handed to another function is taken to run once, here
    const fromCallbacks = this.invokeCallbacks(n, args, f);
    const fn = this.resolveCallee(callee);
    if (fn) {
      const name = calleeName(callee);
      const passed = argVals.map((v, i) =>
        flatten(v).size ? extend(v, { location: locOf(args[i]!), message: `passed to \`${name}()\`` }) : v,
      );
      const thisVal = Node.isPropertyAccessExpression(callee) ? this.eval(callee.getExpression(), f) : empty();
      const closure =
        Node.isArrowFunction(fn) || Node.isFunctionExpression(fn) ? (isInside(fn, n) ? f.scope : undefined) : undefined;
      this.callSites.push(n);
      let r = join(
        this.callFunction(
          fn,
          passed,
          thisVal.fields ? thisVal : { labels: new Map(), fields: new Map() },
          f.depth + 1,
          f.skip,
          closure,
        ),
        fromCallbacks,
      );
      // a call through an interface member reaches every implementation (`dbAdapter.all(q)`: sqlite, pg, mysql)
      for (const g of functionsOf(callee))
        if (g !== fn && this.opts.projectFiles.has(g.getSourceFile()))
          r = join(
            r,
            this.callFunction(g, passed, { labels: new Map(), fields: new Map() }, f.depth + 1, f.skip, undefined),
          );
      this.callSites.pop();
      return flatten(r).size ? extend(r, { location: locOf(n), message: `returned from \`${name}()\`` }) : r;
    }
    // callTool(tool.name, args) where callTool is a parameter: the functions the callers pass for it
    // bound to the calls of the parameter's function this walk came through, when it came through one
    const param = this.names ? calledParameter(n) : undefined;
    const callers = param
      ? this.callSites.filter((c) => Node.isCallExpression(c) && this.resolveCallee(c.getExpression()) === param.owner)
      : [];
    const passedFns = param
      ? passedFunctions(n, callers).filter((p) => this.opts.projectFiles.has(p.getSourceFile()))
      : [];
    if (passedFns.length) {
      const name = calleeName(callee);
      const passed = argVals.map((v, i) =>
        flatten(v).size ? extend(v, { location: locOf(args[i]!), message: `passed to \`${name}()\`` }) : v,
      );
      let r = fromCallbacks;
      this.callSites.push(n);
      this.viaParam++;
      for (const p of passedFns) r = join(r, this.callFunction(p, passed, empty(), f.depth + 1, f.skip, undefined));
      this.viaParam--;
      this.callSites.pop();
      return flatten(r).size ? extend(r, { location: locOf(n), message: `returned from \`${name}()\`` }) : r;
    }
    // A validator or copy of one structured value (Schema.parse(args), structuredClone(opts)) keeps
    // its fields: flattening here would make every argument look like every other one.
    const structured = argVals.filter((a) => a.fields?.size);
    if (
      structured.length === 1 &&
      argVals.every((a) => a === structured[0] || !flatten(a).size) &&
      !fromCallbacks.labels.size
    ) {
      const recvLabels = Node.isPropertyAccessExpression(callee)
        ? flatten(this.eval(callee.getExpression(), f))
        : new Map();
      if (!recvLabels.size) {
        this.touch(structured[0]!);
        return structured[0]!;
      }
    }
    // Unknown function (library, builtin): its result derives from its inputs. Passing a whole
    // object (`isSearchArgs(args)`, `logger.info(args)`, `JSON.stringify(args)`) reads none of its
    // fields yet: they count as read where the result is used (a request, a return, a condition).
    let v = fromCallbacks;
    for (const a of argVals) v = join(v, asLabels(flatten(a)));
    for (const a of argVals) this.touch(a);
    if (Node.isPropertyAccessExpression(callee)) {
      const recv = asLabels(flatten(this.eval(callee.getExpression(), f)));
      // term.slice(0, n), term.split(" "): a cut of the receiver; the arguments are positions and separators
      if (DERIVING_METHODS.has(callee.getName()))
        return derive(recv, `.${callee.getName()}()`, n, [n, ...this.callSites].some(inLoop));
      v = join(v, recv);
    }
    return v;
  }
}

function calleeName(callee: Node): string {
  const t = unwrap(callee).getText();
  return t.length > 40 ? `${t.slice(0, 37)}…` : t;
}

/**
 * The other branch makes the same write: `if (c) list.push(a); else list.push(b)` pushes either way, and
 * `params.set("q", a)` / `params.set("q", b)` sets the same key either way.
 */
function sameMutatingCall(call: CallExpression, other: Node): boolean {
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return false;
  const keyed = callee.getName() === "set" || callee.getName() === "append";
  const key = call.getArguments()[0]?.getText();
  return descendantsOfKind(other, SyntaxKind.CallExpression).some(
    (c) => c.getExpression().getText() === callee.getText() && (!keyed || c.getArguments()[0]?.getText() === key),
  );
}

/**
 * One named member read out of an object (`options.recursive`, `const { limit } = options`): keys written into the object
 * by member (`options[flag] = true`, keyed labels on the object itself) do not go on with it, only that member's value
 * does. An object the server reads itself by name is no group sent upstream (rule 2's members keep "ihren
 * serverseitigen Default" only when sent). The members of a URL or search-params object serialise the whole object.
 */
function namedMember(v: Value, key: string): Value {
  const r = readField(v, key);
  if (SERIALISING_MEMBER.test(key) || ![...v.labels.values()].some((l) => l.kind === "keyed")) return r;
  const own = v.fields?.get(key);
  const keep = own ? flatten(own) : new Map<string, Label>();
  const labels = new Map([...r.labels].filter(([k, l]) => l.kind !== "keyed" || keep.has(k)));
  return r.fields ? { labels, fields: r.fields } : { labels };
}

/**
 * The keys an object pattern takes out by name (`{ limit, page: p, "sort-key": s, ...rest }` → limit, page, sort-key);
 * a computed key (`[k]: v`) names no key that is known, so it takes out none.
 */
function namedKeys(pattern: Node): Set<string> {
  const keys = new Set<string>();
  if (!Node.isObjectBindingPattern(pattern)) return keys;
  for (const e of pattern.getElements()) {
    if (e.getDotDotDotToken()) continue;
    const prop = e.getPropertyNameNode();
    if (prop && Node.isComputedPropertyName(prop)) continue;
    keys.add(prop?.getText().replace(/^["']|["']$/g, "") ?? e.getName());
  }
  return keys;
}

/**
 * The value of a rest object (`...rest`): the keys taken out beside it are not in it, neither as its fields nor as
 * the labels of arguments of those names carried on the whole value.
 */
function withoutKeys(v: Value, keys: Set<string>): Value {
  if (!keys.size) return v;
  const labels = new Map([...v.labels].filter(([, l]) => !l.param || !keys.has(l.param.split(".").pop()!)));
  if (!v.fields) return { labels };
  return { labels, fields: new Map([...v.fields].filter(([k]) => !keys.has(k))) };
}

/** Members of a URL or search-params object that carry the whole of it on (`url.href`, `params.toString()`). */
const SERIALISING_MEMBER = /^(href|search|searchParams|toString|toJSON|entries|keys|values|forEach)$/;

/** `x ?? <date the code moved back or forth>` / `x || …`: the fallback of an argument is a computed date. */
function pastDateFallback(init: Node): boolean {
  const u = unwrap(init);
  if (
    !Node.isBinaryExpression(u) ||
    ![SyntaxKind.BarBarToken, SyntaxKind.QuestionQuestionToken].includes(u.getOperatorToken().getKind())
  )
    return false;
  const r = unwrap(u.getRight());
  return /Date\.now\(\)\s*[-+]|sub(Days|Months|Years)\(|\.subtract\(/.test(r.getText()) || shiftedDate(r);
}

/**
 * A date held in a local that the code moves off "now" (`const tenYearsAgo = new Date();
 * tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10)`), read as it is or formatted (`.toISOString().split("T")[0]`).
 */
function shiftedDate(n: Node): boolean {
  let root = unwrap(n);
  while (Node.isPropertyAccessExpression(root) || Node.isCallExpression(root) || Node.isElementAccessExpression(root))
    root = unwrap(root.getExpression());
  if (!Node.isIdentifier(root)) return false;
  const decl = declarationsOf(root)[0];
  if (!decl || !Node.isVariableDeclaration(decl) || !/^new Date\(/.test(decl.getInitializer()?.getText() ?? ""))
    return false;
  const fn = decl.getFirstAncestor((a) => isFunctionLike(a));
  const name = escapeRegExp(root.getText());
  return !!fn && new RegExp(`\\b${name}\\.set(UTC)?(FullYear|Month|Date|Hours|Time)\\(`).test(fn.getText());
}

/**
 * The node sits inside an aggregation definition (`{ aggs: { by_x: { terms: { size: 50 } } } }`, `body.aggs = {…}`):
 * a `size` there caps a statistic's buckets, not the page of hits (ADJUDICATION rule 1: "The argument's role
 * decides, not its name").
 */
function inAggregation(n: Node): boolean {
  for (let p: Node | undefined = n.getParent(); p; p = p.getParent()) {
    if (Node.isPropertyAssignment(p) && AGGREGATION_KEY.test(p.getName().replace(/^["']|["']$/g, ""))) return true;
    if (Node.isBinaryExpression(p) && p.getOperatorToken().getKind() === SyntaxKind.EqualsToken) {
      // `body.aggs = {…}`, or a key of the object that holds the definitions (`aggs.by_year = {…}`)
      const l = p.getLeft();
      const name = Node.isPropertyAccessExpression(l)
        ? l.getName()
        : Node.isElementAccessExpression(l)
          ? constString(l.getArgumentExpressionOrThrow())?.value
          : undefined;
      const base =
        Node.isPropertyAccessExpression(l) || Node.isElementAccessExpression(l) ? l.getExpression().getText() : "";
      if ((name && AGGREGATION_KEY.test(name)) || AGGREGATION_KEY.test(base)) return true;
    }
    if (isFunctionLike(p)) return false;
  }
  return false;
}

/** The argument labels, each marked as put under a request key at `at` (a `[key, value]` entry). */
function rekeyedAt(labels: Map<string, Label>, at: Node, key: string): Map<string, Label> {
  const loc = locOf(at);
  const out = new Map<string, Label>();
  for (const [k, l] of labels)
    out.set(k, l.kind === "param" ? { ...l, keyAt: loc, sentUnder: { key, location: loc } } : l);
  return out;
}

/**
 * The argument labels a value carries itself, marked with the first place they were put under a request key, and with
 * the last: a value read from the key it was put under before (`observation_end: opts.end` after `{ end: end_date }`)
 * is renamed to the new key, the one the upstream reads.
 */
function withKeyAt(v: Value, at: Node, key: string, init?: Node): Value {
  const loc = locOf(at);
  const text = init?.getText();
  const renames = (l: Label) => {
    const prev = l.sentUnder?.key;
    if (!prev || prev === key || text === undefined) return false;
    const k = escapeRegExp(prev);
    return new RegExp(`\\.${k}\\b|\\[\\s*["'\`]${k}["'\`]\\s*\\]`).test(text);
  };
  if (![...v.labels.values()].some((l) => l.kind === "param" && (!l.keyAt || renames(l)))) return v;
  const labels = new Map<string, Label>();
  for (const [k, l] of v.labels)
    labels.set(
      k,
      l.kind !== "param"
        ? l
        : !l.keyAt
          ? { ...l, keyAt: loc, sentUnder: { key, location: loc } }
          : renames(l)
            ? { ...l, sentUnder: { key, location: loc } }
            : l,
    );
  return v.fields ? { labels, fields: v.fields } : { labels };
}

/** The variable a presence test is about: `v`, `!!v`, `v !== undefined`, `v != null && v !== ""`. */
function presenceTested(cond: Node): string | undefined {
  const names = new Set<string>();
  for (const part of unwrap(cond)
    .getText()
    .split("&&")
    .map((x) => x.trim().replace(/^\(|\)$/g, ""))) {
    const m =
      /^(?:!!)?([A-Za-z_$][\w$]*)$|^([A-Za-z_$][\w$]*)\s*!==?\s*(?:undefined|null|""|'')$|^(?:undefined|null)\s*!==?\s*([A-Za-z_$][\w$]*)$|^typeof\s+([A-Za-z_$][\w$]*)\s*!==?\s*["']undefined["']$/.exec(
        part,
      );
    const name = m && (m[1] ?? m[2] ?? m[3] ?? m[4]);
    if (!name) return undefined;
    names.add(name);
  }
  return names.size === 1 ? [...names][0] : undefined;
}

/** The labels of several values in one map; a later value's label for a name wins. */
function mergedLabels(values: (Value | undefined)[]): Map<string, Label> {
  const out = new Map<string, Label>();
  for (const v of values) for (const [k, l] of flatten(v ?? empty())) out.set(k, l);
  return out;
}

/** "Now", as it is or formatted: `new Date()`, `Date.now()`, `dayjs()`, `new Date().toISOString().split("T")[0]`. */
const NOW =
  /^(?:newDate\(\)|Date\.now\(\)|dayjs\(\)|moment\(\))(?:\.(?!subtract|add|set|minus|plus|startOf|endOf)\w+\([^()]*\))*(?:\[\d+\])?$/;

/**
 * The code a guard runs writes a condition of a query statement the server composes itself (SQL,
 * ODSQL): `where.push("year = ?")` beside `values.push(year)`, `conditions.push(\`status = '${s}'\`)`.
 */
function addsStatementCondition(cond: Node): boolean {
  const p = cond.getParent();
  const body = Node.isIfStatement(p)
    ? p.getThenStatement()
    : Node.isConditionalExpression(p)
      ? p.getWhenTrue()
      : Node.isBinaryExpression(p)
        ? p.getRight()
        : undefined;
  if (!body) return false;
  const words = (s: Node): string =>
    Node.isTemplateExpression(s)
      ? [s.getHead().getLiteralText(), ...s.getTemplateSpans().map((sp) => sp.getLiteral().getLiteralText())].join("…")
      : (s as StringLiteral).getLiteralText();
  return (
    [
      ...(Node.isStringLiteral(body) || Node.isNoSubstitutionTemplateLiteral(body) || Node.isTemplateExpression(body)
        ? [body]
        : []),
      ...descendantsOfKind(body, SyntaxKind.StringLiteral),
      ...descendantsOfKind(body, SyntaxKind.NoSubstitutionTemplateLiteral),
      ...descendantsOfKind(body, SyntaxKind.TemplateExpression),
    ].some((s) => isStatementCondition(words(s))) ||
    // a condition of a filter expression the server composes (`filter.state = { name: { eq: args.status } }`)
    descendantsOfKind(body, SyntaxKind.PropertyAssignment).some((pa) =>
      COMPARISON_KEY.test(pa.getName().replace(/^["']|["']$/g, "")),
    ) ||
    // …or assembles key by key (`range.lte = dateTo`, `range["gte"] = dateFrom`, an Elasticsearch range)
    [body, ...descendantsOfKind(body, SyntaxKind.BinaryExpression)].some(comparisonKeyAssigned)
  );
}

/** `x.lte = v`, `x["gte"] = v`: an assignment under a comparison operator's key. */
function comparisonKeyAssigned(n: Node): boolean {
  if (!Node.isBinaryExpression(n) || n.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) return false;
  const left = n.getLeft();
  const key = Node.isPropertyAccessExpression(left)
    ? left.getName()
    : Node.isElementAccessExpression(left)
      ? constString(left.getArgumentExpression())?.value
      : undefined;
  return key !== undefined && COMPARISON_KEY.test(key);
}

/** The receiver is a `Map`/`WeakMap` (a cache or an index in process): declared `new Map(…)` or typed `Map<…>`. */
function isInProcessMap(recv: Node): boolean {
  const r = unwrap(recv);
  const target = Node.isPropertyAccessExpression(r) ? r.getNameNode() : r;
  return declarationsOf(target).some((d) => {
    if (!(Node.isPropertyDeclaration(d) || Node.isVariableDeclaration(d))) return false;
    const init = d.getInitializer();
    if (init && Node.isNewExpression(init) && /^(Weak)?Map$/.test(init.getExpression().getText())) return true;
    return /^(Weak)?Map</.test(d.getTypeNode()?.getText() ?? "");
  });
}
