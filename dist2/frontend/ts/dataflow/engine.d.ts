/**
 * Forward taint engine over the ts-morph program.
 *
 * Starting at a tool handler with one label per tool argument, it walks statements in order,
 * follows values through variables, object literals and spreads, property writes, URLSearchParams
 * and other mutating calls, template literals, array methods, destructuring, and function
 * parameters and return values across files. Where a write into a request object is guarded by a
 * condition on the same argument it adds a `guarded` label to that object, so the label arrives
 * at the upstream call together with the path that produced it.
 *
 * Bounded: call depth, per-tool work budget and recursion; every bound that is hit is reported.
 *
 * The abstract values live in `values.ts`, the syntax questions about where a node runs (guards,
 * empty-result paths, loops) in `guards.ts`, and which request part a value lands in in
 * `request-parts.ts`.
 */
import type { SourceLocation } from "../../../model/types.js";
import { type CallExpression, Node, type SourceFile } from "../morph.js";
import { type ToolNames } from "../syntax/passed-functions.js";
import { type HandlerEntry } from "../tools/index.js";
import { emptyGuardOf } from "./guards.js";
import { flatten, type Label, type Value } from "./values.js";
export { emptyGuardOf, flatten, type Label, type Value };
export interface SinkInfo {
    id: string;
}
export interface SinkHit {
    siteId: string;
    call: CallExpression;
    labels: Map<string, Label>;
}
export interface ToolFlowResult {
    hits: SinkHit[];
    /** Upstream call ids reached from the handler, tainted or not. */
    reached: Set<string>;
    limits: string[];
    /** Tool arguments the handler's code reads somewhere (not merely destructures). */
    touched: Set<string>;
    /** Functions the engine entered for this tool, through dispatch it resolved (`tool.execute(…)` bound per tool). */
    entered: Set<Node>;
}
export interface EngineOptions {
    sinks: Map<Node, SinkInfo>;
    projectFiles: Set<SourceFile>;
    maxDepth?: number;
    budget?: number;
}
export declare class TaintEngine {
    private readonly opts;
    private hits;
    private reached;
    private limits;
    private memo;
    private stack;
    private work;
    private readonly maxDepth;
    private readonly budget;
    private env;
    /** Arguments the handler's code reads (conditions, calls, returns, requests). */
    private touched;
    /** Key patterns written for every member of a constant group (`for (const f of ALL) params[\`Field.${f}\`] = …`). */
    private completeGroups;
    /** Call sites on the current path, innermost last; for the empty-result path check. */
    private callSites;
    /** Functions entered while running the current tool. */
    private entered;
    /** The running tool's name and the others': calls through a passed callback run only this tool's dispatch branch. */
    private names;
    /** How many passed callbacks (`callTool(name, args)`, `callTool` a parameter) the walk is inside. */
    private viaParam;
    constructor(opts: EngineOptions);
    /** Runs one tool. `params` maps each tool argument to the location where it is declared. */
    analyzeTool(entry: HandlerEntry, params: {
        name: string;
        location: SourceLocation;
        optional: boolean;
    }[], names?: ToolNames): ToolFlowResult;
    /** A dispatch test on another tool's name, inside code reached through a passed callback. */
    private otherTool;
    private limit;
    /** Walks the function literals among a call's arguments once, as if the callee called them with no arguments. */
    private invokeCallbacks;
    /** Records the arguments a value read by the code carries on itself (not in its fields). */
    private touch;
    private callFunction;
    /** Binds a name or destructuring pattern to a value. */
    private bind;
    private walkStatements;
    private tick;
    private walk;
    private eval;
    private evalBinary;
    /** The variable (or `this` field) an assignment target writes into, and the field path below it. */
    private rootOf;
    private write;
    /**
     * A request key computed from a tool argument (`params[\`Field.${f}\`]` with `f` running over the
     * caller's list), or a computed key written only under a condition on the argument
     * (`if (fields.includes(f)) params[\`Field.${f}\`] = "true"`): one `keyed` label per argument.
     * A computed key that derives from no argument, written unconditionally, marks its pattern as a
     * complete group (`for (const f of ALL_FIELDS) …`).
     */
    private keyedLabels;
    /**
     * A literal written under a restricting key (`status: "active"`, `rows: 10`, a date window from
     * `Date.now()`) or an order key (`sort: [{ date: "desc" }]`).
     */
    private fixedLabel;
    /**
     * If `at` (a write into an object) runs only when a condition on tool argument P holds, and the
     * written value carries P, returns a `guarded` label for P.
     */
    private guardedLabels;
    private guardConditions;
    private evalObject;
    /** `...(p && { p })`, `...(p ? { p } : {})`, `...(p !== undefined && { … })` */
    private spreadGuard;
    /** A property value that is `undefined` when the argument is absent: `p ? x : undefined`, `p?.join(",")`. */
    private conditionalValueGuard;
    /** `guarded` labels for a property value that is undefined, so not sent, when `base` is absent. */
    private unsetWhenAbsent;
    private resolveCallee;
    private evalCall;
}
