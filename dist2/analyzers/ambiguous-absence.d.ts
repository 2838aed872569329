import type { ModelAnalyzer } from "./types.js";
export declare const ambiguousAbsence: ModelAnalyzer;
