/** Every analyzer. Adding a rule: one file here, one entry in rules.yaml, one corpus folder. The audit runs them in catalogue order. */
import type { Analyzer } from "./types.js";
export declare const ANALYZERS: readonly Analyzer[];
