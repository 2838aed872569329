/**
 * The portfolio summary renderers on hand-made outcomes (written for this repo, 2026-11-29): counts,
 * heat-map cells, and rows of repositories that were not measured or failed, which must never show 0.
 */

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RepoOutcome } from "../src/batch/outcome.js";
import { counts, heat, summaryHtml, summaryMarkdown } from "../src/batch/summary.js";
import { readTargets } from "../src/batch/targets.js";

const none = { error: 0, warning: 0, note: 0, suppressed: 0 };
const cov = { files: 3, filesSkipped: 0, tools: 2, upstreamCalls: 1, specRevision: "before 2026-07-28" };
const outcomes: RepoOutcome[] = [
  {
    label: "a",
    status: "analysed",
    coverage: cov,
    rules: { "scope-only-when-set": 4, "empty-result-excuse": "n/a" },
    findings: { ...none, warning: 4, suppressed: 1 },
  },
  {
    label: "b",
    status: "analysed",
    coverage: cov,
    rules: { "scope-only-when-set": 0, "empty-result-excuse": 1 },
    findings: { ...none, error: 1 },
    sarifFile: "b.sarif",
    results: [{ rule: "empty-result-excuse", level: "error", file: "src/t.ts", line: 7, message: "guess <here>" }],
    provenance: { revisionId: "0123456789abcdef0123456789abcdef01234567", branch: "main" },
  },
  {
    label: "c",
    status: "not-measured",
    reason: "no MCP tools found",
    coverage: { ...cov, tools: 0 },
    rules: { "scope-only-when-set": "not run", "empty-result-excuse": "not run" },
    findings: none,
  },
  {
    label: "d <x>",
    status: "failed",
    reason: "timed out after 300 s",
    rules: { "scope-only-when-set": "not run", "empty-result-excuse": "not run" },
    findings: none,
  },
];

describe("portfolio summary", () => {
  it("counts analysed, not measured and failed against the total; only analysed repositories can be clean", () => {
    expect(counts(outcomes)).toEqual({ total: 4, analysed: 2, notMeasured: 1, failed: 1, clean: 0 });
  });

  it("renders the markdown table with dashes for unmeasured rows and totals over analysed ones", () => {
    const rows = summaryMarkdown(outcomes)
      .split("\n")
      .filter((l) => l.startsWith("| "));
    expect(rows).toEqual([
      "| repository | R1 | R4 | findings | suppressed | status |",
      "| a | 4 | n/a | 4 | 1 | analysed |",
      "| b | 0 | 1 | 1 | 0 | analysed |",
      "| c | — | — | — | — | NOT MEASURED: no MCP tools found |",
      "| d \\<x\\> | — | — | — | — | FAILED: timed out after 300 s |",
      "| **total** | **4** | **1** | **5** | | |",
      "| repository | files | skipped files | tools | upstream calls | spec revision | commit |",
      "| a | 3 | 0 | 2 | 1 | before 2026-07-28 | not a git checkout |",
      "| b | 3 | 0 | 2 | 1 | before 2026-07-28 | 0123456789ab |",
      "| c | 3 | 0 | 0 | 1 | before 2026-07-28 | not a git checkout |",
      "| d \\<x\\> | — | — | — | — | — | not a git checkout |",
    ]);
  });

  it("tells apart the two rule ids of one fidelity rule in the column heads (R5a, R5b), in catalogue order", () => {
    const both: RepoOutcome[] = [
      {
        label: "a",
        status: "analysed",
        coverage: cov,
        rules: {
          "query-syntax-undocumented": 1,
          "test-cannot-fail": "n/a",
          "unstable-order": 0,
          "unstable-tool-registry": 2,
        },
        findings: { ...none, warning: 3 },
      },
    ];
    const head = summaryMarkdown(both)
      .split("\n")
      .find((l) => l.startsWith("| repository |"));
    expect(head).toEqual("| repository | R5a | R5b | R7a | R7b | findings | suppressed | status |");
  });

  it("colours the heat map from pale green (0) to deep red with white text (the maximum)", () => {
    expect([heat(0, 4), heat(1, 4), heat(2, 4), heat(4, 4)]).toEqual([
      "background:#e6f4ea",
      "background:hsl(45, 90%, 80%)",
      "background:hsl(23, 90%, 63%)",
      "background:hsl(0, 90%, 45%);color:#fff",
    ]);
  });

  it("marks the HTML rows of unmeasured repositories and escapes labels", () => {
    const rows = summaryHtml(outcomes)
      .split("\n")
      .filter((l) => l.startsWith("<tr") && l.includes("status"));
    expect(
      rows.map((r) => /^<tr( class="([^"]+)")?><th scope="row"><a href="([^"]+)">([^<]*)</.exec(r)!.slice(2)),
    ).toEqual([
      [undefined, "#repo-1", "a"],
      [undefined, "#repo-2", "b"],
      ["not-measured", "#repo-3", "c"],
      ["failed", "#repo-4", "d &lt;x&gt;"],
    ]);
  });

  it("links each repository row to its section and each non-zero cell to that rule's findings there", () => {
    const html = summaryHtml(outcomes).split("\n");
    const b = html.find((l) => l.startsWith('<tr><th scope="row"><a href="#repo-2">'))!;
    const section = html.slice(html.indexOf('<h3 id="repo-2">b</h3>'), html.indexOf('<h3 id="repo-3">c</h3>'));
    expect([[...b.matchAll(/<td[^>]*><a href="([^"]+)">/g)].map((m) => m[1]), section]).toEqual([
      ["#repo-2-empty-result-excuse"],
      [
        '<h3 id="repo-2">b</h3>',
        '<p>SARIF: <a href="b.sarif">b.sarif</a></p>',
        '<h4 id="repo-2-empty-result-excuse"><code>empty-result-excuse</code> (1)</h4>',
        "<ul>",
        "<li>error <code>src/t.ts:7</code> guess &lt;here&gt;</li>",
        "</ul>",
      ],
    ]);
  });
});

describe("batch targets", () => {
  it("reads a folder of repositories (sorted, hidden folders left out) and a list file with sub-paths", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "fa-targets-"));
    for (const d of ["zeta", "alpha", ".cache", "node_modules"])
      mkdirSync(path.join(dir, "repos", d), { recursive: true });
    writeFileSync(path.join(dir, "repos", "notes.txt"), "not a repository\n");
    expect(readTargets(path.join(dir, "repos")).map((t) => [t.label, path.relative(dir, t.dir), t.file])).toEqual([
      ["alpha", "repos/alpha", "alpha.sarif"],
      ["zeta", "repos/zeta", "zeta.sarif"],
    ]);
    writeFileSync(path.join(dir, "list.txt"), "repos/alpha ./packages/srv/   # nested\n\nrepos/alpha\nother/alpha\n");
    expect(
      readTargets(path.join(dir, "list.txt")).map((t) => [
        t.label,
        path.relative(dir, t.repo),
        path.relative(dir, t.dir),
        t.file,
      ]),
    ).toEqual([
      ["alpha/packages/srv", "repos/alpha", "repos/alpha/packages/srv", "alpha-packages-srv.sarif"],
      ["alpha", "repos/alpha", "repos/alpha", "alpha.sarif"],
      ["alpha~2", "other/alpha", "other/alpha", "alpha_2.sarif"],
    ]);
  });
  it("refuses a sub-path that leaves the repository", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "fa-targets-"));
    writeFileSync(path.join(dir, "list.txt"), "repo ../elsewhere\n");
    let message = "no error";
    try {
      readTargets(path.join(dir, "list.txt"));
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toEqual(
      `${path.join(dir, "list.txt")}:1: the sub-path must stay inside the repository: ../elsewhere`,
    );
  });
});
