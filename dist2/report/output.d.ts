import { InputError } from "../errors.js";
/** A report or folder that cannot be written: exit 2, naming the path and what went wrong (not a usage error). */
export declare class OutputError extends InputError {
    name: string;
}
/**
 * Creates a folder and its missing parents one level at a time (Node's recursive mkdir can spin
 * forever under /proc), naming the folder and what went wrong when it cannot.
 */
export declare function makeDir(dir: string): void;
/** What {@link writeOutput} did beside writing: the link it replaced, if it was told to replace one. */
export interface Written {
    replacedLink?: string;
}
/**
 * Refuses a path (a file's, or with `isFolder` a folder's own) that reaches its folder through a symbolic link inside the working folder (the
 * checkout a workflow runs in, or the repository a user stands in): a repository can commit such a
 * link, and a report written, or a stale report removed, through it would land outside the
 * repository. Links above the working folder (a system's /tmp) are the machine's, not the repository's.
 */
export declare function refuseLinkedFolders(target: string, what?: string, isFolder?: boolean): void;
/**
 * Writes a report file without ever following a link the audited repository could have placed: no
 * folder on the way below the working folder may be a symbolic link, and a link at the file itself is
 * refused (or, with `replaceLink`, removed and replaced by the file, for names the caller owns). The
 * text goes to a new temporary file beside the target (created exclusively, so a link there is never
 * followed) that is then renamed over it, so a reader never sees half a report. A target outside the
 * working folder that is a link or special file (`/dev/stdout`, a pipe) is written as the user named it.
 */
export declare function writeOutput(file: string, text: string, opts?: {
    replaceLink?: boolean;
    what?: string;
}): Written;
