/**
 * The Python front end's upstream orders (rule 7, upstream half): an order the server asks the
 * upstream for, in functions a tool reaches, where the same request pages or cuts the answer.
 *
 * - a sort key in request parameters or a body: a dictionary entry (`{"sort_by": "-date"}`), a
 *   subscript write (`params["$orderby"] = "MeetingDate desc"`), a keyword of an upstream call
 *   (`es.search(sort=[{"date": "desc"}], size=10)`) — OData's `$orderby`/`$top`/`$skip` and the
 *   `from_` of Python clients read as their plain names;
 * - a sort value handed to a request helper (`_odata_get("Vote", orderby="ID desc", top=…)`): the
 *   order is where the literal is passed; the helper's own writes page it;
 * - the value read through a module constant, the default of the function's parameter
 *   (`def search(…, sort_by="relevance")`) or the default of the tool's argument (`params.sort_by`);
 * - an order clause in a query text (`model/order-clauses.ts`: SQL `ORDER BY`, a piped `| sort`, Dataview
 *   `SORT`), paged or cut by a
 *   `LIMIT`/`OFFSET` in the function's texts.
 *
 * Paging is looked for in the function that writes the order (and, for a helper, in the call's own
 * keywords): an offset, start, skip or page is `paged`; a size, limit or row count alone is `cut`.
 * A cursor keeps the upstream's own position and counts as neither. Fills `ServerModel.upstreamOrders`.
 */
import { locKey } from "../../model/location.js";
import { orderClauseKeys, uniqueByConstruction } from "../../model/order-clauses.js";
import type { ToolModel, UpstreamCall, UpstreamOrder } from "../../model/types.js";
import { firstPage, ORDER_KEY, PAGE_KEY, PAGING_KEY } from "../../model/vocabulary.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import {
  descendants,
  docstringOf,
  dotted,
  field,
  keywordArgs,
  kids,
  locOf,
  type ProjectIndex,
  stringValue,
  templateText,
  unwrap,
} from "./syntax.js";

const CURSOR_KEY = /^(cursor|search_?after|page_?token|after|next_?token)$/i;
const DIRECTION = /^(asc|desc|ascending|descending|1|-1)$/i;
const TEXT_PAGES = /\b(OFFSET|START)\b/;
const TEXT_CUTS = /\b(LIMIT|FETCH\s+FIRST|TOP)\b/;

/** A request key as the upstream reads it: `$orderby` → `orderby`, `from_` → `from`. */
function plainKey(k: string): string {
  return k.replace(/^\$/, "").replace(/_$/, "");
}

function pagingOf(k: string): "paged" | "cut" | undefined {
  const n = plainKey(k);
  if (CURSOR_KEY.test(n)) return undefined;
  if (PAGING_KEY.test(n)) return "paged";
  if (PAGE_KEY.test(n)) return "cut";
  return undefined;
}

/** The keys of a sort value written as a string (`"-date, id"`, `"score desc"`, `"date:desc"`). */
function keysOfText(s: string): string[] | undefined {
  if (s.includes("${…}")) return undefined;
  const keys = s
    .split(",")
    .map((k) =>
      k
        .trim()
        .replace(/^[+-]/, "")
        .split(/[\s:]+/)[0]!
        .replace(/["`[\]]/g, ""),
    )
    .filter((k) => k && !DIRECTION.test(k));
  return keys.length ? keys : undefined;
}

interface Where {
  keys: string[];
  code: string;
  /** The value passes through a parameter (the function's or the tool's) and stands for its default. */
  viaDefault?: true;
}

/** One function's candidate orders and paging, read once. */
interface FnFacts {
  orders: {
    node: PyNode;
    keys: string[];
    code: string;
    paging?: { how: "paged" | "cut"; at: PyNode; file?: PyFile };
    /** For a clause inside a query text of several lines: the line of the clause within the text, and that line. */
    line?: number;
    lineText?: string;
  }[];
  paging?: { how: "paged" | "cut"; at: PyNode; file?: PyFile };
}

export class UpstreamOrders {
  private readonly byLoc = new Map<string, UpstreamOrder>();
  private readonly facts = new Map<number, FnFacts>();

  constructor(
    private readonly index: ProjectIndex,
    /** Whether a call node is an upstream request. */
    private readonly isUpstream: (call: PyNode) => boolean,
  ) {}

  /** The literal keys a value stands for: a literal, a module constant, a parameter's default, a tool argument's default. */
  private keysOf(v: PyNode, file: PyFile, fn: PyNode, tool: ToolModel, depth = 0): Where | undefined {
    if (depth > 4) return undefined;
    const u = unwrap(v);
    const code = u.text.replace(/\s+/g, " ").slice(0, 70);
    const s = stringValue(u);
    if (s !== undefined) {
      const keys = keysOfText(s);
      return keys ? { keys, code } : undefined;
    }
    if (u.type === "list" || u.type === "tuple") {
      const keys: string[] = [];
      for (const e of kids(u)) {
        if (e.type === "comment") continue;
        const inner = this.keysOf(e, file, fn, tool, depth + 1);
        if (!inner) return undefined;
        keys.push(...inner.keys);
      }
      return keys.length ? { keys, code } : undefined;
    }
    if (u.type === "dictionary") {
      const pairs = kids(u).filter((p) => p.type === "pair");
      if (!pairs.length || pairs.length !== kids(u).filter((p) => p.type !== "comment").length) return undefined;
      const named = pairs.find((p) => /^(field|key|property)$/.test(stringValue(field(p, "key")) ?? ""));
      if (named) return this.keysOf(field(named, "value")!, file, fn, tool, depth + 1);
      const keys = pairs.map((p) => stringValue(field(p, "key")));
      if (keys.some((k) => k === undefined)) return undefined;
      return { keys: keys as string[], code };
    }
    const name = dotted(u);
    if (!name) return undefined;
    // a tool argument (`params.sort_by`, `sort`): the order the caller gets by default
    const arg = tool.parameters.find((p) => p.name === name || p.name === name.split(".").slice(1).join("."));
    if (arg) {
      if (arg.default === undefined) return undefined;
      const keys = keysOfText(arg.default.replace(/^(["'])(.*)\1$/, "$2"));
      return keys ? { keys, code: `${code} (default ${arg.default})`, viaDefault: true } : undefined;
    }
    if (u.type !== "identifier") return undefined;
    // the default of the function's own parameter (`def search(q, sort_by="relevance")`)
    for (const p of kids(field(fn, "parameters"))) {
      if (p.type !== "default_parameter" && p.type !== "typed_default_parameter") continue;
      if (field(p, "name")?.text !== u.text) continue;
      const d = field(p, "value");
      const inner = d ? this.keysOf(d, file, fn, tool, depth + 1) : undefined;
      return inner ? { keys: inner.keys, code: `${code} (default ${inner.code})`, viaDefault: true } : undefined;
    }
    const b = this.index.resolveName(file, u.text);
    if (b?.kind === "value" && b.value) {
      const inner = this.keysOf(b.value, b.file, fn, tool, depth + 1);
      return inner ? { keys: inner.keys, code: `${code} = ${inner.code}` } : undefined;
    }
    return undefined;
  }

  /** Paging keys and clauses the function writes: the first offset-like one, else the first size-like one. */
  private pagingIn(fn: PyNode): FnFacts["paging"] {
    let cut: FnFacts["paging"];
    const params = field(fn, "parameters");
    for (const d of descendants(fn)) {
      let k: string | undefined;
      const at = d;
      if (d.type === "pair") k = stringValue(field(d, "key"));
      else if (d.type === "keyword_argument") k = field(d, "name")?.text;
      else if (d.type === "subscript" && d.parent?.type === "assignment" && field(d.parent, "left") === d)
        k = stringValue(field(d, "subscript"));
      else if (d.type === "string") {
        // a parameter's description (`Annotated[int, "TOP n rows"]`) is no query text
        if (params && d.startIndex >= params.startIndex && d.endIndex <= params.endIndex) continue;
        const t = templateText(d) ?? "";
        if (TEXT_PAGES.test(t)) return { how: "paged", at };
        if (!cut && TEXT_CUTS.test(t)) cut = { how: "cut", at };
        continue;
      } else continue;
      let how = k ? pagingOf(k) : undefined;
      // `"offset": "0"`, `page=1`: always the first page, nothing is paged
      const value = d.type === "subscript" ? field(d.parent!, "right") : field(d, "value");
      if (how === "paged" && k && firstPage(k, value?.text ?? "")) how = undefined;
      if (how === "paged") return { how, at };
      if (how === "cut" && !cut) cut = { how, at };
    }
    return cut;
  }

  private factsOf(fn: PyNode, file: PyFile, tool: ToolModel, reached: Set<string>): FnFacts {
    const memo = this.facts.get(fn.id);
    if (memo) return memo;
    const out: FnFacts = { orders: [] };
    const paging = this.pagingIn(fn);
    if (paging) out.paging = paging;
    const doc = docstringOf(fn);
    // the parameters' annotations and defaults (`Annotated[str, "ORDER BY clause (e.g. 'ts DESC')"]`) describe
    // the arguments: their texts are no query the function sends
    const params = field(fn, "parameters");
    const inParams = (d: PyNode) => !!params && d.startIndex >= params.startIndex && d.endIndex <= params.endIndex;
    for (const d of descendants(fn)) {
      if (d.type === "pair" || (d.type === "subscript" && d.parent?.type === "assignment")) {
        const isPair = d.type === "pair";
        const k = stringValue(field(d, isPair ? "key" : "subscript"));
        if (!k || !ORDER_KEY.test(plainKey(k))) continue;
        if (!isPair && field(d.parent!, "left") !== d) continue;
        // `json.dumps({"topic": params.topic, "sort": params.sort, …})`: the result's echo of the order, not the request
        if (isPair && serialisedIntoText(d)) continue;
        const v = isPair ? field(d, "value") : field(d.parent!, "right");
        const w = v ? this.keysOf(v, file, fn, tool) : undefined;
        if (w) out.orders.push({ node: isPair ? d : d.parent!, ...w });
      } else if (d.type === "call") {
        // `es.search(sort=…)` on the upstream, or `helper(orderby="…", top=…)` handing the order to a request helper
        const kw = keywordArgs(d);
        const fnName = dotted(field(d, "function"))?.split(".").pop() ?? "";
        const upstream = this.isUpstream(d);
        if (!upstream && !reached.has(fnName)) continue;
        for (const [name, v] of kw) {
          if (!ORDER_KEY.test(plainKey(name))) continue;
          const w = this.keysOf(v, file, fn, tool);
          // a parameter handed on to a helper is judged where the helper writes it, with the helper's default
          if (!w || (!upstream && w.viaDefault)) continue;
          // the call's own paging keywords, when the helper pages with them
          let paging: FnFacts["paging"];
          for (const [pk, pv] of kw) {
            const how = pagingOf(pk);
            if (how === "paged" || (how === "cut" && !paging)) paging = { how, at: pv.parent ?? pv };
          }
          out.orders.push({ node: v.parent ?? v, ...w, ...(paging ? { paging } : {}) });
        }
      } else if (d.type === "string" && d !== doc && d.parent?.type !== "concatenated_string" && !inParams(d)) {
        const t = templateText(d) ?? "";
        const clause = orderClauseKeys(t);
        // `GROUP BY k ORDER BY k`, `WHERE table_schema = %s ORDER BY table_name`: no two rows tie on the order
        if (!clause || uniqueByConstruction([t], clause.keys)) continue;
        const own = TEXT_PAGES.test(t) ? "paged" : TEXT_CUTS.test(t) ? "cut" : undefined;
        // a query of several lines points at the line its ORDER BY stands on, not where the text opens
        const at = /\bORDER\s+BY\b/i.exec(d.text)?.index;
        const line = at === undefined ? 0 : d.text.slice(0, at).split("\n").length - 1;
        out.orders.push({
          node: d,
          keys: clause.keys,
          code: clause.code,
          ...(own ? { paging: { how: own, at: d } } : {}),
          ...(line ? { line, lineText: d.text.split("\n")[line]!.trim() } : {}),
        });
      }
    }
    this.facts.set(fn.id, out);
    return out;
  }

  tool(tool: ToolModel, fns: { file: PyFile; fn: PyNode }[], calls: UpstreamCall[]): void {
    const mine = calls.filter((c) => c.reachedFrom.includes(tool.id));
    if (!mine.length) return;
    // the request the order belongs to: the nearest one the tool reaches in the same file, else the first
    const callFor = (loc: { file: string; line: number }) =>
      mine
        .filter((c) => c.location.file === loc.file)
        .sort((a, b) => Math.abs(a.location.line - loc.line) - Math.abs(b.location.line - loc.line))[0] ?? mine[0]!;
    const reached = new Set(fns.map(({ fn }) => field(fn, "name")?.text ?? ""));
    for (const { file, fn } of fns) {
      const facts = this.factsOf(fn, file, tool, reached);
      for (const o of facts.orders) {
        const paging =
          o.paging ?? (o.node.type === "keyword_argument" ? this.helperPaging(o.node, fns) : undefined) ?? facts.paging;
        if (!paging) continue;
        const whole = locOf(file, o.node);
        const location = o.line
          ? {
              ...whole,
              line: whole.line + o.line,
              column: 1,
              endLine: whole.line + o.line,
              endColumn: (o.lineText ?? "").length + 1,
              snippet: o.lineText ?? "",
            }
          : whole;
        const k = locKey(location);
        const known = this.byLoc.get(k);
        if (known) {
          if (!known.tools.includes(tool.id)) known.tools.push(tool.id);
          continue;
        }
        this.byLoc.set(k, {
          location,
          code: o.code,
          keys: o.keys,
          paging: paging.how,
          pagingAt: locOf(paging.file ?? file, paging.at),
          tools: [tool.id],
          upstreamCall: callFor(location).id,
        });
      }
    }
  }

  /** For an order handed to a helper by keyword: the paging the helper itself writes. */
  private helperPaging(kw: PyNode, fns: { file: PyFile; fn: PyNode }[]): FnFacts["paging"] {
    const call = kw.parent?.parent;
    const name = call ? dotted(field(call, "function"))?.split(".").pop() : undefined;
    const helper = fns.find(({ fn }) => field(fn, "name")?.text === name);
    const paging = helper ? this.pagingIn(helper.fn) : undefined;
    return paging && helper ? { ...paging, file: helper.file } : undefined;
  }

  orders(): UpstreamOrder[] {
    return [...this.byLoc.values()].sort(
      (a, b) =>
        (a.location.file < b.location.file ? -1 : a.location.file > b.location.file ? 1 : 0) ||
        a.location.line - b.location.line ||
        a.location.column - b.location.column,
    );
  }
}

/** A dictionary entry that stands (through nested literals) in an argument of a `dumps` call: text for the result. */
function serialisedIntoText(pair: PyNode): boolean {
  for (let n = pair.parent; n; n = n.parent) {
    if (n.type === "dictionary" || n.type === "list" || n.type === "pair" || n.type === "argument_list") continue;
    return n.type === "call" && (dotted(field(n, "function"))?.split(".").pop() ?? "") === "dumps";
  }
  return false;
}
