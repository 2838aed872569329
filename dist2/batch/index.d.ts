/**
 * `fidelity-audit batch <folder-of-repos | list-file> -o DIR [--baseline PREVIOUS-DIR]`: one SARIF per repository, then
 * summary.md, summary.html and summary.json in DIR. Exit codes as for a single audit: 3 when any
 * repository was not measured or failed, else 1 when any has an active finding at or above
 * --fail-on, else 0; 2 for usage errors.
 */
export interface BatchArgs {
    input: string;
    output: string;
    jobs?: number;
    timeout: number;
    maxMemory: number;
    rules?: string[];
    config?: string;
    failOn: "error" | "warning" | "note" | "never";
    includeSuppressed?: boolean;
    /** A previous batch's output folder (`--baseline DIR`). */
    baseline?: string;
    /** With `baseline`: only new findings make the exit code 1. */
    failOnNew?: boolean;
    quiet: boolean;
    /** Colour is not used in batch output; `--no-color` is accepted like everywhere else. */
    color?: boolean;
    /** `--no-cache`: audit every repository, whatever the output folder holds from a previous run. */
    cache?: boolean;
}
export declare function runBatchCommand(a: BatchArgs): Promise<number>;
