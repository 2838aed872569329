/** Lists formatted straight into a result's text: where an empty list would read as "", a bare header or "[]". */

import { LIST_KEY } from "../../../model/vocabulary.js";
import { Node, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { descendantsOfKind } from "../syntax/node-index.js";
import { findReferences as findRefs } from "../syntax/references.js";
import { assignmentsTo, declarationsOf, isFunctionLike, unwrap } from "../syntax/resolve.js";
import { type Bindings, isJsonCall, prop, resolve } from "./bindings.js";

/** A synthetic empty: the text an unformatted list gives when it is empty, the list, and where it is formatted. */
export interface DerivedList {
  text: string;
  list: string;
  at: Node;
  listNode: Node;
  awaited?: boolean;
  fanOut?: boolean;
}

/** The `case` clause or function a node stands in: where an emptiness test would belong to its path. */
export function scopeOf(n: Node): Node {
  return (
    n.getFirstAncestor((a) => Node.isCaseClause(a) || Node.isDefaultClause(a) || isFunctionLike(a)) ?? n.getSourceFile()
  );
}

/** Whether `scope` tests the emptiness of a list named like `list` (`x.length`, `x.size`, `!x.length`, `x.length > 0`). */
export function testsEmptiness(scope: Node, list: string, except?: Node): boolean {
  const name = list.split(".").at(-1) ?? list;
  return descendantsOfKind(scope, SyntaxKind.PropertyAccessExpression).some((pa) => {
    if (!/^(length|size)$/.test(pa.getName())) return false;
    // a count shown inside the formatted value itself (`{ count: items.length, items }`) tests nothing
    if (except && pa.getStart() >= except.getStart() && pa.getEnd() <= except.getEnd()) return false;
    const target = unwrap(pa.getExpression());
    const last = Node.isPropertyAccessExpression(target) ? target.getName() : target.getText();
    return last === name;
  });
}

/** `x.map(f).join("\n")`, `x.join(", ")`, `JSON.stringify(x.map(f))`: the list's name, as written. */
export const LIST_STEP = /^(map|filter|slice|flatMap|sort|reverse|concat)$/;

/**
 * A list formatted straight into text: `rows.map(fmt).join("\n")`, `JSON.stringify(rows.map(…))`, a
 * header pushed into an array before a loop over a list and joined. When the list is empty it reads
 * as "" , a bare header or "[]". Undefined when the list is a literal or nothing formats a list.
 */
export function unformattedList(n: Node): DerivedList | undefined {
  if (Node.isCallExpression(n) && isJsonCall(n)) {
    const arg = n.getArguments()[0];
    const list = arg ? (listBase(arg) ?? namedList(arg)) : undefined;
    if (list) return { text: "[]", list: list.getText(), listNode: list, at: n };
    // `JSON.stringify({ project, count: items.length, items: data.items })`: the list wrapped in an envelope
    const wrapped = arg ? wrappedList(unwrap(arg)) : undefined;
    return wrapped ? { ...wrapped, at: n } : undefined;
  }
  if (!Node.isCallExpression(n)) return undefined;
  const callee = n.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "join") return undefined;
  const recv = unwrap(callee.getExpression());
  const list = listBase(recv);
  if (list) return { text: "", list: list.getText(), listNode: list, at: n };
  // `const out = ["Results:"]; for (const r of rows) out.push(…); return out.join("\n")`
  if (!Node.isIdentifier(recv)) return undefined;
  const decl = declarationsOf(recv)[0];
  if (!decl || !Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode())) return undefined;
  const init = decl.getInitializer();
  if (!init || !Node.isArrayLiteralExpression(unwrap(init))) return undefined;
  const fn = decl.getFirstAncestor((a) => isFunctionLike(a));
  const header: string[] = (unwrap(init) as import("ts-morph").ArrayLiteralExpression)
    .getElements()
    .map((e) => constString(e)?.value ?? "${…}");
  let loop: { list: Node; at: Node } | undefined;
  for (const ref of findRefs(decl.getNameNode())) {
    const pa = ref.getParent();
    const call = pa?.getParent();
    if (
      !pa ||
      !call ||
      !Node.isPropertyAccessExpression(pa) ||
      pa.getName() !== "push" ||
      !Node.isCallExpression(call) ||
      call.getFirstAncestor((a) => isFunctionLike(a) && !isLoopCallback(a)) !== fn
    )
      continue;
    const over = enclosingLoop(call, fn);
    if (over) {
      loop ??= over;
      continue;
    }
    if (call.getFirstAncestor((a) => Node.isIfStatement(a) || Node.isConditionalExpression(a) || a === fn) !== fn)
      continue; // a conditional part
    header.push(...call.getArguments().map((a) => constString(a)?.value ?? "${…}"));
  }
  if (!loop) return undefined;
  const sep = constString(n.getArguments()[0])?.value ?? ",";
  return { text: header.join(sep), list: loop.list.getText(), listNode: loop.list, at: loop.at };
}

/**
 * An object literal that carries a record list under a list key (`{ query, items: data.items }`): when the
 * list is empty the envelope holds `[]` beside the other values, which show as "${…}" in the text.
 */
function wrappedList(obj: Node): Omit<DerivedList, "at"> | undefined {
  if (!Node.isObjectLiteralExpression(obj)) return undefined;
  for (const p of obj.getProperties()) {
    if (!Node.isPropertyAssignment(p)) continue;
    const key = p.getName().replace(/^["']|["']$/g, "");
    if (!LIST_KEY.test(key)) continue;
    const v = p.getInitializer();
    const list = v ? (listBase(v) ?? namedList(v)) : undefined;
    if (!list) continue;
    const others = obj.getProperties().length > 1;
    return { text: others ? `{ \${…}, "${key}": [] }` : `{ "${key}": [] }`, list: list.getText(), listNode: list };
  }
  return undefined;
}

/**
 * `content: data.items.map((i) => ({ type: "text", text: i.name }))`: the result's content items are the
 * upstream list mapped one by one; when the list is empty the result has no content at all.
 */
export function mappedContent(content: Node): Omit<DerivedList, "at"> | undefined {
  const c = unwrap(content);
  if (!Node.isCallExpression(c)) return undefined;
  const callee = c.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !/^(map|flatMap)$/.test(callee.getName())) return undefined;
  const list = listBase(c);
  return list ? { text: "", list: list.getText(), listNode: list } : undefined;
}

/** `JSON.stringify(body.data.results)`: a record list read by its key and stringified whole. */
function namedList(expr: Node): Node | undefined {
  const n = unwrap(expr);
  return Node.isPropertyAccessExpression(n) && LIST_KEY.test(n.getName()) ? n : undefined;
}

/** The list a formatting chain starts from (`data.items` of `(data.items || []).filter(f).map(g)`), unless it is a literal. */
export function listBase(expr: Node): Node | undefined {
  let n = unwrap(expr);
  let stepped = false;
  for (let i = 0; i < 8; i++) {
    if (
      Node.isCallExpression(n) &&
      Node.isPropertyAccessExpression(n.getExpression()) &&
      LIST_STEP.test((n.getExpression() as import("ts-morph").PropertyAccessExpression).getName())
    ) {
      n = unwrap((n.getExpression() as import("ts-morph").PropertyAccessExpression).getExpression());
      stepped = true;
      continue;
    }
    if (Node.isBinaryExpression(n) && /^(\|\||\?\?)$/.test(n.getOperatorToken().getText())) {
      n = unwrap(n.getLeft());
      continue;
    }
    break;
  }
  if (!stepped) return undefined;
  if (Node.isArrayLiteralExpression(n) || Node.isObjectLiteralExpression(n)) return undefined;
  if (Node.isIdentifier(n)) {
    const d = declarationsOf(n)[0];
    const init = d && Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
    if (
      init &&
      (Node.isArrayLiteralExpression(unwrap(init)) || constString(init) !== undefined) &&
      !assignmentsTo(n)?.writes.length
    )
      return undefined;
    if (
      d &&
      Node.isVariableDeclaration(d) &&
      d.getFirstAncestor((a) => Node.isSourceFile(a)) === d.getParent()?.getParent()?.getParent()
    )
      return undefined; // a module-level constant table
  }
  if (!Node.isIdentifier(n) && !Node.isPropertyAccessExpression(n) && !Node.isElementAccessExpression(n))
    return undefined;
  return n;
}

/**
 * Whether a list comes from awaited I/O (`(await res.json()).items`, `const r = await client.search(…)`),
 * through consts, bound helper parameters, property reads and list steps: data from a source, even
 * when its client is not recognised as an upstream call.
 */
export function awaitedOrigin(node: Node, env: Bindings, depth: number): boolean {
  if (depth > 8) return false;
  let n = node;
  while (
    Node.isParenthesizedExpression(n) ||
    Node.isAsExpression(n) ||
    Node.isNonNullExpression(n) ||
    Node.isSatisfiesExpression(n)
  )
    n = n.getExpression();
  if (Node.isAwaitExpression(n)) return true;
  if (Node.isPropertyAccessExpression(n) || Node.isElementAccessExpression(n)) {
    // `const out = { results: await search(q) }; fmt(out.results)`: the property's own value
    const holder = resolve(n.getExpression(), env);
    const key = Node.isPropertyAccessExpression(n) ? n.getName() : constString(n.getArgumentExpression())?.value;
    const own = key !== undefined && Node.isObjectLiteralExpression(holder.node) ? prop(holder.node, key) : undefined;
    if (own) return awaitedOrigin(own, holder.env, depth + 1);
    return awaitedOrigin(n.getExpression(), env, depth + 1);
  }
  if (Node.isBinaryExpression(n) && /^(\|\||\?\?)$/.test(n.getOperatorToken().getText()))
    return awaitedOrigin(n.getLeft(), env, depth + 1);
  if (
    Node.isCallExpression(n) &&
    Node.isPropertyAccessExpression(n.getExpression()) &&
    LIST_STEP.test((n.getExpression() as import("ts-morph").PropertyAccessExpression).getName())
  )
    return awaitedOrigin(
      (n.getExpression() as import("ts-morph").PropertyAccessExpression).getExpression(),
      env,
      depth + 1,
    );
  if (!Node.isIdentifier(n)) return false;
  const decl = declarationsOf(n)[0];
  if (!decl) return false;
  if (Node.isParameterDeclaration(decl)) {
    const b = env.get(decl);
    return !!b?.arg && awaitedOrigin(b.arg, b.env, depth + 1);
  }
  if (Node.isBindingElement(decl)) {
    const vd = decl.getFirstAncestorByKind(SyntaxKind.VariableDeclaration);
    const init = vd?.getInitializer();
    return !!init && awaitedOrigin(init, env, depth + 1);
  }
  if (Node.isVariableDeclaration(decl)) {
    const init = decl.getInitializer();
    return !!init && awaitedOrigin(init, env, depth + 1);
  }
  return false;
}

/**
 * `const results = await Promise.all(paths.map(fetchDoc))`: one entry per item the caller gave, so
 * the list is empty only when the caller asked for nothing — not an empty answer from the source.
 */
export function fanOut(list: Node, env: Bindings): boolean {
  const r = resolve(list, env);
  const n = unwrap(r.node);
  return Node.isCallExpression(n) && /^Promise\.(all|allSettled)$/.test(n.getExpression().getText());
}

export function isLoopCallback(fn: Node): boolean {
  const call = fn.getParent();
  return (
    !!call &&
    Node.isCallExpression(call) &&
    Node.isPropertyAccessExpression(call.getExpression()) &&
    /^(forEach|map)$/.test((call.getExpression() as import("ts-morph").PropertyAccessExpression).getName())
  );
}

/** The loop over a list that a statement runs in (`for (const r of rows)`, `rows.forEach(…)`), within `fn`. */
export function enclosingLoop(n: Node, fn: Node | undefined): { list: Node; at: Node } | undefined {
  for (let p = n.getParent(); p && p !== fn; p = p.getParent()) {
    if (Node.isForOfStatement(p)) {
      const list = unwrap(p.getExpression());
      return Node.isArrayLiteralExpression(list) ? undefined : { list, at: p };
    }
    if (isFunctionLike(p) && isLoopCallback(p)) {
      const call = p.getParent() as import("ts-morph").CallExpression;
      const list = unwrap((call.getExpression() as import("ts-morph").PropertyAccessExpression).getExpression());
      return Node.isArrayLiteralExpression(list) ? undefined : { list, at: call };
    }
  }
  return undefined;
}
