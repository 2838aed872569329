/**
 * The evaluator: what an expression stands for in one registration context (a binding of loop
 * variables and helper parameters), members of literals and classes, and the elements of lists.
 */
import { Node, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { descendantsOfKind } from "../syntax/node-index.js";
import { findReferences } from "../syntax/references.js";
import { declarationsOf, functionOf, implementationsOf, initializerOf, isFilledLater, isFunctionLike, objectProp, propName, resolveExpression, returnedExpressions, unwrap, } from "../syntax/resolve.js";
import { dynamicImportOf, importedExports, importedModules, moduleExport } from "./dynamic-import.js";
import { importedJson, jsonFromCall } from "./json-modules.js";
import { inTestFile } from "./scope.js";
export const EMPTY = new Map();
/** Evaluates an expression to the node it stands for, looking identifiers up in `env` first. */
const evalCache = new WeakMap();
/**
 * What an expression stands for in a registration context: bindings first, then declarations.
 * The engine asks this for every callee it evaluates, so top-level answers are kept per context.
 */
export function evalIn(expr, env, depth = 0) {
    if (!expr || depth > 0)
        return evalInUncached(expr, env, depth);
    let byNode = evalCache.get(env);
    if (!byNode) {
        byNode = new WeakMap();
        evalCache.set(env, byNode);
    }
    if (byNode.has(expr))
        return byNode.get(expr);
    const r = evalInUncached(expr, env, 0);
    byNode.set(expr, r);
    return r;
}
function evalInUncached(expr, env, depth) {
    if (!expr || depth > 10)
        return expr;
    const n = unwrap(expr);
    if (Node.isIdentifier(n)) {
        const b = bindingOf(n, env);
        if (b)
            return evalIn(b, EMPTY, depth + 1);
        // a local computed from the context (`const h = HANDLERS[tool.name]`): its initializer, in the context
        const local = env.size ? contextualInitializer(n, env) : undefined;
        if (local)
            return evalIn(local, env, depth + 1);
        const r = resolveExpression(n);
        if (r !== n)
            return evalIn(r, EMPTY, depth + 1);
        return importedJson(n) ?? n;
    }
    if (Node.isCallExpression(n))
        return jsonFromCall(n, (x) => evalIn(x, env, depth + 1)) ?? n;
    if (Node.isPropertyAccessExpression(n) || Node.isElementAccessExpression(n)) {
        // HANDLERS[tool.name]: a key the context names
        const key = Node.isPropertyAccessExpression(n)
            ? n.getName()
            : (constString(n.getArgumentExpression())?.value ??
                (env.size ? str(n.getArgumentExpression(), env, depth + 1)?.value : undefined));
        const base = evalIn(n.getExpression(), env, depth + 1);
        if (key === "shape" && base && Node.isCallExpression(unwrap(base))) {
            // z.object(shape).shape → the shape literal
            const call = unwrap(base);
            if (/^(?:[\w$]+\.)?(z|zod)\d*\.object$/.test(call.getExpression().getText()) && call.getArguments()[0])
                return evalIn(call.getArguments()[0], EMPTY, depth + 1);
        }
        // (await import("./tools/search.js")).handler: the one module's export
        const loaded = base ? dynamicImportOf(base) : undefined;
        if (loaded && key !== undefined) {
            const mods = importedModules(loaded);
            const e = mods.length === 1 ? moduleExport(mods[0], key) : undefined;
            if (e)
                return evalIn(e, EMPTY, depth + 1);
        }
        // CreateRepoTool.createToolConfig().name, metadataFor(source).name: the member of the literal a
        // project function returns (one literal, or several that agree on the member)
        const bu = base ? unwrap(base) : undefined;
        if (key !== undefined && bu && Node.isCallExpression(bu)) {
            const m = memberOfCallResult(bu, key);
            if (m)
                return evalIn(m, EMPTY, depth + 1);
        }
        if (key !== undefined && base) {
            const member = env.size ? memberIn(base, key, env, false) : memberOf(base, key);
            if (member)
                return evalIn(member, EMPTY, depth + 1);
        }
        if (Node.isPropertyAccessExpression(n)) {
            const r = resolveExpression(n);
            if (r !== n)
                return evalIn(r, EMPTY, depth + 1);
        }
        return n;
    }
    return n;
}
/** The member `key` of what a call of a project function returns, when every returned literal gives the same node. */
function memberOfCallResult(call, key) {
    const fn = functionOf(call.getExpression());
    if (!fn || !isFunctionLike(fn) || fn.getSourceFile().isInNodeModules() || fn.getSourceFile().isDeclarationFile())
        return undefined;
    let found;
    for (const r of returnedExpressions(fn)) {
        const v = unwrap(resolveExpression(r));
        if (!Node.isObjectLiteralExpression(v))
            return undefined;
        const m = objectProp(v, key);
        if (!m)
            return undefined;
        const mv = resolveExpression(m);
        if (found && found !== mv)
            return undefined;
        found = mv;
    }
    return found;
}
/** The initializer of a `const` whose value depends on names the context binds. */
function contextualInitializer(id, env) {
    const d = declarationsOf(id)[0];
    if (!d || !Node.isVariableDeclaration(d) || !Node.isIdentifier(d.getNameNode()))
        return undefined;
    const init = d.getInitializer();
    if (!init)
        return undefined;
    for (const x of identifiersIn([init]))
        if (env.has(x))
            return init;
    return undefined;
}
/** A member of an object literal, a `new C()` instance or a class (static members). */
export function memberOf(base, key) {
    const b = unwrap(base);
    if (Node.isObjectLiteralExpression(b))
        return objectProp(b, key);
    const cls = classOf(b);
    if (cls) {
        for (let c = cls; c && (Node.isClassDeclaration(c) || Node.isClassExpression(c));) {
            const m = c.getMember(key);
            if (m) {
                if (Node.isPropertyDeclaration(m))
                    return m.getInitializer() ?? m;
                if (Node.isGetAccessorDeclaration(m)) {
                    const ret = descendantsOfKind(m, SyntaxKind.ReturnStatement)[0]?.getExpression();
                    return ret ?? m;
                }
                return m;
            }
            // constructor assignments: this.name = "…"
            const ctor = c.getConstructors()[0];
            if (ctor) {
                for (const st of descendantsOfKind(ctor, SyntaxKind.BinaryExpression)) {
                    const l = st.getLeft();
                    if (st.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
                        Node.isPropertyAccessExpression(l) &&
                        l.getExpression().getKind() === SyntaxKind.ThisKeyword &&
                        l.getName() === key)
                        return st.getRight();
                }
            }
            const ext = c.getExtends();
            const baseDecl = ext && Node.isExpressionWithTypeArguments(ext) ? declarationsOf(ext.getExpression())[0] : undefined;
            c = baseDecl && (Node.isClassDeclaration(baseDecl) || Node.isClassExpression(baseDecl)) ? baseDecl : undefined;
        }
    }
    return undefined;
}
/**
 * A member of a definition object in a context: spreads are evaluated with the context's bindings
 * (`{ ...config, inputSchema }` inside a registration wrapper). When the last writer of the key is a
 * value known only at run time (a schema the wrapper derives), the spread definition's own member is
 * the best static stand-in and is preferred.
 */
export function memberIn(base, key, env, preferKnown = true, depth = 0) {
    if (!base || depth > 5)
        return undefined;
    const b = unwrap(evalIn(base, env) ?? base);
    if (!Node.isObjectLiteralExpression(b))
        return memberOf(b, key);
    let fallback;
    const props = b.getProperties();
    for (let i = props.length - 1; i >= 0; i--) {
        const p = props[i];
        if (Node.isSpreadAssignment(p)) {
            const inner = memberIn(p.getExpression(), key, env, preferKnown, depth + 1);
            if (inner)
                return inner;
            continue;
        }
        if (fallback || propName(p) !== key)
            continue;
        const v = Node.isPropertyAssignment(p)
            ? p.getInitializer()
            : Node.isShorthandPropertyAssignment(p)
                ? p.getNameNode()
                : p;
        if (!v)
            continue;
        const ev = preferKnown ? evalIn(v, env) : undefined;
        if (ev && Node.isIdentifier(unwrap(ev))) {
            fallback = v;
            continue;
        }
        return v;
    }
    return fallback;
}
/** The class a `new C(...)` expression or class reference denotes. */
export function classOf(n) {
    const u = unwrap(n);
    if (Node.isClassDeclaration(u) || Node.isClassExpression(u))
        return u;
    if (Node.isNewExpression(u)) {
        const d = declarationsOf(u.getExpression()).find((x) => Node.isClassDeclaration(x) || Node.isClassExpression(x));
        if (d)
            return d;
        const r = resolveExpression(u.getExpression());
        if (Node.isClassExpression(r) || Node.isClassDeclaration(r))
            return r;
    }
    if (Node.isIdentifier(u)) {
        const d = declarationsOf(u).find((x) => Node.isClassDeclaration(x));
        if (d)
            return d;
    }
    return undefined;
}
/** The elements of a collection expression: array literals (with spreads), Object.values(map), Map literals. */
export function elementsOf(expr, env, depth = 0) {
    if (!expr || depth > 7)
        return [];
    const filled = filledCollection(expr, env, depth);
    if (filled)
        return filled;
    const n = evalIn(expr, env) ?? expr;
    const u = unwrap(n);
    if (Node.isConditionalExpression(u)) {
        // readOnly ? DEFS.filter(…) : DEFS: what either branch can give, once each
        const out = [];
        for (const side of [u.getWhenTrue(), u.getWhenFalse()])
            for (const e of elementsOf(side, env, depth + 1))
                if (!out.includes(e))
                    out.push(e);
        return out;
    }
    if (Node.isArrayLiteralExpression(u)) {
        const out = [];
        for (const e of u.getElements()) {
            if (Node.isSpreadElement(e))
                out.push(...elementsOf(e.getExpression(), env, depth + 1));
            else
                out.push(...made(evalIn(e, env) ?? e, env));
        }
        return out;
    }
    if (Node.isCallExpression(u)) {
        const callee = u.getExpression();
        const args = u.getArguments();
        if (Node.isPropertyAccessExpression(callee)) {
            const recv = callee.getExpression().getText();
            const m = callee.getName();
            if (recv === "Object" && (m === "values" || m === "entries") && args[0]) {
                const obj = evalIn(args[0], env);
                const o = obj ? unwrap(obj) : undefined;
                if (o && Node.isObjectLiteralExpression(o))
                    return objectValues(o, env);
                // Object.values(await import(...)) or a namespace import: every export of the module
                if (obj && Node.isIdentifier(unwrap(args[0]))) {
                    const decl = declarationsOf(args[0])[0];
                    if (decl && Node.isNamespaceImport(decl)) {
                        const sf = declarationsOf(decl.getNameNode())[0];
                        if (sf && Node.isSourceFile(sf))
                            return [...sf.getExportedDeclarations().values()].flat().map((d) => initializerOf(d) ?? d);
                    }
                }
            }
            if (["concat"].includes(m))
                return [
                    ...elementsOf(callee.getExpression(), env, depth + 1),
                    ...args.flatMap((a) => elementsOf(a, env, depth + 1)),
                ];
            if (["filter", "slice", "sort", "toSorted", "reverse"].includes(m))
                return elementsOf(callee.getExpression(), env, depth + 1);
            if (m === "map" && args[0]) {
                // defs.map((d) => new Tool(d)) or defs.map(d => ({ ...d, handler })) — keep the source elements;
                // the caller reads members through the mapped object when it is a literal.
                const fn = functionOf(args[0]);
                const src = elementsOf(callee.getExpression(), env, depth + 1);
                if (fn && (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) {
                    // an expression body, or a block whose one return builds the element
                    const rets = returnedExpressions(fn);
                    const ret = rets.length === 1 ? unwrap(rets[0]) : undefined;
                    const param = fn.getParameters()[0]?.getNameNode();
                    const pname = param && Node.isIdentifier(param) ? param.getText() : undefined;
                    if (ret &&
                        pname &&
                        (Node.isObjectLiteralExpression(ret) || Node.isNewExpression(ret) || Node.isCallExpression(ret))) {
                        return src.map((s) => {
                            const { node, extra } = unpackMapped(s);
                            // bound by its declaration too: a loop over the mapped list may reuse the name (`(tool) => ({ ...tool })`)
                            const bound = new Map([...extra, [pname, node]]);
                            bound.set(declKey(param), node);
                            return new MappedElement(ret, bound);
                        });
                    }
                }
                return src;
            }
        }
    }
    if (Node.isCallExpression(u)) {
        // getToolDefinitions(): a project function that returns the list
        // (`getAvailableTools(grant)` → `filterTools(ALL_TOOLS, grant)` → `tools.filter(…)`): its parameters are
        // bound to the call's arguments, and the elements every return can give are united, in order, once each.
        const fn = functionOf(u.getExpression());
        if (fn && !Node.isPropertyAccessExpression(unwrap(u.getExpression()))) {
            const inner = new Map(env);
            if (isFunctionLike(fn))
                fn.getParameters().forEach((p, i) => {
                    const a = u.getArguments()[i];
                    if (a && !Node.isSpreadElement(a))
                        bindPattern(p.getNameNode(), evalIn(a, env) ?? a, inner);
                });
            const out = [];
            for (const ret of returnedExpressions(fn))
                for (const e of elementsOf(ret, inner, depth + 1))
                    if (!out.includes(e))
                        out.push(e);
            if (out.length)
                return out;
        }
    }
    if (Node.isCallExpression(u) && Node.isPropertyAccessExpression(unwrap(u.getExpression()))) {
        // handler.getTools(repoData): a method of an interface or class, every implementation in the project
        // (`getHandlerByRepoData()` can hand out any of them); the elements all their returns can give
        const callee = unwrap(u.getExpression());
        const impls = [];
        for (const d of declarationsOf(callee.getNameNode())) {
            if (d.getSourceFile().isInNodeModules() || d.getSourceFile().isDeclarationFile())
                continue;
            for (const f of isFunctionLike(d) ? [d] : implementationsOf(d))
                if (!impls.includes(f))
                    impls.push(f);
        }
        const out = [];
        for (const fn of impls.slice(0, 8)) {
            if (!isFunctionLike(fn))
                continue;
            const inner = new Map(env);
            fn.getParameters().forEach((p, i) => {
                const a = u.getArguments()[i];
                if (a && !Node.isSpreadElement(a))
                    bindPattern(p.getNameNode(), evalIn(a, env) ?? a, inner);
            });
            for (const ret of returnedExpressions(fn))
                for (const e of elementsOf(ret, inner, depth + 1))
                    if (!out.includes(e))
                        out.push(e);
        }
        if (out.length)
            return out;
    }
    if (Node.isNewExpression(u) && /^(Map|Set)$/.test(u.getExpression().getText())) {
        const inner = elementsOf(u.getArguments()[0], env, depth + 1);
        return inner.map((e) => {
            const eu = unwrap(e);
            return Node.isArrayLiteralExpression(eu) && eu.getElements()[1] ? eu.getElements()[1] : e;
        });
    }
    return [];
}
/**
 * A collection filled after its declaration: `const tools = []; tools.push(a(), b)`, a registry
 * `map.set(name, def)` / `set.add(def)`: the initial elements and every value added (in source order).
 */
function filledCollection(expr, env, depth) {
    const id = unwrap(expr);
    if (!Node.isIdentifier(id) || env.has(id.getText()))
        return undefined;
    const decl = declarationsOf(id)[0];
    if (!decl || !Node.isVariableDeclaration(decl))
        return undefined;
    const name = decl.getNameNode();
    const init = decl.getInitializer();
    const iu = init ? unwrap(init) : undefined;
    // `let active = MODULES` (narrowed later by a filter): the collection it aliases
    if (iu && Node.isIdentifier(iu) && depth < 7)
        return filledCollection(iu, env, depth + 1);
    const isArray = !!iu && Node.isArrayLiteralExpression(iu);
    const isRegistry = !!iu && Node.isNewExpression(iu) && /^(Map|Set)$/.test(iu.getExpression().getText());
    if (!Node.isIdentifier(name) || !(isArray || isRegistry) || !isFilledLater(name))
        return undefined;
    const out = iu ? elementsOfLiteral(iu, env, depth) : [];
    for (const ref of findReferences(name)) {
        const p = ref.getParent();
        const call = p?.getParent();
        if (!p ||
            !call ||
            !Node.isPropertyAccessExpression(p) ||
            p.getExpression() !== ref ||
            !Node.isCallExpression(call) ||
            call.getExpression() !== p ||
            inTestFile(call))
            continue;
        const m = p.getName();
        const args = call.getArguments();
        const added = m === "push" || m === "unshift" || m === "add" ? args : m === "set" || m === "upsert" ? args.slice(1, 2) : [];
        for (const a of added) {
            if (Node.isSpreadElement(a))
                out.push(...elementsOf(a.getExpression(), env, depth + 1));
            else
                out.push(...made(evalIn(a, env) ?? a, env));
        }
    }
    return out;
}
function elementsOfLiteral(iu, env, depth) {
    if (Node.isArrayLiteralExpression(iu))
        return iu.getElements().length ? elementsOf(iu, env, depth + 1) : [];
    if (Node.isNewExpression(iu) && iu.getArguments()[0])
        return elementsOf(iu, env, depth + 1);
    return [];
}
/**
 * What a definition built by a factory call is: `mk(ctx)` where `mk = (ctx) => ({ name, … })` is the
 * returned literal (its parameters bound to the call's arguments); `TOOL_MAP[name]()` with a name
 * known only at run time is every factory of the map. Anything else stays as it is.
 */
function made(n, env, depth = 0) {
    // MODULES.push(mod.default) with `mod = await import(\`./apis/${dir}/index.js\`)`: each module's export
    const loaded = importedExports(n);
    if (loaded?.length)
        return loaded.map((e) => evalIn(e, EMPTY) ?? e);
    const u = unwrap(n);
    if (!Node.isCallExpression(u) || depth > 3)
        return [n];
    const callee = unwrap(u.getExpression());
    if (Node.isElementAccessExpression(callee) && constString(callee.getArgumentExpression()) === undefined) {
        const map = evalIn(callee.getExpression(), env);
        const mu = map ? unwrap(map) : undefined;
        if (mu && Node.isObjectLiteralExpression(mu)) {
            const out = [];
            for (const v of objectValues(mu, env))
                out.push(...madeBy(functionOf(v), [], env));
            if (out.length)
                return out;
        }
        return [n];
    }
    if (Node.isPropertyAccessExpression(callee))
        return [n];
    const fn = functionOf(callee);
    const out = madeBy(fn, u.getArguments(), env);
    return out.length ? out : [n];
}
function madeBy(fn, args, env) {
    if (!fn || !isFunctionLike(fn))
        return [];
    const bound = new Map();
    fn.getParameters().forEach((p, i) => {
        const a = args[i] ? (evalIn(args[i], env) ?? args[i]) : undefined;
        if (a && Node.isIdentifier(p.getNameNode()))
            bound.set(p.getName(), a);
    });
    const out = [];
    for (const r of returnedExpressions(fn)) {
        const v = unwrap(evalIn(r, bound) ?? r);
        if (Node.isObjectLiteralExpression(v) || Node.isNewExpression(v))
            out.push(bound.size ? new MappedElement(v, bound) : v);
    }
    return out;
}
/** The property values of an object literal, following spreads of other object literals (merged tool maps). */
function objectValues(o, env, depth = 0) {
    const u = unwrap(o);
    if (!Node.isObjectLiteralExpression(u) || depth > 5)
        return [];
    const out = [];
    for (const p of u.getProperties()) {
        if (Node.isSpreadAssignment(p)) {
            const inner = evalIn(p.getExpression(), env);
            if (inner)
                out.push(...objectValues(inner, env, depth + 1));
            continue;
        }
        const v = Node.isPropertyAssignment(p)
            ? p.getInitializer()
            : Node.isShorthandPropertyAssignment(p)
                ? p.getNameNode()
                : undefined;
        if (v)
            out.push(evalIn(v, env) ?? v);
    }
    return out;
}
/**
 * An element produced by `.map(d => ({ ...d, … }))`: the literal plus the binding of `d`.
 * Kept out of the ts-morph node graph; `contextFor` unpacks it.
 */
class MappedElement {
    node;
    env;
    constructor(node, env) {
        this.node = node;
        this.env = env;
    }
}
/** Names referenced inside `n` (identifiers), to decide which bindings a registration call depends on. */
export function identifiersIn(nodes) {
    const out = new Set();
    for (const n of nodes) {
        if (Node.isIdentifier(n))
            out.add(n.getText());
        for (const d of descendantsOfKind(n, SyntaxKind.Identifier))
            out.add(d.getText());
    }
    return out;
}
export function bindingNames(n) {
    if (Node.isIdentifier(n))
        return [n.getText()];
    if (Node.isVariableDeclarationList(n))
        return n.getDeclarations().flatMap((d) => bindingNames(d.getNameNode()));
    if (Node.isObjectBindingPattern(n) || Node.isArrayBindingPattern(n))
        return n.getElements().flatMap((e) => (Node.isBindingElement(e) ? bindingNames(e.getNameNode()) : []));
    if (Node.isParameterDeclaration(n))
        return bindingNames(n.getNameNode());
    return [];
}
/**
 * The key of one declared name in an environment, beside its plain name: two helpers on one
 * registration path can both have a `config` parameter, and each use sees its own.
 */
export function declKey(nameNode) {
    return `${nameNode.getText()}@${nameNode.getSourceFile().getFilePath()}:${nameNode.getStart()}`;
}
/** What an identifier is bound to in a context: the binding of its own declaration first, then by name. */
export function bindingOf(id, env) {
    if (!env.size)
        return undefined;
    const d = declarationsOf(id)[0];
    const nameNode = d && (Node.isParameterDeclaration(d) || Node.isBindingElement(d) || Node.isVariableDeclaration(d))
        ? d.getNameNode()
        : undefined;
    const precise = nameNode && Node.isIdentifier(nameNode) ? env.get(declKey(nameNode)) : undefined;
    return precise ?? env.get(id.getText());
}
/** Binds a loop variable / callback parameter pattern to one element. */
export function bindPattern(pattern, value, env) {
    if (Node.isIdentifier(pattern)) {
        env.set(pattern.getText(), value);
        env.set(declKey(pattern), value);
    }
    else if (Node.isVariableDeclarationList(pattern)) {
        const d = pattern.getDeclarations()[0];
        if (d)
            bindPattern(d.getNameNode(), value, env);
    }
    else if (Node.isParameterDeclaration(pattern))
        bindPattern(pattern.getNameNode(), value, env);
    else if (Node.isObjectBindingPattern(pattern)) {
        for (const e of pattern.getElements()) {
            const key = e.getPropertyNameNode()?.getText() ?? e.getName();
            const m = memberOf(value, key);
            if (m)
                bindPattern(e.getNameNode(), m, env);
        }
    }
    else if (Node.isArrayBindingPattern(pattern)) {
        const v = unwrap(value);
        const els = pattern.getElements();
        // Object.entries(map): [key, def] — the value side is the definition
        if (Node.isArrayLiteralExpression(v))
            els.forEach((e, i) => {
                if (Node.isBindingElement(e) && v.getElements()[i])
                    bindPattern(e.getNameNode(), v.getElements()[i], env);
            });
        else if (els[1] && Node.isBindingElement(els[1]))
            bindPattern(els[1].getNameNode(), value, env);
    }
}
export function unpackMapped(el) {
    if (el instanceof MappedElement)
        return { node: el.node, extra: el.env };
    return { node: el, extra: new Map() };
}
export function str(expr, env, depth = 0) {
    if (!expr || depth > 8)
        return undefined;
    const u = unwrap(expr);
    // `${prefix}_${def.name}`, "API-" + op.operationId: parts bound in this context
    if (env.size && Node.isTemplateExpression(u)) {
        let value = u.getHead().getLiteralText();
        for (const span of u.getTemplateSpans()) {
            const inner = str(span.getExpression(), env, depth + 1);
            if (!inner)
                return constString(u);
            value += inner.value + span.getLiteral().getLiteralText();
        }
        return { value, node: u };
    }
    if (env.size && Node.isBinaryExpression(u) && u.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
        const l = str(u.getLeft(), env, depth + 1);
        const r = l && str(u.getRight(), env, depth + 1);
        if (l && r)
            return { value: l.value + r.value, node: u };
    }
    // toolName || "web_fetch_exa": the bound name, or the default when the helper was called without one
    if (env.size && Node.isBinaryExpression(u) && /^(\|\||\?\?)$/.test(u.getOperatorToken().getText())) {
        const l = str(u.getLeft(), env, depth + 1);
        if (l && l.value !== "")
            return l;
        const left = unwrap(u.getLeft());
        if (Node.isIdentifier(left) &&
            !bindingOf(left, env) &&
            declarationsOf(left).some((d) => Node.isParameterDeclaration(d)))
            return str(u.getRight(), env, depth + 1);
    }
    const v = evalIn(expr, env);
    return v ? constString(v) : undefined;
}
/**
 * Whether a condition holds in a context, when it can be decided from constants: literals,
 * members of literals and JSON documents (a missing key is undefined), `!`, `&&`, `||`, equality,
 * `SET.has(x)` / `LIST.includes(x)` over constant lists, and project predicates made of guarded returns.
 */
export function truthy(expr, env, depth = 0) {
    if (!expr || depth > 8)
        return undefined;
    const u = unwrap(expr);
    const k = u.getKind();
    if (k === SyntaxKind.TrueKeyword)
        return true;
    if (k === SyntaxKind.FalseKeyword || k === SyntaxKind.NullKeyword || u.getText() === "undefined")
        return false;
    if (Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u))
        return u.getLiteralValue() !== "";
    if (Node.isNumericLiteral(u))
        return u.getLiteralValue() !== 0;
    if (Node.isPrefixUnaryExpression(u) && u.getOperatorToken() === SyntaxKind.ExclamationToken) {
        const t = truthy(u.getOperand(), env, depth + 1);
        return t === undefined ? undefined : !t;
    }
    if (Node.isBinaryExpression(u)) {
        const op = u.getOperatorToken().getText();
        if (op === "&&" || op === "||") {
            const l = truthy(u.getLeft(), env, depth + 1);
            if (op === "&&" && l === false)
                return false;
            if (op === "||" && l === true)
                return true;
            const r = truthy(u.getRight(), env, depth + 1);
            if (l !== undefined)
                return r;
            return op === "&&" ? (r === false ? false : undefined) : r === true ? true : undefined;
        }
        if (/^[!=]==?$/.test(op)) {
            const a = str(u.getLeft(), env, depth + 1)?.value;
            const b = str(u.getRight(), env, depth + 1)?.value;
            if (a === undefined || b === undefined)
                return undefined;
            return op.startsWith("=") ? a === b : a !== b;
        }
        return undefined;
    }
    if (Node.isCallExpression(u)) {
        const callee = u.getExpression();
        const args = u.getArguments();
        if (Node.isPropertyAccessExpression(callee) &&
            ["has", "includes"].includes(callee.getName()) &&
            args.length === 1) {
            const recv = evalIn(callee.getExpression(), env);
            const r = recv ? unwrap(recv) : undefined;
            const list = r && Node.isNewExpression(r) && /^(Set|Map)$/.test(r.getExpression().getText()) ? r.getArguments()[0] : r;
            const lu = list ? unwrap(evalIn(list, env) ?? list) : undefined;
            if (!lu || !Node.isArrayLiteralExpression(lu))
                return undefined;
            const items = lu.getElements().map((e) => (Node.isSpreadElement(e) ? undefined : str(e, env, depth + 1)?.value));
            const v = str(args[0], env, depth + 1)?.value;
            if (v === undefined || items.some((i) => i === undefined))
                return undefined;
            return items.includes(v);
        }
        if (Node.isPropertyAccessExpression(callee) &&
            ["startsWith", "endsWith"].includes(callee.getName()) &&
            args.length === 1) {
            const recv = str(callee.getExpression(), env, depth + 1)?.value;
            const a = str(args[0], env, depth + 1)?.value;
            if (recv === undefined || a === undefined)
                return undefined;
            return callee.getName() === "startsWith" ? recv.startsWith(a) : recv.endsWith(a);
        }
        const fn = Node.isIdentifier(callee) ? functionOf(callee) : undefined;
        if (fn && isFunctionLike(fn))
            return predicateResult(fn, args, env, depth);
        return undefined;
    }
    if (Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u)) {
        const key = Node.isPropertyAccessExpression(u) ? u.getName() : constString(u.getArgumentExpression())?.value;
        const base = evalIn(u.getExpression(), env);
        const b = base ? unwrap(base) : undefined;
        if (key !== undefined &&
            b &&
            Node.isObjectLiteralExpression(b) &&
            !b.getProperties().some((p) => Node.isSpreadAssignment(p))) {
            const m = memberOf(b, key);
            return m ? truthy(m, EMPTY, depth + 1) : false;
        }
        return undefined;
    }
    if (Node.isIdentifier(u)) {
        const v = evalIn(u, env);
        return v && unwrap(v) !== u ? truthy(v, EMPTY, depth + 1) : undefined;
    }
    if (Node.isObjectLiteralExpression(u) || Node.isArrayLiteralExpression(u))
        return true;
    return undefined;
}
/** A predicate's answer for constant arguments: its leading `if (c) return x;` guards, then its final return. */
function predicateResult(fn, args, env, depth) {
    const fenv = new Map();
    fn.getParameters().forEach((p, i) => {
        const a = args[i] ? evalIn(args[i], env) : undefined;
        if (a && Node.isIdentifier(p.getNameNode()))
            fenv.set(p.getName(), a);
    });
    const body = fn.getBody();
    if (!body)
        return undefined;
    if (!Node.isBlock(body))
        return truthy(body, fenv, depth + 1);
    for (const st of body.getStatements()) {
        if (Node.isReturnStatement(st))
            return truthy(st.getExpression(), fenv, depth + 1);
        if (!Node.isIfStatement(st) || st.getElseStatement())
            return undefined;
        const then = st.getThenStatement();
        const ret = Node.isBlock(then) && then.getStatements().length === 1 ? then.getStatements()[0] : then;
        if (!ret || !Node.isReturnStatement(ret))
            return undefined;
        const c = truthy(st.getExpression(), fenv, depth + 1);
        if (c === undefined)
            return undefined;
        if (c)
            return truthy(ret.getExpression(), fenv, depth + 1);
    }
    return undefined;
}
/** `toolName || "web_search_exa"` where the helper was called without a name: the fallback literal. */
export function fallbackName(expr, env) {
    const u = unwrap(expr);
    if (!Node.isBinaryExpression(u) || !/^(\|\||\?\?)$/.test(u.getOperatorToken().getText()))
        return undefined;
    const left = unwrap(u.getLeft());
    if (Node.isIdentifier(left) &&
        !env.has(left.getText()) &&
        declarationsOf(left).some((d) => Node.isParameterDeclaration(d)))
        return str(u.getRight(), env);
    return undefined;
}
