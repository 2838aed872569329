/**
 * Where a published list takes an order nothing defines (rule 7, registry half), as model facts
 * (`ServerModel.orderSources`): the order a server publishes its tools in coming from a Set filled
 * from several places, a directory listing, a map merged from several modules, or a Map filled as
 * concurrent imports complete; and result lists assembled in completion order
 * (`.then(r => out.push(r))`), the same defect one level down.
 *
 * Publication points: the `tools` of a ListTools handler, and the collection a registration call
 * (`tool`/`registerTool`/`addTool`, or a dynamic `import()` of tool modules) is looped over.
 */

import type { OrderSource, ToolModel } from "../../model/types.js";
import type { TsFrontendData } from "./index.js";
import { type CallExpression, Node, type SourceFile, SyntaxKind } from "./morph.js";
import { locOf } from "./syntax/location.js";
import { descendantsOfKind } from "./syntax/node-index.js";
import { findReferences } from "./syntax/references.js";
import {
  declarationsOf,
  functionOf,
  isFunctionLike,
  objectProp,
  resolveExpression,
  returnedExpressions,
  symbolOf,
  unwrap,
} from "./syntax/resolve.js";

interface Origin {
  /** What the order comes from, for the message. */
  what: string;
  origin: OrderSource["origin"];
  node: Node;
}

type Traced = Origin | "sorted" | undefined;

const SORTS = new Set(["sort", "toSorted"]);
/** Array methods that keep the order of their receiver. */
const KEEPS_ORDER = new Set([
  "filter",
  "map",
  "flatMap",
  "flat",
  "slice",
  "concat",
  "reverse",
  "toReversed",
  "values",
  "keys",
  "entries",
]);
const DIR_LISTING =
  /^(readdir|readdirSync|opendir|opendirSync|glob|globSync|globby|globbySync|fg|fastGlob|sync|import\.meta\.glob|import\.meta\.globEager)$/;
const REGISTER = new Set(["tool", "registerTool", "addTool"]);

function calleeName(call: CallExpression): string {
  const e = call.getExpression();
  if (Node.isPropertyAccessExpression(e)) {
    const recv = e.getExpression().getText();
    return recv === "import.meta" ? `import.meta.${e.getName()}` : e.getName();
  }
  return e.getText();
}

/** Whether `id` is sorted in place anywhere (`tools.sort(byName)`). */
function sortedInPlace(id: Node): boolean {
  if (!Node.isIdentifier(id)) return false;
  return findReferences(id).some((r) => {
    const p = r.getParent();
    return (
      !!p &&
      Node.isPropertyAccessExpression(p) &&
      p.getExpression() === r &&
      SORTS.has(p.getName()) &&
      Node.isCallExpression(p.getParent())
    );
  });
}

/** Method calls on a variable: `registry.add(…)`, `registry.set(…)`. */
function methodCalls(id: Node, method: string): CallExpression[] {
  if (!Node.isIdentifier(id)) return [];
  return findReferences(id).flatMap((r) => {
    const p = r.getParent();
    const c = p?.getParent();
    return p &&
      c &&
      Node.isPropertyAccessExpression(p) &&
      p.getExpression() === r &&
      p.getName() === method &&
      Node.isCallExpression(c)
      ? [c]
      : [];
  });
}

/** A write that runs when an asynchronous step completes: in a `.then` callback, or after an `await` inside a callback. */
function inCompletionOrder(write: Node): boolean {
  for (const fn of write.getAncestors()) {
    if (!isFunctionLike(fn)) continue;
    const host = fn.getParent();
    if (!host || !Node.isCallExpression(host) || !host.getArguments().includes(fn as never)) continue;
    const name = calleeName(host);
    if (name === "then") return runsInParallel(host);
    const isAsync = (fn as unknown as { isAsync?(): boolean }).isAsync?.() ?? false;
    if (
      isAsync &&
      ["map", "forEach", "flatMap"].includes(name) &&
      descendantsOfKind(fn, SyntaxKind.AwaitExpression).some((a) => a.getEnd() <= write.getStart())
    )
      return true;
  }
  return false;
}

/** A promise chain started once per item (`items.map(…)`, `forEach`) or inside `Promise.all`/`race`/`any`: several run at once. */
function runsInParallel(chain: Node): boolean {
  return chain.getAncestors().some((a) => {
    if (Node.isCallExpression(a) && /^Promise\.(all|allSettled|race|any)$/.test(a.getExpression().getText()))
      return true;
    const host = isFunctionLike(a) ? a.getParent() : undefined;
    return !!host && Node.isCallExpression(host) && ["map", "forEach", "flatMap"].includes(calleeName(host));
  });
}

/** Object literal with spreads of two or more imported modules (`{ ...searchTools, ...adminTools }`). */
function mergedModules(obj: Node): string[] {
  const o = unwrap(obj);
  const parts: Node[] = [];
  if (Node.isObjectLiteralExpression(o))
    parts.push(
      ...o
        .getProperties()
        .filter((p) => Node.isSpreadAssignment(p))
        .map((p) => (p as import("ts-morph").SpreadAssignment).getExpression()),
    );
  if (Node.isCallExpression(o) && o.getExpression().getText() === "Object.assign")
    parts.push(...o.getArguments().slice(1));
  const modules = new Set<string>();
  for (const part of parts) {
    const u = unwrap(part);
    const base = Node.isPropertyAccessExpression(u) ? u.getExpression() : u;
    if (!Node.isIdentifier(base)) continue;
    const sym = symbolOf(base);
    const imp = sym
      ?.getDeclarations()
      .find((d) => Node.isImportSpecifier(d) || Node.isNamespaceImport(d) || Node.isImportClause(d));
    const decl = imp?.getFirstAncestorByKind(SyntaxKind.ImportDeclaration);
    if (decl) modules.add(decl.getModuleSpecifierValue());
  }
  return [...modules].sort();
}

/** Where the order of a collection expression comes from. */
function trace(expr: Node | undefined, depth = 0): Traced {
  if (!expr || depth > 8) return undefined;
  const n = unwrap(expr);
  if (Node.isCallExpression(n)) {
    const callee = n.getExpression();
    const name = calleeName(n);
    if (SORTS.has(name)) return "sorted";
    if (Node.isPropertyAccessExpression(callee)) {
      const recv = callee.getExpression().getText();
      if ((recv === "Object" || recv === "Reflect") && ["keys", "values", "entries", "ownKeys"].includes(name)) {
        const arg = n.getArguments()[0];
        const target = arg ? resolveExpression(arg) : undefined;
        const modules = target ? mergedModules(target) : [];
        if (modules.length >= 2)
          return {
            what: `Object.${name} of a map merged from ${modules.length} modules (${modules.join(", ")})`,
            origin: "merged-modules",
            node: target!,
          };
        return trace(arg, depth + 1);
      }
      if (recv === "Array" && name === "from") return trace(n.getArguments()[0], depth + 1);
      if (recv === "Promise" && /^(all|allSettled)$/.test(name)) return trace(n.getArguments()[0], depth + 1);
      if (KEEPS_ORDER.has(name)) return trace(callee.getExpression(), depth + 1);
    }
    if (
      DIR_LISTING.test(name) &&
      !(
        Node.isPropertyAccessExpression(callee) &&
        name === "sync" &&
        !/^(fg|glob|fastGlob|globby)$/.test(callee.getExpression().getText())
      )
    )
      return { what: `a directory listing (${callee.getText()})`, origin: "directory", node: n };
    // a project function that returns the collection
    const fn = functionOf(callee);
    if (fn) {
      for (const r of returnedExpressions(fn)) {
        const t = trace(r, depth + 1);
        if (t) return t;
      }
    }
    return undefined;
  }
  if (Node.isArrayLiteralExpression(n)) {
    for (const el of n.getElements()) {
      if (!Node.isSpreadElement(el)) continue;
      const t = trace(el.getExpression(), depth + 1);
      if (t) return t;
    }
    return undefined;
  }
  if (Node.isNewExpression(n)) {
    const cls = n.getExpression().getText();
    if (cls === "Set" || cls === "Map") return trace(n.getArguments()[0], depth + 1);
    return undefined;
  }
  if (Node.isIdentifier(n)) {
    const decl = declarationsOf(n).find((d) => Node.isVariableDeclaration(d));
    if (!decl || !Node.isVariableDeclaration(decl)) return undefined;
    const nameNode = decl.getNameNode();
    if (sortedInPlace(nameNode)) return "sorted";
    const init = decl.getInitializer();
    const u = init ? unwrap(init) : undefined;
    if (u && Node.isNewExpression(u) && u.getExpression().getText() === "Set") {
      const adds = methodCalls(nameNode, "add");
      if (adds.length)
        return {
          what: `a Set filled by .add() (${adds.length} place${adds.length === 1 ? "" : "s"})`,
          origin: "set",
          node: decl,
        };
    }
    if (u && Node.isNewExpression(u) && u.getExpression().getText() === "Map") {
      const late = methodCalls(nameNode, "set").find(inCompletionOrder);
      if (late) return { what: "a Map filled as asynchronous loads complete", origin: "completion", node: late };
    }
    if (u && Node.isArrayLiteralExpression(u)) {
      const late = methodCalls(nameNode, "push").find(inCompletionOrder);
      if (late) return { what: "an array pushed to as asynchronous loads complete", origin: "completion", node: late };
    }
    return trace(init, depth + 1);
  }
  if (Node.isPropertyAccessExpression(n)) {
    const r = resolveExpression(n);
    return r === n ? undefined : trace(r, depth + 1);
  }
  return undefined;
}

interface Publication {
  /** The expression whose order becomes the published order. */
  expr: Node;
  how: string;
}

function isRegistration(call: Node): boolean {
  if (!Node.isCallExpression(call)) return false;
  const callee = call.getExpression();
  if (call.getExpression().getKind() === SyntaxKind.ImportKeyword) return true;
  return Node.isPropertyAccessExpression(callee) && REGISTER.has(callee.getName()) && call.getArguments().length >= 1;
}

/** The collection a node is iterated over by, within its function: `for (x of E)`, `E.forEach(x => …)`. */
function loopCollection(node: Node): Node | undefined {
  for (let cur = node.getParent(), child: Node = node; cur; child = cur, cur = cur.getParent()) {
    if ((Node.isForOfStatement(cur) || Node.isForInStatement(cur)) && child === cur.getStatement())
      return cur.getExpression();
    if (isFunctionLike(cur)) {
      const host = cur.getParent();
      if (host && Node.isCallExpression(host) && ["forEach", "map", "flatMap"].includes(calleeName(host))) {
        const callee = host.getExpression();
        if (Node.isPropertyAccessExpression(callee)) return callee.getExpression();
      }
      return undefined;
    }
  }
  return undefined;
}

/** The file registers tools or constructs a server itself: a `tools/list` can come from it. */
function buildsServer(sf: SourceFile): boolean {
  if (
    descendantsOfKind(sf, SyntaxKind.NewExpression).some((n) =>
      /^(McpServer|Server)$/.test(n.getExpression().getText().split(".").pop() ?? ""),
    )
  )
    return true;
  return descendantsOfKind(sf, SyntaxKind.CallExpression).some((c) => {
    const callee = c.getExpression();
    return (
      Node.isPropertyAccessExpression(callee) &&
      (REGISTER.has(callee.getName()) || callee.getName() === "setRequestHandler")
    );
  });
}

function publications(files: SourceFile[]): Publication[] {
  const out: Publication[] = [];
  for (const sf of files) {
    for (const call of descendantsOfKind(sf, SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (
        Node.isPropertyAccessExpression(callee) &&
        callee.getName() === "setRequestHandler" &&
        /ListToolsRequest/.test(call.getArguments()[0]?.getText() ?? "")
      ) {
        const fn = functionOf(call.getArguments()[1]);
        for (const ret of fn ? returnedExpressions(fn) : []) {
          const tools = objectProp(resolveExpression(ret), "tools");
          if (tools) out.push({ expr: tools, how: "the ListTools handler publishes" });
        }
        continue;
      }
      if (!isRegistration(call)) continue;
      // modules imported in a loop by a file that builds no server (a post-build smoke test) publish no tool list
      if (call.getExpression().getKind() === SyntaxKind.ImportKeyword && !buildsServer(sf)) continue;
      const direct = loopCollection(call);
      if (direct) {
        out.push({
          expr: direct,
          how:
            call.getExpression().getKind() === SyntaxKind.ImportKeyword
              ? "tool modules are imported and registered in the order of"
              : "tools are registered in the order of",
        });
        continue;
      }
      // a registration helper called inside a loop: registerTool(server, def) for each def
      const fn = call.getFirstAncestor((a) => isFunctionLike(a));
      const nameNode =
        fn &&
        (Node.isFunctionDeclaration(fn)
          ? fn.getNameNode()
          : Node.isVariableDeclaration(fn.getParent())
            ? (fn.getParent() as import("ts-morph").VariableDeclaration).getNameNode()
            : undefined);
      if (!nameNode || !Node.isIdentifier(nameNode)) continue;
      for (const r of findReferences(nameNode)) {
        const c = r.getParent();
        if (!c || !Node.isCallExpression(c) || c.getExpression() !== r) continue;
        const coll = loopCollection(c);
        if (coll) out.push({ expr: coll, how: "tools are registered in the order of" });
      }
    }
  }
  return out;
}

/** Result lists pushed to in completion order inside code a tool runs, and returned without a sort. */
function completionOrderResults(ts: TsFrontendData, tools: ToolModel[], seen: Set<string>): OrderSource[] {
  const out: OrderSource[] = [];
  const reached = new Set([...ts.reachedFunctions.values()].flat());
  for (const fn of reached) {
    for (const call of descendantsOfKind(fn, SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "push" || !inCompletionOrder(call)) continue;
      const target = unwrap(callee.getExpression());
      if (!Node.isIdentifier(target)) continue;
      const decl = declarationsOf(target).find((d) => Node.isVariableDeclaration(d));
      const declName = decl && Node.isVariableDeclaration(decl) ? decl.getNameNode() : undefined;
      if (!decl || !declName || !Node.isIdentifier(declName) || sortedInPlace(declName)) continue;
      const handed = findReferences(declName).find((r) => readsOrderedOut(r));
      if (!handed) continue;
      const loc = locOf(call);
      const key = `${loc.file}:${loc.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const ancestors = new Set<Node>([call, ...call.getAncestors()]);
      out.push({
        list: "result",
        location: loc,
        how: "filled as parallel requests complete",
        origin: "completion",
        what: "completion order",
        originLocation: loc,
        target: target.getText(),
        handedOn: locOf(handed),
        tools: tools
          .filter((t) => (ts.reachedFunctions.get(t.id) ?? []).some((f) => ancestors.has(f)))
          .map((t) => t.id),
      });
    }
  }
  return out;
}

/** A reference that hands the array's order on: returned, or put into a returned object. */
function readsOrderedOut(ref: Node): boolean {
  const p = ref.getParent();
  if (!p) return false;
  if (Node.isReturnStatement(p)) return true;
  if (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p))
    return !!p.getFirstAncestorByKind(SyntaxKind.ReturnStatement);
  if (Node.isSpreadElement(p) || (Node.isCallExpression(p) && p.getArguments().includes(ref as never)))
    return !!p.getFirstAncestorByKind(SyntaxKind.ReturnStatement);
  return false;
}

/** Every published list whose order nothing defines: the tool list first (source order), then result lists. */
export function buildOrderSources(ts: TsFrontendData, tools: ToolModel[]): OrderSource[] {
  const out: OrderSource[] = [];
  const seen = new Set<string>();
  for (const pub of publications(ts.loaded.sourceFiles)) {
    const t = trace(pub.expr);
    if (!t || t === "sorted") continue;
    const loc = locOf(pub.expr);
    const key = `${loc.file}:${loc.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      list: "tools",
      location: loc,
      how: pub.how,
      origin: t.origin,
      what: t.what,
      originLocation: locOf(t.node),
      tools: [],
    });
  }
  out.push(...completionOrderResults(ts, tools, seen));
  return out;
}
