/**
 * Registration contexts: registration calls can sit inside loops over definition lists or inside
 * project helpers; every context in which a call runs binds those names to one definition.
 */
import { Node, type CallExpression } from "ts-morph";
import type { RegistrationStyle } from "../../../model/types.js";
import { locOf } from "../syntax/location.js";
import { findReferences } from "../syntax/references.js";
import { isFunctionLike, unwrap } from "../syntax/resolve.js";
import { bindingNames, bindPattern, classOf, elementsOf, identifiersIn, unpackMapped } from "./evaluate.js";

interface Context {
  env: Map<string, Node>;
  style: "direct" | "loop" | "wrapper";
  /** The definition node (list element, helper argument) a tool stems from, for its location. */
  origin?: Node;
}

const MAX_CONTEXT_DEPTH = 4;

/**
 * Every context in which `call` runs: loop bindings inside its function, and — when its
 * arguments depend on the enclosing function's parameters — one context per call site of that
 * function (recursively, bounded).
 */
export function contextsOf(call: Node, needed: Set<string>, depth: number, limits: string[]): Context[] {
  const results: Context[] = [];
  const recurse = (node: Node, env: Map<string, Node>, style: Context["style"], origin: Node | undefined) => {
    let cur: Node | undefined = node.getParent();
    let child: Node = node;
    while (cur) {
      if (Node.isForOfStatement(cur) && child === cur.getStatement()) {
        const names = bindingNames(cur.getInitializer());
        if (names.some((x) => needed.has(x))) {
          const els = elementsOf(cur.getExpression(), env);
          for (const el of els) {
            const e2 = new Map(env);
            const { node: elNode, extra } = unpackMapped(el);
            for (const [k, v] of extra) e2.set(k, v);
            bindPattern(cur.getInitializer(), elNode, e2);
            recurse(cur, e2, style === "direct" ? "loop" : style, elNode);
          }
          // a list built at run time: the registration stays, with its loop variable unbound
          if (els.length) return;
          style = style === "direct" ? "loop" : style;
        }
      }
      if ((Node.isArrowFunction(cur) || Node.isFunctionExpression(cur)) && Node.isCallExpression(cur.getParent())) {
        const outer = cur.getParent() as CallExpression;
        const callee = outer.getExpression();
        if (Node.isPropertyAccessExpression(callee) && ["forEach", "map", "flatMap"].includes(callee.getName()) && outer.getArguments()[0] === cur) {
          const p = cur.getParameters()[0];
          if (p && bindingNames(p).some((x) => needed.has(x))) {
            const els = elementsOf(callee.getExpression(), env);
            for (const el of els) {
              const e2 = new Map(env);
              const { node: elNode, extra } = unpackMapped(el);
              for (const [k, v] of extra) e2.set(k, v);
              bindPattern(p, elNode, e2);
              recurse(outer, e2, style === "direct" ? "loop" : style, elNode);
            }
            if (els.length) return;
            style = style === "direct" ? "loop" : style;
          }
        }
      }
      if (isFunctionLike(cur) && !(Node.isArrowFunction(cur) && Node.isCallExpression(cur.getParent()))) {
        const fn = cur;
        const params = fn.getParameters();
        const paramNames = params.flatMap((p) => bindingNames(p));
        const free = [...needed].filter((x) => paramNames.includes(x) && !env.has(x));
        if (free.length) {
          if (depth >= MAX_CONTEXT_DEPTH) {
            limits.push(`registration helper nesting deeper than ${MAX_CONTEXT_DEPTH} at ${locOf(fn).file}:${locOf(fn).line}`);
            return;
          }
          const sites = callSitesOf(fn);
          for (const site of sites) {
            const e2 = new Map(env);
            params.forEach((p, i) => {
              const a = site.getArguments()[i];
              if (a) bindPattern(p, a, e2);
            });
            const siteNeeded = identifiersIn(site.getArguments());
            for (const ctx of contextsOf(site, siteNeeded, depth + 1, limits)) {
              const e3 = new Map(ctx.env);
              for (const [k, v] of e2) {
                // an argument that is itself a loop variable at the call site resolves in that context
                const u = unwrap(v);
                e3.set(k, Node.isIdentifier(u) && ctx.env.has(u.getText()) ? ctx.env.get(u.getText())! : v);
              }
              // keep resolved outer bindings for names not shadowed
              results.push({ env: e3, style: "wrapper", origin: ctx.origin ?? site.getArguments()[0] ?? site });
            }
          }
          return;
        }
      }
      child = cur;
      cur = cur.getParent();
    }
    results.push({ env, style, origin });
  };
  recurse(call, new Map(), "direct", undefined);
  return results;
}

const callSiteCache = new WeakMap<Node, CallExpression[]>();
/** Call sites of a project function (helper that registers tools), found through the language service. */
function callSitesOf(fn: Node): CallExpression[] {
  const cached = callSiteCache.get(fn);
  if (cached) return cached;
  let nameNode: Node | undefined;
  if (Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn)) nameNode = fn.getNameNode();
  else {
    const p = fn.getParent();
    if (p && Node.isVariableDeclaration(p)) nameNode = p.getNameNode();
    else if (p && Node.isPropertyAssignment(p)) nameNode = p.getNameNode();
  }
  const out: CallExpression[] = [];
  if (nameNode && Node.isIdentifier(nameNode)) {
    for (const ref of findReferences(nameNode)) {
      const parent = ref.getParent();
      const call = parent && Node.isPropertyAccessExpression(parent) && parent.getNameNode() === ref ? parent.getParent() : parent;
      if (call && Node.isCallExpression(call) && (call.getExpression() === ref || call.getExpression() === parent)) out.push(call);
    }
  }
  out.sort((a, b) => a.getSourceFile().getFilePath().localeCompare(b.getSourceFile().getFilePath()) || a.getStart() - b.getStart());
  callSiteCache.set(fn, out);
  return out;
}

export function styleFor(ctx: Context, direct: RegistrationStyle): RegistrationStyle {
  if (ctx.origin && classOf(ctx.origin)) return "class-based";
  if (ctx.style === "loop") return "definition-loop";
  if (ctx.style === "wrapper") return "wrapper-helper";
  return direct;
}
