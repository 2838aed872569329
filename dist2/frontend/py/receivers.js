import { baseNames, defOf, enclosingClass, enclosingFunction, field, kids, methodOf, ofType, unwrap, } from "./syntax.js";
const MAX = 6;
export class Receivers {
    index;
    lifespans;
    methodOwners;
    busy = new Set();
    classes = new Map();
    constructor(index) {
        this.index = index;
    }
    /** The project class named by an annotation or a class expression, in `file`. */
    classNamed(file, t, depth = 0) {
        if (!t || depth > MAX)
            return undefined;
        const u = unwrap(t);
        if (u.type === "type")
            return this.classNamed(file, kids(u)[0], depth + 1);
        if (u.type === "string") {
            const inner = kids(u).find((k) => k.type === "string_content");
            const b = inner ? this.index.resolveName(file, inner.text) : undefined;
            return b?.kind === "class" ? { file: b.file, cls: b.node } : undefined;
        }
        if (u.type === "identifier" || u.type === "attribute") {
            const b = this.index.resolveExpr(file, u);
            return b?.kind === "class" ? { file: b.file, cls: b.node } : undefined;
        }
        // `Optional[C]`, `C | None`, `AsyncIterator[C]`
        if (u.type === "generic_type" ||
            u.type === "subscript" ||
            u.type === "binary_operator" ||
            u.type === "union_type") {
            for (const k of kids(u)) {
                const parts = k.type === "type_parameter" ? kids(k) : [k];
                for (const p of parts) {
                    const c = this.classNamed(file, p, depth + 1);
                    if (c)
                        return c;
                }
            }
        }
        return undefined;
    }
    /** The project class of the value an expression holds, as far as the code says. */
    classOf(file, n, at, depth = 0) {
        if (depth > MAX)
            return undefined;
        const key = `${n.id}|${at.id}`;
        if (this.classes.has(key))
            return this.classes.get(key) ?? undefined;
        this.classes.set(key, null);
        const r = this.readClass(file, n, at, depth);
        this.classes.set(key, r ?? null);
        return r;
    }
    readClass(file, n, at, depth) {
        const u = unwrap(n);
        if (u.type === "call") {
            const callee = field(u, "function");
            const direct = this.classNamed(file, callee);
            if (direct)
                return direct;
            const fn = this.functionOf(file, callee, at, depth + 1);
            return fn ? this.returnClass(fn.file, fn.fn, depth + 1) : undefined;
        }
        if (u.type === "identifier") {
            for (let f = enclosingFunction(at); f; f = enclosingFunction(f)) {
                for (const p of kids(field(f, "parameters"))) {
                    const name = p.type === "identifier" ? p.text : (field(p, "name")?.text ?? kids(p)[0]?.text);
                    if (name !== u.text)
                        continue;
                    if (name === "self") {
                        const cls = enclosingClass(f);
                        return cls ? { file, cls } : undefined;
                    }
                    return this.classNamed(file, field(p, "type"));
                }
                for (const a of ofType(f, "assignment", "as_pattern")) {
                    if (a.type === "assignment" && field(a, "left")?.text === u.text) {
                        const typed = this.classNamed(file, field(a, "type"));
                        if (typed)
                            return typed;
                        const r = field(a, "right");
                        const c = r && r.id !== u.id ? this.classOf(file, r, a, depth + 1) : undefined;
                        if (c)
                            return c;
                    }
                    if (a.type === "as_pattern" && kids(field(a, "alias"))[0]?.text === u.text) {
                        const v = kids(a)[0];
                        const c = v ? this.classOf(file, v, a, depth + 1) : undefined;
                        if (c)
                            return c;
                    }
                }
            }
            const b = this.index.resolveName(file, u.text);
            if (b?.kind === "value") {
                const typed = this.classNamed(b.file, field(b.node, "type"));
                if (typed)
                    return typed;
                if (b.value)
                    return this.classOf(b.file, b.value, b.node, depth + 1);
            }
            return undefined;
        }
        if (u.type === "attribute") {
            const attr = field(u, "attribute").text;
            const obj = field(u, "object");
            if (attr === "lifespan_context")
                return this.lifespanClasses()[0];
            const owner = this.classOf(file, obj, at, depth + 1);
            return owner ? this.attributeClass(owner, attr, depth + 1) : undefined;
        }
        return undefined;
    }
    /** The class of `instance.<attr>` for an instance of `owner`: its annotation or what it is assigned. */
    attributeClass(owner, attr, depth = 0) {
        if (depth > MAX || this.busy.has(owner.cls.id))
            return undefined;
        this.busy.add(owner.cls.id);
        try {
            for (const c of this.lineage(owner)) {
                for (const st of kids(field(c.cls, "body"))) {
                    const a = st.type === "expression_statement" ? kids(st)[0] : undefined;
                    if (a?.type === "assignment" && field(a, "left")?.text === attr) {
                        const t = this.classNamed(c.file, field(a, "type"));
                        if (t)
                            return t;
                    }
                }
                for (const a of ofType(c.cls, "assignment")) {
                    if (field(a, "left")?.text !== `self.${attr}`)
                        continue;
                    const t = this.classNamed(c.file, field(a, "type"));
                    if (t)
                        return t;
                    const r = field(a, "right");
                    const v = r ? this.classOf(c.file, r, a, depth + 1) : undefined;
                    if (v)
                        return v;
                }
            }
            return undefined;
        }
        finally {
            this.busy.delete(owner.cls.id);
        }
    }
    /** A class and its project base classes, nearest first. */
    lineage(c, depth = 0) {
        const out = [c];
        if (depth > 4)
            return out;
        for (const b of baseNames(c.cls)) {
            const r = this.index.resolveExpr(c.file, b);
            if (r?.kind === "class")
                out.push(...this.lineage({ file: r.file, cls: r.node }, depth + 1));
        }
        return out;
    }
    /** A method of a class or of its project bases. */
    method(c, name) {
        for (const k of this.lineage(c)) {
            const m = methodOf(k.cls, name);
            if (m)
                return { file: k.file, fn: m };
        }
        return undefined;
    }
    /** The one project method of this name when no other class defines it (a receiver the code leaves untyped). */
    uniqueMethod(name) {
        if (!this.methodOwners) {
            this.methodOwners = new Map();
            for (const f of this.index.loaded.files)
                for (const cls of ofType(f.root, "class_definition"))
                    for (const st of kids(field(cls, "body"))) {
                        const d = defOf(st);
                        const nm = d?.type === "function_definition" ? field(d, "name")?.text : undefined;
                        if (!nm || nm.startsWith("__"))
                            continue;
                        const list = this.methodOwners.get(nm) ?? [];
                        list.push({ file: f, fn: d });
                        this.methodOwners.set(nm, list);
                    }
        }
        const owners = this.methodOwners.get(name);
        return owners?.length === 1 ? owners[0] : undefined;
    }
    returnClass(file, fn, depth) {
        const ann = this.classNamed(file, field(fn, "return_type"));
        if (ann)
            return ann;
        if (this.busy.has(fn.id))
            return undefined;
        this.busy.add(fn.id);
        try {
            for (const r of ofType(fn, "return_statement")) {
                if (enclosingFunction(r)?.id !== fn.id || !kids(r)[0])
                    continue;
                const c = this.classOf(file, kids(r)[0], r, depth + 1);
                if (c)
                    return c;
            }
            return undefined;
        }
        finally {
            this.busy.delete(fn.id);
        }
    }
    /** A callee that is a project function or a method of a typed receiver. */
    functionOf(file, callee, at, depth = 0) {
        const c = unwrap(callee);
        if (c.type === "identifier") {
            const b = this.index.resolveName(file, c.text);
            return b?.kind === "function" ? { file: b.file, fn: b.node } : undefined;
        }
        if (c.type !== "attribute" || depth > MAX)
            return undefined;
        const b = this.index.resolveExpr(file, c);
        if (b?.kind === "function")
            return { file: b.file, fn: b.node };
        const owner = this.classOf(file, field(c, "object"), at, depth + 1);
        return owner ? this.method(owner, field(c, "attribute").text) : undefined;
    }
    /** The classes a server's lifespan yields (`FastMCP(..., lifespan=fn)`: `yield Ctx(...)` or `AsyncIterator[Ctx]`). */
    lifespanClasses() {
        if (this.lifespans)
            return this.lifespans;
        this.lifespans = [];
        for (const f of this.index.loaded.files) {
            if (!/lifespan\s*=/.test(f.text))
                continue;
            for (const kw of ofType(f.root, "keyword_argument")) {
                if (field(kw, "name")?.text !== "lifespan")
                    continue;
                const v = field(kw, "value");
                const b = v ? this.index.resolveExpr(f, v) : undefined;
                if (b?.kind !== "function")
                    continue;
                const ann = this.classNamed(b.file, field(b.node, "return_type"));
                if (ann) {
                    this.lifespans.push(ann);
                    continue;
                }
                for (const y of ofType(b.node, "yield")) {
                    const val = kids(y)[0];
                    const c = val ? this.classOf(b.file, val, y, 1) : undefined;
                    if (c) {
                        this.lifespans.push(c);
                        break;
                    }
                }
            }
        }
        return this.lifespans;
    }
}
