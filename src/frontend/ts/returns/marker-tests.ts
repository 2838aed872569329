/**
 * A helper's return value that its caller tests against a literal before returning it:
 *
 *   const r = await searchIndex(q);
 *   if (r.content[0].text.startsWith("No results found") === false) return r;
 *   return fallbackSearch(q);
 *
 * The helper's "No results found…" text never leaves the caller through that return: it is a marker the
 * caller replaces with another path, not the tool's answer. Given the held name, the return that shows it
 * and a helper path's known text, this says whether the tests on the way (the `if`s around the return, the
 * earlier `if`s that exit) rule that text out.
 */
import type { TextSegment } from "../../../model/types.js";
import { Node, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { isFunctionLike, unwrap } from "../syntax/resolve.js";

/** The tests a value must pass to reach `at`: each condition with the truth value it has on the way. */
function testsOnTheWay(at: Node): { cond: Node; holds: boolean }[] {
  const out: { cond: Node; holds: boolean }[] = [];
  let child: Node = at;
  for (let up = at.getParent(); up && !isFunctionLike(up); child = up, up = up.getParent()) {
    if (Node.isIfStatement(up) && child !== up.getExpression())
      out.push({ cond: up.getExpression(), holds: child !== up.getElseStatement() });
    if (!Node.isBlock(up)) continue;
    // an earlier `if (test) { …; return … }` with no else: its test is false on the way here
    for (const stmt of up.getStatements()) {
      if (stmt === child || stmt.getStart() >= child.getStart()) break;
      if (Node.isIfStatement(stmt) && !stmt.getElseStatement() && exits(stmt.getThenStatement()))
        out.push({ cond: stmt.getExpression(), holds: false });
    }
  }
  return out;
}

function exits(s: Node): boolean {
  const last = Node.isBlock(s) ? s.getStatements().at(-1) : s;
  return !!last && (Node.isReturnStatement(last) || Node.isThrowStatement(last));
}

/** `r`, `r.text`, `r?.content[0]?.text`: the held value's text, as a test reads it. */
function readsText(x: Node, name: string): boolean {
  const t = x.getText().replace(/\s+/g, "");
  if (t === name) return true;
  if (!t.startsWith(name)) return false;
  return /^((\?\.|\.)content(\?\.)?\[0\])?(\?\.|\.)text$/.test(t.slice(name.length));
}

/** What is known of a text: its leading and trailing literal, and the whole when no value stands in it. */
interface Known {
  lead: string;
  tail: string;
  whole?: string;
  literals: string[];
}

function known(text: TextSegment[]): Known {
  const literals = text.flatMap((s) => ("literal" in s ? [s.literal] : []));
  const firstValue = text.findIndex((s) => "value" in s);
  const lastValue = text.findLastIndex((s) => "value" in s);
  const join = (xs: TextSegment[]) => xs.map((s) => ("literal" in s ? s.literal : "")).join("");
  return {
    lead: join(firstValue < 0 ? text : text.slice(0, firstValue)),
    tail: join(lastValue < 0 ? text : text.slice(lastValue + 1)),
    ...(firstValue < 0 ? { whole: join(text) } : {}),
    literals,
  };
}

/** The value of a test on the text (true, false, or undefined when the text leaves it open). */
function evaluate(n: Node, name: string, k: Known): boolean | undefined {
  const e = unwrap(n);
  if (Node.isParenthesizedExpression(e)) return evaluate(e.getExpression(), name, k);
  if (Node.isPrefixUnaryExpression(e) && e.getOperatorToken() === SyntaxKind.ExclamationToken) {
    const v = evaluate(e.getOperand(), name, k);
    return v === undefined ? undefined : !v;
  }
  if (Node.isBinaryExpression(e)) {
    const op = e.getOperatorToken().getKind();
    const l = e.getLeft();
    const r = e.getRight();
    if (op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken) {
      const a = evaluate(l, name, k);
      const b = evaluate(r, name, k);
      if (op === SyntaxKind.AmpersandAmpersandToken)
        return a === false || b === false ? false : a && b ? true : undefined;
      return a === true || b === true ? true : a === false && b === false ? false : undefined;
    }
    const eq = op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken;
    const ne = op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken;
    if (!eq && !ne) return undefined;
    // `….startsWith("No results") === false`
    for (const [x, y] of [
      [l, r],
      [r, l],
    ] as const) {
      const b = unwrap(y).getKind();
      if (b === SyntaxKind.TrueKeyword || b === SyntaxKind.FalseKeyword) {
        const v = evaluate(x, name, k);
        if (v === undefined) return undefined;
        return (v === (b === SyntaxKind.TrueKeyword)) === eq;
      }
    }
    // `text === NO_RESULTS`
    for (const [x, y] of [
      [l, r],
      [r, l],
    ] as const) {
      const lit = constString(y)?.value;
      if (lit === undefined || !readsText(x, name)) continue;
      const same = k.whole !== undefined ? k.whole === lit : !lit.startsWith(k.lead) ? false : undefined;
      return same === undefined ? undefined : same === eq;
    }
    return undefined;
  }
  if (Node.isCallExpression(e)) {
    const callee = e.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) return undefined;
    const lit = constString(e.getArguments()[0])?.value;
    if (lit === undefined || e.getArguments().length !== 1 || !readsText(callee.getExpression(), name))
      return undefined;
    switch (callee.getName()) {
      case "startsWith":
        if (k.lead.length >= lit.length || k.whole !== undefined) return (k.whole ?? k.lead).startsWith(lit);
        return lit.startsWith(k.lead) ? undefined : false;
      case "endsWith":
        if (k.tail.length >= lit.length || k.whole !== undefined) return (k.whole ?? k.tail).endsWith(lit);
        return lit.endsWith(k.tail) ? undefined : false;
      case "includes":
        if (k.whole !== undefined) return k.whole.includes(lit);
        return k.literals.some((s) => s.includes(lit)) ? true : undefined;
    }
  }
  return undefined;
}

/**
 * True when the held value `name`, returned at `at`, cannot have the text `text` there: a test on the way
 * compares its text with a literal, and that text fails it. The caller takes another path with it.
 */
export function markerRuledOut(at: Node, name: string, text: TextSegment[] | undefined): boolean {
  if (!text?.length) return false;
  const word = new RegExp(`(^|[^\\w$.])${name.replace(/[$]/g, "\\$")}\\b`);
  const k = known(text);
  return testsOnTheWay(at).some(({ cond, holds }) => word.test(cond.getText()) && evaluate(cond, name, k) === !holds);
}
