import type { RepoOutcome } from "./outcome.js";
export declare const CACHE_FILE = ".fidelity-audit-cache.json";
interface Entry {
    key: string;
    /** The outcome as batch recorded it, without the SARIF text, its file name and timings. */
    outcome: RepoOutcome;
    /** sha256 of the SARIF written for it, when one was. */
    sarifSha?: string;
}
/** A hash of every file below `root` that an audit of it could read. */
export declare function contentHash(root: string): string;
/** The auditor's own identity: its version and a hash of its code and catalogue (the folder this module runs from). */
export declare function auditorIdentity(): string;
export interface KeyInputs {
    rules?: string[];
    config?: string;
    includeSuppressed?: boolean;
}
/**
 * What every repository's key of one batch shares (the auditor, the rules, the shared config's
 * content, suppressed results or not), read once per batch rather than once per repository.
 */
export declare function batchKeyPart(inputs: KeyInputs): string;
/** The key of one repository's audit: the batch's shared part, the repository's content and the server's place in it. */
export declare function targetKey(repo: string, dir: string, shared: string): string;
/** The manifest of an output folder, or why none can be trusted (undefined reason: there was none). */
export declare function readCache(dir: string): {
    entries: Map<string, Entry>;
    note?: string;
};
/** A cached outcome for the repository, with its SARIF read back and checked, or undefined. */
export declare function reuse(dir: string, entry: Entry | undefined, key: string, sarifFile: string): RepoOutcome | undefined;
export declare function writeCache(dir: string, entries: Map<string, {
    key: string;
    outcome: RepoOutcome;
}>): void;
export {};
