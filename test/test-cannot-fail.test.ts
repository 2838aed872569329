/**
 * What the tests half of rule 5 says about a server's own test suite in the coverage: whether it
 * ran, and whether any test reaches the upstream for real (information, never a finding); and the
 * facts both front ends record about tests (`ServerModel.tests`), which the rule decides from.
 * Projects: test/corpus/rules/test-cannot-fail (with parts ignored), a corpus without tests, and the
 * Python corpus test/corpus/py/rules/test-cannot-fail (all written for this repository).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { defaultConfig } from "../src/config.js";

const RULES_DIR = path.join(import.meta.dirname, "corpus", "rules");

function coverage(folder: string, ignore: string[] = []) {
  const r = audit(path.join(RULES_DIR, folder), {
    config: { ...defaultConfig(), ignore },
    rules: ["test-cannot-fail"],
  });
  return {
    rule: r.coverage.rules.find((x) => x.ruleId === "test-cannot-fail"),
    live: r.coverage.facts.filter((f) => f.label === "live upstream tests").map((f) => f.value),
  };
}

describe("test-cannot-fail coverage", () => {
  it("names the test file that imports upstream-calling code without a network mock", () => {
    expect(coverage("test-cannot-fail")).toEqual({
      rule: { ruleId: "test-cannot-fail", applied: true, reason: "10 test files" },
      live: ["possible — 1 test file imports code that calls the upstream and mocks no network: test/live.test.ts"],
    });
  });

  it("says none when every test that imports upstream-calling code mocks the network", () => {
    expect(coverage("test-cannot-fail", ["test/live.test.ts"])).toEqual({
      rule: { ruleId: "test-cannot-fail", applied: true, reason: "9 test files" },
      live: ["none — 4 test files import code that calls the upstream, all with the network mocked"],
    });
  });

  it("says none when no test imports code that calls the upstream", () => {
    expect(
      coverage("test-cannot-fail", [
        "test/live.test.ts",
        "test/search.test.ts",
        "test/metadata.test.ts",
        "test/tables.test.ts",
        "test/uploads.test.ts",
      ]),
    ).toEqual({
      rule: { ruleId: "test-cannot-fail", applied: true, reason: "5 test files" },
      live: ["none — no test imports code that calls the upstream"],
    });
  });

  it("is not applicable without test files, and says so", () => {
    expect(coverage("guessed-ttl")).toEqual({
      rule: {
        ruleId: "test-cannot-fail",
        applied: false,
        reason: "not applicable: no test files found (*.test.*, *.spec.*, test_*.py, test/, tests/, __tests__/)",
      },
      live: ["none — the project has no test files"],
    });
  });
});

describe("test facts in the model", () => {
  const facts = (dir: string) => audit(dir, { rules: ["test-cannot-fail"] }).model.tests!;

  it("records TypeScript assertions with their matcher kind, form, subject and rejection", () => {
    const t = facts(path.join(RULES_DIR, "test-cannot-fail"));
    expect(
      t.assertions
        .filter((a) => a.location.file === "test/metadata.test.ts")
        .map((a) => [a.location.line, a.matcher, a.form, a.subject.kind, a.subject.field, a.expected, a.onRejection]),
    ).toEqual([
      [16, "exact", "equality", "field", "ids", undefined, false],
      [24, "substring", "matcher", "field", "message", "public.levels", false],
      [26, "substring", "matcher", "field", "message", "RLS_DISABLED", false],
      [28, "substring", "matcher", "field", "code", "rls", false],
      [33, "substring", "asymmetric", "field", "message", "too_long", true],
      [36, "substring", "asymmetric", "field", "error", "Request body too large", false],
      [45, "exact", "equality", "value", undefined, undefined, false],
    ]);
    expect(
      t.fixtures
        .filter((f) => f.location.file === "test/tables.test.ts")
        .map((f) => [f.name, f.kind, f.size, f.placeholders, f.use]),
    ).toEqual([
      ["page", "file", undefined, true, "mock-answer"],
      ["LEVELS_CSV", "csv-text", undefined, false, "mock-answer"],
      ["SAMPLE_QUERIES", "literal", 25, false, "expected"],
      ["FROZEN_TOOL_SNAPSHOTS", "literal", 6, false, "other"],
    ]);
  });

  it("records pytest asserts, respx answers and fixtures with their provenance", () => {
    const t = facts(path.join(import.meta.dirname, "corpus", "py", "rules", "test-cannot-fail"));
    const inFile = <T extends { location: { file: string } }>(xs: T[]) =>
      xs.filter((x) => x.location.file === "tests/test_server.py");
    expect(
      inFile(t.assertions).map((a) => [
        a.location.line,
        a.matcher,
        a.form,
        a.subject.kind,
        a.subject.field,
        a.expected,
      ]),
    ).toEqual([
      [64, "substring", "membership", "value", undefined, "BER"],
      [65, "substring", "membership", "value", undefined, "3.2"],
      [74, "substring", "membership", "value", undefined, "BER"],
      [76, "exact", "equality", "value", undefined, undefined],
      [85, "substring", "membership", "value", undefined, "ber"],
      [94, "substring", "membership", "value", undefined, "not found"],
      [94, "substring", "membership", "value", undefined, "XYZ"],
      [95, "substring", "membership", "value", undefined, "search_stations"],
      [104, "substring", "membership", "field", "status", "ok"],
      [106, "exact", "equality", "field", "status", "ok"],
      [108, "prefix", "text-method", "field", "match_type", "exact"],
      [118, "substring", "membership", "error-field", "value", "Service Unavailable"],
      [120, "substring", "membership", "field", "message", "HYDRO_API_URL"],
      // membership in a list (sorted(…), an annotated list, a dict's keys) is an exact match; in a text field a substring
      [138, "exact", "membership", "value", undefined, "BER"],
      [141, "exact", "membership", "value", undefined, "river"],
      [143, "exact", "membership", "value", undefined, "match_type"],
      [145, "substring", "membership", "field", "code", "BER"],
      // a property annotated `-> list[str]` and a class field `list[str]` of the project's own settings: exact;
      // a `str` field of the same class: a substring
      [154, "exact", "membership", "value", undefined, "https://client.example.org"],
      [156, "exact", "membership", "field", "trusted_hosts", "https://hydro.example.org"],
      [158, "substring", "membership", "field", "api_base", "https://hydro.example.org"],
      // fields filled with sorted()/list() by a constructor call (a library's settings class) or set(…) by a
      // method: exact; fields the same code fills with a text: a substring
      [166, "exact", "membership", "field", "allowed_hosts", "127.0.0.1:8000"],
      [168, "exact", "membership", "field", "permitted_origins", "https://client.example.org"],
      [170, "substring", "membership", "field", "public_base", "http://127.0.0.1:8000"],
      [173, "exact", "membership", "field", "origin_set", "https://client.example.org"],
      [175, "substring", "membership", "field", "policy_text", "https://client.example.org"],
    ]);
    expect(inFile(t.fixtures).map((f) => [f.name, f.kind, f.provenance, f.placeholders, f.use])).toEqual([
      ["STATIONS", "file", false, false, "mock-answer"],
      ["LEVELS", "file", true, false, "other"],
      ["SAMPLE_LEVELS_CSV", "csv-text", false, false, "mock-answer"],
      ["EXPORTED_LEVELS_CSV", "csv-text", true, false, "mock-answer"],
      ["LOWER_HEADER_CSV", "csv-text", false, false, "mock-answer"],
      ["SAMPLE_QUERIES", "literal", false, false, "other"],
      ["_TOOLS_WITHOUT_LIVE_TEST", "literal", false, false, "other"],
      ["LIVE_STATIONS", "literal", false, false, "mock-answer"],
    ]);
    expect(inFile(t.cases).map((c) => [c.title, c.mockAnswers.map((m) => m.tabular), c.positional, c.checks])).toEqual([
      ["test_levels_for_bern", [true], false, 2],
      ["test_levels_row_for_bern", [true], true, 2],
      ["test_levels_answer_at_all", [true], false, 1],
      ["test_unknown_station_is_named", [true], false, 2],
      ["test_search_status", [false], false, 3],
      ["test_unreachable_upstream_says_so", [false], false, 2],
      ["test_search_stations_live_shape", [false], false, 1],
      ["test_search_station_codes", [false], true, 4],
      ["test_settings_origins", [], false, 3],
      ["test_transport_security_lists", [], false, 5],
    ]);
  });

  it("records a substring check for one argument's value that another argument of the same call contains", () => {
    const t = facts(path.join(import.meta.dirname, "corpus", "py", "rules", "test-cannot-fail"));
    expect(
      t.assertions
        .filter((a) => a.location.file === "tests/test_window.py")
        .map((a) => [a.location.line, a.expected, a.alsoIn?.argument, a.alsoIn?.other, a.alsoIn?.location.line]),
    ).toEqual([
      [21, "7d", "window", "station", 19],
      [30, "30d", "window", "station", 28],
      [39, "7d", undefined, undefined, undefined],
    ]);
  });

  it("records unittest.mock answers set on a mock (`m.return_value = …`, `side_effect`), through a helper and a local, XML text, escaped CSV text and hand-built notes", () => {
    const t = facts(path.join(import.meta.dirname, "corpus", "py", "rules", "test-cannot-fail"));
    const inFile = <T extends { location: { file: string } }>(xs: T[]) =>
      xs.filter((x) => x.location.file === "tests/test_mocked_client.py");
    expect(
      inFile(t.fixtures).map((f) => [
        f.name,
        f.kind,
        f.provenance,
        f.placeholders,
        f.handBuilt ?? false,
        f.commented ?? false,
        f.use,
      ]),
    ).toEqual([
      // an annotation comment (`# ruleid: …`) is an expectation, not a comment on the data
      ["STATIONS_XML", "markup-text", false, false, false, false, "mock-answer"],
      ["RECORDED_STATIONS_XML", "markup-text", true, false, false, true, "mock-answer"],
      ["LEVELS_TEXT", "csv-text", false, false, false, true, "mock-answer"],
      ["HAND_BUILT_PAGE", "literal", false, true, true, true, "mock-answer"],
      ["PLACEHOLDER_PAGE", "literal", false, true, false, false, "mock-answer"],
      ["page", "literal", false, false, false, false, "mock-answer"],
      ["page", "literal", false, false, false, false, "mock-answer"],
      ["page", "literal", false, false, false, false, "mock-answer"],
    ]);
    const r = audit(path.join(import.meta.dirname, "corpus", "py", "rules", "test-cannot-fail"), {
      rules: ["test-cannot-fail"],
    });
    const levels = r.findings.find((f) => f.location.file === "tests/test_mocked_client.py" && f.location.line === 28);
    const stations = r.findings.find(
      (f) => f.location.file === "tests/test_mocked_client.py" && f.location.line === 12,
    );
    // the message says which is missing: a comment that describes the data, or any comment at all
    expect([levels?.message.split(".")[0], stations?.message.split(".")[0]]).toEqual([
      "'LEVELS_TEXT' stands in for an upstream CSV text; the comment beside it says what it holds, not where and when it was recorded, or that it is hand-built",
      "'STATIONS_XML' stands in for an upstream XML/HTML text with no comment saying where and when it was recorded, or that it is hand-built",
    ]);
    expect(inFile(t.cases).map((c) => [c.title, c.mockAnswers.map((m) => m.list), c.mockOrder ?? null])).toEqual([
      ["test_levels_from_a_patched_helper", [false], null],
      ["test_stations_from_xml", [false], null],
      ["test_stations_from_recorded_xml", [false], null],
      ["test_pages", [true], null],
      ["test_stations_sorted_by_name", [true], "same"],
      ["test_stations_sorted_by_name_from_an_unsorted_answer", [true], "differs"],
      ["test_stations_sorted_by_name_from_a_generated_answer", [false], null],
    ]);
  });
});
