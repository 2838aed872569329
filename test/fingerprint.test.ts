import { describe, expect, it } from "vitest";

import { lineHashes, primaryLocationLineHash } from "../src/sarif/fingerprint.js";

// Every expected value below is copied from GitHub's own test of the algorithm:
// repo github/codeql-action, path src/fingerprints.test.ts, test "hash"
// (its testHash() asserts one hash per line, in line order, line numbers 1..n).
describe("lineHashes (codeql-action src/fingerprints.test.ts vectors)", () => {
  it("hashes an empty file as a single line", () => {
    // github/codeql-action src/fingerprints.test.ts: testHash(t, "", ["c129715d7a2bc9a3:1"])
    expect(lineHashes("")).toEqual(["c129715d7a2bc9a3:1"]);
  });

  it("skips leading spaces and tabs, no trailing newline", () => {
    // github/codeql-action src/fingerprints.test.ts: testHash(t, " a\nb\n  \t\tc\n d", [...])
    expect(lineHashes(" a\nb\n  \t\tc\n d")).toEqual([
      "271789c17abda88f:1",
      "54703d4cd895b18:1",
      "180aee12dab6264:1",
      "a23a3dc5e078b07b:1",
    ]);
  });

  it("gives the same hashes for LF, CR, CRLF and mixed line endings", () => {
    // github/codeql-action src/fingerprints.test.ts: the four inputs
    // " hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n" (and its \r, \r\n, mixed variants)
    // all expect this list; the last entry is the empty line after the final newline.
    const expected = [
      "e9496ae3ebfced30:1",
      "fb7c023a8b9ccb3f:1",
      "ce8ba1a563dcdaca:1",
      "e20e36e16fcb0cc8:1",
      "b3edc88f2938467e:1",
      "c8e28b0b4002a3a0:1",
      "c129715d7a2bc9a3:1",
    ];
    expect(lineHashes(" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n")).toEqual(expected);
    expect(lineHashes(" hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r")).toEqual(expected);
    expect(lineHashes(" hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n")).toEqual(expected);
    expect(lineHashes(" hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n")).toEqual(expected);
  });

  it("numbers repeated hashes by occurrence", () => {
    // github/codeql-action src/fingerprints.test.ts: "Lorem ipsum dolor sit amet.\n".repeat(10)
    expect(lineHashes("Lorem ipsum dolor sit amet.\n".repeat(10))).toEqual([
      "a7f2ff13bc495cf2:1",
      "a7f2ff13bc495cf2:2",
      "a7f2ff13bc495cf2:3",
      "a7f2ff13bc495cf2:4",
      "a7f2ff13bc495cf2:5",
      "a7f2ff13bc495cf2:6",
      "a7f2ff1481e87703:1",
      "a9cf91f7bbf1862b:1",
      "55ec222b86bcae53:1",
      "cc97dc7b1d7d8f7b:1",
      "c129715d7a2bc9a3:1",
    ]);
  });

  it("matches the newer short-program vector", () => {
    // github/codeql-action src/fingerprints.test.ts (current main):
    // "x = 2\nx = 1\nprint(x)\nx = 3\nprint(x)\nx = 4\nprint(x)\n"
    expect(lineHashes("x = 2\nx = 1\nprint(x)\nx = 3\nprint(x)\nx = 4\nprint(x)\n")).toEqual([
      "e54938cc54b302f1:1",
      "bb609acbe9138d60:1",
      "1131fd5871777f34:1",
      "5c482a0f8b35ea28:1",
      "54517377da7028d2:1",
      "2c644846cb18d53e:1",
      "f1b89f20de0d133:1",
      "c129715d7a2bc9a3:1",
    ]);
  });

  it("has one hash per line as codeql-action counts lines", () => {
    // codeql-action's testHash asserts count === input.split(/\r\n|\r|\n/).length
    for (const input of ["", "a", "a\n", "a\r\nb", "\n\n", "x\r \ny", "  \t"]) {
      expect(lineHashes(input).length).toBe(input.split(/\r\n|\r|\n/).length);
    }
  });
});

describe("primaryLocationLineHash", () => {
  const text = " hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End";

  it("returns the hash of the 1-based line", () => {
    // github/codeql-action src/fingerprints.test.ts: same input, lines 1, 2 and 6
    expect(primaryLocationLineHash(text, 1)).toEqual("8b7cf3e952e7aeb2:1");
    expect(primaryLocationLineHash(text, 2)).toEqual("b1ae1287ec4718d9:1");
    expect(primaryLocationLineHash(text, 6)).toEqual("e6ceba753e1a442:1");
  });

  it("throws RangeError for lines outside the text", () => {
    expect(() => primaryLocationLineHash(text, 0)).toThrow(RangeError);
    expect(() => primaryLocationLineHash(text, -3)).toThrow(RangeError);
    expect(() => primaryLocationLineHash(text, 7)).toThrow(RangeError);
    expect(() => primaryLocationLineHash(text, 1.5)).toThrow(RangeError);
    expect(() => primaryLocationLineHash(text, Number.NaN)).toThrow(RangeError);
    expect(() => primaryLocationLineHash(text, 7)).toThrow("line 7 is out of range: the text has 6 line(s)");
  });

  it("counts the empty line after a trailing newline, as upload-sarif does", () => {
    expect(primaryLocationLineHash("a\n", 2)).toEqual("c129715d7a2bc9a3:1");
    expect(() => primaryLocationLineHash("a\n", 3)).toThrow(RangeError);
  });
});
