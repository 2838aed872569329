/** What a batch records about one repository: the same whatever worker scanned it and when. */
import { type AuditResult } from "../audit.js";
import { groupFindings } from "../report/group.js";
import type { Provenance } from "../sarif/build.js";
import type { PhaseTiming } from "../timing.js";
export type RepoStatus = "analysed" | "not-measured" | "failed";
/** One active finding as the summaries list it. */
export interface OutcomeResult {
    rule: string;
    level: "error" | "warning" | "note";
    file: string;
    line: number;
    message: string;
}
/** Per rule: active findings, or why the rule said nothing (never read as 0). */
export type RuleCell = number | "n/a" | "off" | "not run";
export interface RepoOutcome {
    label: string;
    status: RepoStatus;
    /** Why not measured or failed. */
    reason?: string;
    /** Analysed, but parts of the repository were not read (exit 3; its findings stand). */
    partial?: string[];
    provenance?: Provenance;
    coverage?: {
        files: number;
        filesSkipped: number;
        tools: number;
        upstreamCalls: number;
        specRevision: string;
        toolsNotAudited?: number;
    };
    /** Implemented rules in catalogue order. */
    rules: Record<string, RuleCell>;
    /** `places`: active findings counted once per group (a shared line or a repeated message shape in a file). */
    findings: {
        error: number;
        warning: number;
        note: number;
        suppressed: number;
        places?: number;
    };
    /**
     * With `--baseline DIR`: compared with the repository's SARIF from a previous batch (`compared`),
     * or there was none (`first scan`: every finding counts as new). Active findings only.
     */
    baseline?: {
        state: "compared" | "first scan";
        new: {
            error: number;
            warning: number;
            note: number;
        };
        gone: number;
    };
    /** The SARIF log, serialised; absent when the analysis failed (an empty upload would close open alerts). */
    sarif?: string;
    /** The repository's SARIF file in the output folder, when one was written. */
    sarifFile?: string;
    /** Active findings, in report order: what the summaries link to. */
    results?: OutcomeResult[];
    /** Not written to any output file (they vary run to run). */
    timing?: {
        ms: number;
        peakHeapMb: number;
        /** CPU time of the worker process on this repository (user + system). */
        cpuMs?: number;
        /** The audit's phase timings (as `--timing` shows them). */
        phases?: PhaseTiming[];
    };
}
/** The summary's columns: implemented rules in catalogue order, only those selected when `--rules` is given. */
export declare function implementedRules(selected?: string[]): string[];
/** An active finding as an outcome counts it, whichever report it was read from. */
export type CountedFinding = Parameters<typeof groupFindings>[0][number] & {
    level: OutcomeResult["level"];
    baselineState?: string;
};
/**
 * What an outcome is built from, read either from an audit (batch) or from its SARIF (summarize):
 * one builder, so both give the same bytes for the same run.
 */
export interface OutcomeFacts {
    /** `rule <id> failed: <message>` for each analyzer that failed. */
    failed: string[];
    notMeasured: string[];
    partial: string[];
    provenance?: Provenance;
    coverage: NonNullable<RepoOutcome["coverage"]>;
    ruleCoverage: {
        ruleId: string;
        applied: boolean;
        reason: string;
    }[];
    ruleIds: string[];
    active: CountedFinding[];
    suppressed: number;
    baseline?: {
        state: "compared" | "first scan";
        gone: number;
    };
}
export declare function buildOutcome(label: string, x: OutcomeFacts): RepoOutcome;
/** The spec revision a coverage's facts name (`before 2026-07-28`, a date), or `unknown`. */
export declare function specRevisionOf(facts: {
    label: string;
    value: string;
}[]): string;
export declare function outcomeOf(label: string, r: AuditResult, sarif: string, provenance?: Provenance, selected?: string[], baselineState?: "compared" | "first scan"): RepoOutcome;
/** Per rule: its active findings, or why it said nothing (from the coverage's rule list). */
export declare function ruleCells(coverage: {
    ruleId: string;
    applied: boolean;
    reason: string;
}[], active: {
    ruleId: string;
}[], ids: string[]): Record<string, RuleCell>;
export declare function failedOutcome(label: string, reason: string, provenance?: Provenance, selected?: string[]): RepoOutcome;
