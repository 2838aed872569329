/**
 * Two facts about a value read from an upstream answer in Python, the spellings of what the
 * TypeScript front end records (`response-facts.ts`):
 * - the record field a fallback fills (`{"definition": e.get("definition") or None}`,
 *   `out["definition"] = …`, `Term(definition=…)`), with the function that builds the record, every
 *   key it writes and the decisions it makes on what the caller gets (a test of the caller's field
 *   choice `"notes" in fields`, a redaction, a cut to a limit);
 * - the fate of a key read (`data.get("has_more")`): it reaches the result (returned, put in a
 *   record, written into one), drives a paging loop, or goes nowhere (ignored, compared in a branch
 *   that only logs, logged, stored in a variable nothing uses).
 */
import type { ResponseRecordField } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
/**
 * The record field a value is written to, with the function that builds the record. With `loops`, also
 * the field a loop over the value fills (`for d in raw.get("details") or []: out.append(…)`, then
 * `"variants": out`); the caller asks for that only for values read from entries, so a loop over an
 * answer's own list stays an envelope default (rule 6).
 */
export declare function recordFieldOf(file: PyFile, n: PyNode, loops: boolean): ResponseRecordField | undefined;
export declare function callerViewChoice(pair: PyNode): boolean;
type Fate = "result" | "loop" | "dropped";
/** What happens to a value read at `n`: it reaches the result, drives a loop, or is dropped. */
export declare function fateOf(n: PyNode, depth?: number): Fate;
export {};
