import { describe, expect, it } from "vitest";

import { primaryLocationLineHash } from "../src/sarif/fingerprint.js";
import { GITHUB_LIMITS, validateSarif } from "./helpers/sarif-validate.js";

// Loose shape for building fixtures; the validator takes `unknown`.
// biome-ignore lint/suspicious/noExplicitAny: fixtures are built loosely; the validator takes unknown
type Json = any;

const SOURCE = "import x from 'y';\n\nexport function f() {\n  return x;\n}\n";

function location(uri = "src/server.ts", startLine = 3): Json {
  return {
    physicalLocation: {
      artifactLocation: { uri, uriBaseId: "%SRCROOT%" },
      region: { startLine, startColumn: 1, endColumn: 10 },
    },
  };
}

function rule(id = "FA001"): Json {
  return {
    id,
    name: "TruncatedPagination",
    shortDescription: { text: "Pagination is dropped" },
    fullDescription: { text: "The tool returns the first page and never follows the cursor." },
    help: { text: "Follow next-page cursors.", markdown: "Follow `next` cursors." },
    properties: { precision: "high", "security-severity": "5.0", tags: ["fidelity"] },
  };
}

function result(): Json {
  return {
    ruleId: "FA001",
    ruleIndex: 0,
    level: "warning",
    message: { text: "Only the first page is returned; see [the cursor](1)." },
    locations: [location()],
    relatedLocations: [{ id: 1, ...location("src/client.ts", 10), message: { text: "the cursor" } }],
    partialFingerprints: { primaryLocationLineHash: primaryLocationLineHash(SOURCE, 3) },
    codeFlows: [
      { threadFlows: [{ locations: [{ location: location() }, { location: location("src/client.ts", 10) }] }] },
    ],
  };
}

function validLog(): Json {
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "fidelity-audit", semanticVersion: "0.1.0", rules: [rule()] } },
        automationDetails: { id: "fidelity-audit/" },
        results: [result()],
      },
    ],
  };
}

const R = "/runs/0/results/0";
const RULE = "/runs/0/tool/driver/rules/0";

describe("validateSarif", () => {
  it("accepts a minimal valid log", () => {
    expect(validateSarif(validLog())).toEqual([]);
  });

  it("accepts a run with no results (empty array)", () => {
    const log = validLog();
    log.runs[0].results = [];
    expect(validateSarif(log)).toEqual([]);
  });

  it("reports a non-object log from the schema only", () => {
    expect(validateSarif("not sarif")).toEqual([{ path: "", message: "schema: must be object" }]);
  });

  it("reports schema errors: version, unknown property, startLine below 1", () => {
    const log = validLog();
    log.version = "2.0.0";
    log.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
    log.runs[0].bogus = true;
    expect(validateSarif(log)).toEqual([
      { path: "/version", message: 'schema: must be one of "2.1.0"' },
      { path: "/runs/0", message: "schema: must NOT have additional property 'bogus'" },
      { path: `${R}/locations/0/physicalLocation/region/startLine`, message: "schema: must be >= 1" },
    ]);
  });

  it("requires $schema, automationDetails.id, results and driver rules", () => {
    const log = validLog();
    delete log.$schema;
    log.runs[0].automationDetails = { id: "" };
    delete log.runs[0].results;
    delete log.runs[0].tool.driver.rules;
    expect(validateSarif(log)).toEqual([
      { path: "/$schema", message: "github: required property is missing" },
      { path: "/runs/0/tool/driver/rules", message: "github: required property is missing" },
      { path: "/runs/0/automationDetails/id", message: "github: must be a non-empty string" },
      { path: "/runs/0/results", message: "github: required property is missing (an empty array means no findings)" },
    ]);
  });

  it("checks result ruleId, message text and locations", () => {
    const log = validLog();
    const r = log.runs[0].results[0];
    delete r.ruleId;
    delete r.ruleIndex;
    r.message = { id: "default" };
    r.locations = [];
    delete r.relatedLocations;
    expect(validateSarif(log)).toEqual([
      { path: `${R}/ruleId`, message: "github: required property is missing" },
      { path: `${R}/message/text`, message: "github: required property is missing" },
      { path: `${R}/locations`, message: "github: must contain at least one location" },
    ]);
  });

  it("checks artifact URIs and regions on every location", () => {
    const log = validLog();
    const r = log.runs[0].results[0];
    r.locations = [
      location("/home/ci/src/server.ts"),
      location("file:///home/ci/src/server.ts"),
      location("src\\server.ts"),
      location("../server.ts"),
      { physicalLocation: { artifactLocation: { uri: "src/a.ts", uriBaseId: "PROJECTROOT" } } },
      { message: { text: "no physical location" } },
    ];
    r.relatedLocations[0].physicalLocation.region = {};
    r.codeFlows[0].threadFlows[0].locations.push({ kinds: ["call"] });
    expect(validateSarif(log)).toEqual([
      // A backslash is not allowed in a URI reference at all, so the schema (ajv-formats) flags it too.
      {
        path: `${R}/locations/2/physicalLocation/artifactLocation/uri`,
        message: 'schema: must match format "uri-reference"',
      },
      {
        path: `${R}/locations/0/physicalLocation/artifactLocation/uri`,
        message: 'github: must be relative to the repository root, not absolute: "/home/ci/src/server.ts"',
      },
      {
        path: `${R}/locations/1/physicalLocation/artifactLocation/uri`,
        message:
          'github: must be a path relative to the repository root, not a URI with a scheme: "file:///home/ci/src/server.ts"',
      },
      {
        path: `${R}/locations/2/physicalLocation/artifactLocation/uri`,
        message: 'github: must use forward slashes: "src\\\\server.ts"',
      },
      {
        path: `${R}/locations/3/physicalLocation/artifactLocation/uri`,
        message: "github: must be normalised, without '.' or '..' segments: \"../server.ts\"",
      },
      {
        path: `${R}/locations/4/physicalLocation/artifactLocation/uriBaseId`,
        message: 'github: must be "%SRCROOT%", got "PROJECTROOT"',
      },
      { path: `${R}/locations/4/physicalLocation/region`, message: "github: required property is missing" },
      { path: `${R}/locations/5/physicalLocation`, message: "github: required property is missing" },
      {
        path: `${R}/relatedLocations/0/physicalLocation/region/startLine`,
        message: "github: required property is missing",
      },
      {
        path: `${R}/codeFlows/0/threadFlows/0/locations/2/location`,
        message: "github: required property is missing",
      },
    ]);
  });

  it("checks rule metadata and properties", () => {
    const log = validLog();
    const rl = log.runs[0].tool.driver.rules[0];
    rl.fullDescription.text = " ";
    delete rl.help.markdown;
    delete rl.shortDescription;
    rl.properties = {
      precision: "certain",
      "security-severity": 7.5,
      "problem.severity": "fatal",
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
    };
    rl.name = "n".repeat(256);
    expect(validateSarif(log)).toEqual([
      { path: `${RULE}/name`, message: "github: is 256 characters; GitHub allows 255" },
      { path: `${RULE}/shortDescription`, message: "github: required property is missing" },
      { path: `${RULE}/fullDescription/text`, message: "github: must be a non-empty string" },
      { path: `${RULE}/help/markdown`, message: "github: required property is missing" },
      {
        path: `${RULE}/properties/precision`,
        message: 'github: must be one of very-high, high, medium, low; got "certain"',
      },
      {
        path: `${RULE}/properties/problem.severity`,
        message: 'github: must be one of error, warning, recommendation; got "fatal"',
      },
      {
        path: `${RULE}/properties/security-severity`,
        message: 'github: must be a numeric string such as "7.5"; got 7.5',
      },
      { path: `${RULE}/properties/tags`, message: "github: 21 tags exceed GitHub's limit of 20" },
    ]);
  });

  it("rejects a security-severity outside (0, 10]", () => {
    const log = validLog();
    log.runs[0].tool.driver.rules[0].properties["security-severity"] = "0.0";
    expect(validateSarif(log)).toEqual([
      {
        path: `${RULE}/properties/security-severity`,
        message: 'github: must be greater than 0.0 and at most 10.0; got "0.0"',
      },
    ]);
  });

  it("checks ruleIndex and ruleId against the rules", () => {
    const log = validLog();
    log.runs[0].tool.driver.rules.push(rule("FA002"));
    const [a] = log.runs[0].results;
    const b = structuredClone(a);
    const c = structuredClone(a);
    a.ruleIndex = 1; // FA002, but ruleId is FA001
    b.ruleIndex = 5;
    c.ruleId = "FA999";
    delete c.ruleIndex;
    log.runs[0].results.push(b, c);
    expect(validateSarif(log)).toEqual([
      { path: `${R}/ruleIndex`, message: 'github: points at rule "FA002", not ruleId "FA001"' },
      { path: "/runs/0/results/1/ruleIndex", message: "github: 5 is out of range: tool.driver.rules has 2 rule(s)" },
      {
        path: "/runs/0/results/2/ruleId",
        message: 'github: no rule in tool.driver.rules or tool.extensions[].rules has id "FA999"',
      },
    ]);
  });

  it("checks message links against relatedLocations ids", () => {
    const log = validLog();
    log.runs[0].results[0].message.text =
      "See [here](1), [there](2), [docs](https://example.com/x) and \\[not a link\\](3).";
    expect(validateSarif(log)).toEqual([
      {
        path: `${R}/message/text`,
        message: "github: links to location id 2, but no relatedLocations entry has that id",
      },
    ]);
  });

  it("checks the primaryLocationLineHash format", () => {
    const log = validLog();
    log.runs[0].results[0].partialFingerprints.primaryLocationLineHash = "ABC:2";
    expect(validateSarif(log)).toEqual([
      {
        path: `${R}/partialFingerprints/primaryLocationLineHash`,
        message: 'github: must look like "<hex hash>:<occurrence>" as codeql-action computes it; got "ABC:2"',
      },
    ]);
  });

  it("enforces GitHub's per-result location limit", () => {
    const log = validLog();
    log.runs[0].results[0].locations = Array.from({ length: GITHUB_LIMITS.locationsPerResult + 1 }, () => location());
    expect(validateSarif(log)).toEqual([
      { path: `${R}/locations`, message: "github: 11 locations exceed GitHub's limit of 10" },
    ]);
  });

  it("enforces GitHub's per-run result limit", () => {
    const log = validLog();
    const r = result();
    log.runs[0].results = Array.from({ length: GITHUB_LIMITS.resultsPerRun + 1 }, () => r);
    expect(validateSarif(log)).toEqual([
      { path: "/runs/0/results", message: "github: 25001 results exceed GitHub's limit of 25000" },
    ]);
  });

  it("rejects two runs with the same tool and category, and more than 20 runs", () => {
    const log = validLog();
    const run = log.runs[0];
    log.runs = Array.from({ length: 21 }, (_, i) => ({ ...run, automationDetails: { id: `fidelity-audit/${i}` } }));
    log.runs[20].automationDetails = { id: "fidelity-audit/3" };
    expect(validateSarif(log)).toEqual([
      { path: "/runs", message: "github: 21 runs exceed GitHub's limit of 20" },
      {
        path: "/runs/20",
        message:
          "github: has the same tool and automationDetails.id as /runs/3; GitHub rejects files with two runs in one category",
      },
    ]);
  });
});
