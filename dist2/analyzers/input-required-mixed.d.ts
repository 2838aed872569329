/**
 * Rule 9 — a follow-up question (`resultType: "input_required"`) is not an empty result.
 *
 * Reads the return paths: a question that also carries entries, a count or a search hint; an empty
 * result that carries `inputRequests`; a question returned after the handler already ran an
 * upstream request. Applies only to servers on revision 2026-07-28 or later.
 */
import type { ModelAnalyzer } from "./types.js";
export declare const inputRequiredMixed: ModelAnalyzer;
