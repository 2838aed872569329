export interface BatchTarget {
    /** Unique in the batch: the repository folder's name, then `/sub-path` for a nested server. */
    label: string;
    /** The repository folder (absolute): SARIF paths are relative to it. */
    repo: string;
    /** The audited server folder (absolute): the repository or a folder inside it. */
    dir: string;
    /** The SARIF file name in the output folder. */
    file: string;
}
export declare function readTargets(input: string): BatchTarget[];
