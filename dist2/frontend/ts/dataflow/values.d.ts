/**
 * The engine's abstract values: labels (what a tool argument became on its way), values with
 * per-field shapes, the lexical scope, and the operations that join, flatten, extend and write them.
 */
import type { Node } from "ts-morph";
import type { FlowStep, RequestPart, SourceLocation } from "../../../model/types.js";
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
    guard?: {
        location: SourceLocation;
        condition: string;
        statement?: true;
    };
    keyed?: {
        pattern: string;
        location: SourceLocation;
    };
    derived?: {
        how: string;
        location: SourceLocation;
        inLoop?: boolean;
    };
    emptyPath?: {
        location: SourceLocation;
        condition: string;
    };
    /** `param`: the argument the literal stands in for when the caller leaves it out (`status || "active"`). */
    fixed?: {
        key: string;
        value: string;
        location: SourceLocation;
        param?: string;
    };
    part?: RequestPart;
    /** Where the argument was first put under a request key by name (`{ state: options.state }`). */
    keyAt?: SourceLocation;
    /** The argument reached the upstream call as a field of an object passed whole (an absent value is left out). */
    asField?: boolean;
}
/** An abstract value: labels on the whole value, plus per-field values when the shape is known. */
export interface Value {
    labels: Map<string, Label>;
    fields?: Map<string, Value>;
}
export declare const empty: () => Value;
export declare function join(a: Value, b: Value): Value;
export declare function flatten(v: Value, depth?: number): Map<string, Label>;
export declare function asLabels(labels: Map<string, Label>): Value;
export declare function labelMap(l: Label | undefined): Map<string, Label>;
export declare function readField(v: Value, key: string | undefined): Value;
export declare function extend(v: Value, step: FlowStep): Value;
export declare class Scope {
    readonly parent?: Scope | undefined;
    private vars;
    constructor(parent?: Scope | undefined);
    lookup(name: string): Value | undefined;
    declare(name: string, v: Value): void;
    /** Weak update: a later write joins with what the variable held (flow-insensitive on branches). */
    assign(name: string, v: Value): void;
}
export declare function writePath(base: Value, path: (string | undefined)[], v: Value): Value;
export declare function signature(v: Value, depth?: number): string;
/** The argument's labels, turned into `derived` ones: the value is a cut or split of the caller's. */
export declare function derive(v: Value, how: string, at: Node, looped: boolean): Value;
