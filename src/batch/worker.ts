/**
 * A batch worker process: audits each repository the runner sends, one at a time, and answers with
 * its outcome. Every audit starts from fresh state (its own project). The runner kills the process at
 * the time or memory limit, and replaces it when it has done enough repositories or holds too much
 * heap. Nothing from the repository is run. Exits when the runner disconnects.
 */
// first: V8's flags are set before the rest of the program loads
import "../v8-tuning.js";
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import { audit } from "../audit.js";
import { applyBaseline, readBaseline } from "../baseline.js";
import { loadCatalogue } from "../catalogue/index.js";
import { findConfig, loadConfig } from "../config.js";
import { InputError } from "../errors.js";
import { buildSarif } from "../sarif/build.js";
import { Timings } from "../timing.js";
import { TOOL_NAME } from "../version.js";
import { gitProvenance } from "./git.js";
import { failedOutcome, outcomeOf, type RepoOutcome } from "./outcome.js";
import type { BatchTarget } from "./targets.js";

export interface WorkerJob {
  index: number;
  target: BatchTarget;
  rules?: string[];
  config?: string;
  includeSuppressed?: boolean;
  /** With `--baseline DIR`: this repository's SARIF there, as the user can name it, and whether it exists. */
  baseline?: { file: string; exists: boolean };
}

export interface WorkerMessage {
  type: "done";
  index: number;
  outcome: RepoOutcome;
  /** Heap still in use after the audit, once collected (MB): what the next repository would start with. */
  retainedMb?: number;
}

const heapMb = () => getHeapStatistics().used_heap_size / 1048576;
/** A full collection, where the process was started with `--expose-gc`. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

process.on("disconnect", () => process.exit(0));
process.on("message", (job: WorkerJob) => {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const timings = new Timings();
  let peak = heapMb();
  const { target } = job;
  const gitRefused: string[] = [];
  const provenance = gitProvenance(target.repo, gitRefused);
  let outcome: RepoOutcome;
  try {
    const known = new Set(loadCatalogue().map((r) => r.id));
    const config = loadConfig(findConfig(target.dir, job.config), known);
    const result = audit(target.dir, {
      config,
      rules: job.rules,
      repoRoot: target.repo,
      timings,
      // Sampled at each step of the audit: the worker's peak heap while on this repository.
      onProgress: () => {
        peak = Math.max(peak, heapMb());
      },
    });
    peak = Math.max(peak, heapMb());
    // git metadata that pointed out of the repository: refused, and said in its coverage
    for (const reason of gitRefused) result.coverage.filesSkipped.push({ subject: ".git", reason, kind: "file" });
    // A repository without a previous SARIF (new to the portfolio, or failed last time): all its findings are new.
    if (job.baseline)
      applyBaseline(result, job.baseline.exists ? readBaseline(job.baseline.file) : [], job.baseline.file);
    const sarif = `${JSON.stringify(
      buildSarif(result, {
        includeSuppressed: job.includeSuppressed,
        automationId: `${TOOL_NAME}/${target.label}/`,
        provenance,
      }),
      null,
      2,
    )}\n`;
    outcome = outcomeOf(
      target.label,
      result,
      sarif,
      provenance,
      job.rules,
      job.baseline ? (job.baseline.exists ? "compared" : "first scan") : undefined,
    );
  } catch (e) {
    // Reasons name files by the repository's label, never by an absolute path of this machine; a shared
    // --config outside every repository by its path relative to the working folder.
    let msg = (e instanceof Error ? e.message : String(e))
      .split(target.repo + path.sep)
      .join(`${target.label.split("/")[0]}/`);
    if (job.config) msg = msg.split(job.config).join(path.relative(process.cwd(), job.config) || ".");
    msg = msg.split("\n").join("; ");
    outcome = failedOutcome(
      target.label,
      e instanceof InputError ? msg : `analysis crashed: ${msg}`,
      provenance,
      job.rules,
    );
  }
  const used = process.cpuUsage(cpu);
  outcome.timing = {
    ms: Date.now() - started,
    peakHeapMb: Math.round(peak),
    cpuMs: Math.round((used.user + used.system) / 1000),
    phases: timings.list(),
  };
  collect();
  process.send!({ type: "done", index: job.index, outcome, retainedMb: Math.round(heapMb()) } satisfies WorkerMessage);
});
