/**
 * Exits and output that cannot mislead, through the built CLI in a child process: every way of
 * starting it runs it, I/O errors name their path, a batch survives hostile repositories (a FIFO
 * config, a package.json linked to /dev/zero) and writes its summary, symlinked repository folders
 * and names that differ only in case. Hostile inputs are generated here, in temp folders removed
 * at the end; the servers are the bundled example (written for this repo).
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtCli, CLI } from "./helpers/built-cli.js";
import { copyExample, ROOT } from "./helpers/example-copy.js";

function run(
  args: string[],
  opts: { cwd?: string; argv1?: string } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [opts.argv1 ?? CLI, ...args], {
      cwd: opts.cwd ?? ROOT,
      env: { ...process.env, NO_COLOR: "1" },
    });
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

const made: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), `fa-hcli-${p}-`));
  made.push(d);
  return d;
};

beforeAll(async () => {
  await builtCli();
}, 600_000);
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

describe("every way of starting the CLI runs it", () => {
  it("`node <dir>/cli` without the extension, and a symlinked bin, print the version and exit 0", async () => {
    const bin = path.join(tmp("bin"), "fidelity-audit");
    symlinkSync(CLI, bin);
    const version = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).version as string;
    const a = await run(["--version"], { argv1: CLI.replace(/\.js$/, "") });
    const b = await run(["--version"], { argv1: bin });
    expect([a, b]).toEqual([
      { code: 0, stdout: `${version}\n`, stderr: "" },
      { code: 0, stdout: `${version}\n`, stderr: "" },
    ]);
  });
});

describe("errors name the path and what went wrong", () => {
  it("a report that cannot be written, and a config that is a folder, exit 2 without a usage hint", async () => {
    const a = await run(["examples/termdat-server", "-q", "-o", "/proc/version"]);
    const b = await run(["examples/termdat-server", "-q", "-c", "src"]);
    expect([a, b].map((r) => ({ code: r.code, stderr: r.stderr }))).toEqual([
      {
        code: 2,
        stderr:
          "fidelity-audit: cannot write the report to /proc/version: no new file can be made in its folder (ENOENT)\n",
      },
      { code: 2, stderr: "fidelity-audit: src: a folder, not a regular file (not read)\n" },
    ]);
  });
  it("an unknown option is a usage error with the hint", async () => {
    const r = await run(["examples/termdat-server", "--bogus"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2,
      stderr: "fidelity-audit: Unknown argument: bogus\nRun with --help for usage.\n",
    });
  });
  it("several servers in SARIF need a folder, not a .sarif file", async () => {
    const r = await run([
      "examples/termdat-server",
      "test/corpus/registration/plain-js",
      "-f",
      "sarif",
      "-o",
      path.join(tmp("o"), "all.sarif"),
    ]);
    expect(r.code).toEqual(2);
    expect(r.stderr.split(": ").slice(0, 2)).toEqual([
      "fidelity-audit",
      "several servers in SARIF format write one file each into a folder",
    ]);
  });
  it("a config with a FIFO as .fidelity-audit.yaml is refused at once, not waited on", async () => {
    const dir = copyExample({}, path.join(tmp("fifo"), "srv"));
    execFileSync("mkfifo", [path.join(dir, ".fidelity-audit.yaml")]);
    const r = await run([dir, "-q"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2,
      stderr: `fidelity-audit: ${path.join(dir, ".fidelity-audit.yaml")}: a named pipe (FIFO), not a regular file (not read)\n`,
    });
  });
});

describe("reports as a newcomer reads them", () => {
  it("the header shows the path as given; explain 5 shows both rules of number 5", async () => {
    const dir = tmp("cwd");
    const r = await run([path.relative(dir, path.join(ROOT, "examples/termdat-server")), "--fail-on", "never", "-q"], {
      cwd: dir,
    });
    expect(r.stdout.split("\n")[0]).toEqual(
      `fidelity-audit ${path.relative(dir, path.join(ROOT, "examples/termdat-server"))}`,
    );
    const e = await run(["explain", "5"]);
    expect(e.stdout.split("\n")[0]).toEqual("Rule 5 has 2 parts: query-syntax-undocumented, test-cannot-fail.");
  });
});

describe("batch over hostile repositories", () => {
  it("records a FIFO config as failed, audits a /dev/zero package.json and a symlinked repository, keeps names apart ignoring case, accepts --no-color", async () => {
    const dir = tmp("portfolio");
    const elsewhere = tmp("elsewhere");
    copyExample({}, path.join(dir, "Alpha"));
    copyExample({}, path.join(dir, "alpha"));
    const fifoRepo = copyExample({}, path.join(dir, "fifo-config"));
    execFileSync("mkfifo", [path.join(fifoRepo, ".fidelity-audit.yaml")]);
    const zero = copyExample({}, path.join(dir, "zero-package"));
    rmSync(path.join(zero, "package.json"));
    symlinkSync("/dev/zero", path.join(zero, "package.json"));
    copyExample({}, path.join(elsewhere, "linked"));
    symlinkSync(path.join(elsewhere, "linked"), path.join(dir, "linked"));
    const out = path.join(tmp("out"), "o");
    const r = await run([
      "batch",
      dir,
      "-o",
      out,
      "--no-color",
      "-q",
      "--rules",
      "scope-only-when-set",
      "--timeout",
      "60",
    ]);
    expect(r.code).toEqual(3);
    const s = JSON.parse(readFileSync(path.join(out, "summary.json"), "utf8"));
    expect(
      s.repositories.map((o: { label: string; status: string; reason?: string }) => [
        o.label,
        o.status,
        o.reason ?? null,
      ]),
    ).toEqual([
      ["Alpha", "analysed", null],
      ["alpha", "analysed", null],
      ["fifo-config", "failed", "fifo-config/.fidelity-audit.yaml: a named pipe (FIFO), not a regular file (not read)"],
      ["linked", "analysed", null],
      ["zero-package", "analysed", null],
    ]);
    expect(readdirSync(out).sort()).toEqual([
      ".fidelity-audit-cache.json",
      "Alpha.sarif",
      "alpha~2.sarif",
      "linked.sarif",
      "summary.html",
      "summary.json",
      "summary.md",
      "zero-package.sarif",
    ]);
    expect(readFileSync(path.join(out, "summary.md"), "utf8").includes(os.tmpdir())).toEqual(false);
  });

  it("writes its summary even when a repository's process is killed at the memory limit", async () => {
    const dir = tmp("oom");
    copyExample({}, path.join(dir, "one"));
    mkdirSync(path.join(dir, "two"));
    writeFileSync(path.join(dir, "two", "README.md"), "# docs only\n");
    const out = path.join(tmp("oom-out"), "o");
    const r = await run(["batch", dir, "-o", out, "--max-memory", "16", "-q"]);
    expect(r.code).toEqual(3);
    expect(JSON.parse(readFileSync(path.join(out, "summary.json"), "utf8")).counts).toEqual({
      total: 2,
      analysed: 0,
      notMeasured: 0,
      failed: 2,
      clean: 0,
    });
  });
});
