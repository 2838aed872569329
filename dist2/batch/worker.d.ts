import { type RepoOutcome } from "./outcome.js";
import type { BatchTarget } from "./targets.js";
export interface WorkerJob {
    index: number;
    target: BatchTarget;
    rules?: string[];
    config?: string;
    includeSuppressed?: boolean;
    /** With `--baseline DIR`: this repository's SARIF there, as the user can name it, and whether it exists. */
    baseline?: {
        file: string;
        exists: boolean;
    };
}
export interface WorkerMessage {
    type: "done";
    index: number;
    outcome: RepoOutcome;
    /** Heap still in use after the audit, once collected (MB): what the next repository would start with. */
    retainedMb?: number;
}
