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
  it("guessed-ttl: guessed ttlMs and public-with-credentials warn, an unknown cacheScope is an error, cadence comments and in-process caches are notes", () => {
    expect(levels("guessed-ttl")).toEqual([
      "note src/freshness.ts:19",
      "note src/freshness.ts:41",
      "note src/freshness.ts:50",
      "warning src/index.ts:25",
      "warning src/index.ts:45",
      "note src/page-cache.ts:26",
      "note src/result-cache.ts:14",
      "warning src/tools/account.ts:21",
      "warning src/tools/account.ts:49",
      "warning src/tools/datasets.ts:27",
      "note src/tools/datasets.ts:56",
      "warning src/tools/datasets.ts:67",
      "error src/tools/datasets.ts:69",
    ]);
  });
});
