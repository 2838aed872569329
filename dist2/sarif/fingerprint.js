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
const BLOCK_SIZE = 100;
const MASK64 = (1n << 64n) - 1n;
const BASE = 37n;
/** 37^100 mod 2^64: weight of the code unit leaving the window. */
const BASE_POW_BLOCK = (() => {
    let p = 1n;
    for (let i = 0; i < BLOCK_SIZE; i++)
        p = (p * BASE) & MASK64;
    return p;
})();
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const SENTINEL = 0xffff;
/** Per-line hashes of a file's text, index 0 = line 1; each `hash:occurrence` as GitHub computes. */
export function lineHashes(text) {
    const window = new Array(BLOCK_SIZE).fill(0);
    // For each window slot: the 1-based line that starts at the code unit held there, or 0.
    const startsLine = new Array(BLOCK_SIZE).fill(0);
    const out = [];
    const seen = new Map();
    let h = 0n;
    let slot = 0;
    let line = 0;
    let atLineStart = true;
    let afterCR = false;
    const emit = () => {
        const hex = h.toString(16);
        const n = (seen.get(hex) ?? 0) + 1;
        seen.set(hex, n);
        // Lines reach the front of the window in increasing order, so push keeps index = line - 1.
        out.push(`${hex}:${n}`);
        startsLine[slot] = 0;
    };
    const roll = (unit) => {
        const leaving = window[slot];
        window[slot] = unit;
        h = (BASE * h + BigInt(unit) - BASE_POW_BLOCK * BigInt(leaving)) & MASK64;
        slot = slot + 1 === BLOCK_SIZE ? 0 : slot + 1;
    };
    const feed = (unit) => {
        if (unit === SPACE || unit === TAB || (afterCR && unit === LF)) {
            afterCR = false;
            return;
        }
        if (unit === CR) {
            unit = LF;
            afterCR = true;
        }
        else {
            afterCR = false;
        }
        // The slot we are about to overwrite held the first unit of a line exactly
        // BLOCK_SIZE kept units ago: the hash now covers that line's window.
        if (startsLine[slot] !== 0)
            emit();
        if (atLineStart) {
            atLineStart = false;
            startsLine[slot] = ++line;
        }
        if (unit === LF)
            atLineStart = true;
        roll(unit);
    };
    for (let i = 0; i < text.length; i++)
        feed(text.charCodeAt(i));
    feed(SENTINEL);
    for (let i = 0; i < BLOCK_SIZE; i++) {
        if (startsLine[slot] !== 0)
            emit();
        roll(0);
    }
    return out;
}
/** The primaryLocationLineHash for 1-based `line` in `text` (what upload-sarif would add). */
export function primaryLocationLineHash(text, line) {
    if (!Number.isInteger(line) || line < 1) {
        throw new RangeError(`line must be an integer >= 1, got ${line}`);
    }
    const hashes = lineHashes(text);
    if (line > hashes.length) {
        throw new RangeError(`line ${line} is out of range: the text has ${hashes.length} line(s)`);
    }
    return hashes[line - 1];
}
