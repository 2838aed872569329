#!/usr/bin/env node
/**
 * fidelity-audit command line.
 *
 * Exit codes: 0 analysed, nothing at or above --fail-on; 1 findings at or above --fail-on;
 * 2 usage or input error; 3 not measured (no sources, no MCP tools, too much unparsable).
 */
// first: V8's flags are set before the rest of the program loads
import "./v8-tuning.js";
import { existsSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import yargs from "yargs";
import { hideBin } from "yargs/helpers";
import { type AuditResult, activeFindings, audit, type ResultFinding } from "./audit.js";
import { applyBaseline, readBaseline } from "./baseline.js";
import { runBatchCommand } from "./batch/index.js";
import { runSummarize } from "./batch/summarize.js";
import { helpText, loadCatalogue, optionLines } from "./catalogue/index.js";
import { ConfigError, findConfig, loadConfig, parseRuleList } from "./config.js";
import { InputError } from "./errors.js";
import { renderCompact } from "./report/compact.js";
import { plain, plainLines } from "./report/escape.js";
import { renderJson } from "./report/json.js";
import { makeDir, writeOutput } from "./report/output.js";
import { renderText, useColor } from "./report/text.js";
import { buildSarif } from "./sarif/build.js";
import { renderTimings, Timings } from "./timing.js";
import { TOOL_VERSION } from "./version.js";

export const EXIT = { OK: 0, FINDINGS: 1, INPUT: 2, NOT_MEASURED: 3 } as const;

const LEVEL_RANK = { note: 1, warning: 2, error: 3 } as const;

interface AuditArgs {
  paths: string[];
  format: "text" | "sarif" | "json" | "compact";
  output?: string;
  /** Also write SARIF here, from the same run (a folder for several servers). */
  sarifOutput?: string;
  /** Rules turned off on the command line (`--disable a,b`). */
  disable?: string;
  /** Exit 1 when more active warnings than this are found (ESLint's --max-warnings). */
  maxWarnings?: number;
  /** The whole coverage inventory in the text report. */
  coverage?: boolean;
  failOn: "error" | "warning" | "note" | "never";
  rules?: string;
  config?: string;
  color: boolean;
  quiet: boolean;
  includeSuppressed?: boolean;
  baseline?: string;
  failOnNew?: boolean;
  timing?: boolean;
}

/** A command line yargs refused: exit 2 with a pointer to --help. */
class UsageError extends InputError {
  override name = "UsageError";
}

function write(out: string | undefined, text: string): void {
  if (!out) {
    process.stdout.write(text === "" || text.endsWith("\n") ? text : `${text}\n`);
    return;
  }
  writeOutput(out, text.endsWith("\n") ? text : `${text}\n`);
}

function sarifName(r: AuditResult): string {
  const rel = path.relative(r.repoRoot, r.root).split(path.sep).join("-") || path.basename(r.root);
  return `${rel.replace(/[^A-Za-z0-9._-]/g, "_")}.sarif`;
}

export async function runAudit(args: AuditArgs): Promise<number> {
  const known = new Set(loadCatalogue().map((r) => r.id));
  const disabled = new Set(parseRuleList(args.disable, "--disable") ?? []);
  let selected = parseRuleList(args.rules);
  if (disabled.size)
    selected = (
      selected ??
      loadCatalogue()
        .filter((r) => r.status === "implemented")
        .map((r) => r.id)
    ).filter((id) => !disabled.has(id));
  if (args.maxWarnings !== undefined && (!Number.isInteger(args.maxWarnings) || args.maxWarnings < 0))
    throw new InputError(`--max-warnings takes a whole number of 0 or more, not ${args.maxWarnings}`);
  if (args.sarifOutput && args.format === "sarif")
    throw new InputError("--sarif-output is for a second report beside text, JSON or compact: with -f sarif use -o");
  const paths = args.paths.length ? args.paths : ["."];
  for (const p of paths) {
    if (!existsSync(p)) throw new InputError(`path does not exist: ${p}`);
    if (!statSync(p).isDirectory()) throw new InputError(`not a folder: ${p} (give the server's folder)`);
  }
  if (args.failOnNew && !args.baseline) throw new InputError("--fail-on-new needs --baseline FILE");
  if (args.baseline && paths.length > 1)
    throw new InputError("--baseline compares one server with its previous SARIF; give one path");
  const previous = args.baseline ? readBaseline(args.baseline) : undefined;
  if (args.format === "sarif" && paths.length > 1 && !args.output)
    throw new InputError("several servers in SARIF format need --output DIR (one SARIF file, one run, per server)");
  if (args.format === "sarif" && paths.length > 1 && /\.sarif$/i.test(args.output!))
    throw new InputError(
      `several servers in SARIF format write one file each into a folder: --output ${args.output} names a .sarif file; give a folder`,
    );

  const progress =
    !args.quiet && process.stderr.isTTY ? (m: string) => process.stderr.write(`\r\x1b[2K${m}`) : undefined;
  const results: AuditResult[] = [];
  for (const p of paths) {
    const cfgFile = findConfig(p, args.config);
    const config = loadConfig(cfgFile, known);
    const timings = args.timing ? new Timings() : undefined;
    results.push(
      // the folder name is the user's, but a repository chose it: made inert like every other text on the terminal
      audit(p, {
        config,
        rules: selected,
        timings,
        onProgress: progress ? (m) => progress(progressText(p, m)) : undefined,
      }),
    );
    if (timings) {
      if (progress) process.stderr.write("\r\x1b[2K");
      process.stderr.write(`timing: ${plain(p)}\n${renderTimings(timings.list())}`);
    }
  }
  if (previous) applyBaseline(results[0]!, previous, args.baseline!);
  if (progress) process.stderr.write("\r\x1b[2K");

  const sarifOpts = { includeSuppressed: args.includeSuppressed };
  const sarifOf = (r: AuditResult, where: string) => {
    const log = buildSarif(r, sarifOpts);
    const omitted = (log.runs[0]!.properties as { resultsOmitted?: number } | undefined)?.resultsOmitted;
    if (omitted)
      process.stderr.write(
        `fidelity-audit: ${plain(where)}: ${omitted} result(s) left out of the SARIF: GitHub code scanning keeps 5000 per run; the highest levels were kept\n`,
      );
    return JSON.stringify(log, null, 2);
  };
  const writeSarif = (to: string | undefined) => {
    if (paths.length > 1) {
      makeDir(to!);
      for (const [i, r] of results.entries()) write(path.join(to!, sarifName(r)), sarifOf(r, paths[i]!));
    } else write(to, sarifOf(results[0]!, paths[0]!));
  };
  if (args.sarifOutput) writeSarif(args.sarifOutput);
  if (args.format === "sarif") writeSarif(args.output);
  else if (args.format === "json") write(args.output, renderJson(results));
  else if (args.format === "compact") write(args.output, renderCompact(results, process.cwd()));
  else {
    const tty = !args.output && !!process.stdout.isTTY;
    write(
      args.output,
      renderText(results, {
        color: !args.output && useColor(process.stdout, !args.color),
        labels: paths,
        coverage: !!args.coverage,
        ...(tty && process.stdout.columns ? { width: process.stdout.columns } : {}),
      }),
    );
  }

  // A file report still gets a one-line verdict on the terminal.
  if (args.output && !args.quiet) {
    for (const [i, r] of results.entries()) {
      const where = plain(paths[i]!);
      if (r.coverage.rulesFailed.length)
        process.stderr.write(
          `fidelity-audit: ${where}: FAILED — ${plain(r.coverage.rulesFailed.map((f) => `rule ${f.ruleId} failed: ${f.message}`).join("; "))}\n`,
        );
      else if (r.coverage.notMeasured.length)
        process.stderr.write(`fidelity-audit: ${where}: NOT MEASURED — ${plain(r.coverage.notMeasured.join("; "))}\n`);
      else if (r.coverage.partial.length)
        process.stderr.write(
          `fidelity-audit: ${where}: PARTIAL — ${activeFindings(r).length} finding(s) in what was read; not read: ${plain(r.coverage.partial.join("; "))}\n`,
        );
      else
        process.stderr.write(
          `fidelity-audit: ${where}: ${activeFindings(r).length} finding(s), ${r.coverage.toolsFound} tool(s), ${r.coverage.filesAnalysed} file(s) → ${plain(args.output)}\n`,
        );
    }
  }
  const code = exitCode(results, args.failOn, !!args.failOnNew);
  if (code === EXIT.OK && args.maxWarnings !== undefined) {
    const warnings = results.reduce(
      (n, r) =>
        n +
        activeFindings(r).filter((f) => f.level === "warning" && (!args.failOnNew || f.baselineState === "new")).length,
      0,
    );
    if (warnings > args.maxWarnings) {
      if (!args.quiet)
        process.stderr.write(
          `fidelity-audit: ${warnings} warning(s), more than --max-warnings ${args.maxWarnings}: exit 1\n`,
        );
      return EXIT.FINDINGS;
    }
  }
  return code;
}

/** The terminal's progress line for a folder: its name is a repository's choice, so it is made inert (`plain`). */
export function progressText(folder: string, message: string): string {
  return plain(`${folder}: ${message}`);
}

/**
 * 3 when any server was not measured or a rule's analyzer failed, else 1 when an active (unsuppressed) finding — only a new one
 * with `failOnNew` — is at or above `failOn`, else 0. Shared by the single and the batch command.
 */
export function exitCode(
  results: Pick<AuditResult, "findings" | "coverage">[],
  failOn: AuditArgs["failOn"],
  failOnNew = false,
): number {
  if (results.some((r) => r.coverage.notMeasured.length || r.coverage.rulesFailed.length || r.coverage.partial.length))
    return EXIT.NOT_MEASURED;
  return results.some((r) => r.findings.some((f) => counts(f, failOn, failOnNew))) ? EXIT.FINDINGS : EXIT.OK;
}

function counts(f: ResultFinding, failOn: AuditArgs["failOn"], failOnNew: boolean): boolean {
  if (failOn === "never" || f.suppression) return false;
  if (failOnNew && f.baselineState !== "new") return false;
  return LEVEL_RANK[f.level] >= LEVEL_RANK[failOn];
}

export function listRules(): string {
  const rows = loadCatalogue().map(
    (r) =>
      `${(r.fidelityRule ? String(r.fidelityRule) : "ext").padEnd(4)}${r.id.padEnd(28)}${r.level.padEnd(9)}${r.status.padEnd(13)}${r.short}`,
  );
  return [`${"#".padEnd(4)}${"id".padEnd(28)}${"level".padEnd(9)}${"status".padEnd(13)}what it finds`, ...rows].join(
    "\n",
  );
}

/** A rule's help by id, or every rule that carries the number (two rules share rule 5, two rule 7). */
export function explainRule(id: string): string {
  const found = loadCatalogue().filter((x) => x.id === id || String(x.fidelityRule) === id);
  if (!found.length) throw new InputError(`unknown rule \`${id}\` (see \`fidelity-audit rules\`)`);
  const one = (r: (typeof found)[number]) => {
    const opts = r.options
      ? `\nOptions (.fidelity-audit.yaml, under rules.${r.id}):\n${optionLines(r).join("\n")}\n`
      : "";
    return `${r.id} — ${r.name}${r.fidelityRule ? ` (data-fidelity rule ${r.fidelityRule})` : " (extension)"}\nlevel: ${r.level}   precision: ${r.precision}   status: ${r.status}\n\n${r.short}\n\n${r.full.trim()}\n\n${helpText(r)}${opts}`;
  };
  const head =
    found.length > 1 ? `Rule ${id} has ${found.length} parts: ${found.map((r) => r.id).join(", ")}.\n\n` : "";
  return head + found.map(one).join(`\n${"─".repeat(60)}\n\n`);
}

export async function main(argv: string[]): Promise<number> {
  let code: number = EXIT.OK;
  const parser = yargs(argv)
    .scriptName("fidelity-audit")
    .usage("$0 [paths..] — audit MCP servers for silent data-fidelity defects")
    .command(
      "$0 [paths..]",
      "audit one or more MCP server folders",
      (y) =>
        y
          .positional("paths", {
            type: "string",
            array: true,
            default: [] as string[],
            describe: "server folders (default: .)",
          })
          .option("format", {
            alias: "f",
            choices: ["text", "sarif", "json", "compact"] as const,
            default: "text" as const,
            describe: "report format (compact: one `file:line:col: level message [rule]` line per finding)",
          })
          .option("sarif-output", {
            type: "string",
            describe: "also write SARIF to FILE from the same run (a folder for several servers)",
          })
          .option("disable", { type: "string", describe: "comma-separated rule ids to turn off" })
          .option("max-warnings", {
            type: "number",
            describe: "exit 1 when more than N warnings are found, even below --fail-on",
          })
          .option("coverage", {
            type: "boolean",
            default: false,
            describe: "text report: the whole coverage inventory (every tool, skipped file and fact)",
          })
          .option("output", {
            alias: "o",
            type: "string",
            describe: "write the report to FILE (a folder for several servers in SARIF)",
          })
          .option("fail-on", {
            choices: ["error", "warning", "note", "never"] as const,
            default: "warning" as const,
            describe: "lowest level that makes the exit code 1",
          })
          .option("rules", { type: "string", describe: "comma-separated rule ids to run (default: all implemented)" })
          .option("config", {
            alias: "c",
            type: "string",
            describe:
              "config file (default: the nearest .fidelity-audit.yaml from the server folder up to the repository root)",
          })
          .option("color", {
            type: "boolean",
            default: true,
            describe: "colour on a terminal (--no-color to turn off; NO_COLOR is honoured)",
          })
          .option("quiet", {
            alias: "q",
            type: "boolean",
            default: false,
            describe: "no progress or summary lines on stderr",
          })
          .option("include-suppressed", {
            type: "boolean",
            default: false,
            describe:
              "write suppressed results to SARIF too, with `suppressions` entries (GitHub ignores those: not for upload)",
          })
          .option("baseline", {
            type: "string",
            describe: "previous SARIF: mark results new / unchanged / absent (baselineState)",
          })
          .option("fail-on-new", {
            type: "boolean",
            default: false,
            describe: "with --baseline: exit 1 only for new results at or above --fail-on",
          })
          .option("timing", {
            type: "boolean",
            default: false,
            describe: "print the time each phase and rule took, on stderr",
          }),
      async (a) => {
        code = await runAudit({
          paths: a.paths as string[],
          format: a.format,
          output: a.output,
          failOn: a["fail-on"],
          rules: a.rules,
          config: a.config,
          color: a.color,
          quiet: a.quiet,
          includeSuppressed: a["include-suppressed"],
          baseline: a.baseline,
          failOnNew: a["fail-on-new"],
          timing: a.timing,
          sarifOutput: a["sarif-output"],
          disable: a.disable,
          maxWarnings: a["max-warnings"],
          coverage: a.coverage,
        });
      },
    )
    .command(
      "batch <input>",
      "scan a portfolio: every repository folder in <input>, or those listed in a file (`<repo> [sub-path]` per line)",
      (y) =>
        y
          .positional("input", {
            type: "string",
            demandOption: true,
            describe: "folder of repositories, or a list file",
          })
          .option("output", {
            alias: "o",
            type: "string",
            demandOption: true,
            describe: "folder for one SARIF per repository and summary.md / .html / .json",
          })
          .option("jobs", {
            alias: "j",
            type: "number",
            describe: "repositories scanned in parallel (default: CPU cores)",
          })
          .option("timeout", { type: "number", default: 300, describe: "time limit per repository, in seconds" })
          .option("max-memory", { type: "number", default: 2048, describe: "heap limit per worker, in MB" })
          .option("cache", {
            type: "boolean",
            default: true,
            describe:
              "reuse the results of repositories unchanged since the last run into the same folder (--no-cache: audit all)",
          })
          .option("fail-on", {
            choices: ["error", "warning", "note", "never"] as const,
            default: "warning" as const,
            describe: "lowest level that makes the exit code 1",
          })
          .option("rules", { type: "string", describe: "comma-separated rule ids to run (default: all implemented)" })
          .option("config", {
            alias: "c",
            type: "string",
            describe: "one config for every repository (default: each server's .fidelity-audit.yaml)",
          })
          .option("include-suppressed", {
            type: "boolean",
            default: false,
            describe: "write suppressed results to SARIF too",
          })
          .option("baseline", {
            type: "string",
            describe: "output folder of a previous batch: mark each repository's results new / unchanged / absent",
          })
          .option("fail-on-new", {
            type: "boolean",
            default: false,
            describe: "with --baseline: exit 1 only for new results at or above --fail-on",
          })
          .option("quiet", {
            alias: "q",
            type: "boolean",
            default: false,
            describe: "no progress or summary lines on stderr",
          })
          .option("color", {
            type: "boolean",
            default: true,
            describe: "colour on a terminal (--no-color to turn off; NO_COLOR is honoured)",
          }),
      async (a) => {
        if (a.config && !existsSync(a.config)) throw new ConfigError(`config file not found: ${a.config}`);
        code = await runBatchCommand({
          input: a.input,
          output: a.output,
          jobs: a.jobs,
          timeout: a.timeout,
          maxMemory: a["max-memory"],
          rules: parseRuleList(a.rules),
          config: a.config,
          failOn: a["fail-on"],
          includeSuppressed: a["include-suppressed"],
          baseline: a.baseline,
          failOnNew: a["fail-on-new"],
          quiet: a.quiet,
          color: a.color,
          cache: a.cache,
        });
      },
    )
    .command(
      "summarize <input>",
      "build the portfolio summary (summary.md, .html, .json) from SARIF files made anywhere, one per repository (e.g. a CI matrix's artifacts)",
      (y) =>
        y
          .positional("input", {
            type: "string",
            demandOption: true,
            describe: "folder of SARIF files (searched recursively)",
          })
          .option("output", { alias: "o", type: "string", demandOption: true, describe: "folder for the summaries" })
          .option("quiet", { alias: "q", type: "boolean", default: false, describe: "no summary line on stderr" }),
      (a) => {
        code = runSummarize({ input: a.input, output: a.output, quiet: a.quiet });
      },
    )
    .command("rules", "list the rule catalogue", {}, () => {
      process.stdout.write(`${listRules()}\n`);
    })
    .command(
      "explain <rule>",
      "print a rule's help (id or number)",
      (y) => y.positional("rule", { type: "string", demandOption: true }),
      (a) => {
        process.stdout.write(`${explainRule(a.rule)}\n`);
      },
    )
    .epilogue(
      "Exit codes (audit and batch): 0 clean at --fail-on, 1 findings, 2 usage or input error, 3 not measured (no sources, no MCP tools, or too much unparsable; in a batch also a repository that failed or timed out).\nNothing from the audited folder is executed or imported.",
    )
    .version(TOOL_VERSION)
    .alias("v", "version")
    .help()
    .alias("h", "help")
    .strict()
    .wrap(Math.min(110, process.stdout.columns || 100))
    .fail((msg, err) => {
      throw err ?? new UsageError(msg);
    });
  try {
    await parser.parseAsync();
  } catch (e) {
    return reportError(e);
  }
  return code;
}

/**
 * The exit code and message for an error that ended the run: a usage error (2, with a pointer to
 * --help), bad input, a config or an I/O problem (2, each line naming its file), and anything else
 * an internal error (3: never a usage error, and never a silent pass).
 */
export function reportError(e: unknown): number {
  if (e instanceof InputError) {
    // Every line of a config error is its own problem, each with its file and line.
    for (const line of e.message.split("\n")) process.stderr.write(`fidelity-audit: ${plain(line)}\n`);
    if (e instanceof UsageError) process.stderr.write("Run with --help for usage.\n");
    return EXIT.INPUT;
  }
  const detail = e instanceof Error ? (e.stack ?? e.message) : String(e);
  process.stderr.write(
    `fidelity-audit: internal error (not a problem with your input; please report it): ${plainLines(detail)}\n`,
  );
  return EXIT.NOT_MEASURED;
}

/**
 * Whether this module is the program Node was asked to run: `node dist/cli.js`, `node dist/cli`
 * (Node adds the extension), a symlinked bin (`node_modules/.bin/fidelity-audit`, `npm link`).
 * Compared by real path, so no spelling of the command can make the CLI exit 0 without running.
 */
export function isMainModule(argv1: string | undefined, self = fileURLToPath(import.meta.url)): boolean {
  if (!argv1) return false;
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return undefined;
    }
  };
  const me = real(self) ?? self;
  return [argv1, `${argv1}.js`, `${argv1}.mjs`].some((p) => real(path.resolve(p)) === me);
}

if (isMainModule(process.argv[1])) {
  main(hideBin(process.argv)).then(
    (c) => {
      process.exitCode = c;
    },
    (e) => {
      process.exitCode = reportError(e);
    },
  );
}
