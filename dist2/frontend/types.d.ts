/**
 * The seam between languages and rules. A front end reads one language's source and fills the
 * language-neutral server model (`model/types.ts`); analyzers read the model, and only the few
 * that still need syntax get a front end's syntax handle. The audit picks front ends by detection
 * and merges what they build, so a repository with two languages is audited in both.
 */
import type { SpecRevision } from "../model/spec-revision.js";
import type { ServerModel, SkippedItem, SourceLocation } from "../model/types.js";
import type { Suppression } from "../suppress.js";
import type { Timings } from "../timing.js";
import type { TsFrontendData } from "./ts/index.js";
export type Language = "typescript" | "python";
export declare const LANGUAGES: readonly Language[];
/** What a front end needs from the configuration. */
export interface FrontendConfig {
    /** Path globs (relative to the root) to leave out. */
    ignore: string[];
    /** Extra callee names to treat as upstream calls. */
    upstreamFunctions: string[];
    /** The spec revision the configuration names, if any. */
    specRevision?: string;
    /** `node:fs` reads count as upstream calls (the config's `localFiles: true`). */
    localFiles?: boolean;
    /** A smaller bound on the tools followed per dispatch handler than the front end's own (for tests). */
    maxToolsPerDispatch?: number;
}
export interface Detection {
    found: boolean;
    /** Why, in words for the coverage report ("12 .ts files", "pyproject.toml and 3 .py files"). */
    reason: string;
}
/** What one front end read of the project: the auditor's own account of what it saw. */
export interface ProjectRead {
    /** Project configuration files read (tsconfig.json, pyproject.toml), relative to the root. */
    projectConfigs: string[];
    /** Non-test source files analysed. */
    filesAnalysed: number;
    /** Test files read (kept apart from the server's own code). */
    testFiles: number;
    /** Source files that could not be parsed (each is also in `skipped`). */
    parseFailures: number;
    skipped: SkippedItem[];
    /** Facts worth showing in coverage. */
    notes: string[];
    /** Parts of the project left unread (a file-count cap hit): the run is partial. */
    unread?: string[];
}
/** The syntax a front end hands to analyzers that need more than the model. */
export interface SyntaxHandles {
    typescript?: TsFrontendData;
}
export interface FrontendBuild {
    language: Language;
    model: ServerModel;
    project: ProjectRead;
    /** Registration-looking sites that discovery could not resolve, each with its reason. */
    unresolvedSites: {
        location: SourceLocation;
        reason: string;
    }[];
    /** Limits the analysis hit, each a reason results may be incomplete. */
    limits: string[];
    spec: SpecRevision;
    /** Inline suppression comments in every file read (tests included). */
    suppressions: Suppression[];
    syntax: SyntaxHandles;
}
export interface BuildOptions {
    config: FrontendConfig;
    timings: Timings;
}
export interface Frontend<Loaded = unknown> {
    language: Language;
    /** The language as a reader names it ("TypeScript or JavaScript"). */
    label: string;
    /** Whether `root` holds source this front end reads. Cheap: reads names, not files. */
    detect(root: string, config: FrontendConfig): Detection;
    /** Reads and parses the project (never runs it). Throws InputError for bad input. */
    load(root: string, config: FrontendConfig, timings: Timings): Loaded;
    buildModel(loaded: Loaded, opts: BuildOptions): FrontendBuild;
}
