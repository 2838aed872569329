/**
 * Groups findings that say the same thing about one place, so a report lists the shape once with a
 * count: findings of one rule on one line, and findings of one rule and message in one file that
 * differ only in the names they quote (one `catch` template in 61 handlers, a block of keys). SARIF
 * keeps one result per location (code-scanning alerts are per line); the text report, the JSON
 * report and the batch summary use these groups.
 */
import type { Finding } from "../analyzers/types.js";
export interface FindingGroup {
    ruleId: string;
    messageId?: string;
    file: string;
    /** Lines of the grouped findings, in order. */
    lines: number[];
    count: number;
    /** `line`: the findings share a line; `template`: they repeat one message shape across the file. */
    kind: "line" | "template";
    /** The first finding of the group (the one a report shows). */
    first: Finding;
}
/**
 * The groups of `findings` (suppressed ones left out), in report order: by file, then first line.
 * Every active finding is in exactly one group; a group of one is a finding on its own.
 */
export declare function groupFindings(findings: readonly Finding[]): FindingGroup[];
/** The JSON form of the groups: no finding bodies, only what identifies them. */
export declare function groupSummary(findings: readonly Finding[]): {
    ruleId: string;
    messageId?: string;
    file: string;
    kind: FindingGroup["kind"];
    count: number;
    lines: number[];
}[];
