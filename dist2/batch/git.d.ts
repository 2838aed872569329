import type { Provenance } from "../sarif/build.js";
/**
 * The commit a repository folder has checked out, or undefined. Everything read stays inside the
 * repository folder: a `.git` that is a link, a `gitdir:` or `commondir` that points elsewhere, a
 * HEAD ref that climbs out (`ref: ../../x`) or a git file reached through a link out is refused, and
 * each refusal is added to `refused` (for the repository's coverage), so nothing from outside the
 * repository can reach SARIF provenance or the summaries.
 */
export declare function gitProvenance(repo: string, refused?: string[]): Provenance | undefined;
