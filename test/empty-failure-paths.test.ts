/**
 * Rules 3, 10 and 11 on empty and failure paths: the exact fields of the findings where the corpus
 * line alone does not say enough (which argument a widened retry leaves out).
 * The bad shapes and look-alikes themselves live in test/corpus/rules/<id>/.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const corpus = (id: string) => path.join(import.meta.dirname, "corpus", "rules", id);

describe("widened-query", () => {
  it("names only what the first query (the one whose answer was tested) carried, not another operation's arguments", () => {
    const r = audit(corpus("widened-query"), { rules: ["widened-query"] });
    const f = r.findings.filter((x) => x.location.file === "src/binds.ts");
    expect(f.map((x) => ({ line: x.location.line, tool: x.tool, param: x.param, messageId: x.messageId }))).toEqual([
      { line: 59, tool: "manage_logs@src/binds.ts:47", param: "level", messageId: undefined },
    ]);
    expect(
      f[0]!.message.startsWith(
        "Tool 'manage_logs': when the first query found nothing (`logs.rows.length === 0`), [a second upstream call](1) is sent without 'level', which",
      ),
    ).toBe(true);
  });
});
