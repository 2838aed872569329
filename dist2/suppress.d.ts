/**
 * Inline suppressions, written in the audited source as line comments:
 *
 *   // fidelity-audit-ignore-next-line <rule>[,<rule>…] -- <reason>
 *   // fidelity-audit-ignore-file <rule>[,<rule>…] -- <reason>
 *
 * The next-line form covers findings that start on the next line that is not itself a
 * suppression comment (so two stacked comments cover the same line); the file form covers the
 * whole file. A suppression without a reason does not take effect, and is reported; so are unknown
 * rule ids and suppressions that matched nothing for a rule that ran. These reports are not
 * findings of any rule (no catalogue entry): they go to the text and JSON reports as warnings and
 * to SARIF as `toolExecutionNotifications` (`suppression-missing-reason`, `suppression-unknown-rule`,
 * `suppression-unused`, `suppression-malformed`). They never change the exit code by themselves.
 */
import type { SourceLocation } from "./model/types.js";
export interface Suppression {
    kind: "next-line" | "file";
    rules: string[];
    reason?: string;
    file: string;
    /** Where the comment stands. */
    location: SourceLocation;
    /** For next-line: the 1-based line it covers. */
    targetLine?: number;
    /** The comment marker of the file's language. */
    marker?: keyof typeof DIRECTIVES;
}
/** What a suppressed finding carries (SARIF `suppressions[]`, kind inSource). */
export interface AppliedSuppression {
    kind: "next-line" | "file";
    justification: string;
    location: SourceLocation;
}
export type SuppressionProblemKind = "missing-reason" | "unknown-rule" | "unused" | "malformed";
export interface SuppressionProblem {
    kind: SuppressionProblemKind;
    message: string;
    location: SourceLocation;
}
declare const DIRECTIVES: {
    readonly "//": RegExp;
    readonly "#": RegExp;
};
/** How a front end's language writes a line comment, and where its strings are (a marker inside one is not a comment). */
export interface CommentSyntax {
    marker: keyof typeof DIRECTIVES;
    /** True when the character at `offset` lies inside a string, template or regex token. */
    insideLiteral(offset: number): boolean;
}
/**
 * The suppression comments in one file (`rel` = its path relative to the audit root). Each front
 * end passes its language's comment syntax; the directives are the same in every language.
 */
export declare function readSuppressions(text: string, rel: string, syntax: CommentSyntax): Suppression[];
export interface SuppressableFinding {
    ruleId: string;
    location: SourceLocation;
    suppression?: AppliedSuppression;
}
/**
 * Marks the findings that a well-formed suppression covers (setting `suppression`) and returns
 * the problems with the suppressions themselves. `knownRules` are the catalogue ids; `ranRules`
 * the rules that ran in this audit (only those can make a suppression "unused").
 */
export declare function applySuppressions(findings: SuppressableFinding[], suppressions: Suppression[], knownRules: Set<string>, ranRules: Set<string>): SuppressionProblem[];
export {};
