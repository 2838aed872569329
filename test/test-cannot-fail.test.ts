/**
 * What the tests half of rule 5 says about a server's own test suite in the coverage: whether it
 * ran, and whether any test reaches the upstream for real (information, never a finding).
 * Projects: test/corpus/rules/test-cannot-fail (with parts ignored) and a corpus without tests.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { defaultConfig } from "../src/config.js";

const RULES_DIR = path.join(import.meta.dirname, "corpus", "rules");

function coverage(folder: string, ignore: string[] = []) {
  const r = audit(path.join(RULES_DIR, folder), {
    config: { ...defaultConfig(), ignore },
    rules: ["test-cannot-fail"],
  });
  return {
    rule: r.coverage.rules.find((x) => x.ruleId === "test-cannot-fail"),
    live: r.coverage.facts.filter((f) => f.label === "live upstream tests").map((f) => f.value),
  };
}

describe("test-cannot-fail coverage", () => {
  it("names the test file that imports upstream-calling code without a network mock", () => {
    expect(coverage("test-cannot-fail")).toEqual({
      rule: { ruleId: "test-cannot-fail", applied: true, reason: "7 test files" },
      live: ["possible — 1 test file imports code that calls the upstream and mocks no network: test/live.test.ts"],
    });
  });

  it("says none when every test that imports upstream-calling code mocks the network", () => {
    expect(coverage("test-cannot-fail", ["test/live.test.ts"])).toEqual({
      rule: { ruleId: "test-cannot-fail", applied: true, reason: "6 test files" },
      live: ["none — 3 test files import code that calls the upstream, all with the network mocked"],
    });
  });

  it("says none when no test imports code that calls the upstream", () => {
    expect(
      coverage("test-cannot-fail", [
        "test/live.test.ts",
        "test/search.test.ts",
        "test/metadata.test.ts",
        "test/tables.test.ts",
      ]),
    ).toEqual({
      rule: { ruleId: "test-cannot-fail", applied: true, reason: "3 test files" },
      live: ["none — no test imports code that calls the upstream"],
    });
  });

  it("is not applicable without test files, and says so", () => {
    expect(coverage("guessed-ttl")).toEqual({
      rule: {
        ruleId: "test-cannot-fail",
        applied: false,
        reason: "not applicable: no test files found (*.test.*, *.spec.*, test_*.py, test/, tests/, __tests__/)",
      },
      live: ["none — the project has no test files"],
    });
  });
});
