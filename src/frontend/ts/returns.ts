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
 *
 * Syntax helpers live beside it in `returns/`: bindings (helper parameters and consts), conditions
 * (their kind in the model), lists (unformatted lists that give derived empty paths) and loops
 * (silent skips, local filters, switch cases that break out).
 */

import type { ts } from "ts-morph";
import { cmp, locKey } from "../../model/location.js";
import type { ReturnCondition, ReturnKind, ReturnPath, SourceLocation, StandInRecord } from "../../model/types.js";
import { COUNT_KEY } from "../../model/vocabulary.js";
import {
  CREDENTIAL_ENV,
  CREDENTIAL_NAME,
  ECHO_FIELD,
  ECHO_VALUE,
  EMPTY_SUBJECT,
  givesInstruction,
  NEXT_STEP_FIELD,
  segmentsOf,
} from "../../model/wording.js";
import { Node, type ReturnStatement, type SourceFile, SyntaxKind } from "./morph.js";
import {
  type Bindings,
  bind,
  isJsonCall,
  isNothing,
  NO_BINDINGS,
  ownKeys,
  prop,
  propValue,
  resolve,
} from "./returns/bindings.js";
import {
  type Cond,
  conditionsBetween,
  fallbackCondition,
  ifCondition,
  isFailureCheck,
  isNotFoundCheck,
  isShapeFailureCheck,
} from "./returns/conditions.js";
import { enrichmentCall } from "./returns/enrichment.js";
import { absentAt, excludedEmptiness, siblingDiffers } from "./returns/exits.js";
import { catchFallsThroughSilently, caughtDefaults } from "./returns/fallthrough.js";
import { carriesFlag, copiedFrom, errorReturns, heldResultCall } from "./returns/flags.js";
import {
  awaitedOrigin,
  type DerivedList,
  fanOut,
  heldList,
  listBase,
  mappedContent,
  pushedFrom,
  scopeOf,
  templateText,
  testsEmptiness,
  testsSiblingCount,
  unformattedList,
  wrappedList,
} from "./returns/lists.js";
import {
  leavesBy,
  localFilters,
  parsesJson,
  pushedLists,
  returnedFrom,
  rewrittenArgs,
  SIGNAL_KEY,
  silentBlock,
  successConjunct,
} from "./returns/loops.js";
import { markerRuledOut } from "./returns/marker-tests.js";
import { noticeBefore } from "./returns/notices.js";
import { optionalStep } from "./returns/optional-step.js";
import { constString } from "./syntax/const-eval.js";
import { locOf } from "./syntax/location.js";
import { descendantsOfKind, descendantsOfKinds, descendantsOutside } from "./syntax/node-index.js";
import { findReferences } from "./syntax/references.js";
import {
  assignmentsTo,
  declarationsOf,
  functionOf,
  functionsOf,
  isFilledLater,
  isFunctionLike,
  parametersOf,
  propName,
  returnedExpressions,
  symbolOf,
  unwrap,
} from "./syntax/resolve.js";
import { type Env, evalIn, type HandlerEntry } from "./tools/index.js";
import type { UpstreamSite } from "./upstream.js";

/** One value a result's text can take: the expression, the conditions and helper calls on the way, and where it is decided. */
interface Alt {
  node: Node;
  env: Bindings;
  conds: ReturnCondition[];
  via: SourceLocation[];
  before: string[];
  /** Where this alternative is decided, when not at the outer return (a helper's return, a `let` write). */
  at?: Node;
  /** A synthetic empty: a list formatted straight into text, as it reads when the list is empty. */
  derived?: DerivedList;
  /** What earlier exits settle at the helper return this alternative comes from (see `ReturnPath.settled`). */
  settled?: ReturnPath["settled"];
}

const MAX_DEPTH = 6;
const MAX_ALTS = 24;

/** The parts of a path the value itself decides. */
type Shape = Pick<
  ReturnPath,
  | "kind"
  | "shape"
  | "fields"
  | "text"
  | "nextStep"
  | "constantHint"
  | "mentions"
  | "echoField"
  | "echoNames"
  | "subFields"
  | "credentials"
>;

export class ReturnReader {
  private readonly siteIds = new Map<Node, string>();
  /** Derived empty paths of a list a helper was handed and returns as it came (see `exprPaths`). */
  private readonly handed = new WeakMap<ReturnPath, Node>();
  private readonly reachMemo = new Map<Node, string[]>();
  private readonly inMemo = new Map<Node, string[]>();
  private readonly escapeMemo = new Map<Node, string[]>();
  /** While reading one dispatch branch: the other tools' branches, whose writes are not this tool's. */
  private otherBranches = new Set<Node>();
  /** A helper's `return null` on a failure, and the callers' returns that answer that null as an empty result. */
  private readonly nullShownBy = new WeakMap<ReturnPath, { caller: Node; at: Node; shape: ReturnPath["shape"] }[]>();
  /** Failure values of helpers that a handler shows as its result, by handler (see `flowedFailure`). */
  private readonly flowed = new Map<Node, ReturnPath[]>();
  private currentHandler: Node | undefined;
  /** The handler's own function and the values discovery bound in it (`tool` of `for (const tool of tools)`). */
  private entryFn: Node | undefined;
  private entryEnv: Env = new Map();

  constructor(
    sites: Map<string, UpstreamSite>,
    private readonly projectFiles: Set<SourceFile>,
  ) {
    for (const [id, s] of sites) this.siteIds.set(s.call, id);
    echoHelper = (call) => {
      if (!Node.isCallExpression(call)) return false;
      const fn = functionOf(call.getExpression());
      return (
        !!fn &&
        this.projectFiles.has(fn.getSourceFile()) &&
        mentionsParams(fn) &&
        !this.upstreamIn(fn).length &&
        call.getArguments().length > 0
      );
    };
  }

  /** Every way the tool's handler returns. */
  toolPaths(entry: HandlerEntry, params: string[] = []): ReturnPath[] {
    const root = entry.branch ?? entry.fn;
    if (!root) return [];
    this.otherBranches = new Set(entry.otherBranches);
    this.currentHandler = root;
    this.entryFn = entry.fn;
    this.entryEnv = entry.env;
    try {
      const own = this.functionReturns(root, NO_BINDINGS, [], 0, new Set(entry.otherBranches), [], []);
      const paths = dedupe([...own, ...this.afterSwitch(entry)]);
      // a filter counts for an empty path it runs before (in the handler's file; a path in a helper comes later)
      const local = localFilters(root, params);
      const rewrites = rewrittenArgs(root, params);
      for (const p of paths) {
        if (p.kind !== "empty") continue;
        const before = local.filter(
          (f) =>
            relativeFile(f.at) !== p.location.file ||
            f.at.getEndLineNumber() < p.location.line ||
            (p.via?.length ?? 0) > 0,
        );
        const names = [...new Set(before.map((f) => f.name))].sort();
        if (names.length) p.localFilters = names;
        const rw = rewrites.filter(
          (r) => relativeFile(r.at) !== p.location.file || r.at.getEndLineNumber() < p.location.line,
        );
        if (rw.length) p.rewritten = rw.map((r) => ({ param: r.param, as: r.as, location: locOf(r.at) }));
      }
      return paths;
    } finally {
      this.currentHandler = undefined;
      this.otherBranches = new Set();
      this.entryFn = undefined;
      this.entryEnv = new Map();
    }
  }

  /**
   * `case "a": r = await a(); break;` … `return fmt(r)`: the returns after a switch belong to every
   * case that breaks (or falls) out of it, under that case's condition.
   */
  private afterSwitch(entry: HandlerEntry): ReturnPath[] {
    const branch = entry.branch;
    const fn = entry.dispatcher;
    if (!branch || !fn || !(Node.isCaseClause(branch) || Node.isDefaultClause(branch))) return [];
    const sw = branch.getFirstAncestorByKind(SyntaxKind.SwitchStatement);
    if (!sw || !leavesBy(branch)) return [];
    const own = conditionsBetween(branch.getStatements()[0] ?? branch, fn).map((c) => c.model);
    const out: ReturnPath[] = [];
    for (const d of descendantsOutside(fn, [SyntaxKind.ReturnStatement], { skipClasses: true })) {
      if (d.getStart() < sw.getEnd() || !Node.isReturnStatement(d)) continue;
      const conds = [
        ...own,
        ...conditionsBetween(d, fn)
          .map((c) => c.model)
          .filter((c) => !own.some((o) => o.text === c.text)),
      ];
      const before = [...this.upstreamIn(branch), ...this.upstreamBefore(d, fn)];
      const expr = d.getExpression();
      out.push(
        ...(expr
          ? this.exprPaths(expr, NO_BINDINGS, conds, 0, [], before, d)
          : [this.path(nullShape(), d, conds, before, [])]),
      );
    }
    return out;
  }

  /**
   * The project function a callee denotes; in the handler itself also through the values discovery
   * bound there (`tool.handler(context, params)` inside `for (const tool of allTools)`).
   */
  private calleeFn(callee: Node): Node | undefined {
    const fn = functionOf(callee);
    if (fn || !this.entryFn || !this.entryEnv.size || !callee.getFirstAncestor((a) => a === this.entryFn)) return fn;
    const v = evalIn(callee, this.entryEnv);
    if (!v || v === callee) return undefined;
    return functionOf(v) ?? (isFunctionLike(unwrap(v)) ? unwrap(v) : undefined);
  }

  /** Returns in failure handlers of upstream requests, in the given (reached) functions. */
  failurePaths(functions: Node[], handler?: Node, otherBranches: Node[] = []): ReturnPath[] {
    const out: ReturnPath[] = [...(handler ? (this.flowed.get(handler) ?? []) : [])];
    for (const fn of functions) {
      let memo = this.skipsOf.get(fn);
      if (!memo) {
        memo = [...this.silentSkips(fn), ...this.droppedSignals(fn)];
        this.skipsOf.set(fn, memo);
      }
      out.push(...memo);
    }
    // the dispatcher's branches of other tools are theirs (`case "execute_graphql": … catch …`)
    const skip = new Set(otherBranches.map((b) => b.compilerNode));
    for (const fn of functions) {
      let found = fn === handler ? undefined : this.failuresOf.get(fn);
      if (!found) {
        found = this.failuresIn(fn, handler);
        if (fn !== handler) {
          // a suggestion helper whose every call fills a next-step field: its `catch → []` drops only the suggestions
          const bestEffort = found.some(({ paths }) =>
            paths.some((p) => p.kind === "empty" && p.failure?.kind === "catch"),
          )
            ? enrichmentCall(fn)
            : undefined;
          if (bestEffort)
            found = found.map(({ at, paths }) => ({
              at,
              paths: paths.map((p) =>
                p.kind === "empty" && p.failure?.kind === "catch" ? { ...p, failure: { ...p.failure, bestEffort } } : p,
              ),
            }));
          this.failuresOf.set(fn, found);
        }
      }
      for (const { at, paths } of found) if (!skip.size || !insideAny(at, skip, fn)) out.push(...paths);
    }
    if (handler) {
      let shown = this.shownOf.get(handler);
      if (!shown) {
        shown = [...this.shownHelperFailures(handler), ...this.droppedErrorFlags(handler)];
        this.shownOf.set(handler, shown);
      }
      for (const p of shown) if (!skip.size || !insideAny(p.at, skip, handler)) out.push(p.path);
    }
    // `catch { return null }` in a helper whose caller on this tool's way answers the null as "nothing found"
    const reached = new Set(functions);
    for (let i = 0; i < out.length; i++) {
      const p = out[i]!;
      const shown = this.nullShownBy.get(p)?.find((x) => reached.has(x.caller));
      if (shown && p.failure)
        out[i] = { ...p, kind: "empty", shape: shown.shape, failure: { ...p.failure, shownAt: locOf(shown.at) } };
    }
    return dedupe(out);
  }

  /**
   * `try { … return await obj.text() } catch (e) { console.error(e) } return null;`: a helper whose catch neither
   * returns nor throws falls through to its closing `return null`, so that null is the failure's value too
   * (beside "not there"). The failure of the requests in the try, when the return follows the try in a block
   * that holds it and returns nothing (null, undefined, an empty list or text).
   */
  private fellThroughCatch(d: ReturnStatement, fn: Node): ReturnPath["failure"] {
    const e = d.getExpression();
    if (e && !isNothing(unwrap(e))) return undefined;
    const holder = d.getParent();
    if (!holder || !Node.isBlock(holder) || holder.getParent() !== fn) return undefined;
    for (const t of descendantsOutside(fn, [SyntaxKind.TryStatement], { skipClasses: true })) {
      if (!Node.isTryStatement(t) || t.getEnd() > d.getStart() || t.getPos() < holder.getPos()) continue;
      const c = t.getCatchClause();
      if (!c || !catchFallsThroughSilently(c.getBlock())) continue;
      const ids = this.escapingUpstreamIn(t.getTryBlock());
      if (ids.length) return { kind: "catch", location: locOf(c), upstreamCalls: ids };
    }
    return undefined;
  }

  /** Failure returns in one function (`fn === handler` also reads a handler's own catch), each with the node it stands at. */
  private failuresIn(fn: Node, handler: Node | undefined): { at: Node; paths: ReturnPath[] }[] {
    const out: { at: Node; paths: ReturnPath[] }[] = [];
    for (const d of descendantsOutside(fn, [SyntaxKind.ReturnStatement, SyntaxKind.CallExpression])) {
      const paths: ReturnPath[] = [];
      out.push({ at: d, paths });
      if (Node.isReturnStatement(d)) {
        const conds = conditionsBetween(d, fn);
        const expr = d.getExpression();
        const failure =
          this.failureOf(conds, fn, d) ??
          (fn === handler && expr ? caughtInHandler(conds, expr) : undefined) ??
          (fn !== handler ? this.fellThroughCatch(d, fn) : undefined);
        if (!failure) continue;
        if (failure.kind === "catch" && expr && absenceStatedApart(conds, expr)) continue;
        const shown = expr
          ? this.exprPaths(
              expr,
              NO_BINDINGS,
              conds.map((c) => c.model),
              0,
              [],
              [],
              d,
            )
          : [
              this.path(
                nullShape(),
                d,
                conds.map((c) => c.model),
                [],
                [],
              ),
            ];
        for (const p of shown)
          if (failure.upstreamCalls.length || p.shape === "content" || p.shape === "text") {
            const fp = { ...p, failure };
            paths.push(fp);
            if (p.shape === "null" && failure.upstreamCalls.length) {
              const callers = this.callersAnsweringNull(fn);
              if (callers.length) this.nullShownBy.set(fp, callers);
            }
          }
      }
      // fetch(url).then(r => r.json()).catch(() => [])
      if (Node.isCallExpression(d)) {
        const callee = d.getExpression();
        const cb = d.getArguments()[0];
        if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "catch" || !cb || !isFunctionLike(cb))
          continue;
        const ids = this.upstreamIn(callee.getExpression());
        if (!ids.length) continue;
        const failure = { kind: "catch" as const, location: locOf(callee.getNameNode()), upstreamCalls: ids };
        for (const p of this.functionReturns(
          cb,
          NO_BINDINGS,
          [{ kind: "failure", negated: false, text: ".catch(…)" }],
          0,
          new Set(),
          [],
          [],
        ))
          paths.push({ ...p, failure });
      }
    }
    // `catch { items = [] }` and on: the failure falls through as a default the result is built from
    for (const d of caughtDefaults(fn, (n) => this.escapingUpstreamIn(n))) {
      // a helper that answers "nothing" for the default, read by every caller only where it is there: an optional
      // step the tool goes on without, whose failure never reaches the result
      if (fn !== handler && optionalStep(fn, d.name)) continue;
      const failure: NonNullable<ReturnPath["failure"]> = {
        kind: "catch",
        location: locOf(d.catchClause),
        upstreamCalls: d.ids,
        defaulted: { name: d.name, value: d.value, assigned: d.assigned },
      };
      const conditions = conditionsBetween(d.at, fn).map((c) => c.model);
      const shape = d.shape === "text" ? "text" : d.shape;
      out.push({
        at: d.at,
        paths: [
          { ...nullShape(), kind: "empty", shape, location: locOf(d.at), conditions, upstreamBefore: d.ids, failure },
        ],
      });
    }
    return out.filter((f) => f.paths.length);
  }

  /**
   * `try { const st = await fs.stat(p); return { size: st.size, mtime: st.mtime } } catch { return { size: 0,
   * mtime: new Date(0) } }`: the failure branch builds the same record with stand-ins, so "unknown" reads
   * as a real zero. One entry per such record, in the given (reached) functions.
   */
  /** Per function: what standIns, silentSkips and droppedSignals find there (the same for every tool reaching it). */
  private readonly standInsOf = new Map<Node, StandInRecord[]>();
  private readonly skipsOf = new Map<Node, ReturnPath[]>();
  private readonly failuresOf = new Map<Node, { at: Node; paths: ReturnPath[] }[]>();

  standIns(functions: Node[]): StandInRecord[] {
    const out: StandInRecord[] = [];
    for (const fn of functions) {
      let memo = this.standInsOf.get(fn);
      if (!memo) {
        memo = this.standInsIn(fn);
        this.standInsOf.set(fn, memo);
      }
      out.push(...memo);
    }
    return out.sort((a, b) => cmp(locKey(a.location), locKey(b.location)));
  }

  private standInsIn(fn: Node): StandInRecord[] {
    const out: StandInRecord[] = [];
    for (const t of descendantsOutside(fn, [SyntaxKind.TryStatement], { skipClasses: true })) {
      if (!Node.isTryStatement(t)) continue;
      const c = t.getCatchClause();
      const tryBlock = t.getTryBlock();
      if (!c) continue;
      const reads =
        this.upstreamIn(tryBlock).length > 0 || descendantsOfKind(tryBlock, SyntaxKind.AwaitExpression).length > 0;
      if (!reads) continue;
      const records = (block: Node) =>
        descendantsOfKind(block, SyntaxKind.ReturnStatement)
          .filter((r) => r.getFirstAncestor((a) => isFunctionLike(a) || a === block) === block)
          .flatMap((r) => (r.getExpression() ? [unwrap(r.getExpression()!)] : []))
          .filter((e): e is import("ts-morph").ObjectLiteralExpression => Node.isObjectLiteralExpression(e));
      const ok = records(tryBlock);
      for (const bad of records(c.getBlock())) {
        const keys = ownKeys(bad);
        if (keys.some((k) => REASON_KEY.test(k))) continue;
        const twin = ok.find((o) => {
          const k = ownKeys(o);
          return k.length === keys.length && k.every((x) => keys.includes(x));
        });
        if (!twin) continue;
        const fields: { field: string; value: string; at: Node; readAt: Node }[] = [];
        for (const p of bad.getProperties()) {
          const key = propName(p);
          const v = Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
          const good = key ? prop(twin, key) : undefined;
          if (
            !key ||
            !v ||
            !good ||
            !isStandIn(unwrap(v)) ||
            constString(good) !== undefined ||
            isStandIn(unwrap(good)) ||
            // `null` for a value the success branch never has (a whole sub-request's answer) only means "failed"
            (unwrap(v).getKind() === SyntaxKind.NullKeyword && !mayBeNull(good, key, t))
          )
            continue;
          fields.push({ field: key, value: v.getText(), at: p, readAt: good });
        }
        const first = fields[0];
        if (!first) continue;
        out.push({
          field: first.field,
          value: first.value,
          location: locOf(first.at),
          readAt: locOf(first.readAt),
          failure: locOf(c),
          others: [...new Set(fields.slice(1).map((f) => f.field))].sort(),
        });
      }
    }
    return out;
  }

  /**
   * `at`: the return judged. Of a failed-status or body-flag test, only the upstream calls that can have run before
   * it count: a check of the caller's arguments ahead of every request (`if (check.error) return …`) tests no
   * answer ("an input-validation message returned before any upstream call" is not rule 3).
   */
  private failureOf(conds: Cond[], fn: Node, at?: Node): ReturnPath["failure"] {
    for (let i = conds.length - 1; i >= 0; i--) {
      const c = conds[i]!;
      if (c.kind === "catch") {
        const tryStmt = c.node.getParentIfKind(SyntaxKind.TryStatement);
        // upstream calls whose failure can reach this catch: not those a helper on the way already
        // swallowed (`getPersons()` catching its own fetch and returning [])
        let ids = tryStmt ? this.escapingUpstreamIn(tryStmt.getTryBlock()) : [];
        // a parse of the upstream's own text that fails is the upstream failing, not "nothing found"
        if (!ids.length && tryStmt && parsesJson(tryStmt.getTryBlock())) {
          ids = this.upstreamIn(fn);
          if (ids.length) return { kind: "catch", location: locOf(c.node), upstreamCalls: ids, unreadable: true };
        }
        if (ids.length) return { kind: "catch", location: locOf(c.node), upstreamCalls: ids };
      }
      // `if (res.status === 404)`: the source answered that the thing is not there — an empty result, not a failure
      if (c.kind === "if" && isNotFoundCheck(c.node, c.negated)) return undefined;
      if (c.kind === "if" && isFailureCheck(c.node, c.negated)) {
        const ids = at ? this.upstreamMaybeBefore(at, fn) : this.upstreamIn(fn);
        if (ids.length)
          return {
            kind: "status",
            location: locOf(c.node),
            upstreamCalls: ids,
            ...(isShapeFailureCheck(c.node, c.negated) ? { shape: true as const } : {}),
          };
      }
    }
    return undefined;
  }

  private functionReturns(
    root: Node,
    env: Bindings,
    outerConds: ReturnCondition[],
    depth: number,
    skip: Set<Node>,
    via: SourceLocation[],
    outerBefore: string[],
  ): ReturnPath[] {
    const body = Node.isArrowFunction(root) ? root.getBody() : undefined;
    if (body && !Node.isBlock(body)) return this.exprPaths(body, env, outerConds, depth, via, outerBefore, body);
    const out: ReturnPath[] = [];
    for (const d of descendantsOutside(root, [SyntaxKind.ReturnStatement, SyntaxKind.ThrowStatement], {
      skip,
      skipClasses: true,
    })) {
      const between = conditionsBetween(d, root);
      const conds = [...outerConds, ...between.map((c) => c.model)];
      const settled = settledFor(d, between, env);
      const before = [...outerBefore, ...this.upstreamBefore(d, root)];
      if (Node.isThrowStatement(d)) {
        if (caughtWithin(d, root)) continue; // a throw its own function catches is not a way out
        out.push(
          this.path({ ...nullShape(), kind: "error", shape: "throw", nextStep: "unknown" }, d, conds, before, via),
        );
        continue;
      }
      const expr = (d as ReturnStatement).getExpression();
      if (!expr) out.push(settle(this.path(nullShape(), d, conds, before, via), settled));
      else out.push(...this.exprPaths(expr, env, conds, depth, via, before, d).map((p) => settle(p, settled)));
    }
    return out;
  }

  /** Paths for a returned expression: conditionals split, returned helper calls followed. */
  private exprPaths(
    expr: Node,
    env: Bindings,
    conds: ReturnCondition[],
    depth: number,
    via: SourceLocation[],
    before: string[],
    at: Node,
  ): ReturnPath[] {
    const { node: n, env: e } = resolve(expr, env);
    if (Node.isConditionalExpression(n)) {
      const c = n.getCondition();
      const dead = (v: boolean) => ternarySettled(c, v, e);
      return [
        ...this.exprPaths(n.getWhenTrue(), e, [...conds, ifCondition(c, false)], depth, via, before, at).map((p) =>
          settle(p, dead(true)),
        ),
        ...this.exprPaths(n.getWhenFalse(), e, [...conds, ifCondition(c, true)], depth, via, before, at).map((p) =>
          settle(p, dead(false)),
        ),
      ];
    }
    if (Node.isCallExpression(n) && depth < MAX_DEPTH) {
      const fn = this.calleeFn(n.getExpression());
      if (fn && this.projectFiles.has(fn.getSourceFile()) && fn !== at && !isJsonCall(n)) {
        const inner = bind(fn, n.getArguments(), e);
        const argsBefore = n.getArguments().flatMap((a) => this.upstreamIn(a));
        const sub = this.functionReturns(
          fn,
          inner,
          conds,
          depth + 1,
          new Set(),
          [...via, locOf(n)],
          [...before, ...argsBefore],
        );
        // `return adapter.all(q)` through an interface: every implementation's returns
        for (const g of functionsOf(n.getExpression()))
          if (g !== fn && this.projectFiles.has(g.getSourceFile()))
            sub.push(
              ...this.functionReturns(
                g,
                bind(g, n.getArguments(), e),
                conds,
                depth + 1,
                new Set(),
                [...via, locOf(n)],
                [...before, ...argsBefore],
              ),
            );
        // `const r = await search(q); if (r.text.startsWith("No results") === false) return r;`: a helper text the
        // caller tests for and replaces with another path is its marker, not what this return shows
        const held = unwrap(expr);
        if (Node.isIdentifier(held))
          for (const p of [...sub]) if (markerRuledOut(at, held.getText(), p.text)) sub.splice(sub.indexOf(p), 1);
        // a helper the handler hands some values to and that makes the request itself: only those can go out
        if (
          depth === 0 &&
          !before.length &&
          !argsBefore.length &&
          this.upstreamIn(fn).length &&
          !fn.getFirstAncestor((a) => a === this.entryFn)
        ) {
          const passed = passedNames(n, this.entryFn);
          if (passed) for (const p of sub) settle(p, { passed });
        }
        // `return paginate(rows, limit)`: a helper that passes on the list it was handed returns the caller's
        // list, so its empty result is the caller's return
        for (const p of [...sub]) {
          const param = this.handed.get(p);
          if (!param || param.getParent() !== fn) continue;
          const arg =
            n.getArguments()[(fn as import("ts-morph").FunctionDeclaration).getParameters().indexOf(param as never)];
          // the caller tested the list it hands over (`if (!rows.length) return …; return page(rows)`)
          if (arg && testsEmptiness(scopeOf(at), unwrap(arg).getText())) {
            sub.splice(sub.indexOf(p), 1);
            continue;
          }
          p.location = locOf(at);
          p.derived = { ...p.derived!, location: locOf(at) };
          const further = arg ? handedList(arg, e) : undefined;
          if (further) this.handed.set(p, further);
          else this.handed.delete(p);
        }
        // A one-return builder (`text(t)`, `toResult(entries, hint)`) is decided by its call: locate it there.
        // So is its one return when the list it was handed gives it an empty path beside the data one
        // (`createSuccess(data)` with `data` carrying the answer's rows): both stand at the call.
        const inFn = (l: SourceLocation) =>
          l.file === locOf(fn).file && l.line >= locOf(fn).line && l.endLine <= locOf(fn).endLine;
        // the list named by the caller, not read in the builder (`createSuccess(data)` is handed it in `data`)
        const handedIn = (p: ReturnPath) => !!p.derived && !fn.getText().includes(p.derived.list);
        const one =
          sub.length === 2 &&
          returnedExpressions(fn).length === 1 &&
          sub.every((p) => inFn(p.location)) &&
          sub.some(handedIn);
        if ((sub.length === 1 || one) && mentionsParams(fn))
          return sub.map((p) => ({
            ...p,
            location: locOf(at),
            via,
            builtAt: p.builtAt ?? p.location,
          }));
        // `const r = check(); if (r) return r;`: the guard rules out the helper's null returns
        const guarded =
          Node.isIdentifier(unwrap(expr)) &&
          conds.some((c) => c.kind === "guard" && !c.negated && c.subject === unwrap(expr).getText());
        const kept = guarded ? sub.filter((p) => p.shape !== "null") : sub;
        if (kept.length) return kept;
      }
    }
    if (Node.isIdentifier(n) && depth < MAX_DEPTH && assignmentsTo(n)) {
      const alts = this.textAlternatives(n, e, depth, new Set());
      if (alts.length > 1 || alts.some((x) => x.derived || x.node !== n))
        return this.plainAltPaths(alts, conds, before, via, at);
    }
    const text = Node.isObjectLiteralExpression(n) ? contentText(n, e) : undefined;
    if (text && depth < MAX_DEPTH) {
      const alts = this.textAlternatives(text.node, text.env, depth, new Set());
      const plain = resolve(text.node, text.env).node;
      if (
        alts.length > 1 ||
        alts.some((x) => x.derived || x.node !== plain || this.flowedFailure(x.node, x.env).length)
      )
        return this.altPaths(n, e, alts, conds, before, via, at);
    }
    // `content: items.map((i) => ({ type: "text", text: … }))`: an empty upstream list leaves no content at all
    const content = Node.isObjectLiteralExpression(n) ? prop(n, "content") : undefined;
    const mapped = content ? mappedContent(content) : undefined;
    if (mapped && content && depth < MAX_DEPTH) {
      const derived: DerivedList = {
        ...mapped,
        at: content,
        awaited: awaitedOrigin(mapped.listNode, e, 0),
        fanOut: fanOut(mapped.listNode, e),
        shown: shownList(mapped.listNode, e),
      };
      const shape = this.shapeOf(n, e);
      const data = this.path(shape, at, conds, before, via);
      if (!owesEmptyPath(derived, conds, before, at)) return [data];
      return [data, this.derivedEmptyPath({ ...shape, mentions: [] }, derived, conds, before, via, [at])];
    }
    // `return { fieldStats: stats }` (a framework serialises it), `structuredContent: { items }`, `return rows.slice(0, n)`:
    // an upstream collection carried as it came is empty whenever the source has nothing
    const held = depth < MAX_DEPTH ? heldCollection(n, e) : undefined;
    if (held) {
      const derived: DerivedList = {
        ...held,
        at,
        awaited: awaitedOrigin(held.listNode, e, 0),
        fanOut: fanOut(held.listNode, e),
        shown: shownList(held.listNode, e),
      };
      const shape = this.shapeOf(n, e);
      const data = this.path(shape, at, conds, before, via);
      if (!owesEmptyPath(derived, conds, before, at) || this.definitionTestsEmptiness(derived)) return [data];
      derived.handed = handedList(held.listNode, e);
      return [data, this.derivedEmptyPath({ ...shape, mentions: [] }, derived, conds, before, via)];
    }
    const mutated = Node.isIdentifier(n) ? this.mutatedResult(n, e, at) : undefined;
    if (mutated) return mutated.map((m) => this.path(m.shape, at, [...conds, ...m.conds], before, via));
    return [this.path(this.shapeOf(n, e), at, conds, before, via)];
  }

  /**
   * `const result = { content: [] }; … result.content.push({ type: "text", text }); result.isError = true;
   * return result`: a result object built by mutation, read with its writes before the return. An
   * `isError` set under a condition of its own gives a second path. Undefined when `id` is no such object.
   */
  private mutatedResult(id: Node, env: Bindings, at: Node): { shape: Shape; conds: ReturnCondition[] }[] | undefined {
    const decl = declarationsOf(id)[0];
    const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
    const obj = init ? unwrap(init) : undefined;
    if (!decl || !obj || !Node.isObjectLiteralExpression(obj)) return undefined;
    if (!ownKeys(obj).some((k) => k === "content" || k === "isError" || k === "structuredContent")) return undefined;
    const fn = decl.getFirstAncestor((a) => isFunctionLike(a));
    if (!fn || !Node.isVariableDeclaration(decl) || !isFilledLater(decl.getNameNode())) return undefined;
    const atConds = new Set(conditionsBetween(at, fn).map((c) => c.node));
    const own = (w: Node) => conditionsBetween(w, fn).filter((c) => !atConds.has(c.node));
    const pushed: Node[] = [];
    const errorWrites: { conds: Cond[] }[] = [];
    for (const ref of descendantsOfKind(fn, SyntaxKind.Identifier)) {
      if (ref.getText() !== id.getText() || ref.getStart() >= at.getStart() || declarationsOf(ref)[0] !== decl)
        continue;
      const pa = ref.getParent();
      if (!pa || !Node.isPropertyAccessExpression(pa) || pa.getExpression() !== ref) continue;
      const up = pa.getParent();
      // result.isError = true
      if (pa.getName() === "isError" && up && Node.isBinaryExpression(up) && up.getLeft() === pa) {
        if (unwrap(up.getRight()).getKind() !== SyntaxKind.FalseKeyword) errorWrites.push({ conds: own(up) });
        continue;
      }
      // result.content.push({ type: "text", text })
      const push = up?.getParent();
      if (
        pa.getName() === "content" &&
        up &&
        Node.isPropertyAccessExpression(up) &&
        up.getName() === "push" &&
        push &&
        Node.isCallExpression(push) &&
        reaches(push, at)
      )
        pushed.push(...push.getArguments());
    }
    let shape = this.objectShape(obj, env);
    const items = pushed.map((a) => resolve(a, env)).filter((x) => Node.isObjectLiteralExpression(x.node));
    if (items.length && shape.shape !== "structured") {
      const texts = items.map((x) => {
        const t = prop(x.node, "text");
        return t ? resolve(t, x.env) : undefined;
      });
      const consts = texts.map((t) => (t ? constString(t.node)?.value : undefined));
      const mentions = [...new Set(texts.flatMap((t) => (t ? mentionsOf(t.node, t.env) : [])))].sort();
      shape = consts.every((c) => c !== undefined)
        ? { ...this.textShape(items[0]!.node, consts.join("\n"), env, "content"), mentions }
        : { ...nullShape(), kind: "data", shape: "content", nextStep: "unknown", mentions };
      if (
        Node.isArrayLiteralExpression(unwrap(prop(obj, "content") ?? obj)) &&
        unwrap(prop(obj, "content")!).getText() !== "[]"
      )
        shape = { ...shape, kind: "data", nextStep: shape.nextStep === "yes" ? "yes" : "unknown" };
    }
    const always = errorWrites.some((w) => !w.conds.length);
    if (always) return [{ shape: { ...shape, kind: "error" }, conds: [] }];
    const out: { shape: Shape; conds: ReturnCondition[] }[] = [{ shape, conds: [] }];
    for (const w of errorWrites) out.push({ shape: { ...shape, kind: "error" }, conds: w.conds.map((c) => c.model) });
    return out;
  }

  /**
   * A tool defined as an object (`tool(name, { handler, format })`) whose other functions test the list's
   * key for emptiness (`format: (r) => r.studies.length ? … : "No studies; try …"`): the empty case is handled there.
   */
  private definitionTestsEmptiness(d: DerivedList): boolean {
    const fn = this.entryFn;
    const holder = fn?.getParent();
    const def = holder && Node.isObjectLiteralExpression(holder) ? holder : holder?.getParent();
    if (!fn || !def || !Node.isObjectLiteralExpression(def)) return false;
    return testsEmptiness(def, d.key ?? d.list);
  }

  /** The synthetic empty path of a list formatted straight into text (`Alt.derived`), on the shape around it. */
  private derivedEmptyPath(
    base: Shape,
    derived: DerivedList,
    conds: ReturnCondition[],
    before: string[],
    via: SourceLocation[],
    returns: (Node | undefined)[] = [],
  ): ReturnPath {
    // the envelope's own next-step field (`suggestions` built from the query) stays when the list empties; one
    // that is a single constant on every answer, empty or not, is "eine Formulierung des Nulls" (rule 3)
    const hinted = base.nextStep === "yes" && !base.constantHint && base.fields.some((f) => NEXT_STEP_FIELD.test(f));
    const text = {
      text: segmentsOf(derived.text),
      nextStep: givesInstruction(derived.text) || hinted ? "yes" : "no",
    } as const;
    const p = this.path({ ...base, kind: "empty", ...text }, returnOf(derived.at, returns), conds, before, via);
    p.derived = { list: derived.shown ?? derived.list, location: locOf(derived.at) };
    if (derived.handed) this.handed.set(p, derived.handed);
    return p;
  }

  /** Paths for a returned `let` whose value takes several forms (a text set by helpers, reassigned in branches). */
  private plainAltPaths(
    alts: Alt[],
    conds: ReturnCondition[],
    before: string[],
    via: SourceLocation[],
    at: Node,
  ): ReturnPath[] {
    const out: ReturnPath[] = [];
    for (const a of alts) {
      const allConds = [...conds, ...a.conds];
      const allBefore = [...before, ...a.before];
      if (a.derived) {
        if (owesEmptyPath(a.derived, allConds, allBefore, at))
          out.push(
            this.derivedEmptyPath(
              { ...nullShape(), shape: "text" },
              a.derived,
              allConds,
              allBefore,
              [...via, ...a.via],
              [a.at, at],
            ),
          );
        continue;
      }
      out.push(
        settle(this.path(this.shapeOf(a.node, a.env), a.at ?? at, allConds, allBefore, [...via, ...a.via]), a.settled),
      );
    }
    return out;
  }

  /** Paths for a result object whose text takes several values (alternatives, helper returns, `let` writes, an unformatted list). */
  private altPaths(
    obj: Node,
    env: Bindings,
    alts: Alt[],
    conds: ReturnCondition[],
    before: string[],
    via: SourceLocation[],
    at: Node,
  ): ReturnPath[] {
    const out: ReturnPath[] = [];
    for (const a of alts) {
      const allConds = [...conds, ...a.conds];
      const allBefore = [...before, ...a.before];
      if (a.derived) {
        if (!owesEmptyPath(a.derived, allConds, allBefore, at)) continue;
        const shape = this.objectShape(obj, env, a);
        // what the empty list leaves of the text: "" or a constant header mentions nothing of the request
        // …and a value printed only inside each row (`records.map((r) => fields.map(…))`) is shown by no row at all
        const mentions = a.derived.text.includes("${…}") ? withoutRowMentions(shape.mentions, a, a.derived.list) : [];
        out.push(
          this.derivedEmptyPath({ ...shape, mentions }, a.derived, allConds, allBefore, [...via, ...a.via], [a.at, at]),
        );
        continue;
      }
      const p = settle(
        this.path(this.objectShape(obj, env, a), a.at ?? at, allConds, allBefore, [...via, ...a.via]),
        a.settled,
      );
      out.push(p);
      // a failure value shown inside an error result (`isError: true`) is reported as an error: nothing hidden
      for (const f of p.kind === "error" || p.kind === "input-required" ? [] : this.flowedFailure(a.node, a.env)) {
        const handler = this.currentHandler;
        if (!handler) continue;
        const list = this.flowed.get(handler) ?? [];
        list.push({ ...p, kind: "data", shape: "content", location: locOf(a.node), failure: f });
        this.flowed.set(handler, list);
      }
    }
    return out;
  }

  /**
   * `const item = await fetchOrNull(id); if (!item) return text("Nothing found.")`: the callers of a helper
   * whose returns include a failure's `null`, each with its return that answers the absent value with a
   * result that is no error (an empty text, "not found", an empty list). A caller that throws or sets
   * `isError` there tells the failure and is left out.
   */
  private callersAnsweringNull(fn: Node): { caller: Node; at: Node; shape: ReturnPath["shape"] }[] {
    const nameNode =
      Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn)
        ? fn.getNameNode()
        : Node.isVariableDeclaration(fn.getParent())
          ? (fn.getParent() as import("ts-morph").VariableDeclaration).getNameNode()
          : undefined;
    if (!nameNode || !Node.isIdentifier(nameNode)) return [];
    const out: { caller: Node; at: Node; shape: ReturnPath["shape"] }[] = [];
    for (const ref of findReferences(nameNode)) {
      let call: Node | undefined = ref.getParent();
      if (call && Node.isPropertyAccessExpression(call) && call.getNameNode() === ref) call = call.getParent();
      if (
        !call ||
        !Node.isCallExpression(call) ||
        (call.getExpression() !== ref && call.getExpression() !== ref.getParent())
      )
        continue;
      let holder: Node | undefined = call.getParent();
      if (holder && Node.isAwaitExpression(holder)) holder = holder.getParent();
      if (!holder || !Node.isVariableDeclaration(holder) || !Node.isIdentifier(holder.getNameNode())) continue;
      const name = holder.getName();
      const caller = holder.getFirstAncestor((a) => isFunctionLike(a));
      if (!caller || !this.projectFiles.has(caller.getSourceFile())) continue;
      for (const r of descendantsOutside(caller, [SyntaxKind.ReturnStatement], { skipClasses: true })) {
        if (r.getStart() < holder.getEnd() || !Node.isReturnStatement(r)) continue;
        const tests = conditionsBetween(r, caller).some(
          (c) =>
            (c.model.kind === "guard" && c.model.negated && c.model.subject === name) ||
            (c.model.kind === "emptiness" && (c.model.subject === name || c.model.subject?.startsWith(`${name}.`))),
        );
        const expr = r.getExpression();
        if (!tests || !expr) continue;
        const shown = this.exprPaths(expr, NO_BINDINGS, [], 0, [], [], r);
        if (!shown.length || shown.some((p) => p.kind === "error" || p.shape === "throw" || p.shape === "null"))
          continue;
        out.push({ caller, at: r, shape: shown[0]!.shape });
      }
    }
    return out;
  }

  /**
   * `text: r.data` where `r = await helper()` and the helper returns `{ data: \`failed ${status}\` }` in a
   * failure branch of its upstream request: the failure is shown as the result. One entry per such return.
   */
  private flowedFailure(node: Node, env: Bindings): NonNullable<ReturnPath["failure"]>[] {
    const n = unwrap(node);
    if (!Node.isPropertyAccessExpression(n)) return [];
    const key = n.getName();
    const holder = resolve(n.getExpression(), env).node;
    if (!Node.isCallExpression(holder)) return [];
    const fn = functionOf(holder.getExpression());
    if (!fn || !this.projectFiles.has(fn.getSourceFile())) return [];
    const shownBy = n.getFirstAncestorByKind(SyntaxKind.ReturnStatement);
    const forwardsIsError = !!shownBy?.getText().includes(`${n.getExpression().getText()}.isError`);
    const out: NonNullable<ReturnPath["failure"]>[] = [];
    for (const d of descendantsOutside(fn, [SyntaxKind.ReturnStatement], { skipClasses: true })) {
      const expr = Node.isReturnStatement(d) ? d.getExpression() : undefined;
      if (!expr) continue;
      const obj = resolve(expr, NO_BINDINGS).node;
      const v = Node.isObjectLiteralExpression(obj) ? prop(obj, key) : undefined;
      if (!v || isNothing(unwrap(v))) continue;
      // `{ formatted: message, isError: true }` shown by `{ content: […], ...(result.isError && { isError: true }) }`
      if (forwardsIsError && Node.isObjectLiteralExpression(obj)) {
        const flag = prop(obj, "isError");
        if (flag && unwrap(flag).getKind() !== SyntaxKind.FalseKeyword) continue;
      }
      const f = this.failureOf(conditionsBetween(d, fn), fn, d);
      if (f) out.push({ ...f, returnedAt: locOf(d) });
    }
    return out;
  }

  private readonly shownOf = new Map<Node, { at: Node; path: ReturnPath }[]>();

  /**
   * `const result = await apiRequest(url); return { content: [{ type: "text", text: JSON.stringify(result) }] }`
   * where the helper catches its request's failure and returns a value (an error envelope, an error text,
   * `{ error }`): the handler shows that value as an answer, with no test of it on the way. One path per
   * such helper return, at the handler's return that shows it.
   */
  private shownHelperFailures(handler: Node): { at: Node; path: ReturnPath }[] {
    const out: { at: Node; path: ReturnPath }[] = [];
    for (const r of descendantsOutside(handler, [SyntaxKind.ReturnStatement], { skipClasses: true })) {
      const expr = Node.isReturnStatement(r) ? r.getExpression() : undefined;
      const obj = expr ? unwrap(expr) : undefined;
      if (!obj) continue;
      // the texts the result shows: its content items' texts, or a formatter's whole result (`return format(result)`)
      let texts: Node[];
      if (Node.isObjectLiteralExpression(obj)) {
        const isError = prop(obj, "isError");
        if (isError && unwrap(isError).getKind() !== SyntaxKind.FalseKeyword) continue;
        const content = prop(obj, "content");
        const items = content && Node.isArrayLiteralExpression(unwrap(content)) ? unwrap(content) : undefined;
        if (!items || !Node.isArrayLiteralExpression(items)) continue;
        texts = items.getElements().flatMap((item) => {
          const t = Node.isObjectLiteralExpression(unwrap(item)) ? prop(unwrap(item), "text") : undefined;
          return t ? [t] : [];
        });
      } else if (Node.isCallExpression(obj) && formats(obj)) texts = [obj];
      else continue;
      const conds = conditionsBetween(r, handler);
      // a return in a failure branch of the handler's own is judged as that failure's return
      if (conds.some((c) => c.kind === "catch" || c.model.kind === "failure")) continue;
      const seen = new Set<Node>();
      for (const text of texts) {
        for (const id of shownValues(text)) {
          const held = heldHelperCall(id, handler);
          if (!held || seen.has(held.fn)) continue;
          seen.add(held.fn);
          if (!this.projectFiles.has(held.fn.getSourceFile()) || testedBetween(handler, held.decl, r, id.getText()))
            continue;
          for (const d of descendantsOutside(held.fn, [SyntaxKind.ReturnStatement], { skipClasses: true })) {
            const v = Node.isReturnStatement(d) ? d.getExpression() : undefined;
            if (!v || isNothing(unwrap(v))) continue;
            const f = this.failureOf(conditionsBetween(d, held.fn), held.fn, d);
            if (!f?.upstreamCalls.length) continue;
            const shape = this.shapeOf(obj, NO_BINDINGS);
            const p = this.path(
              shape,
              r,
              conds.map((c) => c.model),
              [],
              [],
            );
            out.push({
              at: r,
              path: { ...p, kind: "data", shape: "content", failure: { ...f, returnedAt: locOf(d) } },
            });
          }
        }
      }
    }
    return out;
  }

  /**
   * `const r = await listThings(); return { content: [{ type: "text", text: r.content[0].text }] }` where the
   * helper returns `{ isError: true, content: […] }` on a failure: the new result copies the helper's text
   * without its flag, so the failure reads as data. One path per such return of the handler, with the
   * helper's first error return (one in a failure branch of an upstream request first).
   */
  private droppedErrorFlags(handler: Node): { at: Node; path: ReturnPath }[] {
    const out: { at: Node; path: ReturnPath }[] = [];
    const inProject = (n: Node) => this.projectFiles.has(n.getSourceFile());
    for (const r of descendantsOutside(handler, [SyntaxKind.ReturnStatement], { skipClasses: true })) {
      const expr = Node.isReturnStatement(r) ? r.getExpression() : undefined;
      const obj = expr ? unwrap(expr) : undefined;
      if (!obj || !Node.isObjectLiteralExpression(obj)) continue;
      const content = prop(obj, "content");
      if (!content) continue;
      const c = unwrap(content);
      const sources = Node.isArrayLiteralExpression(c)
        ? c.getElements().flatMap((item) => {
            const t = Node.isObjectLiteralExpression(unwrap(item)) ? prop(unwrap(item), "text") : undefined;
            const from = t ? copiedFrom(t) : copiedFrom(c);
            return from ? [from] : [];
          })
        : [copiedFrom(c)].filter((x): x is Node => !!x);
      const conds = conditionsBetween(r, handler);
      if (conds.some((k) => k.kind === "catch" || k.model.kind === "failure")) continue;
      for (const id of sources) {
        if (carriesFlag(obj, id.getText())) continue;
        const held = heldResultCall(id, handler);
        if (!held || !inProject(held.fn) || testedBetween(handler, held.decl, r, id.getText())) continue;
        const errors = errorReturns(held.fn, inProject);
        if (!errors.length) continue;
        const withUpstream = errors
          .map((d) => ({ d, f: this.failureOf(conditionsBetween(d, held.fn), held.fn, d) }))
          .find((x) => x.f?.upstreamCalls.length);
        // else one in a failure handler of the helper's own (`catch (e) { return { isError: true, … } }`)
        const inCatch = errors.find((e) => conditionsBetween(e, held.fn).some((k) => k.kind === "catch"));
        const d = withUpstream?.d ?? inCatch ?? errors[0]!;
        const f: NonNullable<ReturnPath["failure"]> = withUpstream?.f ?? {
          kind: "status",
          location: locOf(d),
          upstreamCalls: [],
        };
        const p = this.path(
          this.shapeOf(obj, NO_BINDINGS),
          r,
          conds.map((k) => k.model),
          [],
          [],
        );
        out.push({
          at: r,
          path: { ...p, kind: "data", shape: "content", failure: { ...f, returnedAt: locOf(d), flagDropped: true } },
        });
        break;
      }
    }
    return out;
  }

  /**
   * A loop that builds the returned list and drops an item whose request failed, without a count or an
   * `errors` entry: `try { … list.push(x) } catch { continue }`, `if (d.ok) list.push(d.item)`, `if (!d.ok) continue`.
   */
  private silentSkips(fn: Node): ReturnPath[] {
    const out: ReturnPath[] = [];
    const loops = descendantsOutside(
      fn,
      [SyntaxKind.ForOfStatement, SyntaxKind.ForStatement, SyntaxKind.ForInStatement, SyntaxKind.WhileStatement],
      { skipClasses: true },
    );
    for (const loop of loops) {
      const body = (loop as unknown as { getStatement(): Node }).getStatement();
      const pushed = pushedLists(body).filter((l) => returnedFrom(l));
      if (!pushed.length) continue;
      const ids = this.upstreamIn(body);
      for (const t of descendantsOfKind(body, SyntaxKind.TryStatement)) {
        const c = t.getCatchClause();
        if (!c || !silentBlock(c.getBlock()) || t.getFirstAncestor((a) => isFunctionLike(a) || a === body) !== body)
          continue;
        const tryIds = this.upstreamIn(t.getTryBlock());
        if (!tryIds.length && !descendantsOfKind(t.getTryBlock(), SyntaxKind.AwaitExpression).length) continue;
        out.push(this.skipPath(c, tryIds.length ? tryIds : ids, fn));
      }
      if (!ids.length) continue;
      for (const i of descendantsOfKind(body, SyntaxKind.IfStatement)) {
        if (i.getFirstAncestor((a) => isFunctionLike(a) || a === body) !== body) continue;
        const cond = i.getExpression();
        const then = i.getThenStatement();
        const skipsOnFailure = isFailureCheck(cond, false) && silentBlock(then, true);
        const keepsOnSuccess = !i.getElseStatement() && pushedLists(then).length > 0 && successConjunct(cond);
        if (skipsOnFailure || keepsOnSuccess) out.push(this.skipPath(i, ids, fn));
      }
    }
    return out;
  }

  private skipPath(at: Node, ids: string[], fn: Node): ReturnPath {
    const conds = conditionsBetween(at, fn).map((c) => c.model);
    return {
      ...nullShape(),
      kind: "empty",
      shape: "array",
      location: locOf(at),
      conditions: conds,
      upstreamBefore: ids,
      failure: { kind: "skip", location: locOf(at), upstreamCalls: ids },
    };
  }

  /** `const { documents } = await collectCapped(…)` where the helper also returns `cappedBy`/`truncated`/`aborted`: the signal is dropped. */
  private droppedSignals(fn: Node): ReturnPath[] {
    const out: ReturnPath[] = [];
    for (const d of descendantsOutside(fn, [SyntaxKind.VariableDeclaration], { skipClasses: true })) {
      if (!Node.isVariableDeclaration(d)) continue;
      const pattern = d.getNameNode();
      const init = d.getInitializer();
      if (!Node.isObjectBindingPattern(pattern) || !init) continue;
      const call = unwrap(init);
      if (!Node.isCallExpression(call)) continue;
      const helper = functionOf(call.getExpression());
      if (!helper || !this.projectFiles.has(helper.getSourceFile())) continue;
      const taken = new Set(pattern.getElements().map((e) => (e.getPropertyNameNode() ?? e.getNameNode()).getText()));
      if (pattern.getElements().some((e) => e.getDotDotDotToken())) continue;
      const signals = new Set<string>();
      for (const r of returnedExpressions(helper)) {
        const obj = resolve(r, NO_BINDINGS).node;
        // `{ text: "", truncated: false }`: a return that says "not cut short" drops no signal; only a
        // return that can set it does (`truncated: true`, `truncated: size > max`)
        for (const k of ownKeys(obj))
          if (SIGNAL_KEY.test(k) && !taken.has(k) && !alwaysFalse(prop(obj, k))) signals.add(k);
      }
      const signal = [...signals].sort()[0];
      if (!signal) continue;
      const ids = this.upstreamIn(call);
      out.push({
        ...nullShape(),
        kind: "data",
        shape: "object",
        location: locOf(pattern),
        conditions: [],
        upstreamBefore: ids,
        failure: { kind: "signal", location: locOf(call), upstreamCalls: ids, signal },
      });
    }
    return out;
  }

  /** `out = formatResults(…)` writes into a text `let` that is also built with `+=`: the project helpers it is set to. */
  private helperWrites(id: Node): { value: Node; at: Node }[] {
    const assigned = assignmentsTo(id);
    if (!assigned) return [];
    const fn = assigned.decl.getFirstAncestor((a) => isFunctionLike(a));
    return assigned.writes
      .filter(
        (w) =>
          w.getOperatorToken().getText() === "=" &&
          w.getStart() < id.getStart() &&
          w.getFirstAncestor((a) => isFunctionLike(a)) === fn,
      )
      .filter((w) => {
        const call = unwrap(w.getRight());
        // `responseText = \`No results found for: "${query}"\``: a branch that replaces the text built up with `+=`
        if (constString(call) !== undefined && Node.isTemplateExpression(call)) return true;
        if (Node.isStringLiteral(call) || Node.isNoSubstitutionTemplateLiteral(call)) return true;
        const f = Node.isCallExpression(call) ? functionOf(call.getExpression()) : undefined;
        return !!f && this.projectFiles.has(f.getSourceFile());
      })
      .map((w) => ({ value: w.getRight(), at: w as Node }));
  }

  /**
   * The values a result text can take: both sides of `a || b`, `a ?? b` and ternaries, the returns of a
   * project helper that builds it, every write to a `let` that holds it; plus a synthetic empty
   * alternative for a list formatted straight into text.
   */
  private textAlternatives(node: Node, env: Bindings, depth: number, seen: Set<Node>): Alt[] {
    const r = resolve(node, env);
    const n = r.node;
    const terminal: Alt = { node: n, env: r.env, conds: [], via: [], before: [] };
    if (seen.has(n) || seen.size > MAX_ALTS) return [terminal];
    seen.add(n);
    const prefix = (alts: Alt[], cond: ReturnCondition[], extra: Partial<Alt> = {}): Alt[] =>
      alts.map((x) => ({
        ...x,
        conds: [...cond, ...x.conds],
        via: [...(extra.via ?? []), ...x.via],
        before: [...(extra.before ?? []), ...x.before],
        ...(x.at ? {} : extra.at ? { at: extra.at } : {}),
        ...(x.settled || extra.settled ? { settled: mergeSettled(x.settled, extra.settled) } : {}),
      }));
    if (Node.isConditionalExpression(n)) {
      const c = n.getCondition();
      return [
        ...prefix(this.textAlternatives(n.getWhenTrue(), r.env, depth, seen), [ifCondition(c, false)], {
          at: n.getWhenTrue(),
          settled: ternarySettled(c, true, r.env),
        }),
        ...prefix(this.textAlternatives(n.getWhenFalse(), r.env, depth, seen), [ifCondition(c, true)], {
          at: n.getWhenFalse(),
          settled: ternarySettled(c, false, r.env),
        }),
      ];
    }
    if (Node.isBinaryExpression(n) && /^(\|\||\?\?)$/.test(n.getOperatorToken().getText())) {
      const left = n.getLeft();
      return [
        ...prefix(
          this.textAlternatives(left, r.env, depth, seen).filter((x) => !x.derived),
          [ifCondition(left, false)],
        ),
        ...prefix(
          this.textAlternatives(n.getRight(), r.env, depth, seen),
          [fallbackCondition(left, n.getOperatorToken().getText())],
          { at: fallbackAt(n) },
        ),
      ];
    }
    if (Node.isIdentifier(n)) {
      // `let out = ""; out = render(items)`: every write; a text also built with `+=` adds the helper calls it is set to
      const pure = builtText(n) === undefined ? letWrites(n) : undefined;
      const helperSet = pure ? [] : this.helperWrites(n);
      const writes = (pure ?? helperSet).filter((w) => !w.at.getAncestors().some((x) => this.otherBranches.has(x)));
      if (!pure && writes.length) {
        const fnOfUse = n.getFirstAncestor((x) => isFunctionLike(x));
        const useConds = new Set(fnOfUse ? conditionsBetween(n, fnOfUse).map((c) => c.node) : []);
        return [
          terminal,
          ...writes.flatMap((w) => {
            const wc = fnOfUse
              ? conditionsBetween(w.at, fnOfUse)
                  .filter((c) => !useConds.has(c.node))
                  .map((c) => c.model)
              : [];
            return prefix(this.textAlternatives(w.value, r.env, depth, seen), wc, { at: w.at });
          }),
        ];
      }
      if (writes.length) {
        const fnOfUse = n.getFirstAncestor((x) => isFunctionLike(x));
        const useConds = new Set(fnOfUse ? conditionsBetween(n, fnOfUse).map((c) => c.node) : []);
        return writes.flatMap((w) => {
          const wc = fnOfUse
            ? conditionsBetween(w.at, fnOfUse)
                .filter((c) => !useConds.has(c.node))
                .map((c) => c.model)
            : [];
          return prefix(this.textAlternatives(w.value, r.env, depth, seen), wc, { at: w.at });
        });
      }
    }
    // `result.formatted` of `const result = await search(q)` (or `const { formatted } = await search(q)`):
    // the field of each object the project helper returns, read under that return's conditions
    const field = depth < MAX_DEPTH ? this.helperFieldAlternatives(n, r.env, depth, seen) : undefined;
    if (field?.length) return field;
    // `text.trim()`, `String(text)`, `text.slice(0, max)`: the same text, empty when it is empty
    const callee = Node.isCallExpression(n) ? n.getExpression() : undefined;
    if (
      callee &&
      Node.isPropertyAccessExpression(callee) &&
      /^(trim|trimEnd|trimStart|toString|slice|substring)$/.test(callee.getName()) &&
      !Node.isArrayLiteralExpression(unwrap(callee.getExpression()))
    )
      return this.textAlternatives(callee.getExpression(), r.env, depth, seen);
    if (Node.isCallExpression(n) && depth < MAX_DEPTH && !isJsonCall(n)) {
      const fn = this.calleeFn(n.getExpression());
      if (fn && this.projectFiles.has(fn.getSourceFile()) && !n.getFirstAncestor((x) => x === fn)) {
        const inner = bind(fn, n.getArguments(), r.env);
        const argsBefore = n.getArguments().flatMap((x) => this.upstreamIn(x));
        const body = Node.isArrowFunction(fn) ? fn.getBody() : undefined;
        if (body && !Node.isBlock(body))
          return prefix(this.textAlternatives(body, inner, depth + 1, seen), [], {
            via: [locOf(n)],
            before: argsBefore,
            at: body,
          });
        const rets = descendantsOutside(fn, [SyntaxKind.ReturnStatement], { skipClasses: true }).filter(
          (x): x is ReturnStatement => Node.isReturnStatement(x) && !!x.getExpression(),
        );
        if (rets.length) {
          return rets.flatMap((ret) => {
            const between = conditionsBetween(ret, fn);
            return prefix(
              this.textAlternatives(ret.getExpression()!, inner, depth + 1, seen),
              between.map((c) => c.model),
              {
                via: [locOf(n)],
                before: [...argsBefore, ...this.upstreamBefore(ret, fn)],
                at: ret,
                settled: settledFor(ret, between, inner),
              },
            );
          });
        }
      }
    }
    const derived = unformattedList(n, r.env) ?? this.helperEnvelope(n, r.env);
    if (derived) {
      derived.awaited ||= awaitedOrigin(derived.listNode, r.env, 0);
      derived.fanOut = fanOut(derived.listNode, r.env);
      derived.shown = shownList(derived.listNode, r.env);
      // `JSON.stringify(data)` of the list a wrapper was handed: the caller's list, stringified as it came
      if (derived.text === "[]" && Node.isIdentifier(unwrap(derived.listNode)))
        derived.handed = handedList(derived.listNode, r.env);
    }
    return derived ? [terminal, { ...terminal, derived }] : [terminal];
  }

  /**
   * `result.formatted` where `result` holds the awaited call of a project function (a method, a helper in
   * another file, the callback a wrapper runs: `withLogging(name, async () => search(q))`), or `formatted` of
   * `const { formatted } = await search(q)`: one set of alternatives per object the function returns that
   * carries the field, under that return's conditions. Undefined when the value is no such field.
   */
  private helperFieldAlternatives(n: Node, env: Bindings, depth: number, seen: Set<Node>): Alt[] | undefined {
    let key: string | undefined;
    let holder: Node | undefined;
    if (Node.isPropertyAccessExpression(n)) {
      key = n.getName();
      holder = n.getExpression();
    } else if (Node.isIdentifier(n)) {
      const d = declarationsOf(n)[0];
      const vd = d?.getParent()?.getParent();
      if (
        d &&
        Node.isBindingElement(d) &&
        Node.isObjectBindingPattern(d.getParent()) &&
        vd &&
        Node.isVariableDeclaration(vd) &&
        vd.getVariableStatement()?.getDeclarationKind() === "const"
      ) {
        key = d.getPropertyNameNode()?.getText() ?? d.getName();
        holder = vd.getInitializer();
      }
    }
    if (!key || !holder) return undefined;
    const h = resolve(holder, env);
    const call = unwrap(h.node);
    if (!Node.isCallExpression(call) || isJsonCall(call)) return undefined;
    // the helper's failure values for this field are read at the handler's return (see flowedFailure): keep it
    const out: Alt[] = this.flowedFailure(n, env).length ? [{ node: n, env, conds: [], via: [], before: [] }] : [];
    for (const o of this.returnedObjects(call, h.env, 0)) {
      const value = prop(o.obj, key);
      // `{ formatted: message, isError: true }`: an error the caller forwards (`...(r.isError && { isError: true })`)
      const isError = prop(o.obj, "isError");
      if (!value || (isError && unwrap(isError).getKind() !== SyntaxKind.FalseKeyword)) continue;
      for (const x of this.textAlternatives(value, o.env, depth + 1, seen)) {
        // a list the helper built from what it was handed (a loop over the caller's ids) is empty only when
        // the caller asked for nothing: only a list read from an answer owes an empty path here
        if (x.derived && !x.derived.awaited) continue;
        out.push({
          ...x,
          conds: [...o.conds, ...x.conds],
          via: [...o.via, ...x.via],
          before: [...o.before, ...x.before],
          at: x.at ?? o.at,
          ...(x.settled || o.settled ? { settled: mergeSettled(x.settled, o.settled) } : {}),
        });
      }
    }
    return out.length > (out[0]?.node === n ? 1 : 0) ? out : undefined;
  }

  /**
   * `JSON.stringify(runs)` with `runs = await client.saved(id)` and the method returning `{ id, results:
   * body.results ?? [] }`: an envelope a project function builds around the answer's list, stringified by
   * the caller as it came. The first returned envelope that carries such a list, located at the JSON call.
   */
  private helperEnvelope(n: Node, env: Bindings): DerivedList | undefined {
    if (!Node.isCallExpression(n) || !isJsonCall(n)) return undefined;
    const arg = n.getArguments()[0];
    const held = arg ? resolve(arg, env) : undefined;
    const call = held ? unwrap(held.node) : undefined;
    if (!held || !call || !Node.isCallExpression(call) || isJsonCall(call)) return undefined;
    for (const o of this.returnedObjects(call, held.env, 0)) {
      const w = wrappedList(o.obj, o.env);
      if (w && awaitedOrigin(w.listNode, o.env, 0)) return { ...w, at: n, awaited: true };
    }
    return undefined;
  }

  /** The object literals a call of a project function returns, through returned calls and run callbacks. */
  private returnedObjects(
    call: import("ts-morph").CallExpression,
    env: Bindings,
    hops: number,
  ): {
    obj: Node;
    env: Bindings;
    conds: ReturnCondition[];
    at: Node;
    via: SourceLocation[];
    before: string[];
    settled?: ReturnPath["settled"];
  }[] {
    if (hops > 3) return [];
    let fn = this.calleeFn(call.getExpression());
    let fnEnv = env;
    if (!fn) {
      // `return await run()` of a wrapper handed `async () => …`: the callback it was handed
      const c = resolve(call.getExpression(), env);
      if (isFunctionLike(c.node)) {
        fn = c.node;
        fnEnv = c.env;
      }
    }
    if (!fn || !this.projectFiles.has(fn.getSourceFile()) || call.getFirstAncestor((x) => x === fn)) return [];
    const inner = bind(fn, call.getArguments(), fnEnv);
    const body = Node.isArrowFunction(fn) ? fn.getBody() : undefined;
    const rets: { value: Node; at: Node; between: Cond[] }[] =
      body && !Node.isBlock(body)
        ? [{ value: body, at: body, between: [] }]
        : descendantsOutside(fn, [SyntaxKind.ReturnStatement], { skipClasses: true })
            .filter((x): x is ReturnStatement => Node.isReturnStatement(x) && !!x.getExpression())
            .map((x) => ({ value: x.getExpression()!, at: x, between: conditionsBetween(x, fn!) }));
    const out: ReturnType<ReturnReader["returnedObjects"]> = [];
    for (const r of rets) {
      // a failure value the helper returns is read where the handler shows it (see shownHelperFailures)
      if (r.between.some((c) => c.kind === "catch" || c.model.kind === "failure")) continue;
      const v = resolve(r.value, inner);
      const conds = r.between.map((c) => c.model);
      const via = [locOf(call)];
      const before = [...call.getArguments().flatMap((x) => this.upstreamIn(x)), ...this.upstreamBefore(r.at, fn)];
      const settled = settledFor(r.at, r.between, inner);
      if (Node.isObjectLiteralExpression(v.node))
        out.push({ obj: v.node, env: v.env, conds, at: r.at, via, before, settled });
      else if (Node.isCallExpression(v.node) && !isJsonCall(v.node))
        for (const o of this.returnedObjects(v.node, v.env, hops + 1))
          out.push({
            ...o,
            conds: [...conds, ...o.conds],
            via: [...via, ...o.via],
            before: [...before, ...o.before],
            settled: mergeSettled(settled, o.settled),
          });
    }
    return out;
  }

  private path(
    shape: Shape,
    at: Node,
    conditions: ReturnCondition[],
    before: string[],
    via: SourceLocation[],
  ): ReturnPath {
    let kind: ReturnKind = shape.kind;
    // an emptiness check makes an empty result only after a request went out (before it, it checks the arguments)
    if (kind === "data" && before.length && conditions.some((c) => c.kind === "emptiness")) kind = "empty";
    // the source's own "not there" (a 404 kept by a catch that rethrows the rest) is its empty answer
    if (kind === "data" && conditions.some((c) => c.kind === "not-found")) kind = "empty";
    // a condition reached twice (a dispatch case around both a `let` write and the read) is one condition
    const conds = conditions.filter(
      (c, i) => conditions.findIndex((o) => o.kind === c.kind && o.text === c.text && o.negated === c.negated) === i,
    );
    const p: ReturnPath = {
      ...shape,
      kind,
      location: locOf(at),
      conditions: conds,
      upstreamBefore: [...new Set(before)].sort(),
    };
    if (via.length) p.via = via;
    // `ctx.enrich.notice("… Retry after a brief delay.")` just before: the notice reaches the result
    if (kind === "empty" && p.nextStep === "no" && noticeBefore(at)) p.nextStep = "yes";
    return p;
  }

  /** Classifies one returned value. */
  private shapeOf(n: Node, env: Bindings): Shape {
    if (
      n.getKind() === SyntaxKind.NullKeyword ||
      (Node.isIdentifier(n) && n.getText() === "undefined") ||
      Node.isVoidExpression(n)
    )
      return nullShape();
    if (Node.isArrayLiteralExpression(n)) {
      const els = n.getElements();
      return { ...nullShape(), kind: els.length ? "data" : "empty", shape: "array", mentions: mentionsOf(n, env) };
    }
    const text = constString(n);
    if (text !== undefined) return this.textShape(n, text.value, env, "text");
    const built = Node.isIdentifier(n) ? builtText(n) : undefined;
    if (built !== undefined)
      return { ...this.textShape(n, built, env, "text"), mentions: mentionsOf(n, env), ...echoWrittenInto(n, env) };
    if (Node.isObjectLiteralExpression(n)) return this.objectShape(n, env);
    // `return JSON.stringify({ summary: message, data: null })`: a tool that answers with text (a framework's
    // `execute` returning a string) answers with the payload it stringifies, read as that payload
    if (isJsonCall(n)) {
      const arg = (n as import("ts-morph").CallExpression).getArguments()[0];
      const payload = arg ? resolve(arg, env) : undefined;
      if (payload && (Node.isObjectLiteralExpression(payload.node) || Node.isArrayLiteralExpression(payload.node)))
        return { ...this.shapeOf(payload.node, payload.env), shape: "text" };
    }
    return { ...nullShape(), kind: "data", shape: "opaque", nextStep: "unknown", mentions: mentionsOf(n, env) };
  }

  private textShape(n: Node, value: string, env: Bindings, shape: ReturnPath["shape"]): Shape {
    const placeholders = Node.isTemplateExpression(n) ? n.getTemplateSpans().map((s) => s.getExpression()) : [];
    const unknownHint = placeholders.some(
      (p) => /hint|suggest|next|tip|help/i.test(p.getText()) && constString(p) === undefined,
    );
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

  private objectShape(obj: Node, env: Bindings, alt?: Alt): Shape {
    if (!Node.isObjectLiteralExpression(obj))
      return { ...nullShape(), kind: "data", shape: "opaque", nextStep: "unknown" };
    const isError = prop(obj, "isError");
    const resultType = prop(obj, "resultType");
    const content = prop(obj, "content");
    const structured = prop(obj, "structuredContent");
    let base: Shape;
    if (structured) {
      const s = resolve(structured, env);
      base = Node.isObjectLiteralExpression(s.node)
        ? this.payloadShape(s.node, s.env)
        : { ...nullShape(), kind: "data", shape: "opaque", nextStep: "unknown", mentions: mentionsOf(s.node, s.env) };
      base.shape = "structured";
      // the text beside structured content is read too: either one saying "empty" makes the result empty
      if (content) {
        const c = this.contentShape(content, env, alt);
        if (c.kind === "empty") base.kind = "empty";
        if (c.text) base.text = c.text;
        if (c.nextStep === "yes" || base.nextStep === "yes") base.nextStep = "yes";
        base.mentions = [...new Set([...base.mentions, ...c.mentions])].sort();
      }
    } else if (content) {
      base = this.contentShape(content, env, alt);
    } else {
      base = this.payloadShape(obj, env);
    }
    if (isError && unwrap(isError).getKind() !== SyntaxKind.FalseKeyword) base.kind = "error";
    else if (resultType && constString(resultType)?.value === "input_required") base.kind = "input-required";
    if (structured || content)
      base.fields = [
        ...new Set([
          ...base.fields,
          ...ownKeys(obj).filter(
            (k) => k !== "content" && k !== "structuredContent" && k !== "isError" && k !== "_meta",
          ),
        ]),
      ].sort();
    return base;
  }

  /** `content: [{ type: "text", text }]`: the text, or the JSON object stringified into it. */
  private contentShape(content: Node, env: Bindings, alt?: Alt): Shape {
    const c = resolve(content, env);
    const first = Node.isArrayLiteralExpression(c.node) ? c.node.getElements()[0] : undefined;
    const item = first ? resolve(first, c.env) : undefined;
    const textNode = item && Node.isObjectLiteralExpression(item.node) ? prop(item.node, "text") : undefined;
    if (!textNode || !item)
      return {
        ...nullShape(),
        kind: "data",
        shape: "content",
        nextStep: "unknown",
        mentions: mentionsOf(c.node, c.env),
      };
    const t = alt ? { node: alt.node, env: alt.env } : resolve(textNode, item.env);
    if (isJsonCall(t.node)) {
      const arg = (t.node as import("ts-morph").CallExpression).getArguments()[0];
      const payload = arg ? resolve(arg, t.env) : undefined;
      if (payload && Node.isObjectLiteralExpression(payload.node))
        return { ...this.payloadShape(payload.node, payload.env), shape: "content" };
      if (payload && Node.isArrayLiteralExpression(payload.node))
        return { ...this.shapeOf(payload.node, payload.env), shape: "content" };
      return {
        ...nullShape(),
        kind: "data",
        shape: "content",
        nextStep: "unknown",
        mentions: payload ? mentionsOf(payload.node, payload.env) : [],
      };
    }
    const value = constString(t.node);
    if (value !== undefined) return this.textShape(t.node, value.value, t.env, "content");
    const built = Node.isIdentifier(t.node) ? builtText(t.node) : undefined;
    if (built !== undefined)
      return {
        ...this.textShape(t.node, built, t.env, "content"),
        mentions: mentionsOf(t.node, t.env),
        ...echoWrittenInto(t.node, t.env),
      };
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
      const valueNode = propValue(p);
      const v = valueNode ? resolve(valueNode, env) : undefined;
      if (v && Node.isArrayLiteralExpression(v.node) && v.node.getElements().length === 0) empty = true;
      if (v && COUNT_KEY.test(key) && Node.isNumericLiteral(v.node) && v.node.getLiteralValue() === 0) empty = true;
      if (NEXT_STEP_FIELD.test(key) && v && !isNothing(v.node)) {
        nextStep = "yes";
        const c = constString(v.node);
        if (c && !c.value.includes("${…}")) shape.constantHint = { field: key, location: locOf(p) };
        // `suggestions: SEARCH_SUGGESTIONS`, an array of fixed strings: one constant too
        else if (
          Node.isArrayLiteralExpression(v.node) &&
          v.node.getElements().length &&
          v.node.getElements().every((x) => {
            const s = constString(resolve(x, v.env).node);
            return s && !s.value.includes("${…}");
          })
        )
          shape.constantHint = { field: key, location: locOf(p), list: true };
      }
      if (!NEXT_STEP_FIELD.test(key) && v && /^(message|note|detail|details|info|hinweis|summary)$/i.test(key)) {
        const c = constString(v.node);
        if (c && givesInstruction(c.value)) nextStep = "yes";
        else if (!c && nextStep === "no") nextStep = "unknown";
        // the payload's own words are its text: `{ summary: "No bills found." }` says it holds nothing
        if (c && !shape.text) {
          shape.text = segmentsOf(c.value);
          if (EMPTY_SUBJECT.test(c.value)) empty = true;
        }
      }
      if (ECHO_FIELD.test(key) && v && constString(v.node) === undefined) {
        shape.echoField = key;
        // `request: { query, limit }`: an echo object written out names the values it states (its keys)
        const keys = Node.isObjectLiteralExpression(v.node) ? ownKeys(v.node) : [];
        if (keys.length && !keys.some((k) => k.startsWith("..."))) shape.echoNames = [...keys].sort();
      }
      credentials.push(...credentialsIn(p, env));
    }
    shape.fields = ownKeys(obj).sort();
    const sub = subKeys(obj, env);
    if (sub.length) shape.subFields = sub;
    shape.kind = empty ? "empty" : "data";
    shape.nextStep = nextStep === "no" && spread ? "unknown" : nextStep;
    shape.mentions = mentionsOf(obj, env);
    if (credentials.length) shape.credentials = credentials;
    return shape;
  }

  /** Upstream calls run by executing `node` (its calls, and project functions they call), ids sorted. */
  private upstreamIn(node: Node): string[] {
    return this.upstreamOf(node, false);
  }

  /**
   * Upstream calls in `node` whose failure can leave it as a thrown error: a call inside a `try` (in
   * `node`, or in a helper on the way) whose `catch` does not throw again is swallowed there.
   */
  private escapingUpstreamIn(node: Node): string[] {
    return this.upstreamOf(node, true);
  }

  /** Upstream calls in `node` and in the project functions it calls (only those that can escape, when `escaping`). */
  private upstreamOf(node: Node, escaping: boolean, depth = 0): string[] {
    const memos = escaping ? this.escapeMemo : this.inMemo;
    const memo = memos.get(node);
    if (memo) return memo;
    memos.set(node, []);
    const ids = new Set<string>();
    const visit = (d: Node) => {
      if (!Node.isCallExpression(d) && !Node.isNewExpression(d)) return;
      if (escaping && swallowedWithin(d, node)) return;
      const id = this.siteIds.get(d);
      if (id) ids.add(id);
      const fn = functionOf(d.getExpression());
      if (!fn || !this.projectFiles.has(fn.getSourceFile())) return;
      for (const x of escaping && depth < 6 ? this.upstreamOf(fn, true, depth + 1) : this.reachOf(fn)) ids.add(x);
    };
    visit(node);
    for (const d of descendantsOfKinds(node, [SyntaxKind.CallExpression, SyntaxKind.NewExpression])) visit(d);
    const out = [...ids].sort();
    memos.set(node, out);
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
  /**
   * The upstream calls that can have run before `stmt` in `root`: those ahead of it on its way (`upstreamBefore`),
   * a loop around it (an earlier round), the try block of a catch it is in, and the receiver of a call it is a
   * callback of (`fetch(u).then((r) => …)`). Sorted.
   */
  private upstreamMaybeBefore(stmt: Node, root: Node): string[] {
    const ids = this.upstreamBefore(stmt, root);
    for (
      let child: Node = stmt, parent = stmt.getParent();
      parent && child !== root;
      child = parent, parent = parent.getParent()
    ) {
      if (
        Node.isForOfStatement(parent) ||
        Node.isForInStatement(parent) ||
        Node.isForStatement(parent) ||
        Node.isWhileStatement(parent) ||
        Node.isDoStatement(parent)
      )
        ids.push(...this.upstreamIn(parent));
      if (Node.isTryStatement(parent) && child !== parent.getTryBlock())
        ids.push(...this.upstreamIn(parent.getTryBlock()));
      if (Node.isCallExpression(parent) && child !== parent.getExpression())
        ids.push(...this.upstreamIn(parent.getExpression()));
      if (parent === root) break;
    }
    return [...new Set(ids)].sort();
  }

  private upstreamBefore(stmt: Node, root: Node): string[] {
    const ids: string[] = [];
    for (
      let child: Node = stmt, parent = stmt.getParent();
      parent && child !== root;
      child = parent, parent = parent.getParent()
    ) {
      if (
        Node.isBlock(parent) ||
        Node.isCaseClause(parent) ||
        Node.isDefaultClause(parent) ||
        Node.isSourceFile(parent)
      ) {
        for (const s of parent.getStatements()) {
          if (s === child) break;
          ids.push(...this.upstreamIn(s));
        }
      }
      if (Node.isIfStatement(parent) && child !== parent.getExpression())
        ids.push(...this.upstreamIn(parent.getExpression()));
      if (parent === root) break;
    }
    return ids;
  }
}

/** The text node of a result object's first content item (`content: [{ type: "text", text }]`). */
/** The identifiers a result text shows whole: `text: result`, `JSON.stringify(result, null, 2)`, `String(r)`, `${result}`. */
function shownValues(text: Node): Node[] {
  const n = unwrap(text);
  if (Node.isIdentifier(n)) return [n];
  if (Node.isCallExpression(n) && (isJsonCall(n) || n.getExpression().getText() === "String")) {
    const a = n.getArguments()[0];
    return a && Node.isIdentifier(unwrap(a)) ? [unwrap(a)] : [];
  }
  if (Node.isTemplateExpression(n)) return n.getTemplateSpans().flatMap((s) => shownValues(s.getExpression()));
  // `formatAsteroid(result)`: a project formatter that reads the value as data without testing it for a failure
  if (Node.isCallExpression(n) && formats(n))
    return n.getArguments().flatMap((a) => (Node.isIdentifier(unwrap(a)) ? [unwrap(a)] : []));
  return [];
}

/** A call of a project function that takes the value as data: none of its tests looks for an error in it. */
function formats(call: import("ts-morph").CallExpression): boolean {
  const fn = functionOf(call.getExpression());
  if (!fn || isJsonCall(call)) return false;
  return !descendantsOfKind(fn, SyntaxKind.IfStatement).some((i) =>
    /\b(isError|error|errors|ok|success)\b/.test(i.getExpression().getText()),
  );
}

/** `const result = await helper(…)` in the handler: the declaration and the project function it calls. */
function heldHelperCall(id: Node, handler: Node): { decl: Node; fn: Node } | undefined {
  const decl = declarationsOf(id)[0];
  if (!decl || !Node.isVariableDeclaration(decl) || decl.getFirstAncestor((a) => isFunctionLike(a)) !== handler)
    return undefined;
  if (!Node.isIdentifier(decl.getNameNode()) || assignmentsTo(decl.getNameNode())) return undefined;
  const init = decl.getInitializer();
  const call = init ? unwrap(init) : undefined;
  if (!call || !Node.isCallExpression(call)) return undefined;
  const fn = functionOf(call.getExpression());
  return fn ? { decl, fn } : undefined;
}

/** The handler tests the value between where it is held and where it is shown (`if (result.isError) return result`). */
function testedBetween(handler: Node, decl: Node, at: Node, name: string): boolean {
  const word = new RegExp(`(^|[^\\w$.])${name.replace(/[$]/g, "\\$")}\\b`);
  for (const kind of [SyntaxKind.IfStatement, SyntaxKind.ConditionalExpression] as const)
    for (const i of descendantsOfKind(handler, kind)) {
      if (i.getStart() < decl.getEnd() || i.getStart() > at.getStart()) continue;
      const cond = Node.isIfStatement(i)
        ? i.getExpression()
        : (i as import("ts-morph").ConditionalExpression).getCondition();
      if (word.test(cond.getText())) return true;
    }
  return false;
}

function contentText(obj: Node, env: Bindings): { node: Node; env: Bindings } | undefined {
  const content = prop(obj, "content");
  if (!content) return undefined;
  const c = resolve(content, env);
  const first = Node.isArrayLiteralExpression(c.node) ? c.node.getElements()[0] : undefined;
  const item = first ? resolve(first, c.env) : undefined;
  const textNode = item && Node.isObjectLiteralExpression(item.node) ? prop(item.node, "text") : undefined;
  return textNode && item ? { node: textNode, env: item.env } : undefined;
}

/**
 * The values a `let` holds where it is read: every `=` write in its function (and the initialiser,
 * unless it is an empty start that a write replaces: `let items = []` assigned later is no empty
 * literal). Undefined for a `const`, or a `let` built with `+=`.
 */
function letWrites(id: Node): { value: Node; at: Node }[] | undefined {
  const assigned = assignmentsTo(id);
  if (!assigned) return undefined;
  const fn = assigned.decl.getFirstAncestor((a) => isFunctionLike(a));
  const writes = assigned.writes.filter(
    (w) => w.getFirstAncestor((a) => isFunctionLike(a)) === fn && w.getStart() < id.getStart(),
  );
  if (!writes.length || writes.some((w) => w.getOperatorToken().getText() !== "=")) return undefined;
  const out = writes.map((w) => ({ value: w.getRight(), at: w as Node }));
  const init = assigned.decl.getInitializer();
  if (init && !isNothing(unwrap(init))) out.unshift({ value: init, at: assigned.decl });
  return out;
}

function caughtWithin(node: Node, root: Node): boolean {
  for (
    let child: Node = node, parent = node.getParent();
    parent && child !== root;
    child = parent, parent = parent.getParent()
  ) {
    if (Node.isTryStatement(parent) && child === parent.getTryBlock() && parent.getCatchClause()) return true;
    if (parent === root) break;
  }
  return false;
}

/** `node` sits in the `try` of a statement within `root` whose `catch` does not throw again: its failure stops there. */
function swallowedWithin(node: Node, root: Node): boolean {
  for (
    let child: Node = node, parent = node.getParent();
    parent && child !== root;
    child = parent, parent = parent.getParent()
  ) {
    if (Node.isTryStatement(parent) && child === parent.getTryBlock()) {
      const c = parent.getCatchClause();
      if (c && !throwsAgain(c.getBlock())) return true;
    }
    if (parent === root) break;
  }
  return false;
}

/**
 * A `throw` in the block itself (not in a function declared inside it), or a call that may throw for
 * it (`handleApiError(e)`, `fail(…)`; a logger's `error` counts too, which only keeps the old reading).
 */
function throwsAgain(block: Node): boolean {
  if (
    descendantsOfKind(block, SyntaxKind.CallExpression).some((c) =>
      /throw|raise|fail|error|handle|reject/i.test(c.getExpression().getText()),
    )
  )
    return true;
  return descendantsOfKind(block, SyntaxKind.ThrowStatement).some(
    (s) => !s.getFirstAncestor((a) => isFunctionLike(a) && block.containsRange(a.getPos(), a.getEnd()) && a !== block),
  );
}

/** A handler's own catch whose return reads the caught error: the failure handed back, whatever failed. */
function caughtInHandler(conds: Cond[], expr: Node): ReturnPath["failure"] {
  const c = [...conds].reverse().find((x) => x.kind === "catch");
  const v = c && Node.isCatchClause(c.node) ? c.node.getVariableDeclaration()?.getName() : undefined;
  if (!c || !v) return undefined;
  // the error itself, or a const taken from it (`const data = error.data?.response ?? {}`)
  const readsName = (n: Node, depth: number): boolean =>
    [n, ...descendantsOfKind(n, SyntaxKind.Identifier)].some((i) => {
      if (!Node.isIdentifier(i)) return false;
      if (i.getText() === v) return true;
      const d = depth < 3 ? declarationsOf(i)[0] : undefined;
      const init =
        d && Node.isVariableDeclaration(d) && d.getFirstAncestor((a) => a === c.node) ? d.getInitializer() : undefined;
      return !!init && readsName(init, depth + 1);
    });
  const readsError = readsName(expr, 0);
  return readsError ? { kind: "catch", location: locOf(c.node), upstreamCalls: [] } : undefined;
}

/**
 * A value that stands for "nothing known" while looking like a value: `0`, `new Date(0)`, `""`, `null`.
 * `undefined` is not one: the key is left out of the serialised record.
 */
function isStandIn(n: Node): boolean {
  if (Node.isNumericLiteral(n)) return n.getLiteralValue() === 0;
  if (Node.isNewExpression(n) && n.getExpression().getText() === "Date") {
    const a = n.getArguments()[0];
    const v = a ? unwrap(a) : undefined;
    return !!v && Node.isNumericLiteral(v) && v.getLiteralValue() === 0;
  }
  if (Node.isIdentifier(n) && n.getText() === "undefined") return false;
  return isNothing(n);
}

/**
 * Whether the success branch's value for `key` can itself be null, so that a `null` stand-in is a value
 * a real record has: a fallback to null in it (`issue ?? null`), a type that admits null or undefined
 * (or is not known), or another return of the same function outside the `try` that sets the key to null.
 */
function mayBeNull(good: Node, key: string, tryStmt: Node): boolean {
  if (/(\?\?|\|\|)\s*(null|undefined)\b/.test(good.getText())) return true;
  const type = good.getType();
  if (type.isNullable() || /\b(null|undefined)\b/.test(type.getText())) return true;
  if (type.isAny() || type.isUnknown() || type.isTypeParameter() || /\bany\b/.test(type.getText())) {
    // types of installed libraries may be missing: read the return type the called function declares
    const declared = declaredReturn(good);
    if (!declared || /\b(null|undefined|any|unknown|void)\b|\?/.test(declared)) return true;
  }
  const owner = tryStmt.getFirstAncestor((a) => isFunctionLike(a));
  if (!owner) return false;
  return descendantsOfKind(owner, SyntaxKind.ReturnStatement).some((r) => {
    if (r.getFirstAncestor((a) => a === tryStmt)) return false;
    if (r.getFirstAncestor((a) => isFunctionLike(a)) !== owner) return false;
    const e = r.getExpression() ? unwrap(r.getExpression()!) : undefined;
    if (!e || !Node.isObjectLiteralExpression(e)) return false;
    const other = prop(e, key);
    return !!other && unwrap(other).getKind() === SyntaxKind.NullKeyword;
  });
}

/** `const x = await api.get(…)`: the return type `get` declares as written (`Promise<TraceMeta>`), when it does. */
function declaredReturn(value: Node): string | undefined {
  if (!Node.isIdentifier(value)) return undefined;
  const parent = value.getParent();
  const symbol = Node.isShorthandPropertyAssignment(parent) ? parent.getValueSymbol() : symbolOf(value);
  const decl = symbol?.getValueDeclaration();
  if (!decl || !Node.isVariableDeclaration(decl)) return undefined;
  let init = decl.getInitializer();
  if (init && Node.isAwaitExpression(init)) init = init.getExpression();
  if (!init || !Node.isCallExpression(init)) return undefined;
  const callee = symbolOf(init.getExpression())?.getDeclarations()[0];
  if (!callee || !(Node.isMethodDeclaration(callee) || Node.isFunctionDeclaration(callee))) return undefined;
  return callee.getReturnTypeNode()?.getText();
}

/** A record key that says why its values are missing (`error`, `reason`, `status`): the record is not silent. */
const REASON_KEY = /^(error|errors|err|reason|failure|failed|status|state|missing|unavailable)$/i;

/** The file of a node as a model location names it. */
function relativeFile(n: Node): string {
  return locOf(n).file;
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
  return out.sort(
    (a, b) =>
      cmp(a.location.file, b.location.file) ||
      a.location.line - b.location.line ||
      a.location.column - b.location.column ||
      cmp(condKey(a), condKey(b)),
  );
}

function condKey(p: ReturnPath): string {
  return p.conditions.map((c) => c.text).join("&");
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
  if (!assigned || !init) return undefined;
  // `let out = renderHeader(q); out += "…"`: a text whose start is a value, built up with string literals
  const startsWithValue =
    start === undefined &&
    !Node.isTemplateExpression(unwrap(init)) &&
    (Node.isCallExpression(unwrap(init)) || Node.isIdentifier(unwrap(init)));
  if (
    startsWithValue &&
    !assigned.writes.some(
      (w) =>
        w.getOperatorToken().getText() === "+=" &&
        (constString(unwrap(w.getRight())) !== undefined || Node.isTemplateExpression(unwrap(w.getRight()))),
    )
  )
    return undefined;
  if (start === undefined && !Node.isTemplateExpression(unwrap(init)) && !startsWithValue) return undefined;
  const fn = assigned.decl.getFirstAncestor((a) => isFunctionLike(a));
  const parts: string[] = [start?.value ?? templateText(unwrap(init))];
  const writes = assigned.writes.filter(
    (w) => w.getStart() < id.getStart() && w.getFirstAncestor((a) => isFunctionLike(a)) === fn && reaches(w, id),
  );
  // a text built up with `+=` and set with `=` in some branches: every write that reaches the read is combined
  if (
    !writes.some((w) => w.getOperatorToken().getText() === "+=") ||
    writes.some((w) => !/^\+?=$/.test(w.getOperatorToken().getText()))
  )
    return undefined;
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

/** The values a `let`/`var` holds: its initialiser and what is assigned to it (`x = …`, `x += …`) in its own function. */
function writesInto(id: Node): Node[] {
  const assigned = assignmentsTo(id);
  if (!assigned) return [];
  const fn = assigned.decl.getFirstAncestor((a) => isFunctionLike(a));
  const init = assigned.decl.getInitializer();
  return [
    ...(init ? [init] : []),
    ...assigned.writes.filter((w) => w.getFirstAncestor((a) => isFunctionLike(a)) === fn).map((w) => w.getRight()),
  ];
}

/**
 * A write into a text variable that runs only after `read` (the read the path returns): it stands later in the
 * same function, and no loop holds both, so on this path it has not happened yet.
 */
function writtenAfter(write: Node, read: Node): boolean {
  if (write.getSourceFile() !== read.getSourceFile() || write.getStart() <= read.getStart()) return false;
  const fn = read.getFirstAncestor((a) => isFunctionLike(a));
  if (!fn || write.getFirstAncestor((a) => isFunctionLike(a)) !== fn) return false;
  for (let cur = read.getParent(); cur && cur !== fn; cur = cur.getParent())
    if (
      (Node.isForStatement(cur) ||
        Node.isForOfStatement(cur) ||
        Node.isForInStatement(cur) ||
        Node.isWhileStatement(cur) ||
        Node.isDoStatement(cur)) &&
      write.getStart() < cur.getEnd()
    )
      return false;
  return true;
}

/** True when the function's single return reads one of its parameters (a result builder). */
function mentionsParams(fn: Node): boolean {
  const params = new Set<Node>(parametersOf(fn));
  if (!params.size) return false;
  return descendantsOfKind(fn, SyntaxKind.Identifier).some((id) => declarationsOf(id).some((d) => params.has(d)));
}

/** `{ pagination: { offset: from, limit } }` → offset, limit: the keys of object literals one level below the payload's. */
function subKeys(obj: Node, env: Bindings): string[] {
  if (!Node.isObjectLiteralExpression(obj)) return [];
  const out = new Set<string>();
  for (const p of obj.getProperties()) {
    const v = propValue(p);
    const r = v ? resolve(v, env) : undefined;
    if (!r || !Node.isObjectLiteralExpression(r.node)) continue;
    for (const k of ownKeys(r.node)) if (!k.startsWith("...")) out.add(k);
  }
  return [...out].sort();
}

/**
 * The mentions of a text whose list came back empty: the names read only in the per-row callbacks of that list
 * (`result.records.map((r) => fields.map(…))`) are left out, since with no rows no row is printed.
 */
function withoutRowMentions(mentions: string[], a: Alt, list: string): string[] {
  const norm = (t: string) => t.replace(/\s+/g, "").replace(/\?\./g, ".");
  const row = (n: Node) => {
    if (!isFunctionLike(n)) return false;
    const call = n.getParent();
    if (!call || !Node.isCallExpression(call) || !call.getArguments().includes(n as never)) return false;
    const callee = call.getExpression();
    return (
      Node.isPropertyAccessExpression(callee) &&
      PER_ROW.test(callee.getName()) &&
      norm(unwrap(callee.getExpression()).getText()) === norm(list)
    );
  };
  const all = new Set(mentionsOf(a.node, a.env));
  const outside = new Set(mentionsOf(a.node, a.env, 0, row));
  return mentions.filter((m) => !all.has(m) || outside.has(m));
}

const PER_ROW = /^(map|flatMap|forEach|filter|reduce)$/;

/** Names of the values an expression reads: identifiers and property names outside keys, through bound parameters and const objects. */
function mentionsOf(node: Node, env: Bindings, depth = 0, skip?: (n: Node) => boolean): string[] {
  const out = new Set<string>();
  const visit = (n: Node, e: Bindings, d: number) => {
    if (d > 4 || Node.isTypeNode(n) || skip?.(n)) return;
    if (Node.isIdentifier(n)) {
      const parent = n.getParent();
      if (parent && Node.isPropertyAssignment(parent) && parent.getNameNode() === n) return;
      const r = resolve(n, e);
      // a bound parameter stands for its argument; a const for its initialiser, unless that fetches new data
      if (r.node !== n && r.env !== e) {
        // …unless what it stands for is an answer the caller fetched (`formatRun(answer)`, `answer = await run(q)`)
        if (fetchesData(r.node)) out.add(n.getText());
        else visit(r.node, r.env, d + 1);
        return;
      }
      out.add(n.getText());
      if (r.node !== n && !fetchesData(r.node)) visit(r.node, r.env, d + 1);
      // `let output = "# Results\n"; output += \`No match for "\${q}"\`; return output;` reads what was written into it,
      // but not what is written only after this read (the text a later branch adds once this path has returned)
      for (const w of writesInto(n)) if (!fetchesData(w) && !writtenAfter(w, n)) visit(w, e, d + 1);
      return;
    }
    // an echo helper handed a request object the code built states only the properties it reads of it
    if (Node.isCallExpression(n) && echoHelper(n)) {
      const args = n.getArguments();
      if (args.some((a, i) => statedBy(n, i).length && builtObject(unwrap(a), e))) {
        for (const [i, a] of args.entries()) {
          const names = statedBy(n, i);
          const obj = names.length ? builtObjectNode(unwrap(a), e) : undefined;
          if (!obj) {
            visit(a, e, d);
            continue;
          }
          for (const name of names) {
            const value = prop(obj.node, name);
            if (!value) continue;
            out.add(name);
            visit(value, obj.env, d + 1);
          }
        }
        return;
      }
    }
    // `params.executedSearch` where `params` is an object the code built: only that property is read, not the
    // whole object (the other properties are values handed to the formatter, not put into this text)
    if (Node.isPropertyAccessExpression(n)) {
      const base = unwrap(n.getExpression());
      if (Node.isIdentifier(base)) {
        const r = resolve(base, e);
        const value = Node.isObjectLiteralExpression(r.node) ? prop(r.node, n.getName()) : undefined;
        if (value) {
          out.add(base.getText());
          out.add(n.getName());
          visit(value, r.env, d + 1);
          return;
        }
      }
    }
    // `${event.id}` shows the event's id: it echoes an `eventId` argument (the resolved one, even)
    if (Node.isPropertyAccessExpression(n) && /^(id|slug|key|uuid)$/i.test(n.getName())) {
      const base = unwrap(n.getExpression());
      if (Node.isIdentifier(base)) out.add(`${base.getText()}${n.getName()[0]!.toUpperCase()}${n.getName().slice(1)}`);
    }
    // `...(hasHeatmap ? { series } : {})`: the test picks which value is shown; what it reads is not shown
    if (Node.isConditionalExpression(n)) {
      visit(n.getWhenTrue(), e, d);
      visit(n.getWhenFalse(), e, d);
      return;
    }
    n.forEachChild((c) => visit(c, e, d));
  };
  visit(node, env, depth);
  return [...out].sort();
}

/** A call (or awaited call) to a function: its result is new data, not an echo of its arguments — unless it is an echo helper. */
function fetchesData(n: Node): boolean {
  const u = unwrap(n);
  return (
    Node.isCallExpression(u) &&
    !/\.(join|map|slice|toString|trim|toLowerCase|toUpperCase)$|^(String|Number)$/.test(u.getExpression().getText()) &&
    !echoHelper(u) &&
    !lookupCall(u)
  );
}

/**
 * `OPERATOR_LABELS.get(op)`, `LABELS.get(op) ?? op`: a lookup in a table the code holds, whose value stands
 * for the key it was handed (the label of the operator that went out), not new data.
 */
function lookupCall(call: import("ts-morph").CallExpression): boolean {
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "get" || !call.getArguments().length)
    return false;
  const table = unwrap(callee.getExpression());
  if (!Node.isIdentifier(table)) return false;
  const name = table.getText();
  return (
    /^[A-Z][A-Z0-9_]*$/.test(name) ||
    /(Map|Labels?|Names|Symbols|Signs|Lookup|Table|_map|_labels?|_names|_symbols)$/.test(name)
  );
}

/**
 * `output += formatExecutedSearch(params.executedSearch)`: an echo helper given the request as it was
 * run writes that request into the text — the text carries an echo, named after the value.
 */
function echoWrittenInto(id: Node, env: Bindings): { echoField?: string; echoNames?: string[] } {
  for (const w of writesInto(id)) {
    if (writtenAfter(w, id)) continue;
    const call = unwrap(w);
    if (!Node.isCallExpression(call) || !echoHelper(call)) continue;
    for (const [i, a] of call.getArguments().entries()) {
      const v = unwrap(a);
      const name = Node.isPropertyAccessExpression(v) ? v.getName() : Node.isIdentifier(v) ? v.getText() : undefined;
      if (!name || !ECHO_VALUE.test(name)) continue;
      // only a request object the code built itself is judged by what the helper prints of it; one the upstream
      // reported (a planner's account of what ran) is the resolved request as a whole
      const names = builtObject(v, env) ? statedBy(call, i) : [];
      return { echoField: name, ...(names.length ? { echoNames: names } : {}) };
    }
  }
  return {};
}

/** The value is an object literal the code wrote (followed through bindings, consts and one property read). */
function builtObject(v: Node, env: Bindings): boolean {
  return builtObjectNode(v, env) !== undefined;
}

function builtObjectNode(v: Node, env: Bindings): { node: Node; env: Bindings } | undefined {
  let r: { node: Node; env: Bindings } | undefined;
  if (Node.isPropertyAccessExpression(v)) {
    const base = resolve(v.getExpression(), env);
    const value = prop(base.node, v.getName());
    r = value ? resolve(value, base.env) : undefined;
  } else r = resolve(v, env);
  return r && Node.isObjectLiteralExpression(r.node) ? r : undefined;
}

/**
 * The values an echo helper states of the request it is handed (`formatExecutedSearch(executed)` printing
 * `executed.dataset`, `executed.query`, `executed.sort`): the properties it reads of that parameter, sorted.
 * Empty when it reads the parameter whole (passes it on, spreads or stringifies it): then it may state all.
 */
function statedBy(call: Node, index: number): string[] {
  if (!Node.isCallExpression(call)) return [];
  const fn = functionOf(call.getExpression());
  const param = fn ? parametersOf(fn)[index] : undefined;
  if (!fn || !param || !Node.isParameterDeclaration(param) || !Node.isIdentifier(param.getNameNode())) return [];
  const names = new Set<string>();
  for (const ref of descendantsOfKind(fn, SyntaxKind.Identifier)) {
    if (ref === param.getNameNode() || !declarationsOf(ref).includes(param)) continue;
    const parent = ref.getParent();
    if (parent && Node.isPropertyAccessExpression(parent) && parent.getExpression() === ref)
      names.add(parent.getName());
    // `if (!executed) return ""` tests it; anything else hands the whole value on
    else if (!(parent && Node.isPrefixUnaryExpression(parent))) return [];
  }
  return [...names].sort();
}

/**
 * A project helper that formats what it is given and fetches nothing (`renderExecutedSearch(executed)`):
 * the values passed to it are written into the text, so they count as echoed. Set per reader.
 */
let echoHelper: (call: Node) => boolean = () => false;

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
    if (
      Node.isPropertyAccessExpression(n) &&
      n.getExpression().getText() === "process.env" &&
      CREDENTIAL_ENV.test(n.getName())
    ) {
      out.push({ name: n.getText(), location: locOf(n) });
      return;
    }
    if (Node.isIdentifier(n)) {
      const parent = n.getParent();
      if (
        parent &&
        (Node.isPropertyAssignment(parent) || Node.isPropertyAccessExpression(parent)) &&
        parent.getNameNode() === n
      )
        return;
      const r = resolve(n, e);
      if (r.node !== n) visit(r.node, r.env, d + 1);
      return;
    }
    n.forEachChild((c) => visit(c, e, d));
  };
  visit(p, env, 0);
  return out;
}

/**
 * The upstream collection a returned value carries as it came: a plain result object (no `content`; a
 * framework serialises it) or `structuredContent` holding a list under some key, or a list returned
 * whole. A result with `content` is read through its text; an error result carries nothing.
 */
function heldCollection(n: Node, env: Bindings): Omit<DerivedList, "at"> | undefined {
  if (Node.isObjectLiteralExpression(n)) {
    if (prop(n, "content") || prop(n, "isError") || prop(n, "resultType")) return undefined;
    const structured = prop(n, "structuredContent");
    const obj = structured ? resolve(structured, env) : { node: n, env };
    return wrappedList(obj.node, obj.env);
  }
  if (Node.isArrayLiteralExpression(n)) return undefined;
  const list = heldList(n, env);
  return list ? { text: "[]", list: list.getText(), listNode: list } : undefined;
}

/**
 * Where a derived empty result is returned (ADJUDICATION: the `return` of the empty result): the return,
 * among those on the way, that stands in the function formatting the list (`const results =
 * data.map(…).join(); … return { content: [{ text: trim(results) }] }`, a helper's `return out.join("\n")`
 * after its loop); the formatting itself when none does.
 */
function returnOf(formatted: Node, returns: (Node | undefined)[]): Node {
  const fn = formatted.getFirstAncestor((a) => isFunctionLike(a));
  // `return results.map(fmt).join("\n\n")`: formatted in the return itself, on its line
  const own = formatted.getFirstAncestorByKind(SyntaxKind.ReturnStatement);
  if (own && own.getFirstAncestor((a) => isFunctionLike(a)) === fn) return formatted;
  for (const r of returns) {
    if (!r) continue;
    const stmt = Node.isReturnStatement(r) ? r : r.getFirstAncestorByKind(SyntaxKind.ReturnStatement);
    if (stmt && stmt.getFirstAncestor((a) => isFunctionLike(a)) === fn) return stmt;
  }
  return formatted.getFirstAncestorByKind(SyntaxKind.ReturnStatement) ?? formatted;
}

/**
 * Where the fallback of `a || "No results"` is returned: the `return` it stands in (ADJUDICATION: the
 * `return` of the empty result, `return list.map(f).join("\n") || "No results"` over many lines); the
 * fallback itself when it is kept in a variable first.
 */
function fallbackAt(bin: import("ts-morph").BinaryExpression): Node {
  const stmt = bin.getFirstAncestor((a) => Node.isStatement(a) || isFunctionLike(a));
  return stmt && Node.isReturnStatement(stmt) ? stmt : bin.getRight();
}

/** Whether a list is read from a helper parameter bound to the caller's argument (`rows` of `paginate(rows, n)`). */
/**
 * The list as the caller wrote it, when the code at hand names a wrapper's parameter (`v` in
 * `const json = (v) => …JSON.stringify(v)…`, reached from `json(items)`): messages name `items`, not `v`.
 */
function shownList(list: Node, env: Bindings): string | undefined {
  let n = unwrap(list);
  let e = env;
  for (let i = 0; i < 8 && Node.isIdentifier(n); i++) {
    const decl = declarationsOf(n)[0];
    const b = decl && Node.isParameterDeclaration(decl) ? e.get(decl) : undefined;
    if (!b?.arg) break;
    n = unwrap(b.arg);
    e = b.env;
  }
  // a name or a field path reads as the list; a call expression (`fmt(await getHits(q))`) says less than the parameter
  const named = Node.isIdentifier(n) || (Node.isPropertyAccessExpression(n) && !n.getText().includes("("));
  return n !== unwrap(list) && named ? n.getText() : undefined;
}

function handedList(list: Node, env: Bindings, depth = 0): Node | undefined {
  let n = unwrap(list);
  for (let i = 0; i < 8; i++) {
    if (Node.isPropertyAccessExpression(n) || Node.isElementAccessExpression(n)) n = unwrap(n.getExpression());
    else if (Node.isCallExpression(n) && Node.isPropertyAccessExpression(n.getExpression()))
      n = unwrap((n.getExpression() as import("ts-morph").PropertyAccessExpression).getExpression());
    else if (Node.isConditionalExpression(n) && depth < 4)
      return handedList(n.getWhenTrue(), env, depth + 1) ?? handedList(n.getWhenFalse(), env, depth + 1);
    else break;
  }
  if (!Node.isIdentifier(n)) return undefined;
  const d = declarationsOf(n)[0];
  if (!d) return undefined;
  // `const shown = limit ? rows.slice(0, limit) : rows`: a const made from the handed list
  if (Node.isVariableDeclaration(d) && d.getVariableStatement()?.getDeclarationKind() === "const" && depth < 4) {
    const init = d.getInitializer();
    return init ? handedList(init, env, depth + 1) : undefined;
  }
  return Node.isParameterDeclaration(d) && env.get(d)?.arg ? d : undefined;
}

/**
 * Whether a list formatted straight into the result gets a derived empty path: only a list that came
 * from the upstream (or awaited I/O), is not a fan-out over the caller's own list, and was not tested
 * for emptiness on the way (the look-alike tests and says so).
 */
function owesEmptyPath(d: DerivedList, conds: ReturnCondition[], before: string[], at: Node): boolean {
  // a local filled in a loop: its emptiness is the loop list's, tested under either name; a loop over what the
  // caller handed (`for (const id of ids) out.push(await get(id))`) is empty only when the caller asked for nothing
  const source = pushedFrom(d.listNode);
  if (source && (!d.awaited || testsEmptiness(scopeOf(d.listNode), (listBase(source) ?? unwrap(source)).getText())))
    return false;
  return !(
    (!before.length && !d.awaited) ||
    d.fanOut ||
    conds.some((c) => c.kind === "emptiness") ||
    testsEmptiness(scopeOf(at), d.list, d.at) ||
    testsEmptiness(scopeOf(d.at), d.list, d.at) ||
    // a list handed to a wrapper (`json({ datasets: found })`) is tested where it stands
    testsEmptiness(scopeOf(d.listNode), d.list, d.at) ||
    testsSiblingCount(scopeOf(d.listNode), d.listNode)
  );
}

/** A value that is the constant `false` (or `null`/`undefined`/`0`): a signal that never fires. */
function alwaysFalse(v: Node | undefined): boolean {
  if (!v) return false;
  const n = unwrap(v);
  return (
    n.getKind() === SyntaxKind.FalseKeyword ||
    n.getKind() === SyntaxKind.NullKeyword ||
    (Node.isIdentifier(n) && n.getText() === "undefined") ||
    (Node.isNumericLiteral(n) && Number(n.getLiteralValue()) === 0)
  );
}

/** `at` stands inside one of `skip` (compiler nodes), looking up no further than `stop`. */
function insideAny(at: Node, skip: Set<ts.Node>, stop: Node): boolean {
  const end = stop.compilerNode;
  for (let n: ts.Node | undefined = at.compilerNode; n && n !== end; n = n.parent) if (skip.has(n)) return true;
  return false;
}

/** What earlier exits settle at a return (`ReturnPath.settled`): values left absent, an emptiness already ruled out. */
function settledFor(at: Node, between: Cond[], env: Bindings): ReturnPath["settled"] {
  const absent = absentAt(at);
  let excluded: Node | undefined;
  let differsIn: string[] | undefined;
  for (const c of between) {
    if (c.kind !== "if") continue;
    excluded ??= excludedEmptiness(c.node, !c.negated, env);
    differsIn ??= siblingDiffers(c.node, !c.negated, at);
  }
  const own =
    absent.length || differsIn
      ? { ...(absent.length ? { absent } : {}), ...(differsIn ? { differsIn } : {}) }
      : undefined;
  return mergeSettled(own, excluded ? { emptyExcludedAt: locOf(excluded) } : undefined);
}

/** The same for one branch of a ternary: only an emptiness already ruled out. */
function ternarySettled(cond: Node, value: boolean, env: Bindings): ReturnPath["settled"] {
  const excluded = excludedEmptiness(cond, value, env);
  return excluded ? { emptyExcludedAt: locOf(excluded) } : undefined;
}

function mergeSettled(a: ReturnPath["settled"], b: ReturnPath["settled"]): ReturnPath["settled"] {
  if (!a) return b;
  if (!b) return a;
  const absent = [...new Set([...(a.absent ?? []), ...(b.absent ?? [])])].sort();
  const at = a.emptyExcludedAt ?? b.emptyExcludedAt;
  const differsIn = a.differsIn ?? b.differsIn;
  const passed = a.passed ?? b.passed;
  return {
    ...(absent.length ? { absent } : {}),
    ...(at ? { emptyExcludedAt: at } : {}),
    ...(differsIn ? { differsIn } : {}),
    ...(passed ? { passed } : {}),
  };
}

/** Adds what earlier exits settle to a path (the innermost return's ruling-out comes first). */
function settle(p: ReturnPath, s: ReturnPath["settled"]): ReturnPath {
  if (!s) return p;
  const merged = mergeSettled(p.settled, s);
  if (merged && (merged.absent || merged.emptyExcludedAt || merged.differsIn || merged.passed)) p.settled = merged;
  return p;
}

/**
 * The names a handler hands a helper (`this.listWorkspaces(projectId, limit, pageNum, context)`): the
 * identifiers in its arguments, what a `const` among them was set from, the property a destructured one
 * was taken from. Undefined when it hands over the whole arguments object (the handler's first parameter,
 * or a value read from `.arguments`), which lets the helper send any of them.
 */
function passedNames(call: import("ts-morph").CallExpression, handler: Node | undefined): string[] | undefined {
  const first = handler ? parametersOf(handler)[0] : undefined;
  const out = new Set<string>();
  for (const a of call.getArguments()) {
    for (const id of [a, ...a.getDescendantsOfKind(SyntaxKind.Identifier)]) {
      if (!Node.isIdentifier(id)) continue;
      const parent = id.getParent();
      if (parent && Node.isPropertyAccessExpression(parent) && parent.getNameNode() === id) {
        out.add(id.getText());
        continue;
      }
      out.add(id.getText());
      const base = !!parent && Node.isPropertyAccessExpression(parent) && parent.getExpression() === id;
      const decl = declarationsOf(id)[0];
      if (!decl) continue;
      if (!base && first && decl === first && Node.isIdentifier(first.getNameNode())) return undefined;
      if (Node.isVariableDeclaration(decl)) {
        const init = decl.getInitializer();
        if (!init) continue;
        if (!base && /\.arguments\b/.test(init.getText())) return undefined;
        if (!base && first && Node.isIdentifier(first.getNameNode()) && unwrap(init).getText() === first.getName())
          return undefined;
        for (const x of init.getDescendantsOfKind(SyntaxKind.Identifier)) out.add(x.getText());
      }
      if (Node.isBindingElement(decl)) out.add((decl.getPropertyNameNode() ?? decl.getNameNode()).getText());
    }
  }
  return [...out].sort();
}

/**
 * `catch (e) { if (e.statusCode === 404) return "missing"; return "unknown"; }`: the catch answers the source's
 * not-found with one constant and every other failure with another, so the caller can tell "nothing there"
 * from "could not check" — the failure is stated in a value the model reads (ADJUDICATION rule 3), not
 * dressed as data. True for a constant return outside the not-found branch of its own catch.
 */
function absenceStatedApart(conds: Cond[], expr: Node): boolean {
  const own = constString(unwrap(expr))?.value;
  if (own === undefined) return false;
  const c = [...conds].reverse().find((x) => x.kind === "catch");
  if (!c) return false;
  for (const r of descendantsOfKind(c.node, SyntaxKind.ReturnStatement)) {
    const v = r.getExpression();
    const other = v ? constString(unwrap(v))?.value : undefined;
    if (other === undefined || other === own) continue;
    for (let n: Node | undefined = r.getParent(); n && n !== c.node; n = n.getParent())
      if (Node.isIfStatement(n) && isNotFoundCheck(n.getExpression(), false) && isInsideNode(r, n.getThenStatement()))
        return true;
  }
  return false;
}

function isInsideNode(n: Node, outer: Node): boolean {
  return n.getPos() >= outer.getPos() && n.getEnd() <= outer.getEnd();
}
