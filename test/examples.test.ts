/**
 * The examples of rules.yaml run: every implemented rule's `bad` example, completed into a server
 * (test/helpers/examples.ts), yields exactly the findings its `flagged` list names, at those lines of
 * the example, and its `good` example yields no finding of the rule, in every language the rule
 * runs on. All examples of a language and variant share one project, so the catalogue costs four
 * audits; a finding belongs to the example whose file it is in.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type AuditResult, audit } from "../src/audit.js";
import { loadCatalogue } from "../src/catalogue/index.js";
import { EXAMPLE_LANGUAGES, type Variant, writeExampleProjects } from "./helpers/examples.js";

const rules = loadCatalogue().filter((r) => r.status === "implemented");
const { dir, files } = writeExampleProjects(mkdtempSync(path.join(os.tmpdir(), "fa-examples-")), rules);
const results = new Map<string, AuditResult>();
const key = (language: string, variant: Variant) => `${language}-${variant}`;

beforeAll(() => {
  for (const language of EXAMPLE_LANGUAGES)
    for (const variant of ["bad", "good"] as const) results.set(key(language, variant), audit(dir(language, variant)));
});

describe("rules.yaml examples", () => {
  it.each(files.map((f) => [`${f.ruleId} ${f.language} ${f.variant}`, f] as const))("%s", (_, f) => {
    const result = results.get(key(f.language, f.variant))!;
    // the rule ran on the example's project and every tool there was followed; a rule that reads the
    // model sees code only through tools, so its example's server must have one (rules that read
    // syntax see their shape directly: a test file, a tool list whose shape discovery does not read)
    const rule = rules.find((r) => r.id === f.ruleId)!;
    const ownFiles = [f.file, ...f.support];
    expect({
      notMeasured: result.coverage.notMeasured,
      applied: result.coverage.rules.find((r) => r.ruleId === f.ruleId)?.applied,
      notAudited: (result.coverage.toolsNotAudited ?? []).map((t) => `${t.tool} ${t.location.file}`),
      hasTool: rule.needs !== "model" || result.model.tools.some((t) => ownFiles.includes(t.location.file)),
    }).toEqual({ notMeasured: [], applied: true, notAudited: [], hasTool: true });
    // findings of the rule in the example's files, by line of the example and message id (`around:N`
    // is line N of the example's file outside the example; `<file>:N` a line of one of its `files`)
    const found = result.findings
      .filter((x) => x.ruleId === f.ruleId && ownFiles.includes(x.location.file))
      .map((x) => {
        const line = x.location.line - f.firstLine + 1;
        const at =
          x.location.file !== f.file
            ? `${x.location.file}:${x.location.line}`
            : line >= 1 && line <= f.lines
              ? `${line}`
              : `around:${x.location.line}`;
        return x.messageId ? `${at} ${x.messageId}` : at;
      })
      .sort();
    expect(found).toEqual(f.variant === "bad" ? [...rule.examples[f.language]!.flagged].sort() : []);
  });
});
