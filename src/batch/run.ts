/**
 * The batch runner: `jobs` lanes, each auditing one repository at a time in a child process of its
 * own. A repository that runs past the time limit, drives its process past the memory limit, or
 * crashes or hangs it (a FIFO read cannot be interrupted inside a thread), is recorded as failed
 * with the reason, and the batch goes on. Outcomes are kept by input position, so the files
 * written do not depend on scheduling.
 */

import { fork } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
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
  onEvent?: (e: {
    kind: "start" | "done";
    target: BatchTarget;
    outcome?: RepoOutcome;
    done: number;
    total: number;
    running: string[];
  }) => void;
}

const WORKER_PATH = new URL("./worker.js", import.meta.url);

/** Resident memory of a process in MB, where the system says (Linux /proc), else undefined. */
function residentMb(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The whole process may use this much beyond its heap limit (code, parser buffers) before it is stopped. */
const NATIVE_HEADROOM_MB = 512;

/**
 * Audits one repository in its own Node process: a thread blocked in a read cannot be stopped, a
 * process can. The process is killed at the time limit, and at the memory limit — V8's heap limit
 * (`--max-old-space-size`) and, on Linux, its resident size polled every 200 ms — and whatever way
 * it ends without an answer (a crash, an abort, a kill) is recorded as a failed repository.
 */
function runInChild(job: WorkerJob, opts: BatchOptions): Promise<RepoOutcome> {
  const t = job.target;
  // Reasons name files by the repository's label, never by an absolute path of this machine.
  const failed = (reason: string) =>
    failedOutcome(
      t.label,
      reason.split(t.repo + path.sep).join(`${t.label.split("/")[0]}/`),
      gitProvenance(t.repo),
      opts.rules,
    );
  return new Promise<RepoOutcome>((resolve) => {
    const child = fork(WORKER_PATH, [], {
      execArgv: [`--max-old-space-size=${opts.maxMemoryMb}`],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      serialization: "advanced",
    });
    let stderr = "";
    child.stderr?.on("data", (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-8192);
    });
    let settled = false;
    let killedFor: string | undefined;
    const settle = (o: RepoOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      resolve(o);
    };
    const stop = (reason: string) => {
      killedFor = reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop(`timed out after ${opts.timeoutMs / 1000} s`), opts.timeoutMs);
    const rssLimit = opts.maxMemoryMb + NATIVE_HEADROOM_MB;
    const watch = setInterval(() => {
      const rss = child.pid ? residentMb(child.pid) : undefined;
      if (rss !== undefined && rss > rssLimit)
        stop(`stopped at the memory limit (${Math.round(rss)} MB resident, limit ${rssLimit} MB)`);
    }, 200);
    watch.unref();
    child.on("message", (m: WorkerMessage) => {
      if (m?.type === "done" && m.index === job.index) settle(m.outcome);
    });
    child.on("error", (e) => settle(failed(`analysis process could not run: ${e.message}`)));
    child.on("exit", (code, signal) => {
      if (settled) return;
      if (killedFor) return settle(failed(killedFor));
      if (/heap out of memory|Reached heap limit|Allocation failed/.test(stderr))
        return settle(failed(`stopped at the memory limit (${opts.maxMemoryMb} MB heap)`));
      if (/std::bad_alloc|Cannot allocate memory|out of memory/i.test(stderr))
        return settle(failed("stopped: out of memory"));
      const last = stderr
        .trim()
        .split("\n")
        .filter((l) => l.trim())
        .at(-1)
        ?.trim();
      settle(
        failed(
          `analysis process crashed (${signal ? `signal ${signal}` : `exit code ${code}`})${last ? `: ${last.slice(0, 300)}` : ""}`,
        ),
      );
    });
    child.send(job);
  });
}

export async function runBatch(targets: BatchTarget[], opts: BatchOptions): Promise<RepoOutcome[]> {
  const outcomes: RepoOutcome[] = new Array(targets.length);
  let next = 0;
  let done = 0;
  const running = new Map<number, string>();
  const emit = (kind: "start" | "done", i: number) =>
    opts.onEvent?.({
      kind,
      target: targets[i]!,
      outcome: outcomes[i],
      done,
      total: targets.length,
      running: [...running.values()],
    });

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
      finish(
        i,
        failedOutcome(
          t.label,
          `folder not found: ${t.dir === t.repo ? "the repository" : `sub-path ${t.label.slice(t.label.indexOf("/") + 1)}`}`,
          existsSync(t.repo) ? gitProvenance(t.repo) : undefined,
          opts.rules,
        ),
      );
    } else queue.push(i);
  }

  const lane = async (): Promise<void> => {
    while (next < queue.length) {
      const i = queue[next++]!;
      const t = targets[i]!;
      running.set(i, t.label);
      emit("start", i);
      const started = Date.now();
      const baseline = opts.baselineDir !== undefined ? path.join(opts.baselineDir, t.file) : undefined;
      const job: WorkerJob = {
        index: i,
        target: t,
        rules: opts.rules,
        config: opts.config,
        includeSuppressed: opts.includeSuppressed,
        ...(baseline ? { baseline: { file: baseline, exists: existsSync(baseline) } } : {}),
      };
      const o = await runInChild(job, opts);
      if (o.status === "failed" && !o.timing) o.timing = { ms: Date.now() - started, peakHeapMb: 0 };
      finish(i, o);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.jobs, queue.length)) }, lane));
  return outcomes;
}
