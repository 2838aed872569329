/**
 * Where a node runs in its own function: under a condition that names a tool argument, on the
 * empty-result path of an earlier call, or in a loop. Syntax-only questions the engine asks at
 * every write and every upstream call.
 */
import type { SourceLocation } from "../../../model/types.js";
import { Node } from "../morph.js";
/** Whether an identifier or property name in `n` spells `param` (ignoring case, `_` and `-`). */
export declare function mentionsName(n: Node, param: string): boolean;
export declare function isInside(inner: Node, outer: Node): boolean;
type EmptyGuard = Readonly<{
    location: SourceLocation;
    condition: string;
}>;
/**
 * The condition that puts `node` on the empty-result path of its function, if one does. Asked for
 * every call site on the engine's stack at every upstream call, so computed once per node.
 */
export declare function emptyGuardOf(node: Node): EmptyGuard | undefined;
/** Whether `node` runs in a loop or an iterating callback of its function (once per node). */
export declare function inLoop(node: Node): boolean;
/**
 * Inside a loop over an object's entries (`Object.entries(opts).forEach(([key, value]) => …)`), a
 * branch on the entry's key (`if (key === "labels")`, `if (keys.includes(key))`) writes only the
 * entries it names, and its else branch only the others. Returns which argument names a write at
 * `at` can carry, or undefined when no such branch encloses it.
 */
export declare function entryKeyBranch(at: Node): ((param: string) => boolean) | undefined;
/** The first element of an array binding (`([key, value]) =>`, `for (const [key, value] of …)`): an entry's key. */
export declare function isEntryKey(n: Node): boolean;
export {};
