import type { ModelAnalyzer } from "./types.js";
export declare const testCannotFail: ModelAnalyzer;
