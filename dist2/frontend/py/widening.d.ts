/**
 * Python syntax for rule 10's flow facts (`ParamFlow.derived`, `ParamFlow.emptyPath`): where an
 * upstream call runs only because an earlier result was empty (`if not results: …`, or after
 * `if results: return …`), and whether a call runs inside a loop. The dataflow engine
 * (`flow.ts`) asks these questions at each upstream call it reaches.
 */
import type { SourceLocation } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
/** Methods that cut a text into a shorter one (`term.split()`, `term.rsplit(" ", 1)`). */
export declare const CUT_METHOD: RegExp;
/**
 * The condition under which `node` runs because an earlier result was empty: inside `if not hits:`
 * (or the `else` of `if hits:`), or after `if hits: return …` in the same block. A test on one of the
 * function's own parameters (`if not ids: ids = …`) is about the caller's input, not a result.
 */
export declare function emptyGuardOf(file: PyFile, node: PyNode): {
    location: SourceLocation;
    condition: string;
} | undefined;
/** Whether `node` runs inside a loop of its function (a `for` body or a comprehension). */
export declare function inLoop(node: PyNode): boolean;
