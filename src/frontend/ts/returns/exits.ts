/**
 * What earlier exits and enclosing tests settle at a point of a function: lists known non-empty
 * (`if (!res.results.length) return …` before it) and values known absent (`if (opts.id) { …; return }`
 * before it). Used to read an empty branch that cannot run on the way the tool takes (a formatter's
 * "No content" after the handler already returned on the same empty list) and values not sent on a path.
 */
import { Node, SyntaxKind } from "../morph.js";
import { alwaysExits } from "../syntax/node-index.js";
import { declarationsOf, functionOf, isFunctionLike, isReassigned, isValueWrapper, unwrap } from "../syntax/resolve.js";
import type { Bindings } from "./bindings.js";

/** A fact a test gives when it evaluates to a known value: a list that is not empty, a value that is absent. */
interface Fact {
  kind: "non-empty" | "absent" | "present";
  /** The list (`res.results` of `res.results.length`) or the value tested. */
  node: Node;
  /** The test that settles it (an exit's `if`, an enclosing `if` or ternary). */
  by: Node;
}

const COUNT = /^(length|size)$/;

/** `x.length`/`x.size` → `x`. */
function counted(n: Node): Node | undefined {
  const u = unwrap(n);
  return Node.isPropertyAccessExpression(u) && COUNT.test(u.getName()) ? u.getExpression() : undefined;
}

function isZero(n: Node): boolean {
  const u = unwrap(n);
  return Node.isNumericLiteral(u) && Number(u.getLiteralValue()) === 0;
}

function isOne(n: Node): boolean {
  const u = unwrap(n);
  return Node.isNumericLiteral(u) && Number(u.getLiteralValue()) === 1;
}

/**
 * The facts `expr` gives when it is `value`: `a && b` true gives both sides' facts, `a || b` false
 * both sides' facts; `x.length` (or `> 0`, `!== 0`, `>= 1`) true, or `x.length === 0` false, says `x`
 * is not empty; a bare value (`opts.id`) false, or `x == null` true, says it is absent.
 */
export function factsOf(expr: Node, value: boolean, by: Node): Fact[] {
  const n = unwrap(expr);
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken)
    return factsOf(n.getOperand(), !value, by);
  if (Node.isBinaryExpression(n)) {
    const op = n.getOperatorToken().getKind();
    if (op === SyntaxKind.AmpersandAmpersandToken)
      return value ? [...factsOf(n.getLeft(), true, by), ...factsOf(n.getRight(), true, by)] : [];
    if (op === SyntaxKind.BarBarToken)
      return value ? [] : [...factsOf(n.getLeft(), false, by), ...factsOf(n.getRight(), false, by)];
    const l = n.getLeft();
    const r = n.getRight();
    const t = n.getOperatorToken().getText();
    const list = counted(l);
    if (list) {
      // `x.length > 0`, `!== 0`, `>= 1` hold when it is not empty; `=== 0`, `< 1`, `<= 0` when it is
      const nonEmptyTest = ((t === ">" || t === "!==" || t === "!=") && isZero(r)) || (t === ">=" && isOne(r));
      const emptyTest = ((t === "===" || t === "==" || t === "<=") && isZero(r)) || (t === "<" && isOne(r));
      if ((nonEmptyTest && value) || (emptyTest && !value)) return [{ kind: "non-empty", node: list, by }];
      return [];
    }
    if ((t === "==" || t === "===") && /^(null|undefined)$/.test(unwrap(r).getText()) && value)
      return [{ kind: "absent", node: l, by }];
    if ((t === "!=" || t === "!==") && /^(null|undefined)$/.test(unwrap(r).getText()) && !value)
      return [{ kind: "absent", node: l, by }];
    return [];
  }
  const list = counted(n);
  if (list) return value ? [{ kind: "non-empty", node: list, by }] : [];
  // a value, or a test for data on one (`hasData(x)`)
  if (Node.isIdentifier(n) || Node.isPropertyAccessExpression(n) || (Node.isCallExpression(n) && dataTest(n)))
    return [{ kind: value ? "present" : "absent", node: n, by }];
  return [];
}

/** Whether the facts already say a test is `value` (a bare value present or absent, through `!`). */
function implied(expr: Node, value: boolean, facts: Fact[]): boolean {
  const n = unwrap(expr);
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken)
    return implied(n.getOperand(), !value, facts);
  if (!Node.isIdentifier(n) && !Node.isPropertyAccessExpression(n) && !Node.isCallExpression(n)) return false;
  const want = value ? "present" : "absent";
  return facts.some((f) => f.kind === want && f.node.getText() === n.getText());
}

/**
 * The facts that hold at `at` in its function: from each `if` before it (in a block around it) that
 * always exits and has no else (its test was false to get here), and from each enclosing `if` or
 * ternary branch it stands in.
 */
export function settledAt(at: Node, exitsOnly = false): Fact[] {
  const out: Fact[] = [];
  const conjunctions: Node[] = [];
  for (let child: Node = at, parent = at.getParent(); parent; child = parent, parent = parent.getParent()) {
    if (isFunctionLike(child)) break;
    if (Node.isBlock(parent) || Node.isCaseClause(parent) || Node.isDefaultClause(parent)) {
      for (const st of parent.getStatements()) {
        if (st === child) break;
        if (Node.isIfStatement(st) && !st.getElseStatement() && alwaysExits(st.getThenStatement())) {
          const e = unwrap(st.getExpression());
          if (Node.isBinaryExpression(e) && e.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken)
            conjunctions.push(st.getExpression());
          out.push(...factsOf(st.getExpression(), false, st.getExpression()));
        }
      }
    }
    if (exitsOnly) continue;
    if (Node.isIfStatement(parent) && child !== parent.getExpression())
      out.push(...factsOf(parent.getExpression(), child === parent.getThenStatement(), parent.getExpression()));
    if (Node.isConditionalExpression(parent) && child !== parent.getCondition())
      out.push(...factsOf(parent.getCondition(), child === parent.getWhenTrue(), parent.getCondition()));
  }
  // `if (!a && !b) return …` before a branch where `!a` holds: there `b` holds
  for (const c of conjunctions) {
    const e = unwrap(c) as import("ts-morph").BinaryExpression;
    const [l, r] = [e.getLeft(), e.getRight()];
    if (implied(l, true, out)) out.push(...factsOf(r, false, c));
    else if (implied(r, true, out)) out.push(...factsOf(l, false, c));
  }
  return out;
}

/** Where a value comes from: its root (a declaration, or the expression where following stopped) and the property path from it. */
interface Origin {
  root: Node;
  path: string[];
  /** Points in calling functions the value was followed through (the argument of a helper call), with their bindings. */
  hops: { at: Node; env: Bindings }[];
}

/**
 * The origin of a list, following only steps that keep a non-empty list non-empty whatever the
 * request was: `const`s, helper parameters bound to their arguments, property reads, `.map()`,
 * `Array.isArray(x) ? x : []`, `x ?? []`, `x || []`, and a synchronous project helper given the
 * value alone (`sanitize(response)`, which reads no request value). An awaited call (a request) and
 * a `.filter`/`.slice` (which can apply a request value) stop it.
 */
export function originOf(node: Node, env: Bindings): Origin {
  let n = node;
  let e = env;
  const path: string[] = [];
  const hops: Origin["hops"] = [];
  for (let i = 0; i < 24; i++) {
    if (n.getKind() === SyntaxKind.AwaitExpression) break;
    if (isValueWrapper(n)) {
      n = n.getExpression();
      continue;
    }
    if (Node.isPropertyAccessExpression(n)) {
      path.unshift(n.getName());
      n = n.getExpression();
      continue;
    }
    // `tableResponse(summary, { rows: datasets })` read as `opts.rows` in the helper: the property's value
    if (Node.isObjectLiteralExpression(n) && path.length) {
      const prop = n.getProperty(path[0]!);
      const value =
        prop && Node.isPropertyAssignment(prop)
          ? prop.getInitializer()
          : prop && Node.isShorthandPropertyAssignment(prop)
            ? prop.getNameNode()
            : undefined;
      if (!value) break;
      path.shift();
      n = value;
      continue;
    }
    if (Node.isConditionalExpression(n)) {
      const c = unwrap(n.getCondition());
      const guarded =
        Node.isCallExpression(c) &&
        c.getExpression().getText() === "Array.isArray" &&
        c.getArguments()[0]?.getText() === unwrap(n.getWhenTrue()).getText() &&
        emptyLiteral(n.getWhenFalse());
      if (!guarded) break;
      n = n.getWhenTrue();
      continue;
    }
    if (
      Node.isBinaryExpression(n) &&
      /^(\?\?|\|\|)$/.test(n.getOperatorToken().getText()) &&
      emptyLiteral(n.getRight())
    ) {
      n = n.getLeft();
      continue;
    }
    if (Node.isCallExpression(n)) {
      const callee = n.getExpression();
      if (Node.isPropertyAccessExpression(callee) && callee.getName() === "map") {
        n = callee.getExpression();
        continue;
      }
      const fn = functionOf(callee);
      const arg = n.getArguments()[0];
      const isAsync = fn && Node.isModifierable(fn) && fn.hasModifier(SyntaxKind.AsyncKeyword);
      if (!fn || isAsync || n.getArguments().length !== 1 || !arg || Node.isPropertyAccessExpression(callee)) break;
      if (!Node.isBodyable(fn) && !Node.isBodied(fn)) break;
      n = arg;
      continue;
    }
    if (Node.isIdentifier(n)) {
      const decl = declarationsOf(n)[0];
      if (!decl) break;
      if (Node.isParameterDeclaration(decl)) {
        const b = e.get(decl);
        if (!b?.arg) {
          n = decl;
          break;
        }
        hops.push({ at: b.arg, env: b.env });
        n = b.arg;
        e = b.env;
        continue;
      }
      if (Node.isVariableDeclaration(decl) && decl.getVariableStatement()?.getDeclarationKind() === "const") {
        const init = decl.getInitializer();
        if (Node.isIdentifier(decl.getNameNode()) && init) {
          n = init;
          continue;
        }
      }
      if (Node.isBindingElement(decl)) {
        const pattern = decl.getParent();
        const vd = pattern?.getParent();
        const init = vd && Node.isVariableDeclaration(vd) ? vd.getInitializer() : undefined;
        if (Node.isObjectBindingPattern(pattern) && init && !decl.getDotDotDotToken()) {
          path.unshift((decl.getPropertyNameNode() ?? decl.getNameNode()).getText());
          n = init;
          continue;
        }
      }
      n = decl;
      break;
    }
    break;
  }
  return { root: n, path, hops };
}

function emptyLiteral(n: Node): boolean {
  const u = unwrap(n);
  return Node.isArrayLiteralExpression(u) && u.getElements().length === 0;
}

/** The same value: one root and one property path, the root a `let` nothing writes again (or a `const`, a parameter). */
function sameOrigin(a: Origin, b: Origin): boolean {
  if (a.root !== b.root || a.path.length !== b.path.length || !a.path.every((p, i) => p === b.path[i])) return false;
  const name = Node.isVariableDeclaration(a.root) ? a.root.getNameNode() : undefined;
  return !(name && Node.isIdentifier(name) && isReassigned(name));
}

/**
 * The test that already ruled out the emptiness a return's branch needs: the branch `cond` (taken
 * when it is `value`) requires some list to be empty, and an earlier exit or enclosing test (in the
 * branch's function, or before the helper call that hands the list over) left only a non-empty one.
 */
export function excludedEmptiness(cond: Node, value: boolean, env: Bindings): Node | undefined {
  const needed = emptyNeeded(cond, value);
  for (const list of needed) {
    const target = originOf(list, env);
    const points = [{ at: cond, env }, ...target.hops];
    for (const p of points) {
      for (const f of settledAt(p.at)) {
        if (f.kind !== "non-empty" || f.by === cond) continue;
        if (sameOrigin(originOf(f.node, p.env), target)) return f.by;
      }
    }
  }
  return [][0];
}

/** The lists a test being `value` needs empty: `x.length === 0` true, `x.length` false, `a && b` true: each side's. */
function emptyNeeded(expr: Node, value: boolean): Node[] {
  const n = unwrap(expr);
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken)
    return emptyNeeded(n.getOperand(), !value);
  if (Node.isBinaryExpression(n)) {
    const op = n.getOperatorToken().getKind();
    if (op === SyntaxKind.AmpersandAmpersandToken)
      return value ? [...emptyNeeded(n.getLeft(), true), ...emptyNeeded(n.getRight(), true)] : [];
    if (op === SyntaxKind.BarBarToken)
      return value ? [] : [...emptyNeeded(n.getLeft(), false), ...emptyNeeded(n.getRight(), false)];
  }
  // a test whose being `value` says "not empty" needs the list empty when it is the other way round
  return factsOf(n, !value, n)
    .filter((f) => f.kind === "non-empty")
    .map((f) => f.node);
}

/** The values earlier exits in its function leave absent at `at` (enclosing tests are its conditions), as written, sorted. */
export function absentAt(at: Node): string[] {
  return [
    ...new Set(
      settledAt(at, true)
        .filter((f) => f.kind === "absent" && !Node.isCallExpression(f.node))
        .map((f) => f.node.getText()),
    ),
  ].sort();
}

/** `hasData(x)`, `x.length`, `x.size`: a test for data on one value, as the test's name and the value. */
function dataTest(n: Node): { test: string; subject: Node } | undefined {
  let u = unwrap(n);
  for (let i = 0; i < 4 && Node.isIdentifier(u); i++) {
    const decl = declarationsOf(u)[0];
    const init =
      decl && Node.isVariableDeclaration(decl) && decl.getVariableStatement()?.getDeclarationKind() === "const"
        ? decl.getInitializer()
        : undefined;
    if (!init) break;
    u = unwrap(init);
  }
  const list = counted(u);
  if (list) return { test: "length", subject: list };
  if (Node.isCallExpression(u) && u.getArguments().length === 1 && !Node.isPropertyAccessExpression(u.getExpression()))
    return { test: u.getExpression().getText(), subject: u.getArguments()[0]! };
  return undefined;
}

/** The request call an answer comes from: `const x = await call(…)`, or its place in `const [a, b] = await Promise.all([…])`. */
function requestOf(answer: Node): import("ts-morph").CallExpression | undefined {
  const id = unwrap(answer);
  if (!Node.isIdentifier(id)) return undefined;
  const decl = declarationsOf(id)[0];
  if (decl && Node.isVariableDeclaration(decl) && Node.isIdentifier(decl.getNameNode())) {
    const init = decl.getInitializer();
    const call = init ? unwrap(init) : undefined;
    return call && Node.isCallExpression(call) ? call : undefined;
  }
  if (!decl || !Node.isBindingElement(decl)) return undefined;
  const pattern = decl.getParent();
  const vd = pattern?.getParent();
  if (!pattern || !Node.isArrayBindingPattern(pattern) || !vd || !Node.isVariableDeclaration(vd)) return undefined;
  const init = vd.getInitializer();
  const all = init ? unwrap(init) : undefined;
  if (!all || !Node.isCallExpression(all) || !/^Promise\.(all|allSettled)$/.test(all.getExpression().getText()))
    return undefined;
  const list = all.getArguments()[0];
  const arr = list ? unwrap(list) : undefined;
  if (!arr || !Node.isArrayLiteralExpression(arr)) return undefined;
  const el = arr.getElements()[pattern.getElements().indexOf(decl)];
  const call = el ? unwrap(el) : undefined;
  return call && Node.isCallExpression(call) ? call : undefined;
}

/** Names read in a value: identifiers and property names. */
function namesIn(n: Node): string[] {
  const out = [Node.isIdentifier(n) ? n.getText() : undefined];
  for (const d of n.getDescendantsOfKind(SyntaxKind.Identifier)) out.push(d.getText());
  return out.filter((x): x is string => !!x);
}

/** The values two calls to one callee pass differently: their names, or undefined when the calls differ otherwise. */
function differingValues(
  a: import("ts-morph").CallExpression,
  b: import("ts-morph").CallExpression,
): string[] | undefined {
  if (a === b || a.getExpression().getText() !== b.getExpression().getText()) return undefined;
  const aa = a.getArguments();
  const ba = b.getArguments();
  if (aa.length !== ba.length) return undefined;
  const out: string[] = [];
  aa.forEach((x, i) => {
    const y = ba[i]!;
    if (x.getText() === y.getText()) return;
    const ox = unwrap(x);
    const oy = unwrap(y);
    if (Node.isObjectLiteralExpression(ox) && Node.isObjectLiteralExpression(oy)) {
      const val = (o: import("ts-morph").ObjectLiteralExpression) =>
        new Map(o.getProperties().map((p) => [p.getText().split(":")[0]!.trim(), p.getText()] as const));
      const vx = val(ox);
      const vy = val(oy);
      for (const k of new Set([...vx.keys(), ...vy.keys()])) {
        if (vx.get(k) === vy.get(k)) continue;
        for (const o of [ox, oy])
          for (const p of o.getProperties()) if (p.getText().split(":")[0]!.trim() === k) out.push(...namesIn(p));
      }
      return;
    }
    out.push(...namesIn(x), ...namesIn(y));
  });
  return out.length ? [...new Set(out)].sort() : undefined;
}

/**
 * A branch that needs one answer empty where a sibling answer, asked of the same call with some values
 * changed, is known to hold data (`if (!hasCurrentData)` after `if (!hasBaselineData) return …`, the two
 * from one `Promise.all` of the same request for two periods): the scope they share was shown to find
 * data, so only the changed values say why this one is empty. Their names, or undefined.
 */
export function siblingDiffers(cond: Node, value: boolean, at: Node): string[] | undefined {
  const needed = unwrap(cond);
  // the branch needs the test false: `!hasData` true, or `hasData` false
  const negatedTest = Node.isPrefixUnaryExpression(needed) && needed.getOperatorToken() === SyntaxKind.ExclamationToken;
  if (negatedTest !== value) return undefined;
  const own = dataTest(negatedTest ? needed.getOperand() : needed);
  const ownCall = own && requestOf(own.subject);
  if (!own || !ownCall) return undefined;
  for (const f of settledAt(at)) {
    if (f.kind !== "present" && f.kind !== "non-empty") continue;
    const other = f.kind === "non-empty" ? { test: "length", subject: f.node } : dataTest(f.node);
    if (!other || other.test !== own.test) continue;
    const otherCall = requestOf(other.subject);
    const differs = otherCall && differingValues(ownCall, otherCall);
    if (differs) return differs;
  }
  return undefined;
}
