/**
 * Inline suppressions on a copy of the bundled example (findings at src/client/search.ts:20,
 * scope-only-when-set, and src/tools/search.ts:15, empty-result-excuse): what each comment form
 * covers, what is reported about the comments themselves, and where suppressed results go.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type AuditResult, activeFindings, audit } from "../src/audit.js";
import { renderJson } from "../src/report/json.js";
import { buildSarif } from "../src/sarif/build.js";
import { copyExample } from "./helpers/example-copy.js";
import { validateSarif } from "./helpers/sarif-validate.js";

const CLIENT = "src/client/search.ts";
const TOOL = "src/tools/search.ts";
const NEXT = "// fidelity-audit-ignore-next-line";
// Only the two rules these expectations are about: other rules' findings on the example must not move them.
const RULES = ["scope-only-when-set", "empty-result-excuse"];
const auditBoth = (dir: string) => audit(dir, { rules: RULES });

function state(r: AuditResult) {
  return {
    findings: r.findings.map((f) => ({
      rule: f.ruleId,
      at: `${f.location.file}:${f.location.line}`,
      suppressed: f.suppression ? `${f.suppression.kind}: ${f.suppression.justification}` : null,
    })),
    problems: r.suppressionProblems.map((p) => ({ kind: p.kind, at: `${p.location.file}:${p.location.line}` })),
  };
}

describe("inline suppressions", () => {
  it("next-line with a reason suppresses that rule on the next line only", () => {
    const r = auditBoth(
      copyExample({
        [CLIENT]: [[20, `    ${NEXT} scope-only-when-set -- the upstream ignores an empty id list anyway`]],
      }),
    );
    expect(state(r)).toEqual({
      findings: [
        {
          rule: "scope-only-when-set",
          at: `${CLIENT}:21`,
          suppressed: "next-line: the upstream ignores an empty id list anyway",
        },
        { rule: "empty-result-excuse", at: `${TOOL}:15`, suppressed: null },
      ],
      problems: [],
    });
    expect(activeFindings(r).map((f) => f.ruleId)).toEqual(["empty-result-excuse"]);
  });

  it("file-level suppression covers the named rule anywhere in the file, not other rules", () => {
    const r = auditBoth(
      copyExample({
        [TOOL]: [
          [
            2,
            "// fidelity-audit-ignore-file empty-result-excuse, scope-only-when-set -- wording agreed with the upstream owner",
          ],
        ],
      }),
    );
    expect(state(r)).toEqual({
      findings: [
        { rule: "scope-only-when-set", at: `${CLIENT}:20`, suppressed: null },
        { rule: "empty-result-excuse", at: `${TOOL}:16`, suppressed: "file: wording agreed with the upstream owner" },
      ],
      // scope-only-when-set ran and reports nothing in src/tools/search.ts (its finding is in the client)
      problems: [{ kind: "unused", at: `${TOOL}:2` }],
    });
  });

  it("stacked next-line comments both cover the line after them", () => {
    // inserted at the same line, the second pair element ends up first: scope-only-when-set on 20, empty-result-excuse on 21
    const r = auditBoth(
      copyExample({
        [CLIENT]: [
          [20, `    ${NEXT} empty-result-excuse -- no text here`],
          [20, `    ${NEXT} scope-only-when-set -- reviewed`],
        ],
      }),
    );
    expect(state(r)).toEqual({
      findings: [
        { rule: "scope-only-when-set", at: `${CLIENT}:22`, suppressed: "next-line: reviewed" },
        { rule: "empty-result-excuse", at: `${TOOL}:15`, suppressed: null },
      ],
      problems: [{ kind: "unused", at: `${CLIENT}:21` }],
    });
  });

  it("a suppression without a reason is not applied and is reported", () => {
    const r = auditBoth(copyExample({ [CLIENT]: [[20, `    ${NEXT} scope-only-when-set`]] }));
    expect(state(r)).toEqual({
      findings: [
        { rule: "scope-only-when-set", at: `${CLIENT}:21`, suppressed: null },
        { rule: "empty-result-excuse", at: `${TOOL}:15`, suppressed: null },
      ],
      problems: [{ kind: "missing-reason", at: `${CLIENT}:20` }],
    });
  });

  it("reports an unknown rule id and a comment that names no rule", () => {
    const r = auditBoth(
      copyExample({
        [CLIENT]: [
          [20, `    ${NEXT} scope-only -- typo`],
          [2, "// fidelity-audit-ignore-file -- forgot the rule"],
        ],
      }),
    );
    expect(state(r).problems).toEqual([
      { kind: "malformed", at: `${CLIENT}:2` },
      { kind: "unknown-rule", at: `${CLIENT}:21` },
    ]);
    expect(activeFindings(r).length).toEqual(2);
  });

  it("does not call a suppression unused when its rule did not run", () => {
    const dir = copyExample({ [CLIENT]: [[20, `    ${NEXT} empty-result-excuse -- nothing to say here`]] });
    expect(state(audit(dir, { rules: ["scope-only-when-set"] })).problems).toEqual([]);
    expect(state(auditBoth(dir)).problems).toEqual([{ kind: "unused", at: `${CLIENT}:20` }]);
  });

  it("look-alike: the directive inside a string or template literal is no suppression", () => {
    const r = auditBoth(
      copyExample({
        [CLIENT]: [
          [19, "  const doc = `\n// fidelity-audit-ignore-file scope-only-when-set -- in a template\n`; void doc;"],
          [20, `    const note = "${NEXT} scope-only-when-set -- in a string"; void note;`],
        ],
      }),
    );
    expect(state(r).findings.map((f) => f.suppressed)).toEqual([null, null]);
    expect(state(r).problems).toEqual([]);
  });
});

describe("suppressed results in the reports", () => {
  let r: AuditResult;
  beforeAll(() => {
    r = auditBoth(
      copyExample({
        [CLIENT]: [[20, `    ${NEXT} scope-only-when-set -- the upstream ignores an empty id list anyway`]],
      }),
    );
  });

  it("leaves them out of SARIF by default and says how many", () => {
    const log = buildSarif(r);
    expect(validateSarif(log)).toEqual([]);
    expect(log.runs[0]!.results!.map((x) => x.ruleId)).toEqual(["empty-result-excuse"]);
    expect(log.runs[0]!.properties!.suppressions).toEqual({
      suppressedResults: 1,
      writtenToThisLog: false,
      problems: 0,
    });
  });

  it("writes them with a suppressions entry when asked", () => {
    const log = buildSarif(r, { includeSuppressed: true });
    expect(validateSarif(log)).toEqual([]);
    const res = log.runs[0]!.results![0]!;
    expect({ ruleId: res.ruleId, suppressions: res.suppressions }).toEqual({
      ruleId: "scope-only-when-set",
      suppressions: [
        {
          kind: "inSource",
          status: "accepted",
          justification: "the upstream ignores an empty id list anyway",
          location: {
            physicalLocation: {
              artifactLocation: { uri: CLIENT, uriBaseId: "%SRCROOT%" },
              region: {
                startLine: 20,
                startColumn: 5,
                endLine: 20,
                endColumn: 107,
                snippet: { text: `${NEXT} scope-only-when-set -- the upstream ignores an empty id list anyway` },
              },
            },
          },
        },
      ],
    });
  });

  it("keeps them, counted, in JSON", () => {
    const server = JSON.parse(renderJson([r])).servers[0];
    expect({
      suppressed: server.suppressed,
      justification: server.findings[0].suppression.justification,
      problems: server.suppressionProblems,
    }).toEqual({
      suppressed: 1,
      justification: "the upstream ignores an empty id list anyway",
      problems: [],
    });
  });

  it("reports problems with suppressions as SARIF notifications with a location", () => {
    const bad = auditBoth(copyExample({ [CLIENT]: [[20, `    ${NEXT} scope-only-when-set`]] }));
    const log = buildSarif(bad);
    expect(validateSarif(log)).toEqual([]);
    const n = log.runs[0]!.invocations![0]!.toolExecutionNotifications!.filter((x) =>
      x.descriptor?.id?.startsWith("suppression-"),
    );
    expect(
      n.map((x) => ({
        id: x.descriptor!.id,
        level: x.level,
        uri: x.locations![0]!.physicalLocation!.artifactLocation!.uri,
        line: x.locations![0]!.physicalLocation!.region!.startLine,
      })),
    ).toEqual([{ id: "suppression-missing-reason", level: "warning", uri: CLIENT, line: 20 }]);
  });
});
