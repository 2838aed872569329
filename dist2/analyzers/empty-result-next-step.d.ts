/**
 * Rule 3 — an empty result carries a next step; a failed upstream request is not an empty result.
 *
 * Reads the return paths the front end puts into the model. (a) A return inside a failure handler
 * of an upstream request (a catch around it, `.catch()` on it, a branch on `!res.ok` or a failing
 * status) that hands back an empty result or ordinary content instead of `isError`/a throw.
 * (b) An empty-result path of a tool whose result has no next-step field and no instruction.
 */
import type { ReturnPath } from "../model/types.js";
import type { ModelAnalyzer } from "./types.js";
/** A failure-handler return that hides the failure: an empty value, or content the model reads as an answer. */
export declare function hidesFailure(p: ReturnPath): boolean;
export declare const emptyResultNextStep: ModelAnalyzer;
