/**
 * Validator for every SARIF log fidelity-audit writes. Two layers, reported in this order:
 *
 * 1. `schema:` problems — the official SARIF 2.1.0 JSON Schema (draft 2020-12) that ships in
 *    `@microsoft/sarif-multitool-<platform>/sarif-2.1.0.json`, checked with ajv's 2020 dialect
 *    and ajv-formats. Nothing hand-written.
 * 2. `github:` problems — what GitHub code scanning requires or rejects but the schema cannot
 *    express. Sources:
 *    - "SARIF support for code scanning" (docs.github.com/en/code-security/code-scanning/
 *      integrating-with-code-scanning/sarif-support-for-code-scanning; github/docs
 *      content/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning.md)
 *    - the limits table there (github/docs data/reusables/code-scanning/sarif-limits.md)
 *    - github/codeql-action src/fingerprints.ts and src/sarif/index.ts (createRunKey).
 *    A few checks are fidelity-audit policy, stricter than GitHub; they are marked "policy".
 *
 * A `github:` check never repeats what the schema already reports: when a value has the
 * wrong type, is below a schema minimum, or is missing where the schema requires it, only
 * the schema problem appears. Paths are JSON Pointers (RFC 6901) into the log, as ajv
 * reports them (`""` is the root); a missing property is reported at its own path.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

export interface SarifProblem {
  path: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// GitHub limits. From the table in "SARIF support for code scanning" > "Validating your SARIF
// file" (github/docs data/reusables/code-scanning/sarif-limits.md): files over these maximum
// values are rejected.
//   Runs per file 20 · Results per run 25,000 · Rules per run 25,000 · Tool extensions per run 100
//   Thread Flow Locations per result 10,000 · Location per result 1,000 · Tags per rule 20
// The same page's `result` table says `locations[]` holds "the set of locations where the result
// was detected up to a maximum of 10" (and only the first is used), so we hold results to 10,
// the stricter of the two documented figures.
export const GITHUB_LIMITS = {
  runsPerFile: 20,
  resultsPerRun: 25_000,
  rulesPerRun: 25_000,
  extensionsPerRun: 100,
  threadFlowLocationsPerResult: 10_000,
  locationsPerResult: 10,
  tagsPerRule: 20,
  // `reportingDescriptor` table: name "Limited to 255 characters", short/full description
  // "Limited to 1024 characters".
  ruleNameChars: 255,
  ruleDescriptionChars: 1024,
} as const;

const PRECISIONS = ["very-high", "high", "medium", "low"] as const;
const PROBLEM_SEVERITIES = ["error", "warning", "recommendation"] as const;
/** What codeql-action's lineHashes produce: 64-bit hash in hex, then a 1-based occurrence. */
const LINE_HASH = /^[0-9a-f]{1,16}:[1-9][0-9]*$/;
const URI_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const SRCROOT = "%SRCROOT%";

// ---------------------------------------------------------------------------------------------
// Schema layer

const require = createRequire(import.meta.url);

/** Path of sarif-2.1.0.json in the platform package that @microsoft/sarif-multitool depends on. */
export function sarifSchemaPath(): string {
  const platforms = [process.platform, "linux", "darwin", "win32"];
  const fromMultitool = createRequire(require.resolve("@microsoft/sarif-multitool/package.json"));
  const errors: string[] = [];
  for (const platform of new Set(platforms)) {
    const id = `@microsoft/sarif-multitool-${platform}/sarif-2.1.0.json`;
    for (const req of [fromMultitool, require]) {
      try {
        return req.resolve(id);
      } catch (e) {
        errors.push(`${id}: ${(e as Error).message.split("\n")[0]}`);
      }
    }
  }
  throw new Error(`cannot find the SARIF 2.1.0 schema from @microsoft/sarif-multitool:\n${errors.join("\n")}`);
}

let compiled: ValidateFunction | undefined;

function schemaValidator(): ValidateFunction {
  if (compiled) return compiled;
  const schema = JSON.parse(readFileSync(sarifSchemaPath(), "utf8")) as object;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  // ajv-formats is CommonJS; its default export under Node ESM is module.exports, which also
  // carries itself as `.default`.
  addFormatsModule.default(ajv);
  compiled = ajv.compile(schema);
  return compiled;
}

function schemaProblems(log: unknown): SarifProblem[] {
  const validate = schemaValidator();
  if (validate(log)) return [];
  const errors = validate.errors ?? [];
  // An anyOf failure also reports each failed branch; fold those into one readable problem.
  const anyOfs = errors.filter((e) => e.keyword === "anyOf");
  const isBranchOf = (e: ErrorObject, parent: ErrorObject): boolean =>
    e !== parent && e.instancePath === parent.instancePath && e.schemaPath.startsWith(`${parent.schemaPath}/`);
  const problems: SarifProblem[] = [];
  for (const e of errors) {
    if (anyOfs.some((a) => isBranchOf(e, a))) continue;
    let message: string;
    if (e.keyword === "anyOf") {
      const branches = errors.filter((b) => isBranchOf(b, e));
      message = branches.every((b) => b.keyword === "required")
        ? `must have required property ${branches.map((b) => `'${String(b.params.missingProperty)}'`).join(" or ")}`
        : (e.message ?? "must match a schema in anyOf");
    } else if (e.keyword === "additionalProperties") {
      message = `must NOT have additional property '${String(e.params.additionalProperty)}'`;
    } else if (e.keyword === "enum") {
      message = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    } else {
      message = e.message ?? e.keyword;
    }
    problems.push({ path: e.instancePath, message: `schema: ${message}` });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// GitHub layer

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});

class Checker {
  readonly problems: SarifProblem[] = [];

  add(path: string, message: string): void {
    this.problems.push({ path, message: `github: ${message}` });
  }

  /**
   * A string GitHub requires. Missing: reported here (unless `schemaRequires`, then the schema
   * says so). Empty or blank: reported here ("The empty string is not supported for required
   * properties"). Wrong type: left to the schema.
   */
  requiredText(value: unknown, path: string, schemaRequires = false): void {
    if (value === undefined) {
      if (!schemaRequires) this.add(path, "required property is missing");
    } else if (typeof value === "string" && value.trim() === "") {
      this.add(path, "must be a non-empty string");
    }
  }

  /** An object GitHub requires whose own shape the schema checks. */
  requiredObject(value: unknown, path: string): value is Obj {
    if (value === undefined) this.add(path, "required property is missing");
    return isObj(value);
  }

  limit(count: number, max: number, path: string, what: string): void {
    if (count > max) this.add(path, `${count} ${what} exceed GitHub's limit of ${max}`);
  }
}

function checkArtifactUri(c: Checker, uri: unknown, path: string): void {
  c.requiredText(uri, path);
  if (typeof uri !== "string" || uri.trim() === "") return;
  if (URI_SCHEME.test(uri)) {
    c.add(path, `must be a path relative to the repository root, not a URI with a scheme: ${JSON.stringify(uri)}`);
  } else if (uri.startsWith("/")) {
    c.add(path, `must be relative to the repository root, not absolute: ${JSON.stringify(uri)}`);
  } else if (uri.includes("\\")) {
    c.add(path, `must use forward slashes: ${JSON.stringify(uri)}`);
  } else if (uri.split("/").some((seg) => seg === "." || seg === "..")) {
    // policy: GitHub matches the relative path against committed files; keep it normalised.
    c.add(path, `must be normalised, without '.' or '..' segments: ${JSON.stringify(uri)}`);
  }
}

/** A `location` GitHub renders: needs physicalLocation.artifactLocation.uri and region.startLine. */
function checkLocation(c: Checker, loc: unknown, path: string): void {
  if (!isObj(loc)) return; // schema
  const phys = loc.physicalLocation;
  if (!c.requiredObject(phys, `${path}/physicalLocation`)) return;
  const art = phys.artifactLocation;
  if (c.requiredObject(art, `${path}/physicalLocation/artifactLocation`)) {
    checkArtifactUri(c, art.uri, `${path}/physicalLocation/artifactLocation/uri`);
    if (art.uriBaseId !== undefined && art.uriBaseId !== SRCROOT) {
      c.add(
        `${path}/physicalLocation/artifactLocation/uriBaseId`,
        `must be "${SRCROOT}", got ${JSON.stringify(art.uriBaseId)}`,
      );
    }
  }
  const region = phys.region;
  if (c.requiredObject(region, `${path}/physicalLocation/region`)) {
    // Values below 1 or non-integers are schema errors (region.startLine has minimum 1).
    if (region.startLine === undefined)
      c.add(`${path}/physicalLocation/region/startLine`, "required property is missing");
  }
}

function checkRule(c: Checker, rule: unknown, path: string): void {
  if (!isObj(rule)) return;
  c.requiredText(rule.id, `${path}/id`, true);
  if (typeof rule.name === "string" && rule.name.length > GITHUB_LIMITS.ruleNameChars) {
    c.add(`${path}/name`, `is ${rule.name.length} characters; GitHub allows ${GITHUB_LIMITS.ruleNameChars}`);
  }
  for (const key of ["shortDescription", "fullDescription"] as const) {
    const d = rule[key];
    if (c.requiredObject(d, `${path}/${key}`)) {
      c.requiredText(d.text, `${path}/${key}/text`, true);
      if (typeof d.text === "string" && d.text.length > GITHUB_LIMITS.ruleDescriptionChars) {
        c.add(
          `${path}/${key}/text`,
          `is ${d.text.length} characters; GitHub allows ${GITHUB_LIMITS.ruleDescriptionChars}`,
        );
      }
    }
  }
  // GitHub requires help.text; help.markdown is "(Recommended)" there — required here by policy.
  if (c.requiredObject(rule.help, `${path}/help`)) {
    c.requiredText(rule.help.text, `${path}/help/text`, true);
    c.requiredText(rule.help.markdown, `${path}/help/markdown`);
  }
  const props = obj(rule.properties);
  const precision = props.precision;
  if (precision !== undefined && !(PRECISIONS as readonly unknown[]).includes(precision)) {
    c.add(`${path}/properties/precision`, `must be one of ${PRECISIONS.join(", ")}; got ${JSON.stringify(precision)}`);
  }
  const problemSeverity = props["problem.severity"];
  if (problemSeverity !== undefined && !(PROBLEM_SEVERITIES as readonly unknown[]).includes(problemSeverity)) {
    c.add(
      `${path}/properties/problem.severity`,
      `must be one of ${PROBLEM_SEVERITIES.join(", ")}; got ${JSON.stringify(problemSeverity)}`,
    );
  }
  const sev = props["security-severity"];
  if (sev !== undefined) {
    // "A string representing a score ... greater than 0.0 up to 10.0"; anything else is
    // "regarded as having no security severity".
    if (typeof sev !== "string" || !/^\d+(\.\d+)?$/.test(sev)) {
      c.add(
        `${path}/properties/security-severity`,
        `must be a numeric string such as "7.5"; got ${JSON.stringify(sev)}`,
      );
    } else if (!(Number(sev) > 0 && Number(sev) <= 10)) {
      c.add(`${path}/properties/security-severity`, `must be greater than 0.0 and at most 10.0; got "${sev}"`);
    }
  }
  c.limit(arr(props.tags).length, GITHUB_LIMITS.tagsPerRule, `${path}/properties/tags`, "tags");
}

/** `[text](n)` links in a message, SARIF 2.1.0 §3.11.6; brackets in the text may be escaped. */
function embeddedLinkTargets(text: string): string[] {
  const targets: string[] = [];
  const link = /(?<!\\)\[((?:\\.|[^\\\]])*)\]\(([^)]*)\)/g;
  for (let m = link.exec(text); m; m = link.exec(text)) targets.push(m[2]!);
  return targets;
}

function checkResult(
  c: Checker,
  result: unknown,
  path: string,
  driverRules: unknown[],
  knownRuleIds: Set<string>,
): void {
  if (!isObj(result)) return;
  c.requiredText(result.ruleId, `${path}/ruleId`);
  const ruleId = result.ruleId;
  if (typeof ruleId === "string" && ruleId.trim() !== "" && !knownRuleIds.has(ruleId)) {
    c.add(`${path}/ruleId`, `no rule in tool.driver.rules or tool.extensions[].rules has id ${JSON.stringify(ruleId)}`);
  }
  // ruleIndex (when >= 0) indexes tool.driver.rules unless result.rule names another component.
  const ruleIndex = result.ruleIndex;
  const otherComponent = isObj(result.rule) && result.rule.toolComponent !== undefined;
  if (typeof ruleIndex === "number" && Number.isInteger(ruleIndex) && ruleIndex >= 0 && !otherComponent) {
    const target = driverRules[ruleIndex];
    if (!isObj(target)) {
      c.add(`${path}/ruleIndex`, `${ruleIndex} is out of range: tool.driver.rules has ${driverRules.length} rule(s)`);
    } else if (typeof ruleId === "string" && target.id !== ruleId) {
      c.add(`${path}/ruleIndex`, `points at rule ${JSON.stringify(target.id)}, not ruleId ${JSON.stringify(ruleId)}`);
    }
  }

  if (c.requiredObject(result.message, `${path}/message`)) {
    c.requiredText(result.message.text, `${path}/message/text`);
  }

  if (result.locations === undefined) {
    c.add(`${path}/locations`, "required property is missing");
  } else if (Array.isArray(result.locations)) {
    if (result.locations.length === 0) c.add(`${path}/locations`, "must contain at least one location");
    c.limit(result.locations.length, GITHUB_LIMITS.locationsPerResult, `${path}/locations`, "locations");
    result.locations.forEach((loc, i) => {
      checkLocation(c, loc, `${path}/locations/${i}`);
    });
  }

  const related = arr(result.relatedLocations);
  related.forEach((loc, i) => {
    checkLocation(c, loc, `${path}/relatedLocations/${i}`);
  });
  const relatedIds = new Set(
    related
      .filter(isObj)
      .map((l) => l.id)
      .filter((id) => typeof id === "number"),
  );
  const text = isObj(result.message) ? result.message.text : undefined;
  if (typeof text === "string") {
    for (const target of embeddedLinkTargets(text)) {
      if (/^\d+$/.test(target) && !relatedIds.has(Number(target))) {
        c.add(`${path}/message/text`, `links to location id ${target}, but no relatedLocations entry has that id`);
      }
    }
  }

  const fp = obj(result.partialFingerprints).primaryLocationLineHash;
  if (fp !== undefined && (typeof fp !== "string" || !LINE_HASH.test(fp))) {
    c.add(
      `${path}/partialFingerprints/primaryLocationLineHash`,
      `must look like "<hex hash>:<occurrence>" as codeql-action computes it; got ${JSON.stringify(fp)}`,
    );
  }

  let threadFlowLocations = 0;
  arr(result.codeFlows).forEach((cf, i) => {
    arr(obj(cf).threadFlows).forEach((tf, j) => {
      arr(obj(tf).locations).forEach((tfl, k) => {
        threadFlowLocations++;
        const p = `${path}/codeFlows/${i}/threadFlows/${j}/locations/${k}`;
        if (!isObj(tfl)) return;
        if (c.requiredObject(tfl.location, `${p}/location`)) checkLocation(c, tfl.location, `${p}/location`);
      });
    });
  });
  c.limit(
    threadFlowLocations,
    GITHUB_LIMITS.threadFlowLocationsPerResult,
    `${path}/codeFlows`,
    "thread flow locations",
  );
}

function checkRun(c: Checker, run: unknown, path: string): void {
  if (!isObj(run)) return;
  const tool = obj(run.tool);
  const driver = obj(tool.driver);
  c.requiredText(driver.name, `${path}/tool/driver/name`, true);

  const driverRules = arr(driver.rules);
  if (isObj(tool.driver) && driver.rules === undefined)
    c.add(`${path}/tool/driver/rules`, "required property is missing");
  c.limit(driverRules.length, GITHUB_LIMITS.rulesPerRun, `${path}/tool/driver/rules`, "rules");
  driverRules.forEach((r, i) => {
    checkRule(c, r, `${path}/tool/driver/rules/${i}`);
  });
  const extensions = arr(tool.extensions);
  c.limit(extensions.length, GITHUB_LIMITS.extensionsPerRun, `${path}/tool/extensions`, "tool extensions");
  const knownRuleIds = new Set<string>();
  for (const r of driverRules) if (isObj(r) && typeof r.id === "string") knownRuleIds.add(r.id);
  extensions.forEach((ext, e) => {
    arr(obj(ext).rules).forEach((r, i) => {
      checkRule(c, r, `${path}/tool/extensions/${e}/rules/${i}`);
      if (isObj(r) && typeof r.id === "string") knownRuleIds.add(r.id);
    });
  });

  // policy: GitHub treats automationDetails as optional, but it is what gives an upload its
  // category; we always set one.
  if (c.requiredObject(run.automationDetails, `${path}/automationDetails`)) {
    c.requiredText(run.automationDetails.id, `${path}/automationDetails/id`);
  }

  if (run.results === undefined) {
    c.add(`${path}/results`, "required property is missing (an empty array means no findings)");
  }
  const results = arr(run.results);
  c.limit(results.length, GITHUB_LIMITS.resultsPerRun, `${path}/results`, "results");
  results.forEach((r, i) => {
    checkResult(c, r, `${path}/results/${i}`, driverRules, knownRuleIds);
  });
}

/**
 * Identity of a run as code scanning sees it (github/codeql-action src/sarif/index.ts,
 * createRunKey). Since July 2025 an upload with two runs of the same key is rejected:
 * "A delivery cannot contain multiple runs with the same category".
 */
function runKey(run: unknown): string {
  const driver = obj(obj(obj(run).tool).driver);
  return JSON.stringify([
    driver.name,
    driver.fullName,
    driver.version,
    driver.semanticVersion,
    driver.guid,
    obj(obj(run).automationDetails).id,
  ]);
}

function githubProblems(log: unknown): SarifProblem[] {
  const c = new Checker();
  if (!isObj(log)) return c.problems; // the schema reports it
  // The sarifLog table marks `$schema` required; the schema itself does not.
  c.requiredText(log.$schema, "/$schema");
  if (!Array.isArray(log.runs)) return c.problems;
  if (log.runs.length === 0) c.add("/runs", "must contain at least one run");
  c.limit(log.runs.length, GITHUB_LIMITS.runsPerFile, "/runs", "runs");
  const firstWithKey = new Map<string, number>();
  log.runs.forEach((run, i) => {
    checkRun(c, run, `/runs/${i}`);
    const key = runKey(run);
    const first = firstWithKey.get(key);
    if (first === undefined) firstWithKey.set(key, i);
    else
      c.add(
        `/runs/${i}`,
        `has the same tool and automationDetails.id as /runs/${first}; GitHub rejects files with two runs in one category`,
      );
  });
  return c.problems;
}

/** Schema errors (ajv 2020 against the official sarif-2.1.0.json from the sarif-multitool package — resolve its path with createRequire/require.resolve, do not hand-write a schema) plus GitHub code scanning checks the schema cannot express. Empty array = valid. */
export function validateSarif(log: unknown): SarifProblem[] {
  return [...schemaProblems(log), ...githubProblems(log)];
}
