/**
 * Calls to a function a handler was handed (`registerTools(server, callTool)`, then `callTool(tool.name, args)`
 * in each handler): the function values the callers pass at that parameter's position (one level), and the
 * dispatch branches on another tool's name (`if (name === "other_tool") …`) that such a call does not run.
 */
import { Node, SyntaxKind } from "../morph.js";
import { descendantsOfKind } from "./node-index.js";
import { findReferences } from "./references.js";
import { declarationsOf, functionOf, isFunctionLike, parametersOf, unwrap } from "./resolve.js";
const passedCache = new WeakMap();
/**
 * The functions passed for the parameter a call's callee names, at every call of the function that declares
 * it: `callTool` in `function registerTools(server, callTool) { … return callTool(name, args) … }` called as
 * `registerTools(server, (n, a) => run(n, a))` or `registerTools(server, callTool)`. Empty when the callee is
 * not a parameter, its function has no name to find calls by, or the call's value is thrown away
 * (`log("asked")`, `await log(…);`, `void log(…)`): a callback called for its effect is not the tool's work.
 */
export function passedFunctions(call, callers) {
    if (!Node.isCallExpression(call) || resultDiscarded(call))
        return [];
    const p = calledParameter(call);
    if (!p)
        return [];
    // bound: the calls of the parameter's function that the walk came through pass the only values it can hold
    if (callers?.length)
        return functionsAt(callers, p.index);
    const cached = passedCache.get(p.param);
    if (cached)
        return cached;
    const holder = p.owner.getParent();
    const nameNode = Node.isFunctionDeclaration(p.owner)
        ? p.owner.getNameNode()
        : holder && Node.isVariableDeclaration(holder)
            ? holder.getNameNode()
            : undefined;
    const sites = nameNode
        ? findReferences(nameNode).flatMap((ref) => {
            const c = ref.getParent();
            return c && Node.isCallExpression(c) && c.getExpression() === ref ? [c] : [];
        })
        : [];
    const out = functionsAt(sites, p.index);
    passedCache.set(p.param, out);
    return out;
}
/** The parameter a call's callee names, its function and its position there. */
export function calledParameter(call) {
    if (!Node.isCallExpression(call))
        return undefined;
    const id = unwrap(call.getExpression());
    if (!Node.isIdentifier(id))
        return undefined;
    const param = declarationsOf(id).find((d) => Node.isParameterDeclaration(d));
    const owner = param?.getParent();
    if (!param || !owner || !isFunctionLike(owner))
        return undefined;
    const index = parametersOf(owner).indexOf(param);
    return index < 0 ? undefined : { param, owner, index };
}
function functionsAt(sites, index) {
    const out = [];
    for (const c of sites) {
        if (!Node.isCallExpression(c))
            continue;
        const arg = c.getArguments()[index];
        const fn = arg ? (isFunctionLike(unwrap(arg)) ? unwrap(arg) : functionOf(arg)) : undefined;
        if (fn && !out.includes(fn))
            out.push(fn);
    }
    return out;
}
/** Whether a call's value is dropped: a statement of its own, `await`ed or `void`ed as one. */
function resultDiscarded(call) {
    let p = call.getParent();
    while (p && (Node.isAwaitExpression(p) || Node.isParenthesizedExpression(p) || Node.isNonNullExpression(p)))
        p = p.getParent();
    return !p || Node.isExpressionStatement(p) || Node.isVoidExpression(p);
}
/** Whether a branch test names another tool and not this one (`name === "other_tool"`, `case "other_tool":`). */
export function testsOtherTool(test, names) {
    const lits = [test, ...descendantsOfKind(test, SyntaxKind.StringLiteral)].flatMap((l) => Node.isStringLiteral(l) ? [l.getLiteralValue()] : []);
    return lits.some((l) => names.others.has(l)) && !lits.includes(names.own);
}
/** Whether `n` sits, within its function, in an `if` or `case` branch for another tool. */
export function inOtherToolBranch(n, names) {
    let child = n;
    for (const a of n.getAncestors()) {
        if (isFunctionLike(a))
            return false;
        if (Node.isIfStatement(a) && a.getThenStatement() === child && testsOtherTool(a.getExpression(), names))
            return true;
        if (Node.isCaseClause(a) && child !== a.getExpression() && testsOtherTool(a.getExpression(), names))
            return true;
        child = a;
    }
    return false;
}
