/**
 * Grouping of findings for the text report, the JSON report and the batch summary: one entry with
 * a count where findings share a line or repeat one message shape in a file. Findings are built by
 * hand here (written for this repo, 2026-11-30).
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "../src/analyzers/types.js";
import { groupFindings, groupSummary } from "../src/report/group.js";

const at = (file: string, line: number) => ({ file, line, column: 3, endLine: line, endColumn: 20, snippet: "" });
const f = (ruleId: string, file: string, line: number, message: string, messageId?: string): Finding => ({
  ruleId,
  message,
  location: at(file, line),
  ...(messageId ? { messageId } : {}),
});

describe("groupFindings", () => {
  it("groups a message shape repeated in one file (a catch template in many handlers)", () => {
    const findings = [10, 40, 70].map((l, i) =>
      f("empty-result-next-step", "src/tools.ts", l, `Tool 'tool_${i}': a failed request returns an empty result`),
    );
    expect(groupSummary(findings)).toEqual([
      { ruleId: "empty-result-next-step", file: "src/tools.ts", kind: "template", count: 3, lines: [10, 40, 70] },
    ]);
  });

  it("groups by message id, whatever the quoted data", () => {
    const findings = [5, 6, 7].map((l) =>
      f("scope-only-when-set", "src/a.ts", l, `key ${l} always sent`, "fixed-restriction"),
    );
    expect(groupSummary(findings)).toEqual([
      {
        ruleId: "scope-only-when-set",
        messageId: "fixed-restriction",
        file: "src/a.ts",
        kind: "template",
        count: 3,
        lines: [5, 6, 7],
      },
    ]);
  });

  it("groups findings of one rule on one line, and leaves two repeats on different lines apart", () => {
    const findings = [
      f("query-syntax-undocumented", "src/search.ts", 5, "Tool 'search_code': q"),
      f("query-syntax-undocumented", "src/search.ts", 5, "Tool 'search_issues': q"),
      f("unstable-order", "src/search.ts", 9, "sorted by `score` alone"),
      f("unstable-order", "src/search.ts", 30, "sorted by `date` alone"),
      // another rule on the same line is another place
      f("partial-param-group", "src/search.ts", 5, "argument 'q' is never read"),
    ];
    expect(groupFindings(findings).map((g) => [g.ruleId, g.file, g.lines, g.count, g.kind])).toEqual([
      ["partial-param-group", "src/search.ts", [5], 1, "line"],
      ["query-syntax-undocumented", "src/search.ts", [5], 2, "line"],
      ["unstable-order", "src/search.ts", [9], 1, "line"],
      ["unstable-order", "src/search.ts", [30], 1, "line"],
    ]);
  });
});
