/**
 * The evaluator: what an expression stands for in one registration context (a binding of loop
 * variables and helper parameters), members of literals and classes, and the elements of lists.
 */
import { Node } from "../morph.js";
import { type ConstString } from "../syntax/const-eval.js";
/** Identifier bindings that hold in one registration context. */
export type Env = ReadonlyMap<string, Node>;
export declare const EMPTY: Env;
/**
 * What an expression stands for in a registration context: bindings first, then declarations.
 * The engine asks this for every callee it evaluates, so top-level answers are kept per context.
 */
export declare function evalIn(expr: Node | undefined, env: Env, depth?: number): Node | undefined;
/** A member of an object literal, a `new C()` instance or a class (static members). */
export declare function memberOf(base: Node, key: string): Node | undefined;
/**
 * A member of a definition object in a context: spreads are evaluated with the context's bindings
 * (`{ ...config, inputSchema }` inside a registration wrapper). When the last writer of the key is a
 * value known only at run time (a schema the wrapper derives), the spread definition's own member is
 * the best static stand-in and is preferred.
 */
export declare function memberIn(base: Node | undefined, key: string, env: Env, preferKnown?: boolean, depth?: number): Node | undefined;
/** The class a `new C(...)` expression or class reference denotes. */
export declare function classOf(n: Node): Node | undefined;
/** The elements of a collection expression: array literals (with spreads), Object.values(map), Map literals. */
export declare function elementsOf(expr: Node | undefined, env: Env, depth?: number): Node[];
/** Names referenced inside `n` (identifiers), to decide which bindings a registration call depends on. */
export declare function identifiersIn(nodes: Node[]): Set<string>;
export declare function bindingNames(n: Node): string[];
/**
 * The key of one declared name in an environment, beside its plain name: two helpers on one
 * registration path can both have a `config` parameter, and each use sees its own.
 */
export declare function declKey(nameNode: Node): string;
/** What an identifier is bound to in a context: the binding of its own declaration first, then by name. */
export declare function bindingOf(id: Node, env: Env): Node | undefined;
/** Binds a loop variable / callback parameter pattern to one element. */
export declare function bindPattern(pattern: Node, value: Node, env: Map<string, Node>): void;
export declare function unpackMapped(el: Node): {
    node: Node;
    extra: Map<string, Node>;
};
export declare function str(expr: Node | undefined, env: Env, depth?: number): ConstString | undefined;
/**
 * Whether a condition holds in a context, when it can be decided from constants: literals,
 * members of literals and JSON documents (a missing key is undefined), `!`, `&&`, `||`, equality,
 * `SET.has(x)` / `LIST.includes(x)` over constant lists, and project predicates made of guarded returns.
 */
export declare function truthy(expr: Node | undefined, env: Env, depth?: number): boolean | undefined;
/** `toolName || "web_search_exa"` where the helper was called without a name: the fallback literal. */
export declare function fallbackName(expr: Node, env: Env): ConstString | undefined;
