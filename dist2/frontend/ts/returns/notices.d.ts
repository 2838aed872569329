import { Node } from "../morph.js";
/**
 * True when, in the function around `at`, a statement that always runs before `at` (an earlier
 * statement of a block that encloses it) attaches a notice that tells the caller what to do next.
 */
export declare function noticeBefore(at: Node): boolean;
