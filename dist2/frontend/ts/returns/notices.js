/**
 * A notice attached to the result before it is returned: `ctx.enrich.notice("… Try X.")` runs, then
 * `return { articles: [] }`. The framework behind the handler's context puts the notice into the
 * result, so an empty return after it carries the notice's next step.
 */
import { givesInstruction, NOTICE_METHOD } from "../../../model/wording.js";
import { Node } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { declarationsOf, isFunctionLike, unwrap } from "../syntax/resolve.js";
/** The literal text of a string or template argument, each value as "…". */
function literalText(n) {
    const u = unwrap(n);
    const c = constString(u);
    if (c !== undefined)
        return c.value;
    if (Node.isTemplateExpression(u))
        return [
            u.getHead().getLiteralText(),
            ...u.getTemplateSpans().map((s) => `…${s.getLiteral().getLiteralText()}`),
        ].join("");
    return undefined;
}
/** `ctx.enrich.notice(…)`: a notice method on a chain that starts at a parameter of a function around the call. */
function noticeText(stmt) {
    if (!Node.isExpressionStatement(stmt))
        return undefined;
    let call = unwrap(stmt.getExpression());
    if (Node.isAwaitExpression(call))
        call = unwrap(call.getExpression());
    if (!Node.isCallExpression(call))
        return undefined;
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !NOTICE_METHOD.test(callee.getName()))
        return undefined;
    let root = callee.getExpression();
    while (Node.isPropertyAccessExpression(root))
        root = root.getExpression();
    if (!Node.isIdentifier(root))
        return undefined;
    const decl = declarationsOf(root)[0];
    // the handler's context (or a binding destructured from it), never a module-level logger
    const param = decl?.getFirstAncestor((a) => Node.isParameterDeclaration(a)) ?? decl;
    if (!param || !Node.isParameterDeclaration(param))
        return undefined;
    const arg = call.getArguments()[0];
    return arg ? literalText(arg) : undefined;
}
/**
 * True when, in the function around `at`, a statement that always runs before `at` (an earlier
 * statement of a block that encloses it) attaches a notice that tells the caller what to do next.
 */
export function noticeBefore(at) {
    let child = at;
    for (let up = at.getParent(); up && !isFunctionLike(up); child = up, up = up.getParent()) {
        if (!Node.isBlock(up) && !Node.isSourceFile(up))
            continue;
        for (const stmt of up.getStatements()) {
            if (stmt === child || stmt.getStart() >= child.getStart())
                break;
            const text = noticeText(stmt);
            if (text !== undefined && givesInstruction(text))
                return true;
        }
    }
    return false;
}
