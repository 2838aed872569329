/**
 * Where a sorted or collected list goes, read from the syntax: a sort's output paged, cut or
 * returned (`sortedOutput`), a cut made later by a caller of the sort's function (`laterCut`), a
 * slice that leaves its function, a list ordered on its way, a collection filled in the order
 * parallel requests finish and returned unsorted, and whether a function asks the upstream.
 */
import { type CallExpression, Node, SyntaxKind } from "../morph.js";
import { descendantsOfKind, descendantsOfKinds, descendantsOutside } from "./node-index.js";
import { findReferences } from "./references.js";
import {
  assignmentsTo,
  declarationsOf,
  functionOf,
  initializerOf,
  isFunctionLike,
  returnedExpressions,
  unwrap,
} from "./resolve.js";

/**
 * Where code of the same tool cuts the list a sort's function returned: the function returns the
 * sorted list (as it is, or in an object), and a function the tool reaches that calls it slices a
 * value derived from the call (`const { hits } = await merge(…)`, `data = r.data`,
 * `data.results.filter(…)`): a page at an offset, or the first or last n. Callers that return the
 * value on are followed up to three calls. Read from the syntax: names bound from the call and from
 * each other, then a `slice` on one of them.
 */
export function laterCut(call: Node, fns: readonly Node[]): { use: "paged" | "cut"; at: Node } | undefined {
  const own = call.getFirstAncestor((a) => isFunctionLike(a));
  if (!own) return undefined;
  let returners: Node[] = [own];
  const seen = new Set<Node>(returners);
  for (let depth = 0; depth < 3 && returners.length; depth++) {
    const next: Node[] = [];
    for (const fn of fns) {
      const calls = descendantsOfKind(fn, SyntaxKind.CallExpression).filter((c) => {
        const f = functionOf((c as CallExpression).getExpression());
        return !!f && returners.includes(f);
      });
      if (!calls.length) continue;
      const mentions = boundFrom(fn, calls);
      for (const c of descendantsOfKind(fn, SyntaxKind.CallExpression)) {
        const callee = (c as CallExpression).getExpression();
        if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "slice") continue;
        const [from, to] = (c as CallExpression).getArguments();
        if (!from || !mentions(callee.getExpression())) continue;
        const start = from.getText().trim();
        const use = start === "0" ? (to ? "cut" : undefined) : /^-/.test(start) && !to ? "cut" : "paged";
        if (use) return { use, at: c };
      }
      if (!seen.has(fn) && returnedExpressions(fn).some(mentions)) {
        seen.add(fn);
        next.push(fn);
      }
    }
    returners = next;
  }
  return undefined;
}

/**
 * Whether an expression holds what the given calls return: it contains one of them, or a name the function
 * binds from them or from each other (declarations, destructuring, plain assignments).
 */
export function boundFrom(fn: Node, calls: readonly Node[]): (n: Node | undefined) => boolean {
  const names = new Set<string>();
  const holds = (n: Node | undefined) =>
    !!n &&
    (calls.some((c) => n.getStart() <= c.getStart() && c.getEnd() <= n.getEnd()) ||
      descendantsOfKind(n, SyntaxKind.Identifier).some((id) => names.has(id.getText())) ||
      (Node.isIdentifier(n) && names.has(n.getText())));
  for (let round = 0; round < 4; round++) {
    const before = names.size;
    for (const d of descendantsOfKind(fn, SyntaxKind.VariableDeclaration)) {
      if (!holds(d.getInitializer())) continue;
      for (const id of [d.getNameNode(), ...descendantsOfKind(d.getNameNode(), SyntaxKind.Identifier)])
        if (Node.isIdentifier(id)) names.add(id.getText());
    }
    for (const b of descendantsOfKind(fn, SyntaxKind.BinaryExpression)) {
      if (b.getOperatorToken().getKind() !== SyntaxKind.EqualsToken || !holds(b.getRight())) continue;
      const left = unwrap(b.getLeft());
      if (Node.isIdentifier(left)) names.add(left.getText());
    }
    if (names.size === before) break;
  }
  return holds;
}

/**
 * Whether the function that sorts got its entries from an upstream answer (`calls`: the upstream requests): it sends a request
 * itself, or calls a function that does. A score the code computes itself (TF-IDF over a text it
 * was given) is ordered the same way every time.
 */
export function asksUpstream(calls: readonly Node[], host: Node, depth = 0): boolean {
  const inside = (fn: Node) =>
    calls.some(
      (c) => c.getSourceFile() === fn.getSourceFile() && c.getStart() >= fn.getStart() && c.getEnd() <= fn.getEnd(),
    );
  if (inside(host)) return true;
  // a callback of the request (`fetch(…).then((body) => …)`): the call chain it is handed to sends it
  const chain = host.getParent();
  if (chain && Node.isCallExpression(chain) && inside(chain)) return true;
  return descendantsOfKind(host, SyntaxKind.CallExpression).some((c) => {
    const f = functionOf(c.getExpression());
    // `depth`: how many more request helpers deep to look (`safeFetch` → `fetchWithTimeout` → `fetch`)
    return !!f && f !== host && (inside(f) || (depth > 0 && asksUpstream(calls, f, depth - 1)));
  });
}

/**
 * `topEvents(ae)` sorts and cuts what it was handed: a function of the tool's reach that calls it (or
 * calls a function that does, up to three calls up) asks the upstream, through up to two request helpers.
 */
export function callerAsksUpstream(requests: readonly Node[], host: Node | undefined, fns: readonly Node[]): boolean {
  let callees: Node[] = host ? [host] : [];
  const seen = new Set<Node>(callees);
  for (let depth = 0; depth < 3 && callees.length; depth++) {
    const next: Node[] = [];
    for (const fn of fns) {
      if (seen.has(fn)) continue;
      const calls = descendantsOfKind(fn, SyntaxKind.CallExpression).some((c) => {
        const f = functionOf((c as CallExpression).getExpression());
        return !!f && callees.includes(f);
      });
      if (!calls) continue;
      if (asksUpstream(requests, fn, 2)) return true;
      seen.add(fn);
      next.push(fn);
    }
    callees = next;
  }
  return false;
}

/** Where tied entries get their order from, when the code does not fix it: a directory listing or a merge of several answers. */
export function tiedInputOrigin(host: Node): "listing" | "merged" | undefined {
  const text = host.getText();
  if (/\b(readdir|readdirSync|opendir|glob|globSync|globby|fastGlob|fg)\s*\(|\.readdir\(/.test(text)) return "listing";
  if (/\bPromise\.(all|allSettled|race|any)\(|\.concat\(|\.flat\(/.test(text)) return "merged";
  // nested loops over several answers filling one collection (a fan-out merge)
  const loops = descendantsOfKinds(host, [SyntaxKind.ForOfStatement, SyntaxKind.ForInStatement]);
  if (loops.some((l) => descendantsOfKinds(l, [SyntaxKind.ForOfStatement, SyntaxKind.ForInStatement]).length > 0))
    return "merged";
  return undefined;
}

/** A key that is unique per entry and that the code around the sort really reads or writes: `url`, `id`, `name`, `path`. */
export function uniqueKeyNear(host: Node): string | undefined {
  const seen = new Set<string>();
  for (const n of descendantsOfKinds(host, [
    SyntaxKind.PropertyAccessExpression,
    SyntaxKind.PropertyAssignment,
    SyntaxKind.ShorthandPropertyAssignment,
  ])) {
    // `request.params.name` is the tool's name, not a key of the entries
    if (
      Node.isPropertyAccessExpression(n) &&
      /(^|\.)(request|req|params|args|arguments|process|env|headers|options|opts|config|this)$/.test(
        n.getExpression().getText(),
      )
    )
      continue;
    if (!Node.isPropertyAccessExpression(n) && n.getFirstAncestor((a) => Node.isReturnStatement(a))) continue; // the result's own keys
    seen.add(Node.isPropertyAccessExpression(n) ? n.getName() : (n as unknown as { getName(): string }).getName());
  }
  return ["id", "url", "uri", "path", "name", "key", "slug", "uuid"].find((k) => seen.has(k));
}

/** Whether a write inside a parallel callback runs after that callback's request finished: after an `await`, or in a `.then` callback. */
export function finishesLate(write: Node, cb: Node): boolean {
  const own = write.getFirstAncestor((a) => isFunctionLike(a));
  if (own === cb)
    return descendantsOutside(cb, [SyntaxKind.AwaitExpression]).some((a) => a.getStart() < write.getEnd());
  const holder = own?.getParent();
  return !!holder && Node.isCallExpression(holder) && /\.(then|finally)$/.test(holder.getExpression().getText());
}

/** Reads that do not hand on the collection's order: its size, one keyed entry, a membership test. */
export const ORDERLESS_READ = new Set(["length", "size", "get", "has", "includes", "indexOf"]);
export const SORTING = /^(sort|toSorted|sortBy|orderBy)$/;

/**
 * Whether the collection declared at `decl` leaves `host` through a `return` after `from` with its
 * order intact: a reference in the returned value that is not a size, a keyed read (`byId.get(id)`,
 * which restores the caller's order) or inside a sort, and no sort of it in between.
 */
export function returnedUnsorted(host: Node, decl: Node, from: Node): boolean {
  const nameNode = (decl as unknown as { getNameNode?(): Node }).getNameNode?.();
  if (!nameNode || !Node.isIdentifier(nameNode)) return false;
  const refs = findReferences(nameNode).filter((r) => r.getStart() > from.getEnd());
  const sortedBy = (r: Node, stop: Node) => {
    for (let p = r.getParent(); p && p !== stop; p = p.getParent()) {
      if (!Node.isCallExpression(p)) continue;
      const callee = p.getExpression();
      const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
      if (SORTING.test(name)) return true;
    }
    return false;
  };
  // sorted in place before it is returned: `items.sort(…)`
  if (
    refs.some((r) => {
      const p = r.getParent();
      return (
        !!p &&
        Node.isPropertyAccessExpression(p) &&
        p.getExpression() === r &&
        /^(sort|reverse)$/.test(p.getName()) &&
        r.getFirstAncestor((a) => Node.isReturnStatement(a)) === undefined
      );
    })
  )
    return false;
  return refs.some((r) => {
    const ret = r.getFirstAncestor((a) => Node.isReturnStatement(a));
    if (!ret || ret.getFirstAncestor((a) => isFunctionLike(a)) !== host) return false;
    const p = r.getParent();
    if (p && Node.isPropertyAccessExpression(p) && p.getExpression() === r && ORDERLESS_READ.has(p.getName()))
      return false;
    return !sortedBy(r, ret);
  });
}

/**
 * What happens to a sort's output: cut into a page (`slice`) or returned from its function, also
 * as text built from it (`sorted.map(…).join("\n")`, a template); undefined when it stays inside.
 */
export function sortedOutput(call: Node): "paged" | "cut" | "returned" | undefined {
  let top: Node = call;
  for (
    let p = call.getParent();
    p &&
    (Node.isPropertyAccessExpression(p) ||
      Node.isCallExpression(p) ||
      Node.isParenthesizedExpression(p) ||
      Node.isAwaitExpression(p));
    p = p.getParent()
  )
    top = p;
  // `.slice(offset, …)` cuts a page; `.slice(0, n)` keeps the top n: a cut through a tie
  const cut = /\.slice\(\s*([^,)]*)(,?)/.exec(top.getText().slice(call.getText().length));
  if (cut) return cut[1]!.trim() !== "0" ? "paged" : cut[2] ? "cut" : "returned";
  const holder = top.getParent();
  if (!holder) return undefined;
  if (Node.isReturnStatement(holder) || Node.isArrowFunction(holder)) return "returned";
  // const sorted = hits.sort(…); or hits.sort(…); — follow the name to a return or a slice
  let name: string | undefined;
  if (Node.isVariableDeclaration(holder) && Node.isIdentifier(holder.getNameNode())) name = holder.getName();
  else if (Node.isExpressionStatement(holder) && top === call) {
    const recv = unwrap((call as unknown as { getExpression(): Node }).getExpression());
    const base = Node.isPropertyAccessExpression(recv) ? unwrap(recv.getExpression()) : undefined;
    if (base && Node.isIdentifier(base)) name = base.getText();
  } else if (Node.isPropertyAssignment(holder) || Node.isShorthandPropertyAssignment(holder)) {
    return holder.getFirstAncestor((a) => Node.isReturnStatement(a)) ? "returned" : undefined;
  }
  if (!name) return undefined;
  const fn = call.getFirstAncestor((a) => isFunctionLike(a));
  if (!fn) return undefined;
  const after = (n: Node) => n.getStart() > call.getEnd();
  if (
    descendantsOfKind(fn, SyntaxKind.CallExpression).some(
      (c) => after(c) && new RegExp(`\\b${name}\\.slice\\(\\s*(?!0\\s*[,)])`).test(c.getText()),
    )
  )
    return "paged";
  if (
    descendantsOfKind(fn, SyntaxKind.CallExpression).some(
      (c) => after(c) && new RegExp(`\\b${name}\\.slice\\(\\s*0\\s*,`).test(c.getText()),
    )
  )
    return "cut";
  // names built from the sorted list after it (`const lines = sorted.map(…)`, `const text = lines.join("\n")`)
  const names = new Set([name]);
  const mentionsAny = (t: string) => [...names].some((nm) => new RegExp(`\\b${nm.replace(/\$/g, "\\$")}\\b`).test(t));
  for (let round = 0; round < 3; round++)
    for (const d of descendantsOfKind(fn, SyntaxKind.VariableDeclaration))
      if (
        after(d) &&
        Node.isIdentifier(d.getNameNode()) &&
        d.getInitializer() &&
        mentionsAny(d.getInitializer()!.getText())
      )
        names.add(d.getName());
  return descendantsOfKind(fn, SyntaxKind.ReturnStatement).some(
    (r) => after(r) && mentionsAny(r.getText()) && r.getFirstAncestor((a) => isFunctionLike(a)) === fn,
  )
    ? "returned"
    : undefined;
}

/** Calls that order a collection (array methods, lodash/Ramda helpers). */
export const ORDERING_CALL = /^(sort|toSorted|sortBy|orderBy|sortWith|sortOn)$/;
/** Array methods whose result keeps the receiver's order (or reverses it): the order is the receiver's. */
export const ORDER_KEEPING = new Set([
  "filter",
  "slice",
  "map",
  "flatMap",
  "concat",
  "flat",
  "reverse",
  "toReversed",
  "values",
]);

/**
 * Whether the collection `expr` stands for was put in an order by the code on its way here: a sort of
 * it (`[...rows].sort(…)`, `sortBy(rows, "id")`, `rows.sort(…)` in place), through order-keeping
 * array methods, variables and their reassignments, and project helpers' returns. A sort found
 * anywhere on the way counts: the sort itself is judged by the comparator rule, not here.
 */
export function orderedOnTheWay(expr: Node, seen = new Set<Node>(), depth = 0): boolean {
  const u = unwrap(expr);
  if (seen.has(u) || depth > 12) return false;
  seen.add(u);
  if (Node.isCallExpression(u)) {
    const callee = unwrap(u.getExpression());
    const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText().split(".").pop()!;
    if (ORDERING_CALL.test(name)) return true;
    if (Node.isPropertyAccessExpression(callee) && ORDER_KEEPING.has(name))
      return (
        orderedOnTheWay(callee.getExpression(), seen, depth + 1) ||
        u.getArguments().some((a) => !isFunctionLike(unwrap(a)) && orderedOnTheWay(a, seen, depth + 1))
      );
    // a project helper: what it returns
    const fn = functionOf(u.getExpression());
    if (fn && depth < 6) return returnedExpressions(fn).some((r) => orderedOnTheWay(r, seen, depth + 1));
    return false;
  }
  if (Node.isArrayLiteralExpression(u))
    return u
      .getElements()
      .some((e) => orderedOnTheWay(Node.isSpreadElement(e) ? e.getExpression() : e, seen, depth + 1));
  if (Node.isConditionalExpression(u))
    return orderedOnTheWay(u.getWhenTrue(), seen, depth + 1) || orderedOnTheWay(u.getWhenFalse(), seen, depth + 1);
  if (Node.isBinaryExpression(u) && /^(\?\?|\|\|)$/.test(u.getOperatorToken().getText()))
    return orderedOnTheWay(u.getLeft(), seen, depth + 1);
  if (Node.isPropertyAccessExpression(u)) return false;
  if (!Node.isIdentifier(u)) return false;
  const decl = declarationsOf(u)[0];
  if (!decl) return false;
  // sorted in place where the name is in scope: `rows.sort(…)`
  const scope = decl.getFirstAncestor((a) => isFunctionLike(a)) ?? decl.getSourceFile();
  const name = u.getText();
  if (
    descendantsOfKind(scope, SyntaxKind.CallExpression).some((c) => {
      const callee = c.getExpression();
      return (
        Node.isPropertyAccessExpression(callee) &&
        ORDERING_CALL.test(callee.getName()) &&
        unwrap(callee.getExpression()).getText() === name
      );
    })
  )
    return true;
  const init = initializerOf(decl);
  if (init && orderedOnTheWay(init, seen, depth + 1)) return true;
  for (const w of assignmentsTo(u)?.writes ?? []) if (orderedOnTheWay(w.getRight(), seen, depth + 1)) return true;
  return false;
}

/** Whether a `slice` call's output leaves its function: returned, or held in a name a later `return` mentions. */
export function sliceReturned(call: Node, fn: Node): boolean {
  // up through wrappers, envelopes and order-keeping chains (`page.map(…)`, `JSON.stringify(page)`)
  let top: Node = call;
  for (let p = top.getParent(); p; p = top.getParent()) {
    const through =
      Node.isParenthesizedExpression(p) ||
      Node.isAwaitExpression(p) ||
      Node.isAsExpression(p) ||
      Node.isConditionalExpression(p) ||
      Node.isPropertyAssignment(p) ||
      Node.isShorthandPropertyAssignment(p) ||
      Node.isObjectLiteralExpression(p) ||
      Node.isArrayLiteralExpression(p) ||
      (Node.isPropertyAccessExpression(p) && p.getExpression() === top && /^(map|filter|join)$/.test(p.getName())) ||
      (Node.isCallExpression(p) &&
        (Node.isPropertyAccessExpression(top)
          ? p.getExpression() === top
          : /^JSON\.stringify$/.test(p.getExpression().getText())));
    if (!through) break;
    top = p;
  }
  const holder = top.getParent();
  if (!holder) return false;
  if (Node.isReturnStatement(holder) || (Node.isArrowFunction(holder) && holder.getBody() === top)) return true;
  if (!Node.isVariableDeclaration(holder) || !Node.isIdentifier(holder.getNameNode())) return false;
  const name = holder.getName();
  return descendantsOfKind(fn, SyntaxKind.ReturnStatement).some(
    (r) =>
      r.getStart() > call.getEnd() &&
      r.getFirstAncestor((a) => isFunctionLike(a)) === fn &&
      new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(r.getText()),
  );
}

/** The key of an object literal's member (`first`, `"orderBy"`); "" for a spread or a method. */
export function keyOf(p: Node): string {
  return Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)
    ? p.getName().replace(/^["']|["']$/g, "")
    : "";
}

/** The text of an argument that is (or names) a query document: a literal, or the initializer of the constant it names. */
export function queryText(arg: Node): string {
  const a = unwrap(arg);
  if (Node.isObjectLiteralExpression(a)) return "";
  if (Node.isIdentifier(a))
    return declarationsOf(a)
      .map((d) => initializerOf(d)?.getText() ?? "")
      .join(" ");
  return a.getText();
}
