import { baseNames, defOf, docstringOf, field, keywordArgs, kids, locOf, positionalArgs, rawStringText, stringValue, unwrap, } from "./syntax.js";
const SIMPLE = {
    str: "string",
    int: "integer",
    float: "number",
    bool: "boolean",
    list: "array",
    List: "array",
    tuple: "array",
    Tuple: "array",
    set: "array",
    Set: "array",
    Sequence: "array",
    Iterable: "array",
    frozenset: "array",
    dict: "object",
    Dict: "object",
    Mapping: "object",
    Any: "unknown",
    Decimal: "number",
    date: "string",
    datetime: "string",
    UUID: "string",
    HttpUrl: "string",
    AnyUrl: "string",
    EmailStr: "string",
};
/** A type node as a name and its arguments (both the annotation form and the expression form). */
function shape(n) {
    n = unwrap(n);
    if (n.type === "type")
        return shape(kids(n)[0]);
    if (n.type === "none")
        return { args: [], none: true };
    if (n.type === "identifier" || n.type === "attribute")
        return { name: n.text.split(".").pop(), args: [] };
    if (n.type === "string")
        return { args: [], literal: stringValue(n) ?? "" };
    if (n.type === "generic_type") {
        const name = kids(n)[0]?.text.split(".").pop();
        const tp = kids(n).find((k) => k.type === "type_parameter");
        return { ...(name ? { name } : {}), args: kids(tp) };
    }
    if (n.type === "subscript") {
        const value = field(n, "value");
        const args = n.childrenForFieldName("subscript").filter(Boolean);
        return { ...(value ? { name: value.text.split(".").pop() } : {}), args };
    }
    if (n.type === "union_type")
        return { args: [], union: kids(n) };
    if (n.type === "binary_operator" && n.child(1)?.text === "|")
        return { args: [], union: [field(n, "left"), field(n, "right")].filter(Boolean) };
    return { args: [] };
}
export class TypeReader {
    index;
    constructor(index) {
        this.index = index;
    }
    read(file, n, depth = 0) {
        const out = { type: "unknown", nullable: false, fields: [] };
        if (!n || depth > 8)
            return out;
        const s = shape(n);
        if (s.none)
            return { ...out, nullable: true };
        if (s.union) {
            const parts = s.union.map((u) => this.read(file, u, depth + 1));
            const real = parts.filter((p) => !(p.nullable && p.type === "unknown" && !p.model));
            const first = real[0] ?? out;
            return { ...first, nullable: parts.some((p) => p.nullable), fields: parts.flatMap((p) => p.fields) };
        }
        const name = s.name;
        if (!name)
            return out;
        if (name === "Optional")
            return { ...this.read(file, s.args[0], depth + 1), nullable: true };
        if (name === "Union") {
            const parts = s.args.map((u) => this.read(file, u, depth + 1));
            const real = parts.filter((p) => !(p.nullable && p.type === "unknown"));
            return { ...(real[0] ?? out), nullable: parts.some((p) => p.nullable) };
        }
        if (name === "Annotated") {
            const inner = this.read(file, s.args[0], depth + 1);
            const calls = s.args
                .slice(1)
                .map((a) => unwrap(a.type === "type" ? kids(a)[0] : a))
                .filter((a) => a?.type === "call" && /(^|\.)Field$/.test(field(a, "function")?.text ?? ""));
            return { ...inner, fields: [...inner.fields, ...calls.map((call) => ({ file, call }))] };
        }
        if (name === "Literal") {
            const values = s.args.map((a) => shape(a).literal ?? unwrap(a.type === "type" ? kids(a)[0] : a).text);
            return { ...out, type: "enum", enumValues: values };
        }
        if (SIMPLE[name] !== undefined)
            return { ...out, type: SIMPLE[name] };
        // a project name: a type alias, an Enum, or a pydantic model
        const b = this.index.resolveName(file, name);
        if (b?.kind === "value" && b.value)
            return this.read(b.file, b.value, depth + 1);
        if (b?.kind === "class") {
            if (isEnumClass(this.index, b.file, b.node))
                return { ...out, type: "enum", enumValues: enumMembers(b.node) };
            if (isModelClass(this.index, b.file, b.node))
                return { ...out, type: "object", model: { file: b.file, node: b.node } };
            return { ...out, type: "object" };
        }
        return out;
    }
}
function isEnumClass(index, file, cls, depth = 0) {
    return baseNames(cls).some((b) => {
        if (/(^|\.)(Enum|StrEnum|IntEnum)$/.test(b.text))
            return true;
        const r = depth < 5 ? index.resolveExpr(file, b) : undefined;
        return r?.kind === "class" && isEnumClass(index, r.file, r.node, depth + 1);
    });
}
function enumMembers(cls) {
    const out = [];
    for (const s of kids(field(cls, "body"))) {
        const a = s.type === "expression_statement" ? kids(s)[0] : undefined;
        if (a?.type !== "assignment")
            continue;
        const v = stringValue(field(a, "right"));
        out.push(v ?? field(a, "right")?.text ?? field(a, "left").text);
    }
    return out;
}
/** A pydantic model: a class that derives (through project classes) from `BaseModel`. */
export function isModelClass(index, file, cls, depth = 0) {
    return baseNames(cls).some((b) => {
        if (/(^|\.)(BaseModel|RootModel|BaseSettings)$/.test(b.text))
            return true;
        const r = depth < 6 ? index.resolveExpr(file, b) : undefined;
        return r?.kind === "class" && isModelClass(index, r.file, r.node, depth + 1);
    });
}
/** The fields a pydantic model class declares (base classes first), each with its annotation and value. */
export function modelFields(index, file, cls, depth = 0) {
    const out = [];
    if (depth > 6)
        return out;
    for (const b of baseNames(cls)) {
        const r = index.resolveExpr(file, b);
        if (r?.kind === "class")
            out.push(...modelFields(index, r.file, r.node, depth + 1));
    }
    const stmts = kids(field(cls, "body"));
    stmts.forEach((s, i) => {
        const a = s.type === "expression_statement" ? kids(s)[0] : undefined;
        if (a?.type !== "assignment")
            return;
        const left = field(a, "left");
        const type = field(a, "type");
        if (left?.type !== "identifier" || !type || left.text === "model_config" || left.text.startsWith("_"))
            return;
        // an attribute docstring: a string statement right after the field
        const next = stmts[i + 1];
        const doc = next?.type === "expression_statement" && kids(next)[0]?.type === "string" ? kids(next)[0] : undefined;
        const value = field(a, "right");
        const existing = out.findIndex((o) => o.name.text === left.text);
        const entry = { file, name: left, type, ...(value ? { value } : {}), stmt: s, ...(doc ? { doc } : {}) };
        if (existing >= 0)
            out[existing] = entry;
        else
            out.push(entry);
    });
    return out;
}
/** What a `Field(...)` call says: a default (or none: `...`), a description, enum choices. */
export function readFieldCall(index, file, call) {
    const kw = keywordArgs(call);
    const pos = positionalArgs(call);
    const out = { hasDefault: false, required: false };
    const d = kw.get("default") ?? pos[0];
    if (d) {
        if (d.type === "ellipsis")
            out.required = true;
        else {
            out.hasDefault = true;
            out.default = d.text;
        }
    }
    if (kw.has("default_factory"))
        out.hasDefault = true;
    const desc = kw.get("description");
    if (desc) {
        const text = constText(index, file, desc);
        if (text !== undefined)
            out.description = { text: text.text, node: text.node };
    }
    return out;
}
/** A string constant: a literal, or a module-level name bound to one (through imports). */
export function constText(index, file, n, depth = 0) {
    const u = unwrap(n);
    const v = stringValue(u);
    if (v !== undefined)
        return { text: u.type === "string" && u.text.startsWith('"""') ? rawStringText(u) : v, node: u, file };
    if (depth > 6)
        return undefined;
    if (u.type === "identifier" || u.type === "attribute") {
        const b = index.resolveExpr(file, u);
        if (b?.kind === "value" && b.value)
            return constText(index, b.file, b.value, depth + 1);
    }
    if (u.type === "binary_operator" && u.child(1)?.text === "+") {
        const l = constText(index, file, field(u, "left"), depth + 1);
        const r = constText(index, file, field(u, "right"), depth + 1);
        if (l && r)
            return { text: l.text + r.text, node: u, file };
    }
    if (u.type === "call") {
        // `_tool_name("health_check")`: a project helper whose result, with no environment variable set, is a constant
        const b = index.resolveExpr(file, field(u, "function"));
        if (b?.kind !== "function")
            return undefined;
        const params = kids(field(b.node, "parameters")).map((p) => p.type === "identifier" ? p.text : (field(p, "name")?.text ?? kids(p)[0]?.text));
        const bound = new Map();
        positionalArgs(u).forEach((a, i) => {
            if (params[i])
                bound.set(params[i], { file, node: a });
        });
        for (const [k, v] of keywordArgs(u))
            bound.set(k, { file, node: v });
        const rets = kids(field(b.node, "body")).filter((st) => st.type === "return_statement");
        const ret = rets.length === 1 ? kids(rets[0])[0] : undefined;
        const r = ret ? evalHelper(index, b.file, ret, bound, depth + 1) : undefined;
        return r !== undefined ? { text: r, node: u, file } : undefined;
    }
    return undefined;
}
/** A helper's return expression with its parameters bound; a condition on an unset environment variable is false. */
function evalHelper(index, file, n, bound, depth) {
    const u = unwrap(n);
    if (u.type === "identifier" && bound.has(u.text)) {
        const b = bound.get(u.text);
        return constText(index, b.file, b.node, depth + 1)?.text;
    }
    if (u.type === "conditional_expression") {
        const [yes, cond, no] = kids(u);
        if (!yes || !cond || !no)
            return undefined;
        const truth = truthyByDefault(index, file, cond, bound, depth);
        if (truth === undefined)
            return undefined;
        return evalHelper(index, file, truth ? yes : no, bound, depth + 1);
    }
    return constText(index, file, u, depth + 1)?.text;
}
function truthyByDefault(index, file, n, bound, depth) {
    const u = unwrap(n);
    if (u.type === "none" || u.type === "false")
        return false;
    if (u.type === "true")
        return true;
    if (u.type === "identifier" && bound.has(u.text)) {
        const b = bound.get(u.text);
        const t = constText(index, b.file, b.node, depth + 1);
        return t ? t.text !== "" : undefined;
    }
    const c = constText(index, file, u, depth + 1);
    if (c)
        return c.text !== "";
    if (u.type === "identifier") {
        const b = index.resolveName(file, u.text);
        const v = b?.kind === "value" && b.value ? unwrap(b.value) : undefined;
        // `PREFIX = os.environ.get("PREFIX", "")` / `os.getenv("PREFIX")`: unset in a default start
        if (v?.type === "call" &&
            /^(os\.environ\.get|os\.getenv|getenv|environ\.get)$/.test(field(v, "function")?.text ?? "")) {
            const dflt = positionalArgs(v)[1];
            if (!dflt)
                return false;
            const d = stringValue(dflt);
            return d === undefined ? undefined : d !== "";
        }
    }
    return undefined;
}
/** The parameters a model class contributes under the argument `prefix` (`params.field`). */
export function modelParameters(index, types, file, cls, prefix) {
    const out = [];
    for (const f of modelFields(index, file, cls)) {
        const t = types.read(f.file, f.type);
        let optional = t.nullable;
        let def;
        let description;
        for (const fc of t.fields) {
            const r = readFieldCall(index, fc.file, fc.call);
            if (r.hasDefault)
                optional = true;
            if (r.default !== undefined)
                def = r.default;
            if (r.description)
                description = r.description;
        }
        const v = f.value ? unwrap(f.value) : undefined;
        if (v && v.type === "call" && /(^|\.)Field$/.test(field(v, "function")?.text ?? "")) {
            const r = readFieldCall(index, f.file, v);
            optional = r.hasDefault || (t.nullable && !r.required);
            if (r.default !== undefined)
                def = r.default;
            if (r.description)
                description = r.description;
        }
        else if (v) {
            optional = true;
            def = v.text;
        }
        if (!description && f.doc)
            description = { text: rawStringText(f.doc), node: f.doc };
        const p = {
            name: `${prefix}.${f.name.text}`,
            type: t.type,
            optional,
            location: locOf(f.file, f.stmt),
        };
        if (def !== undefined && def !== "None")
            p.default = def;
        if (t.enumValues)
            p.enumValues = t.enumValues;
        if (description) {
            p.description = description.text;
            p.descriptionLocation = locOf(f.file, description.node);
        }
        out.push(p);
    }
    return out;
}
export { defOf, docstringOf };
