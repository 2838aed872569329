/**
 * Rules that grade their own findings: the level each corpus finding gets (the corpus harness checks
 * only where findings are). Expectations are the annotated lines of test/corpus/rules/<id>/.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const RULES_DIR = path.join(import.meta.dirname, "corpus", "rules");

function levels(ruleId: string): string[] {
  return audit(path.join(RULES_DIR, ruleId), { rules: [ruleId] }).findings.map(
    (f) => `${f.level} ${f.location.file}:${f.location.line}`,
  );
}

describe("finding levels", () => {
  it("guessed-ttl: guessed ttlMs and public-with-credentials warn, an unknown cacheScope is an error, a cadence comment makes a note", () => {
    expect(levels("guessed-ttl")).toEqual([
      "warning src/index.ts:25",
      "warning src/index.ts:45",
      "warning src/tools/account.ts:21",
      "warning src/tools/account.ts:49",
      "warning src/tools/datasets.ts:27",
      "note src/tools/datasets.ts:56",
      "warning src/tools/datasets.ts:67",
      "error src/tools/datasets.ts:69",
    ]);
  });
});
