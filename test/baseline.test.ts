/**
 * Baselines on a copy of the bundled example (findings at src/client/search.ts:20,
 * scope-only-when-set, and src/tools/search.ts:15, empty-result-excuse): a line move keeps a
 * result "unchanged", a removed defect is "absent", an added one is "new".
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type AuditResult, audit as auditAll } from "../src/audit.js";
import { applyBaseline, readBaseline } from "../src/baseline.js";
import { buildSarif } from "../src/sarif/build.js";
import { copyExample, editFiles } from "./helpers/example-copy.js";
import { validateSarif } from "./helpers/sarif-validate.js";

const CLIENT = "src/client/search.ts";
const TOOL = "src/tools/search.ts";
// Only the two rules these expectations are about: other rules' findings on the example must not move them.
const audit = (dir: string) => auditAll(dir, { rules: ["scope-only-when-set", "empty-result-excuse"] });

function saveBaseline(r: AuditResult): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "fa-base-")), "previous.sarif");
  writeFileSync(file, JSON.stringify(buildSarif(r)));
  return file;
}

function states(r: AuditResult) {
  return {
    results: r.findings.map((f) => `${f.baselineState} ${f.ruleId} ${f.location.file}:${f.location.line}`),
    absent: r.baseline!.absent.map(
      (a) =>
        `${a.ruleId} ${a.locations![0]!.physicalLocation!.artifactLocation!.uri}:${a.locations![0]!.physicalLocation!.region!.startLine}`,
    ),
  };
}

describe("--baseline", () => {
  it("marks everything unchanged against its own previous run", () => {
    const dir = copyExample();
    const file = saveBaseline(audit(dir));
    const r = audit(dir);
    applyBaseline(r, readBaseline(file), file);
    expect(states(r)).toEqual({
      results: [`unchanged scope-only-when-set ${CLIENT}:20`, `unchanged empty-result-excuse ${TOOL}:15`],
      absent: [],
    });
  });

  it("keeps a finding unchanged when lines above it move it down", () => {
    const dir = copyExample();
    const file = saveBaseline(audit(dir));
    editFiles(dir, {
      [CLIENT]: [[5, "// a comment added above\n// and another"]],
      [TOOL]: [[3, 'import { strict } from "node:assert"; void strict;']],
    });
    const r = audit(dir);
    applyBaseline(r, readBaseline(file), file);
    expect(states(r)).toEqual({
      results: [`unchanged scope-only-when-set ${CLIENT}:22`, `unchanged empty-result-excuse ${TOOL}:16`],
      absent: [],
    });
  });

  it("marks a fixed defect absent and an introduced one new, and writes both to valid SARIF", () => {
    const dir = copyExample();
    const file = saveBaseline(audit(dir));
    editFiles(dir, {
      [TOOL]: (t) =>
        t.replace(
          "An empty result usually means the term is out of scope for TERMDAT.",
          "If nothing matches, retry with a trailing wildcard.",
        ),
      "src/tools/entry.ts": (t) =>
        t.replace(
          "with definition, note and source.",
          "with definition, note and source. An empty result usually means the id was retired.",
        ),
    });
    const r = audit(dir);
    applyBaseline(r, readBaseline(file), file);
    expect(states(r)).toEqual({
      results: [`unchanged scope-only-when-set ${CLIENT}:20`, "new empty-result-excuse src/tools/entry.ts:12"],
      absent: [`empty-result-excuse ${TOOL}:15`],
    });
    const log = buildSarif(r);
    expect(validateSarif(log)).toEqual([]);
    expect(log.runs[0]!.results!.map((x) => `${x.baselineState} ${x.ruleId}`)).toEqual([
      "unchanged scope-only-when-set",
      "new empty-result-excuse",
      "absent empty-result-excuse",
    ]);
    // outside the working folder the baseline is named by its file name: no absolute path in SARIF
    expect(log.runs[0]!.properties!.baseline).toEqual({ file: path.basename(file), new: 1, unchanged: 1, absent: 1 });
  });
});
