/**
 * What a sort comparator orders by, read from its syntax: the keys of a two-argument comparator
 * (`b.score - a.score || a.id.localeCompare(b.id)`, a block of returns, one-line and switch
 * accessors), one order per branch on the caller's choice, and a score the code computes for each
 * entry. Which keys count as unique is the caller's to say (`unique`): the rule owns that list.
 */
import { Node, SyntaxKind } from "../morph.js";
import { descendantsOfKind } from "./node-index.js";
import { declarationsOf, functionOf, isFunctionLike, symbolOf, unwrap } from "./resolve.js";

/** The orders a comparator can apply: one per branch on something other than its two arguments, else one. */
export function comparatorOrders(cmp: Node, unique: (key: string) => boolean): string[][] {
  const params = (cmp as unknown as { getParameters?(): Node[] }).getParameters?.() ?? [];
  const body = (cmp as unknown as { getBody?(): Node | undefined }).getBody?.();
  if (params.length !== 2 || !body) return [];
  const names = new Set(params.map((p) => (p as unknown as { getName(): string }).getName()));
  const branchesOnCaller =
    Node.isBlock(body) &&
    descendantsOfKind(body, SyntaxKind.IfStatement).some(
      (i) =>
        !descendantsOfKind(i.getExpression(), SyntaxKind.Identifier).some((id) => names.has(id.getText())) &&
        !names.has(i.getExpression().getText()),
    );
  if (!branchesOnCaller) {
    const keys = comparatorKeys(cmp, unique);
    return keys ? [keys] : [];
  }
  const out: string[][] = [];
  for (const r of descendantsOfKind(body, SyntaxKind.ReturnStatement)) {
    if (r.getFirstAncestor((a) => isFunctionLike(a)) !== cmp || !r.getExpression()) continue;
    const keys: string[] = [];
    let ok = true;
    for (const term of orTerms(r.getExpression()!)) {
      const k = keyRead(term, names, unique);
      if (!k) ok = false;
      else if (keys.at(-1) !== k) keys.push(k);
    }
    if (ok && keys.length) out.push(keys);
  }
  return out;
}

/**
 * The keys a two-argument comparator orders by, in order: the terms of an `a.x - b.x || …` chain,
 * or the returns of a block (`if (a.x !== b.x) return …; return …`), each reading exactly one
 * property of both arguments, directly or through a one-line accessor (`rank(b) - rank(a)`).
 * Undefined for anything else (a term reading several keys).
 */
export function comparatorKeys(cmp: Node, unique: (key: string) => boolean): string[] | undefined {
  const params = (cmp as unknown as { getParameters?(): Node[] }).getParameters?.() ?? [];
  if (params.length !== 2) return undefined;
  const names = new Set(params.map((p) => (p as unknown as { getName(): string }).getName()));
  const body = (cmp as unknown as { getBody?(): Node | undefined }).getBody?.();
  if (!body) return undefined;
  const returned = Node.isBlock(body)
    ? descendantsOfKind(body, SyntaxKind.ReturnStatement)
        .filter((r) => r.getFirstAncestor((a) => isFunctionLike(a)) === cmp)
        .map((r) => r.getExpression())
    : [body];
  const keys: string[] = [];
  for (const e of returned) {
    if (!e) return undefined;
    for (const term of orTerms(e)) {
      const k = keyRead(term, names, unique);
      if (!k) return undefined;
      if (keys.at(-1) !== k) keys.push(k);
    }
  }
  // a block's returns need not come in key priority (`if (a.score === b.score) return a.id…; return b.score - a.score`):
  // with a unique key anywhere among them, the order is not judged
  if (Node.isBlock(body) && keys.some((k) => unique(k.split(".").pop()!))) return undefined;
  return keys.length ? keys : undefined;
}

/** `x || y || z` → [x, y, z]; anything else → [it]. */
export function orTerms(e: Node): Node[] {
  const u = unwrap(e);
  if (Node.isBinaryExpression(u) && u.getOperatorToken().getKind() === SyntaxKind.BarBarToken)
    return [...orTerms(u.getLeft()), ...orTerms(u.getRight())];
  return [u];
}

/**
 * The one key a term reads from the comparator's arguments: `score` in `b.score - a.score`,
 * `stats.score` in `b.stats.score - a.stats.score`, `title` in `a.title.localeCompare(b.title)`.
 */
export function keyRead(
  term: Node,
  params: Set<string>,
  unique: (key: string) => boolean,
  depth = 0,
): string | undefined {
  const keys = new Set<string>();
  for (const pa of [
    ...descendantsOfKind(term, SyntaxKind.PropertyAccessExpression),
    ...(Node.isPropertyAccessExpression(term) ? [term] : []),
  ]) {
    const base = unwrap(pa.getExpression());
    if (!Node.isIdentifier(base) || !params.has(base.getText())) continue;
    // the whole property path read from the argument (a method called on it is not part of the key)
    const path = [pa.getName()];
    for (
      let cur: Node = pa, p = pa.getParent();
      p && Node.isPropertyAccessExpression(p) && p.getExpression() === cur;
      cur = p, p = p.getParent()
    ) {
      const called = p.getParent();
      if (called && Node.isCallExpression(called) && called.getExpression() === p) break;
      path.push(p.getName());
    }
    keys.add(path.join("."));
  }
  // `a[field] - b[field]` with `field` the caller's choice: one key, whichever field it names (`[field]`);
  // `a["year"]` is the key `year`
  for (const ea of [
    ...descendantsOfKind(term, SyntaxKind.ElementAccessExpression),
    ...(Node.isElementAccessExpression(term) ? [term] : []),
  ]) {
    const base = unwrap(ea.getExpression());
    const index = ea.getArgumentExpression();
    if (!Node.isIdentifier(base) || !params.has(base.getText()) || !index) continue;
    const lit = unwrap(index);
    if (Node.isStringLiteral(lit) || Node.isNoSubstitutionTemplateLiteral(lit) || Node.isNumericLiteral(lit)) {
      // `a["year"]` is the key `year`; `a[1]` a position of a tuple entry, named by its index
      keys.add(lit.getLiteralText());
      continue;
    }
    // a constant field name (`const KEY = "year"`) is that key; any other name is the caller's pick
    const decl = Node.isIdentifier(lit) ? symbolOf(lit)?.getDeclarations()[0] : undefined;
    const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
    if (init && (Node.isStringLiteral(init) || Node.isNumericLiteral(init))) keys.add(init.getLiteralText());
    else keys.add(`[${lit.getText()}]`);
  }
  // `const av = a[field]` inside the comparator, then `av < bv ? -1 : 1`: the key the local was read from
  if (depth < 2)
    for (const id of [...descendantsOfKind(term, SyntaxKind.Identifier), ...(Node.isIdentifier(term) ? [term] : [])]) {
      if (params.has(id.getText())) continue;
      const decl = symbolOf(id)?.getDeclarations()[0];
      const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
      if (!init || decl!.getFirstAncestor((a) => isFunctionLike(a)) !== term.getFirstAncestor((a) => isFunctionLike(a)))
        continue;
      const k = keyRead(init, params, unique, depth + 1);
      if (k) keys.add(k);
    }
  // `rank(b) - rank(a)` with `const rank = (r) => r.score ?? 0`: the key the accessor reads
  if (depth < 2)
    for (const c of [
      ...descendantsOfKind(term, SyntaxKind.CallExpression),
      ...(Node.isCallExpression(term) ? [term] : []),
    ]) {
      const [only, ...rest] = c.getArguments();
      if (!only || rest.length || !Node.isIdentifier(unwrap(only)) || !params.has(unwrap(only).getText())) continue;
      const fn = functionOf(c.getExpression());
      const ps = (fn as unknown as { getParameters?(): Node[] } | undefined)?.getParameters?.() ?? [];
      const body = (fn as unknown as { getBody?(): Node | undefined } | undefined)?.getBody?.();
      if (ps.length !== 1 || !body) continue;
      const ret = Node.isBlock(body)
        ? body.getStatements().length === 1 && Node.isReturnStatement(body.getStatements()[0]!)
          ? (body.getStatements()[0] as unknown as { getExpression(): Node | undefined }).getExpression()
          : undefined
        : body;
      const own = new Set([(ps[0] as unknown as { getName(): string }).getName()]);
      const k = ret
        ? keyRead(ret, own, unique, depth + 1)
        : Node.isBlock(body)
          ? pickedKey(fn!, body, own, unique, depth)
          : undefined;
      if (k) keys.add(k);
    }
  return keys.size === 1 ? [...keys][0] : undefined;
}

/**
 * An accessor that returns one key of its argument per case of a switch on something else (`switch (sort)
 * { case "likes": return hit.likes ?? 0; … }`): the comparator orders by the key the caller picks
 * (`[sort]`), when every case reads one key and none is unique.
 */
export function pickedKey(
  fn: Node,
  body: Node,
  param: Set<string>,
  unique: (key: string) => boolean,
  depth: number,
): string | undefined {
  const sw = descendantsOfKind(body, SyntaxKind.SwitchStatement).find(
    (x) => x.getFirstAncestor((a) => isFunctionLike(a)) === fn,
  );
  if (!sw || !Node.isSwitchStatement(sw)) return undefined;
  const disc = unwrap(sw.getExpression());
  if (descendantsOfKind(disc, SyntaxKind.Identifier).some((i) => param.has(i.getText()))) return undefined;
  if (Node.isIdentifier(disc) && param.has(disc.getText())) return undefined;
  const rets = descendantsOfKind(body, SyntaxKind.ReturnStatement).filter(
    (r) => r.getFirstAncestor((a) => isFunctionLike(a)) === fn,
  );
  const keys = rets.map((r) => (r.getExpression() ? keyRead(r.getExpression()!, param, unique, depth + 1) : undefined));
  if (rets.length < 2 || keys.some((k) => !k || unique(k.split(".").pop()!))) return undefined;
  return `[${disc.getText()}]`;
}

/** A function whose value is a computed relevance: `scoreEntry`, `conditionMatchScore`, `rankOf`, `similarity`. */
export const SCORING_FN =
  /^(score|rank|relevance|similarity)[A-Z_]|(score|Score|rank|Rank|relevance|Relevance|similarity|Similarity)$/;

/**
 * The key of a comparator that orders by a score the code computes, with no other key: `b.s - a.s` where
 * the entries were built in the same function as `{ …, s: scoreEntry(…) }`, or `f(b…) - f(a…)` where `f`
 * is a scoring function called on each argument (directly or through a value read from it). Undefined
 * for anything else, and for a comparator with a second key.
 */
export function computedScore(cmp: Node, host: Node): string | undefined {
  const params = (cmp as unknown as { getParameters?(): Node[] }).getParameters?.() ?? [];
  const body = (cmp as unknown as { getBody?(): Node | undefined }).getBody?.();
  if (params.length !== 2 || !body) return undefined;
  const names = params.map((p) => (p as unknown as { getName(): string }).getName());
  let expr: Node | undefined = body;
  if (Node.isBlock(body)) {
    const returns = descendantsOfKind(body, SyntaxKind.ReturnStatement).filter(
      (r) => r.getFirstAncestor((a) => isFunctionLike(a)) === cmp,
    );
    if (returns.length !== 1) return undefined;
    expr = returns[0]!.getExpression();
  }
  const e = expr && unwrap(expr);
  if (!e || !Node.isBinaryExpression(e) || e.getOperatorToken().getKind() !== SyntaxKind.MinusToken) return undefined;
  const left = unwrap(e.getLeft());
  const right = unwrap(e.getRight());
  // `b.s - a.s`: a property of both arguments that the code filled with a scoring call
  if (Node.isPropertyAccessExpression(left) && Node.isPropertyAccessExpression(right)) {
    const key = left.getName();
    if (key !== right.getName()) return undefined;
    const bases = [unwrap(left.getExpression()).getText(), unwrap(right.getExpression()).getText()].sort();
    if (bases.join() !== [...names].sort().join()) return undefined;
    const filled = descendantsOfKind(host, SyntaxKind.PropertyAssignment).some((pa) => {
      if (pa.getName() !== key) return false;
      const init = pa.getInitializer() && unwrap(pa.getInitializer()!);
      return !!init && Node.isCallExpression(init) && SCORING_FN.test(calleeName(init));
    });
    return filled ? key : undefined;
  }
  // `score(b, q) - score(a, q)`, `matchScore(bConds, q) - matchScore(aConds, q)` with `const bConds = b.…`
  if (Node.isCallExpression(left) && Node.isCallExpression(right)) {
    const fnName = calleeName(left);
    if (!fnName || fnName !== calleeName(right) || !SCORING_FN.test(fnName)) return undefined;
    const reads = (c: Node, param: string) =>
      c.getDescendantsOfKind(SyntaxKind.Identifier).some((id) => id.getText() === param || derivedFrom(id, param, cmp));
    const [a, b] = names as [string, string];
    const ok = (reads(left, a) && reads(right, b)) || (reads(left, b) && reads(right, a));
    return ok ? fnName : undefined;
  }
  return undefined;
}

export function calleeName(call: Node): string {
  const c = (call as unknown as { getExpression(): Node }).getExpression();
  return Node.isPropertyAccessExpression(c) ? c.getName() : Node.isIdentifier(c) ? c.getText() : "";
}

/** `id` names a local of the comparator whose initializer reads `param` (`const bConds = b.conditions ?? []`). */
export function derivedFrom(id: Node, param: string, cmp: Node): boolean {
  return declarationsOf(id).some(
    (d) =>
      Node.isVariableDeclaration(d) &&
      d.getFirstAncestor((a) => isFunctionLike(a)) === cmp &&
      (d.getInitializer()?.getDescendantsOfKind(SyntaxKind.Identifier) ?? []).some((i) => i.getText() === param),
  );
}
