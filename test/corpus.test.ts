/**
 * The corpus is its own expectation: every `// ruleid:` line must be reported, every `// ok:` line
 * must not, and no finding of a rule the project annotates may appear anywhere else.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { loadCatalogue } from "../src/catalogue/index.js";
import { readExpectations } from "./helpers/annotations.js";

const RULES_DIR = path.join(import.meta.dirname, "corpus", "rules");
const implemented = loadCatalogue()
  .filter((r) => r.status === "implemented")
  .map((r) => r.id);

describe("every implemented rule has a corpus folder", () => {
  it("lists exactly the implemented rules", () => {
    const folders = readdirSync(RULES_DIR)
      .filter((d) => existsSync(path.join(RULES_DIR, d)))
      .sort();
    expect(folders.filter((f) => implemented.includes(f))).toEqual([...implemented].sort());
  });
});

describe.each(readdirSync(RULES_DIR).sort())("corpus %s", (folder) => {
  const dir = path.join(RULES_DIR, folder);
  const expectations = readExpectations(dir);
  const checked = [...new Set([folder, ...expectations.map((e) => e.ruleId)])]
    .filter((id) => implemented.includes(id))
    .sort();

  it("annotates at least one bad shape and one look-alike for its rule", () => {
    expect({
      ruleid: expectations.some((e) => e.kind === "ruleid" && e.ruleId === folder),
      ok: expectations.some((e) => e.kind === "ok" && e.ruleId === folder),
    }).toEqual({ ruleid: true, ok: true });
  });

  it("reports exactly the annotated findings", () => {
    const result = audit(dir, { rules: checked });
    expect(result.coverage.notMeasured).toEqual([]);
    const actual = result.findings.map((f) => `${f.ruleId} ${f.location.file}:${f.location.line}`).sort();
    const expected = expectations
      .filter((e) => e.kind === "ruleid")
      .map((e) => `${e.ruleId} ${e.at}`)
      .sort();
    expect(actual).toEqual(expected);
    // where an annotation names a message id, the findings there carry exactly the ids named
    const named = expectations.filter((e) => e.kind === "ruleid" && e.messageId);
    const places = new Set(named.map((e) => `${e.ruleId} ${e.at}`));
    const ids = (list: { place: string; id: string | undefined }[]) =>
      list
        .filter((x) => places.has(x.place))
        .map((x) => `${x.place} #${x.id ?? "(none)"}`)
        .sort();
    expect(
      ids(
        result.findings.map((f) => ({ place: `${f.ruleId} ${f.location.file}:${f.location.line}`, id: f.messageId })),
      ),
    ).toEqual(
      ids(
        expectations.filter((e) => e.kind === "ruleid").map((e) => ({ place: `${e.ruleId} ${e.at}`, id: e.messageId })),
      ),
    );
  });
});
