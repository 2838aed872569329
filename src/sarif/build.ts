/**
 * SARIF 2.1.0 for GitHub code scanning: one run per audited server, full rule metadata from the
 * catalogue, repository-relative URIs under %SRCROOT%, GitHub-compatible line-hash fingerprints,
 * related locations linked from the message, code flows for dataflow findings, and the audit's
 * coverage in the run's properties. No timestamps or absolute paths: the same input gives the
 * same bytes.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import type * as Sarif from "sarif";
import type { AuditResult, ResultFinding } from "../audit.js";
import { helpMarkdown, helpText, loadCatalogue, type RuleEntry } from "../catalogue/index.js";
import { readRegularFile } from "../frontend/walk.js";
import type { FlowStep, SourceLocation } from "../model/types.js";
import { escapeRegExp } from "../model/wording.js";
import { shownPath } from "../report/json.js";
import { TOOL_NAME, TOOL_VERSION } from "../version.js";
import { lineHashes } from "./fingerprint.js";

export interface SarifOptions {
  /** Include every implemented rule's metadata even when it produced nothing (default true). */
  allRules?: boolean;
  /**
   * Write suppressed results too, each with a `suppressions` entry (default false: GitHub code
   * scanning does not honour SARIF suppressions and would open alerts for them).
   */
  includeSuppressed?: boolean;
  /** `automationDetails.id` (default `fidelity-audit/<server path>/`). */
  automationId?: string;
  /** The checked-out commit, recorded as `versionControlProvenance`. */
  provenance?: Provenance;
  /** At most this many results (default 5,000, what GitHub code scanning keeps per run). */
  maxResults?: number;
}

/** GitHub code scanning keeps at most this many results of a run. */
export const MAX_SARIF_RESULTS = 5000;

const LEVEL_ORDER: Record<string, number> = { error: 0, warning: 1, note: 2, none: 3 };

/** Replaces absolute paths of the audited folder (and of its repository) in every string of `v` by relative ones. */
function relativise<T>(v: T, roots: string[]): T {
  const bare = roots.map((r) => new RegExp(`${escapeRegExp(r)}(?![\\w.-])`, "g"));
  const fix = (s: string) =>
    roots.reduce((acc, r, i) => acc.split(`${r}${path.sep}`).join("").replace(bare[i]!, "."), s);
  const walk = (x: unknown): unknown => {
    if (typeof x === "string") return fix(x);
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === "object") return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, walk(y)]));
    return x;
  };
  return walk(v) as T;
}

/** A git checkout's commit; `versionControlProvenance` needs the remote's URI, so without one only `properties.repository` records it. */
export interface Provenance {
  revisionId: string;
  repositoryUri?: string;
  branch?: string;
}

/** Key of the line-move-proof fingerprint in `partialFingerprints`. */
export const LOGICAL_FINGERPRINT = "fidelityAuditLogical/v1";

function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}

/** Audit-root-relative path → repository-relative URI. */
export function uriFor(result: AuditResult, file: string): string {
  const prefix = toPosix(path.relative(result.repoRoot, result.root));
  const joined = prefix ? `${prefix}/${file}` : file;
  return joined.split("/").map(encodeURIComponent).join("/");
}

function physical(result: AuditResult, loc: SourceLocation): Sarif.PhysicalLocation {
  return {
    artifactLocation: { uri: uriFor(result, loc.file), uriBaseId: "%SRCROOT%" },
    region: {
      startLine: loc.line,
      startColumn: loc.column,
      endLine: loc.endLine,
      endColumn: loc.endColumn,
      ...(loc.snippet ? { snippet: { text: loc.snippet } } : {}),
    },
  };
}

export function ruleDescriptor(r: RuleEntry): Sarif.ReportingDescriptor {
  return {
    id: r.id,
    name: r.name,
    shortDescription: { text: r.short },
    fullDescription: { text: r.full.trim() },
    help: { text: helpText(r), markdown: helpMarkdown(r) },
    defaultConfiguration: { level: r.level },
    properties: {
      precision: r.precision,
      tags: r.tags,
      ...(r.fidelityRule !== undefined ? { fidelityRule: r.fidelityRule } : { extension: true }),
      "problem.severity": r.level === "note" ? "recommendation" : r.level,
    },
  };
}

function codeFlow(result: AuditResult, steps: FlowStep[]): Sarif.CodeFlow {
  return {
    threadFlows: [
      {
        locations: steps.map((s, i) => ({
          location: { physicalLocation: physical(result, s.location), message: { text: s.message } },
          ...(i === 0 ? { kinds: ["source"] } : i === steps.length - 1 ? { kinds: ["sink"] } : {}),
        })),
      },
    ],
  };
}

/** Drops line and column numbers, so a fingerprint survives a finding moving in its file. */
function withoutLines(s: string | undefined): string {
  return (s ?? "").replace(/:\d+(:\d+)?\b/g, "").replace(/\blines? \d+/g, "line");
}

/** A message named by id: its id and its data in key order, so the wording can change. */
function messageKey(id: string, data: Record<string, string | number> | undefined): string {
  return `#${id}${Object.keys(data ?? {})
    .sort()
    .map((k) => `\u0001${k}=${withoutLines(String(data![k]))}`)
    .join("")}`;
}

/**
 * Both fingerprints of each finding, in finding order: GitHub's `primaryLocationLineHash` (when the
 * file can be read) and a logical one built from rule, file, tool, parameter, upstream call and
 * message with line numbers removed, so an unchanged finding that moved is still recognised.
 */
export function fingerprints(result: AuditResult): Record<string, string>[] {
  const hashCache = new Map<string, string[] | null>();
  const hashesOf = (file: string) => {
    if (!hashCache.has(file)) {
      const read = readRegularFile(path.join(result.root, file), 6_000_000, result.root);
      hashCache.set(file, read.ok ? lineHashes(read.text) : null);
    }
    return hashCache.get(file);
  };
  const seen = new Map<string, number>();
  return result.findings.map((f) => {
    const out: Record<string, string> = {};
    const h = hashesOf(f.location.file)?.[f.location.line - 1];
    if (h) out.primaryLocationLineHash = h;
    const key = [
      f.ruleId,
      uriFor(result, f.location.file),
      withoutLines(f.tool),
      f.param ?? "",
      withoutLines(f.upstreamCall),
      f.messageId ? messageKey(f.messageId, f.data) : withoutLines(f.message),
    ].join("\u0000");
    const digest = createHash("sha256").update(key).digest("hex").slice(0, 16);
    const n = (seen.get(digest) ?? 0) + 1;
    seen.set(digest, n);
    out[LOGICAL_FINGERPRINT] = `${digest}:${n}`;
    return out;
  });
}

export function buildSarif(result: AuditResult, opts: SarifOptions = {}): Sarif.Log {
  const catalogue = loadCatalogue();
  const applied = new Set(
    result.coverage.rules.filter((r) => r.applied || r.reason.startsWith("not applicable")).map((r) => r.ruleId),
  );
  const used = new Set(result.findings.map((f) => f.ruleId));
  const rules = catalogue.filter(
    (r) =>
      r.status === "implemented" && ((opts.allRules ?? true) ? applied.has(r.id) || used.has(r.id) : used.has(r.id)),
  );
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i]));

  const prints = fingerprints(result);
  const results: Sarif.Result[] = [];
  for (const [i, f] of result.findings.entries()) {
    if (f.suppression && !opts.includeSuppressed) continue;
    results.push(sarifResult(f, prints[i]!));
  }
  for (const a of result.baseline?.absent ?? []) {
    const { ruleIndex: _drop, ...rest } = a;
    results.push({
      ...rest,
      ...(ruleIndex.has(a.ruleId ?? "") ? { ruleIndex: ruleIndex.get(a.ruleId!)! } : {}),
      baselineState: "absent",
    });
  }
  // Above the limit, GitHub drops results it chooses: keep the highest levels (errors first, absent ones last), say how many were left out.
  const max = opts.maxResults ?? MAX_SARIF_RESULTS;
  let omitted = 0;
  if (results.length > max) {
    const rank = (r: Sarif.Result) => (r.baselineState === "absent" ? 4 : (LEVEL_ORDER[r.level ?? "warning"] ?? 1));
    const keep = new Set(
      results
        .map((r, i) => ({ r, i }))
        .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
        .slice(0, max)
        .map((x) => x.i),
    );
    omitted = results.length - max;
    const kept = results.filter((_r, i) => keep.has(i));
    results.length = 0;
    results.push(...kept);
  }

  function sarifResult(f: ResultFinding, fp: Record<string, string>): Sarif.Result {
    const r: Sarif.Result = {
      ruleId: f.ruleId,
      ...(ruleIndex.has(f.ruleId) ? { ruleIndex: ruleIndex.get(f.ruleId)! } : {}),
      level: f.level,
      message: { text: f.message },
      locations: [{ physicalLocation: physical(result, f.location) }],
    };
    r.partialFingerprints = fp;
    if (f.relatedLocations?.length)
      r.relatedLocations = f.relatedLocations.map((rl) => ({
        id: rl.id,
        physicalLocation: physical(result, rl.location),
        message: { text: rl.message },
      }));
    if (f.codeFlow?.length) r.codeFlows = [codeFlow(result, f.codeFlow)];
    const props: Record<string, unknown> = {};
    if (f.tool) props.tool = f.tool;
    if (f.param) props.parameter = f.param;
    if (f.upstreamCall) props.upstreamCall = f.upstreamCall;
    if (f.scope) props.scope = f.scope;
    if (f.scopeKind) props.scopeKind = f.scopeKind;
    if (f.messageId) props.messageId = f.messageId;
    if (f.data && Object.keys(f.data).length) props.messageData = f.data;
    if (Object.keys(props).length) r.properties = props;
    if (f.baselineState) r.baselineState = f.baselineState;
    if (f.suppression)
      r.suppressions = [
        {
          kind: "inSource",
          status: "accepted",
          justification: f.suppression.justification,
          location: { physicalLocation: physical(result, f.suppression.location) },
        },
      ];
    return r;
  }

  const notifications: Sarif.Notification[] = [
    ...(omitted
      ? [
          {
            level: "warning" as const,
            message: {
              text: `${omitted} of ${results.length + omitted} results left out: GitHub code scanning keeps ${max} per run; the highest levels were kept (see the text or JSON report for all)`,
            },
            descriptor: { id: "results-truncated" },
          },
        ]
      : []),
    ...result.coverage.notMeasured.map((m) => ({
      level: "error" as const,
      message: { text: `not measured: ${m}` },
      descriptor: { id: "not-measured" },
    })),
    ...result.coverage.partial.map((m) => ({
      level: "error" as const,
      message: { text: `partial: ${m}` },
      descriptor: { id: "partial" },
    })),
    ...result.coverage.filesSkipped.map((s) => ({
      level: "warning" as const,
      message: { text: `${s.kind} skipped: ${s.subject}: ${s.reason}` },
      descriptor: { id: `skipped-${s.kind}` },
      ...(s.kind === "file" || s.kind === "tsconfig"
        ? {
            locations: [
              { physicalLocation: { artifactLocation: { uri: uriFor(result, s.subject), uriBaseId: "%SRCROOT%" } } },
            ],
          }
        : {}),
    })),
    // Tools found but not audited (handler not resolved): the run is only partly measured.
    ...(result.coverage.toolsNotAudited?.length
      ? [
          {
            level: "warning" as const,
            message: {
              text: `partly measured: ${result.coverage.toolsNotAudited.length} of ${result.coverage.toolsFound} tools not audited (handler not resolved): ${result.coverage.toolsNotAudited.map((t) => t.tool).join(", ")}`,
            },
            descriptor: { id: "tools-not-audited" },
            locations: result.coverage.toolsNotAudited.map((t) => ({ physicalLocation: physical(result, t.location) })),
          },
        ]
      : []),
    ...result.coverage.limitsHit.map((l) => ({
      level: "note" as const,
      message: { text: `analysis limit: ${l}` },
      descriptor: { id: "analysis-limit" },
    })),
    ...result.suppressionProblems.map((p) => ({
      level: "warning" as const,
      message: { text: p.message },
      descriptor: { id: `suppression-${p.kind}` },
      locations: [{ physicalLocation: physical(result, p.location) }],
    })),
  ];

  const relServer = toPosix(path.relative(result.repoRoot, result.root));
  // No absolute path of this machine in the log: compiler and file-system messages are made relative.
  const roots = [...new Set([result.root, result.repoRoot])].sort((a, b) => b.length - a.length);
  const run: Sarif.Run = {
    tool: {
      driver: {
        name: TOOL_NAME,
        semanticVersion: TOOL_VERSION,
        version: TOOL_VERSION,
        rules: rules.map(ruleDescriptor),
      },
    },
    automationDetails: { id: opts.automationId ?? `${TOOL_NAME}/${relServer || "."}/` },
    ...(opts.provenance?.repositoryUri
      ? {
          versionControlProvenance: [
            {
              repositoryUri: opts.provenance.repositoryUri,
              revisionId: opts.provenance.revisionId,
              ...(opts.provenance.branch ? { branch: opts.provenance.branch } : {}),
              mappedTo: { uriBaseId: "%SRCROOT%" },
            },
          ],
        }
      : {}),
    // Every location is relative to %SRCROOT%; the base is named, not given as an absolute path of this
    // machine (a viewer maps it to the checkout, as GitHub code scanning does).
    originalUriBaseIds: {
      "%SRCROOT%": { description: { text: "The root of the audited repository (the checkout)." } },
    },
    columnKind: "utf16CodeUnits",
    invocations: [
      {
        executionSuccessful: result.coverage.notMeasured.length === 0,
        toolExecutionNotifications: relativise(notifications, roots),
      },
    ],
    results,
    properties: {
      ...(omitted ? { resultsOmitted: omitted } : {}),
      coverage: relativise(
        {
          serverPath: relServer || ".",
          languages: result.coverage.languages,
          projectConfigs: result.coverage.projectConfigs,
          filesAnalysed: result.coverage.filesAnalysed,
          filesSkipped: result.coverage.filesSkipped,
          toolsFound: result.coverage.toolsFound,
          toolsByStyle: result.coverage.toolsByStyle,
          toolsUnresolved: result.coverage.toolsUnresolved,
          toolsNotAudited: result.coverage.toolsNotAudited ?? [],
          upstreamCalls: result.coverage.upstreamCalls,
          upstreamByClient: result.coverage.upstreamByClient,
          rules: result.coverage.rules,
          limitsHit: result.coverage.limitsHit,
          notMeasured: result.coverage.notMeasured,
          facts: result.coverage.facts,
          ...(result.coverage.scopes ? { scopes: result.coverage.scopes } : {}),
        },
        roots,
      ),
      ...(opts.provenance ? { repository: opts.provenance } : {}),
      suppressions: {
        suppressedResults: result.findings.filter((f) => f.suppression).length,
        writtenToThisLog: !!opts.includeSuppressed,
        problems: result.suppressionProblems.length,
      },
      ...(result.baseline
        ? {
            baseline: {
              file: shownPath(result.baseline.file),
              new: result.findings.filter((f) => f.baselineState === "new").length,
              unchanged: result.findings.filter((f) => f.baselineState === "unchanged").length,
              absent: result.baseline.absent.length,
            },
          }
        : {}),
      inventory: {
        tools: result.model.tools.map((t) => ({
          name: t.name,
          registration: t.registration,
          location: `${t.location.file}:${t.location.line}`,
          parameters: t.parameters.map((p) => ({
            name: p.name,
            type: p.type,
            optional: p.optional,
            ...(p.default !== undefined ? { default: p.default } : {}),
          })),
        })),
        upstreamCalls: result.model.upstreamCalls.map((u) => ({
          id: u.id,
          client: u.client,
          reachedFrom: u.reachedFrom,
        })),
      },
    },
  };
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [run],
  };
}
