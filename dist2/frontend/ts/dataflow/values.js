/**
 * The engine's abstract values: labels (what a tool argument became on its way), values with
 * per-field shapes, the lexical scope, and the operations that join, flatten, extend and write them.
 */
import { locOf } from "../syntax/location.js";
export const empty = () => ({ labels: new Map() });
export function join(a, b) {
    if (!a.labels.size && !a.fields)
        return b;
    if (!b.labels.size && !b.fields)
        return a;
    const labels = new Map(a.labels);
    for (const [k, l] of b.labels)
        if (!labels.has(k))
            labels.set(k, l);
    let fields;
    if (a.fields || b.fields) {
        fields = new Map(a.fields ?? []);
        for (const [k, v] of b.fields ?? [])
            fields.set(k, fields.has(k) ? join(fields.get(k), v) : v);
    }
    return fields ? { labels, fields } : { labels };
}
export function flatten(v, depth = 0) {
    if (!v.fields || depth > 8)
        return v.labels;
    const out = new Map(v.labels);
    for (const f of v.fields.values())
        for (const [k, l] of flatten(f, depth + 1))
            if (!out.has(k))
                out.set(k, l);
    return out;
}
export function asLabels(labels) {
    return { labels };
}
export function labelMap(l) {
    return l ? new Map([[l.key, l]]) : new Map();
}
export function readField(v, key) {
    if (key !== undefined && v.fields?.has(key))
        return join(asLabels(v.labels), v.fields.get(key));
    if (v.fields && key !== undefined)
        return asLabels(v.labels);
    return asLabels(flatten(v));
}
const MAX_STEPS = 24;
export function extend(v, step) {
    const map = (labels) => {
        const out = new Map();
        for (const [k, l] of labels)
            out.set(k, l.steps.length >= MAX_STEPS ? l : { ...l, steps: [...l.steps, step] });
        return out;
    };
    const walk = (x, d) => {
        const r = { labels: map(x.labels) };
        if (x.fields && d < 6)
            r.fields = new Map([...x.fields].map(([k, f]) => [k, walk(f, d + 1)]));
        return r;
    };
    return v.labels.size || v.fields ? walk(v, 0) : v;
}
export class Scope {
    parent;
    vars = new Map();
    constructor(parent) {
        this.parent = parent;
    }
    lookup(name) {
        return this.vars.get(name) ?? this.parent?.lookup(name);
    }
    declare(name, v) {
        this.vars.set(name, v);
    }
    /** Weak update: a later write joins with what the variable held (flow-insensitive on branches). */
    assign(name, v) {
        for (let s = this; s; s = s.parent) {
            if (s.vars.has(name)) {
                s.vars.set(name, join(s.vars.get(name), v));
                return;
            }
        }
        this.vars.set(name, v);
    }
}
export function writePath(base, path, v) {
    const [head, ...rest] = path;
    if (head === undefined)
        return join(base, asLabels(flatten(v)));
    const fields = new Map(base.fields ?? []);
    const cur = fields.get(head) ?? empty();
    fields.set(head, rest.length ? writePath(cur, rest, v) : join(cur, v));
    return { labels: base.labels, fields };
}
export function signature(v, depth = 0) {
    const ls = [...v.labels.keys()].sort().join(",");
    if (!v.fields || depth > 3)
        return ls;
    return `${ls}{${[...v.fields]
        .map(([k, f]) => `${k}:${signature(f, depth + 1)}`)
        .sort()
        .join(";")}}`;
}
/** The argument's labels, turned into `derived` ones: the value is a cut or split of the caller's. */
export function derive(v, how, at, looped) {
    const labels = new Map();
    const loc = locOf(at);
    for (const [k, l] of v.labels) {
        if (l.kind !== "param" || l.derived)
            labels.set(k, l);
        else
            labels.set(`${k}~derived`, {
                ...l,
                key: `${k}~derived`,
                derived: { how, location: loc, ...(looped ? { inLoop: true } : {}) },
                steps: [...l.steps, { location: loc, message: `cut down with \`${how}\`: \`${at.getText().slice(0, 50)}\`` }],
            });
    }
    return { labels };
}
