/**
 * Rule 6 — the envelope of an upstream answer is read with a silent default.
 *
 * `data.items ?? []`, `|| []`, `?.x ?? {}`, `const { items = [] } = data`, `Array.isArray(x) ? x : []`
 * on a value that is the parsed answer or a key path read from it *before* any iteration (the
 * envelope), and a `safeParse` whose failure returns an empty result. A default on a field of one
 * entry (inside `entries.map(e => …)`) is an optional field, not an envelope: not this rule.
 */
import { Node, SyntaxKind } from "ts-morph";
import { listOption } from "../config.js";
import { descendantsOfKind } from "../frontend/ts/syntax/node-index.js";
import { findReferences } from "../frontend/ts/syntax/references.js";
import { unwrap } from "../frontend/ts/syntax/resolve.js";
import type { Origin } from "../frontend/ts/dataflow/response.js";
import type { Finding } from "./types.js";
import type { TsSyntaxAnalyzer } from "./ts-syntax.js";
import { flowOf, onePerLine, readsUpstream, responseFinding, short } from "./response-finding.js";
import { ENVELOPE_KEYS, LOG_CALL } from "../model/vocabulary.js";

const ID = "silent-envelope-default";


export function isEmptyLiteral(n: Node | undefined): boolean {
  if (!n) return false;
  const u = unwrap(n);
  return (Node.isArrayLiteralExpression(u) && u.getElements().length === 0) || (Node.isObjectLiteralExpression(u) && u.getProperties().length === 0);
}

/** `[]`, `{ items: [], total: 0 }` without `isError`, or a result helper called with one of those. */
function isEmptyResult(n: Node | undefined, depth = 0): boolean {
  if (!n || depth > 3) return false;
  const u = unwrap(n);
  if (Node.isArrayLiteralExpression(u)) return u.getElements().length === 0;
  if (Node.isObjectLiteralExpression(u)) {
    if (u.getProperties().some((p) => Node.isPropertyAssignment(p) && p.getName() === "isError")) return false;
    return u.getProperties().some((p) => Node.isPropertyAssignment(p) && isEmptyResult(p.getInitializer(), depth + 1));
  }
  if (Node.isCallExpression(u) && u.getArguments().length === 1) return isEmptyResult(u.getArguments()[0], depth + 1);
  return false;
}

export const silentEnvelopeDefault: TsSyntaxAnalyzer = {
  id: ID,
  needs: "typescript",
  applies(ctx) {
    return readsUpstream(ctx.model, "defaults on the envelope of parsed upstream answers");
  },
  run(ctx) {
    const flow = flowOf(ctx);
    const optionalKeys = new Set(listOption(ctx.settings, "optionalKeys", ID));
    const envelopeKeys = new Set(listOption(ctx.settings, "envelopeKeys", ID));
    const findings: Finding[] = [];

    /** All origins are the envelope (never one entry's field), and the key is not declared optional. */
    const envelope = (os: Origin[]): Origin | undefined => {
      if (!os.length || !os.every((o) => o.level === "envelope")) return undefined;
      if (os.some((o) => o.path.some((k) => optionalKeys.has(k)))) return undefined;
      return os[0];
    };
    const push = (node: Node, o: Origin, shape: string) => {
      const key = o.path.length ? `envelope key \`${o.path.join(".")}\`` : "whole answer";
      const f = responseFinding(
        ctx,
        ID,
        node,
        o,
        (tool, link) =>
          `${tool}: \`${shape}\` reads the ${key} of ${link} with a silent default. If the upstream renames or moves it, the tool returns a well-formed empty result instead of an error; check that it is there and throw an error that lists the keys the answer had.`,
        "a silent default replaces a missing envelope",
      );
      if (f) findings.push(f);
    };

    // x ?? [] / x || [] / x?.y ?? {}
    for (const b of flow.reachedNodes(SyntaxKind.BinaryExpression)) {
      if (!Node.isBinaryExpression(b)) continue;
      const op = b.getOperatorToken().getKind();
      if (op !== SyntaxKind.QuestionQuestionToken && op !== SyntaxKind.BarBarToken) continue;
      if (!isEmptyLiteral(b.getRight())) continue;
      const o = envelope(flow.origins(b.getLeft()));
      if (!o) continue;
      if (copiedIntoRecord(b, o, envelopeKeys) || onlyLogged(b) || checkedBefore(b, b.getLeft())) continue;
      push(b, o, short(b.getText()));
    }
    // Array.isArray(x) ? x : []
    for (const c of flow.reachedNodes(SyntaxKind.ConditionalExpression)) {
      if (!Node.isConditionalExpression(c)) continue;
      const [kept, fallback] = /^!/.test(c.getCondition().getText()) ? [c.getWhenFalse(), c.getWhenTrue()] : [c.getWhenTrue(), c.getWhenFalse()];
      if (!isEmptyLiteral(fallback) || !c.getCondition().getText().includes(unwrap(kept).getText())) continue;
      const o = envelope(flow.origins(kept));
      if (!o || copiedIntoRecord(c, o, envelopeKeys) || checkedBefore(c, kept)) continue;
      push(c, o, short(c.getText()));
    }
    // const { items = [] } = data
    for (const be of flow.reachedNodes(SyntaxKind.BindingElement)) {
      if (!Node.isBindingElement(be) || !isEmptyLiteral(be.getInitializer())) continue;
      const o = envelope(flow.ofBinding(be));
      if (!o) continue;
      push(be, o, short(be.getText()));
    }
    // const r = Schema.safeParse(data); if (!r.success) return { items: [] }
    for (const call of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(call)) continue;
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || !/^safeParse(Async)?$/.test(callee.getName())) continue;
      const arg = call.getArguments()[0];
      const o = arg ? flow.origins(arg).find((x) => x.level === "envelope") : undefined;
      if (!o) continue;
      let holder: Node = call;
      while (holder.getParent() && (Node.isAwaitExpression(holder.getParent()!) || Node.isParenthesizedExpression(holder.getParent()!))) holder = holder.getParent()!;
      const decl = holder.getParent();
      if (!decl || !Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode())) continue;
      const name = decl.getName();
      const scope = decl.getFirstAncestor((a) => Node.isBlock(a) || Node.isSourceFile(a))!;
      const failed = new RegExp(`^(!\\s*${name}\\.success|${name}\\.success\\s*===?\\s*false|!${name}\\.data)$`);
      for (const st of descendantsOfKind(scope, SyntaxKind.IfStatement)) {
        if (!failed.test(st.getExpression().getText().replace(/\s+/g, " ").trim())) continue;
        for (const r of descendantsOfKind(st.getThenStatement(), SyntaxKind.ReturnStatement))
          if (isEmptyResult(r.getExpression())) {
            const f = responseFinding(
              ctx,
              ID,
              r,
              o,
              (tool, link) =>
                `${tool}: when ${link} does not match the schema (\`${short(callee.getText())}\` fails), the tool returns an empty result instead of an error. A changed shape then reads as "nothing found"; return an error that names the validation issues.`,
              "a failed validation becomes an empty result",
            );
            if (f) findings.push(f);
          }
      }
    }
    return onePerLine(ctx, findings);
  },
};

/**
 * `{ id: data.id, tags: data.tags ?? [] }`: a record built from a single-entry answer, whose field
 * may be optional (rule 12 judges those). Envelope-like keys (`items`, `results`, …) stay this rule.
 */
function copiedIntoRecord(n: Node, o: Origin, extra: Set<string>): boolean {
  let cur = n;
  while (cur.getParent() && (Node.isParenthesizedExpression(cur.getParent()!) || Node.isAsExpression(cur.getParent()!))) cur = cur.getParent()!;
  const p = cur.getParent();
  if (!p || !Node.isPropertyAssignment(p)) return false;
  const key = o.path[o.path.length - 1];
  return !(key !== undefined && (ENVELOPE_KEYS.test(key) || extra.has(key)));
}

/**
 * A check earlier in the same function that fails loudly on the same path, or validates the answer
 * it hangs off: `if (!Array.isArray(body.results)) throw …` and `if (!validate(body)) throw …` make
 * a later `body.results ?? []` a dead default.
 */
function checkedBefore(n: Node, path: Node): boolean {
  const text = unwrap(path).getText().replace(/\?\./g, ".");
  const fn = n.getFirstAncestor((a) => Node.isFunctionDeclaration(a) || Node.isMethodDeclaration(a) || Node.isArrowFunction(a) || Node.isFunctionExpression(a));
  if (!fn) return false;
  return descendantsOfKind(fn, SyntaxKind.IfStatement).some((s) => {
    if (s.getEnd() > n.getStart()) return false;
    // the path itself is tested, or the answer it hangs off is validated: `if (!validate(body)) throw …`
    const root = text.split(/[.[(]/)[0]!;
    const cond = s.getExpression();
    const validated = descendantsOfKind(cond, SyntaxKind.CallExpression).some((c) => c.getArguments().some((a) => unwrap(a).getText() === root));
    if (!validated && !cond.getText().replace(/\?\./g, ".").includes(text)) return false;
    const then = s.getThenStatement();
    return Node.isThrowStatement(then) || descendantsOfKind(then, SyntaxKind.ThrowStatement).length > 0 || /\bisError\s*:\s*true\b/.test(then.getText());
  });
}

/** `console.warn(…, body.warnings ?? [])`, or `const warnings = body.warnings ?? []` used only in log calls. */
function onlyLogged(n: Node): boolean {
  const logged = (x: Node) => x.getAncestors().some((a) => Node.isCallExpression(a) && LOG_CALL.test(a.getExpression().getText()));
  if (logged(n)) return true;
  let cur = n;
  while (cur.getParent() && (Node.isParenthesizedExpression(cur.getParent()!) || Node.isAsExpression(cur.getParent()!))) cur = cur.getParent()!;
  const d = cur.getParent();
  if (!d || !Node.isVariableDeclaration(d) || !Node.isIdentifier(d.getNameNode())) return false;
  const refs = findReferences(d.getNameNode()).filter((r) => r !== d.getNameNode());
  return refs.length > 0 && refs.every(logged);
}

