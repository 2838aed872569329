/** Conditions on the way to a return, in the model's terms: dispatch cases, emptiness tests, failure branches, guards. */

import type { ReturnCondition } from "../../../model/types.js";
import { Node, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { descendantsOutside } from "../syntax/node-index.js";
import { functionOf, parametersOf, symbolOf, unwrap } from "../syntax/resolve.js";

export interface Cond {
  text: string;
  node: Node;
  negated: boolean;
  kind: "if" | "catch" | "case";
  model: ReturnCondition;
}

const FAIL_STATUS = new Set([400, 401, 402, 403, 405, 407, 408, 421, 429, 500, 501, 502, 503, 504]);
const STATUS_NAME = /^(status|statusCode|status_code)$/;

/** Conditions between `node` and `root`, outermost first. */
export function conditionsBetween(node: Node, root: Node): Cond[] {
  const out: Cond[] = [];
  for (
    let child: Node = node, parent = node.getParent();
    parent && child !== root;
    child = parent, parent = parent.getParent()
  ) {
    if (Node.isIfStatement(parent) && child !== parent.getExpression()) {
      const expr = parent.getExpression();
      const negated = child === parent.getElseStatement();
      out.push({
        text: negated ? `!(${expr.getText()})` : expr.getText(),
        node: expr,
        negated,
        kind: "if",
        model: ifCondition(expr, negated),
      });
    }
    if (Node.isCatchClause(parent)) {
      const v = parent.getVariableDeclaration();
      const text = `catch${v ? ` (${v.getText()})` : ""}`;
      out.push({
        text,
        node: parent,
        negated: false,
        kind: "catch",
        model: { kind: "failure", ...(v ? { subject: v.getText() } : {}), negated: false, text },
      });
    }
    if (Node.isCaseClause(parent)) {
      const e = parent.getExpression();
      const text = `case ${e.getText()}`;
      out.push({
        text,
        node: parent,
        negated: false,
        kind: "case",
        model: { kind: "dispatch", subject: constString(e)?.value ?? e.getText(), negated: false, text },
      });
    }
    if (parent === root) break;
  }
  out.reverse();
  // `catch (e) { if (/HTTP 404/.test(e.message)) return …; throw e }`: the branch keeps only the source's
  // not-found answer, its "nothing there", and lets every failure through: no failure branch
  for (let i = 0; i < out.length; i++) {
    const c = out[i]!;
    if (c.kind === "catch" && out.slice(i + 1).some((x) => x.kind === "if" && isNotFoundCheck(x.node, x.negated)))
      out[i] = { ...c, model: { ...c.model, kind: "other" } };
  }
  return out;
}

/**
 * An `if` or ternary condition in the model's terms: an emptiness test, a failed status or body
 * flag, a presence guard on one value, or something else; `negated` for its else branch.
 */
export function ifCondition(expr: Node, negated: boolean): ReturnCondition {
  const text = negated ? `!(${expr.getText()})` : expr.getText();
  if (isEmptinessText(text)) return { kind: "emptiness", subject: emptinessSubject(expr), negated, text };
  if (isNotFoundCheck(expr, negated)) return { kind: "not-found", negated, text };
  if (isFailureCheck(expr, negated)) return { kind: "failure", subject: failureSubject(expr), negated, text };
  const missing = missingAnswer(expr, negated);
  if (missing) return { kind: "failure", subject: missing, negated, text };
  const flag = failureFlag(expr, negated);
  if (flag) return { kind: "failure", subject: flag, negated, text };
  const setUp = missingSetUp(expr, negated);
  if (setUp) return { kind: "failure", subject: setUp, negated, text, setUp: true };
  const g = guardSubject(expr);
  if (g) return { kind: "guard", subject: g.subject, negated: g.negated !== negated, text };
  return { kind: "other", negated, text };
}

/** The condition under which `a || b` / `a ?? b` gives `b`, readable also when `a` is a long expression. */
export function fallbackCondition(left: Node, op: string): ReturnCondition {
  const c = ifCondition(left, true);
  const l = unwrap(left);
  if (Node.isIdentifier(l) || Node.isPropertyAccessExpression(l)) return c;
  return { ...c, text: op === "??" ? "the value before ?? is missing" : "the value before || is empty" };
}

/** Names of a whole answer (not of one record in it): `response`, `res`, `body`. */
const ANSWER_NAME = /^(res|resp|response|raw_?response|rawResponse|api_?response|apiResponse|body|reply|payload)$/i;

/**
 * `const response = await client.search(…); if (!response) …`: the whole answer is missing — no
 * body came back, which is a failed exchange, not an answer that holds nothing. The subject, or
 * undefined. A missing record (`const user = await getUser(id); if (!user)`) is a "not found" and
 * not this.
 */
export function missingAnswer(expr: Node, negated: boolean): string | undefined {
  const g = guardSubject(expr);
  if (!g || g.negated === negated) return undefined; // the branch where the value is there
  const n = unwrap(expr);
  const id = Node.isPrefixUnaryExpression(n)
    ? unwrap(n.getOperand())
    : Node.isBinaryExpression(n)
      ? unwrap(n.getLeft())
      : n;
  if (!Node.isIdentifier(id) || !ANSWER_NAME.test(id.getText())) return undefined;
  const decl = symbolOf(id)?.getDeclarations()[0];
  const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
  return init && /^await\b/.test(init.getText()) ? id.getText() : undefined;
}

/**
 * `if (!app) return …` with `let app` at the top of the module, `if (!this.client)`, `if (!API_KEY)` with
 * `API_KEY` read from the environment at start-up, `if (!process.env.TOKEN)`: the branch where the server's own
 * client or configuration is missing. That is a failure of the server's set-up, not of the caller's input
 * (ADJUDICATION, rule 3: an input-validation message concerns the arguments; a failure belongs in the error
 * channel "with isError"). The subject, or undefined. A value the handler declared itself (a parameter, a local)
 * is not the set-up.
 */
export function missingSetUp(expr: Node, negated: boolean): string | undefined {
  const g = guardSubject(expr);
  if (!g || g.negated === negated) return undefined; // the branch where the value is there
  const n = unwrap(expr);
  let v = unwrap(Node.isPrefixUnaryExpression(n) ? n.getOperand() : Node.isBinaryExpression(n) ? n.getLeft() : n);
  while (Node.isPrefixUnaryExpression(v)) v = unwrap(v.getOperand());
  if (Node.isPropertyAccessExpression(v)) {
    const holder = unwrap(v.getExpression());
    // `this.client`: a field of the server object, filled when it starts
    if (holder.getKind() === SyntaxKind.ThisKeyword) return v.getText();
    if (holder.getText() === "process.env") return v.getText();
    return undefined;
  }
  if (!Node.isIdentifier(v)) return undefined;
  const decl = symbolOf(v)?.getDeclarations()[0];
  if (!decl) return undefined;
  // a client or setting imported from the module that creates it
  if (Node.isImportSpecifier(decl) || Node.isImportClause(decl)) return v.getText();
  if (!Node.isVariableDeclaration(decl)) return undefined;
  const stmt = decl.getVariableStatement();
  if (!stmt || !Node.isSourceFile(stmt.getParent())) return undefined;
  // a module constant that is no set-up (`const TOOLS = [...]`) is never missing: only one filled later (`let`)
  // or read from the environment
  const init = decl.getInitializer();
  if (stmt.getDeclarationKind() !== "const" || (init && /\bprocess\.env\b/.test(init.getText()))) return v.getText();
  return undefined;
}

/**
 * `const r = await retrieve(q, kbId); if (!r.isWorking) …`: the branch where a helper's result flag is
 * false, when the helper sets it false only on its failure returns (in a `catch`, or under a test that
 * a parameter is missing) and true elsewhere. A real empty answer takes the other branch, so this one is
 * a failure. The subject (`r`), or undefined.
 */
let readingFlag = false;

function failureFlag(expr: Node, negated: boolean): string | undefined {
  const g = guardSubject(expr);
  if (!g || g.negated === negated || readingFlag) return undefined; // the branch where the flag is set
  readingFlag = true; // the helper's own conditions are read without this test: no recursion
  try {
    return helperFailureFlag(expr);
  } finally {
    readingFlag = false;
  }
}

function helperFailureFlag(expr: Node): string | undefined {
  const n = unwrap(expr);
  const flag = unwrap(Node.isPrefixUnaryExpression(n) ? n.getOperand() : n);
  if (!Node.isPropertyAccessExpression(flag)) return undefined;
  const holder = unwrap(flag.getExpression());
  if (!Node.isIdentifier(holder)) return undefined;
  const decl = symbolOf(holder)?.getDeclarations()[0];
  const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
  const call = init ? unwrap(init) : undefined;
  if (!call || !Node.isCallExpression(call)) return undefined;
  const fn = functionOf(call.getExpression());
  if (!fn) return undefined;
  const params = new Set(parametersOf(fn).map((p) => p.getName()));
  let set = false;
  let cleared = false;
  for (const r of descendantsOutside(fn, [SyntaxKind.ReturnStatement], { skipClasses: true })) {
    const e = Node.isReturnStatement(r) ? r.getExpression() : undefined;
    const obj = e ? unwrap(e) : undefined;
    if (!obj || !Node.isObjectLiteralExpression(obj)) return undefined;
    const v = obj.getProperty(flag.getName());
    const init = v && Node.isPropertyAssignment(v) ? v.getInitializer() : undefined;
    const k = init ? unwrap(init).getKind() : undefined;
    if (k === SyntaxKind.TrueKeyword) {
      set = true;
      continue;
    }
    if (k !== SyntaxKind.FalseKeyword) return undefined;
    // false only where the helper failed: a caught error, or a parameter it was not given
    const onFailure = conditionsBetween(r, fn).some(
      (c) =>
        c.kind === "catch" ||
        (c.kind === "if" &&
          c.model.kind === "guard" &&
          c.model.negated &&
          params.has((c.model.subject ?? "").split(".")[0] ?? "")),
    );
    if (!onFailure) return undefined;
    cleared = true;
  }
  return set && cleared ? holder.getText() : undefined;
}

/** `x`, `!x`, `x != null`, `x !== undefined`, `(x)`: a presence test on one value. */
export function guardSubject(expr: Node): { subject: string; negated: boolean } | undefined {
  const n = unwrap(expr);
  if (Node.isIdentifier(n) || Node.isPropertyAccessExpression(n)) return { subject: n.getText(), negated: false };
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken) {
    const inner = guardSubject(n.getOperand());
    return inner ? { subject: inner.subject, negated: !inner.negated } : undefined;
  }
  if (
    Node.isBinaryExpression(n) &&
    /^!==?$/.test(n.getOperatorToken().getText()) &&
    /^(null|undefined)$/.test(n.getRight().getText())
  ) {
    const l = unwrap(n.getLeft());
    if (Node.isIdentifier(l) || Node.isPropertyAccessExpression(l)) return { subject: l.getText(), negated: false };
  }
  return undefined;
}

/** The list or count an emptiness test reads (`items` of `items.length === 0`, `total` of `total === 0`). */
export function emptinessSubject(expr: Node): string | undefined {
  // `isEmpty(x)`, `Object.keys(x).length === 0`: the value tested is the argument
  for (const d of [unwrap(expr), ...expr.getDescendants()]) {
    if (!Node.isCallExpression(d) || d.getArguments().length !== 1) continue;
    const callee = d.getExpression().getText();
    if (EMPTY_PREDICATE.test(d.getText().replace(/\s+/g, "")) || /^Object\.(keys|values|entries)$/.test(callee))
      return d.getArguments()[0]!.getText();
  }
  for (const d of [unwrap(expr), ...expr.getDescendants()]) {
    if (Node.isPropertyAccessExpression(d) && /^(length|size)$/.test(d.getName())) return d.getExpression().getText();
  }
  const id = [unwrap(expr), ...expr.getDescendants()].find(
    (d) => Node.isIdentifier(d) || Node.isPropertyAccessExpression(d),
  );
  return id?.getText();
}

/** The response or value a failure test reads (`res` of `!res.ok`, `response` of `response.status >= 400`). */
export function failureSubject(expr: Node): string | undefined {
  for (const d of [unwrap(expr), ...expr.getDescendants()]) {
    if (
      Node.isPropertyAccessExpression(d) &&
      (/^(ok|success|succeeded|error|errors|failed|failure|state|result)$/.test(d.getName()) ||
        STATUS_NAME.test(d.getName()))
    )
      return d.getExpression().getText();
    if (Node.isCallExpression(d) && Node.isPropertyAccessExpression(d.getExpression()))
      return (d.getExpression() as import("ts-morph").PropertyAccessExpression)
        .getExpression()
        .getText()
        .replace(/\.trim\(\)$/, "");
  }
  return undefined;
}

/** `!res.ok`, `res.status !== 200`, `status >= 400`, `status === 401` — a failed request (404 is "not found", not a failure). */
export function isFailureCheck(cond: Node, negated: boolean): boolean {
  const n = unwrap(cond);
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken)
    return isFailureCheck(n.getOperand(), !negated);
  if (Node.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.BarBarToken)
    return isFailureCheck(n.getLeft(), negated) || isFailureCheck(n.getRight(), negated);
  if (Node.isPropertyAccessExpression(n) && /^(ok|success|succeeded)$/.test(n.getName())) return negated;
  // a body-level failure flag or an HTML error page taken for data
  if (Node.isPropertyAccessExpression(n) && /^(error|errors|failed|failure)$/.test(n.getName()) && !negated)
    return true;
  if (Node.isCallExpression(n) && !negated && isHtmlSniff(n)) return true;
  // `if (!Array.isArray(data)) return []` on an awaited answer: the answer is not of the shape the source
  // sends, a structure failure (rule 3's Abgrenzung and rule 6: "ein Schema-Fehler ist aber ein Fehler")
  if (Node.isCallExpression(n) && negated && isShapeTestOfAnswer(n)) return true;
  if (!Node.isBinaryExpression(n)) return false;
  const bodyFlag = bodyFlagTest(n);
  if (bodyFlag !== undefined) return bodyFlag !== negated;
  const l = unwrap(n.getLeft());
  const r = unwrap(n.getRight());
  const status = Node.isPropertyAccessExpression(l) && STATUS_NAME.test(l.getName()) ? r : undefined;
  if (!status || !Node.isNumericLiteral(status)) return false;
  const v = status.getLiteralValue();
  const op = n.getOperatorToken().getText();
  const failing =
    (op === "!==" || op === "!=") && v >= 200 && v < 300
      ? true
      : (op === "===" || op === "==") && FAIL_STATUS.has(v)
        ? true
        : !!((op === ">=" && v >= 300) || (op === ">" && v >= 299));
  const passing = (op === "===" || op === "==") && v >= 200 && v < 300;
  return negated ? passing : failing;
}

/** Whether a failure test fails on the answer's shape (`!Array.isArray(data) || …`), not on a status or flag. */
export function isShapeFailureCheck(cond: Node, negated: boolean): boolean {
  const n = unwrap(cond);
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken)
    return isShapeFailureCheck(n.getOperand(), !negated);
  if (Node.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.BarBarToken)
    return isShapeFailureCheck(n.getLeft(), negated) || isShapeFailureCheck(n.getRight(), negated);
  return Node.isCallExpression(n) && negated && isShapeTestOfAnswer(n);
}

/** `Array.isArray(data)` where `data` (or the value it is read from) is `const data = await …`. */
function isShapeTestOfAnswer(call: import("ts-morph").CallExpression): boolean {
  if (call.getExpression().getText() !== "Array.isArray") return false;
  let v = call.getArguments()[0] ? unwrap(call.getArguments()[0]!) : undefined;
  while (v && Node.isPropertyAccessExpression(v)) v = unwrap(v.getExpression());
  if (!v || !Node.isIdentifier(v)) return false;
  const decl = symbolOf(v)?.getDeclarations()[0];
  const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
  return !!init && /^await\b/.test(init.getText());
}

/** `body.startsWith("<!DOCTYPE")`, `text.includes("<html")`: an HTML page where data was expected. */
export function isHtmlSniff(call: import("ts-morph").CallExpression): boolean {
  const e = call.getExpression();
  const arg = constString(call.getArguments()[0])?.value;
  return (
    Node.isPropertyAccessExpression(e) &&
    /^(startsWith|includes)$/.test(e.getName()) &&
    !!arg &&
    /^<(!doctype|html)/i.test(arg.trim())
  );
}

/** Where an answer or a job says how it ended. */
const JOB_STATE_NAME = /^(status|state|result|phase|outcome|conclusion)$|[a-z](Status|State)$/;
/** The states of a request, job or run that did not deliver its data. */
const FAILED_STATE =
  /^(error|errored|failed|failure|fail|cancel+ed|aborted|timed[_ ]?out|timeout|rejected|expired|killed|crashed)$/i;

/** `success === false`, `status === "error"`, `ok !== true`: true when the test is for failure, false for success, undefined when neither. */
export function bodyFlagTest(n: import("ts-morph").BinaryExpression): boolean | undefined {
  const op = n.getOperatorToken().getText();
  const l = unwrap(n.getLeft());
  const r = unwrap(n.getRight());
  if (!Node.isPropertyAccessExpression(l)) return undefined;
  const eq = op === "===" || op === "==";
  const ne = op === "!==" || op === "!=";
  if (!eq && !ne) return undefined;
  if (
    /^(ok|success|succeeded)$/.test(l.getName()) &&
    (r.getKind() === SyntaxKind.TrueKeyword || r.getKind() === SyntaxKind.FalseKeyword)
  ) {
    const isFalse = r.getKind() === SyntaxKind.FalseKeyword;
    return eq ? isFalse : !isFalse;
  }
  const v = constString(r)?.value;
  // a failed job or run (`job.status === "FAILED"`, `run.state === "cancelled"`, `execution.jobState !== "error"`)
  if (JOB_STATE_NAME.test(l.getName()) && v !== undefined && FAILED_STATE.test(v)) return eq;
  return undefined;
}

/** `res.status === 404` / `=== 410` (or the else of `!== 404`): the upstream's "not found". */
export function isNotFoundCheck(cond: Node, negated: boolean): boolean {
  const n = unwrap(cond);
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken)
    return isNotFoundCheck(n.getOperand(), !negated);
  // `e instanceof Error && /HTTP 404/.test(e.message)`: the branch holds only when one side is a not-found test
  if (Node.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken)
    return !negated && (isNotFoundCheck(n.getLeft(), false) || isNotFoundCheck(n.getRight(), false));
  if (Node.isCallExpression(n)) return !negated && notFoundTextTest(n);
  if (!Node.isBinaryExpression(n)) return false;
  const [l, r] = [unwrap(n.getLeft()), unwrap(n.getRight())];
  const [status, code] = Node.isNumericLiteral(l) ? [r, l] : [l, r];
  const named =
    (Node.isPropertyAccessExpression(status) && STATUS_NAME.test(status.getName())) ||
    (Node.isIdentifier(status) && STATUS_NAME.test(status.getText()));
  if (!named || !Node.isNumericLiteral(code) || ![404, 410].includes(code.getLiteralValue())) return false;
  const op = n.getOperatorToken().getText();
  return negated ? op === "!==" || op === "!=" : op === "===" || op === "==";
}

/** 404 / 410 or "not found" as the thing a text test looks for. */
const NOT_FOUND_TEXT = /(^|[^\d])(404|410)([^\d]|$)|not[ _]?found/i;

/**
 * `/HTTP 404/.test(e.message)`, `e.message.includes("404")`, `msg.includes("Not Found")`: a test of an
 * error's text for the source's not-found answer.
 */
function notFoundTextTest(call: import("ts-morph").CallExpression): boolean {
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return false;
  const on = unwrap(callee.getExpression());
  const arg = call.getArguments()[0];
  if (callee.getName() === "test" && Node.isRegularExpressionLiteral(on))
    return NOT_FOUND_TEXT.test(on.getLiteralText().replace(/^\/|\/[a-z]*$/g, ""));
  if (/^(includes|startsWith|endsWith)$/.test(callee.getName()) && arg && Node.isStringLiteral(unwrap(arg)))
    return NOT_FOUND_TEXT.test(constString(unwrap(arg))?.value ?? "");
  return false;
}

/** A call that asks whether a value is empty: `isEmpty(x)`, `_.isEmpty(x)`, `isObjectEmpty(x)`, `isEmptyArray(x)`. */
const EMPTY_PREDICATE =
  /^(?:[\w$]+\.)?is(?:Object|Obj|Array|List|Map|Record)?Empty(?:Object|Array|List|Record)?\([\w$.?[\]"']+\)$/;

/** A condition text that tests for emptiness, read as source: `!x.length`, `x.length === 0`, `total === 0`, `!(x.length)`. */
export function isEmptinessText(text: string): boolean {
  if (/^[^()]*\|\|/.test(text) && !text.startsWith("!("))
    return text.split("||").some((part) => isEmptinessText(part.trim()));
  const t = text.replace(/\s+/g, "");
  const count = String.raw`[\w$.?\[\]"']*?(?:\.|\b)(?:length|size|count|total|total_?count|totalCount|totalHits|numFound|num_?found|returned)`;
  // an emptiness predicate (`isEmpty(x)`, `_.isEmpty(x)`, `isObjectEmpty(schema)`) or the keys of an object
  // counted (`Object.keys(x).length === 0`)
  if (EMPTY_PREDICATE.test(t)) return true;
  const keys = String.raw`Object\.(?:keys|values|entries)\([\w$.?\[\]"']+\)\.length`;
  if (new RegExp(String.raw`^(?:!${keys}|${keys}(?:===?0|<1|<=0))$`).test(t)) return true;
  return (
    new RegExp(`^!${count}$`).test(t) ||
    new RegExp(String.raw`^!\(${count}(?:>0|!==?0|>=1)?\)$`).test(t) ||
    new RegExp(`^${count}(?:===?0|<=0|<1)$`).test(t) ||
    new RegExp(`^0===?${count}$`).test(t)
  );
}
