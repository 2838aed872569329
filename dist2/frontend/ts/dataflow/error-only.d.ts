import { Node } from "../morph.js";
/** The value computed by `at` (a default expression, a destructured name) reaches only error results. */
export declare function reachesOnlyErrors(at: Node): boolean;
