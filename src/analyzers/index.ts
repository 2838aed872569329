/** Every analyzer, in catalogue order. Adding a rule: one file here, one entry in rules.yaml, one corpus folder. */
import type { Analyzer } from "./types.js";
import { scopeOnlyWhenSet } from "./scope-only-when-set.js";
import { emptyResultExcuse } from "./empty-result-excuse.js";
import { silentEnvelopeDefault } from "./silent-envelope-default.js";
import { nonNumberAsZero } from "./non-number-as-zero.js";
import { ambiguousAbsence } from "./ambiguous-absence.js";
import { hardwiredKeySpelling } from "./hardwired-key-spelling.js";
import { droppedContinuation } from "./dropped-continuation.js";

export const ANALYZERS: readonly Analyzer[] = [scopeOnlyWhenSet, emptyResultExcuse, silentEnvelopeDefault, nonNumberAsZero, ambiguousAbsence, hardwiredKeySpelling, droppedContinuation];
