/**
 * The response side of the model, from TypeScript syntax: every use of a value of an upstream
 * answer that the rules about reading answers judge (6, 12, 13, 14, dropped-continuation), as
 * language-neutral `ResponseRead` facts (model/types.ts).
 *
 * This file recognises the concepts in TypeScript spelling — a default operator, a shape test, a
 * destructuring default, a key read, a `Headers.get`, a number conversion and its zero fallback, a
 * NaN test and what it does with the value, a `safeParse` whose failure returns an empty result,
 * the whole answer handed to the result — and resolves each one's origins with the backward
 * response flow (dataflow/response.ts). It decides nothing: whether a shape is a defect, and how it
 * is worded, is the analyzers' business.
 */

import { selectsPath } from "../../model/graphql.js";
import type {
  DeclaredKeys,
  ResponseFallback,
  ResponseOrigin,
  ResponseRead,
  ResponseRecordField,
  ResponseUse,
  ToolModel,
} from "../../model/types.js";
import { FIELD_SELECTION, LOG_CALL, REDACTION } from "../../model/vocabulary.js";
import { escapeRegExp } from "../../model/wording.js";
import { reachesOnlyErrors } from "./dataflow/error-only.js";
import {
  headerNormalisation,
  keyNormalisation,
  type Origin,
  type ResponseFlow,
  responseFlow,
} from "./dataflow/response.js";
import type { TsFrontendData } from "./index.js";
import { KeyOrigins } from "./key-origin.js";
import { Node, SyntaxKind, type Type } from "./morph.js";
import { failureSubject, isFailureCheck } from "./returns/conditions.js";
import { constString } from "./syntax/const-eval.js";
import { locOf } from "./syntax/location.js";
import { descendantsOfKind } from "./syntax/node-index.js";
import { findReferences } from "./syntax/references.js";
import { bodyOf, declarationsOf, functionOf, isFunctionLike, unwrap } from "./syntax/resolve.js";

const NUM_CALL = /^(Number|parseInt|parseFloat|Number\.parseInt|Number\.parseFloat)$/;
const LEADING_DIGITS = /^(parseInt|parseFloat|Number\.parseInt|Number\.parseFloat)$/;
/** A property or variable that tells the caller how many rows were left out. */
const EXCLUDED_COUNT =
  /(excluded|skipped|suppressed|dropped|omitted|ignored|unparsed|unparsable|non_?numeric|not_?numeric|without_?(a_?)?(number|value)|no_?number|invalid|missing)/i;

/** Builds `ServerModel.responseReads` and reports the limits the response flow hit. */
export function buildResponseReads(ts: TsFrontendData, tools: ToolModel[], limits: string[]): ResponseRead[] {
  const reads = new ResponseFacts(responseFlow(ts, tools), ts).build();
  limits.push(...responseFlow(ts, tools).limits);
  return reads;
}

class ResponseFacts {
  private readonly keyOrigins: KeyOrigins;
  private readonly reads: ResponseRead[] = [];
  private readonly converted = new WeakMap<Origin, ResponseOrigin>();
  private readonly sites: Map<string, Node>;

  constructor(
    private readonly flow: ResponseFlow,
    ts: TsFrontendData,
  ) {
    this.sites = new Map([...ts.upstreamSites].map(([id, site]) => [id, site.call]));
    this.keyOrigins = new KeyOrigins(flow, this.sites, ts.loaded.sourceFiles);
  }

  build(): ResponseRead[] {
    this.fallbacks();
    this.keyReads();
    this.keyAlternatives();
    this.keyNormalisations();
    this.numberParses();
    this.nanTests();
    this.wholeAnswers();
    return this.reads;
  }

  private add(node: Node, origins: Origin[], use0: ResponseUse): void {
    let use = use0;
    if (!origins.length) return;
    const tools = this.flow.toolsAt(node);
    if (!tools.length) return;
    // a record a helper returns: the tools whose results one of its callers puts the field in
    if (use.kind === "fallback" && use.record) {
      const sites = fieldConsumers(node, use.record.field);
      if (sites) {
        const shown = new Set(sites.filter((c) => !reachesOnlyErrors(c)).flatMap((c) => this.flow.toolsAt(c)));
        use = { ...use, record: { ...use.record, shownIn: tools.filter((t) => shown.has(t)) } };
      }
    }
    this.reads.push({
      location: locOf(node),
      code: node.getText(),
      tools,
      origins: origins.slice(0, 8).map((o) => this.origin(o)),
      use,
    });
  }

  private origin(o: Origin): ResponseOrigin {
    const memo = this.converted.get(o);
    if (memo) return memo;
    let level: ResponseOrigin["level"];
    let path = o.path;
    if (o.level === "http") level = "response";
    else if (o.level === "headers") {
      level = "header";
      path = [];
    } else if (o.level === "field" && o.path[0]?.startsWith("header:")) {
      level = "header";
      path = [o.path[0].slice(7)];
    } else level = o.level;
    const r: ResponseOrigin = {
      level,
      path,
      parse: o.source.kind,
      parseLocation: locOf(o.source.node),
      ...(o.source.upstreamCall ? { upstreamCall: o.source.upstreamCall } : {}),
      tabular: o.tabular,
      ...(o.normalised ? { normalised: o.normalised } : {}),
      ...(o.schemaChecked ? { schemaChecked: locOf(o.schemaChecked) } : {}),
      ...(o.accumulated ? { accumulated: locOf(o.accumulated) } : {}),
      steps: o.steps,
      ...(o.defaulted ? { defaulted: locOf(o.defaulted) } : {}),
      ...(level === "envelope" &&
      o.graphql &&
      "at" in o.graphql &&
      selectsPath(o.graphql.selection, path) &&
      (o.source.kind === "sdk" || graphqlErrorsFail(o.source.node))
        ? { selectedBy: locOf(o.graphql.at) }
        : {}),
    };
    this.converted.set(o, r);
    return r;
  }

  /** Where a fallback's value is read, with the checks its callers made before passing the answer in. */
  private context(at: Node, value: Node) {
    const c = readContext(at, value);
    return c.checkedEarlier || !this.checkedByCallers(at, value) ? c : { ...c, checkedEarlier: true };
  }

  /**
   * `function format(resp) { if (!resp.results || …) … }` or `for (const e of rows ?? [])` on a
   * parameter: every call that passes an upstream answer in has already tested the same key path
   * before the call, and left (threw, or returned where its own absence test is judged), so a missing
   * key never reaches this default. Callers that pass no answer (an omitted optional argument) do not count.
   */
  private checkedByCallers(at: Node, value: Node, depth = 0): boolean {
    const text = unwrap(value).getText().replace(/\?\./g, ".");
    const m = /^([A-Za-z_$][\w$]*)((?:\.[A-Za-z_$][\w$]*)*)$/.exec(text);
    if (!m || depth > 3) return false;
    const [, root, rest] = m;
    const u = unwrap(value);
    const rootNode = Node.isIdentifier(u)
      ? u
      : descendantsOfKind(u, SyntaxKind.Identifier).find((i) => i.getText() === root);
    const param = rootNode ? declarationsOf(rootNode).find((d) => Node.isParameterDeclaration(d)) : undefined;
    const fn = param?.getParent();
    if (!param || !fn || !isFunctionLike(fn) || !at.getAncestors().includes(fn)) return false;
    const index = (fn as unknown as { getParameters(): Node[] }).getParameters().indexOf(param);
    let passed = 0;
    for (const call of this.flow.callersOf(fn)) {
      const arg = call.getArguments()[index];
      if (!arg || !this.flow.origins(arg).some((o) => o.level === "envelope")) continue;
      const a = unwrap(arg);
      if (!Node.isIdentifier(a) && !Node.isPropertyAccessExpression(a)) return false;
      const argText = a.getText().replace(/\?\./g, ".");
      // checked in the caller, or in the callers of a caller that hands its own parameter on
      const checked =
        checkedBeforeText(call, `${argText}${rest}`, true) || (!rest && this.checkedByCallers(call, a, depth + 1));
      if (!checked) return false;
      passed++;
    }
    return passed > 0;
  }

  // ---------------------------------------------------------------- fallbacks

  /**
   * A record field written only when the entry has the value: `...(e.doi !== undefined && { doi: String(e.doi) })`,
   * `...(e.doi ? { doi: e.doi } : {})`, `if (e.doi) out.doi = e.doi`. When the entry lacks the key the record lacks
   * it too: a presence test that picks "no key" (ADJUDICATION, rule 12: a lookup fallback that decides "has none").
   */
  private conditionalKeys(): void {
    const flow = this.flow;
    const record = (at: Node, cond: Node, whenPresent: Node, form: "spread" | "if", negated = false) => {
      const tested = presenceTested(cond);
      if (!tested || tested.whenPresent === negated || tested.strictNull) return;
      const name = unwrap(tested.value).getText();
      const values: Node[] = [];
      const u = unwrap(whenPresent);
      if (form === "spread" && Node.isObjectLiteralExpression(u)) {
        for (const p of u.getProperties())
          if (Node.isPropertyAssignment(p) && p.getInitializer()) values.push(p.getInitializer()!);
          else if (Node.isShorthandPropertyAssignment(p)) values.push(p.getNameNode());
      } else if (form === "if") values.push(u);
      for (const v of values) {
        if (!mentions(v, name)) continue;
        const os = flow
          .origins(tested.value)
          .filter((o) => o.level === "field" || (o.level === "envelope" && o.path.length > 0));
        if (!os.length) continue;
        const rec = recordField(v, true);
        if (!rec) continue;
        this.add(at, os, {
          kind: "fallback",
          form: "type-test",
          fallback: { shape: "undefined", code: "(key left out)" },
          record: rec,
          lookup: isLookup(unwrap(tested.value)),
          loggedOnly: false,
          filteredEarlier: false,
          presence: true,
        });
      }
    };
    for (const sp of flow.reachedNodes(SyntaxKind.SpreadAssignment)) {
      if (!Node.isSpreadAssignment(sp)) continue;
      const e = unwrap(sp.getExpression());
      if (Node.isBinaryExpression(e) && e.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken)
        record(sp, e.getLeft(), e.getRight(), "spread");
      else if (Node.isConditionalExpression(e)) {
        const empty = (n: Node) =>
          fallbackOf(n)?.shape === "empty-object" || /^(undefined|null)$/.test(unwrap(n).getText());
        if (empty(e.getWhenFalse())) record(sp, e.getCondition(), e.getWhenTrue(), "spread");
        else if (empty(e.getWhenTrue())) {
          // `e.doi === undefined ? {} : { doi: e.doi }`: the negated test picks the key
          record(sp, e.getCondition(), e.getWhenFalse(), "spread", true);
        }
      }
    }
    for (const st of flow.reachedNodes(SyntaxKind.IfStatement)) {
      if (!Node.isIfStatement(st) || st.getElseStatement()) continue;
      let then: Node = st.getThenStatement();
      if (Node.isBlock(then)) {
        const stmts = then.getStatements();
        if (stmts.length !== 1) continue;
        then = stmts[0]!;
      }
      if (!Node.isExpressionStatement(then)) continue;
      const a = unwrap(then.getExpression());
      if (!Node.isBinaryExpression(a) || a.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
      if (!Node.isPropertyAccessExpression(a.getLeft()) && !Node.isElementAccessExpression(a.getLeft())) continue;
      record(st.getExpression(), st.getExpression(), a.getRight(), "if");
    }
  }

  private fallbacks(): void {
    const flow = this.flow;
    // x ?? [] / x || null / x?.y ?? "n/a"
    for (const b of flow.reachedNodes(SyntaxKind.BinaryExpression)) {
      if (!Node.isBinaryExpression(b)) continue;
      const op = b.getOperatorToken().getKind();
      if (op !== SyntaxKind.QuestionQuestionToken && op !== SyntaxKind.BarBarToken) continue;
      const fallback = fallbackOf(b.getRight());
      if (!fallback) continue;
      // `(x && x.y) || null`: the guarded chain yields its last operand when present, the default stands in for it
      const left = guardedValue(b.getLeft());
      const os = flow.origins(missingPart(left));
      // a default on no upstream answer is no fact (add keeps none): skip the dear context reads
      if (!os.length) continue;
      // a local holds an entry's field until the record is built from it (an envelope kept in a local is no record)
      const record = recordField(
        b,
        os.every((o) => o.level === "entry" || o.level === "field"),
      );
      const declared = this.declaredOfLookup(left, os);
      const decides = record ? undefined : decisionOn(b);
      this.add(b, os, {
        kind: "fallback",
        form: "default",
        fallback,
        ...(record ? { record } : {}),
        ...this.context(b, formattedValue(left) ?? left),
        ...(declared ? { declared } : {}),
        ...(decides ? { decides } : {}),
      });
    }
    // Array.isArray(x) ? x : []
    for (const c of flow.reachedNodes(SyntaxKind.ConditionalExpression)) {
      if (!Node.isConditionalExpression(c)) continue;
      const [kept, other] = /^!/.test(c.getCondition().getText())
        ? [c.getWhenFalse(), c.getWhenTrue()]
        : [c.getWhenTrue(), c.getWhenFalse()];
      const fallback = fallbackOf(other);
      const record = recordField(c);
      if (fallback && c.getCondition().getText().includes(unwrap(kept).getText())) {
        const os = flow.origins(kept);
        if (!os.length) continue;
        const declared = this.declaredOfLookup(kept, os);
        const presence = presenceCondition(c.getCondition(), kept, fallback);
        this.add(c, os, {
          kind: "fallback",
          form: "type-test",
          fallback,
          ...(record ? { record } : {}),
          ...this.context(c, kept),
          ...(declared ? { declared } : {}),
          ...(presence ? { presence } : {}),
        });
        continue;
      }
      // a presence test: `total ? Number(total) : items.length`, `h != null ? parse(h) : 0`
      const tested = presenceTested(c.getCondition());
      if (!tested) continue;
      const [used, instead] = tested.whenPresent
        ? [c.getWhenTrue(), c.getWhenFalse()]
        : [c.getWhenFalse(), c.getWhenTrue()];
      const name = unwrap(tested.value).getText();
      if (!mentions(used, name) || mentions(instead, name)) continue;
      // `x ? [x] : []`, `x ? { k: x } : {}`: an optional member included when present, never an empty result
      const u = unwrap(used);
      if (
        (Node.isArrayLiteralExpression(u) || Node.isObjectLiteralExpression(u)) &&
        (fallbackOf(instead)?.shape === "empty-list" || fallbackOf(instead)?.shape === "empty-object")
      )
        continue;
      const testedOrigins = flow.origins(tested.value);
      if (!testedOrigins.length) continue;
      const insteadFallback = fallbackOf(instead) ?? { shape: "other" as const, code: unwrap(instead).getText() };
      // `x === null ? null : f(x)`: null from the source kept as null, no absence turned into a value
      const keepsNull = tested.strictNull && insteadFallback.shape === "null";
      this.add(c, testedOrigins, {
        kind: "fallback",
        form: "type-test",
        fallback: insteadFallback,
        ...(record ? { record } : {}),
        ...this.context(c, tested.value),
        ...(keepsNull ? {} : { presence: true }),
      });
    }
    this.conditionalKeys();
    // if (!Array.isArray(body.results)) return []: a shape check that answers an unexpected shape with an empty result
    for (const s of flow.reachedNodes(SyntaxKind.IfStatement)) {
      if (!Node.isIfStatement(s)) continue;
      const tested = shapeFailed(s.getExpression());
      const ret = tested && soleReturn(s.getThenStatement());
      const value = ret?.getExpression();
      const fallback = value && fallbackOf(value);
      if (!tested || !fallback || (fallback.shape !== "empty-list" && fallback.shape !== "empty-object")) continue;
      const os = flow.origins(tested);
      if (!os.length) continue;
      const declared = this.declaredOfLookup(tested, os);
      this.add(s.getExpression(), os, {
        kind: "fallback",
        form: "type-test",
        fallback,
        ...this.context(s, tested),
        ...(declared ? { declared } : {}),
      });
    }
    // if (!body?.results || body.results.length === 0) return "No results"
    for (const s of flow.reachedNodes(SyntaxKind.IfStatement)) {
      if (!Node.isIfStatement(s)) continue;
      const missing = missingOrEmpty(s.getExpression());
      if (!missing) continue;
      const then = s.getThenStatement();
      const ret = Node.isReturnStatement(then) ? then : descendantsOfKind(then, SyntaxKind.ReturnStatement)[0];
      if (
        !ret ||
        descendantsOfKind(then, SyntaxKind.ThrowStatement).length ||
        Node.isThrowStatement(then) ||
        /\bisError\s*:\s*true\b/.test(then.getText())
      )
        continue;
      const value = ret.getExpression();
      const os = flow.origins(missing);
      const declared = this.declaredOfLookup(missing, os);
      this.add(s.getExpression(), os, {
        kind: "fallback",
        form: "absence-test",
        fallback: value
          ? (fallbackOf(value) ?? { shape: "other", code: value.getText() })
          : { shape: "other", code: "return" },
        lookup: isLookup(missing),
        loggedOnly: false,
        checkedEarlier: checkedBefore(s, missing) || this.checkedByCallers(s, missing),
        filteredEarlier: false,
        ...(declared ? { declared } : {}),
      });
    }
    // const { items = [] } = data
    for (const be of flow.reachedNodes(SyntaxKind.BindingElement)) {
      if (!Node.isBindingElement(be)) continue;
      const init = be.getInitializer();
      const fallback = init ? fallbackOf(init) : undefined;
      if (!fallback) continue;
      this.add(be, flow.ofBinding(be), {
        kind: "fallback",
        form: "destructuring",
        fallback,
        lookup: true,
        loggedOnly: false,
        filteredEarlier: false,
      });
    }
    // const r = Schema.safeParse(data); if (!r.success) return { items: [] }
    for (const call of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(call)) continue;
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || !/^safeParse(Async)?$/.test(callee.getName())) continue;
      const arg = call.getArguments()[0];
      const os = arg ? flow.origins(arg).filter((x) => x.level === "envelope") : [];
      if (!os.length) continue;
      let holder: Node = call;
      while (
        holder.getParent() &&
        (Node.isAwaitExpression(holder.getParent()!) || Node.isParenthesizedExpression(holder.getParent()!))
      )
        holder = holder.getParent()!;
      const decl = holder.getParent();
      if (!decl || !Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode())) continue;
      const name = decl.getName();
      const scope = decl.getFirstAncestor((a) => Node.isBlock(a) || Node.isSourceFile(a))!;
      const failed = new RegExp(`^(!\\s*${name}\\.success|${name}\\.success\\s*===?\\s*false|!${name}\\.data)$`);
      for (const st of descendantsOfKind(scope, SyntaxKind.IfStatement)) {
        if (!failed.test(st.getExpression().getText().replace(/\s+/g, " ").trim())) continue;
        for (const r of descendantsOfKind(st.getThenStatement(), SyntaxKind.ReturnStatement))
          if (isEmptyResult(r.getExpression()))
            this.add(r, os, { kind: "failed-validation", validator: callee.getText() });
      }
    }
  }

  // ---------------------------------------------------------------- keys

  private keyReads(): void {
    const flow = this.flow;
    for (const n of [
      ...flow.reachedNodes(SyntaxKind.PropertyAccessExpression),
      ...flow.reachedNodes(SyntaxKind.ElementAccessExpression),
    ]) {
      const key = Node.isPropertyAccessExpression(n)
        ? n.getName()
        : Node.isElementAccessExpression(n)
          ? constString(n.getArgumentExpression())?.value
          : undefined;
      if (key === undefined) continue;
      const p = n.getParent();
      if (p && Node.isCallExpression(p) && p.getExpression() === n) continue; // a method, not a key
      const base = (n as Node & { getExpression(): Node }).getExpression();
      const os = flow.origins(base).filter((o) => o.level === "envelope" || o.level === "entry");
      if (!os.length) continue;
      const write =
        !!p &&
        Node.isBinaryExpression(p) &&
        p.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
        p.getLeft() === n;
      const envelope = os.find((o) => o.level === "envelope");
      const declared = envelope ? this.declaredType(unwrap(base), envelope) : undefined;
      const ownKey = write ? undefined : this.keyOrigins.ownKey(key, base, os);
      this.add(n, os, {
        kind: "key",
        key,
        form: "member",
        write,
        ...(envelope ? { fate: fate(n, 0) } : {}),
        ...(declared ? { declared } : {}),
        ...(ownKey ? { ownKey } : {}),
      });
    }
    for (const be of flow.reachedNodes(SyntaxKind.BindingElement)) {
      if (!Node.isBindingElement(be) || be.getDotDotDotToken() || !Node.isObjectBindingPattern(be.getParent()!))
        continue;
      const nameNode = be.getPropertyNameNode();
      // `{ ["Award Amount"]: amount }`: the computed name's constant text
      const key =
        nameNode && Node.isComputedPropertyName(nameNode)
          ? constString(nameNode.getExpression())?.value
          : (nameNode?.getText().replace(/^["']|["']$/g, "") ?? be.getName());
      if (key === undefined) continue;
      const os = flow.patternValue(be).filter((o) => o.level === "envelope" || o.level === "entry");
      if (!os.length) continue;
      const ownKey = this.keyOrigins.ownKey(key, be, os, false);
      this.add(be, os, {
        kind: "key",
        key,
        form: "destructuring",
        write: false,
        ...(os.some((o) => o.level === "envelope") ? { fate: fate(be, 0) } : {}),
        ...(ownKey ? { ownKey } : {}),
      });
    }
    for (const c of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(c)) continue;
      const callee = c.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "get") continue;
      const os = flow.origins(callee.getExpression()).filter((o) => o.level === "headers");
      if (!os.length) continue;
      const key = (constString(c.getArguments()[0])?.value ?? "?").toLowerCase();
      this.add(c, os, { kind: "key", key, form: "header", write: false, fate: fate(c, 0) });
    }
  }

  /** `e.egrid ?? e.EGRID`: one value read under two keys of the same object. */
  private keyAlternatives(): void {
    for (const b of this.flow.reachedNodes(SyntaxKind.BinaryExpression)) {
      if (!Node.isBinaryExpression(b)) continue;
      const op = b.getOperatorToken().getKind();
      if (op !== SyntaxKind.QuestionQuestionToken && op !== SyntaxKind.BarBarToken) continue;
      const l = readKey(unwrap(rightmost(b.getLeft())));
      const r = readKey(unwrap(b.getRight()));
      if (!l || !r || l.key === r.key || unwrap(l.base).getText() !== unwrap(r.base).getText()) continue;
      const os = this.flow
        .origins(l.base)
        .filter((x) => x.level === "entry" || x.level === "envelope" || x.level === "field");
      this.add(b, os, { kind: "key-alternatives", keys: [l.key, r.key] });
    }
  }

  /** `Object.fromEntries(… k.toLowerCase() …)`, a CSV header transform, `out[k.toLowerCase()] = v` over a row's keys. */
  private keyNormalisations(): void {
    const flow = this.flow;
    const normalisers = new Map<Node, { fn: Node; rows: Node; case: "lower" | "upper" }>();
    for (const call of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(call)) continue;
      const text = call.getExpression().getText();
      if (text === "Object.fromEntries" && call.getArguments()[0]) {
        const arg = call.getArguments()[0]!;
        const k = keyNormalisation(arg);
        if (k && flow.origins(arg).some((o) => o.level === "entry" || o.level === "envelope" || o.level === "field"))
          normalisers.set(call, { fn: enclosingFunction(call), rows: arg, case: k.case });
      } else {
        const h = headerNormalisation(call.getArguments()[1]);
        if (h && flow.origins(call).some((o) => o.tabular))
          normalisers.set(h.at, { fn: h.fn, rows: call, case: h.case });
      }
    }
    for (const c of flow.reachedNodes(SyntaxKind.CallExpression)) {
      const ce = Node.isCallExpression(c) ? c.getExpression() : undefined;
      if (!ce || !Node.isPropertyAccessExpression(ce) || !/^to(Locale)?(Lower|Upper)Case$/.test(ce.getName())) continue;
      const p = c.getParent();
      const keyed =
        (p && Node.isComputedPropertyName(p)) ||
        (p && Node.isElementAccessExpression(p) && p.getArgumentExpression() === c && isWriteTarget(p));
      if (
        !keyed ||
        c.getFirstAncestor((a) => Node.isCallExpression(a) && a.getExpression().getText() === "Object.fromEntries")
      )
        continue;
      if (flow.origins(ce.getExpression()).some((o) => o.level === "field" || o.level === "entry"))
        normalisers.set(c, {
          fn: enclosingFunction(c),
          rows: ce.getExpression(),
          case: /Lower/.test(ce.getName()) ? "lower" : "upper",
        });
    }
    for (const [at, { fn, rows, case: c }] of normalisers)
      this.add(at, flow.origins(rows), { kind: "key-normalisation", case: c, collisionCheck: checksCollisions(fn) });
  }

  // ---------------------------------------------------------------- numbers

  private numberParses(): void {
    const flow = this.flow;
    // Number(x) || 0, parseInt(x) ?? 0, +x || 0, and Number(x || 0)
    for (const b of flow.reachedNodes(SyntaxKind.BinaryExpression)) {
      if (!Node.isBinaryExpression(b)) continue;
      const op = b.getOperatorToken().getKind();
      if ((op !== SyntaxKind.BarBarToken && op !== SyntaxKind.QuestionQuestionToken) || !isZero(b.getRight())) continue;
      const conv = conversion(b.getLeft());
      const outer = !conv && Node.isCallExpression(b.getParent() ?? b) ? conversion(b.getParent()!) : undefined;
      const inner = outer && unwrap(outer.operand) === b ? outer : undefined;
      const c = conv ?? inner;
      if (!c) continue;
      // Number(x ?? 0): only a missing value becomes 0; text that holds no number still becomes NaN.
      // parseFloat(x ?? "0") is lossy all the same: "1 bis 5" is read as 1
      if (!conv && op === SyntaxKind.QuestionQuestionToken && c.kind === "whole") continue;
      const source = conv ? conv.operand : b.getLeft();
      // `Number(x || 0)` is recorded as the whole conversion, so its message quotes what converts
      this.add(conv ? b : b.getParent()!, flow.origins(source), {
        kind: "number-parse",
        conversion: c.kind,
        zero: conv ? "after" : "inside",
        guarded: guardedBy(b, source, c.kind === "leading-digits"),
        ...(comparedOnly(conv ? b : b.getParent()!) ? { comparedOnly: true } : {}),
      });
    }
    // bare conversions: parseInt("1 bis 5") is 1, Number("") is 0
    const bare = (n: Node, operand: Node, kind: "whole" | "leading-digits") => {
      const p = n.getParent();
      // recorded with its zero fallback (`Number(x) || 0`); `Number(x) === 0` is a use of the number
      if (
        p &&
        Node.isBinaryExpression(p) &&
        p.getLeft() === n &&
        isZero(p.getRight()) &&
        /^(\|\||\?\?)$/.test(p.getOperatorToken().getText())
      )
        return;
      this.add(n, flow.origins(operand), {
        kind: "number-parse",
        conversion: kind,
        guarded: guardedBy(n, operand, kind === "leading-digits"),
        ...(comparedOnly(n) ? { comparedOnly: true } : {}),
      });
    };
    for (const call of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(call) || !NUM_CALL.test(call.getExpression().getText()) || !call.getArguments()[0])
        continue;
      bare(
        call,
        call.getArguments()[0]!,
        LEADING_DIGITS.test(call.getExpression().getText()) ? "leading-digits" : "whole",
      );
    }
    for (const p of flow.reachedNodes(SyntaxKind.PrefixUnaryExpression)) {
      if (Node.isPrefixUnaryExpression(p) && p.getOperatorToken() === SyntaxKind.PlusToken)
        bare(p, p.getOperand(), "whole");
    }
    // num(x), where the project helper converts and returns 0 for a missing or non-number value
    const helpers = new Map<Node, "whole" | "leading-digits" | undefined>();
    for (const call of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (
        !Node.isCallExpression(call) ||
        call.getArguments().length !== 1 ||
        NUM_CALL.test(call.getExpression().getText())
      )
        continue;
      const fn = functionOf(call.getExpression());
      if (
        !fn ||
        (!Node.isFunctionDeclaration(fn) &&
          !Node.isArrowFunction(fn) &&
          !Node.isFunctionExpression(fn) &&
          !Node.isMethodDeclaration(fn))
      )
        continue;
      if (!helpers.has(fn)) helpers.set(fn, zeroHelper(fn));
      const kind = helpers.get(fn);
      if (!kind) continue;
      const record = recordField(call);
      this.add(call, flow.origins(call.getArguments()[0]!), {
        kind: "number-parse",
        conversion: kind,
        zero: "helper",
        guarded: false,
        helper: locOf(fn),
        aggregated: aggregated(call),
        ...(record ? { record } : {}),
      });
    }
  }

  private nanTests(): void {
    const flow = this.flow;
    // isNaN(n) ? 0 : n, and cond ? acc : acc + n in a reduce
    for (const c of flow.reachedNodes(SyntaxKind.ConditionalExpression)) {
      if (!Node.isConditionalExpression(c)) continue;
      const t = nanTest(c.getCondition());
      if (!t) continue;
      const nanBranch = t.trueWhenNaN ? c.getWhenTrue() : c.getWhenFalse();
      const outcome = isZero(nanBranch) ? "zero" : isAccumulator(nanBranch) ? "drop" : undefined;
      if (outcome)
        this.add(c, flow.origins(t.arg), {
          kind: "nan-test",
          outcome,
          form: "conditional",
          excludedCount: countsExcluded(c),
          ...(isConverted(t.arg) ? { converted: true } : {}),
        });
    }
    // if (isNaN(n)) continue
    for (const s of flow.reachedNodes(SyntaxKind.IfStatement)) {
      if (!Node.isIfStatement(s)) continue;
      const t = nanTest(s.getExpression());
      if (!t?.trueWhenNaN) continue;
      const then = s.getThenStatement();
      const drops =
        descendantsOfKind(then, SyntaxKind.ContinueStatement).length > 0 ||
        Node.isContinueStatement(then) ||
        Node.isReturnStatement(then) ||
        descendantsOfKind(then, SyntaxKind.ReturnStatement).length > 0;
      // `if (isNaN(ts)) return unixStr`: a formatting fallback that shows the text as it came, nothing left out
      if (!drops || returnsRawText(then, t.arg)) continue;
      const counted = /\+\+|\+=\s*1\b|\.push\(/.test(then.getText());
      this.add(s, flow.origins(t.arg), {
        kind: "nan-test",
        outcome: "drop",
        form: "branch",
        excludedCount: counted || countsExcluded(s),
        ...(isConverted(t.arg) ? { converted: true } : {}),
      });
    }
    // values.filter((n) => !isNaN(n)), xs.filter(Number.isFinite)
    for (const call of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(call)) continue;
      const callee = call.getExpression();
      const cb = call.getArguments()[0];
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "filter" || !cb) continue;
      const u = unwrap(cb);
      const os: Origin[] = [];
      let converted = false;
      if (/^(Number\.)?isFinite$|^Number\.isInteger$/.test(u.getText())) {
        os.push(...flow.origins(callee.getExpression()));
        converted = isConverted(callee.getExpression());
      } else if (Node.isArrowFunction(u) || Node.isFunctionExpression(u)) {
        for (const e of descendantsOfKind(u, SyntaxKind.CallExpression)) {
          const t = nanTest(e.getParent() && Node.isPrefixUnaryExpression(e.getParent()!) ? e.getParent()! : e);
          if (t) os.push(...flow.origins(t.arg));
          if (t && isConverted(t.arg)) converted = true;
        }
      }
      if (os.length)
        this.add(call, os, {
          kind: "nan-test",
          outcome: "drop",
          form: "filter",
          excludedCount: countsExcluded(call),
          ...(converted ? { converted: true } : {}),
        });
    }
  }

  // ---------------------------------------------------------------- whole answers

  /** Answers that reach the result whole: a property value, a spread, a `JSON.stringify` argument. */
  private wholeAnswers(): void {
    const flow = this.flow;
    const mark = (at: Node, e: Node | undefined, how: "property" | "spread" | "serialised") => {
      if (!e) return;
      this.add(
        at,
        flow.origins(e).filter((o) => o.level === "envelope" && o.path.length === 0),
        { kind: "whole-answer", how },
      );
    };
    for (const p of flow.reachedNodes(SyntaxKind.PropertyAssignment))
      if (Node.isPropertyAssignment(p)) mark(p, p.getInitializer(), "property");
    for (const p of flow.reachedNodes(SyntaxKind.ShorthandPropertyAssignment))
      if (Node.isShorthandPropertyAssignment(p)) mark(p, p.getNameNode(), "property");
    for (const p of flow.reachedNodes(SyntaxKind.SpreadAssignment))
      if (Node.isSpreadAssignment(p)) mark(p, p.getExpression(), "spread");
    for (const c of flow.reachedNodes(SyntaxKind.CallExpression))
      if (Node.isCallExpression(c) && c.getExpression().getText() === "JSON.stringify")
        mark(c, c.getArguments()[0], "serialised");
  }

  // ---------------------------------------------------------------- declared types

  /** For a key read (`body.results`), the declared type of the value the key is read from. */
  private declaredOfLookup(read: Node, os: Origin[]): DeclaredKeys | undefined {
    const u = unwrap(read);
    if (!Node.isPropertyAccessExpression(u) && !Node.isElementAccessExpression(u)) return undefined;
    const o = os.find((x) => x.level === "envelope" && x.path.length > 0);
    if (!o) return undefined;
    return this.declaredType(unwrap(u.getExpression()), { ...o, path: o.path.slice(0, -1) });
  }

  /**
   * The type the code declares for a value of the answer: the checker's type, or — when the client
   * library's types are not installed and the checker says `any` — the request's type argument
   * (`http.get<SearchPage>(…)`), walked down the envelope path.
   */
  private declaredType(base: Node, o: Origin): DeclaredKeys | undefined {
    let t: Type | undefined = base.getType();
    if (t.isAny() || t.isUnknown()) {
      const call = o.source.upstreamCall ? this.sites.get(o.source.upstreamCall) : undefined;
      const arg = call && Node.isCallExpression(call) ? call.getTypeArguments()[0] : undefined;
      t = arg?.getType();
      for (const k of o.path) t = t?.getProperty(k)?.getTypeAtLocation(base);
      if (!t || t.isAny() || t.isUnknown()) return undefined;
    }
    // `data.web?.results`: the value read from is `Web | undefined`; its keys are those of `Web`
    t = t.getNonNullableType();
    const props = t.getProperties();
    if (!props.length) return undefined;
    const text = t.getText(base);
    const decls = props.flatMap((p) => p.getDeclarations());
    const declaredIn = decls.some((d) => d.getSourceFile().isInNodeModules() || d.getSourceFile().isDeclarationFile())
      ? "library"
      : "project";
    return {
      type: text.length > 40 ? `${text.slice(0, 37)}…` : text,
      declaredIn,
      keys: props.map((p) => p.getName()).sort(),
      optionalKeys: props
        .filter((p) => p.isOptional())
        .map((p) => p.getName())
        .sort(),
    };
  }
}

// ---------------------------------------------------------------- shapes

/**
 * The value a fallback stands in for: in `labels?.nodes?.map(f) || []` the map only yields nothing when
 * `labels?.nodes` is missing, so that is what the default replaces (an optional chain into a collection method).
 */
function missingPart(left: Node): Node {
  const u = unwrap(left);
  if (!Node.isCallExpression(u)) return left;
  const callee = unwrap(u.getExpression());
  if (!Node.isPropertyAccessExpression(callee)) return left;
  if (callee.hasQuestionDotToken() && CHAINED_COLLECTION.has(callee.getName())) return callee.getExpression();
  // `d.estimated_diameter?.km?.toFixed(3) || "unknown"`: a value formatted on an optional chain is missing when the
  // value it formats is
  return formattedValue(left) ?? left;
}

/** Calls that only change how a text is written, on the way to what decides with it (`(r.name ?? "").toLowerCase()`). */
const TEXT_CASE = new Set([
  "toLowerCase",
  "toUpperCase",
  "toLocaleLowerCase",
  "toLocaleUpperCase",
  "trim",
  "toString",
  "normalize",
]);
/** Methods that search a text or a list for another value. */
const MATCH_METHODS = new Set(["includes", "startsWith", "endsWith", "indexOf", "match", "test", "search"]);
/** Callbacks whose return value picks entries. */
const PICKING_METHODS = new Set(["filter", "find", "findIndex", "findLast", "some", "every"]);
const SORTING_METHODS = new Set(["sort", "toSorted"]);
// built on first use: SyntaxKind is loaded lazily (see morph.ts)
let comparisons: Set<SyntaxKind> | undefined;
const comparisonOps = () =>
  (comparisons ??= new Set<SyntaxKind>([
    SyntaxKind.EqualsEqualsToken,
    SyntaxKind.EqualsEqualsEqualsToken,
    SyntaxKind.ExclamationEqualsToken,
    SyntaxKind.ExclamationEqualsEqualsToken,
    SyntaxKind.LessThanToken,
    SyntaxKind.GreaterThanToken,
    SyntaxKind.LessThanEqualsToken,
    SyntaxKind.GreaterThanEqualsToken,
  ]));

/**
 * What the code decides with a defaulted value (rule 6 on an entry's field): filters entries by it,
 * compares or searches it, orders by it, or keys entries by it; undefined when it is only shown.
 */
function decisionOn(fallback: Node, held = true): "filter" | "match" | "sort" | "key" | undefined {
  let cur: Node = outermost(fallback);
  // `const timeA = a.date || ""; … return timeA.localeCompare(timeB)`: a local that holds the value, in its function
  const decl = cur.getParent();
  if (held && decl && Node.isVariableDeclaration(decl) && decl.getInitializer() === cur) {
    const name = decl.getNameNode();
    const scope = decl.getFirstAncestor((a) => isFunctionLike(a));
    if (!Node.isIdentifier(name) || !scope) return undefined;
    for (const id of descendantsOfKind(scope, SyntaxKind.Identifier)) {
      if (id === name || id.getText() !== name.getText() || declarationsOf(id)[0] !== decl) continue;
      const d = decisionOn(id, false);
      if (d) return d;
    }
    return undefined;
  }
  // `(r.name ?? "").toLowerCase().trim()`
  for (;;) {
    const p = cur.getParent();
    const pp = p?.getParent();
    if (
      p &&
      pp &&
      Node.isPropertyAccessExpression(p) &&
      p.getExpression() === cur &&
      TEXT_CASE.has(p.getName()) &&
      Node.isCallExpression(pp) &&
      pp.getExpression() === p
    ) {
      cur = outermost(pp);
      continue;
    }
    break;
  }
  const fn = cur.getFirstAncestor((a) => isFunctionLike(a));
  const calledWith = fn?.getParent();
  const callbackOf =
    fn && calledWith && Node.isCallExpression(calledWith) && calledWith.getArguments().includes(fn as never)
      ? unwrap(calledWith.getExpression())
      : undefined;
  const callbackName = callbackOf && Node.isPropertyAccessExpression(callbackOf) ? callbackOf.getName() : undefined;
  const inSort = !!callbackName && SORTING_METHODS.has(callbackName);
  const p = cur.getParent();
  if (!p) return undefined;
  if (Node.isBinaryExpression(p)) {
    const op = p.getOperatorToken().getKind();
    if (comparisonOps().has(op)) return inSort ? "sort" : "match";
    if (op === SyntaxKind.MinusToken && inSort) return "sort";
    return undefined;
  }
  if (Node.isPropertyAccessExpression(p) && p.getExpression() === cur) {
    const call = p.getParent();
    if (!call || !Node.isCallExpression(call) || call.getExpression() !== p) return undefined;
    if (p.getName() === "localeCompare") return "sort";
    if (MATCH_METHODS.has(p.getName())) return inSort ? "sort" : "match";
    return undefined;
  }
  if (Node.isCallExpression(p) && p.getArguments().includes(cur as never)) {
    const callee = unwrap(p.getExpression());
    if (!Node.isPropertyAccessExpression(callee)) return undefined;
    const name = callee.getName();
    if (name === "localeCompare") return "sort";
    if (MATCH_METHODS.has(name)) return inSort ? "sort" : "match";
    // `byTeam.set(r.team ?? "none", r)`: entries keyed by it
    if (name === "set" && p.getArguments()[0] === cur) return "key";
    return undefined;
  }
  // `acc[r.type || "other"]`
  if (Node.isElementAccessExpression(p) && p.getArgumentExpression() === cur) return "key";
  // `.filter((r) => r.active ?? true)`: the callback's whole answer
  if (fn && callbackName && PICKING_METHODS.has(callbackName)) {
    const body = bodyOf(fn);
    if (body === cur) return "filter";
    if (Node.isReturnStatement(p) && p.getExpression() === cur) return "filter";
  }
  return undefined;
}

/** `x?.y?.toFixed(3)`: the value a text-formatting call on an optional chain formats (missing when it is). */
function formattedValue(left: Node): Node | undefined {
  const u = unwrap(left);
  if (!Node.isCallExpression(u)) return undefined;
  const callee = unwrap(u.getExpression());
  return Node.isPropertyAccessExpression(callee) &&
    CHAINED_FORMAT.has(callee.getName()) &&
    /\?\./.test(callee.getText())
    ? callee.getExpression()
    : undefined;
}
const CHAINED_COLLECTION = new Set(["map", "filter", "flatMap", "slice", "sort", "concat", "flat"]);
/** Methods that format a value as text (the text is missing exactly when the value is). */
const CHAINED_FORMAT = new Set([
  "toFixed",
  "toPrecision",
  "toString",
  "toLocaleString",
  "toLocaleDateString",
  "toLocaleTimeString",
  "toISOString",
  "toDateString",
  "toLowerCase",
  "toUpperCase",
  "trim",
  "join",
]);

/** What a fallback puts in place of a missing value, when it is a literal stand-in. */
function fallbackOf(n: Node): ResponseFallback | undefined {
  const u = unwrap(n);
  const code = u.getText();
  if (u.getKind() === SyntaxKind.NullKeyword) return { shape: "null", code };
  if (Node.isIdentifier(u) && code === "undefined") return { shape: "undefined", code };
  if (Node.isArrayLiteralExpression(u) && u.getElements().length === 0) return { shape: "empty-list", code };
  if (Node.isObjectLiteralExpression(u) && u.getProperties().length === 0) return { shape: "empty-object", code };
  if (Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u))
    return { shape: "text", value: u.getLiteralValue(), code };
  if (Node.isNumericLiteral(u)) return { shape: "number", value: String(u.getLiteralValue()), code };
  if (u.getKind() === SyntaxKind.TrueKeyword || u.getKind() === SyntaxKind.FalseKeyword)
    return { shape: "boolean", value: code, code };
  return undefined;
}

/** `x`, `!x`, `x != null`, `x !== undefined`: the value a condition tests for presence, and whether it holds when present. */
function presenceTested(cond: Node): { value: Node; whenPresent: boolean; strictNull?: true } | undefined {
  let u = unwrap(cond);
  let present = true;
  while (Node.isPrefixUnaryExpression(u) && u.getOperatorToken() === SyntaxKind.ExclamationToken) {
    present = !present;
    u = unwrap(u.getOperand());
  }
  if (Node.isBinaryExpression(u)) {
    const op = u.getOperatorToken().getText();
    if (!/^(!==?|===?)$/.test(op)) return undefined;
    const absent = (n: Node) => n.getKind() === SyntaxKind.NullKeyword || n.getText() === "undefined";
    const typeofUndefined = (n: Node) =>
      (Node.isStringLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n)) && n.getLiteralText() === "undefined";
    const typeOf = (n: Node) => (Node.isTypeOfExpression(n) ? n.getExpression() : undefined);
    const [l, r] = [unwrap(u.getLeft()), unwrap(u.getRight())];
    // `x != null`, `null != x`, `typeof x !== "undefined"`, `"undefined" !== typeof x`
    const value = absent(r)
      ? u.getLeft()
      : absent(l)
        ? u.getRight()
        : typeofUndefined(r)
          ? typeOf(l)
          : typeofUndefined(l)
            ? typeOf(r)
            : undefined;
    if (!value) return undefined;
    const strictNull =
      op.length === 3 && (r.getKind() === SyntaxKind.NullKeyword || l.getKind() === SyntaxKind.NullKeyword);
    return { value, whenPresent: op.startsWith("!") === present, ...(strictNull ? { strictNull: true as const } : {}) };
  }
  if (Node.isIdentifier(u) || Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u))
    return { value: u, whenPresent: present };
  return undefined;
}

/**
 * `x !== undefined ? x : null`, `a && a.b !== undefined ? a.b : "?"`: a condition made of presence tests
 * (joined by `&&`) that holds when the kept value is there — the same meaning as `x ?? null`. A shape test
 * (`Array.isArray(x)`, `typeof x === "string"`) is not one; nor is `x === null ? null : x`, which keeps
 * null as null.
 */
function presenceCondition(cond: Node, kept: Node, fallback: ResponseFallback): true | undefined {
  const terms = operandsOf(cond, SyntaxKind.AmpersandAmpersandToken);
  // `!x ? null : x` is the same test with the branches swapped: kept is then the false branch
  const expected = terms.length > 1 || !/^!/.test(cond.getText());
  const keptText = unwrap(kept).getText().replace(/\?\./g, ".");
  let testsKept = false;
  for (const t of terms) {
    const p = presenceTested(t);
    if (!p || p.whenPresent !== expected) return undefined;
    if (p.strictNull && fallback.shape === "null") return undefined;
    if (unwrap(p.value).getText().replace(/\?\./g, ".") === keptText) testsKept = true;
  }
  return testsKept ? true : undefined;
}

/** The operands of a chain of one operator (`a && b && c` → a, b, c), unwrapped; anything else is its own one operand. */
function operandsOf(cond: Node, op: SyntaxKind): Node[] {
  const u = unwrap(cond);
  return Node.isBinaryExpression(u) && u.getOperatorToken().getKind() === op
    ? [...operandsOf(u.getLeft(), op), ...operandsOf(u.getRight(), op)]
    : [u];
}

/** `(x && x.y)`: the value an `&&` chain yields when every operand is there (its last operand). */
function guardedValue(left: Node): Node {
  const u = unwrap(left);
  if (Node.isBinaryExpression(u) && u.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken) {
    const last = unwrap(u.getRight());
    if (isLookup(last)) return guardedValue(last);
  }
  return left;
}

/** Whether `n` reads the name `name` (an identifier or a property path as written). */
function mentions(n: Node, name: string): boolean {
  const t = n.getText().replace(/\?\./g, ".");
  const esc = escapeRegExp(name.replace(/\?\./g, "."));
  return new RegExp(`(^|[^\\w$.])${esc}(?![\\w$])`).test(t);
}

/**
 * `!X || X.length === 0`, `!X || !X.length`, `!X || X.length < 1` in one condition: the key read
 * `X` whose absence and emptiness take the same branch.
 */
/**
 * The value a failed shape test names: `!Array.isArray(x)`, `typeof x !== "object"`, and either of them in an `||`
 * chain (`!x || !Array.isArray(x.items)`): the last tested value.
 */
function shapeFailed(cond: Node): Node | undefined {
  let found: Node | undefined;
  for (const t of operandsOf(cond, SyntaxKind.BarBarToken)) {
    const u = unwrap(t);
    if (Node.isPrefixUnaryExpression(u) && u.getOperatorToken() === SyntaxKind.ExclamationToken) {
      const inner = unwrap(u.getOperand());
      if (
        Node.isCallExpression(inner) &&
        inner.getExpression().getText() === "Array.isArray" &&
        inner.getArguments()[0]
      )
        found = inner.getArguments()[0];
    } else if (Node.isBinaryExpression(u) && /^!==?$/.test(u.getOperatorToken().getText())) {
      const l = unwrap(u.getLeft());
      if (Node.isTypeOfExpression(l) && /^["']object["']$/.test(u.getRight().getText())) found = l.getExpression();
    }
  }
  return found;
}

/** The `return` a branch consists of (`return [];` or `{ return []; }`), when it is all the branch does. */
function soleReturn(branch: Node): import("ts-morph").ReturnStatement | undefined {
  if (Node.isReturnStatement(branch)) return branch;
  if (Node.isBlock(branch)) {
    const stmts = branch
      .getStatements()
      .filter(
        (x) =>
          !(
            Node.isExpressionStatement(x) &&
            Node.isCallExpression(unwrap(x.getExpression())) &&
            LOG_CALL.test((unwrap(x.getExpression()) as import("ts-morph").CallExpression).getExpression().getText())
          ),
      );
    const last = stmts.at(-1);
    if (stmts.length === 1 && last && Node.isReturnStatement(last)) return last;
  }
  return undefined;
}

function missingOrEmpty(cond: Node): Node | undefined {
  const terms = operandsOf(cond, SyntaxKind.BarBarToken);
  const norm = (n: Node) => unwrap(n).getText().replace(/\?\./g, ".").replace(/\s+/g, "");
  const empties = new Set<string>();
  for (const t of terms) {
    const m = t
      .getText()
      .replace(/\?\./g, ".")
      .replace(/\s+/g, "")
      .match(/^(?:!(.+)\.length|(.+)\.length(?:===?0|<1|<=0))$/);
    if (m) empties.add(m[1] ?? m[2]!);
  }
  for (const t of terms) {
    if (!Node.isPrefixUnaryExpression(t) || t.getOperatorToken() !== SyntaxKind.ExclamationToken) continue;
    const x = unwrap(t.getOperand());
    if (isLookup(x) && empties.has(norm(x))) return x;
  }
  return undefined;
}

/**
 * A project helper that converts its argument to a number and returns 0 for a missing or non-number
 * value (`return Number.isFinite(n) ? n : 0`, `if (v == null) return 0`): the conversion it uses.
 */
function zeroHelper(fn: Node): "whole" | "leading-digits" | undefined {
  const params = (fn as unknown as { getParameters(): Node[] }).getParameters();
  if (params.length !== 1) return undefined;
  let kind: "whole" | "leading-digits" | undefined;
  for (const c of descendantsOfKind(fn, SyntaxKind.CallExpression)) {
    const t = c.getExpression().getText();
    if (NUM_CALL.test(t)) kind ??= LEADING_DIGITS.test(t) ? "leading-digits" : "whole";
  }
  if (!kind) return undefined;
  const zeroes = (e: Node | undefined): boolean => {
    if (!e) return false;
    const u = unwrap(e);
    if (isZero(u)) return true;
    if (Node.isConditionalExpression(u)) return zeroes(u.getWhenTrue()) || zeroes(u.getWhenFalse());
    if (Node.isBinaryExpression(u) && /^(\|\||\?\?)$/.test(u.getOperatorToken().getText())) return zeroes(u.getRight());
    return false;
  };
  const body = (fn as unknown as { getBody(): Node | undefined }).getBody();
  if (body && !Node.isBlock(body)) return zeroes(body) ? kind : undefined;
  return descendantsOfKind(fn, SyntaxKind.ReturnStatement).some(
    (r) => r.getFirstAncestor(isFunctionNode) === fn && zeroes(r.getExpression()),
  )
    ? kind
    : undefined;
}

function isFunctionNode(a: Node): boolean {
  return (
    Node.isFunctionDeclaration(a) ||
    Node.isMethodDeclaration(a) ||
    Node.isArrowFunction(a) ||
    Node.isFunctionExpression(a)
  );
}

/** The value is added into a running total: `sum + num(x)` (not text concatenation), `total += num(x)`. */
function aggregated(n: Node): boolean {
  const cur = outermost(n);
  const p = cur.getParent();
  if (!p || !Node.isBinaryExpression(p)) return false;
  const op = p.getOperatorToken().getKind();
  if (op === SyntaxKind.PlusEqualsToken) return p.getRight() === cur;
  if (op !== SyntaxKind.PlusToken) return false;
  const other = p.getLeft() === cur ? p.getRight() : p.getLeft();
  const o = unwrap(other);
  return !(Node.isStringLiteral(o) || Node.isNoSubstitutionTemplateLiteral(o) || Node.isTemplateExpression(o));
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

/** `e.definition`, `e["Definition"]`, `e.meta?.note`: a lookup, not a computation. */
function isLookup(n: Node): boolean {
  const u = unwrap(n);
  // `r.comment || r.description`: a chain of lookups is a lookup
  if (Node.isBinaryExpression(u)) {
    const op = u.getOperatorToken().getKind();
    if (op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken)
      return isLookup(u.getLeft()) && isLookup(u.getRight());
    return false;
  }
  return Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u);
}

/** `const v = record[field]; … v ?? ""`: a local that only holds a key read, declared once and not reassigned. */
function heldLookup(n: Node): boolean {
  const u = unwrap(n);
  if (!Node.isIdentifier(u)) return false;
  const decl = declarationsOf(u)[0];
  if (!decl || !Node.isVariableDeclaration(decl)) return false;
  const list = decl.getParent();
  if (!list || !Node.isVariableDeclarationList(list) || !/^const\b/.test(list.getText())) return false;
  const init = decl.getInitializer();
  return !!init && isLookup(init);
}

function outermost(n: Node): Node {
  let cur = n;
  while (cur.getParent() && (Node.isParenthesizedExpression(cur.getParent()!) || Node.isAsExpression(cur.getParent()!)))
    cur = cur.getParent()!;
  return cur;
}

/** The record field a value is written to (`{ definition: … }` or `out.definition = …`), with the function that builds the record. */
function recordField(n: Node, held = false): ResponseRecordField | undefined {
  let cur = outermost(n);
  // `tags: [...(x.tags ?? [])]`: spread into the list a field holds, the value is that field's
  const spread = cur.getParent();
  if (spread && Node.isSpreadElement(spread) && Node.isArrayLiteralExpression(spread.getParent()))
    cur = spread.getParent()!;
  // `code: String(t.code ?? "")`, `count: Number(res.count ?? 0)`: converted on the way, the value is still the field's
  for (let w = cur.getParent(); w && Node.isCallExpression(w) && w.getArguments().length === 1; w = cur.getParent()) {
    const callee = w.getExpression();
    if (!Node.isIdentifier(callee) || !/^(String|Number|Boolean)$/.test(callee.getText())) break;
    cur = outermost(w);
  }
  const p = cur.getParent();
  let field: string | undefined;
  let form: "property" | "assignment" = "property";
  if (p && Node.isPropertyAssignment(p) && p.getInitializer() === cur) field = p.getName().replace(/^["']|["']$/g, "");
  else if (
    p &&
    Node.isBinaryExpression(p) &&
    p.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
    p.getRight() === cur
  ) {
    const l = p.getLeft();
    if (Node.isPropertyAccessExpression(l)) {
      field = l.getName();
      form = "assignment";
    } else if (Node.isElementAccessExpression(l)) {
      // `out[h] = row[h] ?? null`: a record whose keys the code computes
      field = computedKey(l.getArgumentExpression(), l.getExpression());
      form = "assignment";
    }
  }
  // `byField.set(f, v ?? "")`: a map the record is kept in, key by key
  if (field === undefined && p && Node.isCallExpression(p) && p.getArguments()[1] === cur) {
    const callee = unwrap(p.getExpression());
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "set" && p.getArguments().length === 2) {
      field = computedKey(p.getArguments()[0], callee.getExpression());
      form = "assignment";
    }
  }
  // `Object.fromEntries(keys.map((k) => [k, src[k] ?? null]))`: an entry pair of a record built from pairs
  if (
    field === undefined &&
    p &&
    Node.isArrayLiteralExpression(p) &&
    p.getElements().length === 2 &&
    p.getElements()[1] === cur
  )
    if (fromEntriesPair(p)) field = computedKey(p.getElements()[0]);
  // `**Last Observed:** ${obj.last_obs || "N/A"}`: a labelled line of a record formatted as text
  // `### ${i + 1}. ${obj.neo || "Unknown"}`: an entry's value in a line of text without a label is named by its key
  if (field === undefined && p && Node.isTemplateSpan(p) && p.getExpression() === cur)
    field = textLabel(p) ?? (held ? lookedUpKey(n) : undefined);
  // `const title = v.title || "Unknown"; return { title }` / `` `Title: ${title}` ``: a local that holds the
  // field until the record is built from it, in the same function
  if (held && field === undefined && p && Node.isVariableDeclaration(p) && p.getInitializer() === cur)
    field = heldField(p);
  // `let lastID = 0; … lastID = res.rows[0]?.id || 0; return { changes, lastID }`: the same local, assigned later
  if (
    held &&
    field === undefined &&
    p &&
    Node.isBinaryExpression(p) &&
    p.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
    p.getRight() === cur &&
    Node.isIdentifier(p.getLeft())
  ) {
    const decl = declarationsOf(p.getLeft())[0];
    if (decl && Node.isVariableDeclaration(decl)) field = heldField(decl);
  }
  if (field === undefined) return undefined;
  const fn = n.getFirstAncestor(
    (a) =>
      Node.isFunctionDeclaration(a) ||
      Node.isMethodDeclaration(a) ||
      Node.isArrowFunction(a) ||
      Node.isFunctionExpression(a),
  );
  const scope = fn ?? n.getSourceFile();
  const keys = new Set<string>();
  for (const x of [
    ...descendantsOfKind(scope, SyntaxKind.PropertyAssignment),
    ...descendantsOfKind(scope, SyntaxKind.ShorthandPropertyAssignment),
  ])
    keys.add(x.getName().replace(/^["']|["']$/g, ""));
  const builder = fn ? locOf(fn) : { file: locOf(n).file, line: 1, column: 1, endLine: 1, endColumn: 1 };
  const literal = p && Node.isPropertyAssignment(p) ? p.getParent() : undefined;
  return {
    field,
    form,
    builder,
    builderKeys: [...keys].sort(),
    decisions: fn ? builderDecisions(fn) : [],
    keyMentions: keyMentions(scope),
    ...(literal && Node.isObjectLiteralExpression(literal)
      ? {
          literalKeys: literal
            .getProperties()
            .map((x) =>
              Node.isSpreadAssignment(x)
                ? "..."
                : Node.isPropertyAssignment(x) || Node.isShorthandPropertyAssignment(x) || Node.isMethodDeclaration(x)
                  ? x.getName().replace(/^["']|["']$/g, "")
                  : "?",
            ),
        }
      : {}),
  };
}

/** The name a computed key is written under: a text as itself, anything else as `target[code]` (`out[h]`). */
function computedKey(arg: Node | undefined, target?: Node): string | undefined {
  if (!arg) return undefined;
  const u = unwrap(arg);
  if (Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u)) return u.getLiteralText();
  const t = target ? unwrap(target).getText() : "";
  return `${/^[\w$.]{1,40}$/.test(t) ? t : ""}[${u.getText()}]`;
}

/** `[k, v]` returned by a callback of `.map` whose list `Object.fromEntries` turns into a record. */
function fromEntriesPair(pair: Node): boolean {
  const fn = pair.getFirstAncestor((a) => isFunctionLike(a));
  if (!fn) return false;
  const body = bodyOf(fn);
  const ret = pair.getParent();
  if (
    body !== outermost(pair) &&
    !(ret && Node.isReturnStatement(ret) && ret.getFirstAncestor((a) => isFunctionLike(a)) === fn)
  )
    return false;
  const mapCall = fn.getParent();
  if (!mapCall || !Node.isCallExpression(mapCall)) return false;
  const callee = unwrap(mapCall.getExpression());
  if (!Node.isPropertyAccessExpression(callee) || !/^(map|flatMap)$/.test(callee.getName())) return false;
  const outer = outermost(mapCall).getParent();
  return !!outer && Node.isCallExpression(outer) && /^Object\.fromEntries$/.test(outer.getExpression().getText());
}

/** For each property a builder writes, the names its value mentions (object keys, texts, keys read). */
function keyMentions(scope: Node): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const x of descendantsOfKind(scope, SyntaxKind.PropertyAssignment)) {
    if (!Node.isPropertyAssignment(x)) continue;
    const init = x.getInitializer();
    if (!init) continue;
    const names = new Set<string>();
    for (const d of [init, ...init.getDescendants()]) {
      if (Node.isPropertyAssignment(d) || Node.isShorthandPropertyAssignment(d))
        names.add(d.getName().replace(/^["']|["']$/g, ""));
      else if (Node.isStringLiteral(d) || Node.isNoSubstitutionTemplateLiteral(d)) names.add(d.getLiteralText());
      // the key a chain ends in (`b.sponsor.state` → `state`), not the objects it passes through or a method called
      else if (
        Node.isPropertyAccessExpression(d) &&
        !Node.isCallExpression(d.getParent()!) &&
        !(Node.isPropertyAccessExpression(d.getParent()!) || Node.isElementAccessExpression(d.getParent()!))
      )
        names.add(d.getName());
      else if (Node.isElementAccessExpression(d)) {
        const a = d.getArgumentExpression();
        if (a && (Node.isStringLiteral(a) || Node.isNoSubstitutionTemplateLiteral(a))) names.add(a.getLiteralText());
      }
    }
    const key = x.getName().replace(/^["']|["']$/g, "");
    out[key] = [...new Set([...(out[key] ?? []), ...names])].sort();
  }
  return out;
}

/** The key a fallback's value is read under (`obj.neo || "?"` → `neo`, `e["Title"] ?? ""` → `Title`). */
function lookedUpKey(n: Node): string | undefined {
  const u = unwrap(n);
  const value = Node.isBinaryExpression(u) ? unwrap(missingPart(u.getLeft())) : undefined;
  if (value && Node.isPropertyAccessExpression(value)) return value.getName();
  if (value && Node.isElementAccessExpression(value)) {
    const arg = value.getArgumentExpression();
    if (arg && (Node.isStringLiteral(arg) || Node.isNoSubstitutionTemplateLiteral(arg))) return arg.getLiteralText();
  }
  return undefined;
}

/** The field of a record a local's value is written into, in the function that declares it. */
function heldField(decl: import("ts-morph").VariableDeclaration): string | undefined {
  const name = decl.getNameNode();
  if (!Node.isIdentifier(name)) return undefined;
  const scope = decl.getFirstAncestor((a) => isFunctionLike(a));
  if (!scope) return undefined;
  for (const id of descendantsOfKind(scope, SyntaxKind.Identifier)) {
    if (id === name || id.getText() !== name.getText()) continue;
    const p = id.getParent();
    if (!p) continue;
    if (Node.isShorthandPropertyAssignment(p) && p.getNameNode() === id) {
      if (p.getValueSymbol()?.getDeclarations()[0] === decl) return id.getText();
      continue;
    }
    if (declarationsOf(id)[0] !== decl) continue;
    if (Node.isPropertyAssignment(p) && p.getInitializer() === id) return p.getName().replace(/^["']|["']$/g, "");
    // a line of text built from the entry: under its label, or named by the local itself
    if (Node.isTemplateSpan(p) && p.getExpression() === id) return textLabel(p) ?? id.getText();
  }
  return undefined;
}

/** The label a template span is written under (`Status: ${…}`, `**MOID (AU):** ${…}`, `- Score = ${…}`), if any. */
function textLabel(span: import("ts-morph").TemplateSpan): string | undefined {
  const tpl = span.getParent();
  if (!Node.isTemplateExpression(tpl)) return undefined;
  const spans = tpl.getTemplateSpans();
  const i = spans.indexOf(span);
  const before = i === 0 ? tpl.getHead().getLiteralText() : spans[i - 1]!.getLiteral().getLiteralText();
  const line = before.split("\n").at(-1)!.replace(/[*_`]/g, "");
  const m = /([A-Za-z][\w ()/.%-]{0,40}?)\s*[:=]\s*$/.exec(line);
  return m ? m[1]!.trim() : undefined;
}

const decisionMemo = new WeakMap<Node, ResponseRecordField["decisions"]>();

/**
 * Where a record builder decides what the caller gets: a test of the caller's field choice
 * (`fields.includes("definition")`), a redaction (`redact(…)`, `masked`), a cut to a limit
 * (`truncate(…)`, `maxLength`).
 */
function builderDecisions(fn: Node): ResponseRecordField["decisions"] {
  const memo = decisionMemo.get(fn);
  if (memo) return memo;
  const out: ResponseRecordField["decisions"] = [];
  const seen = new Set<string>();
  for (const id of descendantsOfKind(fn, SyntaxKind.Identifier)) {
    const name = id.getText();
    let kind: "caller-fields" | "redaction" | "limit" | undefined;
    const p = id.getParent();
    if (
      FIELD_SELECTION.test(name) &&
      p &&
      Node.isPropertyAccessExpression(p) &&
      p.getExpression() === id &&
      /^(includes|has|indexOf)$/.test(p.getName())
    )
      kind = "caller-fields";
    else if (REDACTION.test(name)) kind = "redaction";
    else if (/^truncat|^max_?(length|chars)$/i.test(name)) kind = "limit";
    if (!kind || seen.has(kind)) continue;
    seen.add(kind);
    out.push({ kind, location: locOf(id) });
  }
  decisionMemo.set(fn, out);
  return out;
}

/**
 * A check earlier in the same function that fails loudly on the same path, or validates the answer
 * it hangs off: `if (!Array.isArray(body.results)) throw …` and `if (!validate(body)) throw …` make
 * a later `body.results ?? []` a dead default.
 */
function checkedBefore(n: Node, path: Node): boolean {
  return checkedBeforeText(n, unwrap(path).getText().replace(/\?\./g, "."), false) || existenceTested(n, path);
}

/**
 * The value is a snapshot's contents (`doc.data()`, `snap.val()`, directly or through a local) and an
 * earlier branch left the function when the snapshot does not exist (`if (!doc.exists) return …`,
 * `if (!snap.exists()) throw …`): the contents are there on this path, so a fallback on them never applies.
 */
function existenceTested(n: Node, path: Node): boolean {
  let v = unwrap(path);
  if (Node.isIdentifier(v)) {
    const decl = declarationsOf(v).find((d) => Node.isVariableDeclaration(d));
    const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
    if (!init) return false;
    v = unwrap(init);
  }
  if (Node.isAwaitExpression(v)) v = unwrap(v.getExpression());
  if (!Node.isCallExpression(v) || v.getArguments().length) return false;
  const callee = v.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return false;
  const receiver = unwrap(callee.getExpression()).getText();
  if (!/^[\w$]+$/.test(receiver)) return false;
  const absent = new RegExp(
    String.raw`^!\s*${escapeRegExp(receiver)}\??\.exists(\(\))?$|^${escapeRegExp(receiver)}\??\.exists(\(\))?\s*===?\s*false$`,
  );
  const fn = n.getFirstAncestor((a) => isFunctionLike(a));
  if (!fn) return false;
  return descendantsOfKind(fn, SyntaxKind.IfStatement).some((s) => {
    if (s.getEnd() > n.getStart() || !absent.test(s.getExpression().getText().trim())) return false;
    // the branch sits in a block the value is read in, so it runs before the read on the same path
    const block = s.getParent();
    if (!block || !n.getAncestors().includes(block)) return false;
    const then = s.getThenStatement();
    return (
      Node.isReturnStatement(then) ||
      Node.isThrowStatement(then) ||
      descendantsOfKind(then, SyntaxKind.ReturnStatement).length > 0 ||
      descendantsOfKind(then, SyntaxKind.ThrowStatement).length > 0
    );
  });
}

/**
 * `checkedBefore` on a path as text. With `absenceExits`, a branch that leaves the function on the
 * path's own absence-or-emptiness test (`if (!x.results || x.results.length === 0) return …`) counts
 * too: that test is a fallback read of its own, judged where it stands.
 */
function checkedBeforeText(n: Node, text: string, absenceExits: boolean): boolean {
  const fn = n.getFirstAncestor(
    (a) =>
      Node.isFunctionDeclaration(a) ||
      Node.isMethodDeclaration(a) ||
      Node.isArrowFunction(a) ||
      Node.isFunctionExpression(a),
  );
  if (!fn) return false;
  const root = text.split(/[.[(]/)[0]!;
  // assertSuccess(response, "…"), ensureOk(res): a statement that throws unless the answer is good
  const asserted = descendantsOfKind(fn, SyntaxKind.ExpressionStatement).some((st) => {
    if (st.getEnd() > n.getStart()) return false;
    const c = unwrap(st.getExpression());
    const call = Node.isAwaitExpression(c) ? unwrap(c.getExpression()) : c;
    if (!Node.isCallExpression(call)) return false;
    const name = call.getExpression().getText().split(".").pop() ?? "";
    return (
      /^(assert|ensure|expect|throwIf|throwUnless|check)[A-Z_]?\w*$/.test(name) &&
      call.getArguments().some((a) => unwrap(a).getText() === root)
    );
  });
  if (asserted) return true;
  return descendantsOfKind(fn, SyntaxKind.IfStatement).some((s) => {
    if (s.getEnd() > n.getStart()) return false;
    const cond = s.getExpression();
    const validated = descendantsOfKind(cond, SyntaxKind.CallExpression).some((c) =>
      c.getArguments().some((a) => unwrap(a).getText() === root),
    );
    if (!validated && !cond.getText().replace(/\?\./g, ".").includes(text)) return false;
    const then = s.getThenStatement();
    const missing = absenceExits ? missingOrEmpty(cond) : undefined;
    return (
      Node.isThrowStatement(then) ||
      descendantsOfKind(then, SyntaxKind.ThrowStatement).length > 0 ||
      /\bisError\s*:\s*true\b/.test(then.getText()) ||
      (!!missing &&
        unwrap(missing).getText().replace(/\?\./g, ".") === text &&
        (Node.isReturnStatement(then) || descendantsOfKind(then, SyntaxKind.ReturnStatement).length > 0))
    );
  });
}

/** `console.warn(…, body.warnings ?? [])`, or `const warnings = body.warnings ?? []` used only in log calls. */
function onlyLogged(n: Node): boolean {
  const logged = (x: Node) =>
    x.getAncestors().some((a) => Node.isCallExpression(a) && LOG_CALL.test(a.getExpression().getText()));
  if (logged(n)) return true;
  const d = outermost(n).getParent();
  if (!d || !Node.isVariableDeclaration(d) || !Node.isIdentifier(d.getNameNode())) return false;
  const refs = findReferences(d.getNameNode()).filter((r) => r !== d.getNameNode());
  return refs.length > 0 && refs.every(logged);
}

/**
 * `results.filter((r) => r.content?.text).map((r) => ({ snippet: r.content?.text || "" }))`: the
 * entries without the value were dropped before this callback, so the fallback never applies.
 */
function filteredBefore(read: Node): boolean {
  if (!isLookup(read)) return false;
  const fn = read.getFirstAncestor((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a));
  const param = fn ? (fn as unknown as { getParameters(): Node[] }).getParameters()[0] : undefined;
  const call = fn?.getParent();
  if (!param || !call || !Node.isCallExpression(call)) return false;
  const callee = call.getExpression();
  // `.filter((r) => r.name).map(…)`, and a second pick after it: `.filter((r) => r.name).filter((r) => (r.name ?? "")…)`
  if (
    !Node.isPropertyAccessExpression(callee) ||
    !/^(map|flatMap|forEach|filter|find|some|every)$/.test(callee.getName())
  )
    return false;
  const prev = unwrap(callee.getExpression());
  const prevCallee = Node.isCallExpression(prev) ? prev.getExpression() : undefined;
  const pred = Node.isCallExpression(prev) ? prev.getArguments()[0] : undefined;
  if (
    !prevCallee ||
    !Node.isPropertyAccessExpression(prevCallee) ||
    prevCallee.getName() !== "filter" ||
    !pred ||
    !(Node.isArrowFunction(pred) || Node.isFunctionExpression(pred))
  )
    return false;
  const pathFrom = (text: string, name: string) =>
    text.replace(/\?\./g, ".").replace(new RegExp(`^${name.replace(/[$]/g, "\\$")}\\.`), "");
  const mine = pathFrom(unwrap(read).getText(), (param as unknown as { getName(): string }).getName());
  const predParam = pred.getParameters()[0];
  if (!predParam || mine.includes("(")) return false;
  const predName = predParam.getName();
  const body = pred.getBody().getText().replace(/\?\./g, ".");
  return new RegExp(`(^|[^\\w$.])${predName.replace(/[$]/g, "\\$")}\\.${mine.replace(/[.$]/g, "\\$&")}(?![\\w$])`).test(
    body,
  );
}

/** The key a read uses: `r.Anzahl`, `r["Schulgemeinde"]` (numeric indexes are not keys). */
function readKey(n: Node): { key: string; base: Node } | undefined {
  if (Node.isPropertyAccessExpression(n)) return { key: n.getName(), base: n.getExpression() };
  if (Node.isElementAccessExpression(n)) {
    const k = constString(n.getArgumentExpression());
    return k && !/^\d+$/.test(k.value) ? { key: k.value, base: n.getExpression() } : undefined;
  }
  return undefined;
}

/** `a ?? b ?? c` nests to the left: the last read of the left operand is the one next to the right. */
function rightmost(n: Node): Node {
  const u = unwrap(n);
  if (Node.isBinaryExpression(u) && /^(\?\?|\|\|)$/.test(u.getOperatorToken().getText()))
    return rightmost(u.getRight());
  return u;
}

function isWriteTarget(n: Node): boolean {
  const p = n.getParent();
  return (
    !!p && Node.isBinaryExpression(p) && p.getOperatorToken().getKind() === SyntaxKind.EqualsToken && p.getLeft() === n
  );
}

/** The named function around a node (callbacks belong to the function that holds them). */
function enclosingFunction(n: Node): Node {
  for (const a of n.getAncestors()) {
    if (Node.isFunctionDeclaration(a) || Node.isMethodDeclaration(a)) return a;
    if ((Node.isArrowFunction(a) || Node.isFunctionExpression(a)) && Node.isVariableDeclaration(a.getParent() ?? a))
      return a;
  }
  return n.getSourceFile();
}

/** A collision check in the normalising function: something is looked up, and something is thrown. */
function checksCollisions(fn: Node): boolean {
  const text = fn.getText();
  return /\bthrow\b/.test(text) && /\.has\(|\.includes\(|\.indexOf\(|\.size\b|\bin\b/.test(text);
}

/** `Number(x)`, `parseInt(x)`, `+x`: the converted operand and the kind of conversion. */
function conversion(n: Node): { operand: Node; kind: "whole" | "leading-digits" } | undefined {
  const u = unwrap(n);
  if (Node.isCallExpression(u) && NUM_CALL.test(u.getExpression().getText()) && u.getArguments()[0])
    return {
      operand: u.getArguments()[0]!,
      kind: LEADING_DIGITS.test(u.getExpression().getText()) ? "leading-digits" : "whole",
    };
  if (Node.isPrefixUnaryExpression(u) && u.getOperatorToken() === SyntaxKind.PlusToken)
    return { operand: u.getOperand(), kind: "whole" };
  return undefined;
}

/**
 * A conversion of text to a number: `Number(x)`, `parseFloat(x)`, `+x`, a variable initialised
 * with one, or a list mapped through one (`xs.map(Number)`, `xs.map((x) => parseInt(x))`).
 */
function isConverted(n: Node, depth = 0): boolean {
  const u = unwrap(n);
  if (conversion(u)) return true;
  if (depth > 3) return false;
  if (Node.isIdentifier(u)) {
    const d = declarationsOf(u)[0];
    const init = d && Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
    if (init) return isConverted(init, depth + 1);
    // a callback's parameter: the elements of a list mapped through a conversion
    const fn = d && Node.isParameterDeclaration(d) ? d.getParent() : undefined;
    const call = fn?.getParent();
    if (call && Node.isCallExpression(call)) {
      const callee = call.getExpression();
      if (Node.isPropertyAccessExpression(callee)) return isConverted(callee.getExpression(), depth + 1);
    }
    return false;
  }
  if (Node.isCallExpression(u)) {
    const callee = u.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) return false;
    const m = callee.getName();
    if (m === "map") {
      const cb = u.getArguments()[0] ? unwrap(u.getArguments()[0]!) : undefined;
      if (cb && NUM_CALL.test(cb.getText())) return true;
      if (cb && (Node.isArrowFunction(cb) || Node.isFunctionExpression(cb))) {
        const body = cb.getBody();
        return Node.isBlock(body)
          ? descendantsOfKind(body, SyntaxKind.ReturnStatement).some(
              (r) => !!r.getExpression() && isConverted(r.getExpression()!, depth + 1),
            )
          : isConverted(body, depth + 1);
      }
      return false;
    }
    if (/^(filter|slice|sort|toSorted|concat|reverse)$/.test(m)) return isConverted(callee.getExpression(), depth + 1);
  }
  return false;
}

/**
 * Every `return` of the branch gives back the text the tested number was parsed from (`const ts =
 * parseInt(raw, 10); if (isNaN(ts)) return raw;`, `String(raw)`): the value is shown as it came, not
 * dropped, and the branch has no `continue`.
 */
function returnsRawText(then: Node, tested: Node): boolean {
  const u = unwrap(tested);
  const d = Node.isIdentifier(u) ? declarationsOf(u)[0] : undefined;
  const init = d && Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
  const raw = conversion(init ?? u)?.operand;
  if (!raw || Node.isContinueStatement(then) || descendantsOfKind(then, SyntaxKind.ContinueStatement).length)
    return false;
  const rets = Node.isReturnStatement(then) ? [then] : descendantsOfKind(then, SyntaxKind.ReturnStatement);
  const text = unwrap(raw).getText();
  return (
    rets.length > 0 &&
    rets.every((r) => {
      const e = r.getExpression() ? unwrap(r.getExpression()!) : undefined;
      if (!e) return false;
      const inner = Node.isCallExpression(e) && /^String$/.test(e.getExpression().getText()) ? e.getArguments()[0] : e;
      return !!inner && unwrap(inner).getText() === text;
    })
  );
}

const EQUALITY = new Set(["===", "==", "!==", "!="]);

/**
 * The number `n` computes is only tested for equality with another value: `Number(r.day) === day`, or
 * a variable holding it whose every use is such a test. The other side is not the 0 a missing value
 * becomes (`Number(x) === 0` does count the missing as zero).
 */
function comparedOnly(n: Node): boolean {
  const equality = (e: Node): boolean => {
    const cur = outermost(e);
    const p = cur.getParent();
    if (!p || !Node.isBinaryExpression(p) || !EQUALITY.has(p.getOperatorToken().getText())) return false;
    return !isZero(p.getLeft() === cur ? p.getRight() : p.getLeft());
  };
  if (equality(n)) return true;
  const d = outermost(n).getParent();
  if (!d || !Node.isVariableDeclaration(d) || d.getInitializer() !== outermost(n)) return false;
  const name = d.getNameNode();
  if (!Node.isIdentifier(name)) return false;
  const scope = d.getFirstAncestor(isFunctionLike) ?? d.getSourceFile();
  const uses = descendantsOfKind(scope, SyntaxKind.Identifier).filter(
    (i) => i !== name && i.getText() === name.getText() && declarationsOf(i)[0] === d,
  );
  return uses.length > 0 && uses.every(equality);
}

function isZero(n: Node): boolean {
  const u = unwrap(n);
  return (
    (Node.isNumericLiteral(u) && Number(u.getLiteralValue()) === 0) ||
    ((Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u)) && u.getLiteralValue() === "0")
  );
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
  if (/^(isFinite|Number\.isFinite|Number\.isInteger|Number\.isSafeInteger)$/.test(callee))
    return { arg: u.getArguments()[0]!, trueWhenNaN: negated };
  return undefined;
}

/** Whether the function around `n` (or the tool code it sits in) reports a count of left-out rows. */
function countsExcluded(n: Node): boolean {
  const fn = n.getFirstAncestor(
    (a) =>
      Node.isFunctionDeclaration(a) ||
      Node.isMethodDeclaration(a) ||
      ((Node.isArrowFunction(a) || Node.isFunctionExpression(a)) && !Node.isCallExpression(a.getParent() ?? a)),
  );
  const scope = fn ?? n.getSourceFile();
  for (const p of [
    ...descendantsOfKind(scope, SyntaxKind.PropertyAssignment),
    ...descendantsOfKind(scope, SyntaxKind.ShorthandPropertyAssignment),
  ]) {
    if (EXCLUDED_COUNT.test(p.getName())) return true;
    if (
      Node.isPropertyAssignment(p) &&
      (p.getInitializer() ? descendantsOfKind(p.getInitializer()!, SyntaxKind.Identifier) : []).some((i) =>
        EXCLUDED_COUNT.test(i.getText()),
      )
    )
      return true;
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
    else if (
      Node.isBinaryExpression(cur) &&
      child === cur.getRight() &&
      cur.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken
    )
      cond = cur.getLeft();
    if (cond?.getText().includes(text) && (!needRegex || /\.test\(|\.match\(/.test(cond.getText()))) return true;
    if (Node.isFunctionDeclaration(cur) || Node.isMethodDeclaration(cur)) break;
  }
  return false;
}

/** The accumulator of the `reduce` callback around it: `isNaN(n) ? sum : sum + n` drops the row. */
function isAccumulator(n: Node): boolean {
  const u = unwrap(n);
  if (!Node.isIdentifier(u)) return false;
  const fn = u.getFirstAncestor((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a));
  const call = fn?.getParent();
  if (!fn || !call || !Node.isCallExpression(call) || !/\.reduce(Right)?$/.test(call.getExpression().getText()))
    return false;
  return (fn as unknown as { getParameters(): Node[] }).getParameters()[0]?.getText() === u.getText();
}

// ---------------------------------------------------------------- fate of a read value

type Fate = "result" | "loop" | "dropped";

/** What happens to a value: it reaches a result object or return, drives a paging loop, or is dropped. */
function fate(n: Node, depth: number): Fate {
  if (depth > 4) return "result";
  let cur = n;
  for (;;) {
    const p = cur.getParent();
    if (!p) return "dropped";
    if (
      Node.isParenthesizedExpression(p) ||
      Node.isAsExpression(p) ||
      Node.isNonNullExpression(p) ||
      Node.isAwaitExpression(p) ||
      Node.isPrefixUnaryExpression(p) ||
      Node.isTemplateSpan(p) ||
      Node.isTemplateExpression(p) ||
      Node.isArrayLiteralExpression(p) ||
      Node.isSpreadElement(p)
    ) {
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
    if (Node.isConditionalExpression(p) || Node.isPropertyAccessExpression(p) || Node.isElementAccessExpression(p)) {
      cur = p;
      continue;
    }
    if (
      Node.isPropertyAssignment(p) ||
      Node.isShorthandPropertyAssignment(p) ||
      Node.isSpreadAssignment(p) ||
      Node.isReturnStatement(p)
    )
      return "result";
    if (Node.isArrowFunction(p) && p.getBody() === cur) return "result";
    if (Node.isCallExpression(p)) {
      if (p.getExpression() === cur) return "dropped";
      if (LOG_CALL.test(p.getExpression().getText())) return "dropped";
      cur = p;
      continue;
    }
    if (Node.isVariableDeclaration(p))
      return Node.isIdentifier(p.getNameNode()) ? variableFate(p.getNameNode(), depth) : "result";
    if (Node.isBindingElement(cur)) return variableFate(cur.getNameNode(), depth);
    if (Node.isWhileStatement(p) || Node.isDoStatement(p) || (Node.isForStatement(p) && p.getCondition() === cur))
      return "loop";
    if (Node.isIfStatement(p) && p.getExpression() === cur) {
      const branch = p.getThenStatement();
      // `while (true) { …; const next = res.headers.get("x-next-page"); if (!next) break; … }`: the signal ends the paging loop
      if (breaksLoop(p, branch)) return "loop";
      const acts =
        descendantsOfKind(branch, SyntaxKind.ReturnStatement).length > 0 ||
        descendantsOfKind(branch, SyntaxKind.BinaryExpression).some(
          (b) => b.getOperatorToken().getKind() === SyntaxKind.EqualsToken,
        ) ||
        /\.push\(/.test(branch.getText());
      return acts ? "result" : "dropped";
    }
    return "dropped";
  }
}

/** The branch leaves the loop the `if` stands in (`break`), with no function boundary between them. */
function breaksLoop(stmt: Node, branch: Node): boolean {
  const loop = stmt.getFirstAncestor(
    (a) =>
      Node.isWhileStatement(a) ||
      Node.isDoStatement(a) ||
      Node.isForStatement(a) ||
      Node.isForOfStatement(a) ||
      Node.isForInStatement(a) ||
      isFunctionLike(a),
  );
  if (!loop || isFunctionLike(loop)) return false;
  return Node.isBreakStatement(branch) || (Node.isBlock(branch) && branch.getStatements().some(Node.isBreakStatement));
}

function variableFate(name: Node, depth: number): Fate {
  const decl = declarationsOf(name)[0];
  if (!decl) return "dropped";
  const scope =
    decl.getFirstAncestor(
      (a) =>
        Node.isFunctionDeclaration(a) ||
        Node.isMethodDeclaration(a) ||
        Node.isArrowFunction(a) ||
        Node.isFunctionExpression(a),
    ) ?? decl.getSourceFile();
  // `{ total }` names the property, not the variable: match shorthand properties by name
  const refs = descendantsOfKind(scope, SyntaxKind.Identifier).filter(
    (i) =>
      i !== name &&
      i.getText() === name.getText() &&
      (Node.isShorthandPropertyAssignment(i.getParent()!) || declarationsOf(i)[0] === decl),
  );
  let best: Fate = "dropped";
  for (const r of refs) {
    const f = Node.isShorthandPropertyAssignment(r.getParent()!) ? "result" : fate(r, depth + 1);
    if (f === "loop") return "loop";
    if (f === "result") best = "result";
  }
  return best;
}

/** Where a fallback's value is read: a key lookup, only logged, checked or filtered before. */
function readContext(at: Node, value: Node) {
  return {
    lookup: isLookup(value) || heldLookup(value),
    loggedOnly: onlyLogged(at),
    checkedEarlier: checkedBefore(at, value),
    filteredEarlier: filteredBefore(value),
    ...(reachesOnlyErrors(at) || insideOwnFailureBranch(at, value) ? { errorsOnly: true } : {}),
  };
}

/**
 * `if (data.error) return { content: [{ text: data.error }, { text: JSON.stringify(data.results || []) }] }`:
 * the default sits in the branch where the answer itself said it failed, and the result shows that
 * failure; a missing key there is part of the failed answer, not a changed shape passed off as empty.
 */
function insideOwnFailureBranch(at: Node, value: Node): boolean {
  let base: Node = unwrap(value);
  while (Node.isPropertyAccessExpression(base) || Node.isElementAccessExpression(base))
    base = unwrap(base.getExpression());
  if (!Node.isIdentifier(base)) return false;
  const name = base.getText();
  for (let child: Node = at, parent = at.getParent(); parent; child = parent, parent = parent.getParent()) {
    if (isFunctionLike(parent)) return false;
    if (
      Node.isIfStatement(parent) &&
      child === parent.getThenStatement() &&
      isFailureCheck(parent.getExpression(), false) &&
      failureSubject(parent.getExpression()) === name
    ) {
      // the branch shows the answer's failure in what it returns
      return descendantsOfKind(parent.getThenStatement(), SyntaxKind.ReturnStatement).some((r) =>
        descendantsOfKind(r, SyntaxKind.PropertyAccessExpression).some(
          (p) =>
            Node.isPropertyAccessExpression(p) &&
            p.getExpression().getText() === name &&
            /^(error|errors|message)$/.test(p.getName()),
        ),
      );
    }
  }
  return false;
}

/**
 * The function that parses a GraphQL answer turns its `errors` into a failure before handing the data on
 * (`if (json.errors?.length) throw …`): a selected key that is missing then arrives as that failure. A
 * client library (an SDK result) that throws on errors does so itself.
 */
function graphqlErrorsFail(parse: Node): boolean {
  const fn = parse.getFirstAncestor((a) => isFunctionLike(a));
  if (!fn) return false;
  return descendantsOfKind(fn, SyntaxKind.IfStatement).some(
    (s) =>
      s.getStart() > parse.getStart() &&
      /\berrors\b/.test(s.getExpression().getText()) &&
      (Node.isThrowStatement(s.getThenStatement()) ||
        descendantsOfKind(s.getThenStatement(), SyntaxKind.ThrowStatement).length > 0 ||
        /\bisError\s*:\s*true\b/.test(s.getThenStatement().getText())),
  );
}

// ---------------------------------------------------------------- callers of a record a helper returns

const consumerMemo = new WeakMap<Node, Map<string, Node[] | undefined>>();

/**
 * `run() { …; const lastID = r.insertId || 0; return { changes, lastID } }`: where the callers of the function
 * that returns the record built at `at` use its field `field` — a read of that key, or the whole value handed on
 * (returned, passed, serialised). A call whose value is dropped (`await db.run(…)`) or of which only other keys
 * are read (`res.changes`) uses nothing; a wrapper that returns the call is followed to its own callers.
 * Undefined when not followed: the record is not what the function returns on every path, or a caller is not a call.
 */
function fieldConsumers(at: Node, field: string): Node[] | undefined {
  const fn = at.getFirstAncestor((a) => isFunctionLike(a));
  if (!fn) return undefined;
  let byField = consumerMemo.get(fn);
  if (!byField) {
    byField = new Map();
    consumerMemo.set(fn, byField);
  }
  if (byField.has(field)) return byField.get(field);
  const returns = descendantsOfKind(fn, SyntaxKind.ReturnStatement).filter(
    (r) => r.getFirstAncestor((a) => isFunctionLike(a)) === fn,
  );
  const literal = (e: Node | undefined) => {
    const u = e ? unwrap(e) : undefined;
    return (
      !!u &&
      Node.isObjectLiteralExpression(u) &&
      u
        .getProperties()
        .some(
          (x) =>
            (Node.isPropertyAssignment(x) || Node.isShorthandPropertyAssignment(x)) &&
            x.getName().replace(/^["']|["']$/g, "") === field,
        ) &&
      !u.getProperties().some((x) => Node.isSpreadAssignment(x))
    );
  };
  const own =
    returns.length > 0 && returns.every((r) => literal((r as import("ts-morph").ReturnStatement).getExpression()));
  const out = own ? callerUses(fn, field, 0) : undefined;
  byField.set(field, out);
  return out;
}

/** The name nodes a function is called by: its own name, and for a class method the member of the interfaces and base classes it implements. */
function calleeNames(fn: Node): Node[] {
  const names: Node[] = [];
  if (Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn)) {
    const n = fn.getNameNode();
    if (n) names.push(n);
  } else {
    const decl = fn.getParent();
    if (decl && Node.isVariableDeclaration(decl) && Node.isIdentifier(decl.getNameNode()))
      names.push(decl.getNameNode());
    if (decl && Node.isPropertyAssignment(decl)) names.push(decl.getNameNode());
  }
  if (Node.isMethodDeclaration(fn)) {
    const cls = fn.getParent();
    if (Node.isClassDeclaration(cls)) {
      const heritage = [...cls.getImplements(), ...(cls.getExtends() ? [cls.getExtends()!] : [])];
      for (const h of heritage)
        for (const d of declarationsOf(h.getExpression())) {
          if (!Node.isInterfaceDeclaration(d) && !Node.isClassDeclaration(d)) continue;
          for (const m of d.getMembers())
            if (
              (Node.isMethodSignature(m) || Node.isMethodDeclaration(m) || Node.isPropertySignature(m)) &&
              m.getName() === fn.getName()
            )
              names.push(m.getNameNode());
        }
    }
  }
  return names;
}

function callerUses(fn: Node, field: string, depth: number): Node[] | undefined {
  if (depth > 3) return undefined;
  const names = calleeNames(fn);
  if (!names.length) return undefined;
  const refs = names.flatMap((n) => findReferences(n));
  const out: Node[] = [];
  let calls = 0;
  for (const ref of refs) {
    const p = ref.getParent();
    if (!p) return undefined;
    if (Node.isImportSpecifier(p) || Node.isExportSpecifier(p) || Node.isImportClause(p)) continue;
    let call: Node | undefined;
    if (Node.isCallExpression(p) && p.getExpression() === ref) call = p;
    else if (Node.isPropertyAccessExpression(p) && p.getNameNode() === ref) {
      const c = p.getParent();
      if (c && Node.isCallExpression(c) && c.getExpression() === p) call = c;
    }
    if (!call) return undefined;
    calls++;
    let cur: Node = call;
    let up = cur.getParent();
    while (
      up &&
      (Node.isAwaitExpression(up) ||
        Node.isParenthesizedExpression(up) ||
        Node.isAsExpression(up) ||
        Node.isNonNullExpression(up))
    ) {
      cur = up;
      up = up.getParent();
    }
    if (!up) return undefined;
    if (Node.isExpressionStatement(up) || Node.isVoidExpression(up)) continue;
    if (Node.isReturnStatement(up) || (Node.isArrowFunction(up) && up.getBody() === cur)) {
      const outer = Node.isArrowFunction(up) ? up : up.getFirstAncestor((a) => isFunctionLike(a));
      const more = outer ? callerUses(outer, field, depth + 1) : undefined;
      if (!more) return undefined;
      out.push(...more);
      continue;
    }
    if (Node.isPropertyAccessExpression(up) && up.getExpression() === cur) {
      if (up.getName() === field) out.push(up);
      continue;
    }
    if (Node.isVariableDeclaration(up) && up.getInitializer() === cur) {
      const name = up.getNameNode();
      if (Node.isObjectBindingPattern(name)) {
        for (const el of name.getElements())
          if (el.getDotDotDotToken() || (el.getPropertyNameNode()?.getText() ?? el.getName()) === field) out.push(el);
        continue;
      }
      if (!Node.isIdentifier(name)) return undefined;
      for (const r of findReferences(name)) {
        const rp = r.getParent();
        if (rp && Node.isPropertyAccessExpression(rp) && rp.getExpression() === r) {
          if (rp.getName() === field) out.push(rp);
          continue;
        }
        out.push(r);
      }
      continue;
    }
    out.push(cur);
  }
  return calls ? out : undefined;
}
