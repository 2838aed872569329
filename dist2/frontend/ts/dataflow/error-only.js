/**
 * Whether a value reaches no successful result of a tool: it feeds only the conditions of branches
 * that end in an error (or fall through), the text of error results (`isError: true`, a thrown
 * error), logs and local values that do the same. A best-effort pre-check before a mutation
 * (`const busy = (list.results ?? []).filter(…); if (busy.length) return { isError: true, … }`) is
 * such a value: a default on it cannot make the tool return an empty list or a zero count.
 *
 * Followed forward within one function: through expressions that compute from the value, callbacks
 * of array methods, `const`/`let` names it is stored in, `for … of` loops over it. Anything else it
 * reaches (a non-error `return`, a call that may keep it, an assignment to a field, a push into
 * another list) counts as reaching a result.
 */
import { LOG_CALL } from "../../../model/vocabulary.js";
import { Node, SyntaxKind } from "../morph.js";
import { descendantsOfKind } from "../syntax/node-index.js";
import { declarationsOf, isFunctionLike, returnedExpressions, unwrap } from "../syntax/resolve.js";
const MUTATOR = /^(push|unshift|splice|set|add|assign|append|write|send|emit|resolve)$/;
const ARRAY_CALLBACK = /^(map|flatMap|filter|find|findLast|findIndex|some|every|reduce|reduceRight|sort|toSorted)$/;
const ERROR_HELPER = /^(create|make|build|to|tool)?_?(error|failure|fail)(_?(result|response))?$/i;
/** The value computed by `at` (a default expression, a destructured name) reaches only error results. */
export function reachesOnlyErrors(at) {
    return new Walk().uses(at, 0);
}
class Walk {
    seen = new Set();
    uses(n, depth) {
        if (depth > 8 || this.seen.has(n))
            return depth <= 8;
        this.seen.add(n);
        let cur = n;
        for (;;) {
            const p = cur.getParent();
            if (!p)
                return false;
            if (Node.isParenthesizedExpression(p) ||
                Node.isAsExpression(p) ||
                Node.isNonNullExpression(p) ||
                Node.isAwaitExpression(p) ||
                Node.isTypeAssertion(p) ||
                Node.isSatisfiesExpression(p) ||
                Node.isPrefixUnaryExpression(p) ||
                Node.isTemplateSpan(p) ||
                Node.isTemplateExpression(p) ||
                Node.isSpreadElement(p) ||
                Node.isArrayLiteralExpression(p) ||
                Node.isElementAccessExpression(p) ||
                Node.isConditionalExpression(p)) {
                cur = p;
                continue;
            }
            if (Node.isPropertyAccessExpression(p)) {
                // `list.filter((e) => …)`: the callback receives its elements; what it writes outside counts too
                const call = p.getParent();
                if (call && Node.isCallExpression(call) && call.getExpression() === p)
                    for (const a of call.getArguments()) {
                        const cb = unwrap(a);
                        if (!isFunctionLike(cb))
                            continue;
                        if (!writesNothingOutside(cb, cb))
                            return false;
                        for (const param of cb.getParameters()) {
                            const pn = param.getNameNode();
                            if (!Node.isIdentifier(pn) || !this.variable(pn, depth))
                                return false;
                        }
                    }
                cur = p;
                continue;
            }
            if (Node.isBinaryExpression(p)) {
                const op = p.getOperatorToken().getKind();
                if (op === SyntaxKind.EqualsToken) {
                    if (p.getLeft() === cur)
                        return true;
                    const l = unwrap(p.getLeft());
                    return Node.isIdentifier(l) ? this.variable(l, depth) : false;
                }
                if (op === SyntaxKind.PlusEqualsToken ||
                    op === SyntaxKind.BarBarEqualsToken ||
                    op === SyntaxKind.QuestionQuestionEqualsToken)
                    return false;
                cur = p;
                continue;
            }
            if (Node.isCallExpression(p)) {
                const callee = p.getExpression();
                if (callee === cur) {
                    cur = p;
                    continue;
                }
                const text = callee.getText();
                if (LOG_CALL.test(text))
                    return true;
                const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : text;
                if (Node.isPropertyAccessExpression(callee) && MUTATOR.test(name))
                    return false;
                if (ERROR_HELPER.test(name))
                    return true;
                // `new Set(list)`, `Array.from(list)`, `names.filter((n) => !list.has(n))`: a value computed from it;
                // a call made only for what it does with the value (its result dropped) may keep it anywhere
                if (statementOf(p))
                    return false;
                cur = p;
                continue;
            }
            if (Node.isArrowFunction(p) && p.getBody() === cur) {
                const call = p.getParent();
                if (!call || !arrayCallback(call, p))
                    return false;
                cur = call;
                continue;
            }
            if (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)) {
                const obj = p.getParent();
                if (!obj || !Node.isObjectLiteralExpression(obj))
                    return false;
                if (isErrorObject(obj))
                    return true;
                cur = obj;
                continue;
            }
            if (Node.isReturnStatement(p)) {
                // the callback of an array method returns it: the method's result is computed from it
                const fn = p.getFirstAncestor((a) => isFunctionLike(a));
                const call = fn?.getParent();
                if (fn && call && arrayCallback(call, fn)) {
                    cur = call;
                    continue;
                }
                return false;
            }
            if (Node.isThrowStatement(p) || Node.isExpressionStatement(p))
                return true;
            if (Node.isNewExpression(p)) {
                if (statementOf(p))
                    return false;
                cur = p;
                continue;
            }
            if (Node.isVariableDeclaration(p) && p.getInitializer() === cur) {
                const name = p.getNameNode();
                return Node.isIdentifier(name) && this.variable(name, depth);
            }
            if (Node.isIfStatement(p) && p.getExpression() === cur)
                return (onlyErrorsIn(p.getThenStatement(), p) && (!p.getElseStatement() || onlyErrorsIn(p.getElseStatement(), p)));
            if (Node.isForOfStatement(p) && p.getExpression() === cur) {
                const init = p.getInitializer();
                const decl = Node.isVariableDeclarationList(init) ? init.getDeclarations()[0] : undefined;
                const name = decl?.getNameNode();
                return !!name && Node.isIdentifier(name) && this.variable(name, depth) && onlyErrorsIn(p.getStatement(), p);
            }
            return false;
        }
    }
    /** Every read of a local name (not its writes) reaches only error results. */
    variable(name, depth) {
        const decl = declarationsOf(name)[0];
        if (!decl)
            return false;
        const scope = decl.getFirstAncestor((a) => isFunctionLike(a));
        if (!scope)
            return false; // a module-level name outlives the call
        const refs = descendantsOfKind(scope, SyntaxKind.Identifier).filter((i) => i !== name && i.getText() === name.getText() && declarationsOf(i)[0] === decl);
        for (const r of refs) {
            const p = r.getParent();
            if (p && Node.isVariableDeclaration(p) && p.getNameNode() === r)
                continue;
            if (p &&
                Node.isBinaryExpression(p) &&
                p.getLeft() === r &&
                p.getOperatorToken().getKind() === SyntaxKind.EqualsToken)
                continue;
            if (!this.uses(r, depth + 1))
                return false;
        }
        return true;
    }
}
/** `fn` is the callback of an array method (`xs.map(fn)`), whose result is computed from what `fn` returns. */
function arrayCallback(call, fn) {
    if (!Node.isCallExpression(call) || !call.getArguments().includes(fn))
        return false;
    const callee = call.getExpression();
    return Node.isPropertyAccessExpression(callee) && ARRAY_CALLBACK.test(callee.getName());
}
/** The call's result is dropped: it stands (awaited or not) as a statement of its own. */
function statementOf(call) {
    let cur = call;
    while (cur.getParent() &&
        (Node.isAwaitExpression(cur.getParent()) || Node.isParenthesizedExpression(cur.getParent())))
        cur = cur.getParent();
    const p = cur.getParent();
    return !!p && Node.isExpressionStatement(p);
}
/** `{ isError: true, … }` (any `isError` but `false`). */
function isErrorObject(obj) {
    if (!Node.isObjectLiteralExpression(obj))
        return false;
    return obj.getProperties().some((p) => {
        if (!Node.isPropertyAssignment(p) || p.getName() !== "isError")
            return false;
        const v = p.getInitializer();
        return !!v && unwrap(v).getKind() !== SyntaxKind.FalseKeyword;
    });
}
function isNothing(e) {
    if (!e)
        return true;
    const u = unwrap(e);
    return u.getKind() === SyntaxKind.NullKeyword || u.getText() === "undefined";
}
function isErrorResult(e) {
    const u = unwrap(e);
    if (isErrorObject(u))
        return true;
    if (Node.isCallExpression(u)) {
        const c = u.getExpression();
        return ERROR_HELPER.test(Node.isPropertyAccessExpression(c) ? c.getName() : c.getText());
    }
    return false;
}
/**
 * A check helper: every value it returns is an error result or nothing (`null`: "no problem"), and
 * at least one is an error.
 */
function isCheckHelper(fn) {
    const rs = returnedExpressions(fn);
    return rs.some(isErrorResult) && rs.every((e) => isNothing(e) || isErrorResult(e));
}
/**
 * A branch the value selects changes nothing a successful result carries: it returns only error
 * results (or nothing, inside a check helper), and writes no name or list declared outside it.
 */
function onlyErrorsIn(branch, stmt) {
    const fn = stmt.getFirstAncestor((a) => isFunctionLike(a));
    if (!fn)
        return false;
    for (const r of descendantsOfKind(branch, SyntaxKind.ReturnStatement)) {
        if (r.getFirstAncestor((a) => isFunctionLike(a)) !== fn)
            continue;
        const e = r.getExpression();
        if (e && isErrorResult(e))
            continue;
        if (isNothing(e) && isCheckHelper(fn))
            continue;
        return false;
    }
    return writesNothingOutside(branch, fn);
}
/** No name declared outside `region` is assigned or counted in it, and no list or map is filled. */
function writesNothingOutside(region, fn) {
    const inside = (n) => n.getFirstAncestor((a) => isFunctionLike(a)) === fn || n === fn;
    const within = (d) => d.getSourceFile() === region.getSourceFile() && d.getStart() >= region.getStart() && d.getEnd() <= region.getEnd();
    for (const b of descendantsOfKind(region, SyntaxKind.BinaryExpression)) {
        if (!inside(b))
            continue;
        const k = b.getOperatorToken().getKind();
        if (k < SyntaxKind.FirstAssignment || k > SyntaxKind.LastAssignment)
            continue;
        const l = unwrap(b.getLeft());
        const d = Node.isIdentifier(l) ? declarationsOf(l)[0] : undefined;
        if (!d || !within(d))
            return false;
    }
    for (const u of [
        ...descendantsOfKind(region, SyntaxKind.PostfixUnaryExpression),
        ...descendantsOfKind(region, SyntaxKind.PrefixUnaryExpression),
    ]) {
        const op = u.getOperatorToken();
        if (op !== SyntaxKind.PlusPlusToken && op !== SyntaxKind.MinusMinusToken)
            continue;
        const target = unwrap(u.getOperand());
        const d = Node.isIdentifier(target) ? declarationsOf(target)[0] : undefined;
        if (!d || !within(d))
            return false;
    }
    for (const c of descendantsOfKind(region, SyntaxKind.CallExpression)) {
        const callee = c.getExpression();
        if (Node.isPropertyAccessExpression(callee) && MUTATOR.test(callee.getName()) && !LOG_CALL.test(callee.getText()))
            return false;
    }
    return true;
}
