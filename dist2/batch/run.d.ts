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
import { type RepoOutcome } from "./outcome.js";
import type { BatchTarget } from "./targets.js";
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
    /** Repositories one worker process audits before it is replaced (default 50). */
    reposPerWorker?: number;
    /** The worker module (tests give a stand-in). */
    workerPath?: URL;
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
/**
 * Bytes of source in a repository (TypeScript, JavaScript, Python; not declaration files, tooling
 * folders or hidden ones), as the walk of the audit sees it: a cheap estimate of how long it takes.
 */
export declare function sourceBytes(dir: string): number;
export declare function runBatch(targets: BatchTarget[], opts: BatchOptions): Promise<RepoOutcome[]>;
