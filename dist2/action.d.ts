#!/usr/bin/env node
/** Splits `args` like a POSIX shell does words: single and double quotes, backslash escapes; no expansion. */
export declare function shellWords(s: string): string[];
/** A boolean input in any case (`true`, `True`, `TRUE`, `yes`, `1`; `false`, `no`, `0`, empty for the default). */
export declare function booleanInput(name: string, value: string | undefined, fallback: boolean): boolean;
/** Whether the run is a pull request from a fork (its token cannot write security events). */
export declare function isForkPullRequest(env: NodeJS.ProcessEnv): boolean;
interface Row {
    level: string;
    rule: string;
    file: string;
    line: number;
    message: string;
    /** `new` or `unchanged` against a baseline; undefined without one. */
    state?: string;
}
/** Annotations GitHub keeps per step and level (errors, warnings, notices); more are dropped. */
export declare const ANNOTATIONS_PER_LEVEL = 10;
/** The step summary: verdict, findings by rule and level, and the top findings (errors first). */
export declare function stepSummary(rows: Row[], code: number, serverPath: string, uploaded: string, why?: {
    notMeasured?: string[];
    errors?: string[];
    annotations?: string;
}): string;
export declare function runAction(env?: NodeJS.ProcessEnv, log?: (s: string) => void): number;
export {};
