/**
 * Spec-revision applicability: which revision each server in test/corpus/spec-revision targets, how
 * that was decided, and what the coverage says about the rules that need revision 2026-07-28.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { loadCatalogue } from "../src/catalogue/index.js";
import { findConfig, loadConfig } from "../src/config.js";

const DIR = path.join(import.meta.dirname, "corpus", "spec-revision");
const known = new Set(loadCatalogue().map((r) => r.id));

function applicability(folder: string) {
  const dir = path.join(DIR, folder);
  // only rule 8 selected: where it is not applicable, no rule is applied and the run says it measured nothing
  const r = audit(dir, { config: loadConfig(findConfig(dir), known), rules: ["guessed-ttl"] });
  return {
    notMeasured: r.coverage.notMeasured,
    findings: r.findings.map((f) => `${f.ruleId} ${f.location.file}:${f.location.line}`),
    fact: r.coverage.facts.find((f) => f.label === "spec revision"),
    rule: r.coverage.rules.find((x) => x.ruleId === "guessed-ttl"),
  };
}

describe("spec revision and the applicability of revision-bound rules", () => {
  it("SDK 1.x, no 2026-07-28 field (a cache option named ttlMs is not one): earlier revision, rule 8 not applicable", () => {
    expect(applicability("sdk1-no-fields")).toEqual({
      notMeasured: ["no rule was applied — nothing audited (not applicable or not selected (--rules))"],
      findings: [],
      fact: {
        label: "spec revision",
        value: "before 2026-07-28 — @modelcontextprotocol/sdk ^1.17.0 in package.json and no 2026-07-28 field used",
      },
      rule: {
        ruleId: "guessed-ttl",
        applied: false,
        reason:
          "not applicable: targets a revision before 2026-07-28, rule needs 2026-07-28 (@modelcontextprotocol/sdk ^1.17.0 in package.json and no 2026-07-28 field used)",
      },
    });
  });

  it("SDK 2.x with ttlMs and cacheScope on a result: 2026-07-28, rule 8 applies", () => {
    expect(applicability("sdk2-with-fields")).toEqual({
      notMeasured: [],
      findings: [],
      fact: { label: "spec revision", value: "2026-07-28 — uses cacheScope, ttlMs (introduced in 2026-07-28)" },
      rule: {
        ruleId: "guessed-ttl",
        applied: true,
        reason:
          "targets 2026-07-28 (uses cacheScope, ttlMs (introduced in 2026-07-28)); 1 result sets ttlMs or cacheScope",
      },
    });
  });

  it("a list of supported protocol versions: the newest one, rule 8 not applicable", () => {
    expect(applicability("literal-2025-06-18")).toEqual({
      notMeasured: ["no rule was applied — nothing audited (not applicable or not selected (--rules))"],
      findings: [],
      fact: { label: "spec revision", value: "2025-06-18 — protocol-version literal 2025-06-18 in the code" },
      rule: {
        ruleId: "guessed-ttl",
        applied: false,
        reason:
          "not applicable: targets 2025-06-18, rule needs 2026-07-28 (protocol-version literal 2025-06-18 in the code)",
      },
    });
  });

  it("an older version literal beside input_required results: the fields win", () => {
    expect(applicability("old-literal-with-fields")).toEqual({
      notMeasured: ["no rule was applied — nothing audited (not applicable or not selected (--rules))"],
      findings: [],
      fact: {
        label: "spec revision",
        value:
          "2026-07-28 — uses inputRequests, resultType (introduced in 2026-07-28); the protocol-version literal 2025-11-25 in the code is older",
      },
      rule: {
        ruleId: "guessed-ttl",
        applied: false,
        reason: "not applicable: no result sets ttlMs or cacheScope",
      },
    });
  });

  it("a monorepo: the SDK range of the workspace package that has it", () => {
    expect(applicability("monorepo")).toEqual({
      notMeasured: ["no rule was applied — nothing audited (not applicable or not selected (--rules))"],
      findings: [],
      fact: {
        label: "spec revision",
        value:
          "before 2026-07-28 — @modelcontextprotocol/sdk ^1.22.0 in packages/server/package.json and no 2026-07-28 field used",
      },
      rule: {
        ruleId: "guessed-ttl",
        applied: false,
        reason:
          "not applicable: targets a revision before 2026-07-28, rule needs 2026-07-28 (@modelcontextprotocol/sdk ^1.22.0 in packages/server/package.json and no 2026-07-28 field used)",
      },
    });
  });

  it("the config forces the revision over an SDK 1.x range", () => {
    expect(applicability("configured")).toEqual({
      notMeasured: ["no rule was applied — nothing audited (not applicable or not selected (--rules))"],
      findings: [],
      fact: { label: "spec revision", value: "2026-07-28 — configured (specRevision: 2026-07-28)" },
      rule: {
        ruleId: "guessed-ttl",
        applied: false,
        reason: "not applicable: no result sets ttlMs or cacheScope",
      },
    });
  });
});
