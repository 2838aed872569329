/**
 * Hostile repositories, round 3 (issue 22), through the built CLI in a child process with a time
 * limit, so that a read that would wait forever fails the test instead of hanging it: every file
 * the auditor reads is a regular file read under a cap. Inputs are generated in temp folders.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { builtCli, CLI } from "./helpers/built-cli.js";
import { ROOT } from "./helpers/example-copy.js";
import { TS_SERVER, tmp, tsServer } from "./helpers/hostile-servers.js";

function run(args: string[], cwd = ROOT): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: r.signal ? -1 : r.status, stdout: r.stdout, stderr: r.stderr };
}
const fifo = (p: string) => execFileSync("mkfifo", [p]);

beforeAll(async () => {
  await builtCli();
}, 600_000);

describe("one bad file never ends the audit", () => {
  // in a child process: how deep the binder's recursion gets depends on the stack its caller left (the
  // issue's 1,400 `!` overflow the CLI's; a test worker's differs), so the case runs where a user runs it
  it("a TypeScript file of 2,000 nested `!` (the binder's recursion overflows) is skipped with its reason, the rest audited", () => {
    const dir = tsServer({ "src/bang.ts": `export const x = ${"!".repeat(2000)}true;\n` });
    const r = run([dir, "-f", "json"]);
    const json = JSON.parse(r.stdout);
    expect({
      code: r.code,
      tools: json.servers[0].inventory.tools.map((x: { name: string }) => x.name),
      skipped: json.servers[0].coverage.filesSkipped,
    }).toEqual({
      code: 0,
      tools: ["lookup"],
      skipped: [
        {
          subject: "src/bang.ts",
          reason:
            "could not be analysed: nested too deeply for the compiler's binder (Maximum call stack size exceeded)",
          kind: "file",
        },
      ],
    });
  });
});

describe("special files everywhere: one size-capped reader of regular files", () => {
  it("a FIFO or /dev/zero as --baseline, and a FIFO as the batch's list file, exit 2 with a message, never a hang", () => {
    const dir = tsServer();
    const t = tmp("special");
    fifo(path.join(t, "base.sarif"));
    fifo(path.join(t, "list.txt"));
    const out = path.join(t, "out");
    expect([
      run([dir, "-q", "--baseline", path.join(t, "base.sarif")]),
      run([dir, "-q", "--baseline", "/dev/zero"]),
      run(["batch", path.join(t, "list.txt"), "-o", out, "-q"]),
    ]).toEqual([
      {
        code: 2,
        stdout: "",
        stderr: `fidelity-audit: baseline ${path.join(t, "base.sarif")}: a named pipe (FIFO), not a regular file (not read)\n`,
      },
      { code: 2, stdout: "", stderr: "fidelity-audit: baseline /dev/zero: a device, not a regular file (not read)\n" },
      {
        code: 2,
        stdout: "",
        stderr: `fidelity-audit: ${path.join(t, "list.txt")}: a named pipe (FIFO), not a regular file (not read)\n`,
      },
    ]);
  });

  it("a workspace package whose package.json is a FIFO is audited without it (listed), not waited on", () => {
    const dir = tsServer({ "packages/a/src/index.ts": TS_SERVER.replace('"lookup"', '"lookup_a"') });
    fifo(path.join(dir, "packages", "a", "package.json"));
    const r = run([dir, "-f", "json"]);
    const json = JSON.parse(r.stdout);
    expect({
      code: r.code,
      tools: json.servers[0].inventory.tools.map((x: { name: string }) => x.name),
      skipped: json.servers[0].coverage.filesSkipped,
    }).toEqual({
      code: 0,
      tools: ["lookup", "lookup_a"],
      skipped: [
        {
          subject: "packages/a/package.json",
          reason: "a named pipe (FIFO), not a regular file (not read)",
          kind: "file",
        },
      ],
    });
  });
});

describe("reads stay inside the target in batch", () => {
  it("a HEAD ref climbing out of the repository reaches neither SARIF nor the summaries; the refusal is in its coverage", () => {
    const OUT_SHA = "fedcba9876543210fedcba9876543210fedcba98";
    const outside = tmp("batch-git-outside");
    writeFileSync(path.join(outside, "secret"), `${OUT_SHA}\n`);
    const portfolio = tmp("batch-git");
    const repo = path.join(portfolio, "climbing");
    mkdirSync(path.join(repo, ".git"), { recursive: true });
    writeFileSync(path.join(repo, ".git", "HEAD"), `ref: ../../../../../../../..${outside}/secret\n`);
    writeFileSync(path.join(repo, "package.json"), "{}\n");
    mkdirSync(path.join(repo, "src"));
    writeFileSync(path.join(repo, "src", "index.ts"), TS_SERVER);
    const out = path.join(tmp("batch-git-out"), "o");
    const r = run(["batch", portfolio, "-o", out, "-q"]);
    const texts = ["climbing.sarif", "summary.json", "summary.md", "summary.html"].map((f) =>
      readFileSync(path.join(out, f), "utf8"),
    );
    const sarif = JSON.parse(texts[0]!);
    expect({
      code: r.code,
      leaked: texts.map((t) => t.includes(OUT_SHA) || t.includes(outside)),
      provenance: sarif.runs[0].versionControlProvenance ?? null,
      notes: sarif.runs[0].invocations[0].toolExecutionNotifications
        .filter((n: { message: { text: string } }) => n.message.text.includes(".git"))
        .map((n: { message: { text: string } }) => n.message.text),
    }).toEqual({
      code: 0,
      leaked: [false, false, false, false],
      provenance: null,
      notes: ["file skipped: .git: .git/HEAD names a ref that is not under refs/: no commit recorded (not followed)"],
    });
  });
});

describe("no absolute path of this machine in batch summaries", () => {
  it("a shared --config that fails to load is named by its path relative to the working folder", () => {
    const work = tmp("batch-cfg");
    const portfolio = path.join(work, "port");
    mkdirSync(path.join(portfolio, "a", "src"), { recursive: true });
    writeFileSync(path.join(portfolio, "a", "src", "index.ts"), TS_SERVER);
    writeFileSync(path.join(work, "shared.yaml"), "rules:\n  nope: warning\n");
    const r = run(["batch", "port", "-o", "out", "-q", "--config", path.join(work, "shared.yaml")], work);
    const md = readFileSync(path.join(work, "out", "summary.md"), "utf8");
    const json = JSON.parse(readFileSync(path.join(work, "out", "summary.json"), "utf8"));
    expect({
      code: r.code,
      absolute: md.includes(work) || JSON.stringify(json).includes(work),
      reason: json.repositories[0].reason,
    }).toEqual({
      code: 3,
      absolute: false,
      reason: "shared.yaml:2: unknown rule `nope` under `rules` (see `fidelity-audit rules`)",
    });
  });
});
