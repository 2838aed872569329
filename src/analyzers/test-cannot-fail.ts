/**
 * Rule 5 (tests half) — the server's own tests assert in ways that cannot fail the way their names
 * promise: substring and prefix checks on structured fields, a table answer checked only for a few
 * of its values, ordering tests fed by a mock that already returns the expected order, and recorded
 * upstream answers with no word on where and when they were recorded. Also states, as coverage,
 * whether any test reaches the upstream for real.
 *
 * Reads `ServerModel.tests`, which each front end fills from its test frameworks' spellings
 * (vitest/jest/mocha/node:test; pytest with respx), so the rule runs on every language.
 */
import type { SourceLocation, TestAssertion, TestCase, TestFixture, TestSuite } from "../model/types.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "test-cannot-fail";

/** Fields whose value is a code or a state: compared exactly, never by substring. */
const STRUCTURED_FIELD =
  /^(status|statusCode|status_code|state|errorCode|error_code|code|type|kind|resultType|result_type|matchType|match_type|cacheScope|cache_scope|format|level|severity|sortKey|sort_key)$/;
const ORDER_TITLE =
  /\b(order|ordered|ordering|sort|sorted|sorts|sorting|rank|ranked|ranking|stable|deterministic|newest|oldest)\b/i;
/** Titles about the sort a request carries (a parameter, a field), not about the order of a result. */
const REQUEST_SORT =
  /\b(sort|order)[\s_-]*(param(eter)?s?|fields?|keys?|options?|arguments?|query|url)\b|\b(append|appends|appending|pass|passes|passing|send|sends|sending|forward|forwards|include|includes|add|adds)\b.*\b(sort|order)\b/i;
/** A name that says the literal was recorded, not written. */
const RECORDED_NAME = /(recorded|recording|captured|real|live)/i;
/** A name for an upstream answer; with enough fields and no placeholders it is most likely pasted from one. */
const RESPONSE_NAME = /(fixture|response|payload|body|upstream|sample)/i;
/** A name for what a test sends or expects, not for what an upstream answered: queries, inputs, schemas, tool lists, snapshots. */
const NOT_AN_ANSWER = /(quer(y|ies)|input|args|arguments|params|request|schema|tools?|expected|snapshots?|frozen)/i;
const LARGE_LITERAL = 25;
/** A mock's answer with this many fields is a stand-in for an upstream answer, not a one-key stub (`{"count": 0}`). */
const MOCK_ANSWER_SIZE = 8;
/** A name for a variant built on purpose (lower-case headers, suppressed cells, a malformed row): a test input, not a recording. */
const VARIANT_NAME =
  /(lower|upper|mixed|case|suppressed|broken|malformed|invalid|bad|empty|missing|drift|edge|variant|renamed|changed)/i;

const prose = (s: string) => /\s/.test(s.trim());
const where = (a: { test?: string }) => (a.test ? `Test '${a.test}': ` : "");

function finding(
  location: SourceLocation,
  messageId: string,
  data: Record<string, string | number>,
  message: string,
  extra: Partial<Finding> = {},
): Finding {
  return { ruleId: ID, message, location, messageId, data, ...extra };
}

/** A substring, prefix or suffix check for a code on a field that holds codes: passes for any value that contains it. */
function substringOnField(a: TestAssertion): Finding | undefined {
  if (a.form === "equality" || a.negated || a.onRejection || a.expected === undefined) return undefined;
  if (a.matcher !== "substring" && a.matcher !== "prefix" && a.matcher !== "suffix") return undefined;
  // a caught error's fields are free text; a phrase is looked for in a sentence, not compared as a code
  if (a.subject.kind !== "field" || !a.subject.field || !STRUCTURED_FIELD.test(a.subject.field)) return undefined;
  if (prose(a.expected) || !a.expected) return undefined;
  const field = a.subject.field;
  const v = a.expected;
  if (a.form === "asymmetric")
    return finding(
      a.location,
      "substring-on-field",
      { field, expected: v },
      `${where(a)}'${field}' is matched with \`${a.code}\`, a substring check on a structured field; compare it exactly.`,
    );
  if (a.form === "text-method")
    return finding(
      a.location,
      "substring-on-field",
      { field, expected: v },
      `${where(a)}\`${a.code}\` is a ${a.matcher === "prefix" ? "prefix" : a.matcher === "suffix" ? "suffix" : "substring"} check on the structured field '${field}'; it stays true when the value changes meaning. Compare the field exactly.`,
    );
  return finding(
    a.location,
    "substring-on-field",
    { field, expected: v },
    `${where(a)}\`${a.code}\` passes for any '${field}' that merely contains "${v}" ("not_${v}", "${v}_partial"), so a changed ${field} keeps it green. Compare the field exactly (toBe/toEqual/strictEqual, ==).`,
  );
}

/**
 * `execute_tql(query="rate(x[5m])", lookback="5m")` checked with `assert "5m" in data["tql"]`: the text looked
 * for is what the test hands `lookback`, and the query it hands alongside already contains it, so the check
 * passes when `lookback` never reaches the result (ADJUDICATION rule 5: a test that cannot fail).
 */
function substringFromOtherInput(a: TestAssertion): Finding | undefined {
  const also = a.alsoIn;
  if (!also || a.negated || a.onRejection || a.expected === undefined) return undefined;
  return finding(
    a.location,
    "substring-from-other-input",
    { argument: also.argument, other: also.other, expected: a.expected },
    `${where(a)}\`${a.code}\` looks for "${a.expected}", the value handed to '${also.argument}', but [the value handed to '${also.other}'](1) contains "${a.expected}" too: the check passes even when '${also.argument}' never reaches the result. Give '${also.argument}' a value no other input contains, or compare the field exactly.`,
    {
      relatedLocations: [{ id: 1, location: also.location, message: `'${also.other}' also contains "${a.expected}"` }],
    },
  );
}

/** A link or one of its query parameters: `https://host/path?x=1`, `&span=abc`, `?trace_id=abc`. */
const LINK_PART = /^https?:\/\/\S+$|^[?&][\w.[\]-]+=\S*$/;

/**
 * A substring check for a link or a query parameter of one (`expect(text).toContain("&span=span456")`):
 * a link is a structured value, not prose. The check passes for a link whose other parameters,
 * host or path are wrong, and for a parameter repeated or shadowed ("&span=span4567"). ADJUDICATION:
 * "Substring or prefix asserts on a structured field are true; on prose (a message, a description)
 * they are not" — a link without spaces is no prose.
 */
function substringOnLink(a: TestAssertion): Finding | undefined {
  if (a.form === "equality" || a.negated || a.onRejection || !a.expected) return undefined;
  if (a.matcher !== "substring" && a.matcher !== "prefix" && a.matcher !== "suffix") return undefined;
  if (a.subject.kind === "error-field") return undefined;
  // `param1=value1` in something named as a link (`url`, `href`, `link`)
  const inLink =
    /(url|uri|href|link)s?$/i.test(a.subject.field ?? a.subject.text) && /^[\w.[\]-]+=\S*$/.test(a.expected);
  if (!LINK_PART.test(a.expected) && !inLink) return undefined;
  const v = a.expected;
  const part = /^https?:/.test(v) ? "link" : "query parameter";
  return finding(
    a.location,
    "substring-on-link",
    { expected: v },
    `${where(a)}\`${a.code}\` looks for the ${part} "${v.length > 60 ? `${v.slice(0, 59)}…` : v}" as a substring of \`${a.subject.text}\`: it passes for a link whose other parameters, host or path are wrong, or whose value merely starts with this one. Parse the link (\`new URL(…)\`) and compare the parameters that matter exactly.`,
  );
}

function inside(loc: SourceLocation, c: TestCase): boolean {
  return loc.file === c.location.file && loc.line >= c.location.line && loc.line <= c.location.endLine;
}

/**
 * A test that feeds the upstream mock a table and checks what comes back only for a few values
 * (`assert "Zürich" in result`): every other column can go wrong and the test stays green.
 */
function tableCheckedBySubstrings(c: TestCase, assertions: TestAssertion[]): Finding | undefined {
  if (!c.mockAnswers.some((m) => m.tabular)) return undefined;
  const own = assertions.filter((a) => inside(a.location, c));
  if (own.some((a) => a.form === "equality" || a.matcher === "snapshot" || a.matcher === "pattern")) return undefined;
  const values = own.filter(
    (a) =>
      a.matcher === "substring" &&
      !a.negated &&
      a.subject.kind === "value" &&
      a.expected !== undefined &&
      a.expected !== "" &&
      !prose(a.expected),
  );
  // every check the test makes is one of these (one per statement), and there are several: a test that
  // looks for one value (that the tool answered at all) or for a phrase (an error text) is about something else
  if (values.length < 2 || values.length !== own.length || own.length !== c.checks) return undefined;
  const first = values[0]!;
  const shown = values.map((a) => `"${a.expected}"`).join(", ");
  return finding(
    first.location,
    "table-result-substrings",
    { test: c.title, values: values.map((a) => a.expected).join(",") },
    `Test '${c.title}' feeds the upstream mock [a table](1) and checks the result only for ${shown} in \`${first.subject.text}\`: any other column or row can come back wrong (a dash, a shifted value) and the test stays green. Compare the rows the test cares about exactly, column by column.`,
    {
      relatedLocations: [
        { id: 1, location: c.mockAnswers.find((m) => m.tabular)!.location, message: "the table the mock answers with" },
      ],
    },
  );
}

/**
 * An ordering test whose upstream mock already answers in the order the test expects: the rule's
 * "Zweimal dieselbe Reihenfolge zu mocken und dann Gleichheit zu behaupten". Only where the expected
 * values are seen in that order in the data the test builds; a mock generated in a loop or built by
 * a helper whose order is not visible, or one in another order, is not this defect.
 */
function orderAgainstFixedMock(c: TestCase): Finding | undefined {
  // a Python test's name is its title in snake case (`test_results_sorted_by_date`)
  const title = c.title.replace(/_/g, " ");
  if (!ORDER_TITLE.test(title) || REQUEST_SORT.test(title) || !c.positional || c.reorders) return undefined;
  if (c.mockOrder !== "same" || c.sortHandedOn) return undefined;
  const mocks = c.mockAnswers.filter((m) => m.list);
  if (!mocks.length) return undefined;
  return finding(
    c.location,
    "order-fixed-mock",
    { test: c.title },
    `Test '${c.title}' is about ordering, but the upstream mock already answers [in the order the test expects](1), so the test passes whether or not the server orders anything. Feed the mock the items in another order (reversed, shuffled) than the expected result.`,
    {
      relatedLocations: [
        { id: 1, location: mocks[0]!.location, message: "the mock's answer, already in the expected order" },
      ],
    },
  );
}

/**
 * Data a test stands in for an upstream answer with, which says neither where and when it was recorded
 * nor that it is hand-built (ADJUDICATION rule 5: "A fixture must say where it came from and when it
 * was recorded; a hand-built stand-in must say that it is hand-built"). Placeholder values (example
 * hosts, counting ids) show that it was written by hand; they do not say so to the reader.
 */
function undatedRecording(f: TestFixture): Finding | undefined {
  // an expected value is the test's own claim, not an upstream's answer
  if (f.provenance || f.handBuilt || f.use === "expected") return undefined;
  const unmarked = f.placeholders
    ? " It looks hand-built (placeholder values), but does not say so: a reader cannot tell a stand-in from a stale recording."
    : "";
  const fix = "note the source URL and the date above it, or say that it is hand-built";
  if (f.kind === "file")
    return finding(
      f.location,
      "fixture-file-undated",
      { file: f.file ?? f.name },
      `${where(f)}The fixture ${f.file} is loaded here, and neither a comment here, the file itself nor a sidecar says where and when it was recorded, or that it was written by hand.${unmarked} Nobody can tell whether the upstream still answers like this; ${fix}.`,
    );
  if (VARIANT_NAME.test(f.name)) return undefined;
  if (f.kind === "literal") {
    // queries, inputs, schema snapshots are what a test sends or expects, not what an upstream answered
    if (NOT_AN_ANSWER.test(f.name) && f.use !== "mock-answer") return undefined;
    const size = f.size ?? 0;
    // "real"/"live" alone names what a test is about (`_BEWUSST_OHNE_LIVE_TEST`, an allow-list of tools): with
    // neither an answer's name nor a mock's use, it is no recording
    const byName =
      /(recorded|recording|captured)/i.test(f.name) ||
      (RECORDED_NAME.test(f.name) && (RESPONSE_NAME.test(f.name) || f.use === "mock-answer"));
    // a mock's answer of some size, or a large literal under an answer's name, stands in for an upstream answer
    const standsIn =
      (f.use === "mock-answer" && size >= MOCK_ANSWER_SIZE) || (RESPONSE_NAME.test(f.name) && size >= LARGE_LITERAL);
    if (!(byName ? size >= 3 : standsIn)) return undefined;
  }
  const what =
    f.kind === "literal"
      ? "response"
      : f.kind === "csv-text"
        ? "CSV text"
        : f.kind === "markup-text"
          ? "XML/HTML text"
          : "JSON text";
  return finding(
    f.location,
    "inline-recording-undated",
    { name: f.name, kind: what },
    `${where(f)}'${f.name}' stands in for an upstream ${what}${f.commented ? "; the comment beside it says what it holds, not where and when it was recorded, or that it is hand-built" : " with no comment saying where and when it was recorded, or that it is hand-built"}.${unmarked} When the upstream changes, the test keeps passing against the old answer; ${fix}.`,
  );
}

function liveTestFact(tests: TestSuite): string {
  const files = (n: number) => `${n} test file${n === 1 ? " imports" : "s import"} code that calls the upstream`;
  const live = tests.unmocked;
  if (live.length)
    return `possible — ${files(live.length)} and mock${live.length === 1 ? "s" : ""} no network: ${live.join(", ")}`;
  if (tests.reachingUpstream.length)
    return `none — ${files(tests.reachingUpstream.length)}, all with the network mocked`;
  return "none — no test imports code that calls the upstream";
}

export const testCannotFail: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    const n = ctx.model.tests?.files.length ?? 0;
    if (!n) {
      ctx.addFact("live upstream tests", "none — the project has no test files");
      return {
        applies: false,
        reason: "no test files found (*.test.*, *.spec.*, test_*.py, test/, tests/, __tests__/)",
      };
    }
    return { applies: true, reason: `${n} test file${n === 1 ? "" : "s"}` };
  },
  run(ctx) {
    const tests = ctx.model.tests!;
    ctx.addFact("live upstream tests", liveTestFact(tests));
    const findings: Finding[] = [];
    for (const a of tests.assertions) {
      const f = substringOnField(a) ?? substringOnLink(a) ?? substringFromOtherInput(a);
      if (f) findings.push(f);
    }
    for (const c of tests.cases) {
      const f = tableCheckedBySubstrings(c, tests.assertions) ?? orderAgainstFixedMock(c);
      if (f) findings.push(f);
    }
    for (const fx of tests.fixtures) {
      const f = undatedRecording(fx);
      if (f) findings.push(f);
    }
    const seen = new Set<string>();
    return findings.filter((f) => {
      const key = `${f.location.file}:${f.location.line}:${f.location.column}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  },
};
