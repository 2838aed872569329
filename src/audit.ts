/**
 * One audit of one server folder: load, build the model, run the analyzers, and account for
 * everything that was seen, skipped or not applicable.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { Result as SarifResult } from "sarif";
import { ANALYZERS } from "./analyzers/index.js";
import type { Analyzer, AnalyzerContext, Finding, Level } from "./analyzers/types.js";
import { loadCatalogue } from "./catalogue/index.js";
import { type Config, defaultConfig } from "./config.js";
import { InputError } from "./errors.js";
import { FRONTENDS } from "./frontend/index.js";
import { scopeOfFile } from "./frontend/scopes.js";
import type { Frontend, FrontendBuild, FrontendConfig, SyntaxHandles } from "./frontend/types.js";
import { cmp } from "./model/location.js";
import type { SpecRevision } from "./model/spec-revision.js";
import {
  type Coverage,
  REGISTRATION_STYLES,
  type RegistrationStyle,
  type ScopeKind,
  type ScopeSummary,
  type ServerModel,
  type TestSuite,
} from "./model/types.js";
import { type AppliedSuppression, applySuppressions, type SuppressionProblem } from "./suppress.js";
import { Timings } from "./timing.js";

export interface AuditOptions {
  config?: Config;
  /** Only these rule ids (all implemented rules when absent). */
  rules?: string[];
  onProgress?: (message: string) => void;
  /** The repository root for SARIF paths (default: the nearest folder above that holds `.git`). */
  repoRoot?: string;
  /** Collects phase timings (`--timing`) when given. */
  timings?: Timings;
  /** The front ends to pick from (default: every front end; tests pass stubs). */
  frontends?: readonly Frontend[];
}

export interface ResultFinding extends Finding {
  level: Level;
  /** Set when an inline suppression with a reason covers this finding. */
  suppression?: AppliedSuppression;
  /** Set when the audit was compared with a baseline (see src/baseline.ts). */
  baselineState?: "new" | "unchanged";
  /** The server scope the finding lies in, when the tree holds several servers (`ServerModel.scopes`). */
  scope?: string;
  /** What that scope is: a shipped server, an example or demo server, a companion local-files tool. */
  scopeKind?: ScopeKind;
}

export interface AuditResult {
  /** Absolute path of the audited folder. */
  root: string;
  /** The enclosing repository root (where `.git` is), or the audited folder. */
  repoRoot: string;
  findings: ResultFinding[];
  coverage: Coverage;
  model: ServerModel;
  config: Config;
  /** Problems with the inline suppressions themselves (missing reason, unknown rule, unused). */
  suppressionProblems: SuppressionProblem[];
  /** Set by a comparison with a previous SARIF log (`--baseline`). */
  baseline?: { file: string; absent: SarifResult[] };
}

/** The nearest folder at or above `dir` that holds `.git`; SARIF paths are relative to it. */
export function findRepoRoot(dir: string): string {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (existsSync(path.join(d, ".git"))) return d;
    if (path.dirname(d) === d) return path.resolve(dir);
  }
}

function emptyStyles(): Record<RegistrationStyle, number> {
  return Object.fromEntries(REGISTRATION_STYLES.map((s) => [s, 0])) as Record<RegistrationStyle, number>;
}

/** The share of unparsable source files above which no verdict is given. */
const MAX_UNPARSABLE_SHARE = 0.5;

/** The front ends that read `root`, with why; the first front end when none does (it says what it found). */
function pickFrontends(
  root: string,
  config: Config,
  frontends: readonly Frontend[],
): { fe: Frontend; reason: string }[] {
  const cfg = frontendConfig(config);
  const picked = frontends.map((fe) => ({ fe, d: fe.detect(root, cfg) })).filter((x) => x.d.found);
  return picked.length
    ? picked.map((x) => ({ fe: x.fe, reason: x.d.reason }))
    : [{ fe: frontends[0]!, reason: NONE_FOUND }];
}

const NONE_FOUND = "no front end found source of its language";

/** "A", "A or B", "A, B or C". */
function orList(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

function frontendConfig(config: Config): FrontendConfig {
  return {
    ignore: config.ignore,
    upstreamFunctions: config.upstreamFunctions,
    ...(config.specRevision ? { specRevision: config.specRevision } : {}),
    ...(config.localFiles ? { localFiles: true } : {}),
  };
}

/** Merges the models of several front ends: each keeps its own ids (they carry file paths), in front-end order. */
function mergeModels(root: string, models: ServerModel[]): ServerModel {
  if (models.length === 1) return models[0]!;
  return {
    root,
    tools: models.flatMap((m) => m.tools),
    upstreamCalls: models.flatMap((m) => m.upstreamCalls),
    flows: models.flatMap((m) => m.flows),
    texts: models.flatMap((m) => m.texts),
    fixedValues: models.flatMap((m) => m.fixedValues ?? []),
    ...(models.some((m) => m.responseReads) ? { responseReads: models.flatMap((m) => m.responseReads ?? []) } : {}),
    ...(models.some((m) => m.scopes) ? { scopes: models.flatMap((m) => m.scopes ?? []) } : {}),
    ...(models.some((m) => m.sortSites) ? { sortSites: models.flatMap((m) => m.sortSites ?? []) } : {}),
    ...(models.some((m) => m.upstreamOrders) ? { upstreamOrders: models.flatMap((m) => m.upstreamOrders ?? []) } : {}),
    ...(models.some((m) => m.tests) ? { tests: mergeTests(models.flatMap((m) => (m.tests ? [m.tests] : []))) } : {}),
  };
}

/** One test suite from several front ends' (a repository with tests in two languages). */
function mergeTests(suites: TestSuite[]): TestSuite {
  const files = (k: "files" | "reachingUpstream" | "unmocked") => suites.flatMap((s) => s[k]).sort(cmp);
  return {
    files: files("files"),
    reachingUpstream: files("reachingUpstream"),
    unmocked: files("unmocked"),
    cases: suites.flatMap((s) => s.cases),
    assertions: suites.flatMap((s) => s.assertions),
    fixtures: suites.flatMap((s) => s.fixtures),
  };
}

/** The newest revision any front end found (a server targets one revision; the evidence may sit in either language). */
function mergeSpec(specs: SpecRevision[]): SpecRevision {
  return [...specs].sort((a, b) => cmp(b.revision ?? "", a.revision ?? ""))[0]!;
}

export function audit(target: string, opts: AuditOptions = {}): AuditResult {
  const config = opts.config ?? defaultConfig();
  const progress = opts.onProgress ?? (() => {});
  const timings = opts.timings ?? new Timings();
  const root = path.resolve(target);
  if (!existsSync(root)) throw new InputError(`path does not exist: ${target}`);
  if (!statSync(root).isDirectory()) throw new InputError(`not a folder: ${target} (give the server's folder)`);
  progress(`loading ${target}`);
  const frontends = opts.frontends ?? FRONTENDS;
  const picked = pickFrontends(root, config, frontends);
  const builds: FrontendBuild[] = [];
  for (const { fe } of picked) {
    const loaded = fe.load(root, frontendConfig(config), timings);
    progress(`analysing ${fe.label} sources`);
    builds.push(fe.buildModel(loaded, { config: frontendConfig(config), timings }));
  }
  const coverage: Coverage = {
    root,
    languages: builds.map((b) => b.language),
    projectConfigs: builds.flatMap((b) => b.project.projectConfigs),
    filesAnalysed: builds.reduce((n, b) => n + b.project.filesAnalysed, 0),
    filesSkipped: builds.flatMap((b) => b.project.skipped),
    toolsByStyle: emptyStyles(),
    toolsFound: 0,
    toolsUnresolved: [],
    upstreamCalls: 0,
    upstreamByClient: {},
    rules: [],
    limitsHit: [],
    notMeasured: [],
    partial: [],
    rulesFailed: [],
    facts: builds.flatMap((b) => b.project.notes.map((n) => ({ label: "project", value: n }))),
  };
  if (builds.length > 1)
    coverage.facts.push({ label: "languages", value: picked.map((p) => `${p.fe.label} (${p.reason})`).join("; ") });
  if (config.source)
    coverage.facts.push({ label: "config", value: path.relative(process.cwd(), config.source) || config.source });
  if (config.localFiles)
    coverage.facts.push({
      label: "local files",
      value: "node:fs reads (readFile, readdir, stat, …) count as upstream calls (config: localFiles: true)",
    });
  const testFiles = builds.reduce((n, b) => n + b.project.testFiles, 0);
  if (testFiles)
    coverage.facts.push({ label: "test files", value: `${testFiles} (kept apart from the server's own code)` });

  const model = mergeModels(
    root,
    builds.map((b) => b.model),
  );
  const unresolvedSites = builds.flatMap((b) => b.unresolvedSites);
  // an example server's tools are audited and listed apart (coverage.scopes), not counted as the server's
  const exampleScopes = new Set((model.scopes ?? []).filter((s) => s.kind === "example").map((s) => s.id));
  const shippedTools = model.tools.filter((t) => !(t.scope && exampleScopes.has(t.scope)));
  coverage.toolsFound = shippedTools.length;
  for (const t of shippedTools) coverage.toolsByStyle[t.registration]++;
  for (const t of model.tools)
    if (t.unresolved?.length)
      coverage.toolsUnresolved.push({ tool: t.name, location: t.location, reasons: t.unresolved });
  for (const s of unresolvedSites)
    coverage.toolsUnresolved.push({ tool: "(unnamed)", location: s.location, reasons: [s.reason] });
  coverage.toolsNotAudited = model.tools
    .filter((t) => !t.handlerLocation)
    .map((t) => ({ tool: t.name, location: t.location, reason: "handler not resolved" }));
  coverage.queryToolsWithoutUpstream = model.tools
    .filter((t) => t.intent === "query" && !model.upstreamCalls.some((u) => u.reachedFrom.includes(t.id)))
    .map((t) => ({
      tool: t.name,
      location: t.location,
      reason: t.handlerLocation
        ? "the handler reaches no recognised upstream call (local data, or a client not recognised)"
        : "handler not resolved",
    }));
  if (coverage.toolsNotAudited.length)
    coverage.facts.push({
      label: "not audited",
      value: `${coverage.toolsNotAudited.length} of ${model.tools.length} tools (handler not resolved): partly measured`,
    });
  if (coverage.queryToolsWithoutUpstream.length)
    coverage.facts.push({
      label: "query tools without upstream",
      value: `${coverage.queryToolsWithoutUpstream.length} of ${model.tools.filter((t) => t.intent === "query").length}`,
    });
  coverage.upstreamCalls = model.upstreamCalls.length;
  for (const u of model.upstreamCalls)
    coverage.upstreamByClient[u.client] = (coverage.upstreamByClient[u.client] ?? 0) + 1;
  coverage.upstreamByClient = Object.fromEntries(
    Object.entries(coverage.upstreamByClient).sort(([a], [b]) => cmp(a, b)),
  );
  coverage.limitsHit.push(...builds.flatMap((b) => b.limits));
  coverage.partial.push(...partsUnread(builds));

  const spec = mergeSpec(builds.map((b) => b.spec));
  coverage.facts.push({ label: "spec revision", value: `${spec.revision ?? "before 2026-07-28"} — ${spec.source}` });

  const detected = picked.filter((p) => builds.length && p.reason !== NONE_FOUND);
  const labels = orList(detected.length ? detected.map((p) => p.fe.label) : frontends.map((fe) => fe.label));
  const parseFailures = builds.reduce((n, b) => n + b.project.parseFailures, 0);
  const candidates = coverage.filesAnalysed + parseFailures;
  const unread = coverage.filesSkipped.filter((s) => s.kind === "file").length;
  if (candidates === 0)
    coverage.notMeasured.push(
      unread
        ? `no ${labels} source file could be analysed (${unread} skipped, see below)`
        : `no ${labels} source files found`,
    );
  else if (parseFailures / candidates > MAX_UNPARSABLE_SHARE)
    coverage.notMeasured.push(
      `${parseFailures} of ${candidates} source files could not be parsed — too few left to stand behind a verdict`,
    );
  if (candidates > 0 && model.tools.length === 0 && unresolvedSites.length)
    coverage.notMeasured.push(
      `no MCP tools could be resolved statically — nothing audited (${unresolvedSites.length} registration site(s) build their tools at run time or from non-constant names; listed under "unresolved")`,
    );
  else if (candidates > 0 && model.tools.length > 0 && model.tools.every((t) => !t.handlerLocation))
    coverage.notMeasured.push(
      `no tool handler could be resolved — nothing audited (${model.tools.length} tool(s) found, listed under "not audited")`,
    );
  else if (candidates > 0 && model.tools.length === 0)
    coverage.notMeasured.push(
      `no MCP tools found — nothing audited (searched ${coverage.filesAnalysed} ${labels} files for tool registrations, low-level tool handlers and tool classes)`,
    );

  const syntax: SyntaxHandles = Object.assign({}, ...builds.map((b) => b.syntax));
  const findings: ResultFinding[] = [];
  const catalogue = loadCatalogue();
  const selected = opts.rules ? new Set(opts.rules) : undefined;
  for (const entry of catalogue) {
    const analyzer = ANALYZERS.find((a) => a.id === entry.id);
    const settings = config.rules[entry.id] ?? { options: {} };
    if (!analyzer || entry.status !== "implemented") {
      coverage.rules.push({ ruleId: entry.id, applied: false, reason: "not implemented in this version" });
      continue;
    }
    if (selected && !selected.has(entry.id)) {
      coverage.rules.push({ ruleId: entry.id, applied: false, reason: "not selected (--rules)" });
      continue;
    }
    if (settings.level === "off") {
      coverage.rules.push({ ruleId: entry.id, applied: false, reason: "turned off in the config" });
      continue;
    }
    if (coverage.notMeasured.length) {
      coverage.rules.push({ ruleId: entry.id, applied: false, reason: "not run: the audit measured nothing" });
      continue;
    }
    const missing = missingSyntax(analyzer, syntax);
    if (missing) {
      coverage.rules.push({ ruleId: entry.id, applied: false, reason: `not applicable: ${missing}` });
      continue;
    }
    const ctx: AnalyzerContext = {
      model,
      ...(syntax.typescript ? { ts: syntax.typescript } : {}),
      settings,
      spec,
      coverage,
      addFact: (label, value) => coverage.facts.push({ label, value }),
    };
    progress(`rule ${entry.id}`);
    try {
      const app = timings.time(`rule ${entry.id}`, () => analyzer.applies(ctx as never));
      if (!app.applies) {
        coverage.rules.push({ ruleId: entry.id, applied: false, reason: `not applicable: ${app.reason}` });
        continue;
      }
      const level = (settings.level ?? entry.level) as Level;
      for (const f of timings.time(`rule ${entry.id}`, () => analyzer.run(ctx as never)))
        findings.push({ ...f, level: f.level && !settings.level ? f.level : level });
      coverage.rules.push({ ruleId: entry.id, applied: true, reason: app.reason });
    } catch (e) {
      if (e instanceof InputError) throw e;
      // A crashed rule never reads as passed: the run is marked failed (exit 3) and keeps the stack.
      const msg = e instanceof Error ? e.message : String(e);
      coverage.rules.push({ ruleId: entry.id, applied: false, reason: `analyzer failed: ${msg}` });
      coverage.rulesFailed.push({
        ruleId: entry.id,
        message: msg,
        ...(e instanceof Error && e.stack ? { stack: e.stack } : {}),
      });
    }
  }
  if (!coverage.notMeasured.length && !coverage.rulesFailed.length && !coverage.rules.some((x) => x.applied))
    coverage.notMeasured.push(
      `no rule was applied — nothing audited (${orList(
        [...new Set(coverage.rules.map((x) => x.reason.replace(/:.*$/, "")))].sort(),
      )})`,
    );
  applyScopes(model, catalogue, findings, coverage);
  findings.sort(compareFindings);
  const suppressions = builds.flatMap((b) => b.suppressions);
  const ran = new Set(coverage.rules.filter((r) => r.applied).map((r) => r.ruleId));
  const suppressionProblems = applySuppressions(findings, suppressions, new Set(catalogue.map((r) => r.id)), ran);
  return {
    root,
    repoRoot: opts.repoRoot ? path.resolve(opts.repoRoot) : findRepoRoot(root),
    findings,
    coverage,
    model,
    config,
    suppressionProblems,
  };
}

/** What the front ends could not read, once each: a file-count cap, a folder that could not be listed. */
function partsUnread(builds: FrontendBuild[]): string[] {
  const out = builds.flatMap((b) => b.project.unread ?? []);
  for (const s of builds.flatMap((b) => b.project.skipped))
    if (s.kind === "file" && s.reason.startsWith("folder could not be read"))
      out.push(`${s.subject}: ${s.reason} — its files were not audited`);
  return [...new Set(out)];
}

/** Rules about what the server does with its data source (request and answer): tagged so in rules.yaml. */
function isDataSourceRule(entry: { tags: string[] }): boolean {
  return entry.tags.some((t) => t === "upstream-request" || t === "upstream-response");
}

/**
 * Several servers in one tree: each finding is labelled with the scope it lies in (through its tool,
 * else its file); a companion local-files server is not judged by the data-source rules (their findings
 * there are dropped and the scope says "not applicable: local-files server"); and coverage counts tools
 * and findings per scope, so an example server's are never mixed into the shipped server's.
 */
function applyScopes(
  model: ServerModel,
  catalogue: { id: string; tags: string[] }[],
  findings: ResultFinding[],
  coverage: Coverage,
): void {
  const scopes = model.scopes ?? [];
  if (!scopes.length) return;
  const toolScope = new Map(model.tools.map((t) => [t.id, t.scope]));
  const byId = new Map(scopes.map((s) => [s.id, s]));
  const ran = new Set(coverage.rules.filter((r) => r.applied).map((r) => r.ruleId));
  const dataRules = catalogue.filter((e) => isDataSourceRule(e) && ran.has(e.id)).map((e) => e.id);
  const kept: ResultFinding[] = [];
  for (const f of findings) {
    const id = (f.tool ? toolScope.get(f.tool) : undefined) ?? scopeOfFile(scopes, f.location.file)?.id;
    const s = id ? byId.get(id) : undefined;
    if (s) {
      f.scope = s.id;
      f.scopeKind = s.kind;
    }
    if (s?.kind === "local-files" && dataRules.includes(f.ruleId)) continue;
    kept.push(f);
  }
  findings.length = 0;
  findings.push(...kept);
  coverage.scopes = scopes.map(
    (s): ScopeSummary => ({
      ...s,
      tools: model.tools.filter((t) => t.scope === s.id).length,
      findings: findings.filter((f) => f.scope === s.id).length,
      rulesNotApplicable:
        s.kind === "local-files"
          ? dataRules.map((ruleId) => ({ ruleId, reason: "not applicable: local-files server" }))
          : [],
    }),
  );
  for (const s of coverage.scopes)
    coverage.facts.push({
      label: s.kind === "server" ? "server scope" : `${s.kind} scope`,
      value: `${s.id}: ${s.tools} tool(s), ${s.findings} finding(s)${s.kind === "example" ? " (reported apart: not counted with the shipped server's tools)" : ""}${s.rulesNotApplicable.length ? `; data-source rules not applicable: local-files server` : ""} — ${s.reason}`,
    });
}

/** Why a rule cannot run on this project's front ends, or undefined when it can. */
function missingSyntax(analyzer: Analyzer, syntax: SyntaxHandles): string | undefined {
  if (analyzer.needs === "model" || syntax[analyzer.needs]) return undefined;
  return "needs the TypeScript front end's syntax, and this project has no TypeScript or JavaScript source";
}

export function compareFindings(a: Finding, b: Finding): number {
  return (
    cmp(a.location.file, b.location.file) ||
    a.location.line - b.location.line ||
    a.location.column - b.location.column ||
    cmp(a.ruleId, b.ruleId) ||
    cmp(a.message, b.message)
  );
}

/** Findings that count: not suppressed. */
export function activeFindings(r: AuditResult): ResultFinding[] {
  return r.findings.filter((f) => !f.suppression);
}

/** Rules whose analyzer crashed: the run cannot pass (exit 3). */
export function failedRules(r: AuditResult): string[] {
  return r.coverage.rulesFailed.map((f) => f.ruleId);
}

/** Whether parts of the target were left unread (the run is partial: exit 3, never "no findings"). */
export function isPartial(r: AuditResult): boolean {
  return r.coverage.partial.length > 0;
}

/** Whether the audit can stand behind a verdict. */
export function isMeasured(r: AuditResult): boolean {
  return r.coverage.notMeasured.length === 0;
}
