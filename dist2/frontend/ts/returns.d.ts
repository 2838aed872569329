/**
 * Return paths: every way a tool handler can answer, classified as data, empty result, follow-up
 * question (`resultType: "input_required"`) or error (`isError: true`, a throw), with the
 * conditions that lead there.
 *
 * Starting at the handler (or its dispatch branch), it reads each `return` and `throw`, follows
 * returned calls into project helpers (binding their parameters to the call's arguments, so a
 * `text("No results")` builder in another file is read with the text it is given), and reads the
 * result object: `isError`, `resultType`, text content (including a `JSON.stringify`-ed payload),
 * `structuredContent`, plain objects and arrays. Separately it lists the returns that sit in a
 * failure handler of an upstream request — a `catch` around it, a `.catch()` on it, a branch on its
 * status — in every function the handler reaches.
 *
 * Syntax helpers live beside it in `returns/`: bindings (helper parameters and consts), conditions
 * (their kind in the model), lists (unformatted lists that give derived empty paths) and loops
 * (silent skips, local filters, switch cases that break out).
 */
import type { ReturnPath, StandInRecord } from "../../model/types.js";
import { Node, type SourceFile } from "./morph.js";
import { type HandlerEntry } from "./tools/index.js";
import type { UpstreamSite } from "./upstream.js";
export declare class ReturnReader {
    private readonly projectFiles;
    private readonly siteIds;
    /** Derived empty paths of a list a helper was handed and returns as it came (see `exprPaths`). */
    private readonly handed;
    private readonly reachMemo;
    private readonly inMemo;
    private readonly escapeMemo;
    /** While reading one dispatch branch: the other tools' branches, whose writes are not this tool's. */
    private otherBranches;
    /** Failure values of helpers that a handler shows as its result, by handler (see `flowedFailure`). */
    private readonly flowed;
    private currentHandler;
    /** The handler's own function and the values discovery bound in it (`tool` of `for (const tool of tools)`). */
    private entryFn;
    private entryEnv;
    constructor(sites: Map<string, UpstreamSite>, projectFiles: Set<SourceFile>);
    /** Every way the tool's handler returns. */
    toolPaths(entry: HandlerEntry, params?: string[]): ReturnPath[];
    /**
     * `case "a": r = await a(); break;` … `return fmt(r)`: the returns after a switch belong to every
     * case that breaks (or falls) out of it, under that case's condition.
     */
    private afterSwitch;
    /**
     * The project function a callee denotes; in the handler itself also through the values discovery
     * bound there (`tool.handler(context, params)` inside `for (const tool of allTools)`).
     */
    private calleeFn;
    /** Returns in failure handlers of upstream requests, in the given (reached) functions. */
    failurePaths(functions: Node[], handler?: Node, otherBranches?: Node[]): ReturnPath[];
    /** Failure returns in one function (`fn === handler` also reads a handler's own catch), each with the node it stands at. */
    private failuresIn;
    /**
     * `try { const st = await fs.stat(p); return { size: st.size, mtime: st.mtime } } catch { return { size: 0,
     * mtime: new Date(0) } }`: the failure branch builds the same record with stand-ins, so "unknown" reads
     * as a real zero. One entry per such record, in the given (reached) functions.
     */
    /** Per function: what standIns, silentSkips and droppedSignals find there (the same for every tool reaching it). */
    private readonly standInsOf;
    private readonly skipsOf;
    private readonly failuresOf;
    standIns(functions: Node[]): StandInRecord[];
    private standInsIn;
    private failureOf;
    private functionReturns;
    /** Paths for a returned expression: conditionals split, returned helper calls followed. */
    private exprPaths;
    /**
     * `const result = { content: [] }; … result.content.push({ type: "text", text }); result.isError = true;
     * return result`: a result object built by mutation, read with its writes before the return. An
     * `isError` set under a condition of its own gives a second path. Undefined when `id` is no such object.
     */
    private mutatedResult;
    /**
     * A tool defined as an object (`tool(name, { handler, format })`) whose other functions test the list's
     * key for emptiness (`format: (r) => r.studies.length ? … : "No studies; try …"`): the empty case is handled there.
     */
    private definitionTestsEmptiness;
    /** The synthetic empty path of a list formatted straight into text (`Alt.derived`), on the shape around it. */
    private derivedEmptyPath;
    /** Paths for a returned `let` whose value takes several forms (a text set by helpers, reassigned in branches). */
    private plainAltPaths;
    /** Paths for a result object whose text takes several values (alternatives, helper returns, `let` writes, an unformatted list). */
    private altPaths;
    /**
     * `text: r.data` where `r = await helper()` and the helper returns `{ data: \`failed ${status}\` }` in a
     * failure branch of its upstream request: the failure is shown as the result. One entry per such return.
     */
    private flowedFailure;
    /**
     * A loop that builds the returned list and drops an item whose request failed, without a count or an
     * `errors` entry: `try { … list.push(x) } catch { continue }`, `if (d.ok) list.push(d.item)`, `if (!d.ok) continue`.
     */
    private silentSkips;
    private skipPath;
    /** `const { documents } = await collectCapped(…)` where the helper also returns `cappedBy`/`truncated`/`aborted`: the signal is dropped. */
    private droppedSignals;
    /** `out = formatResults(…)` writes into a text `let` that is also built with `+=`: the project helpers it is set to. */
    private helperWrites;
    /**
     * The values a result text can take: both sides of `a || b`, `a ?? b` and ternaries, the returns of a
     * project helper that builds it, every write to a `let` that holds it; plus a synthetic empty
     * alternative for a list formatted straight into text.
     */
    private textAlternatives;
    private path;
    /** Classifies one returned value. */
    private shapeOf;
    private textShape;
    private objectShape;
    /** `content: [{ type: "text", text }]`: the text, or the JSON object stringified into it. */
    private contentShape;
    /** A plain result object: its keys, emptiness, next step, echo and credentials. */
    private payloadShape;
    /** Upstream calls run by executing `node` (its calls, and project functions they call), ids sorted. */
    private upstreamIn;
    /**
     * Upstream calls in `node` whose failure can leave it as a thrown error: a call inside a `try` (in
     * `node`, or in a helper on the way) whose `catch` does not throw again is swallowed there.
     */
    private escapingUpstreamIn;
    /** Upstream calls in `node` and in the project functions it calls (only those that can escape, when `escaping`). */
    private upstreamOf;
    private reachOf;
    /** Upstream calls in the statements that run before `stmt` within `root` (earlier siblings, enclosing conditions). */
    private upstreamBefore;
}
