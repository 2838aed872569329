/**
 * Return paths in Python: every way a tool handler answers — a `return` (following returned calls
 * into project helpers), a `raise` — classified as data, empty result or error, with the
 * conditions that lead there; and the returns that sit in an `except` around an upstream request.
 *
 * Result values are read like the TypeScript front end reads object literals: a dict literal, a
 * result model built with keyword arguments (`SearchResult(returned=len(entries), entries=…)`),
 * `json.dumps(...)` of one, a list, a text. A result whose count field is `len(x)` of the list it
 * returns, with no earlier return for the empty list, also has an implicit empty path (the same
 * return when `x` is empty), so its next step can be checked.
 */

import { cmp } from "../../model/location.js";
import type { ReturnCondition, ReturnKind, ReturnPath, SourceLocation, TextSegment } from "../../model/types.js";
import { COUNT_KEY } from "../../model/vocabulary.js";
import {
  CREDENTIAL_NAME,
  ECHO_FIELD,
  EMPTY_SUBJECT,
  escapeRegExp,
  FAILURE_FIELD,
  FAILURE_WORDING,
  givesInstruction,
  NEXT_STEP_FIELD,
  segmentsOf,
} from "../../model/wording.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import {
  decoratorsOf,
  dotted,
  enclosingFunction,
  field,
  isString,
  keywordArgs,
  kids,
  locOf,
  ofType,
  type ProjectIndex,
  paramName,
  positionalArgs,
  stringValue,
  templateText,
  unwrap,
} from "./syntax.js";
import type { PyArgBinding, PyHandler } from "./tools.js";
import { constText } from "./types.js";
import type { UpstreamFinder } from "./upstream.js";

/** A return's shape while it is read: its text as written, with `${…}` for each value put in. */
type Shape = Pick<
  ReturnPath,
  | "kind"
  | "shape"
  | "fields"
  | "nextStep"
  | "constantHint"
  | "mentions"
  | "echoField"
  | "echoNames"
  | "subFields"
  | "credentials"
> & { text?: string };

const MAX_DEPTH = 4;

/** Keys that state a failure in a record the model reads (`error`, `unavailable_reason`), when their value is there. */
const STATED_FAILURE_FIELD =
  /^(error|error_?message|errorMessage|unavailable_?reason|unavailableReason|failure_?reason|failureReason|missing_?reason|missingReason)$/i;

/** Keys that mark a record as a failure beside `FAILURE_FIELD`: `{"status": "error"}`, `{"ok": False}`, `{"is_error": True}`. */
const MESSAGE_KEY = /^(message|msg|detail|details|reason|description|info|hint|code|status_code|statusCode)$/i;
const FAILURE_MARK_KEY =
  /^(errors?|error_?message|errorMessage|is_?error|isError|success|succeeded|ok|failed|status|exception)$/i;

/** Names of lists: a search, a listing, a query, or a plural (`hits`, `fetch_dags`, `get_runs`). */
/** Keys of an envelope that hold a list of entries (not a single value, a body or a payload). */
const LIST_KEY =
  /^(items|results?|entries|data|records|hits|docs|documents|rows|features|list|elements|objects|resources|collection|matches|series|metrics|edges|nodes)$/i;
const LISTISH = /(^|_)(search|list|find|query|browse|recent|all)(_|$)|(search|query|list)[A-Z]|[a-z](s|_list|List)$/;

/** The shape of a result text: empty when it says so or holds nothing, with its next step. */
/** A call that builds an instance of a class: a capitalised name, or the class a function is handed (`cls`). */
const CLASS_CALL = /^([A-Z]\w*|cls|klass|\w+_cls|\w+_class)$/;

/** A list or tuple of fixed strings, written in place or held in a constant (`_SEARCH_SUGGESTIONS = ["…", "…"]`). */
function constTextList(index: ProjectIndex, file: PyFile, n: PyNode, depth = 0): boolean {
  const u = unwrap(n);
  if ((u.type === "identifier" || u.type === "attribute") && depth < 4) {
    const b = index.resolveExpr(file, u);
    return b?.kind === "value" && !!b.value && constTextList(index, b.file, b.value, depth + 1);
  }
  if (u.type !== "list" && u.type !== "tuple") return false;
  const items = kids(u).filter((k) => k.type !== "comment");
  return items.length > 0 && items.every((k) => constText(index, file, k) !== undefined);
}

function textShape(text: string, mentions: string[]): Shape {
  return {
    ...nullShape(),
    kind: EMPTY_SUBJECT.test(text) || !text.trim() ? "empty" : "data",
    shape: "text",
    text,
    nextStep: givesInstruction(text) ? "yes" : "no",
    mentions,
  };
}

function nullShape(): Shape {
  return { kind: "empty", shape: "null", fields: [], nextStep: "no", mentions: [] };
}

export class ReturnReader {
  private readonly reachMemo = new Map<number, string[]>();
  private readonly escapeMemo = new Map<number, string[]>();
  private readonly failuresOf = new Map<number, ReturnPath[]>();
  /** Failure returns of a `(data, error)` pair (`return [], str(e)`): the function, and the two halves. */
  private readonly pairOf = new WeakMap<ReturnPath, { file: PyFile; fn: PyNode; data: PyNode; err: number }>();

  constructor(
    private readonly index: ProjectIndex,
    private readonly finder: UpstreamFinder,
    private readonly siteIds: Map<number, string>,
  ) {}

  toolPaths(h: PyHandler): ReturnPath[] {
    const root = h.branch ?? h.fn;
    const paths = dedupe([
      ...this.functionReturns(h.file, root, [], 0, [], h.branch ? undefined : h.fn),
      ...this.continuationReturns(h),
    ]);
    // a filter the handler applies itself counts for an empty path it runs before (in the handler's file)
    const local = [...localFilters(root, h.args), ...this.helperFilters(h.file, root, h.args)];
    for (const p of paths) {
      if (p.kind !== "empty") continue;
      const names = [
        ...new Set(
          local
            .filter(
              (f) =>
                p.location.file !== h.file.rel ||
                f.line < p.location.line ||
                (f.inCall && f.line === p.location.line) ||
                (p.via?.length ?? 0) > 0,
            )
            .map((f) => f.name),
        ),
      ].sort();
      if (names.length) p.localFilters = names;
    }
    return paths;
  }

  /**
   * The returns after a dispatch chain that hand back what the tool's own branch assigned: `result = await
   * handle_search(arguments)` in the branch, `return result` after the chain, read as the branch returning
   * `await handle_search(arguments)` at that `return`. A return of anything else after the chain is no path
   * of this tool's own.
   */
  private continuationReturns(h: PyHandler): ReturnPath[] {
    if (!h.branch || !h.continuation?.length) return [];
    const assigned = new Map<string, PyNode>();
    for (const a of ofType(h.branch, "assignment")) {
      const l = field(a, "left");
      if (l?.type === "identifier" && field(a, "right") && enclosingFunction(a)?.id === h.fn.id)
        assigned.set(l.text, a);
    }
    const out: ReturnPath[] = [];
    for (const s of h.continuation)
      for (const r of s.type === "return_statement" ? [s] : ofType(s, "return_statement")) {
        if (enclosingFunction(r)?.id !== h.fn.id) continue;
        const e = kids(r)[0];
        const a = e && unwrap(e).type === "identifier" ? assigned.get(unwrap(e).text) : undefined;
        if (!a) continue;
        // what ran before: the branch up to the assignment and what precedes the chain, never another branch
        const body = field(h.fn, "body")!;
        const before = this.upstreamBefore(h.file, a, body);
        out.push(...this.exprPaths(h.file, field(a, "right")!, conditionsBetween(r, body), 0, [], before, r));
      }
    return out;
  }

  /**
   * Filters a helper the handler calls applies to the tool arguments it is handed (`catalogue.list_labels(pattern,
   * offset)` filtering by `pattern`): placed at the handler's call, where they take effect.
   */
  private helperFilters(file: PyFile, root: PyNode, args: PyArgBinding[]): LocalFilter[] {
    const out: LocalFilter[] = [];
    const plain = new Map(args.filter((a) => !a.model).map((a) => [a.local, a]));
    for (const call of ofType(root, "call")) {
      const t = this.finder.functionOf(file, field(call, "function")!, call);
      if (!t || t.fn.id === root.id || t.fn.type !== "function_definition") continue;
      const formal = kids(field(t.fn, "parameters"))
        .filter((p) => p.type !== "keyword_separator" && p.type !== "positional_separator")
        .map((p) => (p.type === "identifier" ? p.text : (field(p, "name")?.text ?? kids(p)[0]?.text ?? "")))
        .filter((x) => x !== "self" && x !== "cls");
      const bound: PyArgBinding[] = [];
      let pos = 0;
      for (const a of kids(field(call, "arguments"))) {
        const kw = a.type === "keyword_argument";
        const v = kw ? field(a, "value") : a;
        const name = kw ? field(a, "name")?.text : formal[pos];
        if (!kw) pos++;
        const arg = v?.type === "identifier" ? plain.get(v.text) : undefined;
        if (arg && name) bound.push({ ...arg, local: name });
      }
      if (!bound.length) continue;
      const line = call.startPosition.row + 1;
      for (const f of localFilters(t.fn, bound)) out.push({ name: f.name, line, inCall: true });
    }
    return out;
  }

  /** Returns inside an `except` whose `try` reaches an upstream call, in the reached functions. */
  failurePaths(fns: { file: PyFile; fn: PyNode }[]): ReturnPath[] {
    const out: ReturnPath[] = [];
    for (const { file, fn } of fns) {
      // a function's failure returns are facts of its own body (the memos they read are settled once read):
      // found once, not once per tool that reaches the function; each tool gets its own copies
      let own = this.failuresOf.get(fn.id);
      if (!own) {
        own = this.functionFailures(file, fn);
        this.failuresOf.set(fn.id, own);
      }
      for (const p of own) {
        const q = this.pairShown(p, fns) ?? { ...p };
        if (q.kind === "empty" && q.failure?.kind === "catch" && !q.failure.droppedAt) {
          const at = this.enrichmentCall(fn, fns);
          if (at) q.failure = { ...q.failure, bestEffort: at };
        }
        out.push(q);
      }
    }
    return dedupe(out);
  }

  /**
   * `suggestions = await _suggest_tags(q)`, `_format(result, suggestions=await suggest(q))`: every call of `helper`
   * in the other reached functions puts its value into a next-step field of the result, never returns it as the
   * answer. Its failure then drops only the suggestions ("Fällt die Ermittlung aus, läuft die Suche unerweitert
   * weiter", rule 1): the first such call, or undefined.
   */
  private enrichmentCall(helper: PyNode, fns: { file: PyFile; fn: PyNode }[]): SourceLocation | undefined {
    const name = field(helper, "name")?.text;
    if (!name) return undefined;
    let first: SourceLocation | undefined;
    for (const { file, fn } of fns) {
      if (fn.id === helper.id) continue;
      for (const call of ofType(fn, "call")) {
        const callee = field(call, "function");
        if (!callee || (dotted(callee) ?? callee.text).split(".").pop() !== name) continue;
        if (enclosingFunction(call)?.id !== fn.id) continue;
        if (this.finder.functionOf(file, callee, call)?.fn.id !== helper.id) continue;
        if (!feedsNextStep(fn, call)) return undefined;
        first ??= locOf(file, call);
      }
    }
    return first;
  }

  /**
   * `return [], str(e)` in a helper whose caller on this tool's way unpacks the pair (`articles, _err =
   * fetch_articles(q)`) and never reads the error half: the failure goes on as the data half, an empty
   * result. The path becomes that empty value, with the caller's unpacking as `droppedAt`. A caller that
   * reads the error half (`if err: raise …`, `{"error": err}`) keeps the failure where it can be seen.
   */
  private pairShown(p: ReturnPath, fns: { file: PyFile; fn: PyNode }[]): ReturnPath | undefined {
    const pair = this.pairOf.get(p);
    if (!pair || !p.failure) return undefined;
    for (const { file, fn } of fns) {
      if (fn.id === pair.fn.id) continue;
      for (const a of ofType(fn, "assignment")) {
        const left = field(a, "left");
        const right = field(a, "right");
        if (!left || !right || enclosingFunction(a)?.id !== fn.id) continue;
        const l = left;
        if (l.type !== "pattern_list" && l.type !== "tuple_pattern" && l.type !== "expression_list") continue;
        let call = unwrap(right);
        if (call.type === "await") call = unwrap(kids(call)[0] ?? call);
        if (call.type !== "call") continue;
        const target = this.finder.functionOf(file, field(call, "function")!, call);
        if (target?.fn.id !== pair.fn.id) continue;
        const names = kids(l);
        const errName = names[pair.err];
        if (!errName || names.length <= pair.err || errName.type !== "identifier") continue;
        // `_err`, `_`: named as dropped; otherwise dropped when nothing after the unpacking reads it
        const read =
          !/^_/.test(errName.text) &&
          ofType(fn, "identifier").some(
            (i) => i.text === errName.text && i.startIndex > a.endIndex && enclosingFunction(i)?.id === fn.id,
          );
        if (read) continue;
        const shape = this.shapeOf(pair.file, unwrap(pair.data));
        return {
          ...p,
          kind: "empty",
          shape: shape.shape,
          fields: shape.fields,
          failure: { ...p.failure, droppedAt: locOf(file, a) },
        };
      }
    }
    return undefined;
  }

  /**
   * A record returned in a failure branch that is shaped like the tool's data and carries the failure in its
   * values (`[{"title": "Error fetching headlines", "url": "", "summary": str(e)}]`): no field marks it as a
   * failure (`error`, `is_error`, `status`, a state flag such as `reachable=False`), so the caller reads it as
   * one more entry. Where the failure text stands.
   */
  private dressedFailure(file: PyFile, e: PyNode, exc: PyNode | undefined): SourceLocation | undefined {
    const u = unwrap(e);
    const records = u.type === "list" ? kids(u).map(unwrap) : [u];
    if (!records.length) return undefined;
    const caught = exc ? /\bas\s+(\w+)\s*:/.exec(exc.text.split("\n")[0] ?? "")?.[1] : undefined;
    for (const r of records) {
      if (r.type !== "dictionary" && r.type !== "call") return undefined;
      const entries = this.entriesOf(r, file);
      if (!entries?.length) return undefined;
      if (entries.some(([k]) => FAILURE_FIELD.test(k) || FAILURE_MARK_KEY.test(k))) return undefined;
      // `reachable=False`, `available=False`: a state flag that says the record stands for a failure
      if (entries.some(([, v]) => unwrap(v).type === "false" || unwrap(v).type === "true")) return undefined;
      // `{"message": f"Failed: {e}"}`: an error message in an envelope, not a record shaped like the data
      if (entries.every(([k]) => MESSAGE_KEY.test(k))) return undefined;
      for (const [, v0] of entries) {
        const v = unwrap(v0);
        const t = isString(v) ? templateText(v) : undefined;
        const names = ofType(v, "identifier").map((i) => i.text);
        const shows = caught && (v.type === "identifier" || v.type === "call" || isString(v)) && names.includes(caught);
        if ((t !== undefined && FAILURE_WORDING.test(t.replace(/\$\{…\}/g, " "))) || shows) return locOf(file, v0);
      }
    }
    return undefined;
  }

  /** The paths of one `return` of `fn`, under the conditions between the two (a bare `return` gives None). */
  private returnedAt(file: PyFile, ret: PyNode, fn: PyNode): ReturnPath[] {
    const conds = conditionsBetween(ret, fn);
    const e = kids(ret)[0];
    return e ? this.exprPaths(file, e, conds, 0, [], [], ret) : [this.path(file, nullShape(), ret, conds, [], [])];
  }

  private functionFailures(file: PyFile, fn: PyNode): ReturnPath[] {
    const out: ReturnPath[] = [];
    for (const ret of ofType(fn, "return_statement")) {
      if (enclosingFunction(ret)?.id !== fn.id) continue;
      const exc = enclosingExcept(ret, fn);
      if (!exc) continue;
      const tryStmt = exc.parent!;
      const body = kids(tryStmt).find((k) => k.type === "block");
      // only requests whose failure can reach this except: not one a helper's own catch-all except already turned
      // into a value (that helper's except is where the failure is dressed)
      const ids = body ? this.escapingIn(file, body) : [];
      if (!ids.length) {
        // the try's requests all go through a helper whose own except catches every failure: none reaches this one
        if (body && this.upstreamIn(file, body).length)
          for (const p of this.returnedAt(file, ret, fn))
            out.push({
              ...p,
              failure: { kind: "catch", location: locOf(file, exc), upstreamCalls: [], absorbed: true },
            });
        continue;
      }
      const standIn = catchesAll(exc) && this.standsInForAnswer(file, ret, fn);
      for (const p of this.returnedAt(file, ret, fn))
        out.push(
          this.marked(file, fn, ret, exc, {
            ...p,
            failure: { kind: "catch", location: locOf(file, exc), upstreamCalls: ids, ...(standIn ? { standIn } : {}) },
          }),
        );
    }
    out.push(...this.loopFailures(file, fn));
    out.push(...this.fallThroughFailures(file, fn));
    // `if response.status_code != 200: return []`, `if "error" in data: return [TextContent(…)]`: a failure
    // the upstream answered with, turned into this return
    // Only the requests that can have run before the return count: a check of the caller's arguments ahead of
    // every request (`err = _lv95_error(e, n); if err: return f"Error: {err}"`) tests no answer ("an
    // input-validation message returned before any upstream call" is not rule 3)
    let reaches: boolean | undefined;
    for (const ret of ofType(fn, "return_statement")) {
      if (enclosingFunction(ret)?.id !== fn.id || enclosingExcept(ret, fn)) continue;
      const test = failureTestAbove(ret, fn);
      if (!test) continue;
      reaches ??= this.upstreamIn(file, fn).length > 0;
      if (!reaches) break;
      const ids = this.upstreamMaybeBefore(file, ret, fn);
      if (!ids.length) continue;
      for (const p of this.returnedAt(file, ret, fn))
        out.push(
          this.marked(file, fn, ret, undefined, {
            ...p,
            failure: { kind: "status", location: locOf(file, test), upstreamCalls: ids },
          }),
        );
    }
    return out;
  }

  /** A failure return, with what its value says: a `(data, error)` pair (remembered), a failure dressed as a record. */
  private marked(file: PyFile, fn: PyNode, ret: PyNode, exc: PyNode | undefined, p: ReturnPath): ReturnPath {
    const e = kids(ret)[0];
    if (!e) return p;
    const u = unwrap(e);
    if (u.type === "expression_list" || u.type === "tuple") {
      const parts = kids(u).map(unwrap);
      const data = parts.findIndex((x) => x.type === "none" || isEmptyLiteral(x));
      const err = parts.findIndex(
        (x, i) =>
          i !== data &&
          (isString(x) ||
            x.type === "identifier" ||
            (x.type === "call" && /^(str|repr|format)$/.test(field(x, "function")?.text ?? ""))),
      );
      if (parts.length === 2 && data >= 0 && err >= 0) this.pairOf.set(p, { file, fn, data: parts[data]!, err });
      return p;
    }
    // MCP content (`[TextContent(text=f"Error: {e}")]`) is an error text, judged as such; only plain records here
    if (p.shape !== "object" && p.shape !== "array") return p;
    const dressed = this.dressedFailure(file, e, exc);
    return dressed ? { ...p, dressedFailure: dressed } : p;
  }

  /**
   * Returns in the `except` of a project decorator that wraps the handler (`@handle_errors` under
   * `@mcp.tool()`, or applied to every tool while `mcp.tool` is patched to do so): the wrapper calls the
   * handler in a `try`, so its except answers for every upstream request the handler reaches.
   */
  wrapperFailures(h: PyHandler, reached: { file: PyFile; fn: PyNode }[], files: PyFile[]): ReturnPath[] {
    if (h.branch) return [];
    const wrappers = [...this.directWrappers(h), ...this.patchedWrappers(h, files)];
    if (!wrappers.length) return [];
    const ids = [...new Set(reached.flatMap(({ file, fn }) => this.upstreamIn(file, fn)))].sort();
    if (!ids.length) return [];
    const out: ReturnPath[] = [];
    const seen = new Set<number>();
    for (const w of wrappers) {
      if (seen.has(w.fn.id)) continue;
      seen.add(w.fn.id);
      for (const ret of ofType(w.fn, "return_statement")) {
        if (enclosingFunction(ret)?.id !== w.fn.id) continue;
        const exc = enclosingExcept(ret, w.fn);
        if (!exc) continue;
        const e = kids(ret)[0];
        const conds = conditionsBetween(ret, w.fn);
        const paths = e
          ? this.exprPaths(w.file, e, conds, 1, [], [], ret)
          : [this.path(w.file, nullShape(), ret, conds, [], [])];
        for (const p of paths)
          out.push({ ...p, failure: { kind: "catch", location: locOf(w.file, exc), upstreamCalls: ids } });
      }
    }
    return out;
  }

  /** `@handle_errors` / `@handle_errors(…)` on the handler: the wrappers those decorators return. */
  private directWrappers(h: PyHandler): { file: PyFile; fn: PyNode }[] {
    const out: { file: PyFile; fn: PyNode }[] = [];
    for (const e of decoratorsOf(h.fn)) {
      const d = e;
      const callee = e.type === "call" ? field(e, "function")! : e;
      const dec = this.finder.functionOf(h.file, callee, d);
      const w = dec ? guardingWrapper(dec.fn) : undefined;
      if (dec && w) out.push({ file: dec.file, fn: w });
    }
    return out;
  }

  /**
   * `mcp.tool = wrapped` in a function that then calls `instance.register_tools(mcp)`, where `wrapped`
   * applies a project decorator to each function it registers: the tools registered inside functions of
   * that name get the decorator's wrapper.
   */
  private patchedWrappers(h: PyHandler, files: PyFile[]): { file: PyFile; fn: PyNode }[] {
    const host = enclosingFunction(h.fn);
    const hostName = host ? field(host, "name")?.text : undefined;
    if (!hostName) return [];
    const out: { file: PyFile; fn: PyNode }[] = [];
    for (const file of files) {
      if (!file.root || !file.text.includes(".tool =")) continue;
      for (const a of ofType(file.root, "assignment")) {
        const left = field(a, "left");
        const right = field(a, "right");
        if (left?.type !== "attribute" || field(left, "attribute")?.text !== "tool" || right?.type !== "identifier")
          continue;
        const patcher = enclosingFunction(a);
        if (!patcher) continue;
        const calls = ofType(patcher, "call").some(
          (c) => field(field(c, "function"), "attribute")?.text === hostName && c.startIndex > a.startIndex,
        );
        if (!calls) continue;
        const patched = this.finder.functionOf(file, right, a);
        if (!patched) continue;
        for (const c of ofType(patched.fn, "call")) {
          const dec = this.finder.functionOf(patched.file, field(c, "function")!, c);
          const w = dec && dec.fn.id !== patched.fn.id ? guardingWrapper(dec.fn) : undefined;
          if (dec && w) out.push({ file: dec.file, fn: w });
        }
      }
    }
    return out;
  }

  /**
   * An `except` around an upstream request that neither returns nor raises and lets the function go on
   * with an empty value in place of the answer: `except Exception: datasets = []` (the value the `try`
   * assigns, set empty), or `except Exception: pass` over a value preset empty before the `try`
   * (`items = []`, then `try: items = fetch()`). What follows reads the failure as "nothing there". An
   * except that also records the failure where the result can carry it (`errors.append(…)`, `error = str(e)`)
   * states it beside the empty value (ADJUDICATION, rule 3); one inside a loop is an item skipped (see
   * loopFailures). The path stands at the empty value (the assignment, or the except for a preset).
   */
  private fallThroughFailures(file: PyFile, fn: PyNode): ReturnPath[] {
    const out: ReturnPath[] = [];
    for (const t of ofType(fn, "try_statement")) {
      if (enclosingFunction(t)?.id !== fn.id || nearestLoop(t)) continue;
      const tryBlock = kids(t).find((k) => k.type === "block");
      if (!tryBlock) continue;
      const assigned = new Set(
        ofType(tryBlock, "assignment")
          .map((a) => field(a, "left"))
          .filter((l): l is PyNode => l?.type === "identifier")
          .map((l) => l.text),
      );
      if (!assigned.size) continue;
      let ids: string[] | undefined;
      for (const exc of kids(t).filter((k) => k.type === "except_clause")) {
        const block = kids(exc).find((k) => k.type === "block");
        if (!block) continue;
        const stmts = kids(block).filter((k) => k.type !== "comment");
        if (ofType(block, "return_statement", "raise_statement", "continue_statement", "break_statement").length)
          continue;
        let empty: { at: PyNode; value: PyNode } | undefined;
        let silent = true;
        for (const st of stmts) {
          const e = st.type === "expression_statement" ? kids(st)[0] : undefined;
          if (st.type === "pass_statement") continue;
          if (e?.type === "assignment" && field(e, "left")?.type === "identifier" && field(e, "right")) {
            const v = unwrap(field(e, "right")!);
            if (assigned.has(field(e, "left")!.text) && isEmptyLiteral(v)) {
              empty ??= { at: e, value: v };
              continue;
            }
          }
          // a log line, or a call whose value is dropped (`handle_error(e)`); not a record of the failure
          if (
            e?.type === "call" &&
            !/\.(append|extend|add|update|setdefault|insert|put|put_nowait|set)$/.test(field(e, "function")?.text ?? "")
          )
            continue;
          silent = false;
        }
        if (!silent) continue;
        // `except: pass` over a value preset empty before the try
        if (!empty) {
          const preset = ofType(fn, "assignment").find((a) => {
            const l = field(a, "left");
            const r = field(a, "right");
            return (
              l?.type === "identifier" &&
              assigned.has(l.text) &&
              r &&
              isEmptyLiteral(unwrap(r)) &&
              a.endIndex < t.startIndex &&
              enclosingFunction(a)?.id === fn.id &&
              sameBranch(a, t)
            );
          });
          if (preset) empty = { at: exc, value: unwrap(field(preset, "right")!) };
        }
        if (!empty) continue;
        ids ??= this.escapingIn(file, tryBlock);
        if (!ids.length) break;
        const v = empty.value;
        const shape: Shape = {
          ...nullShape(),
          kind: "empty",
          shape: v.type === "string" ? "text" : v.type === "dictionary" ? "object" : "array",
          ...(v.type === "string" ? { text: "" } : {}),
        };
        out.push({
          ...this.path(file, shape, empty.at, conditionsBetween(empty.at, fn), ids, []),
          failure: { kind: "catch", location: locOf(file, exc), upstreamCalls: ids },
        });
      }
    }
    return out;
  }

  /**
   * A loop that fills the returned list and catches each item's failed request: a silent except
   * (`continue`, `pass`, a log line) drops the item with no count of it (`skip`); an except that puts an
   * error text into the list (`results.append(f"Error reading {p}: {e}")`) returns the failure as content.
   */
  private loopFailures(file: PyFile, fn: PyNode): ReturnPath[] {
    const out: ReturnPath[] = [];
    const returned = new Set(
      ofType(fn, "return_statement")
        .filter((r) => enclosingFunction(r)?.id === fn.id)
        .flatMap((r) => ofType(r, "identifier").map((i) => i.text)),
    );
    for (const loop of ofType(fn, "for_statement", "while_statement")) {
      if (enclosingFunction(loop)?.id !== fn.id) continue;
      const body = field(loop, "body");
      if (!body) continue;
      const pushed = ofType(body, "call")
        .map((c) => /^(\w+)\.(append|extend)$/.exec(field(c, "function")?.text ?? ""))
        .filter((m): m is RegExpExecArray => !!m && returned.has(m[1]!))
        .map((m) => m[1]!);
      if (!pushed.length) continue;
      for (const t of ofType(body, "try_statement")) {
        if (nearestLoop(t)?.id !== loop.id) continue;
        const tryBlock = kids(t).find((k) => k.type === "block");
        const ids = tryBlock ? this.escapingIn(file, tryBlock) : [];
        if (!ids.length) continue;
        for (const exc of kids(t).filter((k) => k.type === "except_clause")) {
          const block = kids(exc).find((k) => k.type === "block");
          if (!block) continue;
          const stmts = kids(block).filter((k) => k.type !== "comment");
          if (
            stmts.some(
              (st) => st.type === "raise_statement" || st.type === "return_statement" || st.type === "break_statement",
            )
          )
            continue;
          const errorPush = ofType(block, "call").find((c) =>
            new RegExp(`^(${pushed.join("|")})\\.(append|extend)$`).test(field(c, "function")?.text ?? ""),
          );
          const conds = conditionsBetween(exc, fn);
          if (errorPush) {
            const arg = positionalArgs(errorPush)[0];
            // a text put in the list (a record with an error field beside the found items is a count of failures)
            const text = arg ? templateText(unwrap(arg)) : undefined;
            if (text === undefined || !/(error|fail|fehler)/i.test(text)) continue;
            out.push({
              ...this.path(
                file,
                { ...nullShape(), kind: "data", shape: "text", text, mentions: mentionsOf(arg!) },
                errorPush,
                conds,
                ids,
                [],
              ),
              failure: { kind: "catch", location: locOf(file, exc), upstreamCalls: ids },
            });
            continue;
          }
          // silent: only `continue`, `pass` and log lines
          const silent = stmts.every(
            (st) =>
              st.type === "continue_statement" ||
              st.type === "pass_statement" ||
              (st.type === "expression_statement" &&
                /^(log|logger|logging|_log|LOG|print|warnings)\b/.test(kids(st)[0]?.text ?? "")),
          );
          if (!silent) continue;
          out.push({
            ...this.path(file, { ...nullShape(), kind: "empty", shape: "array" }, exc, conds, ids, []),
            failure: { kind: "skip", location: locOf(file, exc), upstreamCalls: ids },
          });
        }
      }
    }
    return out;
  }

  private functionReturns(
    file: PyFile,
    root: PyNode,
    outer: string[],
    depth: number,
    via: SourceLocation[],
    fn?: PyNode,
  ): ReturnPath[] {
    const out: ReturnPath[] = [];
    const def = fn ?? root;
    const stmts = ofType(root, "return_statement", "raise_statement").filter(
      (r) => enclosingFunction(r)?.id === (def.type === "function_definition" ? def.id : enclosingFunction(root)?.id),
    );
    for (const r of stmts) {
      const conds = [...outer, ...conditionsBetween(r, root)];
      const before = this.upstreamBefore(file, r, root);
      if (r.type === "raise_statement") {
        if (caughtWithin(r, root)) continue;
        out.push(
          this.path(
            file,
            { ...nullShape(), kind: "error", shape: "throw", nextStep: "unknown" },
            r,
            conds,
            before,
            via,
          ),
        );
        continue;
      }
      const e = kids(r)[0];
      if (!e) out.push(this.path(file, nullShape(), r, conds, before, via));
      else out.push(...this.exprPaths(file, e, conds, depth, via, before, r));
    }
    // the implicit empty case of a count field over the returned list
    return out;
  }

  private exprPaths(
    file: PyFile,
    e: PyNode,
    conds: string[],
    depth: number,
    via: SourceLocation[],
    before: string[],
    at: PyNode,
  ): ReturnPath[] {
    const n = unwrap(e);
    if (n.type === "conditional_expression") {
      const [a, c, b] = kids(n);
      if (a && c && b)
        return [
          ...this.exprPaths(file, a, [...conds, c.text], depth, via, before, at),
          ...this.exprPaths(file, b, [...conds, `not (${c.text})`], depth, via, before, at),
        ];
    }
    if (n.type === "call" && depth < MAX_DEPTH) {
      const callee = field(n, "function")!;
      const target = this.finder.functionOf(file, callee, n);
      if (target && target.fn.type === "function_definition") {
        const sub = this.functionReturns(target.file, target.fn, conds, depth + 1, [...via, locOf(file, n)]);
        const data = sub.filter((p) => p.kind !== "error");
        // a one-return builder is decided by its call: locate it there, with the texts it is given
        if (data.length === 1) {
          const p = this.callShape(file, n, data[0]!, conds, before, via, at);
          return p.kind === "data" && depth === 0 ? [p, ...this.derivedEmpty(file, n, at, p, conds)] : [p];
        }
        if (data.length) {
          // a helper's answer handed on as it came, none of its returns empty: the empty answer passes too
          if (depth === 0 && !data.some((p) => p.kind === "empty") && data.every((p) => p.shape !== "object")) {
            const p = this.path(file, this.shapeOf(file, n), at, conds, before, via);
            return [...sub, ...this.derivedEmpty(file, n, at, p, conds)];
          }
          return sub;
        }
      }
    }
    const shape = this.shapeOf(file, n);
    const p = this.path(file, shape, at, conds, before, via);
    const out = [p];
    // `SearchResult(returned=len(entries), entries=…)` with no earlier return for the empty list
    const implicit = this.implicitEmpty(file, n, at);
    if (p.kind === "data" && implicit)
      out.push({ ...p, kind: "empty", conditions: [...p.conditions, pyCondition(`len(${implicit}) == 0`)] });
    // the tool's own return hands the answer on (the handler's `return`, where the empty result leaves),
    // also wrapped in an envelope whose list key holds it (`{"resultType": …, "result": data["result"]}`)
    else if (p.kind === "data" && depth === 0 && (p.shape !== "object" || this.wrapsList(file, n, at)))
      out.push(...this.derivedEmpty(file, n, at, p, conds));
    return out;
  }

  /**
   * The synthetic empty path of an upstream answer handed on as it came (`return hits`,
   * `json.dumps(results)`, `[TextContent(text=str(response.to_dict()))]`, a helper's answer returned
   * whole), when nothing on the way tests it for emptiness: an empty answer comes out the same way.
   */
  private derivedEmpty(file: PyFile, n: PyNode, at: PyNode, p: ReturnPath, conds: string[]): ReturnPath[] {
    if (conds.some(isEmptinessText)) return [];
    const list = this.upstreamValue(file, n, at, 0);
    if (!list) return [];
    const fn = enclosingFunction(at);
    // `if not hits: return …`, `if len(rows) == 0`, `if results:` before this return: the empty answer is handled
    const tested = (list.names ?? []).filter((x) => /^\w+$/.test(x));
    if (
      fn &&
      ofType(fn, "if_statement", "elif_clause", "while_statement").some((s) => {
        if (s.startIndex >= at.endIndex) return false;
        const cond = field(s, "condition")?.text ?? "";
        return tested.some((x) => new RegExp(`\\b${x}\\b`).test(cond));
      })
    )
      return [];
    // `jahr = jahre[-1]` (`jahre = daten["years"]`) on the way: an empty answer raises there, before this return
    if (fn && indexedBefore(fn, tested, at)) return [];
    // only a list can come back empty and still be an answer: the answer's or the function's name says it is one
    const fnName = fn ? (field(fn, "name")?.text ?? "") : "";
    const callName = list.node.type === "call" ? (dotted(field(list.node, "function")) ?? "").split(".").pop()! : "";
    if (![fnName, callName, list.name ?? ""].some((x) => LISTISH.test(x))) return [];
    // what the result says around the empty answer: the names outside the request that produced it
    const inList = new Set(mentionsOf(list.node));
    if (list.name) inList.add(list.name);
    for (const x of list.names ?? []) inList.add(x);
    // a text that starts with a header says what the header says, request values included
    // an envelope says what its other keys say: the list it holds (and how that was filtered) echoes nothing
    const others = list.envelope && list.listPair ? kids(list.envelope).filter((k) => k.id !== list.listPair!.id) : [];
    const mentions = list.header
      ? mentionsOf(list.header).filter((m) => !(list.names ?? []).includes(m))
      : list.listPair
        ? [...new Set(others.flatMap((k) => mentionsOf(k, inList)))].filter((m) => !inList.has(m)).sort()
        : mentionsOf(list.envelope ?? n).filter((m) => !inList.has(m));
    return [
      {
        ...p,
        kind: "empty",
        nextStep: "no",
        mentions,
        derived: { list: list.text, location: locOf(file, list.node) },
      },
    ];
  }

  /** An object returned as an envelope: one of its list keys (`results`, `items`, `result`) holds the upstream answer. */
  private wrapsList(file: PyFile, n: PyNode, at: PyNode): boolean {
    let u = unwrap(n);
    if (u.type === "identifier") {
      const fn = enclosingFunction(at);
      const assigns = fn
        ? ofType(fn, "assignment").filter((a) => field(a, "left")?.text === u.text && a.startIndex < at.startIndex)
        : [];
      const right = assigns.length === 1 ? field(assigns[0]!, "right") : undefined;
      if (!right) return false;
      u = unwrap(right);
    }
    if (u.type !== "dictionary") return false;
    return kids(u).some((p) => {
      if (p.type !== "pair") return false;
      const k = stringValue(field(p, "key"));
      const v = field(p, "value");
      return !!k && !!v && LIST_KEY.test(k) && !!this.upstreamValue(file, v, at, 1);
    });
  }

  /** The upstream answer an expression hands on unchanged (through wrappers, keys and local names), if any. */
  private upstreamValue(
    file: PyFile,
    n: PyNode,
    at: PyNode,
    depth: number,
  ):
    | {
        text: string;
        node: PyNode;
        name?: string;
        names?: string[];
        envelope?: PyNode;
        listPair?: PyNode;
        header?: PyNode;
      }
    | undefined {
    if (depth > 10) return undefined;
    const u = unwrap(n);
    const callee = u.type === "call" ? (dotted(field(u, "function")) ?? "") : "";
    if (u.type === "list" && kids(u).length === 1) return this.upstreamValue(file, kids(u)[0]!, at, depth + 1);
    if (u.type === "call" && /(^|\.)TextContent$/.test(callee)) {
      const t = keywordArgs(u).get("text") ?? positionalArgs(u)[1];
      return t ? this.upstreamValue(file, t, at, depth + 1) : undefined;
    }
    if (u.type === "call" && /^(json\.dumps|str|repr|list|dict)$/.test(callee)) {
      const a = positionalArgs(u)[0];
      return a ? this.upstreamValue(file, a, at, depth + 1) : undefined;
    }
    if (u.type === "call" && field(u, "function")?.type === "attribute") {
      const m = field(field(u, "function")!, "attribute")!.text;
      const obj = field(field(u, "function")!, "object")!;
      if (/^(to_dict|json|model_dump|dict|get|values|items)$/.test(m) && !this.siteIds.has(u.id))
        return this.upstreamValue(file, obj, at, depth + 1);
      if (m === "join") {
        const a = positionalArgs(u)[0];
        return a ? this.upstreamValue(file, a, at, depth + 1) : undefined;
      }
    }
    if (u.type === "list_comprehension" || u.type === "generator_expression") {
      const clause = kids(u).find((k) => k.type === "for_in_clause");
      const src = clause ? field(clause, "right") : undefined;
      return src ? this.upstreamValue(file, src, at, depth + 1) : undefined;
    }
    // `rows[0]`, `jahre[-1]`: one entry, which an empty answer does not hold (the index raises first)
    if (u.type === "subscript" && isPositionIndex(u)) return undefined;
    if (u.type === "subscript") return this.upstreamValue(file, field(u, "value")!, at, depth + 1);
    // an envelope around the answer (`{"resultType": …, "result": data["result"]}`): empty when the answer is
    if (u.type === "dictionary") {
      for (const p of kids(u)) {
        const v = p.type === "pair" ? field(p, "value") : undefined;
        const inner = v ? this.upstreamValue(file, v, at, depth + 1) : undefined;
        if (inner) return { ...inner, envelope: u, listPair: p };
      }
      return undefined;
    }
    if (u.type === "identifier") {
      const fn = enclosingFunction(at);
      if (!fn) return undefined;
      const assigns = ofType(fn, "assignment").filter(
        (a) => field(a, "left")?.text === u.text && a.startIndex < at.startIndex && field(a, "right"),
      );
      const last = assigns[assigns.length - 1];
      if (!last) return undefined;
      // several assignments (`data = fetch()`, then `data = filtered` under a caller's filter): the list is
      // the upstream answer when each of them hands it on, reshaped or not
      if (assigns.length > 1) {
        const each = assigns.map((a) => this.upstreamValue(file, field(a, "right")!, a, depth + 1));
        const first = each[0];
        if (!first || each.some((x) => !x)) return undefined;
        return { ...first, name: u.text, names: [u.text, ...each.flatMap((x) => x!.names ?? [])] };
      }
      const right = unwrap(field(last, "right")!);
      // `out = []` filled in a loop over the answer (`for r in results: out.append(…)`), or a text that starts
      // with a header and grows by one line per entry (`output += f"{r}\n"`): the answer, reshaped
      if (
        (right.type === "list" && !kids(right).length) ||
        right.type === "string" ||
        right.type === "concatenated_string"
      ) {
        const fills = [
          ...ofType(fn, "call").filter((c) => field(c, "function")?.text === `${u.text}.append`),
          ...ofType(fn, "augmented_assignment").filter((a) => field(a, "left")?.text === u.text),
        ];
        for (const c of fills) {
          if (c.startIndex > at.startIndex) continue;
          let loop: PyNode | null = c.parent;
          while (loop && loop.type !== "for_statement" && loop.id !== fn.id) loop = loop.parent;
          if (loop?.type !== "for_statement" || enclosingFunction(loop)?.id !== fn.id) continue;
          const src = this.upstreamValue(file, field(loop, "right")!, loop, depth + 1);
          // a text's header is what the empty answer still says (`f"Results for '{query}':"`)
          const header = right.type === "list" ? {} : { header: right };
          if (src) return { ...src, ...header, name: u.text, names: [u.text, ...(src.names ?? [])] };
        }
        return undefined;
      }
      const inner = this.upstreamValue(file, right, last, depth + 1);
      return inner ? { ...inner, name: u.text, names: [u.text, ...(inner.names ?? [])] } : undefined;
    }
    if (u.type === "call" && this.callReaches(file, u)) return { text: u.text, node: u };
    return undefined;
  }

  /** A call that is an upstream request or reaches one (in its arguments or through the helper it calls). */
  private callReaches(file: PyFile, call: PyNode): boolean {
    if (this.siteIds.has(call.id) || this.upstreamIn(file, call).length) return true;
    const t = this.finder.functionOf(file, field(call, "function")!, call);
    return !!t && this.upstreamIn(t.file, t.fn).length > 0;
  }

  /** A builder helper's single return, read at the call that fills it (its text argument decides emptiness). */
  private callShape(
    file: PyFile,
    call: PyNode,
    inner: ReturnPath,
    conds: string[],
    before: string[],
    via: SourceLocation[],
    at: PyNode,
  ): ReturnPath {
    const texts = positionalArgs(call)
      .map((a) => templateText(a))
      .filter((t): t is string => t !== undefined);
    const kw = keywordArgs(call);
    let shape: Shape = {
      kind: inner.kind,
      shape: inner.shape,
      fields: inner.fields,
      nextStep: inner.nextStep,
      // the values the text handed to the builder names (`_error(f"Dataset '{name}' not found")`) are shown too
      mentions: [
        ...new Set([
          ...inner.mentions,
          ...positionalArgs(call).flatMap((a) => (unwrap(a).type === "string" ? mentionsOf(unwrap(a)) : [])),
        ]),
      ].sort(),
      ...(inner.text !== undefined ? { text: textOf(inner.text) } : {}),
      // the builder's own next-step field (`suggestions=_SEARCH_SUGGESTIONS`) stays a field of the result
      ...(inner.constantHint ? { constantHint: inner.constantHint } : {}),
      ...(inner.subFields ? { subFields: inner.subFields } : {}),
    };
    // a payload handed to the builder beside its text (`_tool_result(text, structured)` putting it in
    // `structuredContent`, with `structured = {"pagination": _pagination_meta(total, limit, offset), …}`): its keys
    // and those of the dicts it holds state values of the request as a sub-object's fields do (rule 11)
    const handed = [...positionalArgs(call), ...kw.values()].filter((a) => !isString(unwrap(a)));
    const keys = new Set(shape.subFields ?? []);
    for (const a of handed) {
      const entries = this.keysOf(file, a, call, 0);
      for (const [k, v] of entries ?? []) {
        keys.add(k);
        for (const [k2] of this.keysOf(file, v, call, 1) ?? []) keys.add(k2);
      }
    }
    if (keys.size) shape.subFields = [...keys].sort();
    // `ToolResponse.error("…")`, `fail(msg)`: a builder named for an error builds an error
    const name = (dotted(field(call, "function")) ?? "").split(".").pop() ?? "";
    if (/^(error|fail|failure|err|error_response|error_result|tool_error)$/i.test(name))
      return this.path(file, { ...shape, kind: "error" }, at, conds, before, via.length ? via : [locOf(file, call)]);
    if (inner.kind === "error")
      return this.path(file, shape, at, conds, before, via.length ? via : [locOf(file, call)]);
    const msg = texts.find((t) => /\s/.test(t));
    if (msg !== undefined) {
      const empty = EMPTY_SUBJECT.test(msg);
      shape = {
        ...shape,
        kind: empty ? "empty" : shape.kind,
        text: msg,
        nextStep:
          givesInstruction(msg) ||
          [...kw.keys()].some((k) => NEXT_STEP_FIELD.test(k)) ||
          (inner.nextStep === "yes" && inner.fields.some((f) => NEXT_STEP_FIELD.test(f)))
            ? "yes"
            : "no",
      };
    }
    for (const k of kw.keys()) if (NEXT_STEP_FIELD.test(k) && !isNothing(kw.get(k)!)) shape.nextStep = "yes";
    // `note=…`, `message=…` passed to the builder: an instruction there is a next step
    for (const [k, v] of kw) {
      if (!/^(message|note|notes|detail|details|info|hinweis)$/i.test(k)) continue;
      const t = templateText(unwrap(v)) ?? constText(this.index, file, v)?.text;
      if (t !== undefined && givesInstruction(t)) shape.nextStep = "yes";
      else if (t === undefined && shape.nextStep === "no") shape.nextStep = "unknown";
    }
    return this.path(file, shape, at, conds, before, via.length ? via : [locOf(file, call)]);
  }

  private implicitEmpty(file: PyFile, n: PyNode, at: PyNode): string | undefined {
    const entries = this.entriesOf(n);
    if (!entries) return undefined;
    for (const [k, v] of entries) {
      const u = unwrap(v);
      if (!COUNT_KEY.test(k) || u.type !== "call" || field(u, "function")?.text !== "len") continue;
      const arg = positionalArgs(u)[0];
      if (arg?.type !== "identifier") continue;
      // an earlier `if not x: return …` handles the empty list itself, and so does one on the list it is built
      // from item by item (`items = [f(b) for b in results]` after `if not results: return _none_envelope(…)`)
      const fn = enclosingFunction(at);
      const names = fn ? builtFrom(fn, arg.text, at) : [arg.text];
      const alt = names.map(escapeRegExp).join("|");
      const handled = fn
        ? ofType(fn, "if_statement").some(
            (s) =>
              s.startIndex < at.startIndex &&
              new RegExp(`^(not\\s+(${alt})|len\\((${alt})\\)\\s*==\\s*0)$`).test(field(s, "condition")?.text ?? "") &&
              ofType(s, "return_statement", "raise_statement").length > 0,
          )
        : false;
      if (!handled) return arg.text;
    }
    void file;
    return undefined;
  }

  private path(
    file: PyFile,
    shape: Shape,
    at: PyNode,
    conditions: string[],
    before: string[],
    via: SourceLocation[],
  ): ReturnPath {
    let kind: ReturnKind = shape.kind;
    if (kind === "data" && before.length && conditions.some(isEmptinessText)) kind = "empty";
    const { text, ...rest } = shape;
    const p: ReturnPath = {
      ...rest,
      ...(text !== undefined ? { text: segmentsOf(text) } : {}),
      kind,
      location: locOf(file, at),
      conditions: conditions.map(pyCondition),
      upstreamBefore: [...new Set(before)].sort(),
    };
    if (via.length) p.via = via;
    return p;
  }

  /** Keyword arguments of a result model, or the pairs of a dict literal. */
  private entriesOf(n: PyNode, file?: PyFile, depth = 0): [string, PyNode][] | undefined {
    if (n.type === "dictionary") {
      const out: [string, PyNode][] = [];
      for (const p of kids(n)) {
        if (p.type === "dictionary_splat") out.push(...this.splatEntries(p, file, depth));
        if (p.type !== "pair") continue;
        const k = stringValue(field(p, "key"));
        const v = field(p, "value");
        if (k && v) out.push([k, v]);
      }
      return out;
    }
    const splats = () =>
      kids(field(n, "arguments"))
        .filter((a) => a.type === "dictionary_splat")
        .flatMap((a) => this.splatEntries(a, file, depth));
    // `VotesResponse(…)`, and `cls(…)` in a classmethod or a builder handed the class (`_none_envelope(cls, msg)`)
    if (n.type === "call" && CLASS_CALL.test((dotted(field(n, "function")) ?? "").split(".").pop() ?? "")) {
      return [...splats(), ...keywordArgs(n)];
    }
    if (n.type === "call" && /^(dict)$/.test(dotted(field(n, "function")) ?? ""))
      return [...splats(), ...keywordArgs(n)];
    return undefined;
  }

  /**
   * The pairs of a dict value as the code builds it: a dict literal or `dict(…)`, a local assigned one before `at` in
   * the same function, or the one dict literal a project helper returns (`_pagination_meta(total, limit, offset)`).
   */
  private keysOf(file: PyFile, v0: PyNode, at: PyNode, depth: number): [string, PyNode][] | undefined {
    const v = unwrap(v0);
    const own = this.entriesOf(v, file);
    if (own) return own;
    if (depth > 2) return undefined;
    if (v.type === "identifier") {
      const fn = enclosingFunction(at);
      if (!fn) return undefined;
      const last = ofType(fn, "assignment")
        .filter((a) => field(a, "left")?.text === v.text && a.endIndex < at.startIndex && field(a, "right"))
        .pop();
      if (!last || enclosingFunction(last)?.id !== fn.id) return undefined;
      return this.keysOf(file, field(last, "right")!, last, depth + 1);
    }
    if (v.type !== "call") return undefined;
    const t = this.finder.functionOf(file, field(v, "function")!, v);
    if (t?.fn.type !== "function_definition") return undefined;
    const rets = ofType(t.fn, "return_statement").filter((r) => enclosingFunction(r)?.id === t.fn.id);
    const r = rets.length === 1 && kids(rets[0]!)[0] ? unwrap(kids(rets[0]!)[0]!) : undefined;
    return r?.type === "dictionary" ? this.entriesOf(r, t.file, depth + 1) : undefined;
  }

  /** The keys `**x` puts in: a dict literal, or the dict a project helper returns (`**_degraded(exc)`). */
  private splatEntries(splat: PyNode, file: PyFile | undefined, depth: number): [string, PyNode][] {
    const inner = kids(splat)[0] ? unwrap(kids(splat)[0]!) : undefined;
    if (!inner || !file || depth > 2) return [];
    if (inner.type === "dictionary") return this.entriesOf(inner, file, depth + 1) ?? [];
    if (inner.type !== "call") return [];
    const t = this.finder.functionOf(file, field(inner, "function")!, inner);
    if (!t) return [];
    const rets = ofType(t.fn, "return_statement").filter((r) => enclosingFunction(r)?.id === t.fn.id);
    const v = rets.length === 1 && kids(rets[0]!)[0] ? unwrap(kids(rets[0]!)[0]!) : undefined;
    return v?.type === "dictionary" ? (this.entriesOf(v, t.file, depth + 1) ?? []) : [];
  }

  private shapeOf(file: PyFile, n: PyNode): Shape {
    if (n.type === "none") return nullShape();
    // `[TextContent(type="text", text=…)]`, `TextContent(…)`: MCP content, read by its text
    const contentItem = (x: PyNode) =>
      x.type === "call" && /(^|\.)TextContent$/.test(dotted(field(x, "function")) ?? "") ? x : undefined;
    const items = n.type === "list" ? kids(n).map((k) => contentItem(unwrap(k))) : [contentItem(n)];
    if (items.length && items.every((x) => x)) {
      const textNode = keywordArgs(items[0]!).get("text") ?? positionalArgs(items[0]!)[1];
      const inner = textNode ? this.shapeOf(file, unwrap(textNode)) : undefined;
      const text = textNode ? templateText(unwrap(textNode)) : undefined;
      return {
        ...nullShape(),
        kind: inner?.kind === "empty" ? "empty" : "data",
        shape: "content",
        ...(text !== undefined ? { text } : inner?.text !== undefined ? { text: inner.text } : {}),
        nextStep: text !== undefined ? (givesInstruction(text) ? "yes" : "no") : (inner?.nextStep ?? "unknown"),
        fields: inner?.fields ?? [],
        mentions: mentionsOf(n),
      };
    }
    // `[_error("No XML/CSV resource found", ERR_NO_RESOURCE, dataset=slug)]`: records that state the failure in a
    // field the model reads (ADJUDICATION rule 3: "a result that states the failure in a field the model reads
    // (`unavailable_reason`, `error`)" is not rule 3), not one more entry and not an empty result
    if (n.type === "list" && kids(n).length && kids(n).every((k) => this.statesFailure(file, k)))
      return { ...nullShape(), kind: "error", shape: "array", mentions: mentionsOf(n) };
    if (n.type === "list" || n.type === "tuple")
      return { ...nullShape(), kind: kids(n).length ? "data" : "empty", shape: "array", mentions: mentionsOf(n) };
    if (n.type === "string" || n.type === "concatenated_string") {
      return textShape(templateText(n) ?? "", mentionsOf(n));
    }
    if (n.type === "call" && /^json\.dumps$/.test(dotted(field(n, "function")) ?? "")) {
      const arg = positionalArgs(n)[0];
      const inner = arg ? this.shapeOf(file, unwrap(arg)) : undefined;
      if (inner && inner.shape === "object") return { ...inner, shape: "content" };
      return {
        ...nullShape(),
        kind: "data",
        shape: "content",
        nextStep: "unknown",
        mentions: arg ? mentionsOf(arg) : [],
      };
    }
    const entries = this.entriesOf(n, file);
    if (entries) return this.payloadShape(file, entries, n);
    if (n.type === "identifier") {
      const c = constText(this.index, file, n);
      if (c) return this.shapeOf(c.file, c.node);
      // `result = {"status": "unhealthy", "error": str(e)}` just before `return json.dumps(result)`: that dict
      const fn = enclosingFunction(n);
      const last = fn
        ? ofType(fn, "assignment")
            .filter((a) => field(a, "left")?.text === n.text && a.endIndex < n.startIndex && field(a, "right"))
            .pop()
        : undefined;
      const right = last ? unwrap(field(last, "right")!) : undefined;
      if (right && last && sameBranch(last, n) && (right.type === "dictionary" || this.entriesOf(right)))
        return this.shapeOf(file, right);
      if (right && last && fn && sameBranch(last, n) && isString(right)) return this.builtText(file, fn, last, n);
    }
    return { ...nullShape(), kind: "data", shape: "opaque", nextStep: "unknown", mentions: mentionsOf(n) };
  }

  /**
   * A text built in a local (`msg = "Keine Treffer."`, then `msg += f" Suchbegriff: {q}"`) and returned: what the
   * model always reads is the first text and the parts added on every path to the return; a part added under
   * a condition the return does not share (`if suggestions: msg += …`) is not on every path and is left out.
   * A part that is no text as written (`msg += "\n".join(lines)`) leaves the text unknown.
   */
  private builtText(file: PyFile, fn: PyNode, first: PyNode, ret: PyNode): Shape {
    const base = this.shapeOf(file, unwrap(field(first, "right")!));
    let text = base.text ?? "";
    const mentions = new Set(base.mentions);
    for (const a of ofType(fn, "augmented_assignment")) {
      if (field(a, "left")?.text !== ret.text || a.startIndex < first.endIndex || a.endIndex > ret.startIndex) continue;
      if (enclosingFunction(a)?.id !== fn.id || !sameBranch(a, ret)) continue;
      const r = field(a, "right");
      const t = field(a, "operator")?.text === "+=" && r ? templateText(unwrap(r)) : undefined;
      if (t === undefined)
        return { ...nullShape(), kind: "data", shape: "opaque", nextStep: "unknown", mentions: mentionsOf(ret) };
      text += t;
      for (const m of mentionsOf(r!)) mentions.add(m);
    }
    return textShape(text, [...mentions].sort());
  }

  private payloadShape(file: PyFile, entries: [string, PyNode][], n: PyNode): Shape {
    const shape: Shape = { ...nullShape(), kind: "data", shape: "object" };
    let empty = false;
    let nextStep: ReturnPath["nextStep"] = "no";
    const credentials: { name: string; location: SourceLocation }[] = [];
    for (const [key, v0] of entries) {
      const v = unwrap(v0);
      if ((v.type === "list" && !kids(v).length) || (v.type === "dictionary" && !kids(v).length)) empty = true;
      if (COUNT_KEY.test(key) && v.type === "integer" && Number(v.text) === 0) empty = true;
      if (NEXT_STEP_FIELD.test(key) && !isNothing(v)) {
        nextStep = "yes";
        const c = constText(this.index, file, v);
        if (c && !c.text.includes("${…}")) shape.constantHint = { field: key, location: locOf(file, v0.parent ?? v0) };
        // `suggestions=_SEARCH_SUGGESTIONS`, a module list of fixed strings: one constant too
        else if (constTextList(this.index, file, v))
          shape.constantHint = { field: key, location: locOf(file, v0.parent ?? v0), list: true };
      }
      if (!NEXT_STEP_FIELD.test(key) && /^(message|note|detail|details|info|hinweis)$/i.test(key)) {
        const c = constText(this.index, file, v);
        if (c && givesInstruction(c.text)) nextStep = "yes";
        else if (!c && nextStep === "no") nextStep = "unknown";
      }
      if (ECHO_FIELD.test(key) && stringValue(v) === undefined) {
        shape.echoField = key;
        // `"request": {"query": q, "limit": limit}`: an echo written out names the values it states (its keys)
        const echoed = v.type === "dictionary" || v.type === "call" ? this.entriesOf(v) : undefined;
        const splat = v.type === "dictionary" && kids(v).some((k) => k.type === "dictionary_splat");
        if (echoed?.length && !splat) shape.echoNames = [...new Set(echoed.map(([k]) => k))].sort();
      }
      if (CREDENTIAL_NAME.test(key)) credentials.push({ name: key, location: locOf(file, v0) });
    }
    if (n.type === "dictionary" && kids(n).some((k) => k.type === "dictionary_splat") && nextStep === "no")
      nextStep = "unknown";
    if (
      n.type === "call" &&
      kids(field(n, "arguments")).some((k) => k.type === "dictionary_splat") &&
      nextStep === "no"
    )
      nextStep = "unknown";
    shape.fields = entries.map(([k]) => k).sort();
    // `"pagination": {"offset": start}`: a sub-dictionary's keys can state a request value too, also one held in a
    // local (`"pagination": pagination`) or built by a project helper (`_pagination_meta(total, limit, offset)`)
    const sub = new Set<string>();
    for (const [, v0] of entries) {
      const v = unwrap(v0);
      if (v.type !== "dictionary" && v.type !== "call" && v.type !== "identifier") continue;
      for (const [k] of this.entriesOf(v) ?? this.keysOf(file, v, n, 1) ?? []) sub.add(k);
    }
    if (sub.size) shape.subFields = [...sub].sort();
    shape.kind = empty ? "empty" : "data";
    // `ok=False`, `success=False`, `is_error=True`, `error=message`: an error result, not an empty one
    const val = (k: RegExp) => entries.find(([key]) => k.test(key))?.[1];
    const okv = val(/^(ok|success|succeeded)$/);
    const errv = val(/^(is_?error|isError|failed)$/);
    const msg = val(/^(error|error_message|errorMessage)$/);
    if (
      (okv && unwrap(okv).type === "false") ||
      (errv && unwrap(errv).type === "true") ||
      (msg && !isNothing(msg) && unwrap(msg).type !== "identifier")
    )
      shape.kind = "error";
    shape.nextStep = nextStep;
    shape.mentions = mentionsOf(n);
    if (credentials.length) shape.credentials = credentials;
    return shape;
  }

  /**
   * `{"error": "No resource", "code": …}`, or a project helper's call that returns such a dict with the failure
   * given at the call (`_error("No XML/CSV resource found", ERR_NO_RESOURCE)` of `return {"error": message, …}`):
   * a record that states a failure in a field the model reads, with a value that is there.
   */
  private statesFailure(file: PyFile, n: PyNode, depth = 0): boolean {
    const u = unwrap(n);
    const stated = (v: PyNode, bound?: (name: string) => PyNode | undefined) => {
      const x = unwrap(v);
      if (isNothing(x)) return false;
      if (x.type !== "identifier") return true;
      const given = bound?.(x.text);
      return !!given && !isNothing(given);
    };
    const entries = this.entriesOf(u, file);
    if (entries) return entries.some(([k, v]) => STATED_FAILURE_FIELD.test(k) && stated(v));
    if (u.type !== "call" || depth > 2) return false;
    const t = this.finder.functionOf(file, field(u, "function")!, u);
    if (!t || t.fn.type !== "function_definition") return false;
    const formal = kids(field(t.fn, "parameters"))
      .filter((p) => p.type !== "keyword_separator" && p.type !== "positional_separator")
      .map((p) => paramName(p) ?? "")
      .filter((x) => x !== "self" && x !== "cls");
    const kw = keywordArgs(u);
    const pos = positionalArgs(u);
    const bound = (name: string) => {
      const i = formal.indexOf(name);
      return kw.get(name) ?? (i >= 0 ? pos[i] : undefined);
    };
    const rets = ofType(t.fn, "return_statement").filter((r) => enclosingFunction(r)?.id === t.fn.id);
    return (
      rets.length > 0 &&
      rets.every((r) => {
        const v = kids(r)[0] ? unwrap(kids(r)[0]!) : undefined;
        const es = v ? this.entriesOf(v, t.file) : undefined;
        return !!es?.some(([k, x]) => STATED_FAILURE_FIELD.test(k) && stated(x, bound));
      })
    );
  }

  upstreamIn(file: PyFile, node: PyNode): string[] {
    return this.callsReached(file, node, 0, this.reachMemo, false);
  }

  /**
   * The upstream calls under `node` whose failure can leave it as an exception: each one not inside a `try`
   * (under `node`) whose except catches everything and raises nothing; through a helper, the calls whose failure
   * leaves the helper. A call of a helper that catches every failure of its request raises nothing from it.
   */
  escapingIn(file: PyFile, node: PyNode): string[] {
    return this.callsReached(file, node, 0, this.escapeMemo, true);
  }

  /**
   * The upstream calls under `node` and in the helpers it calls or hands on (`self._safe_call(call_fn)`,
   * `submit(fetch, url)`), memoised per helper; with `escaping`, only those whose failure can leave `node`.
   */
  private callsReached(
    file: PyFile,
    node: PyNode,
    depth: number,
    memoOf: Map<number, string[]>,
    escaping: boolean,
  ): string[] {
    const ids = new Set<string>();
    for (const c of ofType(node, "call")) {
      if (escaping && absorbedWithin(c, node)) continue;
      const id = this.siteIds.get(c.id);
      if (id) ids.add(id);
      if (depth > 3) continue;
      const handed = positionalArgs(c).filter((a) => a.type === "identifier");
      for (const callee of [field(c, "function")!, ...handed]) {
        const t = this.finder.functionOf(file, callee, c);
        if (t?.fn.type !== "function_definition") continue;
        let memo = memoOf.get(t.fn.id);
        if (!memo) {
          memoOf.set(t.fn.id, []);
          memo = this.callsReached(t.file, t.fn, depth + 1, memoOf, escaping);
          memoOf.set(t.fn.id, memo);
        }
        for (const x of memo) ids.add(x);
      }
    }
    return [...ids].sort();
  }

  /**
   * A return in an except that hands back a record of its own (`{"hinweis": …, "direkt_link": …}`) with no field
   * that says it failed, where the function's other returns hand on the upstream answer (`return resp.json()`):
   * the record stands in for the answer, and the caller reads the failure as data.
   */
  private standsInForAnswer(file: PyFile, ret: PyNode, fn: PyNode): boolean {
    const e = kids(ret)[0] ? unwrap(kids(ret)[0]!) : undefined;
    if (e?.type !== "dictionary" || !kids(e).length) return false;
    const keys = kids(e)
      .filter((k) => k.type === "pair")
      .map((k) => stringValue(field(k, "key")));
    if (keys.length !== kids(e).length || keys.some((k) => k === undefined || FAILURE_FIELD.test(k))) return false;
    return ofType(fn, "return_statement").some((r) => {
      if (r.id === ret.id || enclosingFunction(r)?.id !== fn.id || enclosingExcept(r, fn)) return false;
      const v = kids(r)[0];
      return !!v && !!this.upstreamValue(file, v, r, 0);
    });
  }

  /**
   * The upstream calls that can have run before `stmt` in `root`: those ahead of it on its way (`upstreamBefore`),
   * a loop around it (an earlier round, its iterable) and the items of a `with` around it
   * (`async with session.get(url) as r:`). Sorted.
   */
  private upstreamMaybeBefore(file: PyFile, stmt: PyNode, root: PyNode): string[] {
    const ids = this.upstreamBefore(file, stmt, root);
    for (
      let child: PyNode = stmt, parent = stmt.parent;
      parent && child.id !== root.id;
      child = parent, parent = parent.parent
    ) {
      if (parent.type === "for_statement" || parent.type === "while_statement")
        ids.push(...this.upstreamIn(file, parent));
      if (parent.type === "with_statement")
        for (const k of kids(parent)) if (k.type === "with_clause") ids.push(...this.upstreamIn(file, k));
      if (parent.id === root.id) break;
    }
    return [...new Set(ids)].sort();
  }

  private upstreamBefore(file: PyFile, stmt: PyNode, root: PyNode): string[] {
    const ids: string[] = [];
    for (
      let child: PyNode = stmt, parent = stmt.parent;
      parent && child.id !== root.id;
      child = parent, parent = parent.parent
    ) {
      if (parent.type === "block" || parent.type === "module") {
        for (const s of kids(parent)) {
          if (s.id === child.id) break;
          ids.push(...this.upstreamIn(file, s));
        }
      }
      if ((parent.type === "if_statement" || parent.type === "elif_clause") && field(parent, "condition"))
        ids.push(...this.upstreamIn(file, field(parent, "condition")!));
      if (parent.id === root.id) break;
    }
    return ids;
  }
}

/**
 * The call's value goes into a next-step field and nowhere else: a keyword argument or dict key of that name
 * (`suggestions=await suggest(q)`), or a local of that name (`suggestions = await _suggest_tags(q)`) that is never
 * returned itself.
 */
function feedsNextStep(fn: PyNode, call: PyNode): boolean {
  let v: PyNode = call;
  while (v.parent && (v.parent.type === "await" || v.parent.type === "parenthesized_expression")) v = v.parent;
  const up = v.parent;
  if (!up) return false;
  if (up.type === "keyword_argument" && field(up, "value")?.id === v.id)
    return NEXT_STEP_FIELD.test(field(up, "name")?.text ?? "");
  if (up.type === "pair" && field(up, "value")?.id === v.id)
    return NEXT_STEP_FIELD.test(stringValue(field(up, "key")) ?? "");
  if (up.type !== "assignment" || field(up, "right")?.id !== v.id) return false;
  const left = field(up, "left");
  if (left?.type !== "identifier" || !NEXT_STEP_FIELD.test(left.text)) return false;
  // `return suggestions`: the value is the answer itself, not a field of it
  return !ofType(fn, "return_statement").some(
    (r) => enclosingFunction(r)?.id === fn.id && kids(r)[0] && unwrap(kids(r)[0]!).text === left.text,
  );
}

/** Whether an assignment is in the block (or an enclosing block) of the node that reads it, so it surely ran. */
function sameBranch(assign: PyNode, use: PyNode): boolean {
  const block = assign.parent?.parent;
  for (let p: PyNode | null = use.parent; p; p = p.parent) {
    if (p.id === block?.id) return true;
    if (p.type === "function_definition") return false;
  }
  return false;
}

/** `xs[0]`, `xs[-1]`, `xs[2]`: a subscript by a position written out (not a key, not a slice). */
function isPositionIndex(sub: PyNode): boolean {
  const idx = kids(sub)
    .slice(1)
    .filter((k) => k.type !== "[" && k.type !== "]" && k.type !== "comment");
  return idx.length === 1 && /^-?\s*\d+$/.test(idx[0]!.text) && idx[0]!.type !== "slice";
}

/**
 * One of the names, or a value read from one of them (`jahre = daten["years"]`), indexed by a position before
 * `at` on every path to it (not under a test, a loop or a try): an empty answer raises there first.
 */
function indexedBefore(fn: PyNode, names: string[], at: PyNode): boolean {
  const read = new Set(names);
  for (const a of ofType(fn, "assignment")) {
    if (a.startIndex >= at.startIndex || enclosingFunction(a)?.id !== fn.id) continue;
    const l = field(a, "left");
    const r = field(a, "right") ? unwrap(field(a, "right")!) : undefined;
    const base = r?.type === "subscript" ? field(r, "value") : undefined;
    if (l?.type === "identifier" && base?.type === "identifier" && read.has(base.text)) read.add(l.text);
  }
  return ofType(fn, "subscript").some((sub) => {
    if (sub.startIndex >= at.startIndex || !isPositionIndex(sub)) return false;
    const v = field(sub, "value");
    if (v?.type !== "identifier" || !read.has(v.text)) return false;
    for (let p = sub.parent; p && p.id !== fn.id; p = p.parent) {
      if (
        /^(if_statement|elif_clause|else_clause|for_statement|while_statement|try_statement|conditional_expression|boolean_operator|lambda|list_comprehension|generator_expression|function_definition)$/.test(
          p.type,
        )
      )
        return false;
    }
    return true;
  });
}

/**
 * A list and the lists it is built from one item per item, before `at`: `items = [f(b) for b in results]` (no
 * `if` clause), or `items = []` filled by `items.append(…)` straight in the body of `for b in results:` (no
 * `if`, no `continue` in the loop). Empty exactly when its source is, so a test of the source tests it too.
 */
function builtFrom(fn: PyNode, name: string, at: PyNode, depth = 0): string[] {
  const out = [name];
  if (depth > 3) return out;
  const assigns = ofType(fn, "assignment").filter(
    (a) => field(a, "left")?.text === name && a.startIndex < at.startIndex && enclosingFunction(a)?.id === fn.id,
  );
  if (assigns.length !== 1) return out;
  const right = unwrap(field(assigns[0]!, "right") ?? assigns[0]!);
  let src: PyNode | undefined;
  if (right.type === "list_comprehension") {
    const clauses = kids(right).filter((k) => k.type === "for_in_clause");
    if (clauses.length === 1 && !kids(right).some((k) => k.type === "if_clause")) src = field(clauses[0]!, "right");
  } else if (right.type === "list" && !kids(right).length) {
    const appends = ofType(fn, "call").filter(
      (c) => field(c, "function")?.text === `${name}.${"append"}` && c.startIndex < at.startIndex,
    );
    const loop = appends.length === 1 ? appends[0]!.parent?.parent?.parent : undefined;
    // the append is a statement straight in the loop's body
    if (
      loop?.type === "for_statement" &&
      appends[0]!.parent?.type === "expression_statement" &&
      field(loop, "body")?.id === appends[0]!.parent?.parent?.id &&
      !ofType(field(loop, "body")!, "continue_statement", "break_statement", "if_statement").length
    )
      src = field(loop, "right");
  }
  if (src?.type === "identifier") out.push(...builtFrom(fn, src.text, at, depth + 1));
  return out;
}

/**
 * The wrapper a decorator returns when it guards the function it is given: a nested def that calls that
 * function (`func(*args, **kwargs)`, awaited or not) inside a `try` with an `except`.
 */
function guardingWrapper(dec: PyNode): PyNode | undefined {
  const params = kids(field(dec, "parameters")).filter((p) => p.type === "identifier" || p.type === "typed_parameter");
  const fnParam = params
    .map((p) => (p.type === "identifier" ? p.text : kids(p)[0]?.text))
    .find((x) => x && x !== "self");
  if (!fnParam) return undefined;
  for (const inner of ofType(dec, "function_definition")) {
    if (inner.id === dec.id) continue;
    const guarded = ofType(inner, "try_statement").some((t) => {
      const body = kids(t).find((k) => k.type === "block");
      return (
        !!body &&
        kids(t).some((k) => k.type === "except_clause") &&
        ofType(body, "call").some((c) => field(c, "function")?.text === fnParam)
      );
    });
    if (guarded) return inner;
  }
  return undefined;
}

/** `[]`, `{}`, `""`: a value that says "nothing there" (`None` says "not known"). */
function isEmptyLiteral(v: PyNode): boolean {
  return (
    ((v.type === "list" || v.type === "dictionary" || v.type === "tuple") && !kids(v).length) ||
    (v.type === "string" && templateText(v) === "")
  );
}

function nearestLoop(n: PyNode): PyNode | undefined {
  for (let p = n.parent; p; p = p.parent) {
    if (p.type === "for_statement" || p.type === "while_statement") return p;
    if (p.type === "function_definition") return undefined;
  }
  return undefined;
}

function enclosingExcept(n: PyNode, root: PyNode): PyNode | undefined {
  for (let p = n.parent; p && p.id !== root.id; p = p.parent) if (p.type === "except_clause") return p;
  return undefined;
}

/** `except:`, `except Exception`, `except (ValueError, Exception) as e`: an except that catches every failure. */
function catchesAll(exc: PyNode): boolean {
  const head = exc.text.slice(0, exc.text.indexOf(":")).trim();
  return /^except$/.test(head) || /(^|[\s(,.])(Exception|BaseException)\b/.test(head.slice("except".length));
}

/** Inside a `try` under `root` whose except catches every failure and raises nothing: no failure leaves it. */
function absorbedWithin(n: PyNode, root: PyNode): boolean {
  for (let c: PyNode = n, p = n.parent; p && c.id !== root.id; c = p, p = p.parent) {
    if (p.type === "try_statement" && c.type === "block") {
      const all = kids(p).filter((k) => k.type === "except_clause" && catchesAll(k));
      if (all.some((k) => !ofType(k, "raise_statement").length)) return true;
    }
    if (p.id === root.id) break;
  }
  return false;
}

function caughtWithin(n: PyNode, root: PyNode): boolean {
  for (let c: PyNode = n, p = n.parent; p && c.id !== root.id; c = p, p = p.parent) {
    if (p.type === "try_statement" && c.type === "block" && kids(p).some((k) => k.type === "except_clause"))
      return true;
    if (p.id === root.id) break;
  }
  return false;
}

/** Conditions between a statement and the function root, outermost first. */
/**
 * The test on the way to a return that reads an answer as failed: a status other than success
 * (`status_code != 200`, `>= 400`, `not resp.ok`, `status != "success"`), an error object in the body
 * (`"error" in data`, `data.get("error")`), or the error half of a `(data, error)` pair (`if error:`).
 * A 404 test is "not there", not a failure.
 */
function failureTestAbove(n: PyNode, root: PyNode): PyNode | undefined {
  for (let c: PyNode = n, p = n.parent; p && c.id !== root.id; c = p, p = p.parent) {
    const cond =
      p.type === "if_statement" && field(p, "consequence")?.id === c.id
        ? field(p, "condition")
        : p.type === "elif_clause" && field(p, "consequence")?.id === c.id
          ? field(p, "condition")
          : undefined;
    if (cond && isFailureTest(cond.text)) return cond;
    // `if resp.status_code == 200: … else: return []`: the else of a success test
    if (p.type === "else_clause" && p.parent?.type === "if_statement") {
      const test = field(p.parent, "condition");
      const elifs = kids(p.parent).filter((k) => k.type === "elif_clause");
      if (test && !elifs.length && isSuccessTest(test.text)) return test;
    }
    if (p.id === root.id) break;
  }
  return undefined;
}

/** A test that the answer succeeded: `status_code == 200`, `resp.ok`, `resp.is_success`, `status == "success"`. */
function isSuccessTest(t: string): boolean {
  return (
    /^[\w.]+\.status(_code)?\s*(==\s*20\d|in\s*\(\s*20\d|<\s*[34]00)/.test(t.trim()) ||
    /^[\w.]+\.(ok|is_success)$/.test(t.trim()) ||
    /^[\w.]+\.status\s*==\s*["'](success|ok)["']$/.test(t.trim())
  );
}

function isFailureTest(t: string): boolean {
  if (/\b404\b/.test(t)) return false;
  return (
    /\.status(_code)?\s*(!=\s*20\d|>=\s*[345]\d\d|>\s*[23]\d\d|not\s+in\s*\(?\s*20\d|!=\s*["'](success|ok)["'])/.test(
      t,
    ) ||
    /\bnot\s+[\w.]+\.ok\b/.test(t) ||
    /^["'](error|errors)["']\s+in\s+\w+$/.test(t.trim()) ||
    /^[\w.]+\.get\(\s*["'](error|errors)["']\s*\)$/.test(t.trim()) ||
    /^(error|err|errors)$/.test(t.trim())
  );
}

function conditionsBetween(n: PyNode, root: PyNode): string[] {
  const out: string[] = [];
  for (let c: PyNode = n, p = n.parent; p && c.id !== root.id; c = p, p = p.parent) {
    if (p.type === "if_statement") {
      const cond = field(p, "condition")!;
      if (field(p, "consequence")?.id === c.id) out.push(cond.text);
      else if (c.type === "else_clause") out.push(`not (${cond.text})`);
    }
    if (p.type === "elif_clause" && field(p, "consequence")?.id === c.id) out.push(field(p, "condition")!.text);
    if (p.type === "except_clause") out.push(`except ${kids(p).find((k) => k.type !== "block")?.text ?? ""}`.trim());
    if (p.type === "case_clause") out.push(`case ${kids(p).find((k) => k.type === "case_pattern")?.text ?? ""}`);
    if (p.id === root.id) break;
  }
  return out.reverse();
}

function textOf(segments: TextSegment[]): string {
  return segments.map((s) => ("literal" in s ? s.literal : "${…}")).join("");
}

/** A condition as Python writes it (`not rows`, `case "search"`, `except httpx.HTTPError`), in the model's terms. */
function pyCondition(text: string): ReturnCondition {
  let t = text.trim();
  let negated = false;
  const not = /^not \((.*)\)$/s.exec(t);
  if (not) {
    negated = true;
    t = not[1]!.trim();
  }
  const caseOf = /^case\s+(.*)$/s.exec(t);
  if (caseOf) return { kind: "dispatch", subject: caseOf[1]!.replace(/^["']|["']$/g, ""), negated, text };
  const nameIs = /^(?:name|tool_name|tool)\s*==\s*["']([^"']+)["']$/.exec(t);
  if (nameIs) return { kind: "dispatch", subject: nameIs[1]!, negated, text };
  if (/^except\b/.test(t))
    return { kind: "failure", ...(t.slice(6).trim() ? { subject: t.slice(6).trim() } : {}), negated, text };
  if (isEmptinessText(t)) {
    const subject =
      /^not\s+([\w.]+)$/.exec(t)?.[1] ??
      /^len\(([\w.]+)\)/.exec(t)?.[1] ??
      /^(?:[\w]+\.)?is_?empty(?:_\w+)?\(([\w.]+)\)$/i.exec(t)?.[1] ??
      /^([\w.]+)\s*==/.exec(t)?.[1];
    return { kind: "emptiness", ...(subject ? { subject } : {}), negated, text };
  }
  // a failed status, or an error object in the answer's body (`"error" in data`, `data.get("error")`)
  if (/(\.status_code\b|\.is_error\b|\bnot\s+[\w.]*\.ok\b|\.raise_for_status)/.test(t) || isFailureTest(t))
    return { kind: "failure", negated, text };
  const guard = /^(not\s+)?([\w.]+)(\s+is\s+(not\s+)?None)?$/.exec(t);
  if (guard)
    return { kind: "guard", subject: guard[2]!, negated: negated !== (!!guard[1] || (!!guard[3] && !guard[4])), text };
  return { kind: "other", negated, text };
}

function isEmptinessText(text: string): boolean {
  const t = text.trim();
  return (
    /^not\s+[\w.]+$/.test(t) ||
    // an emptiness predicate of the project's or a library's (`is_empty(x)`, `utils.is_empty_dict(x)`)
    /^(?:[\w]+\.)?is_?empty(?:_\w+)?\([\w.]+\)$/i.test(t) ||
    /^len\([\w.]+\)\s*(==\s*0|<\s*1)$/.test(t) ||
    /^[\w.]+\s*==\s*(\[\]|0)$/.test(t) ||
    /^[\w.]*(total|count|returned)[\w.]*\s*==\s*0$/.test(t)
  );
}

function isNothing(n: PyNode): boolean {
  const u = unwrap(n);
  if (u.type === "none") return true;
  if (u.type === "list" || u.type === "dictionary") return kids(u).length === 0;
  const s = stringValue(u);
  return s !== undefined && !s.trim();
}

function mentionsOf(n: PyNode, stop?: Set<string>): string[] {
  const out = new Set<string>();
  const fn = enclosingFunction(n);
  const params = new Set(
    kids(field(fn ?? n, "parameters"))
      .map(paramName)
      .filter((x): x is string => !!x),
  );
  const add = (x: PyNode) => {
    for (const id of ofType(x, "identifier")) {
      const p = id.parent;
      if (p?.type === "keyword_argument" && field(p, "name")?.id === id.id) continue;
      out.add(id.text);
      // `arguments["author"]`, `arguments.get("author")` on a parameter: the caller's argument of that name
      if (!params.has(id.text) || !p) continue;
      const key =
        p.type === "subscript" && field(p, "value")?.id === id.id
          ? stringValue(field(p, "subscript"))
          : p.type === "attribute" && field(p, "attribute")?.text === "get" && p.parent?.type === "call"
            ? stringValue(positionalArgs(p.parent)[0])
            : undefined;
      if (key) out.add(key);
    }
    if (x.type === "identifier") out.add(x.text);
  };
  add(n);
  // a local the function computed from the request (`lang = params.language or "de"`, `yr_txt = f" ({params.year})"`)
  // and shows in the payload echoes what it was computed from: two levels of plain assignments
  if (fn) {
    const assigned = new Map<string, PyNode[]>();
    for (const a of ofType(fn, "assignment")) {
      const left = field(a, "left");
      const right = field(a, "right");
      if (left?.type === "identifier" && right && formatsOnly(right))
        assigned.set(left.text, [...(assigned.get(left.text) ?? []), right]);
    }
    let frontier = [...out];
    for (let depth = 0; depth < 2 && frontier.length; depth++) {
      const before = new Set(out);
      for (const name of frontier) {
        if (stop?.has(name)) continue;
        for (const right of assigned.get(name) ?? []) add(right);
      }
      frontier = [...out].filter((x) => !before.has(x));
    }
  }
  return [...out].sort();
}

/**
 * A value that only formats or looks up what went in (`params.language or "de"`, `LABELS.get(t, t)`,
 * `f" ({year})"`, `lang.upper()`): no request, no call into other code, whose answer would be data.
 */
function formatsOnly(n: PyNode): boolean {
  if (ofType(n, "await").length || n.type === "await") return false;
  return [...ofType(n, "call"), ...(n.type === "call" ? [n] : [])].every((c) => {
    const callee = field(c, "function");
    if (callee?.type === "identifier") return /^(str|int|float|repr|sorted|list|tuple|len)$/.test(callee.text);
    const attr = callee?.type === "attribute" ? field(callee, "attribute")?.text : undefined;
    return !!attr && /^(get|upper|lower|strip|title|join|format|replace|capitalize|casefold|isoformat)$/.test(attr);
  });
}

/**
 * Tool arguments a handler applies itself to a list (as `localFilters` in the TypeScript front end): read
 * in a comprehension's condition (`[m for m in data if pattern in m]`), a `filter(lambda …)`, the test of
 * a loop that skips or keeps entries (`for r in rows: if r["score"] < min_score: continue`), or as the
 * start of a slice (`data[offset:]`; an end bound, a limit, never empties a list by itself).
 */
interface LocalFilter {
  name: string;
  line: number;
  /** Applied inside a helper called on that line (so before the call's own result comes back). */
  inCall?: boolean;
}

function localFilters(root: PyNode, args: PyArgBinding[]): LocalFilter[] {
  if (!args.length) return [];
  const plain = new Map(args.filter((a) => !a.model).map((a) => [a.local, a.label]));
  const models = new Map(args.filter((a) => a.model).map((a) => [a.local, a.label]));
  const out: LocalFilter[] = [];
  const read = (e: PyNode | null | undefined, at: PyNode) => {
    if (!e) return;
    for (const id of [e, ...ofType(e, "identifier")]) {
      if (id.type !== "identifier") continue;
      const p = id.parent;
      if (p?.type === "attribute" && field(p, "attribute")?.id === id.id) {
        const obj = field(p, "object");
        const label = obj?.type === "identifier" ? models.get(obj.text) : undefined;
        if (label) out.push({ name: `${label}.${id.text}`, line: at.startPosition.row + 1 });
        continue;
      }
      if (p?.type === "keyword_argument" && field(p, "name")?.id === id.id) continue;
      const label = plain.get(id.text);
      if (label) out.push({ name: label, line: at.startPosition.row + 1 });
    }
  };
  for (const c of ofType(root, "if_clause")) read(c, c.parent ?? c);
  for (const call of ofType(root, "call")) {
    if (dotted(field(call, "function")) !== "filter") continue;
    const f = unwrap(positionalArgs(call)[0] ?? call);
    if (f.type === "lambda") read(field(f, "body"), call);
  }
  for (const sl of ofType(root, "slice")) {
    const start = sl.child(0);
    if (start && start.type !== ":") read(start, sl);
  }
  for (const loop of ofType(root, "for_statement")) {
    for (const st of ofType(field(loop, "body") ?? loop, "if_statement")) {
      const cons = field(st, "consequence");
      if (!cons || !(ofType(cons, "continue_statement").length || /\.append\(/.test(cons.text))) continue;
      read(field(st, "condition"), st);
    }
  }
  return out;
}

function dedupe(paths: ReturnPath[]): ReturnPath[] {
  const seen = new Set<string>();
  const out: ReturnPath[] = [];
  for (const p of paths) {
    const key = `${p.location.file}:${p.location.line}:${p.location.column}|${p.kind}|${p.conditions.map((c) => c.text).join("&")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out.sort(
    (a, b) =>
      cmp(a.location.file, b.location.file) ||
      a.location.line - b.location.line ||
      a.location.column - b.location.column ||
      cmp(a.conditions.map((c) => c.text).join("&"), b.conditions.map((c) => c.text).join("&")),
  );
}
