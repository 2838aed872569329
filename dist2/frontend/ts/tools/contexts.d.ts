/**
 * Registration contexts: registration calls can sit inside loops over definition lists or inside
 * project helpers; every context in which a call runs binds those names to one definition.
 */
import type { RegistrationStyle } from "../../../model/types.js";
import { Node } from "../morph.js";
interface Context {
    env: Map<string, Node>;
    style: "direct" | "loop" | "wrapper";
    /** The definition node (list element, helper argument) a tool stems from, for its location. */
    origin?: Node;
}
/**
 * Every context in which `call` runs: loop bindings inside its function, and — when its
 * arguments depend on the enclosing function's parameters — one context per call site of that
 * function (recursively, bounded).
 */
export declare function contextsOf(call: Node, neededAtCall: Set<string>, depth: number, limits: string[]): Context[];
export declare function styleFor(ctx: Context, direct: RegistrationStyle): RegistrationStyle;
export {};
