/**
 * The command line end to end, as a user runs it: the built CLI in a child process (nothing from
 * the audited folders is executed). Exit codes, messages for bad input, and reports on disk. A
 * process costs seconds, so tests that check different fields of the same run share that run.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { builtCli, CLI } from "./helpers/built-cli.js";
import { ROOT } from "./helpers/example-copy.js";
import { validateSarif } from "./helpers/sarif-validate.js";

const FIX = path.join(ROOT, "test", "fixtures");

/** Runs the built CLI without blocking this worker (a synchronous spawn starves vitest's own messages). */
function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: "1" } });
    let stdout = "";
    let stderr = "";
    // decoded as a stream: a character split across two chunks stays whole
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (d: string) => (stdout += d));
    child.stderr.on("data", (d: string) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs `args` once per test file, however many tests read that run: each test checks its own fields. */
const runs = new Map<string, ReturnType<typeof run>>();
const once = (args: string[]) => {
  const key = JSON.stringify(args);
  if (!runs.has(key)) runs.set(key, run(args));
  return runs.get(key)!;
};

// The tests exercise the CLI users get, built from the current source (one build shared by every
// test file that starts the CLI: test/helpers/built-cli.ts).
beforeAll(async () => {
  await builtCli();
}, 600_000);

/** The bundled example, in SARIF on stdout and into a file: the same audit twice, default --fail-on. */
const sarifDir = mkdtempSync(path.join(os.tmpdir(), "fa-sarif-"));
const SARIF_TO_FILE = ["examples/termdat-server", "--format", "sarif", "-o", path.join(sarifDir, "x.sarif")];
const SARIF_TO_STDOUT = ["examples/termdat-server", "--format", "sarif"];
/** The bundled example in JSON with --fail-on never, with and without --timing. */
const JSON_PLAIN = ["examples/termdat-server", "-f", "json", "-q", "--fail-on", "never"];
const JSON_TIMED = [...JSON_PLAIN, "--timing"];

describe("exit codes", () => {
  it("exits 1 with findings on the bundled example", async () => {
    expect((await once(SARIF_TO_FILE)).code).toEqual(1);
  });
  it("exits 0 on the example when --fail-on never", async () => {
    expect([(await once(JSON_PLAIN)).code, (await once(JSON_TIMED)).code]).toEqual([0, 0]);
  });
  it("exits 2 with a clear message for a missing path", async () => {
    const r = await run(["no/such/folder"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2,
      stderr: "fidelity-audit: path does not exist: no/such/folder\n",
    });
  });
  it("exits 2 for an unknown rule in --rules", async () => {
    const r = await run(["examples/termdat-server", "--rules", "nope"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2,
      stderr: "fidelity-audit: unknown rule `nope` in --rules (see `fidelity-audit rules`)\n",
    });
  });
  it("exits 3 for an empty folder and names what was searched", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "fa-empty-"));
    const r = await run([dir, "--format", "json"]);
    expect(r.code).toEqual(3);
    expect(JSON.parse(r.stdout).servers[0].coverage.notMeasured).toEqual([
      "no TypeScript or JavaScript or Python source files found",
    ]);
  });
  it("exits 3 when sources have no MCP tools", async () => {
    const r = await run([path.join(FIX, "no-tools"), "--format", "json"]);
    expect(r.code).toEqual(3);
    expect(JSON.parse(r.stdout).servers[0].coverage.notMeasured).toEqual([
      "no MCP tools found — nothing audited (searched 1 TypeScript or JavaScript files for tool registrations, low-level tool handlers and tool classes)",
    ]);
  });
});

describe("bad input is reported, not lost", () => {
  // one run over the three folders: each test reads its own server's fields; the run's exit code is
  // the worst of the three, so 0 means each of them exits 0
  const BAD_INPUT = [
    path.join(FIX, "syntax-error"),
    path.join(FIX, "broken-tsconfig"),
    path.join(FIX, "published-package"),
    "--format",
    "json",
  ];
  const server = async (i: number) => JSON.parse((await once(BAD_INPUT)).stdout).servers[i];
  it("audits the rest of a project with a syntax error and lists the skipped file", async () => {
    const r = await once(BAD_INPUT);
    const s = await server(0);
    expect(r.code).toEqual(0);
    expect(s.coverage.filesSkipped).toEqual([
      { subject: "src/broken.ts", reason: "syntax error at 2:34: ',' expected.", kind: "file" },
    ]);
    expect(s.inventory.tools.map((t: { name: string }) => t.name)).toEqual(["lookup"]);
  });
  it("reports unusable tsconfigs and audits with defaults", async () => {
    const r = await once(BAD_INPUT);
    const s = await server(1);
    expect(s.coverage.filesSkipped.map((x: { subject: string; kind: string }) => `${x.kind} ${x.subject}`)).toEqual([
      "tsconfig tsconfig.build.json",
      "tsconfig tsconfig.json",
    ]);
    expect(s.coverage.toolsFound).toEqual(1);
    expect(r.code).toEqual(0);
  });
  it("audits a published package's build output, says so, and never reads node_modules", async () => {
    const s = await server(2);
    expect(
      s.inventory.tools.map((t: { name: string; location: { file: string } }) => `${t.name} ${t.location.file}`),
    ).toEqual(["lookup dist/index.js"]);
    expect(s.coverage.facts[0]).toEqual({
      label: "project",
      value:
        "no source outside build output (dist/, build/, out/): the build output was audited; locations point into it",
    });
  });
  it("rejects an invalid config naming the key and line", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "fa-cfg-"));
    const cfg = path.join(dir, "bad.yaml");
    writeFileSync(cfg, "rules:\n  scope-only-when-set: loud\n");
    const r = await run(["examples/termdat-server", "--config", cfg]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2,
      stderr: `fidelity-audit: ${cfg}:2: rule \`scope-only-when-set\`: level must be off, error, warning or note\n`,
    });
  });
});

describe("--timing", () => {
  it("prints every phase and each rule asked on stderr, and leaves the report as it was", async () => {
    const timed = await once(JSON_TIMED);
    const plain = await once(JSON_PLAIN);
    expect(timed.stdout).toEqual(plain.stdout);
    const lines = timed.stderr.trimEnd().split("\n");
    expect(lines.slice(0, 2)).toEqual([
      "timing: examples/termdat-server",
      "phase                                 time  share",
    ]);
    // every rule whose applicability was asked, in catalogue order: applied or "not applicable"
    type RuleCoverage = { ruleId: string; applied: boolean; reason: string };
    const asked = (JSON.parse(plain.stdout).servers[0].coverage.rules as RuleCoverage[])
      .filter((r) => r.applied || r.reason.startsWith("not applicable"))
      .map((r) => `rule ${r.ruleId}`);
    expect(asked.length).toEqual(17);
    const phases = lines.slice(2).map((l) => /^(.*?)\s+\d+ ms\s+[\d.]+ %$/.exec(l)?.[1]);
    expect(phases).toEqual([
      "load",
      "model › tools",
      "model › upstream calls",
      "model › dataflow engine",
      "model › call graph",
      "model › return paths",
      "model › texts",
      "model › resources",
      "model › response reads",
      "model › tests",
      "model",
      "suppressions",
      ...asked,
      "total",
    ]);
  });
});

describe("reports", () => {
  it("writes SARIF that passes the schema and GitHub checks", async () => {
    await once(SARIF_TO_FILE);
    const log = JSON.parse(readFileSync(path.join(sarifDir, "x.sarif"), "utf8"));
    expect(validateSarif(log)).toEqual([]);
    expect(log.runs[0].results.map((x: { ruleId: string }) => x.ruleId)).toEqual([
      // one per lookup fallback of the record (definition, note, source)
      "ambiguous-absence",
      "ambiguous-absence",
      "ambiguous-absence",
      "scope-only-when-set",
      "partial-param-group",
      "silent-envelope-default",
      "empty-result-next-step",
      // list_classifications: the classifications stringified as they came, empty with no next step and no echo
      "empty-result-next-step",
      "empty-result-no-echo",
      "empty-result-excuse",
      "query-syntax-undocumented",
      "empty-result-next-step",
      "empty-result-no-echo",
    ]);
    // the base every location is relative to is named, with no absolute path of this machine
    expect(log.runs[0].originalUriBaseIds).toEqual({
      "%SRCROOT%": { description: { text: "The root of the audited repository (the checkout)." } },
    });
  });
  it("writes one SARIF file per server for several servers", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "fa-multi-"));
    mkdirSync(dir, { recursive: true });
    const r = await run([
      "examples/termdat-server",
      "test/corpus/registration/plain-js",
      "--format",
      "sarif",
      "-o",
      dir,
      "--fail-on",
      "never",
    ]);
    expect(r.code).toEqual(0);
    for (const f of ["examples-termdat-server.sarif", "test-corpus-registration-plain-js.sarif"])
      expect(validateSarif(JSON.parse(readFileSync(path.join(dir, f), "utf8")))).toEqual([]);
  });
  it("gives byte-identical output on repeated runs", async () => {
    // two runs of the same audit: one writes its file, the other prints the same bytes
    const printed = await once(SARIF_TO_STDOUT);
    await once(SARIF_TO_FILE);
    expect({ code: printed.code, sarif: printed.stdout }).toEqual({
      code: 1,
      sarif: readFileSync(path.join(sarifDir, "x.sarif"), "utf8"),
    });
  });
  it("lists the catalogue and explains a rule", async () => {
    const list = await run(["rules"]);
    expect(list.code).toEqual(0);
    expect(list.stdout.split("\n")[1]).toEqual(
      "1   scope-only-when-set         warning  implemented  Leaving out an optional argument hands the choice to a default the caller is not told about.",
    );
    const explain = await run(["explain", "4"]);
    expect(explain.stdout.split("\n")[0]).toEqual("empty-result-excuse — EmptyResultExcuse (data-fidelity rule 4)");
  });
});
