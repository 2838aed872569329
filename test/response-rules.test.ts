/**
 * The rules about what the server reads back (6, 12, 13, 14, dropped-continuation): the dataflow
 * path a finding carries, and the options that move the line between a defect and its look-alike.
 * The bad shapes and look-alikes themselves live in test/corpus/rules/<id>/.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { type Config, defaultConfig } from "../src/config.js";

const ROOT = path.join(import.meta.dirname, "..");
const corpus = (id: string) => path.join(ROOT, "test", "corpus", "rules", id);
const withOptions = (rule: string, options: Record<string, unknown>): Config => ({
  ...defaultConfig(),
  rules: { [rule]: { options } },
});
const lines = (r: ReturnType<typeof audit>, rule: string) =>
  r.findings.filter((f) => f.ruleId === rule).map((f) => `${f.location.file}:${f.location.line}`);

describe("silent-envelope-default", () => {
  it("carries the path from the upstream call to the default, across files", () => {
    const r = audit(corpus("silent-envelope-default"), { rules: ["silent-envelope-default"] });
    const f = r.findings.find((x) => x.location.file === "src/ckan.ts" && x.location.line === 59)!;
    expect({
      tool: f.tool,
      upstreamCall: f.upstreamCall,
      steps: f.codeFlow!.map((s) => `${s.location.file}:${s.location.line} ${s.message}`),
    }).toEqual({
      tool: "list_organisations@src/index.ts:27",
      upstreamCall: "fetch@src/ckan.ts:13:21",
      steps: [
        "src/ckan.ts:13 upstream request `fetch(…)`",
        "src/ckan.ts:13 assigned to `res`",
        "src/ckan.ts:15 answer parsed as JSON (`.json()`)",
        "src/ckan.ts:70 returned from `fetchJson()`",
        "src/index.ts:28 returned from `listOrganisations()`",
        "src/index.ts:28 assigned to `answer`",
        "src/index.ts:29 passed to `organisationsOf()`",
        "src/ckan.ts:59 a silent default replaces a missing envelope",
      ],
    });
  });

  it("leaves envelope keys named in optionalKeys alone", () => {
    const r = audit(corpus("silent-envelope-default"), {
      rules: ["silent-envelope-default"],
      config: withOptions("silent-envelope-default", { optionalKeys: ["hits", "indicators"] }),
    });
    expect(lines(r, "silent-envelope-default")).toEqual([
      "src/advisory.ts:19",
      "src/advisory.ts:30",
      "src/autocomplete.ts:16",
      "src/autocomplete.ts:33",
      "src/autocomplete.ts:41",
      "src/ckan.ts:28",
      "src/ckan.ts:59",
      "src/ckan.ts:77",
      "src/cloud.ts:12",
      "src/cloud.ts:20",
      "src/cloud.ts:55",
      "src/counts-client.ts:15",
      "src/counts.ts:13",
      "src/counts.ts:31",
      // the total copied into the result record; `hits.total.value` (counts-client.ts) is under the optional `hits`
      "src/counts.ts:47",
      "src/documents.ts:18",
      "src/documents.ts:34",
      "src/documents.ts:39",
      "src/documents.ts:47",
      "src/facets.ts:17",
      "src/geo.ts:17",
      "src/geo.ts:40",
      "src/legislation-client.ts:17",
      "src/legislation-client.ts:24",
      "src/legislation-client.ts:40",
      "src/legislation-client.ts:51",
      "src/legislation-client.ts:53",
      "src/riders-match.ts:12",
      "src/riders.ts:21",
      "src/riders.ts:36",
      "src/riders.ts:44",
      "src/series-format.ts:6",
      "src/series-format.ts:8",
      "src/series-format.ts:23",
      "src/series-format.ts:33",
      "src/series-format.ts:35",
      "src/series.ts:34",
      "src/series.ts:38",
      "src/storage.ts:13",
      "src/storage.ts:30",
      "src/storage.ts:54",
      "src/tracker.ts:45",
      "src/tracker.ts:54",
      "src/tracker.ts:81",
      "src/tracker.ts:129",
      "src/tracker.ts:136",
      "src/tracker.ts:165",
      "src/web.ts:33",
      "src/web.ts:37",
      "src/web.ts:56",
      "src/web.ts:71",
      "src/web.ts:74",
      "src/web.ts:111",
      "src/web.ts:113",
      "src/web.ts:128",
      "src/web.ts:157",
      "src/works-client.ts:29",
      "src/works-client.ts:36",
      "src/works-client.ts:61",
      "src/works-client.ts:67",
      "src/works.ts:25",
      "src/works.ts:46",
    ]);
  });
});

describe("hardwired-key-spelling", () => {
  it("reads camelCase JSON keys as mixed case only when jsonKeys says so", () => {
    const r = audit(corpus("hardwired-key-spelling"), {
      rules: ["hardwired-key-spelling"],
      config: withOptions("hardwired-key-spelling", { jsonKeys: "mixed-case" }),
    });
    expect(lines(r, "hardwired-key-spelling").filter((l) => l.startsWith("src/queries.ts:4"))).toEqual([
      "src/queries.ts:42",
      "src/queries.ts:46",
      "src/queries.ts:48",
    ]);
  });

  it("ignores JSON entries with jsonKeys: off, and keeps table rows", () => {
    const r = audit(corpus("hardwired-key-spelling"), {
      rules: ["hardwired-key-spelling"],
      config: withOptions("hardwired-key-spelling", { jsonKeys: "off" }),
    });
    expect(lines(r, "hardwired-key-spelling")).toEqual([
      "src/animal-health.ts:14",
      "src/animal-health.ts:21",
      "src/queries.ts:7",
      "src/queries.ts:12",
      "src/queries.ts:19",
      "src/queries.ts:33",
      "src/queries.ts:42",
      "src/queries.ts:50",
      "src/sources.ts:23",
      "src/sources.ts:28",
    ]);
  });

  it("rejects an invalid jsonKeys value as a configuration error (exit 2 in the CLI), not as a rule that failed", () => {
    let thrown: unknown;
    try {
      audit(corpus("hardwired-key-spelling"), {
        rules: ["hardwired-key-spelling"],
        config: withOptions("hardwired-key-spelling", { jsonKeys: "camel" }),
      });
    } catch (e) {
      thrown = e;
    }
    expect({ name: (thrown as Error)?.name, message: (thrown as Error)?.message }).toEqual({
      name: "ConfigError",
      message: "rule `hardwired-key-spelling`: option `jsonKeys` must be label-like, mixed-case or off",
    });
  });
});

describe("ambiguous-absence wording", () => {
  it("says the caller's fields shape the record only where they project the keys, not where they pick the entries", () => {
    const r = audit(corpus("ambiguous-absence"), { rules: ["ambiguous-absence"] });
    const shaped = r.findings
      .filter((f) => f.location.file === "src/field-stats.ts")
      .map(
        (f) =>
          `${f.location.line} ${/this record is (shaped by [^,]+|built from an upstream entry)/.exec(f.message)?.[1]}`,
      );
    expect(shaped).toEqual([
      "25 built from an upstream entry",
      "27 built from an upstream entry",
      "36 shaped by the fields the caller chose (`fields`)",
    ]);
  });
});

describe("applicability", () => {
  it("says the response rules do not apply to a server that asks no upstream", () => {
    const r = audit(path.join(ROOT, "test", "fixtures", "no-upstream"));
    const ids = [
      "silent-envelope-default",
      "ambiguous-absence",
      "hardwired-key-spelling",
      "non-number-as-zero",
      "dropped-continuation",
    ];
    expect(r.coverage.rules.filter((x) => ids.includes(x.ruleId))).toEqual(
      ids.map((ruleId) => ({
        ruleId,
        applied: false,
        reason: "not applicable: no upstream calls found, so no upstream answers to read",
      })),
    );
    expect(r.findings).toEqual([]);
  });
});
