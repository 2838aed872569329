/** Rule 9 applies only from revision 2026-07-28: on an older server it is "not applicable", never "passed". */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const RULES = path.join(import.meta.dirname, "corpus", "rules");

describe("input-required-mixed applicability", () => {
  it("is not applicable on a server before 2026-07-28, and says which revision was detected", () => {
    const r = audit(path.join(RULES, "empty-result-next-step"), { rules: ["input-required-mixed"] });
    expect({ findings: r.findings, rule: r.coverage.rules.find((x) => x.ruleId === "input-required-mixed") }).toEqual({
      findings: [],
      rule: {
        ruleId: "input-required-mixed",
        applied: false,
        reason:
          "not applicable: the server targets a revision before 2026-07-28 (@modelcontextprotocol/sdk ^1.17.0 in package.json, no 2026-07-28 fields used: an earlier revision); follow-up questions exist from 2026-07-28",
      },
    });
  });

  it("applies on a server that declares 2026-07-28", () => {
    const r = audit(path.join(RULES, "input-required-mixed"), { rules: ["input-required-mixed"] });
    expect(r.coverage.rules.find((x) => x.ruleId === "input-required-mixed")).toEqual({
      ruleId: "input-required-mixed",
      applied: true,
      reason: "the server targets 2026-07-28 (protocol-version literal 2026-07-28 in the code)",
    });
  });
});
