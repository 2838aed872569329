/**
 * Rule 12 — a lookup fallback turns an absent upstream field into a value.
 *
 * `definition: e.definition ?? null`, `|| null`, `?? ""`, `?? []` where `e` is an entry (or a
 * single-record answer) of a parsed upstream answer and the record states nowhere why the value is
 * absent. One `null` then stands for "not requested", "empty in the source" and "withheld".
 */
import { Node, SyntaxKind } from "ts-morph";
import { listOption } from "../config.js";
import { descendantsOfKind } from "../frontend/ts/syntax/node-index.js";
import { unwrap } from "../frontend/ts/syntax/resolve.js";
import type { Origin } from "../frontend/ts/dataflow/response.js";
import type { Finding } from "./types.js";
import type { TsSyntaxAnalyzer } from "./ts-syntax.js";
import { flowOf, onePerLine, readsUpstream, responseFinding, short } from "./response-finding.js";
import { ENVELOPE_KEYS, BODY_SIGNAL } from "../model/vocabulary.js";

const ID = "ambiguous-absence";

/** A property that records why a value is absent: `definition_state`, `fieldStates`, `reason`, `withheld`. */
const STATE_KEY = /(state|states|reason|reasons|absence|absent|withheld|not_?collected|missing_?fields|redacted)$/i;
const PLACEHOLDER = /^(|n\/?a|unknown|none|-|—|keine angabe|k\.a\.)$/i;

/** What a fallback makes of a missing value, when it is one of the absence stand-ins. */
function standIn(n: Node): string | undefined {
  const u = unwrap(n);
  if (u.getKind() === SyntaxKind.NullKeyword) return "null";
  if ((Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u)) && PLACEHOLDER.test(u.getLiteralValue().trim())) return u.getText();
  if (Node.isArrayLiteralExpression(u) && u.getElements().length === 0) return "[]";
  if (Node.isObjectLiteralExpression(u) && u.getProperties().length === 0) return "{}";
  return undefined;
}

/** `e.definition`, `e["Definition"]`, `e.meta?.note`: a lookup, not a computation. */
function isLookup(n: Node): boolean {
  const u = unwrap(n);
  return Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u);
}

export const ambiguousAbsence: TsSyntaxAnalyzer = {
  id: ID,
  needs: "typescript",
  applies(ctx) {
    return readsUpstream(ctx.model, "records built from entries of parsed upstream answers");
  },
  run(ctx) {
    const flow = flowOf(ctx);
    const stateKeys = listOption(ctx.settings, "stateKeys", ID);
    const findings: Finding[] = [];
    for (const b of flow.reachedNodes(SyntaxKind.BinaryExpression)) {
      if (!Node.isBinaryExpression(b)) continue;
      const op = b.getOperatorToken().getKind();
      if (op !== SyntaxKind.QuestionQuestionToken && op !== SyntaxKind.BarBarToken) continue;
      const value = standIn(b.getRight());
      if (!value || !isLookup(b.getLeft())) continue;
      const target = recordField(b);
      if (!target) continue;
      const os = flow.origins(b.getLeft()).filter((o) => o.level === "field" || (o.level === "envelope" && o.path.length > 0));
      const o: Origin | undefined = os[0];
      if (!o) continue;
      // the list of a list answer copied into the result is rule 6's (silent-envelope-default)
      const key = o.path[o.path.length - 1] ?? "";
      if (os.every((x) => x.level === "envelope") && (value === "[]" || value === "{}") && ENVELOPE_KEYS.test(key)) continue;
      // `nextPageToken: body.nextPageToken ?? null`: a continuation signal, where null means "no more pages"
      if (BODY_SIGNAL.test(key)) continue;
      if (recordsAbsence(b, stateKeys)) continue;
      if (filteredBefore(b.getLeft())) continue;
      const f = responseFinding(
        ctx,
        ID,
        b,
        o,
        (tool, link) =>
          `${tool}: field '${target}' is \`${short(b.getText())}\`: when \`${key}\` is missing from ${link}, the result says ${value} without saying why. "Not requested", "empty in the source" and "withheld" become one value; record the reason where the decision is made (e.g. a state field), and treat a key that must be there as a schema error.`,
        `a missing value becomes ${value}`,
      );
      if (f) findings.push(f);
    }
    return onePerLine(ctx, findings);
  },
};

/**
 * `results.filter((r) => r.content?.text).map((r) => ({ snippet: r.content?.text || "" }))`: the
 * entries without the value were dropped before this callback, so the fallback never applies.
 */
function filteredBefore(read: Node): boolean {
  const fn = read.getFirstAncestor((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a));
  const param = fn ? (fn as unknown as { getParameters(): Node[] }).getParameters()[0] : undefined;
  const call = fn?.getParent();
  if (!param || !call || !Node.isCallExpression(call)) return false;
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !/^(map|flatMap|forEach)$/.test(callee.getName())) return false;
  const prev = unwrap(callee.getExpression());
  const prevCallee = Node.isCallExpression(prev) ? prev.getExpression() : undefined;
  const pred = Node.isCallExpression(prev) ? prev.getArguments()[0] : undefined;
  if (!prevCallee || !Node.isPropertyAccessExpression(prevCallee) || prevCallee.getName() !== "filter" || !pred || !(Node.isArrowFunction(pred) || Node.isFunctionExpression(pred))) return false;
  // the same path from each callback's own parameter: `r.content?.text` here, `res?.content?.text` in the filter
  const pathFrom = (text: string, name: string) => text.replace(/\?\./g, ".").replace(new RegExp(`^${name.replace(/[$]/g, "\\$")}\\.`), "");
  const mine = pathFrom(unwrap(read).getText(), (param as unknown as { getName(): string }).getName());
  const predParam = pred.getParameters()[0];
  if (!predParam || mine.includes("(")) return false;
  const predName = predParam.getName();
  const body = pred.getBody().getText().replace(/\?\./g, ".");
  return new RegExp(`(^|[^\\w$.])${predName.replace(/[$]/g, "\\$")}\\.${mine.replace(/[.$]/g, "\\$&")}(?![\\w$])`).test(body);
}

/** The record field a fallback is written to: `{ definition: … }` or `out.definition = …`. */
function recordField(n: Node): string | undefined {
  let cur = n;
  while (cur.getParent() && (Node.isParenthesizedExpression(cur.getParent()!) || Node.isAsExpression(cur.getParent()!))) cur = cur.getParent()!;
  const p = cur.getParent();
  if (p && Node.isPropertyAssignment(p) && p.getInitializer() === cur) return p.getName().replace(/^["']|["']$/g, "");
  if (p && Node.isBinaryExpression(p) && p.getOperatorToken().getKind() === SyntaxKind.EqualsToken && p.getRight() === cur) {
    const l = p.getLeft();
    if (Node.isPropertyAccessExpression(l)) return l.getName();
  }
  return undefined;
}

/** The record (or the function that builds it) carries a state/reason for absent values. */
function recordsAbsence(n: Node, extra: string[]): boolean {
  const fn = n.getFirstAncestor((a) => Node.isFunctionDeclaration(a) || Node.isMethodDeclaration(a) || Node.isArrowFunction(a) || Node.isFunctionExpression(a));
  const scope = fn ?? n.getSourceFile();
  return [...descendantsOfKind(scope, SyntaxKind.PropertyAssignment), ...descendantsOfKind(scope, SyntaxKind.ShorthandPropertyAssignment)].some((p) => {
    const name = p.getName().replace(/^["']|["']$/g, "");
    return STATE_KEY.test(name) || extra.includes(name);
  });
}

