import type * as Sarif from "sarif";
import { type RepoOutcome } from "./outcome.js";
export interface Refusal {
    file: string;
    reason: string;
}
/** What batch would have recorded for the repository, read back from its SARIF. */
export declare function outcomeFromSarif(label: string, run: Sarif.Run, sarifFile: string): RepoOutcome;
export declare function summarize(dir: string): {
    outcomes: RepoOutcome[];
    refused: Refusal[];
};
/** The command: 3 when a repository was not measured or failed, 2 when a file was refused, else 1 with findings, 0 without. */
export declare function runSummarize(a: {
    input: string;
    output: string;
    quiet: boolean;
}): number;
