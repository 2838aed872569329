/**
 * Hostile repositories, round 3 (issue 22): one bad file never ends the audit, no exit 0 without
 * measuring, one size-capped reader of regular files for everything read, reads that stay inside
 * the target, linear time, inert text. Every input is generated here in a temp folder; the servers
 * are a few lines written for this repo.
 */
import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type AuditResult, audit } from "../src/audit.js";
import { loadCatalogue } from "../src/catalogue/index.js";
import { exitCode } from "../src/cli.js";
import { defaultConfig } from "../src/config.js";
import { renderText } from "../src/report/text.js";

import { pyServer, TS_SERVER, tsServer } from "./helpers/hostile-servers.js";

const skippedOf = (r: AuditResult) => r.coverage.filesSkipped.map((s) => `${s.subject}: ${s.reason}`);
const outcome = (r: AuditResult) => ({
  tools: r.model.tools.map((t) => t.name),
  notMeasured: r.coverage.notMeasured,
  skipped: skippedOf(r),
});

describe("one bad file never ends the audit", () => {
  it("a TypeScript file of 1,400 nested `!` (the binder's recursion overflows) is skipped with its reason, the rest audited", () => {
    const r = audit(tsServer({ "src/bang.ts": `export const x = ${"!".repeat(1400)}true;\n` }));
    expect(outcome(r)).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [
        "src/bang.ts: could not be analysed: nested too deeply for the compiler's binder (Maximum call stack size exceeded)",
      ],
    });
  });

  it("a look-alike of 300 nested `!` is analysed", () => {
    const r = audit(tsServer({ "src/bang.ts": `export const x = ${"!".repeat(300)}true;\n` }));
    expect({ ...outcome(r), files: r.coverage.filesAnalysed }).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [],
      files: 2,
    });
  });

  it("Python files of 10,000 nested parentheses, list brackets and `+` terms are skipped with their reasons, the rest audited", () => {
    const r = audit(
      pyServer({
        "src/records/parens.py": `x = ${"(".repeat(10_000)}1${")".repeat(10_000)}\n`,
        "src/records/lists.py": `x = ${"[".repeat(10_000)}1${"]".repeat(10_000)}\n`,
        "src/records/terms.py": `x = ${Array.from({ length: 10_000 }, (_v, i) => `a${i}`).join(" + ")}\n`,
        // enough ordinary files that three unparsable ones stay under half
        ...Object.fromEntries(["a", "b", "c"].map((m) => [`src/records/${m}.py`, `${m.toUpperCase()} = 1\n`])),
      }),
    );
    const why = (n: number) =>
      `could not be analysed: nested ${n.toLocaleString("en-US")} levels deep (the limit is 1,000; CPython itself refuses 200 nested parentheses)`;
    expect(outcome(r)).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [
        `src/records/lists.py: ${why(10_004)}`,
        `src/records/parens.py: ${why(10_004)}`,
        `src/records/terms.py: ${why(10_003)}`,
      ],
    });
  });

  it("a look-alike Python file of a 900-term sum is analysed", () => {
    const r = audit(
      pyServer({ "src/records/terms.py": `x = ${Array.from({ length: 900 }, (_v, i) => `a${i}`).join(" + ")}\n` }),
    );
    expect({ ...outcome(r), files: r.coverage.filesAnalysed }).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [],
      files: 2,
    });
  });
});

describe("no exit 0 without measuring what it claims", () => {
  it("more than 4,000 Python files: the cap is a partial run (exit 3), its findings stand; a few files are a full run", () => {
    const many = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_v, i) => [`src/records/zz/m${String(i).padStart(4, "0")}.py`, "X = 1\n"]),
      );
    const over = audit(pyServer(many(4000)));
    const at = audit(pyServer(many(10)));
    expect([over, at].map((r) => ({ partial: r.coverage.partial, exit: exitCode([r], "never") }))).toEqual([
      { partial: ["more than 4,000 Python files: only the first 4,000 (in path order) were read"], exit: 3 },
      { partial: [], exit: 0 },
    ]);
    expect(
      renderText([over], { color: false })
        .split("\n")
        .filter((l) => /^(✔|✖)/.test(l)),
    ).toEqual([
      '✖ partial — 0 findings in what was read; parts of the folder were not read (see the top), nothing here means "clean"',
    ]);
  }, 60_000);

  it("a folder that cannot be read (permission denied) makes the run partial; the readable rest is audited", () => {
    const dir = tsServer({ "src/more/extra.ts": "export const extra = 1;\n" });
    const denied = path.join(dir, "src", "more");
    const real = fs.readdirSync;
    const spy = vi.spyOn(fs, "readdirSync").mockImplementation(((p: fs.PathLike, o?: unknown) => {
      if (String(p) === denied)
        throw Object.assign(new Error(`EACCES: permission denied, scandir '${p}'`), { code: "EACCES" });
      return real(p, o as never);
    }) as typeof fs.readdirSync);
    syncBuiltinESMExports();
    let r: AuditResult;
    try {
      r = audit(dir);
    } finally {
      spy.mockRestore();
      syncBuiltinESMExports();
    }
    expect({
      tools: r.model.tools.map((t) => t.name),
      partial: r.coverage.partial,
      exit: exitCode([r], "never"),
    }).toEqual({
      tools: ["lookup"],
      partial: ["src/more: folder could not be read: permission denied (EACCES) — its files were not audited"],
      exit: 3,
    });
    // the look-alike: the same tree, readable, is a full run
    expect(audit(dir).coverage.partial).toEqual([]);
  });

  it("a tool file padded with a megabyte comment, or a JavaScript tool file with one long line of statements, is audited; a data module still is not", () => {
    const jsTool = TS_SERVER.replace(/: z\.string\(\)/, ": z.string()").replace(
      'import { z } from "zod";',
      `import { z } from "zod"; ${"void 0; ".repeat(1300)}`,
    );
    const rows = Array.from(
      { length: 16_000 },
      (_v, i) => `  { id: ${i}, code: "C${i}", label: "Label number ${i}", score: ${i % 97} }`,
    );
    const r = audit(
      tsServer({
        "src/index.ts": `${TS_SERVER}/*${" padding".repeat(150_000)} */\n`,
        "src/other.js": jsTool.replace(/"lookup"/, '"lookup_js"'),
        "src/table.ts": `export const TABLE = [\n${rows.join(",\n")}\n];\n`,
        "src/util.ts": "export const one = 1;\n",
      }),
    );
    expect({
      tools: r.model.tools.map((t) => t.name).sort(),
      skipped: r.coverage.filesSkipped.map((s) => s.subject),
    }).toEqual({
      tools: ["lookup", "lookup_js"],
      skipped: ["src/table.ts"],
    });
  });

  it("no rule applied at all (--rules naming only an inapplicable rule, or every rule off) is not measured", () => {
    const dir = tsServer();
    const off = defaultConfig();
    for (const e of loadCatalogue()) off.rules[e.id] = { level: "off", options: {} };
    const selected = audit(dir, { rules: ["guessed-ttl"] });
    const allOff = audit(dir, { config: off });
    const one = audit(dir, { rules: ["guessed-ttl", "empty-result-excuse"] });
    expect(
      [selected, allOff, one].map((r) => ({ notMeasured: r.coverage.notMeasured, exit: exitCode([r], "never") })),
    ).toEqual([
      {
        notMeasured: ["no rule was applied — nothing audited (not applicable or not selected (--rules))"],
        exit: 3,
      },
      {
        notMeasured: ["no rule was applied — nothing audited (turned off in the config)"],
        exit: 3,
      },
      { notMeasured: [], exit: 0 },
    ]);
  });
});
