/**
 * Hostile repositories, round 3 (issue 22), through the built CLI in a child process with a time
 * limit, so that a read that would wait forever fails the test instead of hanging it: every file
 * the auditor reads is a regular file read under a cap. Inputs are generated in temp folders.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
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
