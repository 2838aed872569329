/**
 * The engine's abstract values: labels (what a tool argument became on its way), values with
 * per-field shapes, the lexical scope, and the operations that join, flatten, extend and write them.
 */

import type { Node } from "ts-morph";
import type { FlowStep, RequestPart, SourceLocation } from "../../../model/types.js";
import { locOf } from "../syntax/location.js";

export interface Label {
  key: string;
  /**
   * `param`: the argument's data; `guarded`: a write that happens only when the argument is set;
   * `keyed`: a request key computed from the argument; `fixed`: a restricting literal always sent.
   */
  kind: "param" | "guarded" | "keyed" | "fixed";
  /** The tool argument; empty for `fixed`. */
  param: string;
  steps: FlowStep[];
  guard?: { location: SourceLocation; condition: string; statement?: true };
  keyed?: { pattern: string; location: SourceLocation };
  derived?: { how: string; location: SourceLocation; inLoop?: boolean };
  emptyPath?: { location: SourceLocation; condition: string };
  /** `param`: the argument the literal stands in for when the caller leaves it out (`status || "active"`). */
  fixed?: { key: string; value: string; location: SourceLocation; param?: string; option?: true };
  part?: RequestPart;
  /** Where the argument was first put under a request key by name (`{ state: options.state }`). */
  keyAt?: SourceLocation;
  /** The argument reached the upstream call as a field of an object passed whole (an absent value is left out). */
  asField?: boolean;
  /** The last request key the argument was put under by name: `keyAt`'s key, or the one it was renamed to from it. */
  sentUnder?: { key: string; location: SourceLocation };
}

/** An abstract value: labels on the whole value, plus per-field values when the shape is known. */
export interface Value {
  labels: Map<string, Label>;
  fields?: Map<string, Value>;
}

export const empty = (): Value => ({ labels: new Map() });

export function join(a: Value, b: Value): Value {
  if (!a.labels.size && !a.fields) return b;
  if (!b.labels.size && !b.fields) return a;
  const labels = new Map(a.labels);
  for (const [k, l] of b.labels) if (!labels.has(k)) labels.set(k, l);
  let fields: Map<string, Value> | undefined;
  if (a.fields || b.fields) {
    fields = new Map(a.fields ?? []);
    for (const [k, v] of b.fields ?? []) fields.set(k, fields.has(k) ? join(fields.get(k)!, v) : v);
  }
  return fields ? { labels, fields } : { labels };
}

export function flatten(v: Value, depth = 0): Map<string, Label> {
  if (!v.fields || depth > 8) return v.labels;
  const out = new Map(v.labels);
  for (const f of v.fields.values()) for (const [k, l] of flatten(f, depth + 1)) if (!out.has(k)) out.set(k, l);
  return out;
}

export function asLabels(labels: Map<string, Label>): Value {
  return { labels };
}

export function labelMap(l: Label | undefined): Map<string, Label> {
  return l ? new Map([[l.key, l]]) : new Map();
}

export function readField(v: Value, key: string | undefined): Value {
  if (key !== undefined && v.fields?.has(key)) return join(asLabels(v.labels), v.fields.get(key)!);
  if (v.fields && key !== undefined) return asLabels(v.labels);
  return asLabels(flatten(v));
}

const MAX_STEPS = 24;
export function extend(v: Value, step: FlowStep): Value {
  const map = (labels: Map<string, Label>) => {
    const out = new Map<string, Label>();
    for (const [k, l] of labels) out.set(k, l.steps.length >= MAX_STEPS ? l : { ...l, steps: [...l.steps, step] });
    return out;
  };
  const walk = (x: Value, d: number): Value => {
    const r: Value = { labels: map(x.labels) };
    if (x.fields && d < 6) r.fields = new Map([...x.fields].map(([k, f]) => [k, walk(f, d + 1)]));
    return r;
  };
  return v.labels.size || v.fields ? walk(v, 0) : v;
}

export class Scope {
  private vars = new Map<string, Value>();
  constructor(readonly parent?: Scope) {}
  lookup(name: string): Value | undefined {
    return this.vars.get(name) ?? this.parent?.lookup(name);
  }
  declare(name: string, v: Value): void {
    this.vars.set(name, v);
  }
  /** Weak update: a later write joins with what the variable held (flow-insensitive on branches). */
  assign(name: string, v: Value): void {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      if (s.vars.has(name)) {
        s.vars.set(name, join(s.vars.get(name)!, v));
        return;
      }
    }
    this.vars.set(name, v);
  }
}

export function writePath(base: Value, path: (string | undefined)[], v: Value): Value {
  const [head, ...rest] = path;
  if (head === undefined) return join(base, asLabels(flatten(v)));
  const fields = new Map(base.fields ?? []);
  const cur = fields.get(head) ?? empty();
  fields.set(head, rest.length ? writePath(cur, rest, v) : join(cur, v));
  return { labels: base.labels, fields };
}

export function signature(v: Value, depth = 0): string {
  const ls = [...v.labels.keys()].sort().join(",");
  if (!v.fields || depth > 3) return ls;
  return `${ls}{${[...v.fields]
    .map(([k, f]) => `${k}:${signature(f, depth + 1)}`)
    .sort()
    .join(";")}}`;
}

/** The argument's labels, turned into `derived` ones: the value is a cut or split of the caller's. */
export function derive(v: Value, how: string, at: Node, looped: boolean): Value {
  const labels = new Map<string, Label>();
  const loc = locOf(at);
  for (const [k, l] of v.labels) {
    if (l.kind !== "param" || l.derived) labels.set(k, l);
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
