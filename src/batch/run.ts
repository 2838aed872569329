/**
 * The batch runner: a pool of worker threads (`jobs`), each auditing one repository at a time.
 * A repository that runs past the time limit, or drives its worker past the heap limit, or crashes
 * it, is recorded as failed with the reason; its worker is replaced and the batch goes on. A worker
 * whose heap stays large after a repository is replaced too, so memory stays bounded on a long
 * portfolio. Outcomes are kept by input position, so the files written do not depend on scheduling.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { gitProvenance } from "./git.js";
import { failedOutcome, type RepoOutcome } from "./outcome.js";
import type { BatchTarget } from "./targets.js";
import type { WorkerJob, WorkerMessage } from "./worker.js";

export interface BatchOptions {
  jobs: number;
  /** Per-repository time limit. */
  timeoutMs: number;
  /** Heap limit of each worker (V8 old generation). */
  maxMemoryMb: number;
  rules?: string[];
  config?: string;
  includeSuppressed?: boolean;
  /** A previous batch's output folder: each repository is compared with its SARIF there. */
  baselineDir?: string;
  /** Progress events: a repository started or finished. */
  onEvent?: (e: { kind: "start" | "done"; target: BatchTarget; outcome?: RepoOutcome; done: number; total: number; running: string[] }) => void;
}

const WORKER_URL = new URL("./worker.js", import.meta.url);

export async function runBatch(targets: BatchTarget[], opts: BatchOptions): Promise<RepoOutcome[]> {
  const outcomes: RepoOutcome[] = new Array(targets.length);
  let next = 0;
  let done = 0;
  const running = new Map<number, string>();
  const emit = (kind: "start" | "done", i: number) =>
    opts.onEvent?.({ kind, target: targets[i]!, outcome: outcomes[i], done, total: targets.length, running: [...running.values()] });

  const finish = (i: number, o: RepoOutcome) => {
    outcomes[i] = o;
    running.delete(i);
    done++;
    emit("done", i);
  };

  // Targets that cannot be scanned at all are settled without a worker.
  const queue: number[] = [];
  for (const [i, t] of targets.entries()) {
    if (!existsSync(t.dir) || !statSync(t.dir).isDirectory()) {
      running.set(i, t.label);
      finish(i, failedOutcome(t.label, `folder not found: ${t.dir === t.repo ? "the repository" : `sub-path ${t.label.slice(t.label.indexOf("/") + 1)}`}`, existsSync(t.repo) ? gitProvenance(t.repo) : undefined, opts.rules));
    } else queue.push(i);
  }

  const lane = async (): Promise<void> => {
    let worker: Worker | undefined;
    while (next < queue.length) {
      const i = queue[next++]!;
      const t = targets[i]!;
      running.set(i, t.label);
      emit("start", i);
      worker ??= new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: opts.maxMemoryMb } });
      const w = worker;
      const started = Date.now();
      const o = await new Promise<RepoOutcome>((resolve) => {
        const timer = setTimeout(() => {
          cleanup();
          void w.terminate();
          resolve(failedOutcome(t.label, `timed out after ${opts.timeoutMs / 1000} s`, gitProvenance(t.repo), opts.rules));
        }, opts.timeoutMs);
        const onMessage = (m: WorkerMessage) => {
          if (m.index === i) {
            cleanup();
            resolve(m.outcome);
          }
        };
        const onError = (e: Error & { code?: string }) => {
          cleanup();
          const reason = e.code === "ERR_WORKER_OUT_OF_MEMORY" ? `stopped at the memory limit (${opts.maxMemoryMb} MB heap)` : `analysis crashed: ${e.message}`;
          resolve(failedOutcome(t.label, reason, gitProvenance(t.repo), opts.rules));
        };
        const onExit = (code: number) => {
          cleanup();
          resolve(failedOutcome(t.label, `worker exited (code ${code})`, gitProvenance(t.repo), opts.rules));
        };
        const cleanup = () => {
          clearTimeout(timer);
          w.off("message", onMessage);
          w.off("error", onError);
          w.off("exit", onExit);
        };
        w.on("message", onMessage);
        w.on("error", onError);
        w.on("exit", onExit);
        const baseline = opts.baselineDir !== undefined ? path.join(opts.baselineDir, t.file) : undefined;
        w.postMessage({
          index: i,
          target: t,
          rules: opts.rules,
          config: opts.config,
          includeSuppressed: opts.includeSuppressed,
          ...(baseline ? { baseline: { file: baseline, exists: existsSync(baseline) } } : {}),
        } satisfies WorkerJob);
      });
      if (o.status === "failed" && !o.timing) {
        // The worker is gone or stuck: replace it.
        o.timing = { ms: Date.now() - started, peakHeapMb: 0 };
        await worker.terminate();
        worker = undefined;
      } else if ((o.timing?.peakHeapMb ?? 0) > opts.maxMemoryMb / 2) {
        await worker.terminate();
        worker = undefined;
      }
      finish(i, o);
    }
    await worker?.terminate();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.jobs, queue.length)) }, lane));
  return outcomes;
}
