/**
 * The seam between languages and rules. A front end reads one language's source and fills the
 * language-neutral server model (`model/types.ts`); analyzers read the model, and only the few
 * that still need syntax get a front end's syntax handle. The audit picks front ends by detection
 * and merges what they build, so a repository with two languages is audited in both.
 */
export const LANGUAGES = ["typescript", "python"];
