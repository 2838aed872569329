/** Lists formatted straight into a result's text: where an empty list would read as "", a bare header or "[]". */
import { Node } from "../morph.js";
import { type Bindings } from "./bindings.js";
/** A synthetic empty: the text an unformatted list gives when it is empty, the list, and where it is formatted. */
export interface DerivedList {
    text: string;
    list: string;
    at: Node;
    listNode: Node;
    awaited?: boolean;
    fanOut?: boolean;
    /** The result key that carries the list (`fieldStats` of `{ fieldStats: stats }`), when it is wrapped. */
    key?: string;
    /** The list is the one a helper was handed (`paginate(rows, n)`): its empty result is the caller's return. */
    handed?: Node;
}
/** The `case` clause or function a node stands in: where an emptiness test would belong to its path. */
export declare function scopeOf(n: Node): Node;
/** Whether `scope` tests the emptiness of a list named like `list` (`x.length`, `x.size`, `!x.length`, `x.length > 0`). */
export declare function testsEmptiness(scope: Node, list: string, except?: Node): boolean;
/** `x.map(f).join("\n")`, `x.join(", ")`, `JSON.stringify(x.map(f))`: the list's name, as written. */
export declare const LIST_STEP: RegExp;
/**
 * A list formatted straight into text: `rows.map(fmt).join("\n")`, `JSON.stringify(rows.map(…))`, a
 * header pushed into an array before a loop over a list and joined. When the list is empty it reads
 * as "" , a bare header or "[]". Undefined when the list is a literal or nothing formats a list.
 */
export declare function unformattedList(n: Node, env?: Bindings): DerivedList | undefined;
/**
 * An object literal that carries a record list under a list key (`{ query, items: data.items }`): when the
 * list is empty the envelope holds `[]` beside the other values, which show as "${…}" in the text.
 */
export declare function wrappedList(obj: Node, env?: Bindings): Omit<DerivedList, "at"> | undefined;
/**
 * `content: data.items.map((i) => ({ type: "text", text: i.name }))`: the result's content items are the
 * upstream list mapped one by one; when the list is empty the result has no content at all.
 */
export declare function mappedContent(content: Node): Omit<DerivedList, "at"> | undefined;
/**
 * A value the code declares to be a list: `as Study[]`, a variable or parameter typed `X[]`,
 * `Array<X>` or `readonly X[]`, a project function declared to return one (`dbAll(): Promise<any[]>`,
 * `fetchJson<FieldValueStats[]>(…)` of a `fetchJson<T>(): Promise<T>`), a property declared as one.
 * Read from the declarations, not the checker: the audit runs without the standard library, so the
 * checker knows neither `Array` nor `Promise`. Followed through bound helper parameters, consts and awaits.
 */
export declare function typedList(expr: Node, env: Bindings, depth?: number): boolean;
/**
 * A collection a result carries as it came: a list step chain (`rows.slice(0, n)`), a record list read
 * by its key (`body.results`), or a value typed as a list. Not a literal, not a module-level table.
 */
export declare function heldList(expr: Node, env: Bindings): Node | undefined;
/** The list a formatting chain starts from (`data.items` of `(data.items || []).filter(f).map(g)`), unless it is a literal. */
export declare function listBase(expr: Node): Node | undefined;
/**
 * Whether a list comes from awaited I/O (`(await res.json()).items`, `const r = await client.search(…)`),
 * through consts, bound helper parameters, property reads and list steps: data from a source, even
 * when its client is not recognised as an upstream call.
 */
export declare function awaitedOrigin(node: Node, env: Bindings, depth: number): boolean;
/**
 * `const results = await Promise.all(paths.map(fetchDoc))`: one entry per item the caller gave, so
 * the list is empty only when the caller asked for nothing — not an empty answer from the source.
 */
export declare function fanOut(list: Node, env: Bindings): boolean;
export declare function isLoopCallback(fn: Node): boolean;
/** The loop over a list that a statement runs in (`for (const r of rows)`, `rows.forEach(…)`), within `fn`. */
export declare function enclosingLoop(n: Node, fn: Node | undefined): {
    list: Node;
    at: Node;
} | undefined;
