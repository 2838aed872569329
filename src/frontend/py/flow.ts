/**
 * Argument flows in Python: a forward taint walk from each tool's arguments (plain arguments, and
 * `params.field` of one pydantic model argument) through assignments, containers, comprehensions,
 * f-strings and calls into project functions and methods (`self.m(...)`, a shared client instance's
 * methods, helpers in other modules) to the upstream calls. On the way it records the request-side
 * shapes the rules read:
 *
 * - a write into a request container under a condition on the same argument
 *   (`if ids: params["Ids"] = ids`) — a `guarded-write` flow, unless the argument was resolved to a
 *   full value when absent (`if ids is None: ids = await all_ids()`);
 * - a request key computed from the members of the caller's list
 *   (`for f in fields: params[f"Field.{f}"] = "true"`) — a `keyed-write` flow; a loop over a
 *   constant group is complete and writes nothing keyed;
 * - a restricting literal always sent (`{"status": "active"}`) — a fixed request value.
 *
 * It also collects which arguments the handler reads, which upstream calls each tool reaches, the
 * functions it reaches (for result texts and return paths). Bounded by depth and a work budget.
 */

import { atOwnCatch } from "../../model/failure-sites.js";
import { cmp } from "../../model/location.js";
import type {
  FixedRequestValue,
  FlowStep,
  ModelText,
  ParamFlow,
  RequestPart,
  ResponseRead,
  SortSite,
  SourceLocation,
  UpstreamCall,
  UpstreamOrder,
} from "../../model/types.js";
import {
  AGGREGATION_KEY,
  COMPARISON_KEY,
  isStatementCondition,
  LOG_CALL,
  ORDER_KEY,
  RESTRICTING_KEY,
} from "../../model/vocabulary.js";
import { clipped } from "../../model/wording.js";
import type { LoadedPython, PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import type { PyClassRef } from "./receivers.js";
import { ResponseReader, splatKind } from "./response.js";
import { ReturnReader } from "./returns.js";
import { accessorDefs, SortSites } from "./sort-sites.js";
import {
  dotted,
  enclosingFunction,
  field,
  keywordArgs,
  kids,
  locOf,
  ofType,
  type ProjectIndex,
  paramName,
  positionalArgs,
  someOfType,
  stringValue,
  templateText,
  unwrap,
} from "./syntax.js";
import type { PyDiscovery, PyHandler } from "./tools.js";
import { type PySite, UpstreamFinder } from "./upstream.js";
import { UpstreamOrders } from "./upstream-orders.js";
import { CUT_METHOD, emptyGuardOf, inLoop } from "./widening.js";

interface Label {
  param: string;
  kind: "value" | "guarded" | "keyed" | "fixed";
  steps: FlowStep[];
  guard?: { location: SourceLocation; condition: string; statement?: true };
  keyed?: { pattern: string; location: SourceLocation };
  fixed?: { key: string; value: string; location: SourceLocation };
  /** The argument was replaced by a resolved value when absent: a later guard does not leave it out. */
  defaulted?: boolean;
  /** The argument's value was cut on the way (`term[:4]`, `term.split()`): not the caller's value. */
  derived?: { how: string; location: SourceLocation; inLoop?: boolean };
  /** The upstream call runs only because an earlier result was empty. */
  emptyPath?: { location: SourceLocation; condition: string };
  /** For guarded writes: the texts of the function that builds the request (`ParamFlow.request`, rule 1's API models). */
  request?: { texts: string[]; apis: string[]; fills?: { key: string; value: string; location: SourceLocation }[] };
}

interface Taint {
  labels: Map<string, Label>;
  /** A pydantic model argument: attribute reads are `prefix.attr`. */
  model?: string;
  /** Loop variables: the labels of the list the loop runs over. */
  loopOver?: Map<string, Label>;
}

const EMPTY: Taint = { labels: new Map() };

function union(...ts: (Taint | undefined)[]): Taint {
  // most values a walk meets carry nothing: one shared empty taint, not a new map each (taints are never
  // changed once made; an empty one without a model stands for nothing whichever object it is)
  let carries = false;
  for (const t of ts)
    if (t && (t.labels.size || t.model !== undefined)) {
      carries = true;
      break;
    }
  if (!carries) return EMPTY;
  const labels = new Map<string, Label>();
  let model: string | undefined;
  for (const t of ts) {
    if (!t) continue;
    for (const [k, l] of t.labels) if (!labels.has(k)) labels.set(k, l);
    model ??= t.model;
  }
  return model ? { labels, model } : { labels };
}

function keyOf(l: Label): string {
  return `${l.param}|${l.kind}|${l.derived ? "derived|" : ""}${l.guard ? `${l.guard.location.file}:${l.guard.location.line}` : ""}|${l.keyed ? `${l.keyed.location.file}:${l.keyed.location.line}` : ""}|${l.fixed ? `${l.fixed.key}@${l.fixed.location.file}:${l.fixed.location.line}` : ""}`;
}

function withLabel(t: Taint, l: Label): Taint {
  const labels = new Map(t.labels);
  labels.set(keyOf(l), l);
  return { ...t, labels };
}

type Env = Map<string, Taint>;

interface Guard {
  /** Arguments the condition reads. */
  params: Set<string>;
  text: string;
  node: PyNode;
}

interface Frame {
  file: PyFile;
  fn: PyNode;
  env: Env;
  guards: Guard[];
  depth: number;
  returns: Taint[];
  /** Parameters bound to an instance of a project class at the call (`async_search(arxiv_searcher, …)`). */
  types?: Map<string, PyClassRef>;
  /** Containers this frame put values into (`out.append(x)`, `params[k] = v`): a closure's writes reach its caller. */
  mutated?: Set<string>;
}

const MAX_DEPTH = 8;
const BUDGET = 60_000;

export interface PyFlowResult {
  upstreamCalls: UpstreamCall[];
  flows: ParamFlow[];
  fixedValues: FixedRequestValue[];
  texts: ModelText[];
  limits: string[];
  responseReads: ResponseRead[];
  sortSites: SortSite[];
  upstreamOrders: UpstreamOrder[];
  /** Functions each tool's handler reaches (tool id → functions, the handler first). */
  reachedFunctions: Map<string, { file: PyFile; fn: PyNode }[]>;
}

export function analyseFlows(
  loaded: LoadedPython,
  index: ProjectIndex,
  discovery: PyDiscovery,
  extra: string[],
): PyFlowResult {
  const finder = new UpstreamFinder(index, extra);
  const sites: PySite[] = loaded.files.flatMap((f) => finder.sitesIn(f));
  const siteIds = new Map<number, string>();
  const upstreamCalls: UpstreamCall[] = [];
  for (const s of sites) {
    const location = locOf(s.file, s.call);
    const id = `${s.callee}@${location.file}:${location.line}:${location.column}`;
    siteIds.set(s.call.id, id);
    const u: UpstreamCall = { id, client: s.client, callee: s.callee, location, reachedFrom: [] };
    if (s.method) u.method = s.method;
    upstreamCalls.push(u);
  }
  const byId = new Map(upstreamCalls.map((u) => [u.id, u]));
  const flows: ParamFlow[] = [];
  const fixedValues: FixedRequestValue[] = [];
  const texts: ModelText[] = [];
  const limits: string[] = [];
  const returns = new ReturnReader(index, finder, siteIds);
  const responses = new ResponseReader(finder, siteIds);
  const defs = new Map<string, Map<string, PyNode>>();
  const sorts = new SortSites(
    (f) => defs.get(f.rel) ?? defs.set(f.rel, accessorDefs(f)).get(f.rel)!,
    (call) => siteIds.has(call.id),
  );
  const orders = new UpstreamOrders(index, (call) => siteIds.has(call.id));
  const reachedFunctions = new Map<string, { file: PyFile; fn: PyNode }[]>();

  for (const tool of discovery.tools) {
    const h = discovery.handlers.get(tool.id);
    if (!h) continue;
    const engine = new Engine(index, finder, siteIds);
    engine.run(
      h,
      tool.parameters.map((p) => ({ name: p.name, location: p.location, optional: p.optional })),
    );
    for (const l of engine.limits) limits.push(`${tool.name}: ${l}`);
    for (const id of [...engine.reached].sort()) byId.get(id)?.reachedFrom.push(tool.id);
    if (!engine.limits.length && !tool.unresolved?.length)
      tool.readParams = tool.parameters
        .map((p) => p.name)
        .filter((n) => engine.touched.has(n))
        .sort();
    const seen = new Set<string>();
    for (const hit of engine.hits) {
      for (const l of hit.labels) {
        if (l.kind === "fixed") {
          if (!l.fixed) continue;
          const k = `fixed|${hit.site}|${l.fixed.key}|${l.fixed.location.line}`;
          if (seen.has(k)) continue;
          seen.add(k);
          fixedValues.push({
            tool: tool.id,
            upstreamCall: hit.site,
            key: l.fixed.key,
            value: l.fixed.value,
            location: l.fixed.location,
            steps: [...l.steps, hit.step],
          });
          continue;
        }
        if (!tool.parameters.some((p) => p.name === l.param)) continue;
        const kind = l.kind === "guarded" ? "guarded-write" : l.kind === "keyed" ? "keyed-write" : "value";
        const k = `${l.param}|${hit.site}|${kind}|${l.guard?.location.line ?? ""}|${l.keyed?.location.line ?? ""}|${hit.part ?? ""}|${l.derived?.location.line ?? ""}|${l.emptyPath ? "empty" : ""}`;
        if (seen.has(k)) continue;
        seen.add(k);
        const flow: ParamFlow = {
          tool: tool.id,
          param: l.param,
          upstreamCall: hit.site,
          kind,
          steps: [...l.steps, hit.step],
        };
        if (l.guard) flow.guard = l.guard;
        if (l.keyed) flow.keyed = l.keyed;
        if (hit.part) flow.part = hit.part;
        if (l.derived) flow.derived = l.derived;
        if (l.emptyPath) flow.emptyPath = l.emptyPath;
        if (l.request) flow.request = l.request;
        flows.push(flow);
      }
    }
    const reachedFns = [...engine.functions.values()];
    reachedFunctions.set(tool.id, reachedFns);
    tool.returnPaths = returns.toolPaths(h);
    tool.failureReturns = atOwnCatch([
      ...returns.failurePaths(reachedFns),
      ...returns.wrapperFailures(h, reachedFns, loaded.files),
    ]);
    texts.push(...resultTexts(tool.id, reachedFns, h));
    responses.tool(tool.id, h);
    sorts.tool(tool.id, reachedFns);
    orders.tool(tool, reachedFns, upstreamCalls);
  }
  const names = new Map(discovery.tools.map((t) => [t.id, t.name]));
  flows.sort(
    (a, b) =>
      cmp(a.tool, b.tool) ||
      cmp(a.param, b.param) ||
      cmp(a.upstreamCall, b.upstreamCall) ||
      cmp(a.kind, b.kind) ||
      (a.guard?.location.line ?? 0) - (b.guard?.location.line ?? 0) ||
      (a.keyed?.location.line ?? 0) - (b.keyed?.location.line ?? 0) ||
      cmp(a.part ?? "", b.part ?? ""),
  );
  fixedValues.sort(
    (a, b) =>
      cmp(a.tool, b.tool) ||
      cmp(a.upstreamCall, b.upstreamCall) ||
      cmp(a.location.file, b.location.file) ||
      a.location.line - b.location.line ||
      a.location.column - b.location.column,
  );
  return {
    upstreamCalls,
    flows,
    fixedValues,
    texts,
    limits: [...new Set(limits)].sort(),
    responseReads: responses.result((id) => names.get(id) ?? id),
    sortSites: sorts.sites(),
    upstreamOrders: orders.orders(),
    reachedFunctions,
  };
}

interface Hit {
  site: string;
  labels: Label[];
  step: FlowStep;
  part?: RequestPart;
}

class Engine {
  readonly hits: Hit[] = [];
  readonly reached = new Set<string>();
  readonly touched = new Set<string>();
  readonly limits: string[] = [];
  readonly functions = new Map<number, { file: PyFile; fn: PyNode }>();
  private work = 0;
  private readonly memo = new Map<string, Taint>();
  /** What a nested def called with a given signature put into its enclosing function's containers. */
  private readonly closureWrites = new Map<string, Map<string, Taint>>();
  private paramNames = new Set<string>();
  /** Calls into project functions being followed, outermost first (with their files). */
  private readonly callSites: { file: PyFile; node: PyNode }[] = [];

  constructor(
    readonly _index: ProjectIndex,
    private readonly finder: UpstreamFinder,
    private readonly siteIds: Map<number, string>,
  ) {}

  run(h: PyHandler, params: { name: string; location: SourceLocation; optional: boolean }[]): void {
    this.paramNames = new Set(params.map((p) => p.name));
    const env: Env = new Map();
    const loc = new Map(params.map((p) => [p.name, p]));
    for (const a of h.args) {
      if (a.model) {
        for (const r of a.selfRead ?? []) if (this.paramNames.has(r)) this.touched.add(r);
        env.set(a.local, { labels: new Map(), model: a.label });
        continue;
      }
      const p = loc.get(a.label);
      if (!p) continue;
      env.set(a.local, { labels: new Map([[a.label, this.paramLabel(p)]]) });
    }
    if (h.argumentsDict) env.set(h.argumentsDict, { labels: new Map(), model: "" });
    this.functions.set(h.fn.id, { file: h.file, fn: h.fn });
    const frame: Frame = { file: h.file, fn: h.fn, env, guards: [], depth: 0, returns: [] };
    const body = h.branch ?? field(h.fn, "body");
    if (body) this.block([...kids(body), ...(h.continuation ?? [])], frame);
  }

  private paramLabel(p: { name: string; location: SourceLocation; optional: boolean }): Label {
    return {
      param: p.name,
      kind: "value",
      steps: [
        {
          location: p.location,
          message: `tool argument \`${p.name}\`${p.optional ? " (optional)" : ""} is declared here`,
        },
      ],
    };
  }

  /** The label of `prefix.attr` on a model argument (created on first read). */
  private modelAttr(prefix: string, attr: string, at: PyNode, file: PyFile): Taint {
    const name = prefix ? `${prefix}.${attr}` : attr;
    // a property or method of the model (`params.as_lv95`) reads fields inside the class: count them all as read
    if (!this.paramNames.has(name) && [...this.paramNames].some((p) => p.startsWith(`${prefix}.`)))
      return this.wholeModel({ labels: new Map(), model: prefix });
    this.touched.add(name);
    return {
      labels: new Map([
        [
          name,
          {
            param: name,
            kind: "value",
            steps: [{ location: locOf(file, at), message: `argument \`${name}\` is read here` }],
          },
        ],
      ]),
    };
  }

  private limit(msg: string): void {
    if (!this.limits.includes(msg)) this.limits.push(msg);
  }

  private block(stmts: PyNode[], f: Frame): void {
    for (const s of stmts) this.stmt(s, f);
  }

  private stmt(s: PyNode, f: Frame): void {
    if (++this.work > BUDGET) {
      this.limit(`work budget of ${BUDGET} steps used up; the rest of this tool's handler was not followed`);
      return;
    }
    switch (s.type) {
      case "expression_statement":
        for (const e of kids(s)) this.exprStmt(e, f);
        return;
      case "return_statement": {
        const e = kids(s)[0];
        f.returns.push(e ? this.expr(e, f) : EMPTY);
        return;
      }
      case "if_statement":
        this.ifStmt(s, f);
        return;
      case "for_statement": {
        const right = field(s, "right");
        const left = field(s, "left");
        const it = right ? this.expr(right, f) : EMPTY;
        if (left) this.bindLoop(left, it, f, right);
        const body = field(s, "body");
        const before = new Map(f.env);
        if (body) this.block(kids(body), f);
        mergeInto(f.env, before);
        const alt = kids(s).find((k) => k.type === "else_clause");
        if (alt) this.block(kids(field(alt, "body") ?? alt), f);
        return;
      }
      case "while_statement": {
        this.expr(field(s, "condition")!, f);
        const before = new Map(f.env);
        const body = field(s, "body");
        if (body) this.block(kids(body), f);
        mergeInto(f.env, before);
        return;
      }
      case "try_statement": {
        for (const c of kids(s)) {
          if (c.type === "block") this.block(kids(c), f);
          else if (c.type === "except_clause" || c.type === "except_group_clause") {
            const b = kids(c).find((k) => k.type === "block");
            if (b) this.block(kids(b), f);
          } else if (c.type === "else_clause" || c.type === "finally_clause") {
            const b = kids(c).find((k) => k.type === "block");
            if (b) this.block(kids(b), f);
          }
        }
        return;
      }
      case "with_statement": {
        for (const item of ofType(kids(s).find((k) => k.type === "with_clause") ?? s, "with_item")) {
          const v = kids(item)[0];
          if (!v) continue;
          if (v.type === "as_pattern") {
            const val = kids(v)[0];
            const t = val ? this.expr(val, f) : EMPTY;
            const alias = kids(field(v, "alias"))[0];
            if (alias) this.assign(alias, t, f);
          } else this.expr(v, f);
        }
        const body = field(s, "body");
        if (body) this.block(kids(body), f);
        return;
      }
      case "match_statement": {
        const subj = field(s, "subject");
        if (subj) this.expr(subj, f);
        for (const c of ofType(s, "case_clause")) {
          const b = kids(c).find((k) => k.type === "block");
          if (b) this.block(kids(b), f);
        }
        return;
      }
      case "raise_statement":
      case "assert_statement":
      case "delete_statement":
        for (const e of kids(s)) this.expr(e, f);
        return;
      case "block":
        this.block(kids(s), f);
        return;
      default:
        return;
    }
  }

  private ifStmt(s: PyNode, f: Frame): void {
    const cond = field(s, "condition")!;
    const ct = this.expr(cond, f);
    const condParams = new Set([...ct.labels.values()].map((l) => l.param));
    const absentTested = absenceTested(cond);
    const before = new Map(f.env);
    const branches: Env[] = [];
    const guard: Guard = { params: condParams, text: cond.text, node: cond };
    const cons = field(s, "consequence");
    f.guards.push(guard);
    if (cons) this.block(kids(cons), f);
    f.guards.pop();
    // `if ids is None: ids = resolve_all()`: from here on the argument is never left out
    // `if ids is None and not other: ids = resolve_all()`: the absence of `other` is handled there too
    const resolves = !!cons && someOfType(cons, "assignment", "augmented_assignment");
    for (const name of absentTested) {
      const after = f.env.get(name);
      const was = before.get(name);
      if (after && was && (after !== was || resolves)) {
        const labels = new Map<string, Label>();
        for (const [k, l] of union(after, was).labels) labels.set(k, { ...l, defaulted: true });
        f.env.set(name, { ...union(after, was), labels });
      }
    }
    branches.push(new Map(f.env));
    let hasElse = false;
    for (const alt of kids(s).filter((k) => k.type === "elif_clause" || k.type === "else_clause")) {
      f.env.clear();
      for (const [k, v] of before) f.env.set(k, v);
      if (alt.type === "elif_clause") {
        const c = field(alt, "condition");
        const t = c ? this.expr(c, f) : EMPTY;
        f.guards.push({
          params: new Set([...t.labels.values()].map((l) => l.param)),
          text: c?.text ?? "",
          node: c ?? alt,
        });
        const b = field(alt, "consequence");
        if (b) this.block(kids(b), f);
        f.guards.pop();
      } else {
        hasElse = true;
        const b = field(alt, "body") ?? kids(alt).find((k) => k.type === "block");
        if (b) this.block(kids(b), f);
      }
      branches.push(new Map(f.env));
    }
    if (!hasElse) branches.push(before);
    f.env.clear();
    for (const b of branches) mergeInto(f.env, b);
  }

  private bindLoop(left: PyNode, it: Taint, f: Frame, over?: PyNode): void {
    const names = left.type === "identifier" ? [left] : ofType(left, "identifier");
    // a loop over cut-down forms of the term (`for form in shorter_forms(term)`) sends one per form; a loop
    // over a slice (`for p in projects[:top_n]`) runs over its elements or characters, none a shorter form
    const u = over && unwrap(over);
    const slice = u?.type === "subscript" && u.childrenForFieldName("subscript").some((k) => k?.type === "slice");
    const labels = new Map(
      [...it.labels].map(([k, l]) => [k, l.derived && !slice ? { ...l, derived: { ...l.derived, inLoop: true } } : l]),
    );
    for (const n of names) f.env.set(n.text, { labels: new Map(labels), loopOver: it.labels });
  }

  private exprStmt(e: PyNode, f: Frame): void {
    if (e.type === "assignment" || e.type === "augmented_assignment") {
      const left = field(e, "left");
      const right = field(e, "right");
      if (!left || !right) return;
      const t = this.expr(right, f);
      if (e.type === "augmented_assignment" && left.type === "identifier") {
        // `if order_by: sql += f" ORDER BY {order_by}"`: a text built piece by piece gains the piece only when
        // the test holds, as `parts.append(…)` under it does
        f.env.set(left.text, union(f.env.get(left.text), this.guarded(t, f, e)));
        return;
      }
      this.assign(left, t, f, right, e);
      return;
    }
    // `params.update({...})`, `parts.append(x)`: the container gains what is put in
    if (e.type === "call") {
      const fn = field(e, "function");
      if (
        fn?.type === "attribute" &&
        /^(update|append|extend|setdefault|add|insert)$/.test(field(fn, "attribute")!.text)
      ) {
        const obj = field(fn, "object")!;
        const args = kids(field(e, "arguments")).map((a) =>
          this.expr(a.type === "keyword_argument" ? field(a, "value")! : a, f),
        );
        let t = union(...args);
        t = this.guarded(t, f, e);
        this.mutate(obj, t, f);
        this.expr(e, f);
        return;
      }
    }
    this.expr(e, f);
  }

  /** Turns value labels into guarded ones when the write sits under a condition on the same argument. */
  private guarded(t: Taint, f: Frame, at: PyNode): Taint {
    if (!f.guards.length) return t;
    const labels = new Map<string, Label>();
    for (const [k, l] of t.labels) {
      const g =
        l.kind === "value" && !l.defaulted ? [...f.guards].reverse().find((x) => x.params.has(l.param)) : undefined;
      if (!g) {
        labels.set(k, l);
        continue;
      }
      const location = locOf(f.file, at);
      const gl: Label = {
        ...l,
        kind: "guarded",
        guard: { location, condition: g.text, ...(addsStatementCondition(g.node) ? { statement: true as const } : {}) },
        request: requestOf(at, f.file),
        steps: [
          ...l.steps,
          { location, message: `written into the request only when \`${clipped(g.text, 60)}\` holds` },
        ],
      };
      labels.set(keyOf(gl), gl);
    }
    return { ...t, labels };
  }

  private mutate(obj: PyNode, t: Taint, f: Frame): void {
    const base = rootName(obj);
    if (!base) return;
    f.env.set(base, union(f.env.get(base), { labels: t.labels }));
    f.mutated?.add(base);
  }

  private assign(left: PyNode, t: Taint, f: Frame, right?: PyNode, stmt?: PyNode): void {
    if (left.type === "identifier") {
      f.env.set(left.text, t);
      return;
    }
    if (
      left.type === "pattern_list" ||
      left.type === "tuple_pattern" ||
      left.type === "list_pattern" ||
      left.type === "tuple"
    ) {
      for (const k of kids(left)) this.assign(k, { labels: t.labels }, f);
      return;
    }
    if (left.type === "subscript") {
      const obj = field(left, "value")!;
      const key = field(left, "subscript");
      let val = this.guarded(t, f, stmt ?? left);
      if (key && stmt) {
        const keyText = templateText(key);
        // a key computed from a loop variable that runs over the caller's list
        if (keyText?.includes("${…}")) {
          for (const id of ofType(key, "identifier")) {
            const lv = f.env.get(id.text)?.loopOver;
            if (!lv) continue;
            for (const l of lv.values()) {
              if (l.kind !== "value") continue;
              const location = locOf(f.file, stmt);
              const kl: Label = {
                param: l.param,
                kind: "keyed",
                keyed: { pattern: keyText, location },
                steps: [
                  ...l.steps,
                  { location, message: `request key \`${keyText}\` written only for the members the caller chose` },
                ],
              };
              val = withLabel(val, kl);
            }
          }
        }
        const k = stringValue(key);
        const v = right ? unwrap(right) : undefined;
        if (
          k &&
          v &&
          isLiteral(v) &&
          ((RESTRICTING_KEY.test(k) && !inAggregation(left)) || ORDER_KEY.test(k)) &&
          !f.guards.length
        ) {
          const location = locOf(f.file, stmt);
          val = withLabel(val, {
            param: "",
            kind: "fixed",
            fixed: { key: k, value: v.text, location },
            steps: [{ location, message: `\`${k}\` is always sent as ${v.text.slice(0, 40)}` }],
          });
        }
      }
      if (key) this.expr(key, f);
      this.mutate(obj, val, f);
      return;
    }
    if (left.type === "attribute") {
      this.mutate(left, t, f);
      return;
    }
  }

  /** The taint of an expression (evaluating calls into project functions on the way). */
  expr(n: PyNode, f: Frame): Taint {
    if (++this.work > BUDGET) return EMPTY;
    switch (n.type) {
      case "identifier": {
        const t = f.env.get(n.text);
        if (t) for (const l of t.labels.values()) if (this.paramNames.has(l.param)) this.touched.add(l.param);
        return t ?? EMPTY;
      }
      case "attribute": {
        const obj = field(n, "object")!;
        const attr = field(n, "attribute")!.text;
        const ot = this.expr(obj, f);
        if (ot.model !== undefined) return this.modelAttr(ot.model, attr, n, f.file);
        return { labels: ot.labels };
      }
      case "call":
        return this.call(n, f);
      case "subscript": {
        // `arguments["canton"]` on the low-level dispatcher's arguments dict
        const ot = this.expr(field(n, "value")!, f);
        const key = stringValue(field(n, "subscript"));
        if (ot.model !== undefined && key !== undefined) return this.modelAttr(ot.model, key, n, f.file);
        // `term[:4]`: a cut of the caller's value
        const cut = n.childrenForFieldName("subscript").find((k) => k?.type === "slice");
        if (cut && ot.labels.size) {
          // the bounds are read too (`results[: params.limit]`): an argument that cuts the result shapes it
          this.expr(cut, f);
          return this.derive({ labels: ot.labels }, `[${cut.text}]`, n, f);
        }
        return union(
          { labels: ot.labels },
          ...(n.childrenForFieldName("subscript").filter(Boolean) as PyNode[]).map((k) => ({
            labels: this.expr(k, f).labels,
          })),
        );
      }
      case "string":
      case "concatenated_string":
        return union(...ofType(n, "interpolation").map((i) => (kids(i)[0] ? this.expr(kids(i)[0]!, f) : EMPTY)));
      case "dictionary": {
        let t = EMPTY;
        for (const p of kids(n)) {
          if (p.type === "pair") {
            const k = stringValue(field(p, "key"));
            const v = field(p, "value");
            const vt = v ? this.expr(v, f) : EMPTY;
            t = union(t, { labels: vt.labels });
            const uv = v ? unwrap(v) : undefined;
            if (k && uv && isLiteral(uv) && ((RESTRICTING_KEY.test(k) && !inAggregation(p)) || ORDER_KEY.test(k))) {
              const location = locOf(f.file, p);
              t = withLabel(t, {
                param: "",
                kind: "fixed",
                fixed: { key: k, value: uv.text, location },
                steps: [{ location, message: `\`${k}\` is always sent as ${uv.text.slice(0, 40)}` }],
              });
            }
          } else if (p.type === "dictionary_splat") {
            const inner = kids(p)[0];
            const it = inner ? this.expr(inner, f) : EMPTY;
            t = union(t, this.wholeModel(it), { labels: it.labels });
          }
        }
        return t;
      }
      case "list_comprehension":
      case "set_comprehension":
      case "generator_expression":
      case "dictionary_comprehension": {
        const saved = new Map(f.env);
        for (const c of kids(n).filter((k) => k.type === "for_in_clause")) {
          const it = field(c, "right") ? this.expr(field(c, "right")!, f) : EMPTY;
          const left = field(c, "left");
          if (left) this.bindLoop(left, it, f, field(c, "right"));
        }
        for (const c of kids(n).filter((k) => k.type === "if_clause")) for (const e of kids(c)) this.expr(e, f);
        const body = field(n, "body");
        const t = body ? this.expr(body, f) : EMPTY;
        f.env.clear();
        for (const [k, v] of saved) f.env.set(k, v);
        return { labels: t.labels };
      }
      case "lambda":
        return EMPTY;
      case "keyword_argument":
        return field(n, "value") ? this.expr(field(n, "value")!, f) : EMPTY;
      // `params = params or SearchInput()`, `(params)`: the value is still the model argument, whose fields are read later
      case "boolean_operator":
      case "conditional_expression":
      case "parenthesized_expression":
        return union(...kids(n).map((k) => this.expr(k, f)));
      case "comparison_operator":
      case "not_operator":
      case "binary_operator":
      case "unary_operator":
      case "await":
      case "list":
      case "tuple":
      case "set":
      case "slice":
      case "expression_list":
      case "list_splat":
      case "dictionary_splat":
      case "pair":
      case "named_expression":
      case "interpolation":
        return union(...kids(n).map((k) => ({ labels: this.expr(k, f).labels })));
      default:
        return EMPTY;
    }
  }

  /** Every field of a model argument, when the whole object goes somewhere (`params.model_dump()`, `**params`). */
  private wholeModel(t: Taint): Taint {
    if (t.model === undefined) return EMPTY;
    const labels = new Map<string, Label>();
    for (const p of this.paramNames) {
      if (t.model && !p.startsWith(`${t.model}.`)) continue;
      this.touched.add(p);
      labels.set(p, { param: p, kind: "value", steps: [] });
    }
    return { labels };
  }

  private call(n: PyNode, f: Frame): Taint {
    const callee = field(n, "function")!;
    const argsNode = field(n, "arguments");
    const argNodes = argsNode?.type === "argument_list" ? kids(argsNode) : argsNode ? [argsNode] : [];
    const siteId = this.siteIds.get(n.id);
    // the receiver of a method call is evaluated (a read of the argument it holds)
    const recv = callee.type === "attribute" ? this.expr(field(callee, "object")!, f) : EMPTY;
    const argTaints = argNodes.map((a) => ({
      node: a,
      t: this.expr(
        a.type === "keyword_argument"
          ? field(a, "value")!
          : a.type === "list_splat" || a.type === "dictionary_splat"
            ? (kids(a)[0] ?? a)
            : a,
        f,
      ),
    }));
    if (siteId) {
      this.reached.add(siteId);
      const location = locOf(f.file, n);
      const step = {
        location,
        message: `sent upstream by \`${dotted(callee) ?? callee.text.replace(/\s+/g, "")}(…)\``,
      };
      const onEmpty = [{ file: f.file, node: n }, ...[...this.callSites].reverse()]
        .map((c) => emptyGuardOf(c.file, c.node))
        .find((g) => g !== undefined);
      // "once per shortened form" needs the request itself inside a loop: forms gathered in a loop into one
      // request (`for t in terms: where.append(…)`, then one query) are sent once
      const looped = [{ node: n }, ...this.callSites].some((c) => inLoop(c.node));
      argTaints.forEach(({ node, t }, i) => {
        const whole = this.wholeModel(t);
        const labels = [...t.labels.values(), ...whole.labels.values()].map((l) => {
          if (!l.param) return l;
          let out = l;
          if (out.derived?.inLoop && !looped) {
            const { inLoop: _, ...derived } = out.derived;
            out = { ...out, derived };
          }
          if (onEmpty)
            out = {
              ...out,
              emptyPath: onEmpty,
              steps: [
                ...out.steps,
                {
                  location: onEmpty.location,
                  message: `runs only when \`${onEmpty.condition}\` (an earlier result was empty)`,
                },
              ],
            };
          return out;
        });
        if (!labels.length) return;
        const name = node.type === "keyword_argument" ? field(node, "name")?.text : undefined;
        const part: RequestPart | undefined =
          name === "params"
            ? "query"
            : name === "json" || name === "data" || name === "content"
              ? "body"
              : name === "headers"
                ? "header"
                : name === "url" || (i === 0 && !name)
                  ? "url"
                  : undefined;
        this.hits.push({ site: siteId, labels, step, ...(part ? { part } : {}) });
      });
      return EMPTY;
    }
    const calleeText = dotted(callee) ?? "";
    if (
      LOG_CALL.test(calleeText) ||
      /^(log|logger|logging)\.(debug|info|warning|warn|error|exception|critical)$/.test(calleeText)
    )
      return EMPTY;
    // `params.model_dump()` / `dict(params)`: every field
    if (
      callee.type === "attribute" &&
      recv.model !== undefined &&
      /^(model_dump|dict|model_dump_json|json)$/.test(field(callee, "attribute")!.text)
    )
      return this.wholeModel(recv);
    if (callee.type === "attribute" && recv.model !== undefined && field(callee, "attribute")!.text === "get") {
      const key = stringValue(positionalArgs(n)[0]);
      if (key !== undefined) return this.modelAttr(recv.model, key, n, f.file);
    }
    // `term.split()`, `term.rsplit(" ", 1)`: a cut of the caller's value
    if (callee.type === "attribute" && CUT_METHOD.test(field(callee, "attribute")!.text) && recv.labels.size)
      return this.derive({ labels: recv.labels }, `.${field(callee, "attribute")!.text}()`, n, f);
    const target = f.depth < MAX_DEPTH ? this.finder.calleeOf(f.file, f.types, callee, n) : undefined;
    // functions handed on as values (`self._safe_call(call_fn)`, `retry(lambda: client.get(…))`,
    // `executor.submit(fetch, url)`, `asyncio.to_thread(fetch, url)`): they run where they are finally called
    const called = this.callbacks(argNodes, argTaints, target?.fn, n, f);
    if (!target) {
      if (f.depth >= MAX_DEPTH) this.limit(`call depth ${MAX_DEPTH} reached; deeper helpers were not followed`);
      // an unknown call: its result carries what went in (`str(x)`, `",".join(ids)`, `x.strip()`)
      return union(
        { labels: recv.labels },
        ...argTaints.map((a) => ({ labels: union(a.t, this.wholeModel(a.t)).labels })),
        ...called,
      );
    }
    this.functions.set(target.fn.id, target);
    // a def nested in the caller sees the caller's names (a closure)
    const closure = enclosingFunction(target.fn)?.id === f.fn.id;
    const env: Env = closure ? new Map(f.env) : new Map();
    const isMethod =
      callee.type === "attribute" &&
      kids(field(target.fn, "parameters"))[0] &&
      /^(self|cls)$/.test(paramName(kids(field(target.fn, "parameters"))[0]!) ?? "");
    const params = kids(field(target.fn, "parameters")).filter(
      (p) => p.type !== "keyword_separator" && p.type !== "positional_separator",
    );
    const formal = isMethod ? params.slice(1) : params;
    let pos = 0;
    for (const { node, t } of argTaints) {
      if (node.type === "keyword_argument") {
        const name = field(node, "name")?.text;
        if (name) {
          const kwSink = formal.find((p) => splatKind(p) === "dict");
          if (formal.some((p) => paramName(p) === name)) env.set(name, t);
          else if (kwSink) env.set(paramName(kwSink)!, union(env.get(paramName(kwSink)!), t));
        }
        continue;
      }
      if (node.type === "dictionary_splat" || node.type === "list_splat") {
        for (const p of formal)
          if (paramName(p)) env.set(paramName(p)!, union(env.get(paramName(p)!), t, this.wholeModel(t)));
        continue;
      }
      const p = formal[pos++];
      if (!p) continue;
      if (splatKind(p) === "list") {
        pos--;
        env.set(paramName(p)!, union(env.get(paramName(p)!), t));
        continue;
      }
      const name = paramName(p);
      if (name) env.set(name, t);
    }
    const sig0 = `${target.fn.id}|${[...env].map(([k, v]) => `${k}:${[...v.labels.keys()].sort().join(",")}:${v.model ?? ""}`).join(";")}`;
    const argKeys = new Set(argTaints.flatMap((a) => [...a.t.labels.keys()]));
    // a call on the empty-result path or in a loop sends what it sends there: not the same walk as elsewhere
    const context = [{ file: f.file, node: n }, ...this.callSites]
      .map((c) => `${emptyGuardOf(c.file, c.node) ? "E" : ""}${inLoop(c.node) ? "L" : ""}`)
      .join("");
    const types = this.finder.argTypes(f.file, f.types, formal, argNodes, n, true);
    const typeSig = [...types].map(([k, v]) => `${k}:${v.cls.id}`).join(",");
    const sig = `${sig0}|${context}|${typeSig}`;
    const memo = this.memo.get(sig);
    if (memo) {
      this.writeBack(this.closureWrites.get(sig), f);
      return this.restamp(memo, argKeys, n, f);
    }
    this.memo.set(sig, EMPTY);
    const frame: Frame = {
      file: target.file,
      fn: target.fn,
      env,
      guards: [],
      depth: f.depth + 1,
      returns: [],
      ...(types.size ? { types } : {}),
      ...(closure ? { mutated: new Set<string>() } : {}),
    };
    const body = field(target.fn, "body");
    this.callSites.push({ file: f.file, node: n });
    if (body) this.block(kids(body), frame);
    this.callSites.pop();
    if (frame.mutated?.size && body) {
      // `def keep(t): out.append(t)` inside the caller: `out` is the caller's list, unless the def binds the name itself
      const own = new Set([
        ...formal.map((p) => paramName(p)).filter((x): x is string => !!x),
        ...ofType(body, "assignment")
          .map((a) => field(a, "left"))
          .filter((l) => l?.type === "identifier")
          .map((l) => l!.text),
      ]);
      const writes = new Map(
        [...frame.mutated].filter((name) => !own.has(name)).map((name) => [name, frame.env.get(name) ?? EMPTY]),
      );
      this.closureWrites.set(sig, writes);
      this.writeBack(writes, f);
    }
    const out = union(
      ...frame.returns.map((r) => ({ labels: r.labels, ...(r.model !== undefined ? { model: r.model } : {}) })),
      ...called,
    );
    this.memo.set(sig, out);
    return this.restamp(out, argKeys, n, f);
  }

  /** Puts what a closure wrote into its enclosing function's containers back into the caller's names. */
  private writeBack(writes: Map<string, Taint> | undefined, f: Frame): void {
    for (const [name, t] of writes ?? []) {
      f.env.set(name, union(f.env.get(name), { labels: t.labels }));
      f.mutated?.add(name);
    }
  }

  /** Runs the functions a call is handed (a nested def, a project function, a lambda), with their closure and the arguments after them. */
  private callbacks(
    argNodes: PyNode[],
    argTaints: { node: PyNode; t: Taint }[],
    target: PyNode | undefined,
    n: PyNode,
    f: Frame,
  ): Taint[] {
    if (f.depth >= MAX_DEPTH) return [];
    const out: Taint[] = [];
    argNodes.forEach((a, i) => {
      let v = a.type === "keyword_argument" ? field(a, "value") : a;
      if (!v) return;
      if (v.type === "lambda") {
        const body = field(v, "body");
        if (body) out.push(this.expr(body, f));
        return;
      }
      // `functools.partial(fetch, url)`: the function, with the bound arguments before the others
      let rest = argTaints.slice(i + 1);
      if (v.type === "call" && /(^|\.)partial$/.test(dotted(field(v, "function")) ?? "")) {
        const inner = kids(field(v, "arguments"));
        if (!inner[0] || inner[0].type === "keyword_argument") return;
        rest = [
          ...inner.slice(1).map((node) => ({
            node,
            t: this.expr(node.type === "keyword_argument" ? (field(node, "value") ?? node) : node, f),
          })),
          ...rest,
        ];
        v = inner[0];
      }
      if (v.type !== "identifier" && v.type !== "attribute") return;
      // a method handed on only when the receiver's class is known (`self.fetch`, `searcher.search` on a typed
      // parameter), never by its bare name
      const fn = this.finder.handedFunction(f.file, f.types, v, n);
      if (!fn || fn.fn.id === target?.id || fn.fn.type !== "function_definition") return;
      const key = `cb|${fn.fn.id}|${n.id}`;
      if (this.memo.has(key)) return;
      this.memo.set(key, EMPTY);
      this.functions.set(fn.fn.id, fn);
      const env: Env = enclosingFunction(fn.fn)?.id === f.fn.id ? new Map(f.env) : new Map();
      // `submit(fn, a, b)`: the positional arguments after the function are its arguments
      const formal = kids(field(fn.fn, "parameters")).filter(
        (p) => p.type !== "keyword_separator" && p.type !== "positional_separator" && paramName(p) !== "self",
      );
      rest
        .filter((x) => x.node.type !== "keyword_argument")
        .forEach((x, j) => {
          const name = formal[j] ? paramName(formal[j]!) : undefined;
          if (name) env.set(name, x.t);
        });
      // `to_thread(fn, q, max_results=n)`: keywords after the function are its keywords
      for (const x of rest) {
        const kw = x.node.type === "keyword_argument" ? field(x.node, "name")?.text : undefined;
        if (kw && formal.some((p) => paramName(p) === kw)) env.set(kw, x.t);
      }
      const frame: Frame = { file: fn.file, fn: fn.fn, env, guards: [], depth: f.depth + 1, returns: [] };
      const body = field(fn.fn, "body");
      this.callSites.push({ file: f.file, node: n });
      if (body) this.block(kids(body), frame);
      this.callSites.pop();
      const r = union(...frame.returns.map((x) => ({ labels: x.labels })));
      this.memo.set(key, r);
      out.push(r);
    });
    return out;
  }

  /** The argument's labels, turned into `derived` ones: the value is a cut of the caller's. */
  private derive(t: Taint, how: string, at: PyNode, f: Frame): Taint {
    const labels = new Map<string, Label>();
    const location = locOf(f.file, at);
    for (const [k, l] of t.labels) {
      if (!l.param || l.kind !== "value" || l.derived) {
        labels.set(k, l);
        continue;
      }
      const d: Label = {
        ...l,
        derived: { how, location },
        steps: [...l.steps, { location, message: `cut down with \`${how}\`: \`${at.text.slice(0, 50)}\`` }],
      };
      labels.set(keyOf(d), d);
    }
    return { labels };
  }

  /**
   * A cut made inside a helper (`relaxed = _relax_query(term)`) is placed where the helper's result
   * enters the caller: the line a reader of the tool sees. The helper's own step stays in the flow.
   */
  private restamp(out: Taint, argKeys: Set<string>, call: PyNode, f: Frame): Taint {
    if (![...out.labels].some(([k, l]) => l.derived && !argKeys.has(k))) return out;
    const location = locOf(f.file, call);
    const labels = new Map<string, Label>();
    for (const [k, l] of out.labels)
      labels.set(
        k,
        l.derived && !argKeys.has(k)
          ? {
              ...l,
              derived: { ...l.derived, location },
              steps: [...l.steps, { location, message: "the cut-down value comes back here" }],
            }
          : l,
      );
    return { ...out, labels };
  }
}

function rootName(n: PyNode): string | undefined {
  let cur = unwrap(n);
  while (cur.type === "attribute" || cur.type === "subscript")
    cur = unwrap(field(cur, cur.type === "attribute" ? "object" : "value")!);
  if (cur.type === "identifier") return cur.text;
  return undefined;
}

function mergeInto(target: Env, other: Env): void {
  for (const [k, v] of other) {
    const cur = target.get(k);
    target.set(k, cur && cur !== v ? { ...union(cur, v), ...(cur.loopOver ? { loopOver: cur.loopOver } : {}) } : v);
  }
}

function isLiteral(n: PyNode): boolean {
  return (
    n.type === "integer" ||
    n.type === "float" ||
    n.type === "true" ||
    n.type === "false" ||
    (n.type === "string" && !ofType(n, "interpolation").length)
  );
}

/** Names a condition tests for absence: `x is None`, `not x`, `x is None and …`. */
function absenceTested(cond: PyNode): string[] {
  const c = unwrap(cond);
  if (c.type === "not_operator") {
    const a = kids(c)[0];
    return a?.type === "identifier" ? [a.text] : [];
  }
  if (c.type === "comparison_operator") {
    const parts = kids(c);
    if (
      parts.length === 2 &&
      parts[0]!.type === "identifier" &&
      parts[1]!.type === "none" &&
      /\bis\b|==/.test(c.text) &&
      !/\bis not\b|!=/.test(c.text)
    )
      return [parts[0]!.text];
    return [];
  }
  if (c.type === "boolean_operator" && c.child(1)?.text === "and")
    return [...absenceTested(field(c, "left")!), ...absenceTested(field(c, "right")!)];
  return [];
}

/** Strings a handler can hand back to the model: literals in reached code, except docstrings, keys, comparisons and logging. */
function resultTexts(toolId: string, fns: { file: PyFile; fn: PyNode }[], h: PyHandler): ModelText[] {
  const out: ModelText[] = [];
  const seen = new Set<string>();
  for (const { file, fn } of fns) {
    const roots = fn.id === h.fn.id && h.branch ? [h.branch, ...(h.continuation ?? [])] : [field(fn, "body")];
    for (const root of roots) {
      if (!root) continue;
      for (const c of candidateTexts(file, root)) {
        if (seen.has(c.key)) continue;
        seen.add(c.key);
        out.push({
          tool: toolId,
          kind: "result-text",
          text: c.text,
          location: { ...c.location },
          ...(c.thrown ? { thrown: true } : {}),
          ...(c.branch ? { branch: { ...c.branch } } : {}),
        });
      }
    }
  }
  return out;
}

interface CandidateText {
  text: string;
  location: SourceLocation;
  key: string;
  thrown: boolean;
  branch?: SourceLocation;
}
/**
 * The strings under one root that a handler could hand back, in document order: facts of the syntax
 * alone (the same for every tool that reaches the function), so read once per root, not once per tool.
 */
const candidatesOf = new WeakMap<PyNode, CandidateText[]>();
function candidateTexts(file: PyFile, root: PyNode): CandidateText[] {
  let out = candidatesOf.get(root);
  if (out) return out;
  out = [];
  for (const s of ofType(root, "string", "concatenated_string")) {
    if (s.type === "string" && s.parent?.type === "concatenated_string") continue;
    if (!modelVisible(s)) continue;
    const text = templateText(s);
    if (text === undefined || !/[A-Za-zÄÖÜäöü]{3}/.test(text) || !/\s/.test(text.trim())) continue;
    const location = locOf(file, s);
    const branch = branchOf(s);
    out.push({
      text,
      location,
      key: `${location.file}:${location.line}:${location.column}`,
      thrown: inRaise(s),
      ...(branch ? { branch: locOf(file, branch) } : {}),
    });
  }
  candidatesOf.set(root, out);
  return out;
}

/**
 * The innermost conditional arm around a string within its own function: an `if`/`elif` consequence, an
 * `else` or `except` clause, a `case` clause, a conditional expression's value arm. Undefined when the
 * string is on every path through its function.
 */
function branchOf(s: PyNode): PyNode | undefined {
  let child: PyNode = s;
  for (let n = s.parent; n; child = n, n = n.parent) {
    if (n.type === "function_definition" || n.type === "lambda") return undefined;
    if ((n.type === "if_statement" || n.type === "elif_clause") && field(n, "consequence")?.id === child.id)
      return child;
    if (n.type === "else_clause" || n.type === "except_clause" || n.type === "case_clause") return n;
    if (n.type === "conditional_expression" && kids(n)[1]?.id !== child.id) return child;
  }
  return undefined;
}

/** Whether a string is (part of) the exception a `raise` statement raises, within its own statement. */
function inRaise(s: PyNode): boolean {
  for (let n = s.parent; n; n = n.parent) {
    if (n.type === "raise_statement") return true;
    if (n.type.endsWith("_statement") || n.type === "function_definition" || n.type === "block") return false;
  }
  return false;
}

function modelVisible(s: PyNode): boolean {
  const p = s.parent;
  if (!p) return false;
  if (p.type === "expression_statement") return false; // a docstring or a bare string
  if (p.type === "pair" && field(p, "key")?.id === s.id) return false;
  if (p.type === "subscript") return false;
  if (p.type === "comparison_operator") return false;
  if (p.type === "case_pattern") return false;
  if (p.type === "interpolation") return false;
  if (
    p.type === "keyword_argument" &&
    /^(key|encoding|errors|sep|delimiter|format|fmt|method|mode)$/.test(field(p, "name")?.text ?? "")
  )
    return false;
  for (let a: PyNode | null = p; a; a = a.parent) {
    if (a.type === "call") {
      const callee = dotted(field(a, "function")) ?? "";
      if (
        /(^|\.)(debug|info|warning|warn|error|exception|critical|log)$/.test(callee) &&
        /^(log|logger|logging|_log|_logger|self\.log|self\.logger|structlog)/.test(callee)
      )
        return false;
      if (
        /(^|\.)(get|getenv|startswith|endswith|split|replace|strip|join|format|encode|decode|setdefault|pop)$/.test(
          callee,
        ) &&
        a.id !== s.id
      ) {
        // keys and separators, not messages
        if (positionalArgs(a)[0]?.id === s.id || keywordArgs(a).size === 0) return false;
      }
      break;
    }
    if (a.type === "block" || a.type === "return_statement") break;
  }
  return true;
}

/** What a guarded write's request says: its texts, and the fallbacks that fill a key when the caller's value is absent. */
function requestOf(at: PyNode, file: PyFile): { texts: string[]; apis: string[]; fills?: PyFill[] } {
  const fills = requestFills(at, file);
  return { texts: requestTexts(at), apis: [], ...(fills.length ? { fills } : {}) };
}

type PyFill = { key: string; value: string; location: SourceLocation };
const fillsOfFunction = new WeakMap<PyNode, PyFill[]>();

/**
 * A fallback in the function that writes a request key with a literal when the caller's value of the same name
 * is absent (`if not days: params["days"] = 60`, `if days is None: params.days = 60`): the key is always sent.
 */
function requestFills(at: PyNode, file: PyFile): PyFill[] {
  let fn: PyNode | null = at;
  while (fn && fn.type !== "function_definition") fn = fn.parent;
  if (!fn) return [];
  let out = fillsOfFunction.get(fn);
  if (out) return out;
  out = [];
  for (const st of ofType(fn, "if_statement")) {
    if (field(st, "alternative")) continue;
    const cond = field(st, "condition");
    const name =
      cond?.type === "not_operator"
        ? field(cond, "argument")?.type === "identifier"
          ? field(cond, "argument")!.text
          : undefined
        : cond && /^[A-Za-z_]\w*\s+is\s+None$/.test(cond.text)
          ? cond.text.split(/\s+/)[0]
          : undefined;
    const body = field(st, "consequence")?.namedChildren.filter((c) => c?.type !== "comment") ?? [];
    if (!name || body.length !== 1 || body[0]?.type !== "expression_statement") continue;
    const a = body[0].namedChildren[0];
    const left = a?.type === "assignment" ? field(a, "left") : undefined;
    const right = a?.type === "assignment" ? field(a, "right") : undefined;
    const key = assignedKey(left);
    if (key !== name || !right) continue;
    const value = right.type === "integer" ? right.text : right.type === "string" ? stringValue(right) : undefined;
    if (value !== undefined) out.push({ key, value, location: locOf(file, st) });
  }
  fillsOfFunction.set(fn, out);
  return out;
}

/** The function that holds a request write, with its string texts (kept per function: several writes share them). */
const textsOfFunction = new WeakMap<PyNode, string[]>();

/**
 * The texts of the request a guarded write builds: the string literals of the function it stands in (the
 * endpoint path, an OAI-PMH `verb`, a base URL), as the TypeScript engine records them (`ParamFlow.request`).
 */
function requestTexts(at: PyNode): string[] {
  let fn: PyNode | null = at;
  while (fn && fn.type !== "function_definition") fn = fn.parent;
  if (!fn) return [];
  let texts = textsOfFunction.get(fn);
  if (!texts) {
    // a module constant the function names (`EUTILS = "https://eutils…/esearch.fcgi"`) names the host or path too
    const constants = moduleStrings(fn);
    const named = ofType(fn, "identifier").flatMap((i) => constants.get(i.text) ?? []);
    texts = [
      ...new Set(
        [...ofType(fn, "string"), ...named]
          .map((s) => templateText(s))
          .filter((t): t is string => t !== undefined && t.length <= 300),
      ),
    ].sort();
    textsOfFunction.set(fn, texts);
  }
  return texts;
}

/** The module's top-level string constants (`NAME = "…"`), by name. */
function moduleStrings(fn: PyNode): Map<string, PyNode[]> {
  let root: PyNode = fn;
  while (root.parent) root = root.parent;
  const out = new Map<string, PyNode[]>();
  for (const st of root.namedChildren) {
    if (st?.type !== "expression_statement") continue;
    const a = st.namedChildren[0];
    const left = a?.type === "assignment" ? field(a, "left") : undefined;
    const right = a?.type === "assignment" ? field(a, "right") : undefined;
    if (left?.type === "identifier" && right?.type === "string") out.set(left.text, [right]);
  }
  return out;
}

/**
 * The block a guard opens writes a condition of a query statement the server composes itself (SQL,
 * ODSQL): `where.append("year = ?")` beside `params.append(year)`, `conditions.append(f'jahr="{y}"')`.
 */
function addsStatementCondition(cond: PyNode): boolean {
  const stmt = cond.parent;
  const block = stmt && field(stmt, "consequence");
  if (!block) return false;
  return (
    ofType(block, "string").some((s) => {
      const t = templateText(s);
      return t !== undefined && isStatementCondition(t.replace(/\$\{…\}/g, "…"));
    }) ||
    // a condition of a filter expression the server composes (`flt["state"] = {"eq": status}`)
    ofType(block, "pair").some((p) => {
      const k = field(p, "key");
      return !!k && COMPARISON_KEY.test(stringValue(k) ?? "");
    }) ||
    // …or assembles key by key (`range_filter["lte"] = date_to`, an Elasticsearch range; `flt.gte = since`)
    ofType(block, "assignment").some((a) => {
      const key = assignedKey(field(a, "left"));
      return key !== undefined && COMPARISON_KEY.test(key);
    })
  );
}

/**
 * The node sits inside an aggregation definition (`{"aggs": {"by_x": {"terms": {"size": 50}}}}`, `body["aggs"] = {…}`,
 * `search(aggs={…})`): a `size` there caps a statistic's buckets, not the page of hits (ADJUDICATION rule 1: "The
 * argument's role decides, not its name").
 */
function inAggregation(n: PyNode): boolean {
  for (let p: PyNode | null = n; p; p = p.parent) {
    if (p.type === "pair" && AGGREGATION_KEY.test(stringValue(field(p, "key")) ?? "")) return true;
    if (p.type === "keyword_argument" && AGGREGATION_KEY.test(field(p, "name")?.text ?? "")) return true;
    if (p.type === "assignment") {
      // `body["aggs"] = {…}`, or a key of the object that holds the definitions (`aggs["by_year"] = {…}`)
      const l = field(p, "left");
      const base = l?.type === "subscript" ? field(l, "value") : undefined;
      if (
        l?.type === "subscript" &&
        l !== n &&
        (AGGREGATION_KEY.test(stringValue(field(l, "subscript")) ?? "") || AGGREGATION_KEY.test(base?.text ?? ""))
      )
        return true;
    }
  }
  return false;
}

/** The key an assignment writes: `q["days"] = …` and `q.days = …` give "days". */
function assignedKey(left: PyNode | null | undefined): string | undefined {
  return left?.type === "subscript"
    ? stringValue(field(left, "subscript"))
    : left?.type === "attribute"
      ? field(left, "attribute")?.text
      : undefined;
}
