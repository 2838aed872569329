import { dotted, enclosingClass, enclosingFunction, field, keywordArgs, kids, locOf, methodOf, ofType, positionalArgs, stringValue, unwrap, } from "./syntax.js";
/** Cache classes whose lifetime option is counted in seconds. */
const TTL_CACHE = /(^|\.)(TTLCache|TLRUCache|ExpiringDict|TimedCache|TTLDict)$/;
/** Memoising decorators that take a lifetime in seconds (`async_lru.alru_cache`, `aiocache.cached`, `cachetools.func.ttl_cache`). */
const TTL_DECORATOR = /(^|\.)(alru_cache|cached|ttl_cache|memoize|cache)$/;
const TTL_KEY = /^(ttl|ttl_seconds|max_age|max_age_seconds|expire|expires|timeout)$/;
const CLOCK = /^(time\.monotonic|time\.time|monotonic|time|time\.perf_counter|loop\.time)\(\)$|^now$/;
const ENV_READ = /(^|\.)(environ\.get|getenv)$/;
function wrap(f, derivation) {
    return f && { ...f, derivation };
}
function numberText(text) {
    const t = text.replace(/_/g, "");
    return /^\d+(\.\d+)?$/.test(t) ? Number(t) : undefined;
}
class Folder {
    index;
    constructor(index) {
        this.index = index;
    }
    fold(file, node, depth = 0) {
        if (!node || depth > 10)
            return undefined;
        const n = unwrap(node);
        if (n.type === "integer" || n.type === "float") {
            const v = numberText(n.text);
            return v === undefined ? undefined : { value: v, derivation: "literal" };
        }
        if (n.type === "unary_operator" && n.child(0)?.text === "-") {
            const v = this.fold(file, field(n, "argument"), depth + 1);
            return v && { ...v, value: -v.value };
        }
        if (n.type === "boolean_operator" && n.child(1)?.text === "or") {
            // `os.getenv("TTL") or 86400`: the constant runs unless someone sets it
            if (/environ|getenv|env/i.test(field(n, "left")?.text ?? ""))
                return wrap(this.fold(file, field(n, "right"), depth + 1), "env-fallback");
            return undefined;
        }
        if (n.type === "binary_operator") {
            const op = n.child(1)?.text;
            const l = this.fold(file, field(n, "left"), depth + 1);
            const r = this.fold(file, field(n, "right"), depth + 1);
            if (!l || !r)
                return undefined;
            const value = op === "+"
                ? l.value + r.value
                : op === "-"
                    ? l.value - r.value
                    : op === "*"
                        ? l.value * r.value
                        : op === "/" || op === "//"
                            ? l.value / r.value
                            : undefined;
            if (value === undefined)
                return undefined;
            const decl = l.decl ?? r.decl;
            const derivation = l.derivation !== "literal" ? l.derivation : r.derivation;
            return decl ? { value, decl, derivation } : { value, derivation };
        }
        if (n.type === "call") {
            const fn = dotted(field(n, "function")) ?? "";
            const args = positionalArgs(n);
            if (/^(int|float)$/.test(fn) && args.length === 1)
                return this.fold(file, args[0], depth + 1);
            if (ENV_READ.test(fn)) {
                const d = args[1] ?? keywordArgs(n).get("default");
                const v = d && (stringValue(d) !== undefined ? numberText(stringValue(d)) : undefined);
                if (v !== undefined)
                    return { value: v, derivation: "env-fallback" };
                return wrap(this.fold(file, d, depth + 1), "env-fallback");
            }
            return undefined;
        }
        if (n.type === "identifier") {
            // a parameter with a default in the enclosing function (`def __init__(self, ttl=VOCAB_TTL)`)
            const fn = enclosingFunction(n);
            const param = fn && parameterDefault(fn, n.text);
            if (param) {
                const v = this.fold(file, param, depth + 1);
                return field(fn, "name")?.text === "__init__" ? wrap(v, "constructor-default") : v;
            }
            if (fn && assignedIn(fn, n.text))
                return undefined;
            const b = this.index.resolveName(file, n.text);
            if (b?.kind !== "value" || !b.value)
                return undefined;
            const v = this.fold(b.file, b.value, depth + 1);
            if (!v)
                return undefined;
            return {
                value: v.value,
                decl: v.decl ?? { file: b.file, node: b.node },
                derivation: v.derivation === "literal" ? "constant" : v.derivation,
            };
        }
        if (n.type === "attribute") {
            const obj = field(n, "object");
            const attr = field(n, "attribute")?.text;
            if (!attr || !obj)
                return undefined;
            if (obj.text === "self") {
                // `self._ttl`: set once in `__init__` (from a default, a constant, an environment value)
                const cls = enclosingClass(n);
                const init = cls && methodOf(cls, "__init__");
                if (!init)
                    return undefined;
                const writes = ofType(init, "assignment").filter((a) => field(a, "left")?.text === `self.${attr}`);
                if (writes.length !== 1)
                    return undefined;
                return wrap(this.fold(file, field(writes[0], "right"), depth + 1), "constructor-default");
            }
            const b = this.index.resolveExpr(file, n);
            if (b?.kind !== "value" || !b.value)
                return undefined;
            const v = this.fold(b.file, b.value, depth + 1);
            return (v && {
                value: v.value,
                decl: v.decl ?? { file: b.file, node: b.node },
                derivation: v.derivation === "literal" ? "constant" : v.derivation,
            });
        }
        return undefined;
    }
}
/**
 * A timestamp of one snapshot: `self._loaded_at`, `self._register[0]`, or a module-level (`global`)
 * name such as `_catalog_ts`; not a stamp looked up per key (`stamp = self._at.get(key)`, `hit[0]`).
 */
function snapshotStamp(file, at, stamp) {
    let base = stamp;
    while (base.type === "attribute" || base.type === "subscript")
        base = unwrap(field(base, "object") ?? field(base, "value"));
    if (base.type !== "identifier")
        return false;
    if (base.text === "self" || base.text === "cls")
        return true;
    const fn = enclosingFunction(at);
    if (!fn)
        return true;
    if (ofType(fn, "global_statement").some((g) => kids(g).some((k) => k.text === base.text)))
        return true;
    if (parameterDefault(fn, base.text) || assignedIn(fn, base.text))
        return false;
    return kids(file.root).some((s) => s.type === "expression_statement" && field(kids(s)[0], "left")?.text === base.text);
}
function boundIn(b, file) {
    return !!b && b.kind !== "external" && b.file === file;
}
function parameterDefault(fn, name) {
    for (const p of kids(field(fn, "parameters"))) {
        if ((p.type === "default_parameter" || p.type === "typed_default_parameter") && field(p, "name")?.text === name)
            return field(p, "value");
    }
    return undefined;
}
function assignedIn(fn, name) {
    return ofType(fn, "assignment", "augmented_assignment").some((a) => field(a, "left")?.text === name);
}
/** Comment text a reader sees beside a node: `#` lines directly above it and `#` comments on its lines. */
function commentsAround(file, n) {
    if (!n)
        return "";
    const lines = file.text.split("\n");
    const first = n.startPosition.row;
    const last = n.endPosition.row;
    const out = [];
    for (let i = first - 1; i >= 0 && /^\s*#/.test(lines[i]); i--)
        out.unshift(lines[i].trim());
    for (let i = first; i <= Math.min(last, lines.length - 1); i++) {
        const m = /(?:^|\s)(#.*)$/.exec(lines[i]);
        if (m)
            out.push(m[1]);
    }
    return out.join("\n");
}
export class PyCacheFacts {
    index;
    folder;
    out = [];
    /** Tool ids by the id of each function they reach. */
    reach = new Map();
    order;
    constructor(index, tools, reached) {
        this.index = index;
        this.folder = new Folder(index);
        this.order = new Map(tools.map((t, i) => [t.id, i]));
        for (const [tool, fns] of reached)
            for (const { fn } of fns)
                (this.reach.get(fn.id) ?? this.reach.set(fn.id, new Set()).get(fn.id)).add(tool);
    }
    sorted(ids) {
        return [...new Set(ids)].sort((a, b) => (this.order.get(a) ?? 0) - (this.order.get(b) ?? 0));
    }
    /** Tools whose handler reaches the function around `n` (or `n` itself when it is a function). */
    toolsAt(n) {
        const ids = [];
        for (let p = n; p; p = p.parent)
            if (p.type === "function_definition")
                ids.push(...(this.reach.get(p.id) ?? []));
        return this.sorted(ids);
    }
    lifetime(file, use, value, unit, around) {
        const f = this.folder.fold(file, value);
        const comments = [commentsAround(file, around), f?.decl ? commentsAround(f.decl.file, f.decl.node) : ""]
            .filter(Boolean)
            .join("\n");
        const out = {
            location: locOf(file, use),
            derivation: f ? f.derivation : "computed",
            unit,
            comments,
        };
        if (f)
            out.ms = unit === "s" ? f.value * 1000 : f.value;
        if (f?.decl)
            out.constant = locOf(f.decl.file, f.decl.node);
        return out;
    }
    file(file) {
        for (const call of ofType(file.root, "call")) {
            const fn = dotted(field(call, "function")) ?? "";
            if (/(^|\.)CacheHint$/.test(fn))
                this.hint(file, call);
            else if (/Result$/.test(fn))
                this.resultKeywords(file, call);
            else if (TTL_CACHE.test(fn))
                this.ttlCache(file, call, fn);
            else if (TTL_DECORATOR.test(fn) && call.parent?.type === "decorator")
                this.decorator(file, call, fn);
        }
        for (const cmp of ofType(file.root, "comparison_operator"))
            this.ageCheck(file, cmp);
    }
    /** `CacheHint(ttl_ms=…, scope=…)`: in a `{method: hint}` map it is a method's hint; elsewhere a result's. */
    hint(file, call) {
        const kw = keywordArgs(call);
        const pair = call.parent?.type === "pair" && field(call.parent, "value") === call ? call.parent : undefined;
        const method = pair ? stringValue(field(pair, "key")) : undefined;
        const s = method !== undefined
            ? { on: "method", method, code: "CacheHint(…)", tools: [] }
            : { on: "result", code: "CacheHint(…)", tools: this.toolsAt(call) };
        this.settings(file, s, kw.get("ttl_ms"), kw.get("scope") ?? kw.get("cache_scope"));
    }
    /** `ttl_ms=` / `cache_scope=` on a result object built in code a tool reaches. */
    resultKeywords(file, call) {
        const kw = keywordArgs(call);
        if (!kw.has("ttl_ms") && !kw.has("cache_scope"))
            return;
        const s = { on: "result", code: "a tool result", tools: this.toolsAt(call) };
        this.settings(file, s, kw.get("ttl_ms"), kw.get("cache_scope"));
    }
    settings(file, s, ttl, scope) {
        if (ttl) {
            const kwNode = ttl.parent ?? ttl;
            s.lifetime = this.lifetime(file, kwNode, ttl, "ms", kwNode);
        }
        const value = scope ? this.constString(file, scope) : undefined;
        if (scope && value !== undefined)
            s.scope = { value, location: locOf(file, scope.parent ?? scope) };
        if (s.lifetime || s.scope)
            this.out.push(s);
    }
    constString(file, n) {
        const v = stringValue(n);
        if (v !== undefined)
            return v;
        const b = n.type === "identifier" || n.type === "attribute" ? this.index.resolveExpr(file, n) : undefined;
        return b?.kind === "value" && b.value ? stringValue(b.value) : undefined;
    }
    /** `TTLCache(maxsize=…, ttl=86400)` held in a name or attribute that code a tool reaches uses. */
    ttlCache(file, call, fn) {
        const kw = keywordArgs(call);
        const keyed = [...kw.entries()].find(([k]) => TTL_KEY.test(k));
        // `TTLCache(maxsize, ttl)`, `ExpiringDict(max_len, max_age_seconds)`: the lifetime is the second argument
        const value = keyed?.[1] ?? positionalArgs(call)[1];
        if (!value)
            return;
        const life = this.lifetime(file, keyed ? value.parent : value, value, "s", call);
        if (life.derivation === "computed")
            return;
        const tools = this.cacheUsers(file, call);
        this.out.push({
            on: "in-process",
            expiry: "option",
            code: `${fn.split(".").pop()}(${keyed ? `${keyed[0]}=…` : "…"})`,
            tools,
            lifetime: life,
            holds: "entries",
        });
    }
    /** `@alru_cache(ttl=3600)`, `@cached(ttl=…)`, `@cached(TTLCache(…))` on a function tools reach. */
    decorator(file, call, fn) {
        const kw = keywordArgs(call);
        const keyed = [...kw.entries()].find(([k]) => TTL_KEY.test(k));
        if (!keyed)
            return;
        const life = this.lifetime(file, keyed[1].parent, keyed[1], "s", call);
        if (life.derivation === "computed")
            return;
        const def = call.parent?.parent ? field(call.parent.parent, "definition") : undefined;
        this.out.push({
            on: "in-process",
            expiry: "option",
            code: `@${fn.split(".").pop()}(${keyed[0]}=…)`,
            tools: def ? this.sorted(this.reach.get(def.id) ?? []) : [],
            lifetime: life,
            holds: "entries",
        });
    }
    /** Tools that reach a use of the cache: the module-level name or the `self.` attribute it is stored in. */
    cacheUsers(file, call) {
        let holder = call.parent ?? undefined;
        while (holder && holder.type !== "assignment" && holder.type !== "call")
            holder = holder.parent ?? undefined;
        // `@cached(cache=TTLCache(…))` on a def
        if (holder?.type === "call" && holder.parent?.type === "decorator") {
            const def = holder.parent.parent ? field(holder.parent.parent, "definition") : undefined;
            return def ? this.sorted(this.reach.get(def.id) ?? []) : [];
        }
        const left = holder?.type === "assignment" ? field(holder, "left")?.text : undefined;
        if (!left)
            return [];
        const ids = [];
        const cls = left.startsWith("self.") ? enclosingClass(call) : undefined;
        for (const [fnId, tools] of this.reach) {
            const fn = this.functionById(fnId);
            if (!fn)
                continue;
            if (cls) {
                if (enclosingClass(fn.fn) !== cls)
                    continue;
                if (ofType(fn.fn, "attribute").some((a) => a.text === left))
                    ids.push(...tools);
            }
            else if (ofType(fn.fn, "identifier").some((i) => i.text === left && (fn.file === file || boundIn(this.index.resolveName(fn.file, left), file))))
                ids.push(...tools);
        }
        return this.sorted(ids);
    }
    fnIndex;
    setFunctions(all) {
        this.fnIndex = new Map(all.map((f) => [f.fn.id, f]));
    }
    functionById(id) {
        return this.fnIndex?.get(id);
    }
    /** `time.monotonic() - stamp < self._ttl` in code a tool reaches. */
    ageCheck(file, cmp) {
        const parts = kids(cmp);
        const op = cmp.children.find((c) => !c.isNamed)?.text ?? "";
        if (parts.length !== 2 || !/^[<>]=?$/.test(op))
            return;
        const age = (n) => {
            const u = unwrap(n);
            return u.type === "binary_operator" && u.child(1)?.text === "-" && CLOCK.test(unwrap(field(u, "left")).text);
        };
        const limit = age(parts[0]) ? parts[1] : age(parts[1]) ? parts[0] : undefined;
        if (!limit)
            return;
        const life = this.lifetime(file, limit, limit, "s", cmp);
        if (life.derivation === "computed")
            return;
        const ageSide = unwrap(age(parts[0]) ? parts[0] : parts[1]);
        const clock = unwrap(field(ageSide, "left")).text;
        this.out.push({
            on: "in-process",
            expiry: "age-check",
            code: `${clock} - …`,
            tools: this.toolsAt(cmp),
            lifetime: life,
            holds: snapshotStamp(file, cmp, unwrap(field(ageSide, "right"))) ? "snapshot" : "entries",
        });
    }
    result() {
        return this.out;
    }
}
/** Every cache lifetime and scope in the project's Python source, file by file in source order. */
export function buildPyCacheSettings(index, files, tools, reached) {
    const b = new PyCacheFacts(index, tools, reached);
    b.setFunctions([...reached.values()].flat());
    for (const f of files)
        if (f.root)
            b.file(f);
    return b.result();
}
