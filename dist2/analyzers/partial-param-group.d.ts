/**
 * Rule 2 — a flag group is sent only for the members the caller chose, or a declared argument
 * never reaches anything.
 *
 * Reads `keyed-write` flows: a request key computed from the caller's list (`Field.${f}` with `f`
 * running over the argument, or a constant group filtered by it). A key pattern that is also written
 * for every member of a constant group is complete and never arrives here (the engine drops it).
 * Declared-but-dead reads `ToolModel.readParams`: an argument the handler's code never reads at all.
 */
import type { ModelAnalyzer } from "./types.js";
export declare const partialParamGroup: ModelAnalyzer;
