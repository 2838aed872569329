/**
 * The Python front end's in-process sorts (rule 7): `sorted(x, key=…)` and `x.sort(key=…)` in
 * functions a tool reaches, with the keys the `key=` function reads from one entry (a lambda, an
 * `itemgetter`, a one-line accessor `def`), whether the sorted list is paged or returned, and what
 * fixes the order of the entries before the sort. Fills `ServerModel.sortSites`.
 */
import { locKey } from "../../model/location.js";
import type { SortSite } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { descendants, dotted, field, keywordArgs, kids, locOf, positionalArgs, stringValue, unwrap } from "./syntax.js";

/** Keys that name one entry: preferred tiebreaks, in this order. */
const UNIQUE_NAMES = ["id", "url", "uri", "path", "name", "key", "slug", "uuid"];
const LISTING = /\bos\.(listdir|scandir|walk)\(|\bglob\.i?glob\(|\.r?glob\(|\.iterdir\(/;
const PARALLEL = /\basyncio\.(gather|as_completed|wait)\(|\bas_completed\(|\bThreadPoolExecutor\b|\bTaskGroup\b/;
const CONVERT = /^(float|int|str|abs|len|Decimal|round)$/;

/** The key path a value reads from the entry `p`: `p["a"]["b"]` → `a.b`, `p.get("k", 0)`, `float(p["k"])`, `-p.k`. */
function keyPath(e: PyNode | undefined, p: string, defs: Map<string, PyNode>, depth = 0): string | undefined {
  if (!e) return undefined;
  const u = unwrap(e);
  if (u.type === "unary_operator") return keyPath(kids(u).at(-1), p, defs, depth);
  if (u.type === "boolean_operator") return keyPath(field(u, "left"), p, defs, depth); // `p.get("k") or 0`
  if (u.type === "subscript") {
    const k = stringValue(field(u, "subscript"));
    const base = field(u, "value")!;
    if (k === undefined) return undefined;
    if (base.type === "identifier" && base.text === p) return k;
    const inner = keyPath(base, p, defs, depth);
    return inner ? `${inner}.${k}` : undefined;
  }
  if (u.type === "attribute") {
    const base = field(u, "object")!;
    const k = field(u, "attribute")!.text;
    if (base.type === "identifier" && base.text === p) return k;
    const inner = keyPath(base, p, defs, depth);
    return inner ? `${inner}.${k}` : undefined;
  }
  if (u.type === "call") {
    const fn = field(u, "function");
    const args = positionalArgs(u);
    // p.get("k", default)
    if (fn?.type === "attribute" && field(fn, "attribute")?.text === "get") {
      const k = stringValue(args[0]);
      const base = field(fn, "object")!;
      if (k === undefined) return undefined;
      if (base.type === "identifier" && base.text === p) return k;
      const inner = keyPath(base, p, defs, depth);
      return inner ? `${inner}.${k}` : undefined;
    }
    // p["title"].lower(), str(p["x"]).casefold()
    if (fn?.type === "attribute" && !args.length) return keyPath(field(fn, "object"), p, defs, depth);
    if (fn?.type === "identifier" && CONVERT.test(fn.text) && args.length === 1)
      return keyPath(args[0], p, defs, depth);
    // a one-line accessor: `def rank(r): return r.get("score", 0)` called as rank(p)
    if (fn?.type === "identifier" && args.length === 1 && unwrap(args[0]!).text === p && depth < 2) {
      const acc = accessorOf(defs.get(fn.text));
      return acc ? keyPath(acc.body, acc.param, defs, depth + 1) : undefined;
    }
  }
  return undefined;
}

/** The parameter and returned expression of a one-parameter, one-return function (or lambda). */
function accessorOf(def: PyNode | undefined): { param: string; body: PyNode } | undefined {
  if (!def) return undefined;
  const params = kids(field(def, "parameters")).filter((k) => k.type !== "comment");
  const param = params[0];
  if (params.length !== 1 || !param) return undefined;
  const name =
    param.type === "identifier"
      ? param.text
      : (field(param, "name")?.text ?? kids(param).find((k) => k.type === "identifier")?.text);
  if (!name) return undefined;
  if (def.type === "lambda") {
    const body = field(def, "body");
    return body ? { param: name, body } : undefined;
  }
  const stmts = kids(field(def, "body")).filter((k) => k.type !== "comment" && k.type !== "expression_statement");
  const all = kids(field(def, "body")).filter((k) => k.type !== "comment");
  // allow a docstring before the return
  const ret = stmts.length === 1 && stmts[0]!.type === "return_statement" ? stmts[0] : undefined;
  if (!ret || all.length > 2) return undefined;
  const body = kids(ret)[0];
  return body ? { param: name, body } : undefined;
}

/** The keys a `key=` argument orders by, most significant first; [] when they cannot be read. */
function keysOf(key: PyNode, defs: Map<string, PyNode>): string[] {
  const k = unwrap(key);
  // itemgetter("score", "id") / attrgetter("score")
  if (k.type === "call" && /(^|\.)(itemgetter|attrgetter)$/.test(dotted(field(k, "function")) ?? "")) {
    const keys = positionalArgs(k).map((a) => stringValue(a));
    return keys.every((x) => x !== undefined) ? (keys as string[]) : [];
  }
  const acc = k.type === "lambda" ? accessorOf(k) : k.type === "identifier" ? accessorOf(defs.get(k.text)) : undefined;
  if (!acc) return [];
  const body = unwrap(acc.body);
  const parts = body.type === "tuple" ? kids(body) : [body];
  const keys = parts.map((x) => keyPath(x, acc.param, defs));
  return keys.every((x) => x !== undefined) ? (keys as string[]) : [];
}

/** What a subscript does to a list: a page cut at an offset, a cut of the first n (`[:n]`), or a whole copy (`[:]`). */
function sliced(sub: PyNode): "paged" | "cut" | "returned" | undefined {
  const sl = field(sub, "subscript");
  if (sl?.type !== "slice") return undefined;
  const colon = sl.children.find((x) => x.text === ":")?.startIndex ?? 0;
  const start = sl.children.find((c) => c.isNamed && c.startIndex < colon);
  if (start && start.text !== "0") return /^-/.test(start.text) ? "cut" : "paged";
  // `[:n]` keeps the first n: a cut through a tie; `[:]` copies the whole list
  const end = sl.children.find((c) => c.isNamed && c.startIndex > colon);
  return end ? "cut" : "returned";
}

/**
 * Where a tool's other code cuts the list a sorting function returned whole: a function the tool
 * reaches calls it (`ranked = rank(hits)`, `self.search(…)`), binds names from the call and from each
 * other, and slices one of them or the call itself (`ranked[:top]`, `result["hits"][offset:]`).
 * Callers that return the value on are followed up to three calls.
 */
function laterCut(
  fn: PyNode,
  fns: readonly { file: PyFile; fn: PyNode }[],
): { output: "paged" | "cut"; file: PyFile; at: PyNode } | undefined {
  let returners = [fn];
  const seen = new Set<PyNode>(returners);
  for (let depth = 0; depth < 3 && returners.length; depth++) {
    const wanted = new Set(returners.map((r) => field(r, "name")?.text).filter((x): x is string => !!x));
    const next: PyNode[] = [];
    for (const { file, fn: g } of fns) {
      const inner = descendants(g);
      const calls = inner.filter((d) => {
        if (d.type !== "call") return false;
        const f = field(d, "function");
        const nm =
          f?.type === "identifier" ? f.text : f?.type === "attribute" ? field(f, "attribute")?.text : undefined;
        return !!nm && wanted.has(nm);
      });
      if (!calls.length) continue;
      const names = new Set<string>();
      const holds = (n: PyNode | undefined) =>
        !!n &&
        (calls.some((c) => n.startIndex <= c.startIndex && c.endIndex <= n.endIndex) ||
          [n, ...descendants(n)].some((d) => d.type === "identifier" && names.has(d.text)));
      for (let round = 0; round < 4; round++) {
        const before = names.size;
        for (const d of inner) {
          if (d.type !== "assignment" || !holds(field(d, "right"))) continue;
          const left = field(d, "left");
          for (const id of left ? [left, ...descendants(left)] : [])
            if (id.type === "identifier" && (id === left || left?.type !== "attribute")) names.add(id.text);
        }
        if (names.size === before) break;
      }
      for (const d of inner) {
        if (d.type !== "subscript" || !holds(field(d, "value"))) continue;
        const s = sliced(d);
        if (s === "paged" || s === "cut") return { output: s, file, at: d };
      }
      if (!seen.has(g) && inner.some((d) => d.type === "return_statement" && holds(d))) {
        seen.add(g);
        next.push(g);
      }
    }
    returners = next;
  }
  return undefined;
}

/** Names bound to the sorted list, and what leaves the function: a page cut at an offset, or a return. */
function outputOf(sortCall: PyNode, fn: PyNode): "paged" | "cut" | "returned" | undefined {
  let top = sortCall;
  for (let p = sortCall.parent; p && (p.type === "parenthesized_expression" || p.type === "call"); p = p.parent) {
    // list(sorted(…)), "\n".join(sorted(…)) keep the order
    if (p.type === "call" && !kids(field(p, "arguments")).includes(top)) break;
    top = p;
  }
  const parent = top.parent;
  if (parent?.type === "subscript" && field(parent, "value") === top) {
    const s = sliced(parent);
    if (s) return s;
  }
  for (let p: PyNode | null = top; p && p !== fn; p = p.parent) if (p.type === "return_statement") return "returned";
  // name = sorted(…); rows.sort(key=…)
  let name: string | undefined;
  if (parent?.type === "assignment" && field(parent, "right") === top && field(parent, "left")?.type === "identifier")
    name = field(parent, "left")!.text;
  else if (parent?.type === "expression_statement") {
    const f = field(sortCall, "function");
    const obj = f?.type === "attribute" ? field(f, "object") : undefined;
    if (obj?.type === "identifier") name = obj.text;
  }
  if (!name) return undefined;
  const after = descendants(fn).filter((d) => d.startIndex > sortCall.endIndex);
  const names = new Set([name]);
  const mentions = (n: PyNode) =>
    [n, ...descendants(n, { enterDefs: true })].some((d) => d.type === "identifier" && names.has(d.text));
  for (const d of after)
    if (d.type === "subscript" && field(d, "value")?.type === "identifier" && names.has(field(d, "value")!.text)) {
      const s = sliced(d);
      if (s === "paged" || s === "cut") return s;
    }
  for (let round = 0; round < 3; round++)
    for (const d of after)
      if (
        d.type === "assignment" &&
        field(d, "left")?.type === "identifier" &&
        field(d, "right") &&
        mentions(field(d, "right")!)
      )
        names.add(field(d, "left")!.text);
  // a return that reads one element by index (`by_date[-1]`) picks an extreme, it hands on no order
  // a return that reads one element by index (`by_date[-1]`), its size or its truthiness picks an extreme:
  // it hands on no order
  const orderless = (id: PyNode) => {
    const p = id.parent;
    if (!p) return false;
    if (p.type === "subscript") return field(p, "value") === id && field(p, "subscript")?.type !== "slice";
    if (p.type === "not_operator" || p.type === "boolean_operator") return true;
    if (p.type === "conditional_expression") return kids(p)[1] === id;
    return p.type === "argument_list" && /^(len|bool)$/.test(field(p.parent!, "function")?.text ?? "");
  };
  const onlyPicked = (ret: PyNode) =>
    [ret, ...descendants(ret, { enterDefs: true })]
      .filter((d) => d.type === "identifier" && names.has(d.text))
      .every(orderless);
  return after.some((d) => d.type === "return_statement" && mentions(d) && !onlyPicked(d)) ? "returned" : undefined;
}

function inputOrderOf(fn: PyNode): SortSite["inputOrder"] {
  const text = fn.text;
  if (LISTING.test(text)) return "listing";
  if (PARALLEL.test(text)) return "merged";
  const loops = descendants(fn).filter((d) => d.type === "for_statement");
  if (loops.some((l) => descendants(l).some((d) => d.type === "for_statement"))) return "merged";
  return undefined;
}

/** Unique-looking keys the function reads from entries (`r["id"]`, `r.get("url")`, `r.name`), in preference order. */
function entryKeysOf(fn: PyNode): string[] {
  const seen = new Set<string>();
  for (const d of descendants(fn, { enterDefs: true })) {
    if (d.type === "subscript" && field(d, "value")?.type === "identifier") {
      const k = stringValue(field(d, "subscript"));
      if (k) seen.add(k);
    } else if (d.type === "call" && field(d, "function")?.type === "attribute") {
      const f = field(d, "function")!;
      if (field(f, "attribute")?.text === "get" && field(f, "object")?.type === "identifier") {
        const k = stringValue(positionalArgs(d)[0]);
        if (k) seen.add(k);
      }
    }
  }
  return UNIQUE_NAMES.filter((k) => seen.has(k));
}

/** Collects sort sites over the functions each tool reaches. */
export class SortSites {
  private readonly byLoc = new Map<string, SortSite>();

  constructor(
    private readonly defsOf: (file: PyFile) => Map<string, PyNode>,
    /** Whether a call node is an upstream request. */
    private readonly isUpstream: (call: PyNode) => boolean,
  ) {}

  /** The function sends a request, or calls a function of its file that does. */
  private asksUpstream(fn: PyNode, file: PyFile): boolean {
    const sends = (f: PyNode) =>
      descendants(f, { enterDefs: true }).some((d) => d.type === "call" && this.isUpstream(d));
    if (sends(fn)) return true;
    const defs = this.defsOf(file);
    return descendants(fn).some((d) => {
      if (d.type !== "call") return false;
      const f = field(d, "function");
      const target = f?.type === "identifier" ? defs.get(f.text) : undefined;
      return !!target && target !== fn && sends(target);
    });
  }

  tool(toolId: string, fns: { file: PyFile; fn: PyNode }[]): void {
    for (const { file, fn } of fns) {
      for (const { call, key } of sortCalls(fn)) {
        const output = outputOf(call, fn);
        if (!output) continue;
        const location = locOf(file, call);
        const k = locKey(location);
        const known = this.byLoc.get(k);
        if (known) {
          if (!known.tools.includes(toolId)) known.tools.push(toolId);
          const later = output === "returned" && !known.laterCut ? laterCut(fn, fns) : undefined;
          if (later) known.laterCut = { tool: toolId, output: later.output, location: locOf(later.file, later.at) };
          continue;
        }
        const keys = keysOf(key, this.defsOf(file));
        const inputOrder = inputOrderOf(fn);
        const later = output === "returned" ? laterCut(fn, fns) : undefined;
        this.byLoc.set(k, {
          location,
          code: call.text.replace(/\s+/g, " ").slice(0, 80),
          tools: [toolId],
          orders: keys.length ? [keys] : [],
          output,
          ...(inputOrder ? { inputOrder } : {}),
          entryKeys: entryKeysOf(fn),
          fromUpstream: this.asksUpstream(fn, file),
          ...(later ? { laterCut: { tool: toolId, output: later.output, location: locOf(later.file, later.at) } } : {}),
        });
      }
    }
  }

  sites(): SortSite[] {
    return [...this.byLoc.values()];
  }
}

/** A function's `sorted(…, key=…)` and `.sort(key=…)` calls, in document order (kept per function: each tool that reaches it asks). */
const sortCallsOf = new WeakMap<PyNode, { call: PyNode; key: PyNode }[]>();
function sortCalls(fn: PyNode): { call: PyNode; key: PyNode }[] {
  let out = sortCallsOf.get(fn);
  if (out) return out;
  out = [];
  for (const call of descendants(fn)) {
    if (call.type !== "call") continue;
    const f = field(call, "function");
    const isSorted = f?.type === "identifier" && f.text === "sorted";
    const isSort = f?.type === "attribute" && field(f, "attribute")?.text === "sort";
    if (!isSorted && !isSort) continue;
    const key = keywordArgs(call).get("key");
    if (key) out.push({ call, key });
  }
  sortCallsOf.set(fn, out);
  return out;
}

/** Module-level function definitions and lambdas bound to names in a file (one-line accessors). */
export function accessorDefs(file: PyFile): Map<string, PyNode> {
  const out = new Map<string, PyNode>();
  for (const d of descendants(file.root, { enterDefs: true })) {
    if (d.type === "function_definition") {
      const n = field(d, "name")?.text;
      if (n && !out.has(n)) out.set(n, d);
    } else if (d.type === "assignment" && field(d, "right")?.type === "lambda") {
      const n = field(d, "left")?.text;
      if (n && !out.has(n)) out.set(n, field(d, "right")!);
    }
  }
  return out;
}
