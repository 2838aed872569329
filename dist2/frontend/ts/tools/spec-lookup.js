/**
 * Tools generated at start-up from a bundled OpenAPI document by a converter that keeps them in a
 * lookup keyed by tool name: a loop over the spec's `paths` and each path's operations writes
 * `lookup[KEY] = …`, and the CallTool handler reads `lookup[name]`. The key is evaluated once per
 * operation of the document, by a small interpreter over the project's own code (constants,
 * templates, string methods, the project functions it calls with their parameters bound, their
 * `if … return` guards); the loop's constant skips (`if (!op.operationId) continue`) are applied
 * the same way. A key that cannot be evaluated for an operation leaves the document reported as
 * "N operations in <file>".
 */
import { Node, SyntaxKind } from "../morph.js";
import { locOf } from "../syntax/location.js";
import { descendantsOfKind, nodesOfKind } from "../syntax/node-index.js";
import { declarationsOf, functionOf, isFunctionLike, propName, unwrap } from "../syntax/resolve.js";
import { EMPTY } from "./evaluate.js";
import { specsRead } from "./openapi.js";
import { inTestFile, sameScope } from "./scope.js";
import { makeTool } from "./tool.js";
/** A value the interpreter could not know. */
const UNKNOWN = Symbol("unknown");
/** A property whose value is computed when it is read (object literals are read a member at a time). */
class Lazy {
    compute;
    done = false;
    value = UNKNOWN;
    constructor(compute) {
        this.compute = compute;
    }
    get() {
        if (!this.done) {
            this.done = true;
            this.value = this.compute();
        }
        return this.value;
    }
}
const force = (v) => (v instanceof Lazy ? v.get() : v);
/** Work bound per key evaluation, so a converter with deep helpers costs little. */
const MAX_STEPS = 4000;
class Interpreter {
    steps = 0;
    reset() {
        this.steps = 0;
    }
    ev(node, f) {
        if (++this.steps > MAX_STEPS || f.depth > 8)
            return UNKNOWN;
        const n = unwrap(node);
        if (Node.isStringLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n))
            return n.getLiteralValue();
        if (Node.isNumericLiteral(n))
            return n.getLiteralValue();
        if (n.getKind() === SyntaxKind.TrueKeyword)
            return true;
        if (n.getKind() === SyntaxKind.FalseKeyword)
            return false;
        if (n.getKind() === SyntaxKind.NullKeyword)
            return null;
        if (Node.isTemplateExpression(n)) {
            let s = n.getHead().getLiteralText();
            for (const span of n.getTemplateSpans()) {
                const v = force(this.ev(span.getExpression(), f));
                if (!isPrimitive(v))
                    return UNKNOWN;
                s += String(v) + span.getLiteral().getLiteralText();
            }
            return s;
        }
        if (Node.isIdentifier(n))
            return this.identifier(n, f);
        if (Node.isPropertyAccessExpression(n) || Node.isElementAccessExpression(n)) {
            const base = force(this.ev(n.getExpression(), f));
            const key = Node.isPropertyAccessExpression(n)
                ? n.getName()
                : force(this.ev(n.getArgumentExpressionOrThrow(), f));
            if (base === UNKNOWN || (typeof key !== "string" && typeof key !== "number"))
                return UNKNOWN;
            if (typeof base === "string")
                return key === "length" ? base.length : UNKNOWN;
            if (base && typeof base === "object" && Object.hasOwn(base, key))
                return force(base[key]);
            if (base && typeof base === "object" && !Array.isArray(base))
                return undefined;
            return UNKNOWN;
        }
        if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.ExclamationToken) {
            const v = force(this.ev(n.getOperand(), f));
            return v === UNKNOWN ? UNKNOWN : !v;
        }
        if (Node.isBinaryExpression(n))
            return this.binary(n, f);
        if (Node.isConditionalExpression(n)) {
            const c = force(this.ev(n.getCondition(), f));
            if (c === UNKNOWN)
                return UNKNOWN;
            return this.ev(c ? n.getWhenTrue() : n.getWhenFalse(), f);
        }
        if (Node.isObjectLiteralExpression(n)) {
            const o = {};
            for (const p of n.getProperties()) {
                const name = propName(p);
                if (Node.isPropertyAssignment(p) && name !== undefined) {
                    const init = p.getInitializerOrThrow();
                    o[name] = new Lazy(() => force(this.ev(init, f)));
                }
                else if (Node.isShorthandPropertyAssignment(p) && name !== undefined) {
                    const id = p.getNameNode();
                    o[name] = new Lazy(() => force(this.identifier(id, f)));
                }
                else if (Node.isSpreadAssignment(p)) {
                    const v = force(this.ev(p.getExpression(), f));
                    if (v && typeof v === "object")
                        Object.assign(o, v);
                }
            }
            return o;
        }
        if (Node.isCallExpression(n))
            return this.call(n, f);
        if (Node.isArrayLiteralExpression(n)) {
            const out = [];
            for (const e of n.getElements()) {
                const v = force(this.ev(Node.isSpreadElement(e) ? e.getExpression() : e, f));
                if (v === UNKNOWN)
                    return UNKNOWN;
                if (Node.isSpreadElement(e)) {
                    if (!Array.isArray(v) && !(v instanceof Set))
                        return UNKNOWN;
                    out.push(...v);
                }
                else
                    out.push(v);
            }
            return out;
        }
        if (Node.isNewExpression(n) && n.getExpression().getText() === "Set") {
            const a = n.getArguments()[0];
            const v = a ? force(this.ev(a, f)) : [];
            return Array.isArray(v) ? new Set(v) : UNKNOWN;
        }
        return UNKNOWN;
    }
    identifier(n, f) {
        if (n.getText() === "undefined")
            return undefined;
        const d = declarationsOf(n)[0];
        if (!d)
            return UNKNOWN;
        if (f.vars.has(d))
            return force(f.vars.get(d));
        if (Node.isVariableDeclaration(d) && Node.isIdentifier(d.getNameNode())) {
            const init = d.getInitializer();
            if (!init)
                return UNKNOWN;
            const list = d.getParent();
            const isConst = Node.isVariableDeclarationList(list) && list.getText().startsWith("const");
            // a local of the function being run, or a module constant
            const own = f.fn && d.getFirstAncestor((a) => isFunctionLike(a)) === f.fn;
            if (own) {
                const lazy = new Lazy(() => force(this.ev(init, f)));
                f.vars.set(d, lazy);
                return lazy.get();
            }
            if (isConst && !d.getFirstAncestor((a) => isFunctionLike(a)))
                return force(this.ev(init, { vars: new Map(), depth: f.depth + 1 }));
        }
        return UNKNOWN;
    }
    binary(n, f) {
        const op = n.getOperatorToken().getKind();
        const l = force(this.ev(n.getLeft(), f));
        if (op === SyntaxKind.AmpersandAmpersandToken)
            return l === UNKNOWN ? UNKNOWN : l ? force(this.ev(n.getRight(), f)) : l;
        if (op === SyntaxKind.BarBarToken)
            return l === UNKNOWN ? UNKNOWN : l ? l : force(this.ev(n.getRight(), f));
        if (op === SyntaxKind.QuestionQuestionToken)
            return l === UNKNOWN ? UNKNOWN : (l ?? force(this.ev(n.getRight(), f)));
        const r = force(this.ev(n.getRight(), f));
        if (!isPrimitive(l) || !isPrimitive(r))
            return UNKNOWN;
        const [a, b] = [l, r];
        switch (op) {
            case SyntaxKind.PlusToken:
                return typeof a === "number" && typeof b === "number" ? a + b : String(a) + String(b);
            case SyntaxKind.MinusToken:
                return typeof a === "number" && typeof b === "number" ? a - b : UNKNOWN;
            case SyntaxKind.EqualsEqualsEqualsToken:
            case SyntaxKind.EqualsEqualsToken:
                return a === b;
            case SyntaxKind.ExclamationEqualsEqualsToken:
            case SyntaxKind.ExclamationEqualsToken:
                return a !== b;
            case SyntaxKind.LessThanToken:
                return a < b;
            case SyntaxKind.LessThanEqualsToken:
                return a <= b;
            case SyntaxKind.GreaterThanToken:
                return a > b;
            case SyntaxKind.GreaterThanEqualsToken:
                return a >= b;
            default:
                return UNKNOWN;
        }
    }
    call(n, f) {
        const callee = unwrap(n.getExpression());
        const args = n.getArguments();
        if (Node.isPropertyAccessExpression(callee)) {
            const recv = callee.getExpression();
            // string methods on a known string
            if (recv.getKind() !== SyntaxKind.ThisKeyword) {
                const s = force(this.ev(recv, f));
                const m = callee.getName();
                if (typeof s === "string" || s instanceof Set || Array.isArray(s)) {
                    const a = args.map((x) => force(this.ev(x, f)));
                    if (a.some((x) => x === UNKNOWN))
                        return UNKNOWN;
                    if (typeof s === "string")
                        return stringMethod(s, m, a);
                    // deny sets and allow lists: HIDDEN.has(op.operationId), SKIP.includes(id)
                    if (s instanceof Set && m === "has")
                        return s.has(a[0]);
                    if (Array.isArray(s) && m === "includes")
                        return s.includes(a[0]);
                    return UNKNOWN;
                }
            }
        }
        const fn = functionOf(callee);
        if (!fn || !isFunctionLike(fn) || n.getSourceFile().isDeclarationFile())
            return UNKNOWN;
        const vars = new Map();
        fn.getParameters().forEach((p, i) => {
            const a = args[i];
            const v = a ? force(this.ev(a, f)) : p.getInitializer() ? force(this.ev(p.getInitializer(), f)) : undefined;
            if (Node.isIdentifier(p.getNameNode()))
                vars.set(p, v);
        });
        const frame = { vars, fn, depth: f.depth + 1 };
        const body = fn.getBody();
        if (!body)
            return UNKNOWN;
        if (!Node.isBlock(body))
            return force(this.ev(body, frame));
        const r = this.exec(body.getStatements(), frame);
        return r.kind === "return" ? r.value : r.kind === "fallthrough" ? undefined : UNKNOWN;
    }
    /** Runs statements until one returns; a branch it cannot decide that could return stops it. */
    exec(stmts, f) {
        for (const st of stmts) {
            if (++this.steps > MAX_STEPS)
                return { kind: "unknown" };
            if (Node.isReturnStatement(st)) {
                const e = st.getExpression();
                return { kind: "return", value: e ? force(this.ev(e, f)) : undefined };
            }
            if (Node.isThrowStatement(st))
                return { kind: "unknown" };
            if (Node.isVariableStatement(st))
                continue; // locals are evaluated when read
            if (Node.isBlock(st)) {
                const r = this.exec(st.getStatements(), f);
                if (r.kind !== "fallthrough")
                    return r;
                continue;
            }
            if (Node.isTryStatement(st)) {
                const r = this.exec(st.getTryBlock().getStatements(), f);
                if (r.kind !== "fallthrough")
                    return r;
                continue;
            }
            if (Node.isIfStatement(st)) {
                const c = force(this.ev(st.getExpression(), f));
                if (c === UNKNOWN) {
                    if (returnsInside(st))
                        return { kind: "unknown" };
                    continue;
                }
                const branch = c ? st.getThenStatement() : st.getElseStatement();
                if (!branch)
                    continue;
                const r = this.exec([branch], f);
                if (r.kind !== "fallthrough")
                    return r;
                continue;
            }
            // loops, calls for their effect: a return inside one cannot be followed
            if (returnsInside(st))
                return { kind: "unknown" };
        }
        return { kind: "fallthrough" };
    }
}
function returnsInside(st) {
    return descendantsOfKind(st, SyntaxKind.ReturnStatement).some((r) => r.getFirstAncestor((a) => isFunctionLike(a)) === st.getFirstAncestor((a) => isFunctionLike(a)));
}
function isPrimitive(v) {
    return typeof v === "string" || typeof v === "number" || typeof v === "boolean";
}
function stringMethod(s, m, a) {
    const num = (i) => (typeof a[i] === "number" ? a[i] : undefined);
    switch (m) {
        case "toLowerCase":
            return s.toLowerCase();
        case "toUpperCase":
            return s.toUpperCase();
        case "trim":
            return s.trim();
        case "slice":
            return s.slice(num(0), num(1));
        case "substring":
            return s.substring(num(0) ?? 0, num(1));
        case "startsWith":
            return typeof a[0] === "string" ? s.startsWith(a[0]) : UNKNOWN;
        case "endsWith":
            return typeof a[0] === "string" ? s.endsWith(a[0]) : UNKNOWN;
        case "includes":
            return typeof a[0] === "string" ? s.includes(a[0]) : UNKNOWN;
        case "replaceAll":
        case "replace":
            return typeof a[0] === "string" && typeof a[1] === "string"
                ? m === "replace"
                    ? s.replace(a[0], a[1])
                    : s.replaceAll(a[0], a[1])
                : UNKNOWN;
        default:
            return UNKNOWN;
    }
}
/** The JSON node of a document as a plain value (operations, their ids and fields). */
function jsonValue(n) {
    try {
        return JSON.parse(n.getText());
    }
    catch {
        return UNKNOWN;
    }
}
/** `Object.entries(x)` (also `Object.entries(x || {})`): the x. */
function entriesOf(e) {
    const u = unwrap(e);
    if (!Node.isCallExpression(u) || u.getExpression().getText() !== "Object.entries")
        return undefined;
    let a = u.getArguments()[0];
    if (!a)
        return undefined;
    a = unwrap(a);
    while (Node.isBinaryExpression(a) && /^(\|\||\?\?)$/.test(a.getOperatorToken().getText()))
        a = unwrap(a.getLeft());
    return a;
}
/** `for (const [path, item] of Object.entries(spec.paths)) for (const [method, op] of Object.entries(item))`. */
function operationLoops(files) {
    const out = [];
    for (const sf of files) {
        if (inTestFile(sf))
            continue;
        for (const outer of nodesOfKind(sf, SyntaxKind.ForOfStatement)) {
            if (!Node.isForOfStatement(outer))
                continue;
            const paths = entriesOf(outer.getExpression());
            if (!paths || !Node.isPropertyAccessExpression(paths) || paths.getName() !== "paths")
                continue;
            const itemName = pairNames(outer.getInitializer())?.[1];
            if (!itemName)
                continue;
            for (const inner of descendantsOfKind(outer.getStatement(), SyntaxKind.ForOfStatement)) {
                if (!Node.isForOfStatement(inner))
                    continue;
                const src = entriesOf(inner.getExpression());
                if (src && Node.isIdentifier(src) && src.getText() === itemName.getText() && pairNames(inner.getInitializer()))
                    out.push({ outer, inner });
            }
        }
    }
    return out;
}
/** The two names a `const [k, v]` loop variable binds. */
function pairNames(init) {
    const d = Node.isVariableDeclarationList(init) ? init.getDeclarations()[0] : undefined;
    const n = d?.getNameNode();
    if (!d || !n || !Node.isArrayBindingPattern(n))
        return undefined;
    const [a, b] = n.getElements();
    if (!a || !b || !Node.isBindingElement(a) || !Node.isBindingElement(b))
        return undefined;
    return [a, b];
}
/** Writes `lookup[KEY] = …` in the operation loop whose map is read elsewhere by a computed key (`lookup[name]`). */
function lookupWrites(loop) {
    const out = [];
    for (const b of descendantsOfKind(loop.inner.getStatement(), SyntaxKind.BinaryExpression)) {
        if (!Node.isBinaryExpression(b) || b.getOperatorToken().getKind() !== SyntaxKind.EqualsToken)
            continue;
        const left = b.getLeft();
        if (!Node.isElementAccessExpression(left))
            continue;
        const map = unwrap(left.getExpression());
        const mapName = Node.isPropertyAccessExpression(map) ? map.getName() : Node.isIdentifier(map) ? map.getText() : "";
        if (!mapName || !readByName(loop.inner.getSourceFile().getProject().getSourceFiles(), mapName, loop))
            continue;
        const st = b.getFirstAncestor((a) => Node.isExpressionStatement(a));
        if (st)
            out.push({ key: left.getArgumentExpressionOrThrow(), statement: st });
    }
    return out;
}
const readCache = new WeakMap();
/** Whether a map of that name is read with a computed key outside the loop (`this.lookup[operationId]`). */
function readByName(files, mapName, loop) {
    let byName = readCache.get(loop);
    if (!byName) {
        byName = new Map();
        readCache.set(loop, byName);
    }
    const known = byName.get(mapName);
    if (known !== undefined)
        return known;
    let found = false;
    for (const sf of files) {
        if (found || sf.isDeclarationFile() || inTestFile(sf) || !sameScope(sf, loop.outer))
            continue;
        for (const ea of nodesOfKind(sf, SyntaxKind.ElementAccessExpression)) {
            if (!Node.isElementAccessExpression(ea) || ea.getFirstAncestor((a) => a === loop.outer))
                continue;
            const m = unwrap(ea.getExpression());
            const name = Node.isPropertyAccessExpression(m) ? m.getName() : Node.isIdentifier(m) ? m.getText() : "";
            const arg = ea.getArgumentExpression();
            const parent = ea.getParent();
            const written = Node.isBinaryExpression(parent) && parent.getLeft() === ea;
            if (name === mapName && arg && !Node.isStringLiteral(arg) && !written) {
                found = true;
                break;
            }
        }
    }
    byName.set(mapName, found);
    return found;
}
/** The statements on the way from the loop body to `target`, each with the `if` that guards the next. */
function guardsOf(target, body) {
    const skips = [];
    const conditions = [];
    let child = target;
    for (let cur = target.getParent(); cur; child = cur, cur = cur.getParent()) {
        if (Node.isBlock(cur)) {
            for (const st of cur.getStatements()) {
                if (st === child)
                    break;
                // if (…) continue;
                if (Node.isIfStatement(st) && !st.getElseStatement()) {
                    const t = st.getThenStatement();
                    const only = Node.isBlock(t) ? t.getStatements().at(-1) : t;
                    if (only && Node.isContinueStatement(only))
                        skips.push(st.getExpression());
                }
            }
        }
        if (Node.isIfStatement(cur))
            conditions.push({ cond: cur.getExpression(), negate: cur.getElseStatement() === child });
        if (cur === body)
            break;
    }
    return { skips, conditions };
}
/**
 * One tool per operation of a document the server reads, named by the lookup key its converter
 * writes for that operation.
 */
export function fromSpecLookups(files, callHandlers) {
    const found = [];
    const loops = operationLoops(files);
    if (!loops.length)
        return found;
    const specs = specsRead(files);
    const interp = new Interpreter();
    for (const loop of loops) {
        const writes = lookupWrites(loop);
        if (!writes.length)
            continue;
        const [pathName, itemName] = pairNames(loop.outer.getInitializer());
        const [methodName, opName] = pairNames(loop.inner.getInitializer());
        const fn = loop.outer.getFirstAncestor((a) => isFunctionLike(a));
        const handler = callHandlers.find((h) => sameScope(h, loop.outer));
        for (const spec of specs.filter((s) => sameScope(s.site, loop.outer))) {
            const names = [];
            let complete = true;
            for (const { path, method, op } of spec.operations) {
                const opValue = jsonValue(op);
                const item = jsonValue(op.getParentOrThrow().getParentOrThrow());
                const vars = new Map([
                    [pathName, path],
                    [itemName, item],
                    [methodName, method],
                    [opName, opValue],
                ]);
                const frame = { vars, fn, depth: 0 };
                let name = UNKNOWN;
                for (const w of writes) {
                    interp.reset();
                    const { skips, conditions } = guardsOf(w.statement, loop.inner.getStatement());
                    const skipped = skips.some((c) => force(interp.ev(c, frame)) === true);
                    const off = conditions.some(({ cond, negate }) => {
                        const v = force(interp.ev(cond, frame));
                        return v !== UNKNOWN && !!v === negate;
                    });
                    if (skipped || off) {
                        name = undefined;
                        break;
                    }
                    const k = force(interp.ev(w.key, frame));
                    if (typeof k === "string") {
                        name = k;
                        break;
                    }
                }
                if (name === undefined)
                    continue;
                if (typeof name !== "string") {
                    complete = false;
                    break;
                }
                const idProp = Node.isObjectLiteralExpression(op) ? op.getProperty("operationId") : undefined;
                names.push({ name, at: idProp ?? op });
            }
            if (!complete || !names.length)
                continue;
            for (const { name, at } of names) {
                const d = makeTool(name, "spec-generated", locOf(at), undefined, undefined, handler ? { fn: handler, argsIndex: -1 } : { argsIndex: 0 }, EMPTY);
                found.push(d);
            }
        }
    }
    return found;
}
