/** Lists formatted straight into a result's text: where an empty list would read as "", a bare header or "[]". */

import { COUNT_KEY, LIST_KEY } from "../../../model/vocabulary.js";
import { Node, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { descendantsOfKind } from "../syntax/node-index.js";
import { findReferences as findRefs } from "../syntax/references.js";
import {
  assignmentsTo,
  declarationsOf,
  functionOf,
  isFilledLater,
  isFunctionLike,
  returnedExpressions,
  unwrap,
} from "../syntax/resolve.js";
import { type Bindings, isJsonCall, NO_BINDINGS, prop, resolve } from "./bindings.js";

/** A synthetic empty: the text an unformatted list gives when it is empty, the list, and where it is formatted. */
export interface DerivedList {
  text: string;
  list: string;
  at: Node;
  listNode: Node;
  awaited?: boolean;
  fanOut?: boolean;
  /** The result key that carries the list (`fieldStats` of `{ fieldStats: stats }`), when it is wrapped. */
  key?: string;
  /** How messages name the list when it is a wrapper's parameter: the caller's argument (`items` of `json(items)`). */
  shown?: string;
  /** The list is the one a helper was handed (`paginate(rows, n)`): its empty result is the caller's return. */
  handed?: Node;
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
    const target = unwrap(pa.getExpression());
    const last = Node.isPropertyAccessExpression(target) ? target.getName() : target.getText();
    if (last !== name || !isTest(pa)) return false;
    // a count shown inside the formatted value itself (`{ count: items.length, items }`) tests nothing; a test
    // there that picks what the value says (`hint: items.length ? undefined : "Call …"`) does
    if (except && pa.getStart() >= except.getStart() && pa.getEnd() <= except.getEnd())
      return !!pa.getFirstAncestor((a) => Node.isConditionalExpression(a) && a.getStart() >= except.getStart());
    return true;
  });
}

/**
 * Whether `scope` tests a count the answer carries beside the list (`const { resources, total } = await
 * list(id); if (total === 0) …`, `if (!data.totalCount) …` for `data.items`): the same emptiness, asked of
 * the source's own count.
 */
export function testsSiblingCount(scope: Node, listNode: Node): boolean {
  const n = unwrap(listNode);
  let counts: Node[] = [];
  if (Node.isIdentifier(n)) {
    const d = declarationsOf(n)[0];
    const pattern = d && Node.isBindingElement(d) ? d.getParent() : undefined;
    if (!pattern || !Node.isObjectBindingPattern(pattern)) return false;
    counts = pattern
      .getElements()
      .filter((e) => e !== d && COUNT_KEY.test((e.getPropertyNameNode() ?? e.getNameNode()).getText()))
      .map((e) => e.getNameNode())
      .filter((x) => Node.isIdentifier(x))
      .flatMap((x) => findRefs(x));
  } else if (Node.isPropertyAccessExpression(n)) {
    const holder = unwrap(n.getExpression()).getText();
    counts = descendantsOfKind(scope, SyntaxKind.PropertyAccessExpression).filter(
      (pa) =>
        COUNT_KEY.test(pa.getName()) && pa.getName() !== "length" && unwrap(pa.getExpression()).getText() === holder,
    );
  }
  return counts.some((c) => c.getFirstAncestor((a) => a === scope) !== undefined && isTest(c));
}

/**
 * Whether a `.length`/`.size` read decides something: a condition (`if (x.length)`, `x.length ? … : …`),
 * a comparison, a negation or a logical operand. A count merely shown or logged (`{ fieldCount: x.length }`,
 * `log("got", x.length)`, `` `Found ${x.length}` ``) tests nothing.
 */
function isTest(read: Node): boolean {
  let n: Node = read;
  for (let i = 0; i < 8; i++) {
    const p = n.getParent();
    if (!p) return false;
    if (Node.isParenthesizedExpression(p)) {
      n = p;
      continue;
    }
    if (Node.isPrefixUnaryExpression(p) && p.getOperatorToken() === SyntaxKind.ExclamationToken) return true;
    // `resultCount: rows?.length || 0`: a count defaulted to zero is shown, not tested; a test around it still is
    if (Node.isBinaryExpression(p) && p.getLeft() === n && /^(\|\||\?\?)$/.test(p.getOperatorToken().getText())) {
      const right = unwrap(p.getRight());
      if (Node.isNumericLiteral(right) && right.getLiteralValue() === 0) {
        n = p;
        continue;
      }
    }
    if (Node.isBinaryExpression(p))
      return /^(===|!==|==|!=|<|>|<=|>=|&&|\|\||\?\?)$/.test(p.getOperatorToken().getText());
    if (Node.isIfStatement(p) || Node.isWhileStatement(p) || Node.isDoStatement(p)) return true;
    if (Node.isConditionalExpression(p)) return p.getCondition() === n;
    if (Node.isForStatement(p)) return p.getCondition() === n;
    return false;
  }
  return false;
}

/** `x.map(f).join("\n")`, `x.join(", ")`, `JSON.stringify(x.map(f))`: the list's name, as written. */
export const LIST_STEP = /^(map|filter|slice|flatMap|sort|reverse|concat)$/;

/**
 * A list formatted straight into text: `rows.map(fmt).join("\n")`, `JSON.stringify(rows.map(…))`, a
 * header pushed into an array before a loop over a list and joined. When the list is empty it reads
 * as "" , a bare header or "[]". Undefined when the list is a literal or nothing formats a list.
 */
export function unformattedList(n: Node, env: Bindings = NO_BINDINGS): DerivedList | undefined {
  if (Node.isCallExpression(n) && isJsonCall(n)) {
    const arg = n.getArguments()[0];
    // `JSON.stringify(rows)` with `rows` typed as a list (`Promise<any[]>`, `as Study[]`): the list as it came
    const list = arg ? (listBase(arg) ?? namedList(arg) ?? heldList(arg, env)) : undefined;
    if (list) return { text: "[]", list: list.getText(), listNode: list, at: n };
    // `JSON.stringify({ project, count: items.length, items: data.items })`: the list wrapped in an envelope
    const held = arg ? resolve(arg, env) : undefined;
    const wrapped = held ? wrappedList(held.node, held.env) : undefined;
    // a wrapper handed the envelope (`json({ organizations: orgs })`) stringifies the caller's value
    const param = arg && Node.isIdentifier(unwrap(arg)) ? declarationsOf(unwrap(arg))[0] : undefined;
    const handed = param && Node.isParameterDeclaration(param) && env.get(param)?.arg ? param : undefined;
    return wrapped ? { ...wrapped, at: n, ...(handed ? { handed } : {}) } : undefined;
  }
  // `Query returned ${records.length} records:\n\n${formatted}` with `formatted = records.map(f).join("\n")`:
  // when the list is empty the text is its header alone
  // `let text = ""; for (const r of answer.records) text += …`: the appends in the loop never run on an empty answer
  if (Node.isIdentifier(n)) return appendedText(n, env);
  if (Node.isTemplateExpression(n)) {
    for (const span of n.getTemplateSpans()) {
      const r = resolve(span.getExpression(), env);
      // `Search Results:${formatted}` with `formatted` built by appends in a loop over an answer
      const appended = Node.isIdentifier(r.node) ? appendedText(r.node, r.env) : undefined;
      if (appended) {
        let text = n.getHead().getLiteralText();
        for (const sp of n.getTemplateSpans())
          text += `${sp === span ? appended.text : (constString(sp.getExpression())?.value ?? "${…}")}${sp.getLiteral().getLiteralText()}`;
        return { ...appended, text };
      }
      const inner = r.node !== n && Node.isCallExpression(r.node) ? unformattedList(r.node, r.env) : undefined;
      // `Parts:\n${JSON.stringify(data.items)}` too: the header and an empty list's `[]`
      if ((inner?.text !== "" && inner?.text !== "[]") || !Node.isCallExpression(inner.at)) continue;
      let text = n.getHead().getLiteralText();
      for (const sp of n.getTemplateSpans())
        text += `${sp === span ? inner.text : (constString(sp.getExpression())?.value ?? "${…}")}${sp.getLiteral().getLiteralText()}`;
      return { ...inner, text, at: n };
    }
    return undefined;
  }
  if (!Node.isCallExpression(n)) return undefined;
  const callee = n.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "join") return undefined;
  const recv = unwrap(callee.getExpression());
  const list = listBase(recv);
  if (list) return { text: "", list: list.getText(), listNode: list, at: n };
  // `const names = rows.map(f); … names.join("\n")`, `let names = []; names = rows.map(f)`: the list a
  // local was set to, when every value it is set to (its initialiser aside, when that is `[]`) is one
  const held = Node.isIdentifier(recv) ? heldValues(recv) : undefined;
  const bases = held?.map((v) => listBase(v));
  // the local tested for emptiness before the join (`if (window.length === 0) return …`) has its empty path
  if (bases?.length && bases.every(Boolean) && !testsEmptiness(scopeOf(n), recv.getText(), n))
    return { text: "", list: bases[0]!.getText(), listNode: bases[0]!, at: n };
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
 * The values a local holds where it is read: a `const`'s initialiser, or every `=` write of a `let` in
 * its function (an empty-list initialiser they overwrite aside). Undefined for anything else.
 */
function heldValues(id: Node): Node[] | undefined {
  const decl = declarationsOf(id)[0];
  if (!decl || !Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode())) return undefined;
  const init = decl.getInitializer();
  const assigned = assignmentsTo(id);
  if (!assigned) return init ? [init] : undefined;
  if (isFilledLater(decl.getNameNode())) return undefined;
  const writes = assigned.writes.filter((w) => w.getStart() < id.getStart());
  if (!writes.length) return init ? [init] : undefined;
  if (writes.some((w) => w.getOperatorToken().getText() !== "=")) return undefined;
  const values = writes.map((w) => w.getRight());
  const u = init ? unwrap(init) : undefined;
  if (u && !(Node.isArrayLiteralExpression(u) && u.getElements().length === 0)) values.unshift(init!);
  return values;
}

/**
 * An object literal that carries a record list under a list key (`{ query, items: data.items }`): when the
 * list is empty the envelope holds `[]` beside the other values, which show as "${…}" in the text.
 */
export function wrappedList(obj: Node, env: Bindings = NO_BINDINGS, depth = 0): Omit<DerivedList, "at"> | undefined {
  if (!Node.isObjectLiteralExpression(obj)) return undefined;
  let named: Omit<DerivedList, "at"> | undefined;
  const others = obj.getProperties().length > 1;
  for (const p of obj.getProperties()) {
    if (!Node.isPropertyAssignment(p) && !Node.isShorthandPropertyAssignment(p)) continue;
    const key = p.getName().replace(/^["']|["']$/g, "");
    const v = Node.isPropertyAssignment(p) ? p.getInitializer() : p.getNameNode();
    // a record list under a list key, or any key whose value is typed as a list (`{ fieldStats: stats }`)
    const byKey = v && LIST_KEY.test(key) ? (listBase(v) ?? namedList(v)) : undefined;
    const list = byKey ?? (v ? heldList(v, env) : undefined);
    if (!list) {
      // `{ success: true, data }` with `data = { statements: toPayload(result.resultSets), source_id }`: the
      // answer's list one envelope further in, as empty as the list when the source has nothing
      const inner = v && depth < 2 ? resolve(v, env) : undefined;
      const nested = inner ? wrappedList(inner.node, inner.env, depth + 1) : undefined;
      if (nested && awaitedOrigin(nested.listNode, inner!.env, 0))
        return { ...nested, text: others ? `{ \${…}, "${key}": ${nested.text} }` : `{ "${key}": ${nested.text} }` };
      continue;
    }
    const d = {
      text: others ? `{ \${…}, "${key}": [] }` : `{ "${key}": [] }`,
      list: list.getText(),
      listNode: list,
      key,
    };
    // the list that came from awaited I/O first: a caller's own list beside it (`requestedFields`) is not the answer
    if (awaitedOrigin(list, env, 0)) return d;
    if (byKey) named ??= d;
  }
  return named;
}

/**
 * `content: data.items.map((i) => ({ type: "text", text: i.name }))`: the result's content items are the
 * upstream list mapped one by one; when the list is empty the result has no content at all.
 */
export function mappedContent(content: Node): Omit<DerivedList, "at"> | undefined {
  const c = unwrap(content);
  // `const content = []; for (const r of rows) content.push({ type: "text", text: r.name })`
  const pushed = Node.isIdentifier(c) ? pushedFrom(c) : undefined;
  if (pushed) return { text: "", list: c.getText(), listNode: c };
  if (!Node.isCallExpression(c)) return undefined;
  const callee = c.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !/^(map|flatMap)$/.test(callee.getName())) return undefined;
  const list = listBase(c);
  return list ? { text: "", list: list.getText(), listNode: list } : undefined;
}

/**
 * A value the code declares to be a list: `as Study[]`, a variable or parameter typed `X[]`,
 * `Array<X>` or `readonly X[]`, a project function declared to return one (`dbAll(): Promise<any[]>`,
 * `fetchJson<FieldValueStats[]>(…)` of a `fetchJson<T>(): Promise<T>`), a property declared as one.
 * Read from the declarations, not the checker: the audit runs without the standard library, so the
 * checker knows neither `Array` nor `Promise`. Followed through bound helper parameters, consts and awaits.
 */
export function typedList(expr: Node, env: Bindings, depth = 0): boolean {
  if (depth > 6) return false;
  let n = expr;
  for (let i = 0; i < 8; i++) {
    if (Node.isAsExpression(n) || Node.isSatisfiesExpression(n)) {
      if (listTypeNode(n.getTypeNode())) return true;
      n = n.getExpression();
    } else if (Node.isParenthesizedExpression(n) || Node.isNonNullExpression(n) || Node.isAwaitExpression(n))
      n = n.getExpression();
    else break;
  }
  if (Node.isIdentifier(n)) {
    const decl = declarationsOf(n)[0];
    if (decl && Node.isParameterDeclaration(decl)) {
      if (listTypeNode(decl.getTypeNode())) return true;
      const b = env.get(decl);
      return !!b?.arg && typedList(b.arg, b.env, depth + 1);
    }
    if (decl && Node.isVariableDeclaration(decl) && Node.isIdentifier(decl.getNameNode())) {
      if (listTypeNode(decl.getTypeNode())) return true;
      const init = decl.getInitializer();
      if (!init || Node.isArrayLiteralExpression(unwrap(init))) return false;
      return (
        typedList(init, env, depth + 1) || answerList(decl.getNameNode() as import("ts-morph").Identifier, init, env)
      );
    }
    // `const [rows] = await bigquery.query(q)`, `const { rows } = await pool.query(sql)`: a part of an answer
    if (decl && Node.isBindingElement(decl) && Node.isIdentifier(decl.getNameNode())) {
      const init = decl.getFirstAncestorByKind(SyntaxKind.VariableDeclaration)?.getInitializer();
      return !!init && answerList(decl.getNameNode() as import("ts-morph").Identifier, init, env);
    }
    return false;
  }
  // `typeof limit === "number" ? rows.slice(0, limit) : rows`
  if (Node.isConditionalExpression(n))
    return typedList(n.getWhenTrue(), env, depth + 1) || typedList(n.getWhenFalse(), env, depth + 1);
  if (Node.isPropertyAccessExpression(n)) {
    const d = declarationsOf(n.getNameNode())[0];
    return !!d && (Node.isPropertySignature(d) || Node.isPropertyDeclaration(d)) && listTypeNode(d.getTypeNode());
  }
  if (Node.isCallExpression(n)) {
    // `tables.map((t) => t.name)`: a list step makes a list; `slice`/`concat` keep what their receiver is
    const callee = n.getExpression();
    if (Node.isPropertyAccessExpression(callee) && /^(map|filter|flatMap|sort|reverse)$/.test(callee.getName()))
      return true;
    if (Node.isPropertyAccessExpression(callee) && /^(slice|concat|toSorted|toReversed)$/.test(callee.getName()))
      return typedList(callee.getExpression(), env, depth + 1);
    // `fetch(url).then((r) => r.json()).then((d) => d.records)`, `.then(toRows)`: what the last step returns
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "then") {
      const step = n.getArguments()[0];
      const cb = step ? functionOf(step) : undefined;
      return !!cb && returnsList(cb, depth + 1);
    }
    const fn = functionOf(callee);
    if (!fn || !Node.isReturnTyped(fn)) return false;
    // a helper that declares no return type returns a list when what it returns is one (`return data.items`)
    if (!fn.getReturnTypeNode()) return returnsList(fn, depth + 1);
    const ret = promised(fn.getReturnTypeNode());
    if (listTypeNode(ret)) return true;
    // fetchJson<T>(…): Promise<T> called as fetchJson<Study[]>(…)
    const tp = Node.isTypeParametered(fn) ? fn.getTypeParameters()[0]?.getName() : undefined;
    if (!tp || ret?.getText() !== tp) return false;
    if (listTypeNode(n.getTypeArguments()[0])) return true;
    // `withRetry(() => api.listUsers())`, `timed("search", async () => rows)` of a `<T>(…, run: () => Promise<T>): Promise<T>`:
    // what the callback it runs answers
    return n.getArguments().some((a) => {
      const cb = isFunctionLike(unwrap(a)) ? unwrap(a) : undefined;
      return !!cb && returnsList(cb, depth + 1);
    });
  }
  return false;
}

/**
 * A function whose answer is a list: among its returned values (a fallback literal `[]` of a `catch`
 * aside) at least one is a list read from its data (`data.items`, `rows.map(f)`, a typed list) and none is
 * an object or text built here.
 */
function returnsList(fn: Node, depth: number): boolean {
  if (depth > 6) return false;
  let found = false;
  for (const r of returnedExpressions(fn)) {
    const n = unwrap(r);
    if (Node.isArrayLiteralExpression(n) || isNothingLiteral(n)) continue;
    if (Node.isObjectLiteralExpression(n) || constString(n) !== undefined || Node.isTemplateExpression(n)) return false;
    if (listBase(n) || namedList(n) || typedList(r, NO_BINDINGS, depth + 1)) found = true;
    else return false;
  }
  return found;
}

function isNothingLiteral(n: Node): boolean {
  return n.getKind() === SyntaxKind.NullKeyword || (Node.isIdentifier(n) && n.getText() === "undefined");
}

/**
 * A value named as a record list (`rows`, `results`, `items`) taken from awaited I/O as it came (`const
 * [rows] = await bq.query(q)`, `const { rows } = await pool.query(sql)`, `const results = await api.search(q)`),
 * or one the code itself uses as a list (`rows.map(…)`, `for (const r of rows)`): the answer's collection.
 */
function answerList(name: import("ts-morph").Identifier, init: Node, env: Bindings): boolean {
  if (LIST_KEY.test(name.getText()) && awaitedOrigin(init, env, 0)) return true;
  return awaitedOrigin(init, env, 0) && usedAsList(name);
}

const ARRAY_ONLY = /^(map|filter|forEach|flatMap|find|findIndex|some|every|reduce|join)$/;

/** `x.map(…)`, `x.forEach(…)`, `x.join(…)`, `for (const r of x)`: the code reads `x` as a list. */
function usedAsList(name: Node): boolean {
  return findRefs(name).some((ref) => {
    const p = ref.getParent();
    if (p && Node.isPropertyAccessExpression(p) && p.getExpression() === ref)
      return ARRAY_ONLY.test(p.getName()) && !!p.getParent() && Node.isCallExpression(p.getParent()!);
    return !!p && Node.isForOfStatement(p) && p.getExpression() === ref;
  });
}

/** `Promise<X>` → `X`; anything else as it is. */
function promised(t: Node | undefined): Node | undefined {
  if (t && Node.isTypeReference(t) && t.getTypeName().getText() === "Promise") return t.getTypeArguments()[0];
  return t;
}

/** `X[]`, `readonly X[]`, `Array<X>`, `ReadonlyArray<X>`, a tuple, or a union of those with null/undefined. */
function listTypeNode(t: Node | undefined): boolean {
  if (!t) return false;
  if (Node.isParenthesizedTypeNode(t)) return listTypeNode(t.getTypeNode());
  if (Node.isArrayTypeNode(t) || Node.isTupleTypeNode(t)) return true;
  if (Node.isTypeOperatorTypeNode(t)) return listTypeNode(t.getTypeNode());
  if (Node.isTypeReference(t)) return /^(Array|ReadonlyArray)$/.test(t.getTypeName().getText());
  if (Node.isUnionTypeNode(t)) {
    const parts = t.getTypeNodes().filter((x) => !/^(null|undefined)$/.test(x.getText()));
    return parts.length > 0 && parts.every(listTypeNode);
  }
  return false;
}

/**
 * A collection a result carries as it came: a list step chain (`rows.slice(0, n)`), a record list read
 * by its key (`body.results`), or a value typed as a list. Not a literal, not a module-level table.
 */
export function heldList(expr: Node, env: Bindings): Node | undefined {
  const stepped = listBase(expr) ?? namedList(expr);
  if (stepped) return stepped;
  // `data.results || []`, `rows ?? []`: the empty default stands in only where the answer has none, and the
  // result is empty either way: the list is the one on the left
  const defaulted = emptyDefaulted(expr);
  if (defaulted) return heldList(defaulted, env);
  const n = unwrap(expr);
  if (!Node.isIdentifier(n) && !Node.isPropertyAccessExpression(n) && !Node.isElementAccessExpression(n)) {
    if (!Node.isCallExpression(n) && !Node.isAwaitExpression(n)) return undefined;
  }
  const r = resolve(n, env);
  // `const out = []; for (const c of answer) out.push(…)`: the answer's list, item by item
  if (Node.isArrayLiteralExpression(r.node) && pushedFrom(n)) return n;
  if (Node.isArrayLiteralExpression(r.node) || Node.isObjectLiteralExpression(r.node)) return undefined;
  if (constString(r.node) !== undefined) return undefined;
  // `const found = body.items; JSON.stringify(found)` is `JSON.stringify(body.items)` (a list read by its key)
  const named = r.node !== n ? (listBase(r.node) ?? namedList(r.node)) : undefined;
  if (Node.isIdentifier(n)) {
    const d = declarationsOf(n)[0];
    if (
      d &&
      Node.isVariableDeclaration(d) &&
      d.getFirstAncestor((a) => Node.isSourceFile(a)) === d.getParent()?.getParent()?.getParent()
    )
      return undefined; // a module-level constant table
  }
  return named || typedList(expr, env) ? n : undefined;
}

/** `JSON.stringify(body.data.results)`: a record list read by its key and stringified whole (`|| []` on it too). */
function namedList(expr: Node): Node | undefined {
  const d = emptyDefaulted(expr);
  if (d) return namedList(d);
  const n = unwrap(expr);
  return Node.isPropertyAccessExpression(n) && LIST_KEY.test(n.getName()) ? n : undefined;
}

/** The left side of `x || []` / `x ?? []`: a value defaulted to an empty list. */
function emptyDefaulted(expr: Node): Node | undefined {
  const n = unwrap(expr);
  if (!Node.isBinaryExpression(n) || !/^(\|\||\?\?)$/.test(n.getOperatorToken().getText())) return undefined;
  const right = unwrap(n.getRight());
  return Node.isArrayLiteralExpression(right) && right.getElements().length === 0 ? n.getLeft() : undefined;
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
      !assignmentsTo(n)?.writes.length &&
      !pushedFrom(n)
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
  // `toPayload(result.resultSets)` of a project helper that returns `sets.map((s) => …)`: its list is the one it
  // was handed, mapped, and comes from where the argument does
  if (Node.isCallExpression(n)) {
    const handed = mappedParameter(n);
    return !!handed && awaitedOrigin(handed, env, depth + 1);
  }
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
    // a local filled in a loop over an answer (`for (const c of await db.list()) out.push(…)`) comes from it
    const source = init && Node.isArrayLiteralExpression(unwrap(init)) ? pushedFrom(n) : undefined;
    if (source) return awaitedOrigin(source, env, depth + 1);
    if (init && !isNothingLiteral(unwrap(init))) return awaitedOrigin(init, env, depth + 1);
    // `let result; … result = await client.query(sql)`: declared empty, set by the writes before this read
    const writes = assignmentsTo(n)?.writes.filter((w) => w.getStart() < n.getStart()) ?? [];
    return writes.some((w) => w.getOperatorToken().getText() === "=" && awaitedOrigin(w.getRight(), env, depth + 1));
  }
  return false;
}

/**
 * The argument a project helper maps into its answer: `sets` of `toPayload(sets)` when `toPayload` returns
 * `sets.map(…)` (or another list step on that parameter). Undefined when it returns anything else.
 */
function mappedParameter(call: import("ts-morph").CallExpression): Node | undefined {
  const fn = functionOf(call.getExpression());
  if (!fn) return undefined;
  const params = Node.isParametered(fn) ? fn.getParameters() : [];
  let index: number | undefined;
  for (const r of returnedExpressions(fn)) {
    const base = listBase(r);
    const d = base && Node.isIdentifier(base) ? declarationsOf(base)[0] : undefined;
    const i = d ? params.findIndex((p) => p === d) : -1;
    if (i < 0 || (index !== undefined && index !== i)) return undefined;
    index = i;
  }
  return index === undefined ? undefined : call.getArguments()[index];
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

/** A function handed to a list method that runs it per item (`rows.forEach(f)`, `rows.map(f)`; `methods` widens the set). */
export function isLoopCallback(fn: Node, methods: RegExp = /^(forEach|map)$/): boolean {
  const call = fn.getParent();
  return (
    !!call &&
    Node.isCallExpression(call) &&
    Node.isPropertyAccessExpression(call.getExpression()) &&
    methods.test((call.getExpression() as import("ts-morph").PropertyAccessExpression).getName())
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

/**
 * `const out = []; for (const c of await db.listCollections()) out.push({ id: c.id })`: a local array that
 * starts empty and is filled only by pushes that run in a loop over a list. It is that list, item by item
 * (a `.map` of it written as a loop): empty whenever the list is. The innermost loop's list; undefined when
 * anything else writes the array (a push outside a loop, a reassignment, an index write, a spread in).
 */
export function pushedFrom(id: Node): Node | undefined {
  const n = unwrap(id);
  if (!Node.isIdentifier(n)) return undefined;
  const decl = declarationsOf(n)[0];
  if (!decl || !Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode())) return undefined;
  const init = decl.getInitializer();
  const u = init ? unwrap(init) : undefined;
  if (!u || !Node.isArrayLiteralExpression(u) || u.getElements().length) return undefined;
  if (assignmentsTo(n)?.writes.length) return undefined;
  const fn = decl.getFirstAncestor((a) => isFunctionLike(a));
  let list: Node | undefined;
  for (const ref of findRefs(decl.getNameNode())) {
    if (ref === decl.getNameNode()) continue;
    const pa = ref.getParent();
    if (!pa) continue;
    if ((Node.isPropertyAccessExpression(pa) || Node.isElementAccessExpression(pa)) && pa.getExpression() === ref) {
      const call = pa.getParent();
      const name = Node.isPropertyAccessExpression(pa) ? pa.getName() : undefined;
      if (name === "push" && call && Node.isCallExpression(call) && call.getExpression() === pa) {
        const over = enclosingLoop(call, fn);
        if (!over) return undefined; // a part pushed on every path: the array is never empty
        // the loop's list as written (`await db.list()` of `for (const c of await db.list())`): where it came from
        const at = over.at;
        list ??= Node.isForOfStatement(at)
          ? at.getExpression()
          : Node.isCallExpression(at) && Node.isPropertyAccessExpression(at.getExpression())
            ? (at.getExpression() as import("ts-morph").PropertyAccessExpression).getExpression()
            : over.list;
        continue;
      }
      // `out[i] = x`, `out.unshift(h)`, `out.splice(…)`: written otherwise
      if (name && /^(unshift|splice|fill)$/.test(name)) return undefined;
      const gp = pa.getParent();
      if (gp && Node.isBinaryExpression(gp) && gp.getLeft() === pa) return undefined;
    }
  }
  return list;
}

/**
 * `let text = "Results:"; for (const obj of objects) { const hits = answer.records.filter(…); text += …; for
 * (const r of hits) text += … }`: a text built with `+=` where some appends run in a loop over an answer's
 * list. When every such list is empty those appends never run: the text is its start and the appends
 * outside those loops (a per-item header of the caller's list), constants as written and the rest as `${…}`.
 * The loop stands where its guard does (`if (hits.length > 0) hits.forEach(…)` with no else): a test that
 * only skips the loop gives the empty answer nothing of its own.
 */
export function appendedText(id: Node, env: Bindings = NO_BINDINGS): DerivedList | undefined {
  const n = unwrap(id);
  if (!Node.isIdentifier(n)) return undefined;
  const assigned = assignmentsTo(n);
  const init = assigned?.decl.getInitializer();
  const start = init ? constString(init) : undefined;
  if (!assigned || start === undefined) return undefined;
  const fn = assigned.decl.getFirstAncestor((a) => isFunctionLike(a));
  const writes = assigned.writes.filter((w) => w.getStart() < n.getStart());
  if (!writes.length || writes.some((w) => w.getOperatorToken().getText() !== "+=")) return undefined;
  let loop: { list: Node; at: Node } | undefined;
  const parts = [start.value];
  for (const w of writes) {
    const over = answerLoop(w, fn, env);
    if (over) {
      loop ??= over;
      continue;
    }
    const right = unwrap(w.getRight());
    parts.push(constString(right)?.value ?? (Node.isTemplateExpression(right) ? templateText(right) : "${…}"));
  }
  if (!loop) return undefined;
  return { text: parts.join(""), list: loop.list.getText(), listNode: loop.list, at: loop.at, awaited: true };
}

/** The innermost loop around `n` (within `fn`) that runs over a list read from an answer, at its bare guard. */
function answerLoop(n: Node, fn: Node | undefined, env: Bindings): { list: Node; at: Node } | undefined {
  for (let from: Node = n; ; ) {
    const over = enclosingLoop(from, fn);
    if (!over) return undefined;
    const raw = Node.isForOfStatement(over.at)
      ? over.at.getExpression()
      : (
          (over.at as import("ts-morph").CallExpression).getExpression() as import("ts-morph").PropertyAccessExpression
        ).getExpression();
    if (awaitedOrigin(raw, env, 0)) {
      // a loop inside a per-item callback (`objects.forEach((o) => { … hits.forEach(…) })`) stands where that
      // callback's call does in `fn`: the function whose return hands the text on
      let at = bareGuard(over.at, over.list);
      for (let f = at.getFirstAncestor((a) => isFunctionLike(a)); f && fn && f !== fn; ) {
        at = f.getParent() ?? f;
        f = at.getFirstAncestor((a) => isFunctionLike(a));
      }
      // `answer.records.filter(f).forEach(…)`: the answer's list, as an emptiness test names it
      return { list: listBase(over.list) ?? over.list, at };
    }
    from = over.at;
  }
}

/** `if (rows.length > 0) { for (…) … }` with no else: the `if`, else the loop itself. */
function bareGuard(loop: Node, list: Node): Node {
  let n: Node = loop;
  const stmt = Node.isForOfStatement(loop) ? loop : loop.getFirstAncestor((a) => Node.isExpressionStatement(a));
  if (!stmt) return loop;
  n = stmt;
  let p = n.getParent();
  if (p && Node.isBlock(p) && p.getStatements().length === 1) {
    n = p;
    p = p.getParent();
  }
  if (!p || !Node.isIfStatement(p) || p.getElseStatement() || p.getThenStatement() !== n) return loop;
  return testsEmptiness(p.getExpression(), list.getText()) ? p : loop;
}

/** A template's literal text with each placeholder as `${…}`. */
export function templateText(t: Node): string {
  if (!Node.isTemplateExpression(t)) return "${…}";
  return (
    t.getHead().getLiteralText() +
    t
      .getTemplateSpans()
      .map((s) => `\${…}${s.getLiteral().getLiteralText()}`)
      .join("")
  );
}
