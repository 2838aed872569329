/**
 * Return paths in Python: every way a tool handler answers — a `return` (following returned calls
 * into project helpers), a `raise` — classified as data, empty result or error, with the
 * conditions that lead there; and the returns that sit in an `except` around an upstream request.
 *
 * Result values are read like the TypeScript front end reads object literals: a dict literal, a
 * result model built with keyword arguments (`SearchResult(returned=len(entries), entries=…)`),
 * `json.dumps(...)` of one, a list, a text. A result whose count field is `len(x)` of the list it
 * returns, with no earlier return for the empty list, also has an implicit empty path (the same
 * return when `x` is empty), so its next step can be checked.
 */
import type { ReturnPath } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { type ProjectIndex } from "./syntax.js";
import type { PyHandler } from "./tools.js";
import type { UpstreamFinder } from "./upstream.js";
export declare class ReturnReader {
    private readonly index;
    private readonly finder;
    private readonly siteIds;
    private readonly reachMemo;
    constructor(index: ProjectIndex, finder: UpstreamFinder, siteIds: Map<number, string>);
    toolPaths(h: PyHandler): ReturnPath[];
    /** Returns inside an `except` whose `try` reaches an upstream call, in the reached functions. */
    failurePaths(fns: {
        file: PyFile;
        fn: PyNode;
    }[]): ReturnPath[];
    /**
     * A loop that fills the returned list and catches each item's failed request: a silent except
     * (`continue`, `pass`, a log line) drops the item with no count of it (`skip`); an except that puts an
     * error text into the list (`results.append(f"Error reading {p}: {e}")`) returns the failure as content.
     */
    private loopFailures;
    private functionReturns;
    private exprPaths;
    /**
     * The synthetic empty path of an upstream answer handed on as it came (`return hits`,
     * `json.dumps(results)`, `[TextContent(text=str(response.to_dict()))]`, a helper's answer returned
     * whole), when nothing on the way tests it for emptiness: an empty answer comes out the same way.
     */
    private derivedEmpty;
    /** An object returned as an envelope: one of its list keys (`results`, `items`, `result`) holds the upstream answer. */
    private wrapsList;
    /** The upstream answer an expression hands on unchanged (through wrappers, keys and local names), if any. */
    private upstreamValue;
    /** A call that is an upstream request or reaches one (in its arguments or through the helper it calls). */
    private callReaches;
    /** A builder helper's single return, read at the call that fills it (its text argument decides emptiness). */
    private callShape;
    private implicitEmpty;
    private path;
    /** Keyword arguments of a result model, or the pairs of a dict literal. */
    private entriesOf;
    /** The keys `**x` puts in: a dict literal, or the dict a project helper returns (`**_degraded(exc)`). */
    private splatEntries;
    private shapeOf;
    private payloadShape;
    upstreamIn(file: PyFile, node: PyNode, depth?: number): string[];
    private upstreamBefore;
}
