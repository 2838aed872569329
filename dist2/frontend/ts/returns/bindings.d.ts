/** Helper parameters bound to call arguments, and following values through them and through `const`s. */
import { Node } from "../morph.js";
/** A helper parameter bound to the argument a call passes (and the bindings that argument is read under). */
export type Bindings = Map<Node, {
    arg: Node | undefined;
    env: Bindings;
}>;
export declare const NO_BINDINGS: Bindings;
/** Follows bound helper parameters and `const` initialisers to the expression a value stands for. */
export declare function resolve(node: Node, env: Bindings): {
    node: Node;
    env: Bindings;
};
export declare function bind(fn: Node, args: Node[], env: Bindings): Bindings;
export declare function isJsonCall(n: Node): boolean;
/** The value of a property in an object literal (shorthand: its name). */
export declare function prop(obj: Node, key: string): Node | undefined;
export declare function ownKeys(obj: Node): string[];
export declare function isNothing(n: Node): boolean;
