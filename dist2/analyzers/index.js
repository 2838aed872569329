/** Every analyzer. Adding a rule: one file here, one entry in rules.yaml, one corpus folder. The audit runs them in catalogue order. */
import { ambiguousAbsence } from "./ambiguous-absence.js";
import { droppedContinuation } from "./dropped-continuation.js";
import { emptyResultExcuse } from "./empty-result-excuse.js";
import { emptyResultNextStep } from "./empty-result-next-step.js";
import { emptyResultNoEcho } from "./empty-result-no-echo.js";
import { guessedTtl } from "./guessed-ttl.js";
import { hardwiredKeySpelling } from "./hardwired-key-spelling.js";
import { inputRequiredMixed } from "./input-required-mixed.js";
import { nonNumberAsZero } from "./non-number-as-zero.js";
import { partialParamGroup } from "./partial-param-group.js";
import { querySyntaxUndocumented } from "./query-syntax-undocumented.js";
import { scopeOnlyWhenSet } from "./scope-only-when-set.js";
import { silentEnvelopeDefault } from "./silent-envelope-default.js";
import { testCannotFail } from "./test-cannot-fail.js";
import { unstableOrder } from "./unstable-order.js";
import { unstableToolRegistry } from "./unstable-tool-registry.js";
import { widenedQuery } from "./widened-query.js";
export const ANALYZERS = [
    scopeOnlyWhenSet,
    partialParamGroup,
    emptyResultNextStep,
    emptyResultExcuse,
    querySyntaxUndocumented,
    testCannotFail,
    silentEnvelopeDefault,
    unstableOrder,
    unstableToolRegistry,
    guessedTtl,
    inputRequiredMixed,
    widenedQuery,
    emptyResultNoEcho,
    ambiguousAbsence,
    hardwiredKeySpelling,
    nonNumberAsZero,
    droppedContinuation,
];
