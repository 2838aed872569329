/** A text says where (a URL, "recorded from") and when (a date) something was recorded. */
export declare function hasProvenance(text: string): boolean;
/** File names a recorded fixture has. */
export declare const FIXTURE_EXT: RegExp;
/** Where recordings live; a data file the server itself ships (src/data/cantons.json) is no recording. */
export declare const FIXTURE_DIR: RegExp;
/** Values a person types into a hand-written mock: example hosts, foo/bar, test…, counting ids (`123`, `abc123`, `cus_456`). */
export declare const PLACEHOLDER: RegExp;
/** A fixture or sidecar's text: regular files inside `root` only, under the size cap (anything else reads as nothing). */
export declare function readText(file: string, root: string): string;
/**
 * Why a test fixture file is not read, or undefined when it may be: a fixture reached through a link
 * (the file, or a folder on the way) that leaves the audited folder is refused, with this reason in coverage.
 */
export declare function fixtureRefusal(file: string, root: string): string | undefined;
/**
 * Whether a sidecar (`a.json.source`, `a.md`, `a.meta.json`), a line naming the file in a README,
 * SOURCES or PROVENANCE document beside it, or the file's own first lines say where and when it was recorded.
 */
export declare function sidecarProvenance(file: string, root: string): boolean;
/** Lines that look like CSV rows: same delimiter count on every line, at least one delimiter. */
export declare function looksLikeCsv(text: string): boolean;
export declare function looksLikeJson(text: string): boolean;
