/**
 * Two facts about a value read from an upstream answer in Python, the spellings of what the
 * TypeScript front end records (`response-facts.ts`):
 * - the record field a fallback fills (`{"definition": e.get("definition") or None}`,
 *   `out["definition"] = …`, `Term(definition=…)`), with the function that builds the record, every
 *   key it writes and the decisions it makes on what the caller gets (a test of the caller's field
 *   choice `"notes" in fields`, a redaction, a cut to a limit);
 * - the fate of a key read (`data.get("has_more")`): it reaches the result (returned, put in a
 *   record, written into one), drives a paging loop, or goes nowhere (ignored, compared in a branch
 *   that only logs, logged, stored in a variable nothing uses).
 */
import type { ResponseRecordField } from "../../model/types.js";
import { FIELD_SELECTION, REDACTION } from "../../model/vocabulary.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { descendants, dotted, enclosingFunction, field, kids, locOf, ofType, stringValue } from "./syntax.js";

/** Python logging calls: what goes there never reaches the tool result. */
const PY_LOG_CALL =
  /^((self\.|cls\.)?_?(log|logger|logging|LOG|LOGGER|_LOG)|structlog|warnings)\.(debug|info|warning|warn|error|exception|critical|log|msg)$|^print$/;

/** Wrappers a value passes through unchanged in where it goes. */
const PASS_THROUGH = new Set([
  "parenthesized_expression",
  "await",
  "not_operator",
  "unary_operator",
  "boolean_operator",
  "comparison_operator",
  "binary_operator",
  "conditional_expression",
  "attribute",
  "subscript",
  "list",
  "tuple",
  "set",
  "interpolation",
  "string",
  "concatenated_string",
  "list_splat",
  "dictionary_splat",
  "keyword_argument",
  "argument_list",
  "format_expression",
]);

const same = (a: PyNode | undefined | null, b: PyNode) => !!a && a.id === b.id;

/** The outermost expression that is the same value (parentheses, `await`). */
export function outermost(n: PyNode): PyNode {
  let cur = n;
  while (cur.parent && (cur.parent.type === "parenthesized_expression" || cur.parent.type === "await"))
    cur = cur.parent;
  return cur;
}

type BuilderFacts = { keys: string[]; decisions: ResponseRecordField["decisions"]; mentions: Record<string, string[]> };
const builderMemo = new WeakMap<PyNode, BuilderFacts>();

/**
 * The record field a value is written to, with the function that builds the record. With `loops`, also
 * the field a loop over the value fills (`for d in raw.get("details") or []: out.append(…)`, then
 * `"variants": out`); the caller asks for that only for values read from entries, so a loop over an
 * answer's own list stays an envelope default (rule 6).
 */
export function recordFieldOf(file: PyFile, n: PyNode, loops: boolean): ResponseRecordField | undefined {
  const cur = outermost(n);
  const p = cur.parent;
  if (!p) return undefined;
  let name: string | undefined;
  let form: ResponseRecordField["form"] = "property";
  if (p.type === "pair" && same(field(p, "value"), cur)) name = stringValue(field(p, "key"));
  else if (p.type === "keyword_argument" && same(field(p, "value"), cur) && p.parent?.parent?.type === "call") {
    // `Term(definition=…)`, `dict(definition=…)`: a record built by a constructor (not a plain call's option)
    const callee = dotted(field(p.parent.parent, "function")) ?? "";
    if (/^(dict|[A-Z]\w*)$/.test(callee.split(".").pop() ?? "")) name = field(p, "name")?.text;
  } else if (p.type === "assignment" && same(field(p, "right"), cur)) {
    const l = field(p, "left");
    if (l?.type === "subscript") name = stringValue(field(l, "subscript"));
    else if (l?.type === "attribute" && field(l, "object")?.type !== "identifier") name = undefined;
    else if (l?.type === "attribute") name = field(l, "attribute")?.text;
    form = "assignment";
    // `title = item.get("title") or ""` … `{"title": title}`: a local that holds an entry's field until
    // the record is built from it, in the same function (also assigned in a branch after a preset)
    if (l?.type === "identifier" && loops) {
      name = heldField(p, l.text);
      form = "property";
    }
  } else if (loops && p.type === "for_statement" && same(field(p, "right"), cur)) {
    // `for d in raw.get("details") or []: out.append({...})` and then `"variants": out`: the list fills that field
    name = loopBuiltField(p);
  }
  if (name === undefined) return undefined;
  const fn = enclosingFunction(n);
  const builder = fn ? locOf(file, fn) : { file: file.rel, line: 1, column: 1, endLine: 1, endColumn: 1 };
  const facts = fn ? builderFacts(file, fn) : undefined;
  return {
    field: name,
    form,
    builder,
    builderKeys: facts?.keys ?? [],
    decisions: facts?.decisions ?? [],
    ...(facts ? { keyMentions: facts.mentions } : {}),
    ...(form === "property" && p.parent ? literalKeysOf(p) : {}),
  };
}

/** The keys of the one dict display (or constructor call) a `pair`/`keyword_argument` stands in: `{"text": …}` → `["text"]`. */
function literalKeysOf(p: PyNode): { literalKeys?: string[] } {
  if (p.type === "pair" && p.parent?.type === "dictionary")
    return {
      literalKeys: kids(p.parent)
        .filter((x) => x.type !== "comment")
        .map((x) =>
          x.type === "pair" ? (stringValue(field(x, "key")) ?? "?") : x.type === "dictionary_splat" ? "..." : "?",
        ),
    };
  if (p.type === "keyword_argument" && p.parent?.type === "argument_list")
    return {
      literalKeys: kids(p.parent)
        .filter((x) => x.type !== "comment")
        .map((x) =>
          x.type === "keyword_argument" ? (field(x, "name")?.text ?? "?") : x.type === "dictionary_splat" ? "..." : "?",
        ),
    };
  return {};
}

/** The record field a local is written into after `assign`, in the function that assigns it: `"k": local` or `Model(k=local)`. */
function heldField(assign: PyNode, local: string): string | undefined {
  const scope = enclosingFunction(assign);
  if (!scope) return undefined;
  for (const p of [...ofType(scope, "pair"), ...ofType(scope, "keyword_argument")]) {
    const v = field(p, "value");
    if (v?.type !== "identifier" || v.text !== local || v.startIndex < assign.endIndex) continue;
    if (p.type === "pair") return stringValue(field(p, "key"));
    const callee = dotted(field(p.parent?.parent ?? undefined, "function")) ?? "";
    if (p.parent?.parent?.type === "call" && /^(dict|[A-Z]\w*)$/.test(callee.split(".").pop() ?? ""))
      return field(p, "name")?.text;
  }
  return undefined;
}

/** The record field a list filled by a loop is stored in: `out.append(…)` in the body, `"k": out` after it. */
function loopBuiltField(loop: PyNode): string | undefined {
  const body = field(loop, "body");
  if (!body) return undefined;
  const lists = new Set<string>();
  for (const c of ofType(body, "call")) {
    const fn = field(c, "function");
    const obj = fn?.type === "attribute" ? field(fn, "object") : undefined;
    if (obj?.type === "identifier" && /^(append|extend)$/.test(field(fn!, "attribute")?.text ?? ""))
      lists.add(obj.text);
  }
  if (lists.size !== 1) return undefined;
  const list = [...lists][0]!;
  const scope = enclosingFunction(loop);
  if (!scope) return undefined;
  for (const p of ofType(scope, "pair")) {
    const v = field(p, "value");
    if (v?.type === "identifier" && v.text === list && v.startIndex > loop.endIndex)
      return stringValue(field(p, "key"));
  }
  return undefined;
}

/**
 * `"ReturnType": "Detail" if detail else "Summary"`: the request asks for a fuller or a leaner view of
 * each entry as the caller's flag says, so fields of the entries are absent when the caller did not ask.
 */
const VIEW_WORD = /^(detail(ed|s)?|summary|full|brief|compact|verbose|minimal|basic|extended|complete|short|long)$/i;
export function callerViewChoice(pair: PyNode): boolean {
  const v = field(pair, "value");
  if (v?.type !== "conditional_expression") return false;
  const [a, c, b] = kids(v);
  if (!a || !b || !c || c.type !== "identifier") return false;
  const sa = stringValue(a);
  const sb = stringValue(b);
  return sa !== undefined && sb !== undefined && VIEW_WORD.test(sa) && VIEW_WORD.test(sb) && sa !== sb;
}

function builderFacts(file: PyFile, fn: PyNode): BuilderFacts {
  const memo = builderMemo.get(fn);
  if (memo) return memo;
  const keys = new Set<string>();
  const mentions: Record<string, string[]> = {};
  for (const p of ofType(fn, "pair")) {
    const k = stringValue(field(p, "key"));
    if (k === undefined) continue;
    keys.add(k);
    // the names a value mentions (`"field_states": {"usage": …}`, `"missing": ["usage"]`, `e["state"]`), so a
    // state key can be matched to the fields it describes
    const v = field(p, "value");
    const names = new Set(mentions[k] ?? []);
    for (const d of v ? [v, ...descendants(v)] : []) {
      if (d.type === "string") {
        const t = stringValue(d);
        if (t !== undefined) names.add(t);
      } else if (d.type === "attribute" && d.parent?.type !== "call" && d.parent?.type !== "attribute")
        names.add(field(d, "attribute")?.text ?? "");
    }
    names.delete("");
    mentions[k] = [...names].sort();
  }
  for (const a of ofType(fn, "assignment")) {
    const l = field(a, "left");
    const k = l?.type === "subscript" ? stringValue(field(l, "subscript")) : undefined;
    if (k !== undefined) keys.add(k);
  }
  for (const k of ofType(fn, "keyword_argument")) {
    const call = k.parent?.parent;
    const callee = call?.type === "call" ? (dotted(field(call, "function")) ?? "") : "";
    if (/^(dict|[A-Z]\w*)$/.test(callee.split(".").pop() ?? "") && field(k, "name")) keys.add(field(k, "name")!.text);
  }
  const decisions: ResponseRecordField["decisions"] = [];
  const seen = new Set<string>();
  for (const id of ofType(fn, "identifier")) {
    const name = id.text;
    const p = id.parent;
    let kind: "caller-fields" | "redaction" | "limit" | undefined;
    // `"notes" in fields`, `"notes" not in include`: a test of the caller's field choice
    if (
      FIELD_SELECTION.test(name) &&
      p?.type === "comparison_operator" &&
      /\bin\b/.test(p.text) &&
      kids(p)[1]?.id === id.id
    )
      kind = "caller-fields";
    else if (REDACTION.test(name) && p?.type !== "keyword_argument") kind = "redaction";
    else if (/^truncat|^max_?(length|chars)$/i.test(name)) kind = "limit";
    if (!kind || seen.has(kind)) continue;
    seen.add(kind);
    decisions.push({ kind, location: locOf(file, id) });
  }
  const out = { keys: [...keys].sort(), decisions, mentions };
  builderMemo.set(fn, out);
  return out;
}

type Fate = "result" | "loop" | "dropped";

/** What happens to a value read at `n`: it reaches the result, drives a loop, or is dropped. */
export function fateOf(n: PyNode, depth = 0): Fate {
  if (depth > 4) return "result";
  let cur = n;
  for (;;) {
    const p = cur.parent;
    if (!p) return "dropped";
    if (p.type === "call") {
      if (same(field(p, "function"), cur)) return "dropped";
      if (PY_LOG_CALL.test(dotted(field(p, "function")) ?? "")) return "dropped";
      cur = p;
      continue;
    }
    if (p.type === "assignment" || p.type === "augmented_assignment") {
      const l = field(p, "left");
      if (same(l, cur)) return "dropped";
      if (l?.type === "identifier") return variableFate(l, depth);
      // `out["truncated"] = …`, `result.next = …`: written into an object
      return "result";
    }
    if (p.type === "if_statement" || p.type === "elif_clause") {
      if (!same(field(p, "condition"), cur)) return "result";
      const branch = field(p, "consequence");
      if (!branch) return "dropped";
      const acts =
        ofType(branch, "return_statement", "assignment", "augmented_assignment", "raise_statement", "yield").length >
          0 || /\.(append|extend|insert|update)\(/.test(branch.text);
      return acts ? "result" : "dropped";
    }
    if (p.type === "while_statement") return same(field(p, "condition"), cur) ? "loop" : "result";
    if (p.type === "expression_statement") return "dropped";
    if (PASS_THROUGH.has(p.type)) {
      cur = p;
      continue;
    }
    // a record, a return, a yield, a lambda's body, a loop's iterable, anything else: kept
    return "result";
  }
}

function variableFate(name: PyNode, depth: number): Fate {
  const scope = enclosingFunction(name) ?? root(name);
  let best: Fate = "dropped";
  for (const r of ofType(scope, "identifier")) {
    if (r.id === name.id || r.text !== name.text) continue;
    // a keyword's name (`f(total=…)`), an attribute's name (`x.total`) is not the variable
    const p = r.parent;
    if (p?.type === "keyword_argument" && same(field(p, "name"), r)) continue;
    if (p?.type === "attribute" && same(field(p, "attribute"), r)) continue;
    const f = fateOf(r, depth + 1);
    if (f === "loop") return "loop";
    if (f === "result") best = "result";
  }
  return best;
}

function root(n: PyNode): PyNode {
  let cur = n;
  while (cur.parent) cur = cur.parent;
  return cur;
}

type Sink = "log" | "error" | "test" | "kept";

/**
 * Where a value read with a fallback ends up when it reaches no result: only log calls
 * (`logger.debug(…, result_type=…)`), only the message of a raised error, or only type tests
 * (`isinstance(x, dict)`) on the way to either; members read from it and locals assigned from it
 * are followed. `kept` when any use may reach the result (or a use is not understood).
 */
export function fallbackSink(n: PyNode): { loggedOnly: boolean; errorsOnly: boolean } {
  const s = sinkOf(n, 0);
  return { loggedOnly: s === "log", errorsOnly: s === "error" };
}

function sinkOf(n: PyNode, depth: number): Sink {
  if (depth > 4) return "kept";
  let cur = outermost(n);
  for (;;) {
    const p = cur.parent;
    if (!p) return "kept";
    if (p.type === "argument_list" || p.type === "keyword_argument") {
      cur = p;
      continue;
    }
    if (p.type === "call") {
      if (same(field(p, "function"), cur)) return "kept";
      const fn = dotted(field(p, "function")) ?? "";
      if (PY_LOG_CALL.test(fn)) return "log";
      if (fn === "isinstance") return "test";
      if (p.parent?.type === "raise_statement" || /(Error|Exception)$/.test(fn)) return "error";
      return "kept";
    }
    // a member of the value (`x.get("resultType")`, `x["k"]`), and a call of that member
    if ((p.type === "attribute" || p.type === "subscript") && same(field(p, "object") ?? field(p, "value"), cur)) {
      cur = p;
      if (p.type === "attribute" && p.parent?.type === "call" && same(field(p.parent, "function"), p)) cur = p.parent;
      continue;
    }
    // put into a text or a container, or computed on: followed to where that goes
    if (
      /^(interpolation|string|concatenated_string|pair|dictionary|list|tuple|parenthesized_expression|conditional_expression|binary_operator)$/.test(
        p.type,
      )
    ) {
      cur = p;
      continue;
    }
    if (p.type === "raise_statement") return "error";
    if (p.type === "assignment" && same(field(p, "right"), cur)) {
      const l = field(p, "left");
      if (l?.type !== "identifier") return "kept";
      return variableSink(l, depth);
    }
    return "kept";
  }
}

function variableSink(name: PyNode, depth: number): Sink {
  const scope = enclosingFunction(name);
  if (!scope) return "kept";
  const sinks = new Set<Sink>();
  for (const r of ofType(scope, "identifier")) {
    if (r.id === name.id || r.text !== name.text) continue;
    const p = r.parent;
    if (p?.type === "keyword_argument" && same(field(p, "name"), r)) continue;
    if (p?.type === "attribute" && same(field(p, "attribute"), r)) continue;
    // assigned (again): another value under the same name, not a use of this one
    if (p?.type === "assignment" && same(field(p, "left"), r)) continue;
    const s = sinkOf(r, depth + 1);
    if (s === "kept") return "kept";
    sinks.add(s);
  }
  if (sinks.has("error")) return "error";
  if (sinks.has("log")) return "log";
  return "kept";
}
