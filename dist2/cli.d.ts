#!/usr/bin/env node
import { type AuditResult } from "./audit.js";
export declare const EXIT: {
    readonly OK: 0;
    readonly FINDINGS: 1;
    readonly INPUT: 2;
    readonly NOT_MEASURED: 3;
};
interface AuditArgs {
    paths: string[];
    format: "text" | "sarif" | "json" | "compact";
    output?: string;
    /** Also write SARIF here, from the same run (a folder for several servers). */
    sarifOutput?: string;
    /** Rules turned off on the command line (`--disable a,b`). */
    disable?: string;
    /** Exit 1 when more active warnings than this are found (ESLint's --max-warnings). */
    maxWarnings?: number;
    /** The whole coverage inventory in the text report. */
    coverage?: boolean;
    failOn: "error" | "warning" | "note" | "never";
    rules?: string;
    config?: string;
    color: boolean;
    quiet: boolean;
    includeSuppressed?: boolean;
    baseline?: string;
    failOnNew?: boolean;
    timing?: boolean;
}
export declare function runAudit(args: AuditArgs): Promise<number>;
/** The terminal's progress line for a folder: its name is a repository's choice, so it is made inert (`plain`). */
export declare function progressText(folder: string, message: string): string;
/**
 * 3 when any server was not measured or a rule's analyzer failed, else 1 when an active (unsuppressed) finding — only a new one
 * with `failOnNew` — is at or above `failOn`, else 0. Shared by the single and the batch command.
 */
export declare function exitCode(results: Pick<AuditResult, "findings" | "coverage">[], failOn: AuditArgs["failOn"], failOnNew?: boolean): number;
export declare function listRules(): string;
/** A rule's help by id, or every rule that carries the number (two rules share rule 5, two rule 7). */
export declare function explainRule(id: string): string;
export declare function main(argv: string[]): Promise<number>;
/**
 * The exit code and message for an error that ended the run: a usage error (2, with a pointer to
 * --help), bad input, a config or an I/O problem (2, each line naming its file), and anything else
 * an internal error (3: never a usage error, and never a silent pass).
 */
export declare function reportError(e: unknown): number;
/**
 * Whether this module is the program Node was asked to run: `node dist/cli.js`, `node dist/cli`
 * (Node adds the extension), a symlinked bin (`node_modules/.bin/fidelity-audit`, `npm link`).
 * Compared by real path, so no spelling of the command can make the CLI exit 0 without running.
 */
export declare function isMainModule(argv1: string | undefined, self?: string): boolean;
export {};
