/**
 * Failures that fall through as values: a `catch` around an upstream request that neither returns nor
 * throws, and leaves a value the code goes on with as if the request had answered. Either it assigns a
 * default (`catch { items = [] }`, `catch (e) { log(e); result = null }`) or it leaves the default a
 * variable was declared with (`let data = []; try { data = await get() } catch (e) { log(e) }`). The
 * failure then reaches the result as an empty value: rule 3's "a transport … failure returned as an
 * empty result or as ordinary data" (ADJUDICATION.md), with no `return` in the catch to see it by.
 */

import type { CatchClause, TryStatement, VariableDeclaration } from "ts-morph";
import { LOG_CALL } from "../../../model/vocabulary.js";
import { Node, SyntaxKind } from "../morph.js";
import { descendantsOfKind, descendantsOutside } from "../syntax/node-index.js";
import { findReferences } from "../syntax/references.js";
import { declarationsOf, isFunctionLike, unwrap } from "../syntax/resolve.js";
import { isNothing } from "./bindings.js";
import { isLoopCallback } from "./lists.js";

export interface CaughtDefault {
  /** The write in the catch (`items = []`), or the catch clause when it leaves the declared default. */
  at: Node;
  catchClause: CatchClause;
  /** The variable the code goes on with, as written. */
  name: string;
  /** Its value on the failure path, as written (`[]`, `null`, `{ items: [] }`). */
  value: string;
  /** Whether the catch writes the default itself (else it leaves the one the variable was declared with). */
  assigned: boolean;
  /** How the default reads as a result. */
  shape: "array" | "object" | "text";
}

/** A call in a catch that hands the failure on: a rethrow helper, a reject, an exit. */
const HANDS_ON = /^(throw\w*|raise\w*|fail\w*|reject\w*|rethrow\w*|handle\w*|exit|abort)$/i;
/** A name that records the failure for the result or the caller (`error = e.message`, `errors.push(…)`, `failed = true`). */
const RECORDS = /(err|fail|warn|reason|status|unavailable|partial|problem|issue|success|succeeded|^ok$)/i;

/** `[]`, `""`, `null`, `undefined`, `{}`, or an object of those, zeros and `false` (`{ items: [], total: 0 }`). */
function emptyDefault(n: Node): boolean {
  const u = unwrap(n);
  if (isNothing(u)) return true;
  if (Node.isObjectLiteralExpression(u))
    return u.getProperties().every((p) => {
      if (!Node.isPropertyAssignment(p)) return false;
      const v = unwrap(p.getInitializer()!);
      // `{ rows: [], total: 0, hasMore: false }`: zeros and a flag that is off hold nothing either
      return (
        emptyDefault(v) ||
        (Node.isNumericLiteral(v) && v.getLiteralValue() === 0) ||
        v.getKind() === SyntaxKind.FalseKeyword
      );
    });
  return false;
}

function shapeOf(n: Node | undefined): CaughtDefault["shape"] {
  const u = n ? unwrap(n) : undefined;
  if (u && Node.isArrayLiteralExpression(u)) return "array";
  if (u && (Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u))) return "text";
  return "object";
}

/** The catch leaves on its own (a return, throw, break or continue) or hands the failure on. */
function leavesOrHandsOn(block: Node): boolean {
  if (
    descendantsOutside(block, [
      SyntaxKind.ReturnStatement,
      SyntaxKind.ThrowStatement,
      SyntaxKind.BreakStatement,
      SyntaxKind.ContinueStatement,
    ]).length
  )
    return true;
  return descendantsOutside(block, [SyntaxKind.CallExpression]).some((c) => {
    if (!Node.isCallExpression(c)) return false;
    const callee = c.getExpression();
    if (LOG_CALL.test(callee.getText())) return false;
    const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
    return HANDS_ON.test(name);
  });
}

/** A catch block that neither leaves, hands the failure on, nor writes it down: the code after the try runs on. */
export function catchFallsThroughSilently(block: Node): boolean {
  return !leavesOrHandsOn(block) && !recordsFailure(block);
}

/** The catch writes the failure down where the result or the caller can read it. */
function recordsFailure(block: Node): boolean {
  for (const b of descendantsOutside(block, [SyntaxKind.BinaryExpression])) {
    if (!Node.isBinaryExpression(b) || b.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
    const left = b.getLeft();
    const name = Node.isPropertyAccessExpression(left) ? left.getName() : left.getText();
    if (RECORDS.test(name)) return true;
    // `result = { items: [], error: e.message }` is no empty default; checked by the caller
  }
  // `output += \`Could not fetch the metadata: ${e}\``: the failure written into the text being built
  for (const b of descendantsOutside(block, [SyntaxKind.BinaryExpression]))
    if (
      Node.isBinaryExpression(b) &&
      b.getOperatorToken().getKind() === SyntaxKind.PlusEqualsToken &&
      saysFailure(b.getRight())
    )
      return true;
  return descendantsOutside(block, [SyntaxKind.CallExpression]).some((c) => {
    if (!Node.isCallExpression(c)) return false;
    const callee = c.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || LOG_CALL.test(callee.getText())) return false;
    // `lines.push(\`> Could not fetch Hub dataset metadata: ${e}\`)`: the failure stated in the lines the result is built from
    if (/^(push|unshift|append|add|write|writeln|concat)$/.test(callee.getName()) && c.getArguments().some(saysFailure))
      return true;
    // `errors.push(e)`, `warnings.add(…)`, `this.setError(e)`
    return RECORDS.test(callee.getExpression().getText()) || RECORDS.test(callee.getName());
  });
}

/** Words that state a failure, in a text the code writes (not a log). */
const FAILURE_WORDS =
  /\b(error|failed|failure|fail(s|ed)? to|unable to|could not|couldn't|cannot|can't|unavailable|not available|timed? ?out)\b/i;

/** A string literal or template whose literal parts state a failure (`\`Could not fetch …: ${e}\``). */
function saysFailure(n: Node): boolean {
  const u = unwrap(n);
  if (Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u)) return FAILURE_WORDS.test(u.getLiteralText());
  if (Node.isTemplateExpression(u))
    return FAILURE_WORDS.test(
      [u.getHead().getLiteralText(), ...u.getTemplateSpans().map((s) => s.getLiteral().getLiteralText())].join(" "),
    );
  return false;
}

function insideLoop(t: Node, fn: Node): boolean {
  for (let p = t.getParent(); p && p !== fn; p = p.getParent()) {
    if (
      Node.isForOfStatement(p) ||
      Node.isForStatement(p) ||
      Node.isForInStatement(p) ||
      Node.isWhileStatement(p) ||
      Node.isDoStatement(p)
    )
      return true;
    // `items.forEach(async (x) => { try … })`, `Promise.all(ids.map(async …))`: one item of many
    if (isFunctionLike(p)) return isLoopCallback(p, PER_ITEM);
  }
  return false;
}

/** List methods that run a callback once per item. */
const PER_ITEM = /^(map|forEach|flatMap|filter|reduce)$/;

/** A read of the variable after the try, in the same function, that is not a failure test answered as one. */
function readAfter(decl: VariableDeclaration, t: TryStatement, fn: Node, upstreamOf: (n: Node) => string[]): boolean {
  const name = decl.getNameNode();
  if (!Node.isIdentifier(name)) return false;
  // the first read after the try decides: a failure test there tells the failure before any use
  const refs = findReferences(name).sort((a, b) => a.getStart() - b.getStart());
  for (const ref of refs) {
    if (ref.getStart() < t.getEnd() || ref.getFirstAncestor((a) => isFunctionLike(a)) !== fn) continue;
    const p = ref.getParent();
    if (
      p &&
      Node.isBinaryExpression(p) &&
      p.getLeft() === ref &&
      /^(=|\?\?=|\|\|=|&&=)$/.test(p.getOperatorToken().getText())
    )
      continue;
    // `if (!data) throw new Error("fetch failed")`, `if (!data) return { isError: true, … }`: the failure is told
    const test = ref.getFirstAncestor((a) => Node.isIfStatement(a) || a === fn);
    if (test && Node.isIfStatement(test) && test.getExpression().containsRange(ref.getPos(), ref.getEnd())) {
      const then = test.getThenStatement();
      if (descendantsOfKind(then, SyntaxKind.ThrowStatement).length || /\bisError\s*:\s*true\b/.test(then.getText()))
        return false;
      // `catch { cached = null }` … `if (!cached) cached = await fetchFresh()`: the failure falls back to another request
      if (upstreamOf(then).length) return false;
    }
    return true;
  }
  return false;
}

/** The catches in `fn` (not in nested functions) whose failure falls through as a default, with the value left. */
export function caughtDefaults(fn: Node, upstreamOf: (n: Node) => string[]): (CaughtDefault & { ids: string[] })[] {
  const out: (CaughtDefault & { ids: string[] })[] = [];
  for (const t of descendantsOutside(fn, [SyntaxKind.TryStatement], { skipClasses: true })) {
    if (!Node.isTryStatement(t)) continue;
    const c = t.getCatchClause();
    if (!c) continue;
    const block = c.getBlock();
    if (leavesOrHandsOn(block) || recordsFailure(block) || insideLoop(t, fn)) continue;
    const ids = upstreamOf(t.getTryBlock());
    if (!ids.length) continue;
    const seen = new Set<VariableDeclaration>();
    // `catch { items = [] }`
    for (const b of descendantsOutside(block, [SyntaxKind.BinaryExpression])) {
      if (!Node.isBinaryExpression(b) || b.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
      const left = b.getLeft();
      if (!Node.isIdentifier(left) || !emptyDefault(b.getRight())) continue;
      const decl = declarationsOf(left)[0];
      if (!decl || !Node.isVariableDeclaration(decl) || decl.getFirstAncestor((a) => a === t)) continue;
      if (seen.has(decl) || !readAfter(decl, t, fn, upstreamOf)) continue;
      seen.add(decl);
      out.push({
        at: b,
        catchClause: c,
        name: left.getText(),
        value: unwrap(b.getRight()).getText(),
        assigned: true,
        shape: shapeOf(b.getRight()),
        ids,
      });
    }
    if (out.some((o) => o.catchClause === c)) continue;
    // `let data = []; try { data = await get() } catch (e) { log(e) }`: the declared default is what goes on
    for (const b of descendantsOutside(t.getTryBlock(), [SyntaxKind.BinaryExpression])) {
      if (!Node.isBinaryExpression(b) || b.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
      const left = b.getLeft();
      if (!Node.isIdentifier(left)) continue;
      const decl = declarationsOf(left)[0];
      if (!decl || !Node.isVariableDeclaration(decl) || seen.has(decl)) continue;
      if (decl.getStart() > t.getStart() || decl.getFirstAncestor((a) => isFunctionLike(a)) !== fn) continue;
      const init = decl.getInitializer();
      if (init && !emptyDefault(init)) continue;
      // `let x: Item[];` with no value: undefined on the failure path
      if (!readAfter(decl, t, fn, upstreamOf)) continue;
      seen.add(decl);
      out.push({
        at: c,
        catchClause: c,
        name: left.getText(),
        value: init ? unwrap(init).getText() : "undefined",
        assigned: false,
        shape: shapeOf(init),
        ids,
      });
      break;
    }
  }
  return out;
}
