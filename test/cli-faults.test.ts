/**
 * The CLI's `main()` in this process, for exits and messages that need a fault no real server gives:
 * the audit is wrapped (vi.mock) to throw an internal error, or to return more results than GitHub
 * keeps. Also: a baseline's file is never shown by its absolute path, and `explain` with a number
 * that two rules share shows both. The server is a copy of the bundled example (written for this
 * repo) in a temp folder; stderr is captured.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { AuditResult, ResultFinding } from "../src/audit.js";
import { explainRule, main } from "../src/cli.js";
import { copyExample } from "./helpers/example-copy.js";

const fault = vi.hoisted(() => ({ wrap: undefined as undefined | ((r: () => unknown) => unknown) }));
vi.mock("../src/audit.js", async (original) => {
  const real = await original<typeof import("../src/audit.js")>();
  return {
    ...real,
    audit: (...a: Parameters<typeof real.audit>) =>
      fault.wrap ? fault.wrap(() => real.audit(...a)) : real.audit(...a),
  };
});

const made: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), `fa-faults-${p}-`));
  made.push(d);
  return d;
};
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
afterEach(() => {
  fault.wrap = undefined;
  vi.restoreAllMocks();
});

/** Runs `main` with stderr captured. */
async function cli(args: string[]): Promise<{ code: number; stderr: string[] }> {
  const lines: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => {
    lines.push(...String(s).split("\n").slice(0, -1));
    return true;
  });
  const code = await main(args);
  vi.restoreAllMocks();
  return { code, stderr: lines };
}

const RULES = ["--rules", "scope-only-when-set,empty-result-excuse", "-q"];

describe("an internal error", () => {
  it("exits 3 and says it is not a problem with the input, without the usage hint of exit 2", async () => {
    fault.wrap = () => {
      throw new RangeError("Maximum call stack size exceeded");
    };
    const r = await cli([copyExample(), ...RULES]);
    expect([r.code, r.stderr[0], r.stderr.includes("Run with --help for usage.")]).toEqual([
      3,
      "fidelity-audit: internal error (not a problem with your input; please report it): RangeError: Maximum call stack size exceeded",
      false,
    ]);
  });
});

describe("more results than GitHub code scanning keeps", () => {
  it("writes 5,000 and says on stderr how many were left out", async () => {
    fault.wrap = (run) => {
      const r = run() as AuditResult;
      const one = r.findings[0]!;
      r.findings = Array.from({ length: 5002 }, (_v, i): ResultFinding => ({ ...one, message: `m${i}` }));
      return r;
    };
    const dir = copyExample();
    const out = path.join(tmp("out"), "a.sarif");
    const r = await cli([dir, "-f", "sarif", "-o", out, ...RULES]);
    const log = JSON.parse(readFileSync(out, "utf8"));
    expect([r.code, log.runs[0].results.length, r.stderr]).toEqual([
      1,
      5000,
      [
        `fidelity-audit: ${dir}: 2 result(s) left out of the SARIF: GitHub code scanning keeps 5000 per run; the highest levels were kept`,
      ],
    ]);
  });
});

describe("a baseline given by an absolute path outside the working folder", () => {
  it("is named in the SARIF by its file name only", async () => {
    const dir = copyExample();
    const out = tmp("base");
    const before = path.join(out, "before.sarif");
    const after = path.join(out, "after.sarif");
    expect((await cli([dir, "-f", "sarif", "-o", before, ...RULES])).code).toEqual(1);
    expect((await cli([dir, "-f", "sarif", "-o", after, "--baseline", before, ...RULES])).code).toEqual(1);
    const text = readFileSync(after, "utf8");
    expect([JSON.parse(text).runs[0].properties.baseline.file, text.includes(out)]).toEqual(["before.sarif", false]);
  });
});

describe("explain with a number two rules share", () => {
  it("shows both parts of rule 5 and of rule 7", () => {
    expect(["5", "7"].map((n) => explainRule(n).split("\n")[0])).toEqual([
      "Rule 5 has 2 parts: query-syntax-undocumented, test-cannot-fail.",
      "Rule 7 has 2 parts: unstable-order, unstable-tool-registry.",
    ]);
  });
});
