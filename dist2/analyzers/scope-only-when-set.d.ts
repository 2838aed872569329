/**
 * Rule 1 — an optional narrowing argument reaches the upstream request only when the caller set it.
 *
 * Reads the `guarded-write` flows the dataflow engine puts into the model: a write into a request
 * object that runs only under a condition on the same argument, carried to an upstream call. Also
 * reads `fixedValues`: a restricting literal (status, page size, date window) sent on every call
 * that the caller cannot change and the description does not mention.
 */
import type { ModelAnalyzer } from "./types.js";
export declare const scopeOnlyWhenSet: ModelAnalyzer;
