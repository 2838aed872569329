/** Every analyzer, in catalogue order. Adding a rule: one file here, one entry in rules.yaml, one corpus folder. */
import type { Analyzer } from "./types.js";
import { scopeOnlyWhenSet } from "./scope-only-when-set.js";
import { emptyResultExcuse } from "./empty-result-excuse.js";
import { emptyResultNextStep } from "./empty-result-next-step.js";
import { emptyResultNoEcho } from "./empty-result-no-echo.js";
import { inputRequiredMixed } from "./input-required-mixed.js";
import { querySyntaxUndocumented } from "./query-syntax-undocumented.js";

export const ANALYZERS: readonly Analyzer[] = [scopeOnlyWhenSet, emptyResultNextStep, emptyResultExcuse, querySyntaxUndocumented, inputRequiredMixed, emptyResultNoEcho];
