/**
 * Rule 14 — a value from an upstream answer that holds no number is counted as 0, read as a wrong
 * number, or dropped without a count.
 *
 * Flagged: `Number(x) || 0`, `parseInt(x) ?? 0`, `Number(x || 0)`, `isNaN(n) ? 0 : n`; a NaN test
 * that drops the row (`.filter(n => !isNaN(n))`, `if (isNaN(n)) continue`, `isNaN(n) ? sum : sum + n`)
 * when the function returns no count of excluded rows; and on table rows (CSV, split lines), a
 * bare `parseInt`/`parseFloat` (reads "1 bis 5" as 1) or `Number`/unary `+` (reads "" as 0) without
 * a guard on the same cell.
 */
import { Node, SyntaxKind } from "ts-morph";
import { descendantsOfKind } from "../frontend/ts/syntax/node-index.js";
import { unwrap } from "../frontend/ts/syntax/resolve.js";
import type { Origin } from "../frontend/ts/dataflow/response.js";
import type { Finding } from "./types.js";
import type { TsSyntaxAnalyzer } from "./ts-syntax.js";
import { flowOf, onePerLine, readsUpstream, responseFinding, short } from "./response-finding.js";

const ID = "non-number-as-zero";

const NUM_CALL = /^(Number|parseInt|parseFloat|Number\.parseInt|Number\.parseFloat)$/;
const LEADING_DIGITS = /^(parseInt|parseFloat|Number\.parseInt|Number\.parseFloat)$/;
/** A property or variable that tells the caller how many rows were left out. */
const EXCLUDED_COUNT = /(excluded|skipped|suppressed|dropped|omitted|ignored|unparsed|unparsable|non_?numeric|not_?numeric|without_?(a_?)?(number|value)|no_?number|invalid|missing)/i;

/** `Number(x)`, `parseInt(x)`, `+x`: the converted operand, if `n` is such a conversion. */
function converted(n: Node): Node | undefined {
  const u = unwrap(n);
  if (Node.isCallExpression(u) && NUM_CALL.test(u.getExpression().getText())) return u.getArguments()[0];
  if (Node.isPrefixUnaryExpression(u) && u.getOperatorToken() === SyntaxKind.PlusToken) return u.getOperand();
  return undefined;
}

function isZero(n: Node): boolean {
  const u = unwrap(n);
  return (Node.isNumericLiteral(u) && Number(u.getLiteralValue()) === 0) || ((Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u)) && u.getLiteralValue() === "0");
}

/** A NaN test: the tested expression, and whether the condition holds when the value is *not* a number. */
function nanTest(cond: Node): { arg: Node; trueWhenNaN: boolean } | undefined {
  let u = unwrap(cond);
  let negated = false;
  while (Node.isPrefixUnaryExpression(u) && u.getOperatorToken() === SyntaxKind.ExclamationToken) {
    negated = !negated;
    u = unwrap(u.getOperand());
  }
  if (!Node.isCallExpression(u) || !u.getArguments()[0]) return undefined;
  const callee = u.getExpression().getText();
  if (/^(isNaN|Number\.isNaN)$/.test(callee)) return { arg: u.getArguments()[0]!, trueWhenNaN: !negated };
  if (/^(isFinite|Number\.isFinite|Number\.isInteger|Number\.isSafeInteger)$/.test(callee)) return { arg: u.getArguments()[0]!, trueWhenNaN: negated };
  return undefined;
}

/** Values of the answer's body; response headers (`X-Total-Count`) are not cells. */
const dataOrigins = (os: Origin[]) => os.filter((o) => (o.level === "field" || o.level === "entry" || o.level === "envelope") && !o.path.some((k) => k.startsWith("header:")));

/** Whether the function around `n` (or the tool code it sits in) reports a count of left-out rows. */
function countsExcluded(n: Node): boolean {
  const fn = n.getFirstAncestor((a) => Node.isFunctionDeclaration(a) || Node.isMethodDeclaration(a) || ((Node.isArrowFunction(a) || Node.isFunctionExpression(a)) && !Node.isCallExpression(a.getParent() ?? a)));
  const scope = fn ?? n.getSourceFile();
  for (const p of [...descendantsOfKind(scope, SyntaxKind.PropertyAssignment), ...descendantsOfKind(scope, SyntaxKind.ShorthandPropertyAssignment)]) {
    if (EXCLUDED_COUNT.test(p.getName())) return true;
    if (Node.isPropertyAssignment(p) && (p.getInitializer() ? descendantsOfKind(p.getInitializer()!, SyntaxKind.Identifier) : []).some((i) => EXCLUDED_COUNT.test(i.getText()))) return true;
  }
  return false;
}

/** A condition around `n` that inspects the same text (`/^\d+$/.test(s) ? Number(s) : undefined`). */
function guardedBy(n: Node, operand: Node, needRegex: boolean): boolean {
  const text = unwrap(operand).getText();
  let child: Node = n;
  for (let cur = n.getParent(); cur && !Node.isSourceFile(cur); child = cur, cur = cur.getParent()) {
    let cond: Node | undefined;
    if (Node.isConditionalExpression(cur) && child !== cur.getCondition()) cond = cur.getCondition();
    else if (Node.isIfStatement(cur) && child !== cur.getExpression()) cond = cur.getExpression();
    else if (Node.isBinaryExpression(cur) && child === cur.getRight() && cur.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken) cond = cur.getLeft();
    if (cond && cond.getText().includes(text) && (!needRegex || /\.test\(|\.match\(/.test(cond.getText()))) return true;
    if (Node.isFunctionDeclaration(cur) || Node.isMethodDeclaration(cur)) break;
  }
  return false;
}

export const nonNumberAsZero: TsSyntaxAnalyzer = {
  id: ID,
  needs: "typescript",
  applies(ctx) {
    return readsUpstream(ctx.model, "number conversions of values read from upstream answers");
  },
  run(ctx) {
    const flow = flowOf(ctx);
    const findings: Finding[] = [];
    const add = (node: Node, o: Origin, msg: (tool: string, link: string) => string, last: string) => {
      const f = responseFinding(ctx, ID, node, o, msg, last);
      if (f) findings.push(f);
    };

    // Number(x) || 0, parseInt(x) ?? 0, +x || 0
    for (const b of flow.reachedNodes(SyntaxKind.BinaryExpression)) {
      if (!Node.isBinaryExpression(b)) continue;
      const op = b.getOperatorToken().getKind();
      if ((op !== SyntaxKind.BarBarToken && op !== SyntaxKind.QuestionQuestionToken) || !isZero(b.getRight())) continue;
      const operand = converted(b.getLeft());
      // Number(x || 0): the fallback inside the conversion
      const inner = !operand && Node.isCallExpression(b.getParent() ?? b) && converted(b.getParent()!) === b ? b.getLeft() : undefined;
      const source = operand ?? inner;
      if (!source) continue;
      const o = dataOrigins(flow.origins(source))[0];
      if (!o) continue;
      add(b, o, (tool, link) => `${tool}: \`${short(b.getText())}\` turns a value of ${link} that holds no number ("1 bis 5", "<5", "NULL", "") into 0, so totals and rankings are silently too low. Leave such rows out and return how many were left out.`, "a value that is not a number becomes 0");
    }
    // isNaN(n) ? 0 : n, and NaN tests that drop a row: cond ? acc : acc + n, if (isNaN(n)) continue
    for (const c of flow.reachedNodes(SyntaxKind.ConditionalExpression)) {
      if (!Node.isConditionalExpression(c)) continue;
      const t = nanTest(c.getCondition());
      const o = t ? dataOrigins(flow.origins(t.arg))[0] : undefined;
      if (!t || !o) continue;
      const nanBranch = t.trueWhenNaN ? c.getWhenTrue() : c.getWhenFalse();
      if (isZero(nanBranch))
        add(c, o, (tool, link) => `${tool}: \`${short(c.getText())}\` counts a value of ${link} that holds no number as 0, so totals and rankings are silently too low. Leave such rows out and return how many were left out.`, "a value that is not a number becomes 0");
      else if (isAccumulator(nanBranch) && !countsExcluded(c))
        add(c, o, (tool, link) => `${tool}: \`${short(c.getText())}\` skips values of ${link} that hold no number without counting them, and the result does not say rows were left out. Return how many rows were excluded.`, "a row that is not a number is dropped silently");
    }
    for (const s of flow.reachedNodes(SyntaxKind.IfStatement)) {
      if (!Node.isIfStatement(s)) continue;
      const t = nanTest(s.getExpression());
      if (!t || !t.trueWhenNaN) continue;
      const o = dataOrigins(flow.origins(t.arg))[0];
      if (!o) continue;
      const then = s.getThenStatement();
      const drops = descendantsOfKind(then, SyntaxKind.ContinueStatement).length > 0 || Node.isContinueStatement(then) || Node.isReturnStatement(then) || descendantsOfKind(then, SyntaxKind.ReturnStatement).length > 0;
      const counted = /\+\+|\+=\s*1\b|\.push\(/.test(then.getText());
      if (drops && !counted && !countsExcluded(s))
        add(s, o, (tool, link) => `${tool}: values of ${link} that hold no number are skipped here without a count, and the result does not say rows were left out. Return how many rows were excluded.`, "a row that is not a number is dropped silently");
    }
    // values.filter((n) => !isNaN(n)), rows.filter((r) => Number.isFinite(Number(r.x))), xs.filter(Number.isFinite)
    for (const call of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(call)) continue;
      const callee = call.getExpression();
      const cb = call.getArguments()[0];
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "filter" || !cb) continue;
      const u = unwrap(cb);
      let o: Origin | undefined;
      if (/^(Number\.)?isFinite$|^Number\.isInteger$/.test(u.getText())) o = dataOrigins(flow.origins(callee.getExpression()))[0];
      else if (Node.isArrowFunction(u) || Node.isFunctionExpression(u)) {
        for (const e of descendantsOfKind(u, SyntaxKind.CallExpression)) {
          const t = nanTest(e.getParent() && Node.isPrefixUnaryExpression(e.getParent()!) ? e.getParent()! : e);
          if (t) o ??= dataOrigins(flow.origins(t.arg))[0];
        }
      }
      if (!o || countsExcluded(call)) continue;
      add(call, o, (tool, link) => `${tool}: \`${short(call.getText())}\` drops values of ${link} that hold no number, and the result does not say how many rows were left out. A total over the rest reads as complete; return the count of excluded rows.`, "rows that are not numbers are dropped silently");
    }
    // table cells: parseInt("1 bis 5") is 1, Number("") is 0
    const checkBare = (n: Node, operand: Node, leading: boolean) => {
      const o = flow.origins(operand).find((x) => x.tabular && x.level === "field");
      if (!o || guardedBy(n, operand, leading)) return;
      const p = n.getParent();
      if (p && Node.isBinaryExpression(p) && p.getLeft() === n && isZero(p.getRight())) return; // reported above
      if (leading)
        add(n, o, (tool, link) => `${tool}: \`${short(n.getText())}\` reads the leading digits of a table cell of ${link}: "1 bis 5" becomes 1 and "<5" becomes NaN. Accept only cells that are entirely a number, leave the others out and say how many.`, "a suppressed cell is read as a wrong number");
      else
        add(n, o, (tool, link) => `${tool}: \`${short(n.getText())}\` reads an empty table cell of ${link} as 0. Accept only cells that are entirely a number, leave the others out and say how many.`, "an empty cell is read as 0");
    };
    for (const call of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(call) || !NUM_CALL.test(call.getExpression().getText()) || !call.getArguments()[0]) continue;
      checkBare(call, call.getArguments()[0]!, LEADING_DIGITS.test(call.getExpression().getText()));
    }
    for (const p of flow.reachedNodes(SyntaxKind.PrefixUnaryExpression)) {
      if (Node.isPrefixUnaryExpression(p) && p.getOperatorToken() === SyntaxKind.PlusToken) checkBare(p, p.getOperand(), false);
    }
    return onePerLine(ctx, findings);
  },
};

/** The accumulator of the `reduce` callback around it: `isNaN(n) ? sum : sum + n` drops the row. */
function isAccumulator(n: Node): boolean {
  const u = unwrap(n);
  if (!Node.isIdentifier(u)) return false;
  const fn = u.getFirstAncestor((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a));
  const call = fn?.getParent();
  if (!fn || !call || !Node.isCallExpression(call) || !/\.reduce(Right)?$/.test(call.getExpression().getText())) return false;
  return (fn as unknown as { getParameters(): Node[] }).getParameters()[0]?.getText() === u.getText();
}


