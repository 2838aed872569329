import type { Level } from "../analyzers/types.js";
export interface RuleEntry {
    id: string;
    fidelityRule?: number;
    name: string;
    status: "implemented" | "planned";
    /** "model": reads only the language-neutral model; "syntax": still reads a front end's syntax tree. */
    needs: "model" | "syntax";
    /** The front ends the rule runs on; elsewhere it is reported "not applicable". */
    languages: string[];
    level: Level;
    precision: "very-high" | "high" | "medium" | "low";
    tags: string[];
    short: string;
    full: string;
    help: string;
    /** Before/after examples per language of `languages` (shown in help; run by test/examples.test.ts). */
    examples: Record<string, LanguageExamples>;
    options?: Record<string, OptionSpec>;
}
/**
 * One language's examples of a rule. `bad` and `good` are what help shows. test/examples.test.ts
 * completes each into a small server — `around` is the code around the example (which stands at its
 * `{{example}}` line), written to `file`, beside the other `files` of that server; none of it is
 * shown — audits it, and requires exactly the findings `flagged` names from `bad` (`<line of bad>`,
 * and ` <messageId>` when the finding has one) and no finding of the rule from `good`. `todo` marks
 * a `bad` example the auditor does not report yet in that language (a known gap, as Semgrep's
 * `todoruleid`): it says why, help shows it, and the test requires no finding until the gap closes.
 */
export interface LanguageExamples {
    bad: string;
    good: string;
    /** Empty when `todo` is set. */
    flagged: string[];
    todo?: string;
    around?: string;
    file?: string;
    files?: Record<string, string>;
}
export declare const EXAMPLE_PLACEHOLDER = "{{example}}";
/** The type of one rule option in `rules.yaml`; `loadConfig` checks every configured value against it. */
export type OptionSpec = {
    type: "string-list";
    description: string;
} | {
    type: "enum";
    values: string[];
    default: string;
    description: string;
};
export declare const OPTION_TYPES: readonly ["string-list", "enum"];
/** One line per option for `explain`: name, type, allowed values and default, description. */
export declare function optionLines(r: RuleEntry): string[];
export declare function loadCatalogue(file?: string): RuleEntry[];
export declare function ruleById(id: string): RuleEntry | undefined;
/** Plain-text help: the prose without markdown emphasis, then the bad and good examples of each language. */
export declare function helpText(r: RuleEntry): string;
export declare function helpMarkdown(r: RuleEntry): string;
/** The heading a rule has in the README and in reports: "Rule 5 (tests)", "Extension". */
export declare function ruleHeading(r: RuleEntry, all?: RuleEntry[]): string;
/**
 * The README's rule sections, generated from the catalogue so the help has one source
 * (`npm run readme` writes them; test/readme.test.ts fails when the README is out of date).
 */
export declare function readmeRules(all?: RuleEntry[]): string;
