/** Loops and switches around returns: silent skips of failed items, local filters, cases that break out. */
import { LOG_CALL } from "../../../model/vocabulary.js";
import { Node, SyntaxKind } from "../morph.js";
import { descendantsOfKind } from "../syntax/node-index.js";
import { declarationsOf, isFunctionLike, returnedExpressions, unwrap } from "../syntax/resolve.js";
/**
 * Tool arguments a handler applies itself: read inside a `.filter(…)` callback or as the start of a
 * `.slice(…)` (`results.filter((r) => r.score >= min_score)`, `hits.slice(offset, offset + limit)` gives
 * `offset`; an end bound, a limit, never empties a list by itself), with the call. Such a
 * filter can empty a list on its own — on the paths it runs before.
 */
export function localFilters(root, params) {
    if (!params.length)
        return [];
    const names = new Set(params);
    const out = [];
    for (const call of descendantsOfKind(root, SyntaxKind.CallExpression)) {
        const e = call.getExpression();
        if (!Node.isPropertyAccessExpression(e) || !/^(filter|slice)$/.test(e.getName()))
            continue;
        // `slice(offset, offset + limit)`: a start past the end empties the list; an end bound (a limit) does not
        const args = e.getName() === "slice" ? call.getArguments().slice(0, 1) : call.getArguments();
        for (const a of args) {
            for (const id of [a, ...descendantsOfKind(a, SyntaxKind.Identifier)]) {
                if (!Node.isIdentifier(id))
                    continue;
                const parent = id.getParent();
                const name = parent && Node.isPropertyAccessExpression(parent) && parent.getNameNode() === id
                    ? /^(args|params|input|arguments)$/.test(parent.getExpression().getText())
                        ? id.getText()
                        : undefined
                    : id.getText();
                if (name && names.has(name))
                    out.push({ name, at: call });
            }
        }
    }
    return out;
}
/** Names of a value that is a query (`query`, `cleanedQuery`, `searchTerm`, `q`). */
const QUERY_NAME = /(^q$|query$|querystring$|terms?$|keywords?$|^search_?(query|term|text)$)/i;
/**
 * Query arguments the handler rewrites before sending: `const cleaned = await rewrite(query)`,
 * `const fullQuery = \`${companyName} company\``, `const q2 = query.replace(…)`, where the new name is
 * a query's and is passed on to a call. Trimming and encoding are no rewrite.
 */
export function rewrittenArgs(root, params) {
    if (!params.length)
        return [];
    const names = new Set(params);
    const out = [];
    for (const d of descendantsOfKind(root, SyntaxKind.VariableDeclaration)) {
        const name = d.getNameNode();
        const init = d.getInitializer();
        if (!Node.isIdentifier(name) || !init || names.has(name.getText()) || !QUERY_NAME.test(name.getText()))
            continue;
        const read = [init, ...descendantsOfKind(init, SyntaxKind.Identifier)].find((i) => Node.isIdentifier(i) && names.has(i.getText()) && !isPropertyName(i));
        if (!read)
            continue;
        const v = unwrap(init);
        const rewrites = (Node.isTemplateExpression(v) &&
            (v.getHead().getLiteralText().trim() !== "" ||
                v.getTemplateSpans().some((s) => s.getLiteral().getLiteralText().trim() !== ""))) ||
            (Node.isCallExpression(v) &&
                !TRIVIAL_CALL.test(v.getExpression().getText()) &&
                v.getExpression().getText() !== read.getText()) ||
            (Node.isAwaitExpression(init) && Node.isCallExpression(v));
        if (!rewrites)
            continue;
        const used = descendantsOfKind(root, SyntaxKind.Identifier).some((i) => i.getText() === name.getText() && i !== name && i.getFirstAncestorByKind(SyntaxKind.CallExpression));
        if (used)
            out.push({ param: read.getText(), as: name.getText(), at: d });
    }
    return out;
}
/** Calls that keep a query as the caller wrote it (for an echo): trimming, case, encoding, String(). */
const TRIVIAL_CALL = /(\.(trim|trimStart|trimEnd|toString|toLowerCase|toUpperCase|normalize)|^(String|encodeURIComponent|encodeURI))$/;
function isPropertyName(i) {
    const p = i.getParent();
    return !!p && Node.isPropertyAccessExpression(p) && p.getNameNode() === i;
}
/** A helper's result key that says the result was cut short. */
export const SIGNAL_KEY = /^(capped|capped_?by|cappedBy|truncated|is_?truncated|isTruncated|was_?truncated|wasTruncated|aborted|partial|is_?partial|incomplete|limit_?reached|limitReached|exceeded)$/i;
export function parsesJson(block) {
    return descendantsOfKind(block, SyntaxKind.CallExpression).some((c) => c.getExpression().getText() === "JSON.parse");
}
/** Lists a statement pushes into (`list.push(…)`), by declaration. */
export function pushedLists(stmt) {
    const out = new Set();
    for (const c of descendantsOfKind(stmt, SyntaxKind.CallExpression)) {
        const e = c.getExpression();
        if (!Node.isPropertyAccessExpression(e) || e.getName() !== "push")
            continue;
        const target = unwrap(e.getExpression());
        const d = Node.isIdentifier(target) ? declarationsOf(target)[0] : undefined;
        if (d && Node.isVariableDeclaration(d))
            out.add(d);
    }
    return [...out];
}
/** Whether the function that declares a list returns it (directly or inside the returned object). */
export function returnedFrom(decl) {
    if (!Node.isVariableDeclaration(decl))
        return false;
    const fn = decl.getFirstAncestor((a) => isFunctionLike(a));
    if (!fn)
        return false;
    const name = decl.getName();
    return returnedExpressions(fn).some((r) => r.getText() === name || descendantsOfKind(r, SyntaxKind.Identifier).some((i) => i.getText() === name));
}
/** A block that drops what failed without a trace a caller can see: empty, or only `continue` and logging. */
export function silentBlock(stmt, requireContinue = false) {
    const stmts = Node.isBlock(stmt) ? stmt.getStatements() : [stmt];
    if (requireContinue && !stmts.some((s) => Node.isContinueStatement(s)))
        return false;
    return stmts.every((s) => Node.isContinueStatement(s) ||
        (Node.isExpressionStatement(s) &&
            Node.isCallExpression(unwrap(s.getExpression())) &&
            LOG_CALL.test(unwrap(s.getExpression()).getExpression().getText())));
}
/** `d.ok && …`, `res.success && …`: keeping an item only when its own request succeeded. */
export function successConjunct(cond) {
    const n = unwrap(cond);
    if (Node.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken)
        return successConjunct(n.getLeft()) || successConjunct(n.getRight());
    return Node.isPropertyAccessExpression(n) && /^(ok|success|succeeded)$/.test(n.getName());
}
/** Whether a case clause can leave its switch by `break` or by running off its end, to the statements after it. */
export function leavesBy(clause) {
    const stmts = clause.getStatements();
    const flat = stmts.length === 1 && Node.isBlock(stmts[0]) ? stmts[0].getStatements() : stmts;
    const last = flat.at(-1);
    if (!last)
        return false;
    if (!Node.isReturnStatement(last) && !Node.isThrowStatement(last))
        return true;
    return descendantsOfKind(clause, SyntaxKind.BreakStatement).some((b) => !b.getLabel() &&
        b.getFirstAncestor((a) => Node.isSwitchStatement(a) || Node.isIterationStatement(a) || a === clause) === clause);
}
