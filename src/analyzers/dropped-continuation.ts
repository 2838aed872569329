/**
 * Extension (no spec number) — the upstream says there is more, and the tool result does not.
 *
 * A continuation signal of an upstream answer — `has_more`, `next_page_token`, `nextCursor`,
 * `next`, `truncated`, `total`/`numFound`, a `Link` or `X-Total-Count` header — that is read and
 * then dropped (logged, compared, ignored), or that the answer's declared type carries and the
 * code never reads, while nothing else of that answer tells the caller the list is partial.
 * Passing the signal on, deriving `truncated`/a cursor from it, paging on it in a loop, or
 * returning the whole answer is fine.
 */
import { Node, SyntaxKind, type Type } from "ts-morph";
import { constString } from "../frontend/ts/syntax/const-eval.js";
import { descendantsOfKind } from "../frontend/ts/syntax/node-index.js";
import { declarationsOf, unwrap } from "../frontend/ts/syntax/resolve.js";
import { cmpNodes, type Origin, type ResponseFlow } from "../frontend/ts/dataflow/response.js";
import type { Finding } from "./types.js";
import type { TsSyntaxAnalyzer } from "./ts-syntax.js";
import { flowOf, onePerLine, readsUpstream, responseFinding } from "./response-finding.js";
import { listOption } from "../config.js";
import { BODY_SIGNAL, LOG_CALL } from "../model/vocabulary.js";

const ID = "dropped-continuation";

const HEADER_SIGNAL = /^header:(link|x-total(-count|-pages)?|x-next(-page|-cursor)?|x-has-more|x-continuation(-token)?)$/;

type Fate = "result" | "loop" | "dropped";

interface Read {
  node: Node;
  origin: Origin;
  /** The signal's name: a key path (`links.next`) or `header:x-total-count`. */
  name: string;
}

export const droppedContinuation: TsSyntaxAnalyzer = {
  id: ID,
  needs: "typescript",
  applies(ctx) {
    return readsUpstream(ctx.model, "continuation signals of parsed upstream answers");
  },
  run(ctx) {
    const flow = flowOf(ctx);
    const extra = listOption(ctx.settings, "signals", ID);
    const isSignal = (name: string) => {
      const last = name.startsWith("header:") ? name : name.split(".").pop()!;
      return BODY_SIGNAL.test(last) || HEADER_SIGNAL.test(last) || extra.includes(last);
    };

    // every read of a key of an answer's envelope (and of a response header), by answer
    const reads = new Map<string, Read[]>();
    const addRead = (node: Node, origin: Origin, name: string) => {
      const s = answerKey(origin);
      if (!reads.has(s)) reads.set(s, []);
      reads.get(s)!.push({ node, origin, name });
    };
    for (const n of [...flow.reachedNodes(SyntaxKind.PropertyAccessExpression), ...flow.reachedNodes(SyntaxKind.ElementAccessExpression)]) {
      const key = Node.isPropertyAccessExpression(n) ? n.getName() : Node.isElementAccessExpression(n) ? constString(n.getArgumentExpression())?.value : undefined;
      if (key === undefined) continue;
      const p = n.getParent();
      if (p && Node.isCallExpression(p) && p.getExpression() === n) continue;
      const base = (n as Node & { getExpression(): Node }).getExpression();
      for (const o of flow.origins(base)) if (o.level === "envelope") addRead(n, o, [...o.path, key].join("."));
    }
    for (const be of flow.reachedNodes(SyntaxKind.BindingElement)) {
      if (!Node.isBindingElement(be) || be.getDotDotDotToken() || !Node.isObjectBindingPattern(be.getParent()!)) continue;
      for (const o of flow.ofBinding(be)) if (o.level === "envelope") addRead(be, o, o.path.join("."));
    }
    for (const c of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(c)) continue;
      const callee = c.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "get") continue;
      for (const o of flow.origins(c)) if (o.level === "field" && o.path[0]?.startsWith("header:")) addRead(c, o, o.path[0]);
    }
    const escaped = wholeAnswerEscapes(flow);
    const sites = new Map<string, Node>([...ctx.ts.upstreamSites].map(([id, site]) => [id, site.call]));

    const findings: Finding[] = [];
    for (const [source, rs] of [...reads].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      // a body that reaches the result whole carries its own signals; response headers it does not
      const whole = escaped.has(source);
      if (whole && rs.some((r) => isSignal(r.name) && !r.name.startsWith("header:"))) continue;
      const signals = rs.filter((r) => isSignal(r.name) && (!whole || r.name.startsWith("header:"))).sort((a, b) => cmpNodes(a.node, b.node));
      if (whole && !signals.length) continue;
      const fates = signals.map((r) => fate(r.node, 0));
      if (fates.some((f) => f !== "dropped")) continue;
      if (signals.length) {
        for (const r of signals) {
          const shown = r.name.startsWith("header:") ? `the \`${r.name.slice(7)}\` header` : `\`${r.name}\``;
          const f = responseFinding(
            ctx,
            ID,
            r.node,
            r.origin,
            (tool, link) => `${tool}: ${link} says whether there is more (${shown}), and that signal never reaches the tool result, so the caller takes a partial list for the whole. Return it, or a \`truncated\` flag or cursor derived from it.`,
            "the continuation signal is dropped here",
          );
          if (f) findings.push(f);
        }
        continue;
      }
      // nothing read: does the answer's declared type carry a signal?
      const declared = declaredSignals(rs, isSignal, sites);
      if (!declared) continue;
      const f = responseFinding(
        ctx,
        ID,
        declared.at,
        declared.origin,
        (tool, link) =>
          `${tool}: ${link} carries ${declared.names.map((x) => `\`${x}\``).join(", ")} (declared by \`${declared.type}\`), and the tool never reads ${declared.names.length > 1 ? "them" : "it"}: only \`${declared.read}\` is taken, so the caller cannot tell a partial list from the whole. Return the signal, or a \`truncated\` flag or cursor derived from it.`,
        "only the list is taken from the answer",
      );
      if (f) findings.push(f);
    }
    return onePerLine(ctx, findings);
  },
};

/** One answer: the upstream call it came from (body and headers together), or its parse. */
function answerKey(o: Origin): string {
  const n = o.source.node;
  return o.source.upstreamCall ?? `${n.getSourceFile().getFilePath()}:${n.getStart()}`;
}

/** What happens to a value: it reaches a result object or return, drives a paging loop, or is dropped. */
function fate(n: Node, depth: number): Fate {
  if (depth > 4) return "result";
  let cur = n;
  for (;;) {
    const p = cur.getParent();
    if (!p) return "dropped";
    if (Node.isParenthesizedExpression(p) || Node.isAsExpression(p) || Node.isNonNullExpression(p) || Node.isAwaitExpression(p) || Node.isPrefixUnaryExpression(p) || Node.isTemplateSpan(p) || Node.isTemplateExpression(p) || Node.isArrayLiteralExpression(p) || Node.isSpreadElement(p)) {
      cur = p;
      continue;
    }
    if (Node.isBinaryExpression(p)) {
      if (p.getOperatorToken().getKind() === SyntaxKind.EqualsToken) {
        if (p.getLeft() === cur) return "dropped";
        const l = p.getLeft();
        if (Node.isIdentifier(l)) return variableFate(l, depth);
        return "result"; // written into an object: result.truncated = …
      }
      cur = p;
      continue;
    }
    if (Node.isConditionalExpression(p)) {
      cur = p;
      continue;
    }
    if (Node.isPropertyAccessExpression(p) || Node.isElementAccessExpression(p)) {
      cur = p;
      continue;
    }
    if (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) || Node.isSpreadAssignment(p) || Node.isReturnStatement(p)) return "result";
    if (Node.isArrowFunction(p) && p.getBody() === cur) return "result";
    if (Node.isCallExpression(p)) {
      if (p.getExpression() === cur) return "dropped";
      if (LOG_CALL.test(p.getExpression().getText())) return "dropped";
      cur = p;
      continue;
    }
    if (Node.isVariableDeclaration(p)) return Node.isIdentifier(p.getNameNode()) ? variableFate(p.getNameNode(), depth) : "result";
    if (Node.isBindingElement(cur)) return variableFate(cur.getNameNode(), depth);
    if (Node.isWhileStatement(p) || Node.isDoStatement(p) || (Node.isForStatement(p) && p.getCondition() === cur)) return "loop";
    if (Node.isIfStatement(p) && p.getExpression() === cur) {
      const branch = p.getThenStatement();
      const acts = descendantsOfKind(branch, SyntaxKind.ReturnStatement).length > 0 || descendantsOfKind(branch, SyntaxKind.BinaryExpression).some((b) => b.getOperatorToken().getKind() === SyntaxKind.EqualsToken) || /\.push\(/.test(branch.getText());
      return acts ? "result" : "dropped";
    }
    return "dropped";
  }
}

function variableFate(name: Node, depth: number): Fate {
  const decl = declarationsOf(name)[0];
  if (!decl) return "dropped";
  const scope = decl.getFirstAncestor((a) => Node.isFunctionDeclaration(a) || Node.isMethodDeclaration(a) || Node.isArrowFunction(a) || Node.isFunctionExpression(a)) ?? decl.getSourceFile();
  // `{ total }` names the property, not the variable: match shorthand properties by name
  const refs = descendantsOfKind(scope, SyntaxKind.Identifier).filter((i) => i !== name && i.getText() === name.getText() && (Node.isShorthandPropertyAssignment(i.getParent()!) || declarationsOf(i)[0] === decl));
  let best: Fate = "dropped";
  for (const r of refs) {
    const f = Node.isShorthandPropertyAssignment(r.getParent()!) ? "result" : fate(r, depth + 1);
    if (f === "loop") return "loop";
    if (f === "result") best = "result";
  }
  return best;
}

/** Answers that reach the result whole: a property value, a spread, a `JSON.stringify` argument. */
function wholeAnswerEscapes(flow: ResponseFlow): Set<string> {
  const out = new Set<string>();
  const mark = (e: Node | undefined) => {
    if (!e) return;
    for (const o of flow.origins(e)) if (o.level === "envelope" && o.path.length === 0) out.add(answerKey(o));
  };
  for (const p of flow.reachedNodes(SyntaxKind.PropertyAssignment)) if (Node.isPropertyAssignment(p)) mark(p.getInitializer());
  for (const p of flow.reachedNodes(SyntaxKind.ShorthandPropertyAssignment)) if (Node.isShorthandPropertyAssignment(p)) mark(p.getNameNode());
  for (const p of flow.reachedNodes(SyntaxKind.SpreadAssignment)) if (Node.isSpreadAssignment(p)) mark(p.getExpression());
  for (const c of flow.reachedNodes(SyntaxKind.CallExpression)) if (Node.isCallExpression(c) && c.getExpression().getText() === "JSON.stringify") mark(c.getArguments()[0]);
  return out;
}

/**
 * The type the code declares for a value of the answer: the checker's type, or — when the client
 * library's types are not installed and the checker says \`any\` — the request's type argument
 * (\`http.get<SearchPage>(…)\`), walked down the envelope path.
 */
function declaredType(base: Node, o: Origin, sites: Map<string, Node>): Type | undefined {
  const t = base.getType();
  if (!t.isAny() && !t.isUnknown()) return t;
  const call = o.source.upstreamCall ? sites.get(o.source.upstreamCall) : undefined;
  const arg = call && Node.isCallExpression(call) ? call.getTypeArguments()[0] : undefined;
  let cur: Type | undefined = arg?.getType();
  for (const k of o.path) cur = cur?.getProperty(k)?.getTypeAtLocation(base);
  return cur && !cur.isAny() && !cur.isUnknown() ? cur : undefined;
}

/** Continuation properties the declared type of a read answer carries, when none of them is read. */
function declaredSignals(rs: Read[], isSignal: (n: string) => boolean, sites: Map<string, Node>): { at: Node; origin: Origin; names: string[]; type: string; read: string } | undefined {
  for (const r of [...rs].sort((a, b) => cmpNodes(a.node, b.node))) {
    const base = Node.isPropertyAccessExpression(r.node) || Node.isElementAccessExpression(r.node) ? unwrap(r.node.getExpression()) : undefined;
    if (!base) continue;
    const type = declaredType(base, r.origin, sites);
    if (!type) continue;
    const prefix = r.origin.path.length ? `${r.origin.path.join(".")}.` : "";
    const names = type
      .getProperties()
      .map((p) => p.getName())
      .filter((k) => isSignal(`${prefix}${k}`))
      .sort();
    if (!names.length) continue;
    const text = type.getText(base);
    return { at: r.node, origin: r.origin, names: names.map((k) => `${prefix}${k}`), type: text.length > 40 ? `${text.slice(0, 37)}…` : text, read: r.name };
  }
  return undefined;
}

