/**
 * Response side in Python: what the server reads back from upstream answers (`ServerModel.responseReads`).
 *
 * A forward walk from each tool's handler through the functions it reaches (binding helper
 * parameters to the values passed in, and taking helper return values) gives each value an origin:
 * the response of an upstream call, its text, the parsed answer (`.json()`, `json.loads`,
 * `csv.DictReader` — a table —, `pandas.read_csv`), an entry of it (a loop or comprehension over a
 * collection) or a field of an entry. On those values it records the uses the rules read: key reads
 * (`r["Schulgemeinde"]`, `r.get("Anzahl")`, and keys passed as keyword names to a row-filter helper
 * that reads `row.get(key)` for each of its `**filters`), one value read under several spellings of
 * one key (`e.get("egrid") or e.get("EGRID")`), keys rewritten to one case (`{k.lower(): v for k, v
 * in row.items()}`), number conversions (`int(r.get("Anzahl", 0))`, `int(x) if x.isdigit() else 0`)
 * and fallbacks on missing keys (`d.get("results", [])`, `x or []`). Only code is read: docstrings
 * and comments are not part of the tree the walk visits.
 */

import { requestNamesKey } from "../../model/own-keys.js";
import type {
  ResponseFallback,
  ResponseOrigin,
  ResponseRead,
  ResponseRecordField,
  ResponseUse,
  SourceLocation,
} from "../../model/types.js";
import { escapeRegExp } from "../../model/wording.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import type { PyClassRef } from "./receivers.js";
import { callerViewChoice, fallbackSink, fateOf, outermost, recordFieldOf } from "./record-facts.js";
import {
  dotted,
  enclosingFunction,
  field,
  keywordArgs,
  kids,
  locOf,
  ofType,
  paramName,
  positionalArgs,
  stringValue,
  templateText,
  unwrap,
} from "./syntax.js";
import type { PyHandler } from "./tools.js";
import type { UpstreamFinder } from "./upstream.js";

/**
 * A value's origin while the walk runs; `each` marks a list whose every element is that value (the
 * answers `asyncio.gather(...)` collects), which the model never sees. `built` marks a record the server
 * built itself from values of an answer (`{"country": code, "value": latest.get("value")}`), by key: a
 * read of one of its keys (`x["value"]`, in a sort key or a sum over the records) is a use of the value
 * put there, and no read of the answer's own spelling (the server chose the key).
 */
type Origin = ResponseOrigin & {
  each?: true;
  built?: Map<string, Origin[]>;
  /** The texts the request itself carried (its SQL, the field lists it sends): keys it names are the server's own. */
  requested?: { items: string[]; texts: string[]; at: SourceLocation };
  /**
   * The value is read by a key the function checked on the same value before (`if "result" not in data: raise …`,
   * then `data["result"]`): a default put on this very value (not on a key below it) comes after the check.
   */
  keyTested?: true;
};

/** The element of a gathered list: the origin itself. */
function element(o: Origin): Origin {
  const { each: _each, ...rest } = o;
  return rest;
}

/** An origin as the model holds it: no walk-only marks. */
function plain(o: Origin): Origin {
  const { each: _each, built: _built, requested: _requested, keyTested: _keyTested, ...rest } = o;
  return rest;
}
type Env = Map<string, Origin[]>;

const MAX_DEPTH = 6;
const BUDGET = 40_000;

interface Frame {
  file: PyFile;
  env: Env;
  depth: number;
  returns: Origin[][];
  /** A `**kwargs` parameter of this function, by name. */
  kwargs?: string;
  /** Parameters the call bound to an instance of a project class (`async_search(crossref_searcher, …)`). */
  types?: Map<string, PyClassRef>;
  /**
   * Parameters the call bound to a string literal (`cell(b, "period")` into `def cell(binding, key)`): a key
   * read with such a parameter (`binding.get(key)`) reads that key, as the call spells it.
   */
  keys?: Map<string, string>;
}

export class ResponseReader {
  private readonly reads = new Map<string, ResponseRead>();

  constructor(
    private readonly finder: UpstreamFinder,
    private readonly siteIds: Map<number, string>,
  ) {}

  /** Walks one tool's handler; uses found are attributed to the tool. */
  tool(toolId: string, h: PyHandler): void {
    new Walk(this, this.finder, this.siteIds, toolId).run(h);
  }

  /** Per read: the tools whose handler itself builds the record the read's fallback fills (depth 0). */
  private readonly inHandler = new Map<string, Set<string>>();

  record(toolId: string, frame: Frame, at: PyNode, origins0: Origin[], use0: ResponseUse): void {
    let use = use0;
    const file = frame.file;
    // a record the server built is no part of the answer: its own keys and defaults are the server's
    const origins = origins0.filter((o) => !o.built);
    if (!origins.length) return;
    // `if "result" not in data: raise …; return data["result"]` in a helper, then `tags or []` on what it returns:
    // the default comes after a check of the same value (ADJUDICATION, rule 6), on every path that reaches it
    if (use.kind === "fallback" && !use.checkedEarlier && origins.every((o) => o.keyTested))
      use = { ...use, checkedEarlier: true };
    const location = locOf(file, at);
    // `pkg.get("notes", {}).get("de", "")`: two fallbacks start where the chain starts; each is its own (by its end)
    const key = `${location.file}:${location.line}:${location.column}|${use.kind}|${"key" in use ? use.key : ""}${use.kind === "fallback" ? `|${at.endIndex}` : ""}`;
    if (use.kind === "fallback" && use.record && frame.depth === 0) {
      if (!this.inHandler.has(key)) this.inHandler.set(key, new Set());
      this.inHandler.get(key)!.add(toolId);
    }
    const cur = this.reads.get(key);
    const originKey = (o: ResponseOrigin) =>
      `${o.level}|${o.path.join(".")}|${o.parse}|${o.parseLocation.file}:${o.parseLocation.line}:${o.parseLocation.column}|${o.tabular}|${o.normalised ?? ""}|${o.upstreamCall ?? ""}`;
    if (cur) {
      if (!cur.tools.includes(toolId)) cur.tools.push(toolId);
      // a helper reached on another path (another tool, another call site) with another value: `parse(body["message"])`
      // for one record and `[parse(it) for it in items]` for each entry of a list — the read has the origins of both,
      // so a rule sees that the helper parses one entry of an answer and not only the envelope
      if (cur.origins.length < 8) {
        const have = new Set(cur.origins.map(originKey));
        for (const o of origins) {
          if (cur.origins.length >= 8) break;
          const k = originKey(o);
          if (have.has(k)) continue;
          have.add(k);
          cur.origins.push(plain(o));
        }
      }
      // a record builder reached from several tools: a decision one of them makes counts
      if (
        cur.use.kind === "fallback" &&
        use.kind === "fallback" &&
        cur.use.record &&
        !cur.use.record.decisions.length &&
        use.record?.decisions.length
      )
        cur.use.record = use.record;
      return;
    }
    const seen = new Set<string>();
    const unique = origins.filter((o) => {
      const k = originKey(o);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    this.reads.set(key, {
      location,
      code: at.text.split("\n")[0]!.slice(0, 160),
      tools: [toolId],
      origins: unique.slice(0, 8).map(plain),
      use,
    });
  }

  result(toolName: (id: string) => string): ResponseRead[] {
    for (const [key, tools] of this.inHandler) {
      const r = this.reads.get(key);
      if (r?.use.kind === "fallback" && r.use.record && tools.size < r.tools.length)
        r.use.record = { ...r.use.record, returnedBy: [...tools].sort() };
    }
    const out = [...this.reads.values()];
    for (const r of out)
      r.tools.sort((a, b) =>
        toolName(a) < toolName(b) ? -1 : toolName(a) > toolName(b) ? 1 : a < b ? -1 : a > b ? 1 : 0,
      );
    return out.sort((a, b) =>
      a.location.file < b.location.file
        ? -1
        : a.location.file > b.location.file
          ? 1
          : a.location.line - b.location.line || a.location.column - b.location.column,
    );
  }
}

function deeper(o0: Origin, level: Origin["level"], path: string[], at: SourceLocation, message: string): Origin {
  // a key read below a checked value reads a value nobody checked
  const { keyTested: _keyTested, ...o } = o0;
  return { ...o, level, path, steps: [...o.steps, { location: at, message }].slice(-12) };
}

class Walk {
  private work = 0;
  /** Request parameters seen on this tool's path where the caller picks a fuller or leaner view of entries. */
  private readonly views: SourceLocation[] = [];
  private readonly memo = new Map<string, Origin[]>();

  constructor(
    private readonly out: ResponseReader,
    private readonly finder: UpstreamFinder,
    private readonly siteIds: Map<number, string>,
    private readonly toolId: string,
  ) {}

  /**
   * The key is checked on the value it is read from before the read, so a default on it can never apply
   * (ADJUDICATION, rule 6: a default after a check on the same value is not rule 6's):
   * - `if "records" not in payload: raise …` (or return an error) earlier in the same function;
   * - `packages = ckan_results(result)` before `result.get("count", 0)`: a project helper handed the same
   *   value earlier raises when the key is missing (`missing = [k for k in ("results", "count") if k not in
   *   result]; if missing: raise …`, `if "count" not in result: raise …`).
   */
  private keyChecked(n: PyNode, base: PyNode, key: string, f: Frame): boolean {
    const fn = enclosingFunction(n);
    if (!fn || base.type !== "identifier") return false;
    if (keyTestedBefore(n, base, key)) return true;
    const quoted = new RegExp(`(["'])${escapeRegExp(key)}\\1`);
    for (const call of ofType(fn, "call")) {
      if (call.endIndex > n.startIndex || enclosingFunction(call)?.id !== fn.id) continue;
      const at = positionalArgs(call).findIndex((a) => a.type === "identifier" && a.text === base.text);
      if (at < 0) continue;
      const target = this.finder.calleeOf(f.file, f.types, field(call, "function")!, call);
      if (!target) continue;
      const formal = kids(field(target.fn, "parameters")).filter((p) => paramName(p) && paramName(p) !== "self");
      const param = formal[at] ? paramName(formal[at]!) : undefined;
      if (!param || !ofType(target.fn, "raise_statement").length) continue;
      const absent = new RegExp(`\\bnot\\s+in\\s+${param}\\b`);
      const body = field(target.fn, "body");
      if (kids(body).some((st) => absent.test(st.text) && quoted.test(st.text))) return true;
    }
    return false;
  }

  run(h: PyHandler): void {
    const body = h.branch ?? field(h.fn, "body");
    if (body)
      this.block([...kids(body), ...(h.continuation ?? [])], { file: h.file, env: new Map(), depth: 0, returns: [] });
  }

  private block(stmts: PyNode[], f: Frame): void {
    for (const s of stmts) this.stmt(s, f);
  }

  private stmt(s: PyNode, f: Frame): void {
    if (++this.work > BUDGET) return;
    switch (s.type) {
      case "expression_statement":
        for (const e of kids(s)) {
          if (e.type === "assignment" || e.type === "augmented_assignment") {
            const left = field(e, "left");
            const right = field(e, "right");
            if (!right) continue;
            const o = this.expr(right, f, e.type === "augmented_assignment");
            if (left?.type === "identifier")
              f.env.set(left.text, e.type === "augmented_assignment" ? [...(f.env.get(left.text) ?? []), ...o] : o);
            else if (left && (left.type === "pattern_list" || left.type === "tuple_pattern"))
              // `a, b = await asyncio.gather(x(), y())`: each name holds one of the answers
              for (const k of ofType(left, "identifier")) f.env.set(k.text, o.map(element));
            else if (left) this.expr(left, f);
          } else if (
            e.type === "call" &&
            field(e, "function")?.type === "attribute" &&
            /^(append|extend|insert)$/.test(field(field(e, "function")!, "attribute")!.text)
          ) {
            // `out.append(row)`: the list becomes a collection of what is put in
            const target = field(field(e, "function")!, "object")!;
            const put = kids(field(e, "arguments")).flatMap((a) => this.expr(a, f));
            const coll = put.map((o) => (o.level === "entry" ? { ...o, level: "envelope" as const } : o));
            if (target.type === "identifier" && coll.length)
              f.env.set(target.text, [...(f.env.get(target.text) ?? []), ...coll]);
          } else this.expr(e, f);
        }
        return;
      case "return_statement": {
        const e = kids(s)[0];
        f.returns.push(e ? this.expr(e, f) : []);
        return;
      }
      case "for_statement": {
        const left = field(s, "left");
        if (left && field(s, "right") && this.bindZip(left, field(s, "right")!, f, s)) {
          const body = field(s, "body");
          if (body) this.block(kids(body), f);
          return;
        }
        const it = field(s, "right") ? this.expr(field(s, "right")!, f) : [];
        if (left) this.bindIter(left, it, f, s);
        const body = field(s, "body");
        if (body) this.block(kids(body), f);
        return;
      }
      case "if_statement": {
        this.expr(field(s, "condition")!, f);
        this.conditionalDefault(s, f);
        this.shapeCheckDefault(s, f);
        this.conditionalKey(s, f);
        // each branch starts from the same state; afterwards a name holds what any branch gave it
        const before = new Map(f.env);
        const after: Env[] = [];
        for (const c of kids(s)) {
          const b =
            c.type === "block"
              ? c
              : c.type === "elif_clause"
                ? field(c, "consequence")
                : c.type === "else_clause"
                  ? (field(c, "body") ?? kids(c).find((k) => k.type === "block"))
                  : undefined;
          if (!b) continue;
          f.env.clear();
          for (const [k, v] of before) f.env.set(k, v);
          if (c.type === "elif_clause") this.expr(field(c, "condition")!, f);
          this.block(kids(b), f);
          after.push(new Map(f.env));
        }
        if (!kids(s).some((c) => c.type === "else_clause")) after.push(before);
        f.env.clear();
        for (const e of after)
          for (const [k, v] of e)
            f.env.set(
              k,
              f.env.has(k) && f.env.get(k) !== v
                ? [...f.env.get(k)!, ...v.filter((o) => !f.env.get(k)!.includes(o))]
                : v,
            );
        return;
      }
      case "while_statement":
      case "try_statement":
      case "with_statement":
      case "match_statement":
      case "block":
      case "except_clause":
      case "finally_clause":
      case "else_clause":
      case "case_clause":
        if (s.type === "with_statement") {
          for (const item of ofType(s, "with_item")) {
            const v = kids(item)[0];
            if (v?.type === "as_pattern") {
              const o = kids(v)[0] ? this.expr(kids(v)[0]!, f) : [];
              const alias = kids(field(v, "alias"))[0];
              if (alias?.type === "identifier") f.env.set(alias.text, o);
            }
          }
        }
        if (s.type === "while_statement" && field(s, "condition")) this.expr(field(s, "condition")!, f);
        for (const c of kids(s))
          if (
            c.type === "block" ||
            c.type === "except_clause" ||
            c.type === "finally_clause" ||
            c.type === "else_clause" ||
            c.type === "case_clause"
          )
            c.type === "block" ? this.block(kids(c), f) : this.stmt(c, f);
        return;
      default:
        return;
    }
  }

  /**
   * `for code, raw in zip(codes, answers)`, `for i, r in enumerate(rows)`: each name is bound to the
   * elements of its own collection. False when the loop is of another form.
   */
  private bindZip(left: PyNode, right: PyNode, f: Frame, at: PyNode): boolean {
    const r = unwrap(right);
    if (r.type !== "call" || (left.type !== "pattern_list" && left.type !== "tuple_pattern")) return false;
    const fn = dotted(field(r, "function")) ?? "";
    if (fn !== "zip" && fn !== "enumerate") return false;
    const names = kids(left).filter(
      (k) => k.type === "identifier" || k.type === "pattern_list" || k.type === "tuple_pattern",
    );
    const colls = positionalArgs(r);
    if (fn === "enumerate") {
      if (names.length !== 2 || !colls[0]) return false;
      f.env.set(names[0]!.text, []);
      this.bindIter(names[1]!, this.expr(colls[0], f), f, at);
      return true;
    }
    if (names.length !== colls.length) return false;
    names.forEach((nm, i) => {
      this.bindIter(nm, this.expr(colls[i]!, f), f, at);
    });
    return true;
  }

  /** Binds loop variables: elements of a collection are its entries; `k, v in d.items()` keeps the origin of d's values. */
  private bindIter(left: PyNode, it: Origin[], f: Frame, at: PyNode): void {
    // elements of a collection are entries (also of a nested list held in a field); lines of a text are fields
    const entries = [
      ...it.filter((o) => o.each).map(element),
      ...it
        .filter(
          (o) =>
            !o.each && (o.level === "envelope" || o.level === "entry" || o.level === "field" || o.level === "text"),
        )
        .map((o) => deeper(o, o.level === "text" ? "field" : "entry", [], locOf(f.file, at), "each entry")),
    ];
    if (left.type === "identifier") f.env.set(left.text, entries);
    else for (const k of ofType(left, "identifier")) f.env.set(k.text, entries);
  }

  private expr(n: PyNode, f: Frame, _aug = false): Origin[] {
    if (++this.work > BUDGET) return [];
    switch (n.type) {
      case "identifier":
        return f.env.get(n.text) ?? [];
      case "parenthesized_expression":
      case "await":
        return kids(n)[0] ? this.expr(kids(n)[0]!, f) : [];
      case "attribute": {
        const base = this.expr(field(n, "object")!, f);
        const attr = field(n, "attribute")!.text;
        if (!base.length) return [];
        // an ElementTree element's text and attributes are the element's own values (read by key after)
        if ((attr === "text" || attr === "attrib") && base.some(isXmlElement)) return base.filter(isXmlElement);
        // an openpyxl workbook's sheet, a sheet's rows, a cell's value: still the table read from the answer
        if (SHEET_MEMBER.test(attr) && base.some(isTable)) return base.filter(isTable);
        if (attr === "text" || attr === "content")
          return base
            .filter((o) => o.level === "response")
            .map((o) => deeper(o, "text", [], locOf(f.file, n), "body text"));
        if (attr === "headers")
          return base
            .filter((o) => o.level === "response")
            .map((o) => deeper(o, "header", [], locOf(f.file, n), "headers"));
        return [];
      }
      case "subscript": {
        const base = this.expr(field(n, "value")!, f);
        const key = keyOf(field(n, "subscript"), f);
        for (const k of n.childrenForFieldName("subscript")) if (k) this.expr(k, f);
        if (!base.length) return [];
        if (key !== undefined) {
          const read = this.keyRead(base, key, n, f);
          // `if "result" not in data: raise …; return data["result"]`: the helper checked the key before it hands the
          // value on, so a default the caller puts on what it returns comes after a check (ADJUDICATION rule 6)
          return keyTestedBefore(n, field(n, "value"), key)
            ? read.map((o) => ({ ...o, keyTested: true as const }))
            : read;
        }
        // an index or slice: the same collection, or one entry of it
        const idx = field(n, "subscript");
        if (idx?.type === "slice") return base;
        if (idx?.type === "integer")
          return [
            ...base
              .filter((o) => o.level === "envelope")
              .map((o) => deeper(o, "entry", [], locOf(f.file, n), "one entry")),
            // `date_parts[0]`, `parts[0]`: a part of a field's value is that field's value
            ...base.filter((o) => o.level === "field"),
          ];
        return [];
      }
      case "call":
        return this.call(n, f);
      case "boolean_operator": {
        const l = field(n, "left")!;
        const r = field(n, "right")!;
        const lo = this.expr(l, f);
        const ro = this.expr(r, f);
        if (n.child(1)?.text === "or") {
          // `e.get("egrid") or e.get("EGRID")`
          const alts = this.alternatives(n);
          if (alts && lo.length)
            this.out.record(this.toolId, f, n, this.expr(alts.base, f), {
              kind: "key-alternatives",
              keys: alts.keys,
            });
          // `x or []`: a fallback for a missing value
          const fb = fallbackOf(unwrap(r));
          if (fb && lo.length && !(fb.shape === "number" && convertedToNumber(n)))
            this.out.record(this.toolId, f, n, lo, {
              kind: "fallback",
              form: "default",
              fallback: fb,
              lookup: isLookup(unwrap(l)),
              ...this.withRecord(f.file, n, lo),
              ...sinkFacts(n),
              filteredEarlier: false,
            });
        }
        return [...lo, ...ro];
      }
      case "conditional_expression": {
        const [a, c, b] = kids(n);
        if (c) this.expr(c, f);
        // `x if isinstance(x, list) else []`, `[] if not isinstance(x, list) else x`: a shape test that picks an empty value
        const shape = c ? shapeTest(c) : undefined;
        if (a && b && shape) {
          const [kept, other] = shape.negated ? [b, a] : [a, b];
          const fb = fallbackOf(unwrap(other));
          // the kept value as tested, or copied into a list of its own (`list(x)`, `tuple(x)`)
          const k = unwrap(kept);
          const copied =
            k.type === "call" &&
            /^(list|tuple|dict)$/.test(dotted(field(k, "function")) ?? "") &&
            positionalArgs(k).length === 1
              ? unwrap(positionalArgs(k)[0]!)
              : k;
          if (copied.text === shape.value.text && (fb?.shape === "empty-list" || fb?.shape === "empty-object")) {
            const ko = this.expr(kept, f);
            if (ko.length)
              this.out.record(this.toolId, f, n, ko, {
                kind: "fallback",
                form: "type-test",
                fallback: fb,
                lookup: isLookup(unwrap(kept)),
                ...this.withRecord(f.file, n, ko),
                ...sinkFacts(n),
                filteredEarlier: false,
              });
            return [...ko, ...this.expr(other, f)];
          }
        }
        // `int(x) if x.isdigit() else 0`
        if (
          a &&
          b &&
          c &&
          unwrap(a).type === "call" &&
          /^(int|float)$/.test(dotted(field(unwrap(a), "function")) ?? "")
        ) {
          const arg = positionalArgs(unwrap(a))[0];
          const ao = arg ? this.expr(arg, f) : [];
          if (ao.length) {
            const zero = unwrap(b).type === "integer" && Number(unwrap(b).text) === 0;
            this.out.record(this.toolId, f, unwrap(a), ao, {
              kind: "number-parse",
              conversion: "whole",
              ...(zero ? { zero: "after" as const } : {}),
              guarded: true,
              aggregated: aggregated(n),
            });
            if (b) this.expr(b, f);
            return [];
          }
        }
        return [...(a ? this.expr(a, f) : []), ...(b ? this.expr(b, f) : [])];
      }
      case "list_comprehension":
      case "set_comprehension":
      case "generator_expression":
      case "dictionary_comprehension": {
        const saved = new Map(f.env);
        let over: Origin[] = [];
        for (const c of kids(n).filter((k) => k.type === "for_in_clause")) {
          const right = field(c, "right");
          const itr = right ? this.expr(right, f) : [];
          over = itr;
          const left = field(c, "left");
          if (left) this.bindIter(left, itr, f, c);
        }
        for (const c of kids(n).filter((k) => k.type === "if_clause")) for (const e of kids(c)) this.expr(e, f);
        const body = field(n, "body");
        let res: Origin[] = [];
        if (n.type === "dictionary_comprehension" && body?.type === "pair") {
          const k = field(body, "key");
          // `{k.lower(): v for k, v in row.items()}`: the row's keys rewritten to one case
          const m = k ? /\.(lower|upper|casefold)\(\)$/.exec(k.text) : null;
          const rowOrigins = over.length ? over : [];
          if (m && rowOrigins.length) {
            const kase = m[1] === "upper" ? "upper" : "lower";
            this.out.record(this.toolId, f, n, rowOrigins, {
              kind: "key-normalisation",
              case: kase,
              collisionCheck: false,
            });
            res = rowOrigins.map((o) => ({ ...o, level: o.level === "field" ? "entry" : o.level, normalised: kase }));
          }
          if (field(body, "value")) this.expr(field(body, "value")!, f);
        } else if (body) {
          const all = this.expr(body, f);
          // records built in it make a list of them
          const built = all.filter((o) => o.built).map((o) => ({ ...o, level: "envelope" as const }));
          const bo = all.filter((o) => !o.built);
          // a comprehension that keeps entries is the collection it ran over (filtered), at that collection's level
          res = [
            ...(bo.some((o) => o.level === "entry") ? [...over, ...bo.filter((o) => o.level !== "entry")] : bo),
            ...built,
          ];
        }
        f.env.clear();
        for (const [k, v] of saved) f.env.set(k, v);
        return res;
      }
      case "lambda": {
        const b = field(n, "body");
        if (b) this.expr(b, f);
        return [];
      }
      case "dictionary": {
        const built = new Map<string, Origin[]>();
        const out: Origin[] = [];
        for (const k of kids(n)) {
          if (k.type === "pair" && callerViewChoice(k)) this.views.push(locOf(f.file, field(k, "value")!));
          const v = k.type === "pair" ? field(k, "value") : k;
          const o = v ? this.expr(v, f) : [];
          const key = k.type === "pair" ? stringValue(field(k, "key")) : undefined;
          if (key !== undefined && o.length)
            built.set(
              key,
              o.filter((x) => !x.each),
            );
          out.push(...o);
        }
        const from = [...built.values()].flat()[0];
        if (!from) return [];
        return [
          {
            ...plain(from),
            level: "entry",
            path: [],
            steps: [...from.steps, { location: locOf(f.file, n), message: "a record built from it" }].slice(-12),
            built,
          },
        ];
      }
      default: {
        if (n.type === "pair" && callerViewChoice(n)) this.views.push(locOf(f.file, field(n, "value")!));
        const out: Origin[] = [];
        for (const k of kids(n))
          out.push(...this.expr(k.type === "keyword_argument" ? (field(k, "value") ?? k) : k, f));
        return n.type === "list" ||
          n.type === "tuple" ||
          n.type === "binary_operator" ||
          n.type === "comparison_operator" ||
          n.type === "not_operator" ||
          n.type === "string" ||
          n.type === "pair" ||
          n.type === "interpolation"
          ? []
          : out;
      }
    }
  }

  /**
   * `if not published: published = datetime(1970, 1, 1)`, `if items is None: items = []`: the statement
   * form of `x or LITERAL` on a value of an answer. The fallback stands at the assigned literal; the
   * record it fills is where the variable is written to a record field after the test.
   */
  private conditionalDefault(s: PyNode, f: Frame): void {
    const d = statementDefault(s);
    if (!d) return;
    const os = f.env.get(d.name) ?? [];
    if (!os.length) return;
    const use = laterRecordUse(f.file, d.value, d.name, s);
    const record = use ? this.withRecord(f.file, use, os) : {};
    this.out.record(this.toolId, f, d.value, os, {
      kind: "fallback",
      form: "default",
      fallback: d.fallback,
      lookup: os.some((o) => o.level === "field" || (o.level === "envelope" && o.path.length > 0)),
      ...record,
      ...sinkFacts(d.value),
      filteredEarlier: false,
    });
  }

  /**
   * `if e.get("doi"): out["doi"] = e["doi"]`, `if "doi" in e: out["doi"] = e["doi"]`, `if e.doi is not None: rec.doi = e.doi`:
   * a record key written only when the entry has the value, so a renamed key reads as "has none" (ADJUDICATION, rule 12).
   */
  private conditionalKey(s: PyNode, f: Frame): void {
    if (kids(s).some((c) => c.type === "elif_clause" || c.type === "else_clause")) return;
    const cond = unwrap(field(s, "condition")!);
    let tested: PyNode | undefined;
    let mention: string | undefined;
    if (cond.type === "comparison_operator") {
      const [l, r] = kids(cond);
      const op = cond.children
        .filter((c) => !c.isNamed)
        .map((c) => c.text)
        .join(" ");
      if (l && r && op === "in" && stringValue(l) !== undefined) {
        tested = r;
        mention = stringValue(l);
      } else if (l && r && /^(is not|!=)$/.test(op) && r.type === "none") tested = l;
    } else if (cond.type === "subscript" || cond.type === "call" || cond.type === "attribute") tested = cond;
    if (!tested) return;
    const stmts = kids(field(s, "consequence"));
    const a = stmts.length === 1 && stmts[0]!.type === "expression_statement" ? kids(stmts[0]!)[0] : undefined;
    const value = a?.type === "assignment" ? field(a, "right") : undefined;
    const left = a?.type === "assignment" ? field(a, "left") : undefined;
    if (!value || (left?.type !== "subscript" && left?.type !== "attribute")) return;
    // the value written is the tested value: the same text, or the same key of the same base (`e.get("k")` / `e["k"]`)
    const t = unwrap(tested);
    const lookup =
      t.type === "subscript"
        ? { base: field(t, "value")?.text, key: stringValue(field(t, "subscript")) }
        : t.type === "call" &&
            field(t, "function")?.type === "attribute" &&
            field(field(t, "function")!, "attribute")?.text === "get"
          ? { base: field(field(t, "function")!, "object")?.text, key: stringValue(positionalArgs(t)[0]) }
          : undefined;
    const sameLookup =
      !!lookup?.base && !!lookup.key && value.text.includes(lookup.base) && value.text.includes(lookup.key);
    if (!value.text.includes(mention ?? t.text) && !sameLookup) return;
    const os = this.expr(tested, f).filter(
      (o) => o.level === (mention ? "entry" : "field") || (o.level === "envelope" && (mention || o.path.length > 0)),
    );
    if (!os.length) return;
    const record = recordFieldOf(f.file, value, false);
    if (!record) return;
    this.out.record(
      this.toolId,
      f,
      cond,
      mention
        ? os.map((o) => deeper(o, "field", [...o.path, mention!], locOf(f.file, cond), `\`${mention}\` tested`))
        : os,
      {
        kind: "fallback",
        form: "type-test",
        fallback: { shape: "undefined", code: "(key left out)" },
        lookup: true,
        record,
        loggedOnly: false,
        filteredEarlier: false,
        presence: true,
      },
    );
  }

  /** `if not isinstance(data.get("items"), list): return []`: a shape check that answers an unexpected shape with an empty result. */
  private shapeCheckDefault(s: PyNode, f: Frame): void {
    const cond = field(s, "condition");
    let shape: ReturnType<typeof shapeTest>;
    for (const t of cond ? orOperands(unwrap(cond)) : []) {
      const st = shapeTest(t);
      if (st?.negated) shape = st;
    }
    const stmts = kids(field(s, "consequence")).filter((x) => !isLogStatement(x));
    const ret = stmts.length === 1 && stmts[0]!.type === "return_statement" ? kids(stmts[0]!)[0] : undefined;
    const fb = ret ? fallbackOf(unwrap(ret)) : undefined;
    if (!shape || (fb?.shape !== "empty-list" && fb?.shape !== "empty-object")) return;
    const os = this.expr(shape.value, f);
    if (!os.length) return;
    this.out.record(this.toolId, f, cond!, os, {
      kind: "fallback",
      form: "type-test",
      fallback: fb,
      lookup: isLookup(unwrap(shape.value)),
      loggedOnly: false,
      filteredEarlier: false,
    });
  }

  /** The record field a fallback's value fills, when it fills one; a view the caller chose is a decision of the answer. */
  private withRecord(file: PyFile, n: PyNode, origins: Origin[]): { record?: ResponseRecordField } {
    const record = recordFieldOf(file, n, !origins.some((o) => o.level === "envelope"));
    if (!record) return {};
    if (record.decisions.length || !this.views.length) return { record };
    return { record: { ...record, decisions: [{ kind: "caller-fields", location: this.views[0]! }] } };
  }

  private keyRead(base0: Origin[], key: string, at: PyNode, f: Frame): Origin[] {
    // a key of a record the server built: the value it put there
    const fromBuilt = base0.flatMap((o) => (o.built && o.level === "entry" ? (o.built.get(key) ?? []) : []));
    const base = base0.filter((o) => !o.built);
    if (!base.length) return fromBuilt;
    return [...fromBuilt, ...this.answerKeyRead(base, key, at, f)];
  }

  private answerKeyRead(base: Origin[], key: string, at: PyNode, f: Frame): Origin[] {
    const write = isWriteTarget(at);
    const envelope = !write && base.some((o) => o.level === "envelope" || o.level === "header");
    // a key the request itself names (its SQL select list, a field list it sends): the server chose it
    const named = write
      ? undefined
      : base.find((o) => o.requested && requestNamesKey(key, o.requested.items, o.requested.texts))?.requested;
    this.out.record(this.toolId, f, at, base, {
      kind: "key",
      key,
      form: "member",
      write,
      ...(envelope ? { fate: fateOf(at) } : {}),
      ...(named ? { ownKey: { how: "request" as const, location: named.at } } : {}),
    });
    return base.map((o) =>
      o.level === "envelope" && o.path.length === 0 && o.tabular
        ? deeper(o, "envelope", [key], locOf(f.file, at), `key ${key}`)
        : o.level === "envelope"
          ? deeper(o, "envelope", [...o.path, key], locOf(f.file, at), `key ${key}`)
          : o.level === "entry" || o.level === "field"
            ? deeper(o, "field", o.level === "field" ? [...o.path, key] : [key], locOf(f.file, at), `field ${key}`)
            : o.level === "header"
              ? deeper(o, "header", [key.toLowerCase()], locOf(f.file, at), `header ${key}`)
              : o,
    );
  }

  /**
   * `x.get("a") or x.get("A")`, `x.get("a", x.get("A"))` on one value: the keys it tries, in order. Whether they
   * spell one key (an alternation of spellings) or are different keys (a fallback from one to another, not rule
   * 13) is judged by the rule.
   */
  private alternatives(n: PyNode): { base: PyNode; keys: string[] } | undefined {
    const parts: PyNode[] = [];
    const flat = (x: PyNode) => {
      const u = unwrap(x);
      if (u.type === "boolean_operator" && u.child(1)?.text === "or") {
        flat(field(u, "left")!);
        flat(field(u, "right")!);
        return;
      }
      parts.push(u);
      const d = nestedDefault(u);
      if (d) flat(d);
    };
    flat(n);
    const reads = parts.map((p) =>
      p.type === "call" && field(field(p, "function")!, "attribute")?.text === "get"
        ? { base: field(field(p, "function")!, "object")!, key: stringValue(positionalArgs(p)[0]) }
        : p.type === "subscript"
          ? { base: field(p, "value")!, key: stringValue(field(p, "subscript")) }
          : undefined,
    );
    if (
      reads.length < 2 ||
      reads.some((r) => !r || r.key === undefined) ||
      new Set(reads.map((r) => r!.base.text)).size !== 1
    )
      return undefined;
    // whether the keys spell one key is the rule's to judge (two different keys are a fallback, not rule 13)
    const keys = reads.map((r) => r!.key!);
    if (new Set(keys).size < 2) return undefined;
    return { base: reads[0]!.base, keys };
  }

  private call(n: PyNode, f: Frame): Origin[] {
    const callee = field(n, "function")!;
    const text = dotted(callee) ?? "";
    const site = this.siteIds.get(n.id);
    const args = positionalArgs(n);
    const kw = keywordArgs(n);
    if (site) {
      for (const a of kids(field(n, "arguments")))
        this.expr(a.type === "keyword_argument" ? (field(a, "value") ?? a) : a, f);
      const location = locOf(f.file, n);
      const requested = requestTexts(n);
      return [
        {
          level: "response",
          path: [],
          parse: "json",
          parseLocation: location,
          upstreamCall: site,
          tabular: false,
          steps: [{ location, message: "upstream request" }],
          ...(requested.texts.length ? { requested: { ...requested, at: location } } : {}),
        },
      ];
    }
    const recv = callee.type === "attribute" ? this.expr(field(callee, "object")!, f) : [];
    const method = callee.type === "attribute" ? field(callee, "attribute")!.text : "";
    // parsing the answer
    if (method === "json" && recv.some((o) => o.level === "response"))
      return recv
        .filter((o) => o.level === "response")
        .map((o) => ({
          ...deeper(o, "envelope", [], locOf(f.file, n), ".json()"),
          parse: "json" as const,
          parseLocation: locOf(f.file, n),
        }));
    if (
      (method === "read" || method === "decode" || method === "aread" || method === "text") &&
      recv.some((o) => o.level === "response" || o.level === "text")
    )
      return recv.map((o) => deeper(o, "text", [], locOf(f.file, n), "body text"));
    // ElementTree: child elements are read by tag (`find`, `findall`, `iter`), a child's text with a default (`findtext`)
    const elements = recv.filter(isXmlElement);
    if (elements.length && XML_READ.test(method)) {
      for (const a of kids(field(n, "arguments")))
        this.expr(a.type === "keyword_argument" ? (field(a, "value") ?? a) : a, f);
      const tag = xmlTag(args[0] ?? kw.get("path") ?? kw.get("tag"));
      const o = tag !== undefined ? this.keyRead(elements, tag, n, f) : elements;
      const d = method === "findtext" ? (args[1] ?? kw.get("default")) : undefined;
      const fb = d ? fallbackOf(unwrap(d)) : undefined;
      if (fb && tag !== undefined && !(fb.shape === "number" && convertedToNumber(n)))
        this.out.record(this.toolId, f, n, o, {
          kind: "fallback",
          form: "default",
          fallback: fb,
          lookup: true,
          ...sinkFacts(n),
          filteredEarlier: false,
        });
      return o;
    }
    if (elements.length && method === "getroot") return elements;
    const argO = args.map((a) => this.expr(a, f));
    // `rows.sort(key=lambda r: …)`, `sorted(rows, key=…)`, `map(lambda r: …, rows)`: the lambda's parameter is an entry
    const collection =
      method === "sort"
        ? recv
        : /^(sorted|max|min)$/.test(text)
          ? (argO[0] ?? [])
          : /^(map|filter)$/.test(text)
            ? (argO[1] ?? [])
            : [];
    const lam = [kw.get("key"), args[0]].map((x) => (x ? unwrap(x) : undefined)).find((x) => x?.type === "lambda");
    if (lam && collection.length) {
      const lp = kids(field(lam, "parameters"))[0];
      const body = field(lam, "body");
      if (lp?.type === "identifier" && body) {
        const saved = f.env.get(lp.text);
        this.bindIter(lp, collection, f, lam);
        this.expr(body, f);
        if (saved) f.env.set(lp.text, saved);
        else f.env.delete(lp.text);
      }
    }
    const kwO = new Map([...kw].map(([k, v]) => [k, this.expr(v, f)]));
    const first = argO[0] ?? [];
    const fromText = (parse: ResponseOrigin["parse"], tabular: boolean) =>
      first
        .filter((o) => o.level === "text" || o.level === "response")
        .map((o) => ({
          ...deeper(o, "envelope", [], locOf(f.file, n), text),
          parse,
          tabular,
          parseLocation: locOf(f.file, n),
        }));
    if (/^json\.loads?$/.test(text)) return fromText("json", false);
    if (/(^|\.)(DictReader|read_csv|read_excel|load_workbook)$/.test(text)) return fromText("csv", true);
    // `ET.fromstring(resp.text)`, `fromstring(resp.content)` imported bare, `ET.parse(BytesIO(resp.content))`
    if (/(^|\.)(fromstring|XML)$/.test(text) || (/(^|\.)parse$/.test(text) && /etree|ET\b|xml/.test(text)))
      return fromText("xml", false);
    if (/^(io\.)?(StringIO|BytesIO)$/.test(text)) return first;
    if (method === "splitlines" && recv.length) return recv;
    if (/^(list|sorted|tuple|reversed|iter|filter)$/.test(text)) return argO.flat();
    if (method === "items" || method === "values" || method === "keys" || method === "copy") return recv;
    // `r.get("Anzahl", 0)`
    if (method === "get" && recv.length) {
      const key = keyOf(args[0], f);
      if (key !== undefined) {
        const read = this.keyRead(recv, key, n, f);
        // `if "result" not in data: raise …; return data.get("result")`: checked before it is handed on
        const o = keyTestedBefore(n, field(callee, "object"), key)
          ? read.map((x) => ({ ...x, keyTested: true as const }))
          : read;
        const d = args[1] ? unwrap(args[1]) : undefined;
        // `e.get("egrid", e.get("EGRID"))`: recorded once, at the outermost read of the alternation
        const outer = n.parent ? unwrap(n.parent) : undefined;
        const inner =
          (outer?.type === "boolean_operator" && outer.child(1)?.text === "or") ||
          (n.parent?.type === "argument_list" && !!n.parent.parent && nestedDefault(n.parent.parent)?.id === n.id);
        const alts = d && !inner && nestedDefault(n) ? this.alternatives(n) : undefined;
        if (alts && o.length)
          this.out.record(this.toolId, f, n, this.expr(alts.base, f), {
            kind: "key-alternatives",
            keys: alts.keys,
          });
        const fb = d ? fallbackOf(d) : undefined;
        // `int(r.get("anzahl", 0))` is a number parse whose 0 stands inside it (read as such); a bare
        // `.get("count", 0)` is a fallback: a missing count becomes 0
        if (fb && !(fb.shape === "number" && convertedToNumber(n)))
          this.out.record(this.toolId, f, n, o, {
            kind: "fallback",
            form: "default",
            fallback: fb,
            lookup: true,
            ...this.withRecord(f.file, n, o),
            ...sinkFacts(n),
            ...(this.keyChecked(n, field(callee, "object")!, key, f) ? { checkedEarlier: true } : {}),
            filteredEarlier: false,
          });
        // `{"updated": o.get("updated")}`: a bare lookup straight into a record field of an entry leaves
        // None there when the key is missing (ADJUDICATION rule 12: `entry.get("x")` is a lookup fallback)
        // — written there itself (a dict value, a constructor's keyword, `rec["x"] = …`), not held in a local
        // that a later default may fill; an XML element's `.get` reads an attribute, and is left to the XML readers
        else if (
          !d &&
          o.some((x) => x.level === "entry" || x.level === "field") &&
          !o.some((x) => atEnvelope(x) || x.parse === "xml") &&
          writtenIntoRecord(n)
        ) {
          const record = this.withRecord(f.file, n, o);
          if (record.record && !this.keyChecked(n, field(callee, "object")!, key, f))
            this.out.record(this.toolId, f, n, o, {
              kind: "fallback",
              form: "default",
              fallback: { shape: "null", code: "None" },
              lookup: true,
              ...record,
              ...sinkFacts(n),
              filteredEarlier: false,
            });
        }
        return o;
      }
      return [];
    }
    // number conversions
    if (/^(int|float|Decimal)$/.test(text) && first.length) {
      const a = args[0] ? unwrap(args[0]) : undefined;
      const inside =
        !!a &&
        ((a.type === "call" &&
          field(field(a, "function")!, "attribute")?.text === "get" &&
          isZero(positionalArgs(a)[1])) ||
          // `int(el.findtext("Anzahl", "0"))`, `int(el.findtext("Anzahl", default="0"))`
          (a.type === "call" &&
            field(field(a, "function")!, "attribute")?.text === "findtext" &&
            isZero(positionalArgs(a)[1] ?? keywordArgs(a).get("default"))) ||
          (a.type === "boolean_operator" && a.child(1)?.text === "or" && isZero(field(a, "right"))));
      // a bare int()/float() on a text that is no number raises: loud, not a silent number (and not recorded);
      // nor is a 0 default on a cell the function checked to be digits first (`if r.get("jahr", "").isdigit()`)
      if (inside && !digitsChecked(n, a))
        this.out.record(this.toolId, f, n, first, {
          kind: "number-parse",
          conversion: "whole",
          zero: "inside",
          guarded: guardedByDigits(n, args[0]),
          aggregated: aggregated(n),
          ...(comparedOnly(n) ? { comparedOnly: true } : {}),
          ...(caughtAsZero(n) ? { caughtAsZero: true as const } : {}),
        });
      return [];
    }
    if (/^(str|len|bool|round|abs)$/.test(text)) return [];
    // `await asyncio.wait_for(http.get(…), timeout=…)`: the awaited request's own answer
    if (/^(asyncio\.)?(wait_for|shield)$/.test(text)) return first;
    // `await asyncio.gather(*(fetch(c) for c in codes))`, `gather(a(), b())`: a list of the answers, one each
    if (/^(asyncio\.)?gather$/.test(text))
      return [
        ...argO.flat(),
        ...kids(field(n, "arguments"))
          .filter((a) => a.type === "list_splat")
          .flatMap((a) => (kids(a)[0] ? this.expr(kids(a)[0]!, f) : [])),
      ]
        .filter((o) => o.level !== "response")
        .map((o) => ({ ...o, each: true as const }));
    // project helpers: bind arguments, read the helper, take its return value
    const target = f.depth < MAX_DEPTH ? this.finder.calleeOf(f.file, f.types, callee, n) : undefined;
    // a function handed on as a value (`self._safe_call(call_fn)`, `to_thread(searcher.search, q, max_results=n)`,
    // `loop.run_in_executor(None, fetch, url)`): it runs where it is finally called, with the arguments after it
    const handed: Origin[] = [];
    if (f.depth < MAX_DEPTH) {
      const all = kids(field(n, "arguments"));
      const known = new Map<number, Origin[]>();
      args.forEach((a, i) => {
        known.set(a.id, argO[i] ?? []);
      });
      for (const [k, v] of kw) known.set(v.id, kwO.get(k) ?? []);
      const originsOf = (x: PyNode) => known.get(x.id) ?? this.expr(x, f);
      all.forEach((a, i) => {
        let v = a.type === "keyword_argument" ? field(a, "value") : a;
        if (!v) return;
        let rest = all.slice(i + 1);
        // `lambda: client.search(q)`: a thunk, its value is what the call finally gets
        if (v.type === "lambda" && !field(v, "parameters")) {
          const body = field(v, "body");
          if (body) handed.push(...this.expr(body, f));
          return;
        }
        // `functools.partial(fetch, url)`: the function, with the bound arguments before the others
        if (v.type === "call" && /(^|\.)partial$/.test(dotted(field(v, "function")) ?? "")) {
          const inner = kids(field(v, "arguments"));
          if (!inner[0] || inner[0].type === "keyword_argument") return;
          rest = [...inner.slice(1), ...rest];
          v = inner[0];
        }
        if (v.type !== "identifier" && v.type !== "attribute") return;
        const cb = this.finder.handedFunction(f.file, f.types, v, n);
        if (!cb || cb.fn.id === target?.fn.id || cb.fn.type !== "function_definition") return;
        const formal = kids(field(cb.fn, "parameters")).filter(
          (p) => p.type !== "keyword_separator" && p.type !== "positional_separator" && paramName(p) !== "self",
        );
        const env: Env = new Map(f.env);
        let pos = 0;
        for (const x of rest) {
          if (x.type === "keyword_argument") {
            const k = field(x, "name")?.text;
            const xv = field(x, "value");
            if (k && xv && formal.some((p) => paramName(p) === k)) env.set(k, originsOf(xv));
            continue;
          }
          if (x.type === "list_splat" || x.type === "dictionary_splat") break;
          const name = formal[pos] && !splatKind(formal[pos]!) ? paramName(formal[pos]!) : undefined;
          pos++;
          if (name) env.set(name, originsOf(x));
        }
        const types = this.finder.argTypes(f.file, f.types, formal, rest, n, false);
        const key = `cb|${cb.fn.id}|${[...env].map(([k, o]) => `${k}:${o.map((x) => `${x.level}/${x.path.join(".")}/${x.parseLocation.line}`).join(",")}`).join(";")}|${[...types].map(([k, t]) => `${k}:${t.cls.id}`).join(",")}`;
        const seen = this.memo.get(key);
        if (seen) {
          handed.push(...seen);
          return;
        }
        this.memo.set(key, []);
        const frame: Frame = {
          file: cb.file,
          env,
          depth: f.depth + 1,
          returns: [],
          ...(types.size ? { types } : {}),
        };
        const body = field(cb.fn, "body");
        if (body) this.block(kids(body), frame);
        const got = frame.returns.flat();
        this.memo.set(key, got);
        handed.push(...got);
      });
    }
    if (!target)
      return [...recv, ...argO.flat(), ...handed].filter((o) => o.level !== "response" || handed.includes(o));
    const params = kids(field(target.fn, "parameters")).filter(
      (p) => p.type !== "keyword_separator" && p.type !== "positional_separator",
    );
    const isMethod = callee.type === "attribute" && /^(self|cls)$/.test(paramName(params[0]) ?? "");
    const formal = isMethod ? params.slice(1) : params;
    const env: Env = new Map();
    let kwargs: string | undefined;
    const keys = new Map<string, string>();
    formal.forEach((p, i) => {
      const name = paramName(p);
      if (!name) return;
      if (splatKind(p) === "dict") kwargs = name;
      else if (!splatKind(p) && argO[i]) env.set(name, argO[i]!);
      if (kwO.has(name)) env.set(name, kwO.get(name)!);
      const key = splatKind(p)
        ? undefined
        : keyOf(kw.get(name) ?? (kw.size && i >= args.length ? undefined : args[i]), f);
      if (key !== undefined) keys.set(name, key);
    });
    // keys passed as keyword names to a row-filter helper (`_filter_rows(rows, Schulgemeinde=…)`)
    const rows = argO
      .flat()
      .filter((o) => o.level === "envelope" || o.level === "entry")
      .map((o) => (o.level === "envelope" ? deeper(o, "entry", [], locOf(f.file, n), "each row, filtered by key") : o));
    if (kwargs && rows.length && readsRowsByKwargKeys(target.fn, kwargs)) {
      for (const [k, v] of kw)
        if (!formal.some((p) => paramName(p) === k))
          this.out.record(this.toolId, f, field(v.parent!, "name") ?? v, rows, {
            kind: "key",
            key: k,
            form: "member",
            write: false,
          });
    }
    const types = this.finder.argTypes(f.file, f.types, formal, kids(field(n, "arguments")), n, false);
    const sig = `${target.fn.id}|${[...env].map(([k, v]) => `${k}:${v.map((o) => `${o.level}/${o.path.join(".")}/${o.normalised ?? ""}/${o.parseLocation.line}${o.built ? `/{${[...o.built.keys()].join(",")}}` : ""}`).join(",")}`).join(";")}|${[...types].map(([k, t]) => `${k}:${t.cls.id}`).join(",")}|${[...keys].map(([k, v]) => `${k}=${v}`).join(",")}`;
    const memo = this.memo.get(sig);
    if (memo) return memo;
    this.memo.set(sig, []);
    const frame: Frame = {
      file: target.file,
      env,
      depth: f.depth + 1,
      returns: [],
      ...(kwargs ? { kwargs } : {}),
      ...(types.size ? { types } : {}),
      ...(keys.size ? { keys } : {}),
    };
    const body = field(target.fn, "body");
    if (body) this.block(kids(body), frame);
    const out = withRequestTexts(
      [...frame.returns.flat(), ...handed],
      [...argO.flat(), ...[...kwO.values()].flat()],
      n,
    );
    this.memo.set(sig, out);
    return out;
  }
}

/**
 * `ckan_request("datastore_search_sql", {"sql": sql})`: a request helper's answer carries the texts its
 * caller handed it (the SQL, a field list) as well as those at the request itself — the keys they name are
 * the server's own. Answers that came in through the arguments keep their own.
 */
function withRequestTexts(out: Origin[], fromArgs: Origin[], call: PyNode): Origin[] {
  if (!out.some((o) => o.upstreamCall && !fromArgs.some((a) => a.upstreamCall === o.upstreamCall))) return out;
  const here = requestTexts(call);
  if (!here.texts.length) return out;
  return out.map((o) =>
    !o.upstreamCall || fromArgs.some((a) => a.upstreamCall === o.upstreamCall)
      ? o
      : {
          ...o,
          requested: {
            items: [...(o.requested?.items ?? []), ...here.items],
            texts: [...(o.requested?.texts ?? []), ...here.texts],
            at: o.requested?.at ?? o.parseLocation,
          },
        },
  );
}

/** A key as written (`"period"`), or a parameter the call bound to one (`key` in `def cell(row, key)`). */
function keyOf(n: PyNode | undefined, f: Frame): string | undefined {
  if (!n) return undefined;
  const s = stringValue(n);
  if (s !== undefined) return s;
  const u = unwrap(n);
  return u.type === "identifier" && !f.env.get(u.text)?.length ? f.keys?.get(u.text) : undefined;
}

/** The function's own `if`s whose block ends in a `raise` or `return`, with their conditions (kept per function: asked at every key read). */
const exitingIfsOf = new WeakMap<PyNode, { end: number; condition: string }[]>();
function exitingIfs(fn: PyNode): { end: number; condition: string }[] {
  let out = exitingIfsOf.get(fn);
  if (out) return out;
  out = [];
  for (const st of ofType(fn, "if_statement")) {
    if (enclosingFunction(st)?.id !== fn.id) continue;
    const cond = field(st, "condition");
    const cons = field(st, "consequence");
    if (!cond || !cons) continue;
    const last = kids(cons).at(-1);
    if (last?.type === "raise_statement" || last?.type === "return_statement")
      out.push({ end: st.endIndex, condition: cond.text });
  }
  exitingIfsOf.set(fn, out);
  return out;
}

/**
 * `if "result" not in data: raise …` (or return an error) earlier in the function that reads `data["result"]`: the
 * key was checked on the value it is read from, so the value read cannot be a stand-in for a missing key.
 */
function keyTestedBefore(n: PyNode, base: PyNode | undefined, key: string): boolean {
  if (base?.type !== "identifier") return false;
  const fn = enclosingFunction(n);
  if (!fn) return false;
  // most functions have no exiting `if` before the read: the pattern is built only when one is there
  const before = exitingIfs(fn).filter((st) => st.end <= n.startIndex);
  if (!before.length) return false;
  const own = new RegExp(`(["'])${escapeRegExp(key)}\\1\\s+not\\s+in\\s+${base.text}\\b`);
  return before.some((st) => own.test(st.condition));
}

/**
 * The string values a request call carries in its arguments — literals, lists and dicts of them, and locals
 * assigned such a value earlier in the same function: `items` are those standing as a list element, a dict
 * value or a keyword value; `texts` all of them (a SQL statement among them).
 */
function requestTexts(call: PyNode): { items: string[]; texts: string[] } {
  const items: string[] = [];
  const texts: string[] = [];
  const fn = enclosingFunction(call);
  const visit = (n: PyNode | undefined, item: boolean, depth: number) => {
    if (!n || depth > 3) return;
    const u = unwrap(n);
    if (u.type === "string" || u.type === "concatenated_string") {
      const v = stringValue(u) ?? templateText(u) ?? u.text;
      texts.push(v);
      if (item) items.push(v);
      return;
    }
    if (u.type === "list" || u.type === "tuple" || u.type === "set") for (const k of kids(u)) visit(k, true, depth);
    else if (u.type === "dictionary") for (const p of kids(u)) visit(field(p, "value"), true, depth);
    else if (u.type === "keyword_argument") visit(field(u, "value"), true, depth);
    else if (u.type === "identifier" && fn)
      for (const a of ofType(fn, "assignment"))
        if (a.endIndex <= call.startIndex && field(a, "left")?.text === u.text)
          visit(field(a, "right"), false, depth + 1);
  };
  for (const a of kids(field(call, "arguments"))) visit(a, false, 0);
  return { items, texts };
}

/** `isinstance(x, list)` (a list, tuple or dict type, or a tuple of them), optionally under `not`: the tested value. */
function shapeTest(cond: PyNode): { value: PyNode; negated: boolean } | undefined {
  let c = unwrap(cond);
  let negated = false;
  if (c.type === "not_operator") {
    negated = true;
    c = unwrap(field(c, "argument")!);
  }
  if (c.type !== "call" || dotted(field(c, "function")) !== "isinstance") return undefined;
  const [value, type] = positionalArgs(c);
  if (!value || !type || !/^\(?\s*(list|tuple|dict|Sequence|Mapping)\b/.test(type.text)) return undefined;
  return { value, negated };
}

/** The operands of an `or` chain (`not x or not isinstance(x, list)`). */
function orOperands(n: PyNode): PyNode[] {
  if (n.type === "boolean_operator" && n.child(1)?.text === "or")
    return [...orOperands(unwrap(field(n, "left")!)), ...orOperands(unwrap(field(n, "right")!))];
  return [n];
}

/** A statement that only logs (`logger.warning(…)`, `print(…)`). */
function isLogStatement(st: PyNode): boolean {
  const e = st.type === "expression_statement" ? kids(st)[0] : undefined;
  return (
    e?.type === "call" &&
    /(^|\.)(log|logger|logging|print|debug|info|warning|warn|error|exception)\b/.test(
      dotted(field(e, "function")) ?? "",
    )
  );
}

/** Whether a fallback's value only reaches logs or the message of a raised error (`errorsOnly` only when set). */
function sinkFacts(n: PyNode): { loggedOnly: boolean; errorsOnly?: true } {
  const s = fallbackSink(n);
  return { loggedOnly: s.loggedOnly, ...(s.errorsOnly ? { errorsOnly: true as const } : {}) };
}

/** ElementTree reads by tag or path; `iter()` without a tag walks every element. */
const XML_READ = /^(find|findall|iterfind|iter|findtext)$/;
/** Members of openpyxl workbooks, sheets and cells that stay the table: `wb.active`, `ws.rows`, `cell.value`. */
const SHEET_MEMBER = /^(active|worksheets|values|rows|columns|value)$/;

/** A parsed XML document or one of its elements (not the response or its text). */
function isXmlElement(o: Origin): boolean {
  return o.parse === "xml" && (o.level === "envelope" || o.level === "entry" || o.level === "field");
}

/** A parsed table: CSV rows, a pandas frame, an openpyxl workbook or sheet. */
function isTable(o: Origin): boolean {
  return o.tabular && (o.level === "envelope" || o.level === "entry" || o.level === "field");
}

/** The tag an ElementTree path reads (`"record"`, `"./data/record"`, `".//{ns}Obs"` → `Obs`); undefined for wildcards and predicates. */
function xmlTag(n: PyNode | undefined): string | undefined {
  const v = n ? stringValue(n) : undefined;
  if (v === undefined) return undefined;
  const last = v
    .replace(/^\.?\/+/, "")
    .split("/")
    .filter(Boolean)
    .pop();
  if (!last || /[*@[\].]/.test(last)) return undefined;
  return last.replace(/^\{[^}]*\}/, "");
}

function isZero(n: PyNode | undefined): boolean {
  const u = n ? unwrap(n) : undefined;
  return (
    !!u &&
    ((u.type === "integer" && Number(u.text) === 0) ||
      (u.type === "float" && Number(u.text) === 0) ||
      stringValue(u) === "0")
  );
}

function isLookup(n: PyNode): boolean {
  // `d.get("summary") or d.get("teaser")`: a chain of lookups is a lookup
  if (n.type === "boolean_operator" && n.child(1)?.text === "or")
    return isLookup(unwrap(field(n, "left")!)) && isLookup(unwrap(field(n, "right")!));
  return (
    n.type === "subscript" ||
    (n.type === "call" && field(field(n, "function")!, "attribute")?.text === "get") ||
    n.type === "attribute"
  );
}

function isWriteTarget(n: PyNode): boolean {
  const p = n.parent;
  return !!p && (p.type === "assignment" || p.type === "augmented_assignment") && field(p, "left")?.id === n.id;
}

/** `int(…)`, `float(…)`, `Decimal(…)` of this value: a number parse, which the parse's own read covers. */
function convertedToNumber(n: PyNode): boolean {
  const call = n.parent?.type === "argument_list" ? n.parent.parent : undefined;
  return !!call && call.type === "call" && /^(int|float|Decimal)$/.test(dotted(field(call, "function")) ?? "");
}

/**
 * `if not x: x = LITERAL`, `if x is None: x = LITERAL`, `if x == "": x = LITERAL` with no other branch:
 * the tested name, the assigned value and what it stands for.
 */
function statementDefault(s: PyNode): { name: string; value: PyNode; fallback: ResponseFallback } | undefined {
  if (kids(s).some((c) => c.type === "elif_clause" || c.type === "else_clause")) return undefined;
  const cond = unwrap(field(s, "condition")!);
  let tested: PyNode | undefined;
  if (cond.type === "not_operator") tested = unwrap(field(cond, "argument")!);
  else if (cond.type === "comparison_operator") {
    const [l, r] = kids(cond);
    const op = cond.child(1)?.text;
    if (l && r && kids(cond).length === 2 && (r.type === "none" || stringValue(r) === "") && /^(is|==)$/.test(op ?? ""))
      tested = unwrap(l);
  }
  if (tested?.type !== "identifier") return undefined;
  const body = field(s, "consequence");
  const stmts = kids(body);
  if (stmts.length !== 1 || stmts[0]!.type !== "expression_statement") return undefined;
  const a = kids(stmts[0]!)[0];
  if (a?.type !== "assignment" || field(a, "left")?.text !== tested.text) return undefined;
  const value = field(a, "right");
  const fallback = value ? fallbackOf(unwrap(value)) : undefined;
  return value && fallback ? { name: tested.text, value, fallback } : undefined;
}

/** The first read of `name` after `after`, in the same function, that is written to a record field. */
function laterRecordUse(file: PyFile, at: PyNode, name: string, after: PyNode): PyNode | undefined {
  const fn = enclosingFunction(at);
  if (!fn) return undefined;
  for (const id of ofType(fn, "identifier")) {
    if (id.startIndex <= after.endIndex || id.text !== name || enclosingFunction(id)?.id !== fn.id) continue;
    if (isWriteTarget(id)) return undefined;
    if (recordFieldOf(file, id, false)) return id;
  }
  return undefined;
}

/** `datetime(1970, 1, 1)`, `datetime.fromtimestamp(0)`, `datetime.min`: a date that stands for "none known". */
function epochDate(d: PyNode): boolean {
  if (d.type === "attribute") return /^(datetime\.)?(datetime|date)\.min$/.test(dotted(d) ?? "");
  if (d.type !== "call") return false;
  const fn = dotted(field(d, "function")) ?? "";
  const args = positionalArgs(d);
  if (/^(datetime\.)?(datetime|date)$/.test(fn))
    return args[0]?.text === "1970" && args.slice(1).every((a) => a.text === "1" || a.text === "0");
  return /^(datetime\.)?datetime\.(utc)?fromtimestamp$/.test(fn) && args[0]?.text === "0";
}

/** A value written straight into a record: a dict's value, a constructor's keyword, `rec["x"] = …`. */
function writtenIntoRecord(n: PyNode): boolean {
  const cur = outermost(n);
  const p = cur.parent;
  if (!p) return false;
  if (p.type === "pair" || p.type === "keyword_argument") return field(p, "value")?.id === cur.id;
  return p.type === "assignment" && field(p, "right")?.id === cur.id && field(p, "left")?.type === "subscript";
}

/** An origin at the answer's envelope (or its headers, or the response object itself). */
function atEnvelope(o: Origin): boolean {
  return o.level === "envelope" || o.level === "header" || o.level === "response";
}

/** What a default puts in place of a missing value. */
function fallbackOf(d: PyNode): ResponseFallback | undefined {
  if (epochDate(d)) return { shape: "date", value: "0", code: d.text };
  if (d.type === "list" && !kids(d).length) return { shape: "empty-list", code: d.text };
  if (d.type === "dictionary" && !kids(d).length) return { shape: "empty-object", code: d.text };
  if (d.type === "none") return { shape: "null", code: d.text };
  if (d.type === "integer" || d.type === "float") return { shape: "number", value: d.text, code: d.text };
  if (d.type === "true" || d.type === "false") return { shape: "boolean", value: d.text, code: d.text };
  const s = stringValue(d);
  if (s !== undefined) return { shape: "text", value: s, code: d.text };
  return undefined;
}

/** `sum(int(…) for …)`, `total += int(…)`, a sort key: the number feeds an aggregate or a ranking. */
/**
 * `int(r.get("day", 0)) == day`: the number is only tested for equality with another value (not with the
 * 0 a missing value becomes), a filter against it that a cell without a number never passes.
 */
/**
 * `try: bfs = int(x or 0)` / `except ValueError: bfs = 0`: the conversion stands in the body of a `try` whose
 * handler for a failed conversion (`ValueError`, `TypeError`, `Exception` or a bare `except`) puts 0 in its
 * place (assigns or returns a zero literal), so text that holds no number becomes 0 as well.
 */
function caughtAsZero(n: PyNode): boolean {
  for (let c: PyNode = n, p = n.parent; p; c = p, p = p.parent) {
    if (/^(function_definition|lambda|class_definition)$/.test(p.type)) return false;
    if (p.type !== "try_statement" || c.type !== "block") continue;
    for (const exc of kids(p).filter((k) => k.type === "except_clause")) {
      const head = exc.text.slice(0, exc.text.indexOf(":")).trim();
      if (!/^except$/.test(head) && !/\b(ValueError|TypeError|Exception|BaseException|ArithmeticError)\b/.test(head))
        continue;
      const body = kids(exc).find((k) => k.type === "block");
      const zero = (v: PyNode | null | undefined) =>
        !!v && (v.type === "integer" || v.type === "float") && Number(v.text) === 0;
      if (
        body &&
        kids(body).some((st) => {
          const e = st.type === "expression_statement" ? st.child(0) : st;
          if (e?.type === "assignment") return zero(field(e, "right"));
          if (e?.type === "return_statement") return zero(e.child(1));
          return false;
        })
      )
        return true;
    }
  }
  return false;
}

function comparedOnly(n: PyNode): boolean {
  let cur = n;
  while (cur.parent?.type === "parenthesized_expression") cur = cur.parent;
  const p = cur.parent;
  if (p?.type !== "comparison_operator") return false;
  const parts = kids(p);
  if (parts.length !== 2 || !/^(==|!=)$/.test(p.child(1)?.text ?? "")) return false;
  const other = parts[0]!.id === cur.id ? parts[1]! : parts[0]!;
  return !isZero(other);
}

function aggregated(n: PyNode): boolean {
  for (let p = n.parent, i = 0; p && i < 6; p = p.parent, i++) {
    if (p.type === "call" && /^(sum|max|min|sorted)$/.test(dotted(field(p, "function")) ?? "")) return true;
    if (p.type === "augmented_assignment") return true;
    if (p.type === "binary_operator" && p.child(1)?.text === "+") return true;
    if (p.type === "expression_statement" || p.type === "block") break;
  }
  return false;
}

/**
 * `int(x) if x.isdigit() else …`: the text was inspected before the conversion; and
 * `int(r.get("n", 0)) if r.get("n") else "–"`: the conversion runs only on a cell that is there and not
 * empty, so its 0 fallback is never what the caller sees.
 */
function guardedByDigits(conv: PyNode, arg: PyNode | undefined): boolean {
  if (!arg) return false;
  // the conversion, or the text it is formatted into (`f"{int(x):,}" if x else "–"`), is the value of the
  // conditional's first arm
  let child: PyNode = conv;
  let p = conv.parent;
  // …also through a method on the formatted text (`f"{int(x):,}".replace(",", "'") if x else "–"`)
  while (
    p &&
    (/^(interpolation|string|concatenated_string|format_expression|parenthesized_expression)$/.test(p.type) ||
      (p.type === "attribute" && field(p, "object")?.id === child.id) ||
      (p.type === "call" && field(p, "function")?.id === child.id))
  ) {
    child = p;
    p = p.parent;
  }
  if (p?.type !== "conditional_expression" || kids(p)[0]?.id !== child.id) return false;
  const cond = kids(p)[1];
  if (!cond) return false;
  if (/\.(isdigit|isnumeric|isdecimal)\(\)|re\.(fullmatch|match)/.test(cond.text)) return true;
  const cell = (n: PyNode): string => {
    const u = unwrap(n);
    // `r.get("n", 0)` and `r.get("n")` read the same cell; `x or 0` reads `x`
    if (u.type === "boolean_operator") return cell(kids(u)[0] ?? u);
    if (u.type === "call" && field(field(u, "function"), "attribute")?.text === "get") {
      const key = positionalArgs(u)[0];
      return `${field(field(u, "function"), "object")?.text}.get(${key?.text.replace(/'/g, '"')})`;
    }
    return u.text.replace(/'/g, '"');
  };
  return cell(cond) === cell(arg);
}

/** A helper whose loop runs over `kwargs.items()` (or its keys) and reads rows by those keys. */
function readsRowsByKwargKeys(fn: PyNode, kwargs: string): boolean {
  for (const loop of ofType(fn, "for_statement")) {
    const right = field(loop, "right")?.text ?? "";
    if (!new RegExp(`^${kwargs}(\\.(items|keys)\\(\\))?$`).test(right)) continue;
    const left = field(loop, "left");
    const keyVar = left?.type === "identifier" ? left.text : kids(left)[0]?.text;
    if (!keyVar) continue;
    const body = field(loop, "body");
    if (
      body &&
      ofType(body, "call", "subscript").some((c) =>
        c.type === "call"
          ? field(field(c, "function")!, "attribute")?.text === "get" && positionalArgs(c)[0]?.text === keyVar
          : field(c, "subscript")?.text === keyVar,
      )
    )
      return true;
  }
  return false;
}

/** `*args` / `**kwargs`, typed or not. */
export function splatKind(p: PyNode): "list" | "dict" | undefined {
  const k = p.type === "typed_parameter" ? kids(p)[0] : p;
  return k?.type === "dictionary_splat_pattern" ? "dict" : k?.type === "list_splat_pattern" ? "list" : undefined;
}

/** The enclosing function tests the same key with `.isdigit()` (a filter or a condition) before converting it (code only, not docstrings). */
function digitsChecked(conv: PyNode, arg: PyNode | undefined): boolean {
  const keyOf = (x: PyNode | undefined): string | undefined => {
    const u = x ? unwrap(x) : undefined;
    if (!u) return undefined;
    if (u.type === "call" && field(field(u, "function")!, "attribute")?.text === "get")
      return stringValue(positionalArgs(u)[0]);
    if (u.type === "subscript") return stringValue(field(u, "subscript"));
    if (u.type === "boolean_operator") return keyOf(field(u, "left"));
    return undefined;
  };
  const key = keyOf(arg);
  if (key === undefined) return false;
  let fn: PyNode | null = conv.parent;
  while (fn && fn.type !== "function_definition") fn = fn.parent;
  if (!fn) return false;
  return ofType(fn, "call").some((c) => {
    const callee = field(c, "function");
    return (
      callee?.type === "attribute" &&
      /^(isdigit|isnumeric|isdecimal)$/.test(field(callee, "attribute")!.text) &&
      keyOf(field(callee, "object")) === key
    );
  });
}

/** The default of `x.get("a", d)` when it reads another key (`x.get("A")`, `x["A"]`): the second read of an alternation. */
function nestedDefault(n: PyNode): PyNode | undefined {
  if (n.type !== "call" || field(field(n, "function")!, "attribute")?.text !== "get") return undefined;
  const d = positionalArgs(n)[1];
  const u = d ? unwrap(d) : undefined;
  if (!u) return undefined;
  const reads =
    (u.type === "call" && field(field(u, "function")!, "attribute")?.text === "get") || u.type === "subscript";
  return reads ? u : undefined;
}
