/**
 * The selection set of a GraphQL document, read from its text (no schema): which response keys the
 * request itself names. A GraphQL server answers with exactly the fields a document selects (or with
 * an error), so a key named there is part of the request's own contract, like a key of a typed SDK.
 *
 * Language-neutral: front ends hand over the document's text, with each part they could not fold to a
 * constant written as `${…}` (a field name built in code matches any key there).
 */
const PLACEHOLDER = "${…}";
const WILDCARD = "__fidelity_any__";
function tokenize(text) {
    const src = text.split(PLACEHOLDER).join(` ${WILDCARD} `);
    const out = [];
    let i = 0;
    while (i < src.length) {
        const c = src[i];
        if (/[\s,\uFEFF]/.test(c)) {
            i++;
            continue;
        }
        if (c === "#") {
            while (i < src.length && src[i] !== "\n")
                i++;
            continue;
        }
        if (src.startsWith('"""', i)) {
            const end = src.indexOf('"""', i + 3);
            if (end < 0)
                return undefined;
            out.push({ kind: "string", text: src.slice(i, end + 3) });
            i = end + 3;
            continue;
        }
        if (c === '"') {
            let j = i + 1;
            while (j < src.length && src[j] !== '"')
                j += src[j] === "\\" ? 2 : 1;
            if (j >= src.length)
                return undefined;
            out.push({ kind: "string", text: src.slice(i, j + 1) });
            i = j + 1;
            continue;
        }
        if (src.startsWith("...", i)) {
            out.push({ kind: "punct", text: "..." });
            i += 3;
            continue;
        }
        if ("{}()[]:!=@$|&".includes(c)) {
            out.push({ kind: "punct", text: c });
            i++;
            continue;
        }
        const m = /^-?[0-9][0-9.eE+-]*/.exec(src.slice(i, i + 40));
        if (m) {
            out.push({ kind: "number", text: m[0] });
            i += m[0].length;
            continue;
        }
        const n = /^[_A-Za-z][_0-9A-Za-z]*/.exec(src.slice(i, i + 200));
        if (!n)
            return undefined;
        out.push({ kind: "name", text: n[0] });
        i += n[0].length;
    }
    return out;
}
class Parser {
    t;
    i = 0;
    fragments = new Map();
    /** Spreads seen, to resolve once the whole document is read. */
    spreads = [];
    constructor(t) {
        this.t = t;
    }
    peek(k = 0) {
        return this.t[this.i + k];
    }
    is(text) {
        return this.peek()?.text === text && this.peek()?.kind !== "string";
    }
    next() {
        const t = this.t[this.i++];
        if (!t)
            throw new Error("end of document");
        return t;
    }
    expect(text) {
        if (this.next().text !== text)
            throw new Error(`expected ${text}`);
    }
    name() {
        const t = this.next();
        if (t.kind !== "name")
            throw new Error("expected a name");
        return t.text;
    }
    /** Skips a balanced `( … )` or `[ … ]`. */
    skipGroup(open, close) {
        this.expect(open);
        let depth = 1;
        while (depth) {
            const t = this.next();
            if (t.kind === "string")
                continue;
            if (t.text === open)
                depth++;
            else if (t.text === close)
                depth--;
        }
    }
    directives() {
        while (this.is("@")) {
            this.next();
            this.name();
            if (this.is("("))
                this.skipGroup("(", ")");
        }
    }
    /** The operations' selections, merged: the keys under `data`. */
    document() {
        const root = { fields: new Map() };
        let operations = 0;
        while (this.peek()) {
            if (this.is("{")) {
                this.selectionSet(root);
                operations++;
                continue;
            }
            const t = this.next();
            if (t.kind !== "name")
                throw new Error("expected a definition");
            if (t.text === "fragment") {
                const name = this.name();
                if (this.name() !== "on")
                    throw new Error("expected on");
                this.name();
                this.directives();
                const sel = { fields: new Map() };
                this.selectionSet(sel);
                this.fragments.set(name, sel);
                continue;
            }
            if (t.text === WILDCARD)
                continue; // a fragment definition interpolated after the operation
            if (t.text !== "query" && t.text !== "mutation" && t.text !== "subscription")
                throw new Error("expected an operation");
            if (this.peek()?.kind === "name")
                this.name();
            if (this.is("("))
                this.skipGroup("(", ")");
            this.directives();
            this.selectionSet(root);
            operations++;
        }
        if (!operations)
            throw new Error("no operation");
        return root;
    }
    selectionSet(into) {
        this.expect("{");
        while (!this.is("}")) {
            if (this.is("...")) {
                this.next();
                if (this.is("on")) {
                    this.next();
                    this.name();
                    this.directives();
                    this.selectionSet(into);
                }
                else if (this.is("{") || this.is("@")) {
                    this.directives();
                    this.selectionSet(into);
                }
                else {
                    const name = this.name();
                    this.directives();
                    // a spread the document does not define (interpolated) adds keys that are not known here
                    if (name !== WILDCARD)
                        this.spreads.push({ into, name });
                }
                continue;
            }
            const key = this.name();
            if (this.is(":")) {
                this.next();
                this.name();
            }
            if (this.is("("))
                this.skipGroup("(", ")");
            this.directives();
            const sub = { fields: new Map() };
            if (this.is("{"))
                this.selectionSet(sub);
            if (key.includes(WILDCARD)) {
                into.any = into.any ? merge(into.any, sub) : sub;
                continue;
            }
            const had = into.fields.get(key);
            into.fields.set(key, had ? merge(had, sub) : sub);
        }
        this.expect("}");
    }
}
function merge(a, b) {
    for (const [k, v] of b.fields) {
        const had = a.fields.get(k);
        a.fields.set(k, had ? merge(had, v) : v);
    }
    if (b.any)
        a.any = a.any ? merge(a.any, b.any) : b.any;
    return a;
}
/**
 * The selection of a GraphQL executable document (`query …`, `mutation …`, `{ … }`, fragments
 * beside them), or undefined when the text is not one.
 */
export function parseGraphqlSelection(text) {
    const head = text.replace(/^(\s|#[^\n]*\n)+/, "");
    if (!/^(query|mutation|subscription)\b|^\{\s*[_A-Za-z]|^fragment\b/.test(head))
        return undefined;
    const tokens = tokenize(text);
    if (!tokens?.length)
        return undefined;
    const p = new Parser(tokens);
    let root;
    try {
        root = p.document();
    }
    catch {
        return undefined;
    }
    // named spreads: merge each fragment's keys in (a fragment may spread another: a few rounds)
    for (let round = 0; round < 4; round++)
        for (const s of p.spreads) {
            const f = p.fragments.get(s.name);
            if (f)
                merge(s.into, f);
        }
    return root;
}
/**
 * Whether every key of `path` (response keys from the answer's root) is named by the selection.
 * The GraphQL response envelope's `data` is stepped over when the document does not select a field
 * of that name. An empty path (or `data` alone) names no selected field.
 */
export function selectsPath(sel, path) {
    const keys = path[0] === "data" && !sel.fields.has("data") ? path.slice(1) : path;
    if (!keys.length)
        return false;
    let cur = sel;
    for (const k of keys) {
        if (!cur)
            return false;
        cur = cur.fields.get(k) ?? cur.any;
    }
    return !!cur;
}
