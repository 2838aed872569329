/** Every analyzer, in catalogue order. Adding a rule: one file here, one entry in rules.yaml, one corpus folder. */
import type { Analyzer } from "./types.js";
import { scopeOnlyWhenSet } from "./scope-only-when-set.js";
import { emptyResultExcuse } from "./empty-result-excuse.js";
import { guessedTtl } from "./guessed-ttl.js";
import { testCannotFail } from "./test-cannot-fail.js";
import { unstableToolRegistry } from "./unstable-tool-registry.js";

export const ANALYZERS: readonly Analyzer[] = [scopeOnlyWhenSet, emptyResultExcuse, testCannotFail, unstableToolRegistry, guessedTtl];
