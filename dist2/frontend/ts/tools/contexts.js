/**
 * Registration contexts: registration calls can sit inside loops over definition lists or inside
 * project helpers; every context in which a call runs binds those names to one definition.
 */
import { Node } from "../morph.js";
import { locOf } from "../syntax/location.js";
import { findReferences } from "../syntax/references.js";
import { isFunctionLike, unwrap } from "../syntax/resolve.js";
import { bindingNames, bindingOf, bindPattern, classOf, elementsOf, identifiersIn, truthy, unpackMapped, } from "./evaluate.js";
import { inJsonDocument } from "./json-modules.js";
import { inTestFile } from "./scope.js";
const MAX_CONTEXT_DEPTH = 4;
/**
 * Every context in which `call` runs: loop bindings inside its function, and — when its
 * arguments depend on the enclosing function's parameters — one context per call site of that
 * function (recursively, bounded).
 */
export function contextsOf(call, neededAtCall, depth, limits) {
    const results = [];
    const finish = (env, style, origin, pending) => {
        if (!pending.length) {
            results.push({ env, style, origin });
            return;
        }
        const loop = pending[pending.length - 1];
        const rest = pending.slice(0, -1);
        const els = elementsOf(loop.collection, env);
        for (const el of els) {
            const e2 = new Map(env);
            const { node: elNode, extra } = unpackMapped(el);
            for (const [k, v] of extra)
                e2.set(k, v);
            bindPattern(loop.pattern, elNode, e2);
            if (skippedBy(loop.body, call, e2))
                continue;
            finish(e2, style === "direct" ? "loop" : style, rest.length ? origin : elNode, rest);
        }
        if (!els.length)
            finish(env, style === "direct" ? "loop" : style, origin, rest);
    };
    const recurse = (node, env, style, origin, pending, needed) => {
        let cur = node.getParent();
        let child = node;
        /** One loop over `collection` binding `pattern`, continued upward from `at`. */
        const loop = (at, pattern, collection, body) => {
            const els = elementsOf(collection, env);
            for (const el of els) {
                const e2 = new Map(env);
                const { node: elNode, extra } = unpackMapped(el);
                for (const [k, v] of extra)
                    e2.set(k, v);
                bindPattern(pattern, elNode, e2);
                if (skippedBy(body, call, e2))
                    continue;
                recurse(at, e2, style === "direct" ? "loop" : style, elNode, pending, needed);
            }
            if (els.length)
                return true;
            const free = [...identifiersIn([collection])].filter((x) => !env.has(x));
            if (free.length && pending.length < 3) {
                recurse(at, env, style === "direct" ? "loop" : style, origin, [...pending, { pattern, collection, body }], new Set([...needed, ...free]));
                return true;
            }
            // a list built at run time: the registration stays, with its loop variable unbound
            style = style === "direct" ? "loop" : style;
            return false;
        };
        while (cur) {
            if (Node.isForOfStatement(cur) && child === cur.getStatement()) {
                const names = bindingNames(cur.getInitializer());
                if (names.some((x) => needed.has(x)) &&
                    loop(cur, cur.getInitializer(), cur.getExpression(), cur.getStatement()))
                    return;
            }
            if ((Node.isArrowFunction(cur) || Node.isFunctionExpression(cur)) && Node.isCallExpression(cur.getParent())) {
                const outer = cur.getParent();
                const callee = outer.getExpression();
                if (Node.isPropertyAccessExpression(callee) &&
                    ["forEach", "map", "flatMap"].includes(callee.getName()) &&
                    outer.getArguments()[0] === cur) {
                    const p = cur.getParameters()[0];
                    if (p && bindingNames(p).some((x) => needed.has(x)) && loop(outer, p, callee.getExpression(), cur.getBody()))
                        return;
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
                    // a register function only passed by reference (`{ register: addTools }`) still registers its tools
                    if (!sites.length) {
                        child = cur;
                        cur = cur.getParent();
                        continue;
                    }
                    // only the arguments given to the parameters this registration depends on make contexts
                    const neededIdx = params
                        .map((p, i) => (bindingNames(p).some((x) => needed.has(x)) ? i : -1))
                        .filter((i) => i >= 0);
                    for (const site of sites)
                        for (const args of argumentAlternatives(site)) {
                            const e2 = new Map(env);
                            params.forEach((p, i) => {
                                const a = args[i];
                                if (a)
                                    bindPattern(p, a, e2);
                            });
                            const siteNeeded = identifiersIn(neededIdx.map((i) => site.getArguments()[i]).filter((a) => !!a));
                            for (const ctx of contextsOf(site, siteNeeded, depth + 1, limits)) {
                                const e3 = new Map(ctx.env);
                                for (const [k, v] of e2) {
                                    // an argument that is itself a loop variable at the call site resolves in that context
                                    const u = unwrap(v);
                                    const outer = Node.isIdentifier(u) ? bindingOf(u, ctx.env) : undefined;
                                    e3.set(k, outer ?? v);
                                }
                                // keep resolved outer bindings for names not shadowed
                                finish(e3, "wrapper", pending.length ? origin : (ctx.origin ?? site.getArguments()[0] ?? site), pending);
                            }
                        }
                    return;
                }
            }
            child = cur;
            cur = cur.getParent();
        }
        finish(env, style, origin, pending);
    };
    recurse(call, new Map(), "direct", undefined, [], neededAtCall);
    return results;
}
/**
 * The argument lists a call site can pass: one, or one per branch of a conditional argument whose
 * condition is known only at run time (`register(lite ? LITE_TOOL : FULL_TOOL)`), at most 4.
 */
function argumentAlternatives(site) {
    let lists = [[]];
    for (const a of site.getArguments()) {
        const u = unwrap(a);
        let options = [a];
        if (Node.isConditionalExpression(u)) {
            const known = truthy(u.getCondition(), new Map());
            options =
                known === true ? [u.getWhenTrue()] : known === false ? [u.getWhenFalse()] : [u.getWhenTrue(), u.getWhenFalse()];
        }
        if (lists.length * options.length > 4)
            options = [options[0]];
        lists = lists.flatMap((l) => options.map((o) => [...l, o]));
    }
    return lists;
}
/**
 * Whether a loop body skips the element before reaching `inner`: an `if (…) continue;` (or `return;`
 * in a callback) whose condition holds for the element's bindings (`if (op["x-helper"]) continue;`,
 * `if (!isAllowed(op.operationId)) continue;` with a constant deny set).
 */
function skippedBy(body, inner, env) {
    if (!Node.isBlock(body))
        return false;
    for (const st of body.getStatements()) {
        if (st.getEnd() >= inner.getStart())
            return false;
        if (!Node.isIfStatement(st) || st.getElseStatement())
            continue;
        const then = st.getThenStatement();
        const exit = Node.isBlock(then) ? then.getStatements()[0] : then;
        if (!exit || !(Node.isContinueStatement(exit) || (Node.isReturnStatement(exit) && !exit.getExpression())))
            continue;
        if (truthy(st.getExpression(), env) === true)
            return true;
    }
    return false;
}
const callSiteCache = new WeakMap();
/**
 * Call sites of a project function (helper that registers tools), found through the language service;
 * also the calls made through an interface the function implements: a member of an object literal
 * typed by an interface (`return { accountTool(name, cfg, h) {…} }` from a function returning
 * `McpRegistrationContext`), a function stored in such a literal (`{ registerTool }`), or a method of
 * a class that `implements` one — called as `ctx.accountTool("x", …)`.
 */
function callSitesOf(fn) {
    const cached = callSiteCache.get(fn);
    if (cached)
        return cached;
    let nameNode;
    if (Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn))
        nameNode = fn.getNameNode();
    else {
        const p = fn.getParent();
        if (p && Node.isVariableDeclaration(p))
            nameNode = p.getNameNode();
        else if (p && Node.isPropertyAssignment(p))
            nameNode = p.getNameNode();
    }
    const out = [];
    const addCalls = (refs) => {
        for (const ref of refs) {
            const parent = ref.getParent();
            const call = parent && Node.isPropertyAccessExpression(parent) && parent.getNameNode() === ref ? parent.getParent() : parent;
            if (call &&
                Node.isCallExpression(call) &&
                (call.getExpression() === ref || call.getExpression() === parent) &&
                !out.includes(call) &&
                !inTestFile(call))
                out.push(call);
        }
    };
    if (nameNode && Node.isIdentifier(nameNode)) {
        const refs = findReferences(nameNode);
        addCalls(refs);
        const members = new Set();
        const holder = fn.getParent();
        for (const m of interfaceMembersOf(Node.isMethodDeclaration(fn) ? fn : holder && Node.isPropertyAssignment(holder) ? holder : undefined))
            members.add(m);
        for (const ref of refs) {
            const p = ref.getParent();
            if (p && (Node.isShorthandPropertyAssignment(p) || (Node.isPropertyAssignment(p) && p.getInitializer() === ref)))
                for (const m of interfaceMembersOf(p))
                    members.add(m);
        }
        for (const m of members) {
            const n = m.getNameNode?.();
            if (n && Node.isIdentifier(n))
                addCalls(findReferences(n));
        }
    }
    out.sort((a, b) => a.getSourceFile().getFilePath().localeCompare(b.getSourceFile().getFilePath()) || a.getStart() - b.getStart());
    callSiteCache.set(fn, out);
    return out;
}
/**
 * The interface or type-literal members (method or property signatures, in the project) that a
 * member of an object literal or class stands for: through the literal's contextual type, or the
 * interfaces a class implements.
 */
function interfaceMembersOf(member) {
    if (!member)
        return [];
    const name = Node.isMethodDeclaration(member) || Node.isPropertyAssignment(member) || Node.isShorthandPropertyAssignment(member)
        ? member.getName()
        : undefined;
    if (!name)
        return [];
    const owner = member.getParent();
    const types = [];
    if (owner && Node.isObjectLiteralExpression(owner)) {
        const t = owner.getContextualType();
        if (t)
            types.push(t);
    }
    else if (owner && Node.isClassDeclaration(owner)) {
        for (const i of owner.getImplements())
            types.push(i.getType());
    }
    const out = [];
    for (const t of types) {
        for (const d of t.getProperty(name)?.getDeclarations() ?? []) {
            if ((Node.isMethodSignature(d) || Node.isPropertySignature(d)) && !d.getSourceFile().isInNodeModules())
                out.push(d);
        }
    }
    return out;
}
export function styleFor(ctx, direct) {
    if (ctx.origin && inJsonDocument(ctx.origin))
        return "spec-generated";
    if (ctx.origin && classOf(ctx.origin))
        return "class-based";
    if (ctx.style === "loop")
        return "definition-loop";
    if (ctx.style === "wrapper")
        return "wrapper-helper";
    return direct;
}
