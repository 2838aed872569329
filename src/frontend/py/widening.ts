/**
 * Python syntax for rule 10's flow facts (`ParamFlow.derived`, `ParamFlow.emptyPath`): where an
 * upstream call runs only because an earlier result was empty (`if not results: …`, or after
 * `if results: return …`), and whether a call runs inside a loop. The dataflow engine
 * (`flow.ts`) asks these questions at each upstream call it reaches.
 */
import type { SourceLocation } from "../../model/types.js";
import { clipped } from "../../model/wording.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { field, kids, locOf, positionalArgs, unwrap } from "./syntax.js";

/** Methods that cut a text into a shorter one (`term.split()`, `term.rsplit(" ", 1)`). */
export const CUT_METHOD = /^(split|rsplit|partition|rpartition|splitlines)$/;

type Emptiness = { subject: PyNode; sense: 1 | -1 };

/** The operands of a chain of one boolean operator (`a and b and c`), flattened. */
function operandsOf(n: PyNode, op: "and" | "or"): PyNode[] {
  const u = unwrap(n);
  if (u.type === "boolean_operator" && field(u, "operator")?.text === op)
    return [...operandsOf(field(u, "left")!, op), ...operandsOf(field(u, "right")!, op)];
  return [u];
}

/**
 * A chain of tests: `total == 0 and company` holds only when the result is empty, whatever else it tests;
 * `data and data.get("hits")` holds when it is not, every operand testing the result; `not data or not
 * data["items"]` holds when it is empty or missing. Operands that test no result (the caller's own
 * arguments) may stand beside an empty test, not beside a non-empty one (there they open other ways).
 */
function chainEmptiness(c: PyNode, isResult: (e: Emptiness) => boolean): Emptiness | undefined {
  const op = field(c, "operator")?.text;
  if (op !== "and" && op !== "or") return undefined;
  const parts = operandsOf(c, op).map((p) => {
    const e = emptiness(p, isResult);
    return e && isResult(e) ? e : undefined;
  });
  const found = parts.filter((e): e is Emptiness => !!e);
  if (!found.length || found.some((e) => e.sense !== found[0]!.sense)) return undefined;
  const sense = found[0]!.sense;
  const all = parts.every((e) => !!e);
  // and: an empty test decides the then-branch alone; a non-empty one only when every operand tests the result
  if (op === "and") return sense === 1 || all ? (sense === 1 ? found[0] : found.at(-1)) : undefined;
  return sense === 1 && all ? found.at(-1) : undefined;
}

/** The subject of an emptiness test, and whether the test holds when it is empty (1) or not (-1). */
function emptiness(cond: PyNode, isResult: (e: Emptiness) => boolean = () => true): Emptiness | undefined {
  const c = unwrap(cond);
  if (c.type === "boolean_operator") return chainEmptiness(c, isResult);
  // `data.get("hits")`, `res.json().get("items")`: the value read from a result, tested for truthiness
  if (c.type === "call" && field(field(c, "function")!, "attribute")?.text === "get") return { subject: c, sense: -1 };
  if (c.type === "not_operator") {
    const inner = field(c, "argument");
    const e = inner ? emptiness(inner, isResult) : undefined;
    if (e) return { subject: e.subject, sense: e.sense === 1 ? -1 : 1 };
    return undefined;
  }
  if (c.type === "identifier" || c.type === "attribute") return { subject: c, sense: -1 };
  const lenOf = (n: PyNode | undefined) => {
    const u = n && unwrap(n);
    return u?.type === "call" && field(u, "function")?.text === "len" ? positionalArgs(u)[0] : undefined;
  };
  if (c.type === "call" && lenOf(c)) return { subject: lenOf(c)!, sense: -1 };
  if (c.type === "comparison_operator") {
    const [l, r] = kids(c);
    const op = c.children.find((x) => !x.isNamed)?.text;
    const s = lenOf(l);
    const empty = r && (r.text === "0" || r.text === "[]" || r.text === "{}");
    if (s && r?.text === "0" && (op === "==" || op === "<=")) return { subject: s, sense: 1 };
    if (s && r?.text === "0" && (op === ">" || op === "!=")) return { subject: s, sense: -1 };
    if (s && r?.text === "1" && op === "<") return { subject: s, sense: 1 };
    if (l && empty && !s && op === "==") return { subject: l, sense: 1 };
  }
  return undefined;
}

function rootName(n: PyNode): string | undefined {
  let cur = unwrap(n);
  while (cur.type === "attribute" || cur.type === "subscript" || cur.type === "call")
    cur = unwrap(field(cur, cur.type === "call" ? "function" : cur.type === "attribute" ? "object" : "value")!);
  return cur.type === "identifier" ? cur.text : undefined;
}

/** Names of a function's formal parameters (kept per function: asked at every call on the engine's stack). */
const formalsOf = new WeakMap<PyNode, Set<string>>();
function formals(fn: PyNode): Set<string> {
  const known = formalsOf.get(fn);
  if (known) return known;
  const out = new Set<string>();
  formalsOf.set(fn, out);
  for (const p of kids(field(fn, "parameters"))) {
    const n = p.type === "identifier" ? p : (field(p, "name") ?? kids(p).find((k) => k.type === "identifier"));
    if (n) out.add(n.text);
  }
  return out;
}

/**
 * The condition under which `node` runs because an earlier result was empty: inside `if not hits:`
 * (or the `else` of `if hits:`), or after `if hits: return …` in the same block. A test on one of the
 * function's own parameters (`if not ids: ids = …`) is about the caller's input, not a result.
 */
export function emptyGuardOf(file: PyFile, node: PyNode): { location: SourceLocation; condition: string } | undefined {
  // kept per node (a node lies in one file): the engine asks it of every call on its stack, at every call
  let known = emptyGuards.get(node);
  if (known === undefined) {
    known = emptyGuard(file, node) ?? null;
    emptyGuards.set(node, known);
  }
  return known ?? undefined;
}

const emptyGuards = new WeakMap<PyNode, { location: SourceLocation; condition: string } | null>();

function emptyGuard(file: PyFile, node: PyNode): { location: SourceLocation; condition: string } | undefined {
  let fn: PyNode | undefined;
  for (let p = node.parent; p; p = p.parent)
    if (p.type === "function_definition") {
      fn = p;
      break;
    }
  const own = fn ? formals(fn) : new Set<string>();
  const flags = fn ? flagNames(fn) : new Set<string>();
  const isResult = (e: { subject: PyNode }) => {
    const r = rootName(e.subject);
    // a switch the function computed itself (`use_post = len(query) > LIMIT`) holds no result
    return !!r && !own.has(r) && r !== "self" && !(unwrap(e.subject).type === "identifier" && flags.has(r));
  };
  const hit = (cond: PyNode, negate: boolean) => ({
    location: locOf(file, node),
    condition: negate ? `not (${clipped(cond.text, 56)})` : clipped(cond.text, 60),
  });
  let child = node;
  for (let cur = node.parent; cur && cur.type !== "function_definition"; child = cur, cur = cur.parent) {
    if (cur.type === "if_statement" || cur.type === "elif_clause") {
      const cond = field(cur, "condition");
      const e = cond && child !== cond ? emptiness(cond, isResult) : undefined;
      if (cond && e && isResult(e)) {
        const cons = field(cur, "consequence");
        if (e.sense === 1 && child === cons) return hit(cond, false);
        const alt = kids(cur).find((k) => k.type === "else_clause");
        if (e.sense === -1 && alt && child === alt) return hit(cond, true);
      }
    }
    if (cur.type === "block" || cur.type === "module") {
      for (const st of kids(cur)) {
        if (st === child) break;
        if (st.type !== "if_statement" || kids(st).some((k) => k.type === "else_clause" || k.type === "elif_clause"))
          continue;
        const cond = field(st, "condition");
        const e = cond ? emptiness(cond, isResult) : undefined;
        if (!cond || !e || e.sense !== -1 || !isResult(e)) continue;
        // `if hits: return hits` ends the search with what it found; an early return that is itself an empty
        // answer (`if oob: return DumpResult(hits=[], …)`) or a raise (`if error: raise …`) is a refusal, not a find
        const last = kids(field(st, "consequence")).at(-1);
        if (last?.type === "return_statement" && !EMPTY_VALUE.test(last.text)) return hit(cond, true);
      }
    }
  }
  return undefined;
}

/**
 * A returned value that is itself an empty answer: a field set to an empty collection or a zero count
 * (`DumpResult(hits=[], total=0)`, `{"results": []}`) or an empty first element (`return [], note`).
 */
const EMPTY_VALUE =
  /\b\w+\s*=\s*(\[\s*\]|\{\s*\}|0\b)|["']\w+["']\s*:\s*(\[\s*\]|\{\s*\}|0\b)|^return\s+(\[\s*\]|\{\s*\})/;

/** Locals every assignment of which is a comparison, a negation or a boolean literal: switches, not results (kept per function). */
const flagsOf = new WeakMap<PyNode, Set<string>>();
function flagNames(fn: PyNode): Set<string> {
  const known = flagsOf.get(fn);
  if (known) return known;
  const flag = new Map<string, boolean>();
  const visit = (n: PyNode) => {
    if (n.type === "function_definition" && n !== fn) return;
    if (n.type === "assignment") {
      const left = field(n, "left");
      const right = field(n, "right");
      if (left?.type === "identifier" && right) {
        const r = unwrap(right);
        const isFlag =
          r.type === "comparison_operator" || r.type === "not_operator" || r.type === "true" || r.type === "false";
        flag.set(left.text, (flag.get(left.text) ?? true) && isFlag);
      }
    }
    for (const k of kids(n)) visit(k);
  };
  visit(fn);
  const out = new Set([...flag].filter(([, v]) => v).map(([k]) => k));
  flagsOf.set(fn, out);
  return out;
}

/** Whether `node` runs inside a loop of its function (a `for` body or a comprehension). */
export function inLoop(node: PyNode): boolean {
  let child = node;
  for (let cur = node.parent; cur && cur.type !== "function_definition"; child = cur, cur = cur.parent) {
    if (cur.type === "for_statement" && child === field(cur, "body")) return true;
    if (cur.type === "list_comprehension" || cur.type === "generator_expression" || cur.type === "set_comprehension")
      return true;
  }
  return false;
}
