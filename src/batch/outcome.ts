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

export function outcomeOf(
  label: string,
  r: AuditResult,
  sarif: string,
  provenance?: Provenance,
  selected?: string[],
  baselineState?: "compared" | "first scan",
): RepoOutcome {
  const measured = r.coverage.notMeasured.length === 0;
  const crashed = r.coverage.rulesFailed.map((f) => `rule ${f.ruleId} failed: ${f.message}`);
  const partial = measured && !crashed.length ? r.coverage.partial : [];
  const active = activeFindings(r);
  const rules = ruleCells(r.coverage.rules, active, implementedRules(selected));
  const spec = r.coverage.facts.find((f) => f.label === "spec revision")?.value.split(" — ")[0] ?? "unknown";
  return {
    label,
    status: crashed.length ? "failed" : measured ? "analysed" : "not-measured",
    ...(crashed.length
      ? { reason: crashed.join("; ") }
      : measured
        ? {}
        : { reason: r.coverage.notMeasured.join("; ") }),
    ...(partial.length ? { partial: [...partial] } : {}),
    ...(provenance ? { provenance } : {}),
    coverage: {
      files: r.coverage.filesAnalysed,
      filesSkipped: r.coverage.filesSkipped.filter((s) => s.kind === "file").length,
      tools: r.coverage.toolsFound,
      upstreamCalls: r.coverage.upstreamCalls,
      specRevision: spec,
      ...(r.coverage.toolsNotAudited?.length ? { toolsNotAudited: r.coverage.toolsNotAudited.length } : {}),
    },
    rules,
    findings: {
      error: active.filter((f) => f.level === "error").length,
      warning: active.filter((f) => f.level === "warning").length,
      note: active.filter((f) => f.level === "note").length,
      suppressed: r.findings.length - active.length,
      places: groupFindings(active).length,
    },
    ...(baselineState
      ? {
          baseline: {
            state: baselineState,
            new: {
              error: active.filter((f) => f.level === "error" && f.baselineState === "new").length,
              warning: active.filter((f) => f.level === "warning" && f.baselineState === "new").length,
              note: active.filter((f) => f.level === "note" && f.baselineState === "new").length,
            },
            gone: r.baseline?.absent.length ?? 0,
          },
        }
      : {}),
    sarif,
    results: active.map((f) => ({
      rule: f.ruleId,
      level: f.level,
      file: f.location.file,
      line: f.location.line,
      message: unlinked(f),
    })),
  };
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
