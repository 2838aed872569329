/** What a batch records about one repository: the same whatever worker scanned it and when. */

import { type AuditResult, activeFindings } from "../audit.js";
import { loadCatalogue } from "../catalogue/index.js";
import { groupFindings } from "../report/group.js";
import { unlinked } from "../report/text.js";
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
  findings: { error: number; warning: number; note: number; suppressed: number; places?: number };
  /**
   * With `--baseline DIR`: compared with the repository's SARIF from a previous batch (`compared`),
   * or there was none (`first scan`: every finding counts as new). Active findings only.
   */
  baseline?: { state: "compared" | "first scan"; new: { error: number; warning: number; note: number }; gone: number };
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
export function implementedRules(selected?: string[]): string[] {
  return loadCatalogue()
    .filter((r) => r.status === "implemented" && (!selected || selected.includes(r.id)))
    .map((r) => r.id);
}

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
  ruleCoverage: { ruleId: string; applied: boolean; reason: string }[];
  ruleIds: string[];
  active: CountedFinding[];
  suppressed: number;
  baseline?: { state: "compared" | "first scan"; gone: number };
}

export function buildOutcome(label: string, x: OutcomeFacts): RepoOutcome {
  const measured = x.notMeasured.length === 0;
  const partial = measured && !x.failed.length ? x.partial : [];
  const count = (level: string, only?: (f: CountedFinding) => boolean) =>
    x.active.filter((f) => f.level === level && (!only || only(f))).length;
  const isNew = (f: CountedFinding) => f.baselineState === "new";
  return {
    label,
    status: x.failed.length ? "failed" : measured ? "analysed" : "not-measured",
    ...(x.failed.length ? { reason: x.failed.join("; ") } : measured ? {} : { reason: x.notMeasured.join("; ") }),
    ...(partial.length ? { partial: [...partial] } : {}),
    ...(x.provenance ? { provenance: x.provenance } : {}),
    coverage: x.coverage,
    rules: ruleCells(x.ruleCoverage, x.active, x.ruleIds),
    findings: {
      error: count("error"),
      warning: count("warning"),
      note: count("note"),
      suppressed: x.suppressed,
      places: groupFindings(x.active).length,
    },
    ...(x.baseline
      ? {
          baseline: {
            state: x.baseline.state,
            new: { error: count("error", isNew), warning: count("warning", isNew), note: count("note", isNew) },
            gone: x.baseline.gone,
          },
        }
      : {}),
    results: x.active.map((f) => ({
      rule: f.ruleId,
      level: f.level,
      file: f.location.file,
      line: f.location.line,
      message: unlinked(f),
    })),
  };
}

/** The spec revision a coverage's facts name (`before 2026-07-28`, a date), or `unknown`. */
export function specRevisionOf(facts: { label: string; value: string }[]): string {
  return facts.find((f) => f.label === "spec revision")?.value.split(" — ")[0] ?? "unknown";
}

export function outcomeOf(
  label: string,
  r: AuditResult,
  sarif: string,
  provenance?: Provenance,
  selected?: string[],
  baselineState?: "compared" | "first scan",
): RepoOutcome {
  const active = activeFindings(r);
  const o = buildOutcome(label, {
    failed: r.coverage.rulesFailed.map((f) => `rule ${f.ruleId} failed: ${f.message}`),
    notMeasured: r.coverage.notMeasured,
    partial: r.coverage.partial,
    ...(provenance ? { provenance } : {}),
    coverage: {
      files: r.coverage.filesAnalysed,
      filesSkipped: r.coverage.filesSkipped.filter((s) => s.kind === "file").length,
      tools: r.coverage.toolsFound,
      upstreamCalls: r.coverage.upstreamCalls,
      specRevision: specRevisionOf(r.coverage.facts),
      ...(r.coverage.toolsNotAudited?.length ? { toolsNotAudited: r.coverage.toolsNotAudited.length } : {}),
    },
    ruleCoverage: r.coverage.rules,
    ruleIds: implementedRules(selected),
    active,
    suppressed: r.findings.length - active.length,
    ...(baselineState ? { baseline: { state: baselineState, gone: r.baseline?.absent.length ?? 0 } } : {}),
  });
  // the SARIF text sits before the results, as batch has always written the outcome
  const { results, ...rest } = o;
  return { ...rest, sarif, results: results! };
}

/** Per rule: its active findings, or why it said nothing (from the coverage's rule list). */
export function ruleCells(
  coverage: { ruleId: string; applied: boolean; reason: string }[],
  active: { ruleId: string }[],
  ids: string[],
): Record<string, RuleCell> {
  const rules: Record<string, RuleCell> = {};
  for (const id of ids) {
    const cov = coverage.find((x) => x.ruleId === id);
    rules[id] = cov?.applied
      ? active.filter((f) => f.ruleId === id).length
      : cov?.reason.startsWith("not applicable")
        ? "n/a"
        : cov?.reason.startsWith("turned off") || cov?.reason.startsWith("not selected")
          ? "off"
          : "not run";
  }
  return rules;
}

export function failedOutcome(
  label: string,
  reason: string,
  provenance?: Provenance,
  selected?: string[],
): RepoOutcome {
  const rules = Object.fromEntries(implementedRules(selected).map((id) => [id, "not run" as RuleCell]));
  return {
    label,
    status: "failed",
    reason,
    ...(provenance ? { provenance } : {}),
    rules,
    findings: { error: 0, warning: 0, note: 0, suppressed: 0 },
  };
}
