/**
 * The batch runner: `jobs` lanes, each auditing one repository at a time in a child process it
 * reuses for the next repository (a Node start and a load of the TypeScript compiler cost about a
 * second each time). A repository that runs past the time limit, drives its process past the memory
 * limit, or crashes or hangs it (a FIFO read cannot be interrupted inside a thread), is recorded as
 * failed with the reason, its process is killed, and the lane goes on with a new one. Each repository
 * is audited with fresh state (a new project; caches are keyed by its nodes), so its outcome does not
 * depend on what the process audited before. Outcomes are kept by input position, so the files
 * written do not depend on scheduling.
 */
import { fork } from "node:child_process";
import { existsSync, lstatSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { TOOLING_DIRS, walkTree } from "../frontend/walk.js";
import { gitProvenance } from "./git.js";
import { failedOutcome } from "./outcome.js";
const WORKER_PATH = new URL("./worker.js", import.meta.url);
/** A lane's worker process is replaced after this many repositories… */
const REPOS_PER_WORKER = 50;
/** …or when, after a repository, more than this share of its heap limit is still in use once collected. */
const RETAINED_SHARE = 0.25;
/** Resident memory of a process in MB, where the system says (Linux /proc), else undefined. */
function residentMb(pid) {
    try {
        const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
        return m ? Number(m[1]) / 1024 : undefined;
    }
    catch {
        return undefined;
    }
}
/** The whole process may use this much beyond its heap limit (code, parser buffers) before it is stopped. */
const NATIVE_HEADROOM_MB = 512;
/**
 * A worker process a lane reuses: it audits one repository after another (each with fresh state),
 * which spares a Node start and a load of the TypeScript compiler per repository. A block in a read
 * cannot be stopped inside a process, a process can: it is killed at the time limit and at the memory
 * limit — V8's heap limit (`--max-old-space-size`) and, on Linux, its resident size polled every
 * 200 ms — and whatever way it ends without an answer (a crash, an abort, a kill) is recorded as a
 * failed repository; the lane then starts a new process for its next repository.
 */
class Worker {
    opts;
    child;
    /** The tail of stderr written during the current repository (a crash reason is its last line). */
    stderr = "";
    current;
    exited = false;
    /** Repositories answered so far. */
    answered = 0;
    /** Heap the process still held after its last repository, once collected (MB). */
    retainedMb = 0;
    constructor(opts) {
        this.opts = opts;
        this.child = fork(opts.workerPath ?? WORKER_PATH, [], {
            // one GC thread per worker: the lanes already fill the cores, and helper threads would only compete with them
            execArgv: [`--max-old-space-size=${opts.maxMemoryMb}`, "--expose-gc", "--single-threaded-gc"],
            stdio: ["ignore", "ignore", "pipe", "ipc"],
            serialization: "advanced",
        });
        this.child.stderr?.on("data", (d) => {
            this.stderr = (this.stderr + d.toString()).slice(-8192);
        });
        this.child.on("message", (m) => {
            const c = this.current;
            if (m?.type !== "done" || !c || m.index !== c.job.index)
                return;
            this.answered++;
            this.retainedMb = m.retainedMb ?? 0;
            c.settle(m.outcome, true);
        });
        this.child.on("error", (e) => {
            this.exited = true;
            this.current?.settle(this.current.failed(`analysis process could not run: ${e.message}`), false);
        });
        this.child.on("exit", (code, signal) => {
            this.exited = true;
            const c = this.current;
            if (!c)
                return;
            if (c.killedFor)
                return c.settle(c.failed(c.killedFor), false);
            const stderr = this.stderr;
            if (/heap out of memory|Reached heap limit|Allocation failed/.test(stderr))
                return c.settle(c.failed(`stopped at the memory limit (${this.opts.maxMemoryMb} MB heap)`), false);
            if (/std::bad_alloc|Cannot allocate memory|out of memory/i.test(stderr))
                return c.settle(c.failed("stopped: out of memory"), false);
            const last = stderr
                .trim()
                .split("\n")
                .filter((l) => l.trim())
                .at(-1)
                ?.trim();
            c.settle(c.failed(`analysis process crashed (${signal ? `signal ${signal}` : `exit code ${code}`})${last ? `: ${last.slice(0, 300)}` : ""}`), false);
        });
    }
    /** Whether the process can take another repository. */
    get alive() {
        return !this.exited && this.child.exitCode === null && this.child.signalCode === null && this.child.connected;
    }
    run(job) {
        const t = job.target;
        const opts = this.opts;
        // Reasons name files by the repository's label, never by an absolute path of this machine.
        const failed = (reason) => failedOutcome(t.label, reason.split(t.repo + path.sep).join(`${t.label.split("/")[0]}/`), gitProvenance(t.repo), opts.rules);
        return new Promise((resolve) => {
            const timer = setTimeout(() => this.stop(`timed out after ${opts.timeoutMs / 1000} s`), opts.timeoutMs);
            const rssLimit = opts.maxMemoryMb + NATIVE_HEADROOM_MB;
            const watch = setInterval(() => {
                const rss = this.child.pid ? residentMb(this.child.pid) : undefined;
                if (rss !== undefined && rss > rssLimit)
                    this.stop(`stopped at the memory limit (${Math.round(rss)} MB resident, limit ${rssLimit} MB)`);
            }, 200);
            watch.unref();
            this.stderr = "";
            const c = {
                job,
                failed,
                settle: (o, answered) => {
                    if (this.current !== c)
                        return;
                    this.current = undefined;
                    clearTimeout(timer);
                    clearInterval(watch);
                    // Settled without the process's answer (the job could not be sent): it is not trusted again.
                    if (!answered)
                        this.kill().then(() => resolve(o));
                    else
                        resolve(o);
                },
            };
            this.current = c;
            if (!this.alive)
                return c.settle(failed("analysis process could not run: it had exited"), false);
            try {
                this.child.send(job, (e) => {
                    if (e)
                        c.settle(failed(`analysis process could not run: ${e.message}`), false);
                });
            }
            catch (e) {
                c.settle(failed(`analysis process could not run: ${e instanceof Error ? e.message : String(e)}`), false);
            }
        });
    }
    stop(reason) {
        if (this.current)
            this.current.killedFor = reason;
        this.child.kill("SIGKILL");
    }
    /** Ends the process (idle or not) and resolves once it has exited. */
    kill() {
        this.exited = true;
        // A process that never started (`error` without `exit`) has nothing to wait for.
        if (this.child.pid === undefined || this.child.exitCode !== null || this.child.signalCode !== null)
            return Promise.resolve();
        const gone = new Promise((resolve) => this.child.once("exit", () => resolve()));
        this.child.kill("SIGKILL");
        return gone;
    }
}
/** Source files looked at, at most, when estimating a repository's size for the lane order. */
const SIZE_SAMPLE_FILES = 20_000;
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|py)$/;
/**
 * Bytes of source in a repository (TypeScript, JavaScript, Python; not declaration files, tooling
 * folders or hidden ones), as the walk of the audit sees it: a cheap estimate of how long it takes.
 */
export function sourceBytes(dir) {
    let bytes = 0;
    let files = 0;
    walkTree(dir, [], {
        enterDir: (name) => !TOOLING_DIRS.has(name) && !name.startsWith("."),
        file: (full, _rel, name) => {
            if (++files > SIZE_SAMPLE_FILES)
                return "stop";
            if (!SOURCE_FILE.test(name) || name.endsWith(".d.ts"))
                return undefined;
            try {
                bytes += lstatSync(full).size;
            }
            catch {
                // gone since it was listed: counts as nothing
            }
            return undefined;
        },
    });
    return bytes;
}
export async function runBatch(targets, opts) {
    const outcomes = new Array(targets.length);
    let next = 0;
    let done = 0;
    const running = new Map();
    const emit = (kind, i) => opts.onEvent?.({
        kind,
        target: targets[i],
        outcome: outcomes[i],
        done,
        total: targets.length,
        running: [...running.values()],
    });
    const finish = (i, o) => {
        outcomes[i] = o;
        running.delete(i);
        done++;
        emit("done", i);
    };
    // Targets that cannot be scanned at all are settled without a worker.
    const queue = [];
    for (const [i, t] of targets.entries()) {
        if (!existsSync(t.dir) || !statSync(t.dir).isDirectory()) {
            running.set(i, t.label);
            finish(i, failedOutcome(t.label, `folder not found: ${t.dir === t.repo ? "the repository" : `sub-path ${t.label.slice(t.label.indexOf("/") + 1)}`}`, existsSync(t.repo) ? gitProvenance(t.repo) : undefined, opts.rules));
        }
        else
            queue.push(i);
    }
    // Largest first: the lanes end together instead of one lane starting the biggest repository last
    // (outcomes stay in input order; equal sizes keep it).
    const size = new Map(queue.map((i) => [i, sourceBytes(targets[i].dir)]));
    queue.sort((a, b) => size.get(b) - size.get(a) || a - b);
    const lane = async () => {
        let worker;
        try {
            while (next < queue.length) {
                const i = queue[next++];
                const t = targets[i];
                running.set(i, t.label);
                emit("start", i);
                const started = Date.now();
                const baseline = opts.baselineDir !== undefined ? path.join(opts.baselineDir, t.file) : undefined;
                const job = {
                    index: i,
                    target: t,
                    rules: opts.rules,
                    config: opts.config,
                    includeSuppressed: opts.includeSuppressed,
                    ...(baseline ? { baseline: { file: baseline, exists: existsSync(baseline) } } : {}),
                };
                if (!worker?.alive)
                    worker = new Worker(opts);
                const o = await worker.run(job);
                if (o.status === "failed" && !o.timing)
                    o.timing = { ms: Date.now() - started, peakHeapMb: 0 };
                // A fresh process after `reposPerWorker` repositories, or when the last one left much of the heap in use.
                if (worker.alive &&
                    (worker.answered >= (opts.reposPerWorker ?? REPOS_PER_WORKER) ||
                        worker.retainedMb > opts.maxMemoryMb * RETAINED_SHARE)) {
                    await worker.kill();
                    worker = undefined;
                }
                finish(i, o);
            }
        }
        finally {
            await worker?.kill();
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.jobs, queue.length)) }, lane));
    return outcomes;
}
