/**
 * Cache lifetimes and scopes (rule 8) as model facts: `ttlMs` / `cacheScope` on MCP results, and
 * in-process caches of data in code tools reach that expire after a number — a cache constructor's
 * option (`new LRUCache({ ttl })`), a timer that deletes the entry, an age check
 * (`Date.now() - e.at < TTL`). Each lifetime carries its value, unit and derivation: a literal, a
 * named constant, an environment value with a constant fallback, a constructor default stored in
 * `this.ttl`, or a computation (headers, a cadence, a cap).
 */
import { Node, SyntaxKind, VariableDeclarationKind, } from "./morph.js";
import { isResultObject } from "./spec-revision.js";
import { constString } from "./syntax/const-eval.js";
import { lineCol, linesOf, locOf } from "./syntax/location.js";
import { descendantsOfKind } from "./syntax/node-index.js";
import { findReferences } from "./syntax/references.js";
import { declarationsOf, isFunctionLike, propName, resolveExpression, unwrap } from "./syntax/resolve.js";
/** Option keys that set an in-process cache's lifetime. */
const CACHE_TTL_OPTION = /^(ttl|ttlMs|stdTTL|maxAge|max_age|expire|expires|expiresIn|expiry|ttlSeconds)$/;
/** Option keys counted in seconds. */
const SECONDS_OPTION = /^(stdTTL|ttlSeconds)$/;
const CACHE_CLASS = /(LRU|Cache|TTL|Expir)/i;
/** Names of credentials a caller can hand over (tool arguments, per-session config). */
const CREDENTIAL = /^(api_?key|apikey|access_?token|token|auth|authorization|bearer|password|secret|client_?secret|credentials?|x-api-key)$/i;
/** Functions that read a setting and fall back to a default: `envInt`, `parsePositiveInteger`, `normalizeTtl`, `getNumber`. */
const FALLBACK_READER = /(^|\.)(env\w*|\w*(Int|Integer|Number|Num|Ttl|TTL|Duration|Ms)|parse\w*|normali[sz]e\w*|get\w*(Int|Number|Env)\w*|Number)$/;
/** The outer derivation wins: `this.ttl` from a default is a constructor default even when the default is a constant. */
function wrap(f, derivation) {
    return f && { ...f, derivation };
}
/** Folds an expression to a number when it is built from number literals and constants only, with how. */
export function foldNumber(expr, depth = 0) {
    if (!expr || depth > 10)
        return undefined;
    const n = unwrap(expr);
    if (Node.isNumericLiteral(n))
        return { value: Number(n.getLiteralValue()), derivation: "literal" };
    if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.MinusToken) {
        const v = foldNumber(n.getOperand(), depth + 1);
        return v && { ...v, value: -v.value };
    }
    if (Node.isBinaryExpression(n)) {
        const op = n.getOperatorToken().getKind();
        // `process.env.TTL || 86_400_000`, `Number(process.env.TTL ?? 3600)`: the constant runs unless someone sets it
        if ((op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken) &&
            /\bprocess\.env\b|\benv\b/.test(n.getLeft().getText()))
            return wrap(foldNumber(n.getRight(), depth + 1), "env-fallback");
        const l = foldNumber(n.getLeft(), depth + 1);
        const r = foldNumber(n.getRight(), depth + 1);
        if (!l || !r)
            return undefined;
        const value = op === SyntaxKind.PlusToken
            ? l.value + r.value
            : op === SyntaxKind.MinusToken
                ? l.value - r.value
                : op === SyntaxKind.AsteriskToken
                    ? l.value * r.value
                    : op === SyntaxKind.SlashToken
                        ? l.value / r.value
                        : undefined;
        if (value === undefined)
            return undefined;
        const decl = l.decl ?? r.decl;
        const derivation = l.derivation !== "literal" ? l.derivation : r.derivation;
        return decl ? { value, decl, derivation } : { value, derivation };
    }
    // `envInt("CACHE_TTL", 86_400_000)`, `parsePositiveInteger(process.env.TTL, DEFAULT_TTL)`,
    // `normalize(ttlMs, DEFAULT_TTL)`: a reader whose constant arguments all fold to one number
    if (Node.isCallExpression(n) && FALLBACK_READER.test(n.getExpression().getText())) {
        const known = n
            .getArguments()
            .map((a) => foldNumber(a, depth + 1))
            .filter((c) => !!c);
        if (!known.length || known.some((k) => k.value !== known[0].value))
            return undefined;
        const first = known.find((k) => k.decl) ?? known[0];
        const reads = /\bprocess\.env\b|\benv\b|env/i.test(n.getText());
        return reads && first.derivation !== "constructor-default" ? { ...first, derivation: "env-fallback" } : first;
    }
    if (Node.isIdentifier(n) || Node.isPropertyAccessExpression(n)) {
        const decl = declarationsOf(Node.isPropertyAccessExpression(n) ? n.getNameNode() : n)[0];
        // a parameter with a default (`ttlMs = envInt("TTL", 86_400_000)`)
        if (decl && Node.isParameterDeclaration(decl) && decl.getInitializer())
            return foldNumber(decl.getInitializer(), depth + 1);
        // `this.ttl`: a readonly field set once in the constructor (`this.ttl = options.ttl ?? DEFAULT_TTL`)
        if (decl && Node.isPropertyDeclaration(decl) && !decl.getInitializer() && decl.isReadonly()) {
            const cls = decl.getParent();
            const writes = Node.isClassDeclaration(cls)
                ? cls
                    .getConstructors()
                    .flatMap((c) => descendantsOfKind(c, SyntaxKind.BinaryExpression))
                    .filter((b) => b.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
                    b.getLeft().getText() === `this.${decl.getName()}`)
                : [];
            return writes.length === 1
                ? wrap(foldNumber(writes[0].getRight(), depth + 1), "constructor-default")
                : undefined;
        }
        if (!decl || !neverReassigned(decl))
            return undefined;
        const r = resolveExpression(n);
        if (r === n)
            return undefined;
        const v = foldNumber(r, depth + 1);
        if (!v)
            return undefined;
        const stmt = decl.getFirstAncestorByKind(SyntaxKind.VariableStatement) ?? decl;
        return { value: v.value, decl: v.decl ?? stmt, derivation: v.derivation === "literal" ? "constant" : v.derivation };
    }
    return undefined;
}
/** A `const` binding, a property of a `const` object, or a `readonly` class field: its initialiser is its value. */
function neverReassigned(decl) {
    if (Node.isPropertyDeclaration(decl))
        return decl.isReadonly();
    const list = decl.getFirstAncestorByKind(SyntaxKind.VariableDeclarationList);
    return !!list && list.getDeclarationKind() === VariableDeclarationKind.Const;
}
/** The comment text a reader sees beside a node: comment lines directly above it, and comments on its lines. */
function commentsAround(node) {
    if (!node)
        return "";
    const sf = node.getSourceFile();
    const lines = linesOf(sf);
    const first = lineCol(sf, node.getStart()).line - 1;
    const last = lineCol(sf, node.getEnd()).line - 1;
    const out = [];
    for (let i = first - 1; i >= 0 && /^\s*(\/\/|\/\*|\*)/.test(lines[i]); i--)
        out.unshift(lines[i].trim());
    for (let i = first; i <= Math.min(last, lines.length - 1); i++) {
        const m = /(?:^|[^:"'`\\])(\/\/.*|\/\*.*?\*\/)/.exec(lines[i]);
        if (m)
            out.push(m[1]);
    }
    return out.join("\n");
}
function lifetime(use, value, unit, comments) {
    const f = foldNumber(value);
    const text = [...comments, f?.decl].map(commentsAround).filter(Boolean).join("\n");
    const out = {
        location: locOf(use),
        derivation: f ? f.derivation : "computed",
        unit,
        comments: text,
    };
    if (f)
        out.ms = unit === "s" ? f.value * 1000 : f.value;
    if (f?.decl)
        out.constant = locOf(f.decl);
    return out;
}
function propValue(p) {
    return Node.isPropertyAssignment(p) ? p.getInitializer() : p.getNameNode();
}
function prop(o, key) {
    const p = o.getProperties().find((x) => propName(x) === key);
    return p && (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)) ? p : undefined;
}
/** `return { ...result, ttlMs: … }`: a result decorated with a lifetime. */
function returnedWithSpread(o) {
    const p = o.getParent();
    const returned = Node.isReturnStatement(p) ||
        (Node.isParenthesizedExpression(p) && Node.isArrowFunction(p.getParent())) ||
        Node.isArrowFunction(p);
    return returned && o.getProperties().some((x) => Node.isSpreadAssignment(x));
}
/** Method names that store an entry in a cache. */
const STORE = new Set(["set", "put", "add", "setItem", "store"]);
class Builder {
    ts;
    tools;
    out = [];
    /** Upstream call ids by the call node. */
    sites = new Map();
    reachMemo = new Map();
    constructor(ts, tools) {
        this.ts = ts;
        this.tools = tools;
        for (const [id, site] of ts.upstreamSites)
            this.sites.set(site.call, id);
    }
    /** Upstream calls that `fn` runs, itself or through project functions it calls (bounded). */
    upstreamFrom(fn) {
        const hit = this.reachMemo.get(fn);
        if (hit)
            return hit;
        const files = new Set(this.ts.loaded.sourceFiles);
        const seen = new Set([fn]);
        const queue = [fn];
        const found = new Set();
        while (queue.length && seen.size < 60) {
            const cur = queue.shift();
            for (const call of descendantsOfKind(cur, SyntaxKind.CallExpression)) {
                const id = this.sites.get(call);
                if (id)
                    found.add(id);
                const callee = call.getExpression();
                const target = Node.isPropertyAccessExpression(callee) ? callee.getNameNode() : callee;
                for (const d of declarationsOf(target)) {
                    const f = isFunctionLike(d)
                        ? d
                        : Node.isVariableDeclaration(d) && isFunctionLike(d.getInitializer())
                            ? d.getInitializer()
                            : undefined;
                    if (f && files.has(f.getSourceFile()) && !seen.has(f)) {
                        seen.add(f);
                        queue.push(f);
                    }
                }
            }
        }
        const out = [...found].sort();
        this.reachMemo.set(fn, out);
        return out;
    }
    /**
     * Upstream calls whose answers are stored in the cache a site belongs to: those run by a function
     * that stores into it (`cache.set(k, await fetch…)`). The cache is the variable the site's
     * constructor is held in, the instances of the class the site stands in, or — for an age check
     * in a plain function — that function when it also stores an entry.
     */
    fedBy(site, holder) {
        const stores = [];
        const storesOn = (name) => {
            for (const r of findReferences(name)) {
                const p = r.getParent();
                if (p && Node.isPropertyAccessExpression(p) && p.getExpression() === r && STORE.has(p.getName()))
                    stores.push(p);
            }
        };
        if (holder)
            storesOn(holder);
        else {
            const cls = site.getFirstAncestorByKind(SyntaxKind.ClassDeclaration);
            if (cls) {
                for (const n of cls.getNameNode() ? findReferences(cls.getNameNode()) : []) {
                    const ne = n.getParent();
                    if (!ne || !Node.isNewExpression(ne))
                        continue;
                    const v = ne.getParentIf((x) => Node.isVariableDeclaration(x) || Node.isPropertyDeclaration(x));
                    const name = v && (Node.isVariableDeclaration(v) || Node.isPropertyDeclaration(v)) ? v.getNameNode() : undefined;
                    if (name && Node.isIdentifier(name))
                        storesOn(name);
                }
            }
            else {
                const fn = site.getFirstAncestor((a) => isFunctionLike(a));
                if (fn &&
                    descendantsOfKind(fn, SyntaxKind.CallExpression).some((c) => {
                        const e = c.getExpression();
                        return Node.isPropertyAccessExpression(e) && STORE.has(e.getName());
                    }))
                    stores.push(site);
            }
        }
        const ids = new Set();
        for (const st of stores) {
            const fn = st.getFirstAncestor((a) => isFunctionLike(a));
            if (fn)
                for (const id of this.upstreamFrom(fn))
                    ids.add(id);
        }
        return [...ids].sort();
    }
    /** Tools whose handler (or a function it calls) contains `node`, in model order. */
    toolsReaching(node) {
        const ancestors = new Set([node, ...node.getAncestors()]);
        return this.tools
            .filter((t) => (this.ts.reachedFunctions.get(t.id) ?? []).some((fn) => ancestors.has(fn)))
            .map((t) => t.id);
    }
    result(o, ttl, scope) {
        const tools = this.toolsReaching(o);
        const s = { on: "result", code: "a tool result", tools };
        if (ttl)
            s.lifetime = lifetime(ttl, propValue(ttl), "ms", [ttl]);
        const lit = scope ? constString(propValue(scope)) : undefined;
        if (scope && lit) {
            s.scope = { value: lit.value, location: locOf(scope) };
            if (lit.value === "public") {
                const creds = tools.flatMap((id) => {
                    const c = this.callerCredential(id);
                    return c ? [{ tool: id, ...c }] : [];
                });
                if (creds.length)
                    s.callerCredentials = creds;
            }
        }
        if (s.lifetime || s.scope)
            this.out.push(s);
    }
    /** `new LRUCache({ ttl: 86_400_000 })` whose cache code a tool reaches uses. */
    cacheOption(o) {
        const newExpr = o.getParent();
        if (!Node.isNewExpression(newExpr) || !CACHE_CLASS.test(newExpr.getExpression().getText()))
            return;
        const holder = newExpr.getParentIf((x) => Node.isVariableDeclaration(x) || Node.isPropertyDeclaration(x) || Node.isPropertyAssignment(x));
        const nameNode = holder && (Node.isVariableDeclaration(holder) || Node.isPropertyDeclaration(holder))
            ? holder.getNameNode()
            : undefined;
        if (!nameNode || !Node.isIdentifier(nameNode))
            return;
        for (const p of o.getProperties()) {
            const key = propName(p);
            if (!key ||
                !CACHE_TTL_OPTION.test(key) ||
                !(Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)))
                continue;
            const life = lifetime(p, propValue(p), SECONDS_OPTION.test(key) ? "s" : "ms", [p]);
            if (life.derivation === "computed")
                continue;
            const tools = [...new Set(findReferences(nameNode).flatMap((r) => this.toolsReaching(r)))];
            const order = new Map(this.tools.map((t, i) => [t.id, i]));
            tools.sort((a, b) => order.get(a) - order.get(b));
            const fed = this.fedBy(p, nameNode);
            this.out.push({
                on: "in-process",
                expiry: "option",
                code: `new ${newExpr.getExpression().getText()}({ ${key}: … })`,
                tools,
                lifetime: life,
                ...(fed.length ? { fedBy: fed } : {}),
                holds: "entries",
            });
        }
    }
    /** `setTimeout(() => cache.delete(key), 3_600_000)` in code a tool reaches. */
    timerExpiry(call) {
        if (!Node.isCallExpression(call) || !/^(setTimeout|setInterval)$/.test(call.getExpression().getText()))
            return;
        const [cb, delay] = call.getArguments();
        if (!cb || !delay || !/\.(delete|clear)\(/.test(cb.getText()))
            return;
        const life = lifetime(delay, delay, "ms", [call]);
        if (life.derivation === "computed")
            return;
        const fed = this.fedBy(call);
        this.out.push({
            on: "in-process",
            expiry: "timer",
            code: call.getExpression().getText(),
            tools: this.toolsReaching(call),
            lifetime: life,
            ...(fed.length ? { fedBy: fed } : {}),
            holds: "entries",
        });
    }
    /** `Date.now() - entry.storedAt < CACHE_TTL` in code a tool reaches. */
    ageComparison(bin) {
        if (!Node.isBinaryExpression(bin) || !/^[<>]=?$/.test(bin.getOperatorToken().getText()))
            return;
        const age = (n) => {
            const u = unwrap(n);
            return (Node.isBinaryExpression(u) &&
                u.getOperatorToken().getKind() === SyntaxKind.MinusToken &&
                /^(Date\.now\(\)|performance\.now\(\)|now)$/.test(unwrap(u.getLeft()).getText()));
        };
        const ageSide = age(bin.getLeft()) ? bin.getLeft() : age(bin.getRight()) ? bin.getRight() : undefined;
        const limit = ageSide === bin.getLeft() ? bin.getRight() : ageSide ? bin.getLeft() : undefined;
        if (!limit || !ageSide)
            return;
        const life = lifetime(limit, limit, "ms", [bin]);
        if (life.derivation === "computed")
            return;
        const fed = this.fedBy(bin);
        const stamp = unwrap(unwrap(ageSide).asKindOrThrow(SyntaxKind.BinaryExpression).getRight());
        this.out.push({
            on: "in-process",
            expiry: "age-check",
            code: "Date.now() - …",
            tools: this.toolsReaching(bin),
            lifetime: life,
            ...(fed.length ? { fedBy: fed } : {}),
            holds: snapshotStamp(stamp) ? "snapshot" : "entries",
        });
    }
    /** Where the request of a tool carries credentials that belong to the caller, when it does. */
    callerCredential(toolId) {
        const tool = this.tools.find((t) => t.id === toolId);
        if (!tool)
            return undefined;
        const entryFn = this.ts.entries.get(tool.id)?.fn;
        for (const fn of this.ts.reachedFunctions.get(tool.id) ?? []) {
            for (const acc of descendantsOfKind(fn, SyntaxKind.PropertyAccessExpression)) {
                const name = acc.getName();
                if (name === "authInfo" || name === "requestInfo")
                    return { location: locOf(acc), what: `the caller's ${name}` };
                if (!CREDENTIAL.test(name))
                    continue;
                // per-session config: `config.apiKey` where `config` is a parameter of the factory around the handler
                const base = unwrap(acc.getExpression());
                if (!Node.isIdentifier(base) || !entryFn)
                    continue;
                const decl = declarationsOf(base)[0];
                const param = decl && (Node.isParameterDeclaration(decl) ? decl : decl.getFirstAncestorByKind(SyntaxKind.Parameter));
                const owner = param?.getParent();
                if (owner && owner !== entryFn && entryFn.getAncestors().includes(owner) && !calledInProject(owner))
                    return { location: locOf(acc), what: `per-session config '${acc.getText()}'` };
            }
        }
        return undefined;
    }
}
/**
 * Whether the project calls `fn` itself. A server factory that only the hosting runtime calls (once
 * per session) gets per-session config; one the project calls gets whatever the project passes.
 */
function calledInProject(fn) {
    const holder = Node.isFunctionDeclaration(fn) ? fn : fn.getParentIf((p) => Node.isVariableDeclaration(p));
    const name = holder && (Node.isFunctionDeclaration(holder) || Node.isVariableDeclaration(holder))
        ? holder.getNameNode()
        : undefined;
    if (!name || !Node.isIdentifier(name))
        return false;
    return findReferences(name).some((r) => {
        const p = r.getParent();
        return !!p && Node.isCallExpression(p) && p.getExpression() === r;
    });
}
/**
 * A timestamp of one snapshot: read from `this.…` or from a module-level variable (`blogCache.fetchedAt`,
 * `this.loadedAt`), not from an entry looked up per key (`hit.at`, `entry.timestamp`).
 */
function snapshotStamp(stamp) {
    let base = stamp;
    while (Node.isPropertyAccessExpression(base) || Node.isElementAccessExpression(base))
        base = unwrap(base.getExpression());
    if (Node.isThisExpression(base))
        return true;
    if (!Node.isIdentifier(base))
        return false;
    const decl = declarationsOf(base)[0];
    return !!decl && Node.isVariableDeclaration(decl) && Node.isSourceFile(decl.getVariableStatement()?.getParent());
}
/** Every cache lifetime and scope in the project's source, in source order per kind. */
export function buildCacheSettings(ts, tools) {
    const b = new Builder(ts, tools);
    for (const sf of ts.loaded.sourceFiles) {
        for (const o of descendantsOfKind(sf, SyntaxKind.ObjectLiteralExpression)) {
            const ttl = prop(o, "ttlMs");
            const scope = prop(o, "cacheScope");
            if ((ttl || scope) && (isResultObject(o) || (ttl && returnedWithSpread(o))))
                b.result(o, ttl, scope);
            else
                b.cacheOption(o);
        }
        for (const call of descendantsOfKind(sf, SyntaxKind.CallExpression))
            b.timerExpiry(call);
        for (const bin of descendantsOfKind(sf, SyntaxKind.BinaryExpression))
            b.ageComparison(bin);
    }
    return b.out;
}
