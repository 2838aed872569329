/**
 * Where a node runs in its own function: under a condition that names a tool argument, on the
 * empty-result path of an earlier call, or in a loop. Syntax-only questions the engine asks at
 * every write and every upstream call.
 */

import type { SourceLocation } from "../../../model/types.js";
import { COUNT_KEY } from "../../../model/vocabulary.js";
import { clipped } from "../../../model/wording.js";
import { Node, SyntaxKind } from "../morph.js";
import { locOf } from "../syntax/location.js";
import { descendantsOfKinds } from "../syntax/node-index.js";
import { isFunctionLike, symbolOf, unwrap } from "../syntax/resolve.js";

/** Whether an identifier or property name in `n` spells `param` (ignoring case, `_` and `-`). */
export function mentionsName(n: Node, param: string): boolean {
  const want = param.replace(/[_-]/g, "").toLowerCase();
  const names = [n, ...descendantsOfKinds(n, [SyntaxKind.Identifier, SyntaxKind.StringLiteral])]
    .filter((d) => Node.isIdentifier(d) || Node.isStringLiteral(d))
    .map((d) =>
      d
        .getText()
        .replace(/["'_-]/g, "")
        .toLowerCase(),
    );
  return names.includes(want);
}

export function isInside(inner: Node, outer: Node): boolean {
  const fnOfOuter = outer.getFirstAncestor((a) => isFunctionLike(a));
  return !!fnOfOuter && inner.getAncestors().includes(fnOfOuter);
}

/** `x.length`, `x.total`, `x.hits.total`, or a local named for one (`const total = res.hits.total`): a count of an earlier result. */
function isCount(n: Node): boolean {
  const u = unwrap(n);
  if (Node.isIdentifier(u)) return COUNT_KEY.test(u.getText()) && countLocal(u);
  return Node.isPropertyAccessExpression(u) && COUNT_KEY.test(u.getName());
}

/** A local `total`/`count` assigned once from an expression that reads a count (not a parameter, not a literal). */
function countLocal(id: Node): boolean {
  const decl = symbolOf(id)?.getDeclarations()[0];
  if (!decl || !Node.isVariableDeclaration(decl)) return false;
  const init = decl.getInitializer();
  return (
    !!init &&
    descendantsOfKinds(init, [SyntaxKind.PropertyAccessExpression]).some(
      (p) => Node.isPropertyAccessExpression(p) && COUNT_KEY.test(p.getName()),
    )
  );
}

/** The operands of a chain of one logical operator (`a && b && c`), flattened. */
function operandsOf(n: Node, op: "&&" | "||"): Node[] {
  const u = unwrap(n);
  if (Node.isBinaryExpression(u) && u.getOperatorToken().getText() === op)
    return [...operandsOf(u.getLeft(), op), ...operandsOf(u.getRight(), op)];
  return [u];
}

/** The access path a presence test reads (`res`, `res.data`, `res?.data`), without `?.`; undefined for anything else. */
function pathOf(n: Node): string | undefined {
  const u = unwrap(n);
  return Node.isIdentifier(u) || Node.isPropertyAccessExpression(u) ? u.getText().replace(/\?\./g, ".") : undefined;
}

/** The access path a count test is about (`res.data.length > 0` → `res.data.length`). */
function countPathOf(n: Node): string | undefined {
  const u = unwrap(n);
  if (isCount(u)) return pathOf(u);
  if (Node.isPrefixUnaryExpression(u)) return countPathOf(u.getOperand());
  if (Node.isBinaryExpression(u)) return countPathOf(u.getLeft()) ?? countPathOf(u.getRight());
  return undefined;
}

/** `res && res.data && res.data.length > 0`: the other operands only test that the path to the count is there. */
function guardsThePath(operand: Node, count: string, negated: boolean): boolean {
  let u = unwrap(operand);
  if (negated) {
    if (!Node.isPrefixUnaryExpression(u) || u.getOperatorToken() !== SyntaxKind.ExclamationToken) return false;
    u = unwrap(u.getOperand());
  }
  const p = pathOf(u);
  return !!p && count.startsWith(`${p}.`);
}

/**
 * A chain of tests: `total === 0 && opts.company` holds only when the result is empty, whatever else it
 * tests; `res && res.records && res.records.length > 0` holds when it is not, the other operands only
 * guarding the path to the count; `!res || res.items.length === 0` holds when it is empty or missing.
 */
function chainEmptiness(u: Node): number {
  if (!Node.isBinaryExpression(u)) return 0;
  const op = u.getOperatorToken().getText();
  if (op !== "&&" && op !== "||") return 0;
  const parts = operandsOf(u, op);
  const senses = parts.map(emptinessOf);
  const at = senses.findIndex((e) => e !== 0);
  if (at < 0 || senses.some((e) => e !== 0 && e !== senses[at])) return 0;
  const count = countPathOf(parts[at]!);
  const onlyPath = (e: number, i: number) => e !== 0 || (!!count && guardsThePath(parts[i]!, count, op === "||"));
  if (op === "&&") return senses[at] === 1 || senses.every(onlyPath) ? senses[at]! : 0;
  return senses[at] === 1 && senses.every(onlyPath) ? 1 : 0;
}

/** 1: the condition holds when the result is empty; -1: when it is not; 0: neither. */
function emptinessOf(cond: Node): number {
  const u = unwrap(cond);
  const chained = chainEmptiness(u);
  if (chained) return chained;
  if (Node.isPrefixUnaryExpression(u) && u.getOperatorToken() === SyntaxKind.ExclamationToken)
    return -emptinessOf(u.getOperand()) || (isCount(u.getOperand()) ? 1 : 0);
  if (isCount(u)) return -1;
  if (Node.isBinaryExpression(u)) {
    const op = u.getOperatorToken().getText();
    const [l, r] = [unwrap(u.getLeft()), unwrap(u.getRight())];
    const count = isCount(l) ? r : isCount(r) ? l : undefined;
    if (!count) return 0;
    const n = count.getText();
    const flip = count === l; // 0 === x.length
    if (n === "0" && /^(===|==)$/.test(op)) return 1;
    if (n === "0" && /^(!==|!=)$/.test(op)) return -1;
    if (n === "0" && op === (flip ? "<" : ">")) return -1;
    if (n === "1" && op === (flip ? ">" : "<")) return 1;
    if (n === "0" && op === (flip ? ">=" : "<=")) return 1;
    if (n === "1" && op === (flip ? "<=" : ">=")) return -1;
  }
  return 0;
}

/**
 * Whether `node` runs only when an earlier result was empty, inside its own function: under
 * `if (!hits.length)`, in the `else` of `if (hits.length)`, after `if (hits.length > 0) return …`,
 * or in the empty arm of a conditional expression.
 */
const emptyGuards = new WeakMap<Node, EmptyGuard | undefined>();
type EmptyGuard = Readonly<{
  location: SourceLocation;
  condition: string;
  answeredAt?: SourceLocation[];
  sent?: string;
  answeredSent?: string[];
}>;
/**
 * The condition that puts `node` on the empty-result path of its function, if one does. Asked for
 * every call site on the engine's stack at every upstream call, so computed once per node.
 */
export function emptyGuardOf(node: Node): EmptyGuard | undefined {
  if (emptyGuards.has(node)) return emptyGuards.get(node);
  const g = computeEmptyGuard(node);
  emptyGuards.set(node, g);
  return g;
}

function computeEmptyGuard(node: Node): EmptyGuard | undefined {
  let child = node;
  for (let cur = node.getParent(); cur && !isFunctionLike(cur); child = cur, cur = cur.getParent()) {
    // the condition under which `node` runs, as a reader would write it
    // the tested count must be of an upstream answer: a test on the caller's input
    // (`parameters.length > 0` choosing between two forms of one query) puts nothing on an empty path
    const hit = (cond: Node, negate: boolean) => {
      const answered = answerCallsOf(cond);
      if (!answered) return undefined;
      const answeredAt = answered.map((n) => locOf(n));
      // the text of the request on the empty path and of the requests whose answer the test reads, so a
      // reader can tell a retry that widens the comparison (`Username = '…'` → `LIKE '%…%'`)
      const sent = Node.isCallExpression(node) ? callText(node) : undefined;
      return {
        location: locOf(node),
        condition: negate ? `!(${clipped(cond.getText(), 56)})` : clipped(cond.getText(), 60),
        ...(answeredAt.length ? { answeredAt } : {}),
        ...(sent !== undefined && answered.length ? { sent, answeredSent: answered.map(callText) } : {}),
      };
    };
    if (Node.isIfStatement(cur) && child !== cur.getExpression()) {
      const e = emptinessOf(cur.getExpression());
      if ((e === 1 && child === cur.getThenStatement()) || (e === -1 && child === cur.getElseStatement()))
        return hit(cur.getExpression(), e === -1);
      if (e !== 0) continue;
    } else if (Node.isConditionalExpression(cur) && child !== cur.getCondition()) {
      const e = emptinessOf(cur.getCondition());
      if ((e === 1 && child === cur.getWhenTrue()) || (e === -1 && child === cur.getWhenFalse()))
        return hit(cur.getCondition(), e === -1);
    } else if (Node.isBlock(cur) || Node.isSourceFile(cur)) {
      // if (hits.length > 0) return …;  — everything after it runs on the empty path
      for (const st of (cur as unknown as { getStatements(): Node[] }).getStatements()) {
        if (st === child) break;
        if (!Node.isIfStatement(st) || st.getElseStatement() || emptinessOf(st.getExpression()) !== -1) continue;
        const then = st.getThenStatement();
        const last = Node.isBlock(then) ? then.getStatements().at(-1) : then;
        if (last && Node.isReturnStatement(last)) {
          const h = hit(st.getExpression(), true);
          if (h) return h;
        }
      }
    }
  }
  return undefined;
}

/** A call's text with its whitespace collapsed, capped (the request it sends, for comparing two requests). */
function callText(n: Node): string {
  return n.getText().replace(/\s+/g, " ").slice(0, 800);
}

/** The root identifier of an access path (`res.data.items.length` → `res`). */
function rootOf(n: Node): Node {
  let u = unwrap(n);
  while (Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u) || Node.isNonNullExpression(u))
    u = unwrap(u.getExpression());
  return u;
}

/**
 * Where the answer a condition counts came from: the calls whose value reaches the counted path
 * (`const res = await api.search(…)`, `let q = await conn.query(…); … q = await conn.query(…)`).
 * Undefined when every counted value is the caller's input (a parameter of the function, or a local
 * built from one without any call): then the condition does not test a result at all. An empty list
 * when the source cannot be told (a field of `this`, an import).
 */
function answerCallsOf(cond: Node): Node[] | undefined {
  const counts = [cond, ...descendantsOfKinds(cond, [SyntaxKind.PropertyAccessExpression, SyntaxKind.Identifier])]
    .map(unwrap)
    .filter(isCount);
  if (!counts.length) return [];
  const found: Node[] = [];
  let answer = false;
  for (const c of counts) {
    const calls = callsFeeding(rootOf(c), 0);
    if (!calls) continue;
    answer = true;
    found.push(...calls);
  }
  return answer ? found : undefined;
}

function callsFeeding(root: Node, depth: number): Node[] | undefined {
  if (!Node.isIdentifier(root) || depth > 4) return [];
  const decl = symbolOf(root)?.getDeclarations()[0];
  if (!decl) return [];
  let d: Node = decl;
  while (Node.isBindingElement(d) || Node.isObjectBindingPattern(d) || Node.isArrayBindingPattern(d))
    d = d.getParentOrThrow();
  if (Node.isParameterDeclaration(d)) {
    // `.then((res) => …)`: the callback's parameter is the answer of the call it hangs on
    const fn = d.getParent();
    const call = fn?.getParent();
    const callee = call && Node.isCallExpression(call) ? call.getExpression() : undefined;
    if (callee && Node.isPropertyAccessExpression(callee) && callee.getName() === "then")
      return [callee.getExpression()];
    return undefined;
  }
  if (!Node.isVariableDeclaration(d)) return [];
  const values: Node[] = [];
  const init = d.getInitializer();
  if (init) values.push(init);
  const scope = d.getFirstAncestor((a) => isFunctionLike(a) || Node.isSourceFile(a));
  if (scope)
    for (const b of descendantsOfKinds(scope, [SyntaxKind.BinaryExpression]))
      if (
        Node.isBinaryExpression(b) &&
        b.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
        Node.isIdentifier(b.getLeft()) &&
        b.getLeft().getText() === root.getText()
      )
        values.push(b.getRight());
  const out: Node[] = [];
  let answer = false;
  for (const v of values) {
    const u = unwrap(v);
    const calls = [u, ...descendantsOfKinds(u, [SyntaxKind.CallExpression])].filter(Node.isCallExpression);
    if (calls.length) {
      answer = true;
      out.push(calls[0]!);
      continue;
    }
    // `res.hits?.total ?? 0`, `a || b`: the paths the value is read from (a literal reads none)
    const reads = [u, ...descendantsOfKinds(u, [SyntaxKind.Identifier])].filter((i) => {
      const p = i.getParent();
      return Node.isIdentifier(i) && !(p && Node.isPropertyAccessExpression(p) && p.getNameNode() === i);
    });
    for (const r of reads) {
      const inner = callsFeeding(r, depth + 1);
      if (inner) {
        answer = true;
        out.push(...inner);
      }
    }
  }
  return answer || !values.length ? out : undefined;
}

const ITERATING = new Set(["map", "flatMap", "forEach", "reduce", "filter", "some", "every", "find"]);

/** Whether `node` runs repeatedly in its own function: inside a loop statement or an iterating callback. */
const loops = new WeakMap<Node, boolean>();
/** Whether `node` runs in a loop or an iterating callback of its function (once per node). */
export function inLoop(node: Node): boolean {
  let r = loops.get(node);
  if (r === undefined) {
    r = computeInLoop(node);
    loops.set(node, r);
  }
  return r;
}

function computeInLoop(node: Node): boolean {
  for (let cur = node.getParent(); cur; cur = cur.getParent()) {
    if (
      Node.isForStatement(cur) ||
      Node.isForOfStatement(cur) ||
      Node.isForInStatement(cur) ||
      Node.isWhileStatement(cur) ||
      Node.isDoStatement(cur)
    )
      return true;
    if (isFunctionLike(cur)) {
      const call = cur.getParent();
      const callee = call && Node.isCallExpression(call) ? call.getExpression() : undefined;
      return !!callee && Node.isPropertyAccessExpression(callee) && ITERATING.has(callee.getName());
    }
  }
  return false;
}

/**
 * Inside a loop over an object's entries (`Object.entries(opts).forEach(([key, value]) => …)`), a
 * branch on the entry's key (`if (key === "labels")`, `if (keys.includes(key))`) writes only the
 * entries it names, and its else branch only the others. Returns which argument names a write at
 * `at` can carry, or undefined when no such branch encloses it.
 */
export function entryKeyBranch(at: Node): ((param: string) => boolean) | undefined {
  const tests: ((name: string) => boolean)[] = [];
  let child = at;
  for (let cur = at.getParent(); cur && !isFunctionLike(cur); child = cur, cur = cur.getParent()) {
    if (!Node.isIfStatement(cur) || child === cur.getExpression()) continue;
    const inThen = child === cur.getThenStatement();
    const named = keysNamed(cur.getExpression());
    if (named) {
      tests.push((name) => named.has(name) === inThen);
      continue;
    }
    // `key === "labels" && Array.isArray(value)`: the then branch still writes only "labels"
    const first = conjuncts(cur.getExpression())
      .map(keysNamed)
      .find((k) => k);
    if (first && inThen) tests.push((name) => first.has(name));
  }
  if (!tests.length) return undefined;
  return (param) => {
    const name = param.split(".").pop()!;
    return tests.every((t) => t(name));
  };
}

/** `key === "a"`, `key === "a" || key === "b"`, `["a", "b"].includes(key)` on an entries loop's key variable. */
function keysNamed(cond: Node): Set<string> | undefined {
  const c = unwrapParens(cond);
  if (Node.isBinaryExpression(c)) {
    const op = c.getOperatorToken().getKind();
    if (op === SyntaxKind.BarBarToken) {
      const l = keysNamed(c.getLeft());
      const r = keysNamed(c.getRight());
      return l && r ? new Set([...l, ...r]) : undefined;
    }
    if (op !== SyntaxKind.EqualsEqualsEqualsToken && op !== SyntaxKind.EqualsEqualsToken) return undefined;
    const [id, lit] = Node.isIdentifier(c.getLeft()) ? [c.getLeft(), c.getRight()] : [c.getRight(), c.getLeft()];
    const v = Node.isStringLiteral(lit) ? lit.getLiteralValue() : undefined;
    return v !== undefined && isEntryKey(id) ? new Set([v]) : undefined;
  }
  if (Node.isCallExpression(c)) {
    const callee = c.getExpression();
    const arg = c.getArguments()[0];
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "includes" || !arg || !isEntryKey(arg))
      return undefined;
    let list: Node = callee.getExpression();
    if (Node.isIdentifier(list)) {
      const d = symbolOf(list)?.getDeclarations()[0];
      const init = d && Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
      if (init) list = init;
    }
    list = unwrapParens(list);
    if (!Node.isArrayLiteralExpression(list)) return undefined;
    const out = new Set<string>();
    for (const e of list.getElements()) {
      if (!Node.isStringLiteral(e)) return undefined;
      out.add(e.getLiteralValue());
    }
    return out;
  }
  return undefined;
}

/** The first element of an array binding (`([key, value]) =>`, `for (const [key, value] of …)`): an entry's key. */
export function isEntryKey(n: Node): boolean {
  if (!Node.isIdentifier(n)) return false;
  const d = symbolOf(n)?.getDeclarations()[0];
  if (!d || !Node.isBindingElement(d)) return false;
  const pattern = d.getParent();
  return !!pattern && Node.isArrayBindingPattern(pattern) && pattern.getElements()[0] === d;
}

function conjuncts(n: Node): Node[] {
  const c = unwrapParens(n);
  if (Node.isBinaryExpression(c) && c.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken)
    return [...conjuncts(c.getLeft()), ...conjuncts(c.getRight())];
  return [c];
}

function unwrapParens(n: Node): Node {
  let u = n;
  while (Node.isParenthesizedExpression(u)) u = u.getExpression();
  return u;
}
