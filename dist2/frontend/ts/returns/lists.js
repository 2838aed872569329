/** Lists formatted straight into a result's text: where an empty list would read as "", a bare header or "[]". */
import { LIST_KEY } from "../../../model/vocabulary.js";
import { Node, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { descendantsOfKind } from "../syntax/node-index.js";
import { findReferences as findRefs } from "../syntax/references.js";
import { assignmentsTo, declarationsOf, functionOf, isFunctionLike, unwrap } from "../syntax/resolve.js";
import { isJsonCall, NO_BINDINGS, prop, resolve } from "./bindings.js";
/** The `case` clause or function a node stands in: where an emptiness test would belong to its path. */
export function scopeOf(n) {
    return (n.getFirstAncestor((a) => Node.isCaseClause(a) || Node.isDefaultClause(a) || isFunctionLike(a)) ?? n.getSourceFile());
}
/** Whether `scope` tests the emptiness of a list named like `list` (`x.length`, `x.size`, `!x.length`, `x.length > 0`). */
export function testsEmptiness(scope, list, except) {
    const name = list.split(".").at(-1) ?? list;
    return descendantsOfKind(scope, SyntaxKind.PropertyAccessExpression).some((pa) => {
        if (!/^(length|size)$/.test(pa.getName()))
            return false;
        const target = unwrap(pa.getExpression());
        const last = Node.isPropertyAccessExpression(target) ? target.getName() : target.getText();
        if (last !== name || !isTest(pa))
            return false;
        // a count shown inside the formatted value itself (`{ count: items.length, items }`) tests nothing; a test
        // there that picks what the value says (`hint: items.length ? undefined : "Call …"`) does
        if (except && pa.getStart() >= except.getStart() && pa.getEnd() <= except.getEnd())
            return !!pa.getFirstAncestor((a) => Node.isConditionalExpression(a) && a.getStart() >= except.getStart());
        return true;
    });
}
/**
 * Whether a `.length`/`.size` read decides something: a condition (`if (x.length)`, `x.length ? … : …`),
 * a comparison, a negation or a logical operand. A count merely shown or logged (`{ fieldCount: x.length }`,
 * `log("got", x.length)`, `` `Found ${x.length}` ``) tests nothing.
 */
function isTest(read) {
    let n = read;
    for (let i = 0; i < 8; i++) {
        const p = n.getParent();
        if (!p)
            return false;
        if (Node.isParenthesizedExpression(p)) {
            n = p;
            continue;
        }
        if (Node.isPrefixUnaryExpression(p) && p.getOperatorToken() === SyntaxKind.ExclamationToken)
            return true;
        if (Node.isBinaryExpression(p))
            return /^(===|!==|==|!=|<|>|<=|>=|&&|\|\||\?\?)$/.test(p.getOperatorToken().getText());
        if (Node.isIfStatement(p) || Node.isWhileStatement(p) || Node.isDoStatement(p))
            return true;
        if (Node.isConditionalExpression(p))
            return p.getCondition() === n;
        if (Node.isForStatement(p))
            return p.getCondition() === n;
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
export function unformattedList(n, env = NO_BINDINGS) {
    if (Node.isCallExpression(n) && isJsonCall(n)) {
        const arg = n.getArguments()[0];
        // `JSON.stringify(rows)` with `rows` typed as a list (`Promise<any[]>`, `as Study[]`): the list as it came
        const list = arg ? (listBase(arg) ?? namedList(arg) ?? heldList(arg, env)) : undefined;
        if (list)
            return { text: "[]", list: list.getText(), listNode: list, at: n };
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
    if (Node.isTemplateExpression(n)) {
        for (const span of n.getTemplateSpans()) {
            const r = resolve(span.getExpression(), env);
            const inner = r.node !== n && Node.isCallExpression(r.node) ? unformattedList(r.node, r.env) : undefined;
            if (inner?.text !== "" || !Node.isCallExpression(inner.at))
                continue;
            let text = n.getHead().getLiteralText();
            for (const sp of n.getTemplateSpans())
                text += `${sp === span ? "" : (constString(sp.getExpression())?.value ?? "${…}")}${sp.getLiteral().getLiteralText()}`;
            return { ...inner, text, at: n };
        }
        return undefined;
    }
    if (!Node.isCallExpression(n))
        return undefined;
    const callee = n.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "join")
        return undefined;
    const recv = unwrap(callee.getExpression());
    const list = listBase(recv);
    if (list)
        return { text: "", list: list.getText(), listNode: list, at: n };
    // `const out = ["Results:"]; for (const r of rows) out.push(…); return out.join("\n")`
    if (!Node.isIdentifier(recv))
        return undefined;
    const decl = declarationsOf(recv)[0];
    if (!decl || !Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode()))
        return undefined;
    const init = decl.getInitializer();
    if (!init || !Node.isArrayLiteralExpression(unwrap(init)))
        return undefined;
    const fn = decl.getFirstAncestor((a) => isFunctionLike(a));
    const header = unwrap(init)
        .getElements()
        .map((e) => constString(e)?.value ?? "${…}");
    let loop;
    for (const ref of findRefs(decl.getNameNode())) {
        const pa = ref.getParent();
        const call = pa?.getParent();
        if (!pa ||
            !call ||
            !Node.isPropertyAccessExpression(pa) ||
            pa.getName() !== "push" ||
            !Node.isCallExpression(call) ||
            call.getFirstAncestor((a) => isFunctionLike(a) && !isLoopCallback(a)) !== fn)
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
    if (!loop)
        return undefined;
    const sep = constString(n.getArguments()[0])?.value ?? ",";
    return { text: header.join(sep), list: loop.list.getText(), listNode: loop.list, at: loop.at };
}
/**
 * An object literal that carries a record list under a list key (`{ query, items: data.items }`): when the
 * list is empty the envelope holds `[]` beside the other values, which show as "${…}" in the text.
 */
export function wrappedList(obj, env = NO_BINDINGS) {
    if (!Node.isObjectLiteralExpression(obj))
        return undefined;
    let named;
    for (const p of obj.getProperties()) {
        if (!Node.isPropertyAssignment(p) && !Node.isShorthandPropertyAssignment(p))
            continue;
        const key = p.getName().replace(/^["']|["']$/g, "");
        const v = Node.isPropertyAssignment(p) ? p.getInitializer() : p.getNameNode();
        // a record list under a list key, or any key whose value is typed as a list (`{ fieldStats: stats }`)
        const byKey = v && LIST_KEY.test(key) ? (listBase(v) ?? namedList(v)) : undefined;
        const list = byKey ?? (v ? heldList(v, env) : undefined);
        if (!list)
            continue;
        const others = obj.getProperties().length > 1;
        const d = {
            text: others ? `{ \${…}, "${key}": [] }` : `{ "${key}": [] }`,
            list: list.getText(),
            listNode: list,
            key,
        };
        // the list that came from awaited I/O first: a caller's own list beside it (`requestedFields`) is not the answer
        if (awaitedOrigin(list, env, 0))
            return d;
        if (byKey)
            named ??= d;
    }
    return named;
}
/**
 * `content: data.items.map((i) => ({ type: "text", text: i.name }))`: the result's content items are the
 * upstream list mapped one by one; when the list is empty the result has no content at all.
 */
export function mappedContent(content) {
    const c = unwrap(content);
    if (!Node.isCallExpression(c))
        return undefined;
    const callee = c.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !/^(map|flatMap)$/.test(callee.getName()))
        return undefined;
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
export function typedList(expr, env, depth = 0) {
    if (depth > 6)
        return false;
    let n = expr;
    for (let i = 0; i < 8; i++) {
        if (Node.isAsExpression(n) || Node.isSatisfiesExpression(n)) {
            if (listTypeNode(n.getTypeNode()))
                return true;
            n = n.getExpression();
        }
        else if (Node.isParenthesizedExpression(n) || Node.isNonNullExpression(n) || Node.isAwaitExpression(n))
            n = n.getExpression();
        else
            break;
    }
    if (Node.isIdentifier(n)) {
        const decl = declarationsOf(n)[0];
        if (decl && Node.isParameterDeclaration(decl)) {
            if (listTypeNode(decl.getTypeNode()))
                return true;
            const b = env.get(decl);
            return !!b?.arg && typedList(b.arg, b.env, depth + 1);
        }
        if (decl && Node.isVariableDeclaration(decl) && Node.isIdentifier(decl.getNameNode())) {
            if (listTypeNode(decl.getTypeNode()))
                return true;
            const init = decl.getInitializer();
            return !!init && !Node.isArrayLiteralExpression(unwrap(init)) && typedList(init, env, depth + 1);
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
        const fn = functionOf(callee);
        if (!fn || !Node.isReturnTyped(fn))
            return false;
        const ret = promised(fn.getReturnTypeNode());
        if (listTypeNode(ret))
            return true;
        // fetchJson<T>(…): Promise<T> called as fetchJson<Study[]>(…)
        const tp = Node.isTypeParametered(fn) ? fn.getTypeParameters()[0]?.getName() : undefined;
        return !!tp && ret?.getText() === tp && listTypeNode(n.getTypeArguments()[0]);
    }
    return false;
}
/** `Promise<X>` → `X`; anything else as it is. */
function promised(t) {
    if (t && Node.isTypeReference(t) && t.getTypeName().getText() === "Promise")
        return t.getTypeArguments()[0];
    return t;
}
/** `X[]`, `readonly X[]`, `Array<X>`, `ReadonlyArray<X>`, a tuple, or a union of those with null/undefined. */
function listTypeNode(t) {
    if (!t)
        return false;
    if (Node.isParenthesizedTypeNode(t))
        return listTypeNode(t.getTypeNode());
    if (Node.isArrayTypeNode(t) || Node.isTupleTypeNode(t))
        return true;
    if (Node.isTypeOperatorTypeNode(t))
        return listTypeNode(t.getTypeNode());
    if (Node.isTypeReference(t))
        return /^(Array|ReadonlyArray)$/.test(t.getTypeName().getText());
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
export function heldList(expr, env) {
    const stepped = listBase(expr) ?? namedList(expr);
    if (stepped)
        return stepped;
    const n = unwrap(expr);
    if (!Node.isIdentifier(n) && !Node.isPropertyAccessExpression(n) && !Node.isElementAccessExpression(n)) {
        if (!Node.isCallExpression(n) && !Node.isAwaitExpression(n))
            return undefined;
    }
    const r = resolve(n, env);
    if (Node.isArrayLiteralExpression(r.node) || Node.isObjectLiteralExpression(r.node))
        return undefined;
    if (constString(r.node) !== undefined)
        return undefined;
    if (Node.isIdentifier(n)) {
        const d = declarationsOf(n)[0];
        if (d &&
            Node.isVariableDeclaration(d) &&
            d.getFirstAncestor((a) => Node.isSourceFile(a)) === d.getParent()?.getParent()?.getParent())
            return undefined; // a module-level constant table
    }
    return typedList(expr, env) ? n : undefined;
}
/** `JSON.stringify(body.data.results)`: a record list read by its key and stringified whole. */
function namedList(expr) {
    const n = unwrap(expr);
    return Node.isPropertyAccessExpression(n) && LIST_KEY.test(n.getName()) ? n : undefined;
}
/** The list a formatting chain starts from (`data.items` of `(data.items || []).filter(f).map(g)`), unless it is a literal. */
export function listBase(expr) {
    let n = unwrap(expr);
    let stepped = false;
    for (let i = 0; i < 8; i++) {
        if (Node.isCallExpression(n) &&
            Node.isPropertyAccessExpression(n.getExpression()) &&
            LIST_STEP.test(n.getExpression().getName())) {
            n = unwrap(n.getExpression().getExpression());
            stepped = true;
            continue;
        }
        if (Node.isBinaryExpression(n) && /^(\|\||\?\?)$/.test(n.getOperatorToken().getText())) {
            n = unwrap(n.getLeft());
            continue;
        }
        break;
    }
    if (!stepped)
        return undefined;
    if (Node.isArrayLiteralExpression(n) || Node.isObjectLiteralExpression(n))
        return undefined;
    if (Node.isIdentifier(n)) {
        const d = declarationsOf(n)[0];
        const init = d && Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
        if (init &&
            (Node.isArrayLiteralExpression(unwrap(init)) || constString(init) !== undefined) &&
            !assignmentsTo(n)?.writes.length)
            return undefined;
        if (d &&
            Node.isVariableDeclaration(d) &&
            d.getFirstAncestor((a) => Node.isSourceFile(a)) === d.getParent()?.getParent()?.getParent())
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
export function awaitedOrigin(node, env, depth) {
    if (depth > 8)
        return false;
    let n = node;
    while (Node.isParenthesizedExpression(n) ||
        Node.isAsExpression(n) ||
        Node.isNonNullExpression(n) ||
        Node.isSatisfiesExpression(n))
        n = n.getExpression();
    if (Node.isAwaitExpression(n))
        return true;
    if (Node.isPropertyAccessExpression(n) || Node.isElementAccessExpression(n)) {
        // `const out = { results: await search(q) }; fmt(out.results)`: the property's own value
        const holder = resolve(n.getExpression(), env);
        const key = Node.isPropertyAccessExpression(n) ? n.getName() : constString(n.getArgumentExpression())?.value;
        const own = key !== undefined && Node.isObjectLiteralExpression(holder.node) ? prop(holder.node, key) : undefined;
        if (own)
            return awaitedOrigin(own, holder.env, depth + 1);
        return awaitedOrigin(n.getExpression(), env, depth + 1);
    }
    if (Node.isBinaryExpression(n) && /^(\|\||\?\?)$/.test(n.getOperatorToken().getText()))
        return awaitedOrigin(n.getLeft(), env, depth + 1);
    if (Node.isCallExpression(n) &&
        Node.isPropertyAccessExpression(n.getExpression()) &&
        LIST_STEP.test(n.getExpression().getName()))
        return awaitedOrigin(n.getExpression().getExpression(), env, depth + 1);
    if (!Node.isIdentifier(n))
        return false;
    const decl = declarationsOf(n)[0];
    if (!decl)
        return false;
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
        return !!init && awaitedOrigin(init, env, depth + 1);
    }
    return false;
}
/**
 * `const results = await Promise.all(paths.map(fetchDoc))`: one entry per item the caller gave, so
 * the list is empty only when the caller asked for nothing — not an empty answer from the source.
 */
export function fanOut(list, env) {
    const r = resolve(list, env);
    const n = unwrap(r.node);
    return Node.isCallExpression(n) && /^Promise\.(all|allSettled)$/.test(n.getExpression().getText());
}
export function isLoopCallback(fn) {
    const call = fn.getParent();
    return (!!call &&
        Node.isCallExpression(call) &&
        Node.isPropertyAccessExpression(call.getExpression()) &&
        /^(forEach|map)$/.test(call.getExpression().getName()));
}
/** The loop over a list that a statement runs in (`for (const r of rows)`, `rows.forEach(…)`), within `fn`. */
export function enclosingLoop(n, fn) {
    for (let p = n.getParent(); p && p !== fn; p = p.getParent()) {
        if (Node.isForOfStatement(p)) {
            const list = unwrap(p.getExpression());
            return Node.isArrayLiteralExpression(list) ? undefined : { list, at: p };
        }
        if (isFunctionLike(p) && isLoopCallback(p)) {
            const call = p.getParent();
            const list = unwrap(call.getExpression().getExpression());
            return Node.isArrayLiteralExpression(list) ? undefined : { list, at: call };
        }
    }
    return undefined;
}
