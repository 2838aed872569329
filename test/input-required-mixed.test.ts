/** Rule 9 applies only from revision 2026-07-28: on an older server it is "not applicable", never "passed". */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inputRequiredMixed } from "../src/analyzers/input-required-mixed.js";
import type { AnalyzerContext } from "../src/analyzers/types.js";
import { audit } from "../src/audit.js";
import type { SpecRevision } from "../src/model/spec-revision.js";

const RULES = path.join(import.meta.dirname, "corpus", "rules");
const withSpec = (spec: SpecRevision) => ({ spec }) as unknown as AnalyzerContext;

describe("input-required-mixed applicability", () => {
  it("says which revision was detected when it does not apply, and when it does", () => {
    expect([
      inputRequiredMixed.applies(withSpec({ source: "SDK ^1.17.0", fieldsUsed: [] })),
      inputRequiredMixed.applies(
        withSpec({ revision: "2025-06-18", source: "protocol-version literal", fieldsUsed: [] }),
      ),
      inputRequiredMixed.applies(withSpec({ revision: "2026-07-28", source: "configured", fieldsUsed: [] })),
    ]).toEqual([
      {
        applies: false,
        reason:
          "the server targets a revision before 2026-07-28 (SDK ^1.17.0); follow-up questions exist from 2026-07-28",
      },
      {
        applies: false,
        reason: "the server targets 2025-06-18 (protocol-version literal); follow-up questions exist from 2026-07-28",
      },
      { applies: true, reason: "the server targets 2026-07-28 (configured)" },
    ]);
  });

  it("is reported as not applied (no findings) on an SDK 1.x server, and applied on one that declares 2026-07-28", () => {
    const old = audit(path.join(RULES, "empty-result-next-step"), { rules: ["input-required-mixed"] });
    const current = audit(path.join(RULES, "input-required-mixed"), { rules: ["input-required-mixed"] });
    const applied = (r: typeof old) => r.coverage.rules.find((x) => x.ruleId === "input-required-mixed")?.applied;
    expect({ old: applied(old), oldFindings: old.findings.length, current: applied(current) }).toEqual({
      old: false,
      oldFindings: 0,
      current: true,
    });
  });
});
