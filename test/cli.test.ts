/**
 * The command line end to end, as a user runs it: the built CLI in a child process (nothing from
 * the audited folders is executed). Exit codes, messages for bad input, and reports on disk.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { validateSarif } from "./helpers/sarif-validate.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLI = path.join(ROOT, "dist", "cli.js");
const FIX = path.join(ROOT, "test", "fixtures");

/** Runs the built CLI without blocking this worker (a synchronous spawn starves vitest's own messages). */
function run(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1", ...env } },
      (err, stdout, stderr) => {
        const code = err
          ? typeof (err as { code?: unknown }).code === "number"
            ? (err as { code: number }).code
            : null
          : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  // The tests exercise the CLI users get: build it from the current source first.
  await new Promise<void>((resolve, reject) =>
    execFile("npm", ["run", "build", "--silent"], { cwd: ROOT }, (err) => (err ? reject(err) : resolve())),
  );
});

describe("exit codes", () => {
  it("exits 1 with findings on the bundled example", async () => {
    expect((await run(["examples/termdat-server"])).code).toEqual(1);
  });
  it("exits 0 on the example when --fail-on never", async () => {
    expect((await run(["examples/termdat-server", "--fail-on", "never"])).code).toEqual(0);
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
  it("audits the rest of a project with a syntax error and lists the skipped file", async () => {
    const r = await run([path.join(FIX, "syntax-error"), "--format", "json"]);
    const server = JSON.parse(r.stdout).servers[0];
    expect(r.code).toEqual(0);
    expect(server.coverage.filesSkipped).toEqual([
      { subject: "src/broken.ts", reason: "syntax error at 2:34: ',' expected.", kind: "file" },
    ]);
    expect(server.inventory.tools.map((t: { name: string }) => t.name)).toEqual(["lookup"]);
  });
  it("reports unusable tsconfigs and audits with defaults", async () => {
    const r = await run([path.join(FIX, "broken-tsconfig"), "--format", "json"]);
    const server = JSON.parse(r.stdout).servers[0];
    expect(
      server.coverage.filesSkipped.map((s: { subject: string; kind: string }) => `${s.kind} ${s.subject}`),
    ).toEqual(["tsconfig tsconfig.build.json", "tsconfig tsconfig.json"]);
    expect(server.coverage.toolsFound).toEqual(1);
    expect(r.code).toEqual(0);
  });
  it("audits a published package's build output, says so, and never reads node_modules", async () => {
    const r = await run([path.join(FIX, "published-package"), "--format", "json"]);
    const server = JSON.parse(r.stdout).servers[0];
    expect(
      server.inventory.tools.map((t: { name: string; location: { file: string } }) => `${t.name} ${t.location.file}`),
    ).toEqual(["lookup dist/index.js"]);
    expect(server.coverage.facts[0]).toEqual({
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
    const timed = await run(["examples/termdat-server", "-f", "json", "-q", "--fail-on", "never", "--timing"]);
    const plain = await run(["examples/termdat-server", "-f", "json", "-q", "--fail-on", "never"]);
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
    const dir = mkdtempSync(path.join(os.tmpdir(), "fa-sarif-"));
    const out = path.join(dir, "x.sarif");
    const r = await run(["examples/termdat-server", "--format", "sarif", "-o", out, "--fail-on", "never"]);
    expect(r.code).toEqual(0);
    const log = JSON.parse(readFileSync(out, "utf8"));
    expect(validateSarif(log)).toEqual([]);
    expect(log.runs[0].results.map((x: { ruleId: string }) => x.ruleId)).toEqual([
      "ambiguous-absence",
      "scope-only-when-set",
      "partial-param-group",
      "silent-envelope-default",
      "empty-result-next-step",
      "empty-result-excuse",
      "query-syntax-undocumented",
      "empty-result-next-step",
      "empty-result-no-echo",
    ]);
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
    const a = (await run(["examples/termdat-server", "--format", "sarif"])).stdout;
    const b = (await run(["examples/termdat-server", "--format", "sarif"])).stdout;
    expect(a).toEqual(b);
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
