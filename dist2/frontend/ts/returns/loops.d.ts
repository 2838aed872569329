/** Loops and switches around returns: silent skips of failed items, local filters, cases that break out. */
import { Node } from "../morph.js";
/**
 * Tool arguments a handler applies itself: read inside a `.filter(…)` callback or as the start of a
 * `.slice(…)` (`results.filter((r) => r.score >= min_score)`, `hits.slice(offset, offset + limit)` gives
 * `offset`; an end bound, a limit, never empties a list by itself), with the call. Such a
 * filter can empty a list on its own — on the paths it runs before.
 */
export declare function localFilters(root: Node, params: string[]): {
    name: string;
    at: Node;
}[];
/**
 * Query arguments the handler rewrites before sending: `const cleaned = await rewrite(query)`,
 * `const fullQuery = \`${companyName} company\``, `const q2 = query.replace(…)`, where the new name is
 * a query's and is passed on to a call. Trimming and encoding are no rewrite.
 */
export declare function rewrittenArgs(root: Node, params: string[]): {
    param: string;
    as: string;
    at: Node;
}[];
/** A helper's result key that says the result was cut short. */
export declare const SIGNAL_KEY: RegExp;
export declare function parsesJson(block: Node): boolean;
/** Lists a statement pushes into (`list.push(…)`), by declaration. */
export declare function pushedLists(stmt: Node): Node[];
/** Whether the function that declares a list returns it (directly or inside the returned object). */
export declare function returnedFrom(decl: Node): boolean;
/** A block that drops what failed without a trace a caller can see: empty, or only `continue` and logging. */
export declare function silentBlock(stmt: Node, requireContinue?: boolean): boolean;
/** `d.ok && …`, `res.success && …`: keeping an item only when its own request succeeded. */
export declare function successConjunct(cond: Node): boolean;
/** Whether a case clause can leave its switch by `break` or by running off its end, to the statements after it. */
export declare function leavesBy(clause: Node): boolean;
