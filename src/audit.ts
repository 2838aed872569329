/**
 * One audit of one server folder: load, build the model, run the analyzers, and account for
 * everything that was seen, skipped or not applicable.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Result as SarifResult } from "sarif";
import { ANALYZERS } from "./analyzers/index.js";
import type { AnalyzerContext, Finding, Level } from "./analyzers/types.js";
import { loadCatalogue } from "./catalogue/index.js";
import { type Config, defaultConfig } from "./config.js";
import { buildModel } from "./frontend/ts/index.js";
import { REGISTRATION_STYLES, type Coverage, type RegistrationStyle, type ServerModel } from "./model/types.js";
import { InputError, loadProject, relativePath, type LoadedProject } from "./project/load.js";
import { detectSpecRevision } from "./project/spec-revision.js";
import { Timings } from "./timing.js";
import { applySuppressions, readSuppressions, type AppliedSuppression, type SuppressionProblem } from "./suppress.js";

export interface AuditOptions {
  config?: Config;
  /** Only these rule ids (all implemented rules when absent). */
  rules?: string[];
  onProgress?: (message: string) => void;
  /** The repository root for SARIF paths (default: the nearest folder above that holds `.git`). */
  repoRoot?: string;
  /** Collects phase timings (`--timing`) when given. */
  timings?: Timings;
}

export interface ResultFinding extends Finding {
  level: Level;
  /** Set when an inline suppression with a reason covers this finding. */
  suppression?: AppliedSuppression;
  /** Set when the audit was compared with a baseline (see src/baseline.ts). */
  baselineState?: "new" | "unchanged";
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

export function audit(target: string, opts: AuditOptions = {}): AuditResult {
  const config = opts.config ?? defaultConfig();
  const progress = opts.onProgress ?? (() => {});
  const timings = opts.timings ?? new Timings();
  progress(`loading ${target}`);
  const loaded: LoadedProject = timings.time("load", () => loadProject(target, { ignore: config.ignore }));
  const root = loaded.root;
  const coverage: Coverage = {
    root,
    tsconfigs: loaded.tsconfigs,
    filesAnalysed: loaded.sourceFiles.length,
    filesSkipped: loaded.skipped,
    toolsByStyle: emptyStyles(),
    toolsFound: 0,
    toolsUnresolved: [],
    upstreamCalls: 0,
    upstreamByClient: {},
    rules: [],
    limitsHit: [],
    notMeasured: [],
    facts: loaded.notes.map((n) => ({ label: "project", value: n })),
  };
  if (config.source) coverage.facts.push({ label: "config", value: path.relative(process.cwd(), config.source) || config.source });
  if (loaded.testFiles.length) coverage.facts.push({ label: "test files", value: `${loaded.testFiles.length} (kept apart from the server's own code)` });

  progress(`analysing ${loaded.sourceFiles.length} files`);
  const front = timings.time("model", () => buildModel(loaded, { upstreamFunctions: config.upstreamFunctions, timings }));
  const model = front.model;
  coverage.toolsFound = model.tools.length;
  for (const t of model.tools) coverage.toolsByStyle[t.registration]++;
  for (const t of model.tools) if (t.unresolved?.length) coverage.toolsUnresolved.push({ tool: t.name, location: t.location, reasons: t.unresolved });
  for (const s of front.unresolvedSites) coverage.toolsUnresolved.push({ tool: "(unnamed)", location: s.location, reasons: [s.reason] });
  coverage.upstreamCalls = model.upstreamCalls.length;
  for (const u of model.upstreamCalls) coverage.upstreamByClient[u.client] = (coverage.upstreamByClient[u.client] ?? 0) + 1;
  coverage.upstreamByClient = Object.fromEntries(Object.entries(coverage.upstreamByClient).sort(([a], [b]) => (a < b ? -1 : 1)));
  coverage.limitsHit.push(...front.limits);

  const spec = detectSpecRevision(root, loaded.sourceFiles, config.specRevision);
  coverage.facts.push({ label: "spec revision", value: `${spec.revision ?? "before 2026-07-28"} — ${spec.source}` });

  const parseFailures = loaded.skipped.filter((s) => s.kind === "file" && s.reason.startsWith("syntax error")).length;
  const candidates = loaded.sourceFiles.length + parseFailures;
  const unread = loaded.skipped.filter((s) => s.kind === "file").length;
  if (candidates === 0)
    coverage.notMeasured.push(unread ? `no TypeScript or JavaScript source file could be analysed (${unread} skipped, see below)` : "no TypeScript or JavaScript source files found");
  else if (parseFailures / candidates > MAX_UNPARSABLE_SHARE)
    coverage.notMeasured.push(`${parseFailures} of ${candidates} source files could not be parsed — too few left to stand behind a verdict`);
  if (candidates > 0 && model.tools.length === 0 && front.unresolvedSites.length)
    coverage.notMeasured.push(
      `no MCP tools could be resolved statically — nothing audited (${front.unresolvedSites.length} registration site(s) build their tools at run time or from non-constant names; listed under "unresolved")`,
    );
  else if (candidates > 0 && model.tools.length === 0)
    coverage.notMeasured.push(
      `no MCP tools found — nothing audited (searched ${loaded.sourceFiles.length} files for server.tool/registerTool/addTool calls, setRequestHandler(ListToolsRequestSchema) handlers and tool classes)`,
    );

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
    const ctx: AnalyzerContext = {
      model,
      ts: front.ts,
      settings,
      spec,
      coverage,
      addFact: (label, value) => coverage.facts.push({ label, value }),
    };
    progress(`rule ${entry.id}`);
    try {
      const app = timings.time(`rule ${entry.id}`, () => analyzer.applies(ctx));
      if (!app.applies) {
        coverage.rules.push({ ruleId: entry.id, applied: false, reason: `not applicable: ${app.reason}` });
        continue;
      }
      const level = (settings.level ?? entry.level) as Level;
      for (const f of timings.time(`rule ${entry.id}`, () => analyzer.run(ctx))) findings.push({ ...f, level: f.level && !settings.level ? f.level : level });
      coverage.rules.push({ ruleId: entry.id, applied: true, reason: app.reason });
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      if (e instanceof InputError) throw e;
      coverage.rules.push({ ruleId: entry.id, applied: false, reason: `analyzer failed: ${msg}` });
      coverage.filesSkipped.push({ subject: entry.id, reason: `analyzer failed: ${msg}`, kind: "analysis" });
    }
  }
  findings.sort(compareFindings);
  const suppressions = timings.time("suppressions", () => [...loaded.sourceFiles, ...loaded.testFiles].flatMap((sf) => readSuppressions(sf, relativePath(root, sf.getFilePath()))));
  const ran = new Set(coverage.rules.filter((r) => r.applied).map((r) => r.ruleId));
  const suppressionProblems = applySuppressions(findings, suppressions, new Set(catalogue.map((r) => r.id)), ran);
  return { root, repoRoot: opts.repoRoot ? path.resolve(opts.repoRoot) : findRepoRoot(root), findings, coverage, model, config, suppressionProblems };
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

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Findings that count: not suppressed. */
export function activeFindings(r: AuditResult): ResultFinding[] {
  return r.findings.filter((f) => !f.suppression);
}

/** Whether the audit can stand behind a verdict. */
export function isMeasured(r: AuditResult): boolean {
  return r.coverage.notMeasured.length === 0;
}
