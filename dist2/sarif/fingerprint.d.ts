/**
 * `partialFingerprints.primaryLocationLineHash`, computed the way GitHub's
 * `github/codeql-action` upload action does it (`src/fingerprints.ts`, function `hash`),
 * so that SARIF we write carries the same value upload-sarif would have added.
 *
 * The algorithm, restated:
 * - The file is read as UTF-16 code units (Node decodes it as UTF-8 first; a BOM is kept).
 * - Space (U+0020) and tab (U+0009) are dropped everywhere. Nothing else is dropped.
 * - Line endings are normalised: CR becomes LF, and an LF right after a CR is dropped
 *   (a space or tab between CR and LF cancels that, so "\r \n" ends two lines).
 * - A line begins at the first kept code unit after the previous LF (or at the start);
 *   so a line made only of blanks begins at its own LF.
 * - After the last code unit a sentinel 0xFFFF is fed (it begins one more line when the
 *   text is empty or ends with a line ending), followed by 100 zeros as padding.
 * - A line's hash is the polynomial hash, base 37 modulo 2^64, of the 100 kept code
 *   units starting at that line's first one (crossing into following lines, the sentinel
 *   and the zero padding as needed). The window is rolled: h = 37*h + in - 37^100*out,
 *   with the window initially full of zeros, all in wrapping 64-bit arithmetic.
 * - The value is the unsigned hash in lower-case hex without leading zeros, then ":",
 *   then how many lines so far (in line order, this one included) had that same hex hash.
 */
/** Per-line hashes of a file's text, index 0 = line 1; each `hash:occurrence` as GitHub computes. */
export declare function lineHashes(text: string): string[];
/** The primaryLocationLineHash for 1-based `line` in `text` (what upload-sarif would add). */
export declare function primaryLocationLineHash(text: string, line: number): string;
