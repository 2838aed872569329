/**
 * Key origin (rule 13): whether the key a read names is one the server chose itself — a key of a map
 * it built with values as keys, or a name its own request asks the upstream to answer under (its SQL
 * select list, a field list it sends, its GraphQL selection). ADJUDICATION, rule 13: "Not rule 13: the
 * caller's own field names passed through, or keys of a map the code built itself (ids, DOIs)."
 */
import type { Selection } from "../../model/graphql.js";
import { requestNamesKey } from "../../model/own-keys.js";
import type { KeyReadUse, SourceLocation } from "../../model/types.js";
import type { Origin, ResponseFlow } from "./dataflow/response.js";
import { Node, type SourceFile, SyntaxKind } from "./morph.js";
import { constString } from "./syntax/const-eval.js";
import { locOf } from "./syntax/location.js";
import { descendantAtPos, descendantsOfKind } from "./syntax/node-index.js";
import { declarationsOf, functionOf, isFunctionLike, returnedExpressions, unwrap } from "./syntax/resolve.js";

type OwnKey = NonNullable<KeyReadUse["ownKey"]>;

export class KeyOrigins {
  private readonly byPath = new Map<string, SourceFile | undefined>();
  private readonly requestTexts = new WeakMap<Node, { items: string[]; texts: string[] }>();

  constructor(
    private readonly flow: ResponseFlow,
    private readonly sites: Map<string, Node>,
    private readonly files: readonly SourceFile[],
  ) {}

  /** Why `key`, read from `base` (whose origins are `os`), is the server's own key; undefined when it is the upstream's. */
  ownKey(key: string, base: Node, os: Origin[], fromBase = true): OwnKey | undefined {
    const built = fromBase ? this.builtMap(unwrap(base), 0) : undefined;
    if (built) return { how: "built-map", location: locOf(built) };
    for (const o of os) {
      if (o.graphql && "at" in o.graphql && selectsAnywhere(o.graphql.selection, key))
        return { how: "request", location: locOf(o.graphql.at) };
      for (const call of this.requestCalls(o)) {
        const { items, texts } = this.textsOf(call);
        if (requestNamesKey(key, items, texts)) return { how: "request", location: locOf(call) };
      }
    }
    return undefined;
  }

  /**
   * `Object.fromEntries(rows.map((r) => [r.name, r.value]))`, `rows.reduce((acc, r) => { acc[r.id] = r; … }, {})`:
   * a map keyed by values of the entries, reached through locals and project helpers that return it.
   */
  private builtMap(u: Node, depth: number): Node | undefined {
    if (depth > 3) return undefined;
    if (Node.isIdentifier(u)) {
      for (const d of declarationsOf(u)) {
        if (!Node.isVariableDeclaration(d) || !Node.isIdentifier(d.getNameNode())) continue;
        const init = d.getInitializer();
        const m = init && this.builtMap(unwrap(init), depth + 1);
        if (m) return m;
      }
      return undefined;
    }
    if (!Node.isCallExpression(u)) return undefined;
    const callee = unwrap(u.getExpression());
    const arg = u.getArguments()[0];
    if (callee.getText() === "Object.fromEntries" && arg)
      return !rekeysRows(arg) && pairKeys(arg).some((k) => this.isEntryValue(k)) ? u : undefined;
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "reduce" && arg && !rekeysRows(u)) {
      const cb = unwrap(arg);
      if (isFunctionLike(cb) && reducerKeys(cb).some((k) => this.isEntryValue(k))) return u;
      return undefined;
    }
    const fn = functionOf(callee);
    if (fn && this.files.includes(fn.getSourceFile()))
      for (const e of returnedExpressions(fn)) {
        const m = this.builtMap(unwrap(e), depth + 1);
        if (m) return m;
      }
    return undefined;
  }

  /** A key expression that is a value read from an entry of an answer (`r.name`, `String(e.id).trim()`). */
  private isEntryValue(k: Node): boolean {
    return this.flow.origins(k).some((o) => o.level === "field");
  }

  /** The calls that sent the request an origin came from: the upstream call and the helper calls that return its answer (not those handed it). */
  private requestCalls(o: Origin): Node[] {
    const out: Node[] = [];
    const site = o.source.upstreamCall ? this.sites.get(o.source.upstreamCall) : undefined;
    if (site) out.push(site);
    for (const st of o.steps) {
      if (!/^returned (from|through) /.test(st.message)) continue;
      const n = this.nodeAt(st.location);
      const call = n && (Node.isCallExpression(n) ? n : n.getFirstAncestorByKind(SyntaxKind.CallExpression));
      if (call) out.push(call);
    }
    return out;
  }

  /** The string values a call's arguments carry, through locals (depth 3): list items and property values, and all texts. */
  private textsOf(call: Node): { items: string[]; texts: string[] } {
    let r = this.requestTexts.get(call);
    if (r) return r;
    r = { items: [], texts: [] };
    const seen = new Set<Node>();
    const visit = (n: Node, depth: number) => {
      const u = unwrap(n);
      if (seen.has(u) || depth > 3) return;
      seen.add(u);
      const c = constString(u);
      if (c) {
        r!.texts.push(c.value);
        const p = u.getParent();
        if (p && (Node.isArrayLiteralExpression(p) || Node.isPropertyAssignment(p))) r!.items.push(c.value);
        return;
      }
      if (Node.isIdentifier(u)) {
        for (const d of declarationsOf(u))
          if (Node.isVariableDeclaration(d) && this.files.includes(d.getSourceFile())) {
            const init = d.getInitializer();
            if (init) visit(init, depth + 1);
          }
        return;
      }
      if (Node.isArrayLiteralExpression(u)) for (const e of u.getElements()) visit(e, depth);
      else if (Node.isCallExpression(u)) for (const a of u.getArguments()) visit(a, depth);
      else if (Node.isSpreadElement(u)) visit(u.getExpression(), depth);
      else if (Node.isObjectLiteralExpression(u))
        for (const k of u.getProperties()) {
          if (Node.isPropertyAssignment(k)) {
            const init = k.getInitializer();
            if (init) visit(init, depth);
          } else if (Node.isShorthandPropertyAssignment(k)) visit(k.getNameNode(), depth);
          else if (Node.isSpreadAssignment(k)) visit(k.getExpression(), depth);
        }
    };
    if (Node.isCallExpression(call)) for (const a of call.getArguments()) visit(a, 0);
    this.requestTexts.set(call, r);
    return r;
  }

  private nodeAt(at: SourceLocation): Node | undefined {
    if (!this.byPath.has(at.file))
      this.byPath.set(
        at.file,
        this.files.find((f) => f.getFilePath().endsWith(`/${at.file}`)),
      );
    const sf = this.byPath.get(at.file);
    return sf
      ? descendantAtPos(sf, sf.compilerNode.getPositionOfLineAndCharacter(at.line - 1, at.column - 1))
      : undefined;
  }
}

/** The map is built from the keys of rows (`Object.entries(row)`, `Object.keys(row)`): the upstream's key set, re-keyed. */
function rekeysRows(n: Node): boolean {
  return /\bObject\.(entries|keys)\s*\(/.test(n.getText());
}

/** First elements of the pairs a `.map` callback returns (`[r.name, r.value]`), as handed to `Object.fromEntries`. */
function pairKeys(arg: Node): Node[] {
  const out: Node[] = [];
  for (const c of descendantsOfKind(unwrap(arg), SyntaxKind.ArrayLiteralExpression)) {
    const first = c.getElements()[0];
    if (first && c.getElements().length === 2) out.push(first);
  }
  return out;
}

/** Computed keys a reducer writes on its accumulator: `acc[r.id] = …`, `({ ...acc, [r.id]: … })`. */
function reducerKeys(cb: Node): Node[] {
  const out: Node[] = [];
  for (const e of descendantsOfKind(cb, SyntaxKind.ElementAccessExpression)) {
    const p = e.getParent();
    if (
      p &&
      Node.isBinaryExpression(p) &&
      p.getLeft() === e &&
      p.getOperatorToken().getKind() === SyntaxKind.EqualsToken
    )
      out.push(e.getArgumentExpression()!);
  }
  for (const c of descendantsOfKind(cb, SyntaxKind.ComputedPropertyName)) out.push(c.getExpression());
  return out.filter(Boolean);
}

/** Whether a GraphQL selection names `key` under any field. */
function selectsAnywhere(s: Selection, key: string, depth = 0): boolean {
  if (depth > 12) return false;
  if (s.fields.has(key)) return true;
  for (const sub of s.fields.values()) if (selectsAnywhere(sub, key, depth + 1)) return true;
  return !!s.any && selectsAnywhere(s.any, key, depth + 1);
}
