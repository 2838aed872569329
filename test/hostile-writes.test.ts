/**
 * Reports are never written through a link a repository could have committed: the CLI's `-o FILE`,
 * its SARIF folder, and `batch -o DIR`, run in a child process from inside a generated "repository"
 * (a temp folder) that holds links pointing out of it. Each bad shape has its look-alike beside it: a
 * plain file or folder of the same name is written as before. The server audited is a copy of the
 * bundled example (written for this repo).
 */
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtCli } from "./helpers/built-cli.js";
import { copyExample } from "./helpers/example-copy.js";
import { runCli } from "./helpers/run-cli.js";

const run = runCli;

const made: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), `fa-hw-${p}-`));
  made.push(d);
  return d;
};
const RULES = ["--rules", "scope-only-when-set", "-q"];

/** A repository (the example server) with a victim file outside it that a link inside points at. */
function repoWithVictim(): { repo: string; victim: string; outside: string } {
  const repo = copyExample({}, path.join(tmp("repo"), "server"));
  const outside = tmp("outside");
  const victim = path.join(outside, "victim.txt");
  writeFileSync(victim, "precious\n");
  return { repo, victim, outside };
}

beforeAll(async () => {
  await builtCli();
}, 600_000);
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

describe("the CLI's -o never follows a link inside the working folder", () => {
  it("refuses a report file that is a committed link, leaving its target as it was; a plain file of that name is replaced", async () => {
    const { repo, victim } = repoWithVictim();
    symlinkSync(victim, path.join(repo, "audit.sarif"));
    const bad = await run([".", ...RULES, "-f", "sarif", "-o", "audit.sarif"], repo);
    expect([bad.code, bad.stderr.trim(), readFileSync(victim, "utf8")]).toEqual([
      2,
      `fidelity-audit: refusing to write the report to audit.sarif: it is a symbolic link (to ${victim}); remove the link or choose another path`,
      "precious\n",
    ]);
    // look-alike: a plain file under the same name is overwritten by the report
    writeFileSync(path.join(repo, "plain.sarif"), "old\n");
    const ok = await run([".", ...RULES, "-f", "sarif", "-o", "plain.sarif"], repo);
    const written = JSON.parse(readFileSync(path.join(repo, "plain.sarif"), "utf8"));
    expect([ok.code, written.version, lstatSync(path.join(repo, "plain.sarif")).isFile()]).toEqual([1, "2.1.0", true]);
  });

  it("refuses a report whose folder is a committed link (a new file would land outside); a real folder is written into", async () => {
    const { repo, outside } = repoWithVictim();
    symlinkSync(outside, path.join(repo, "reports"));
    const bad = await run([".", ...RULES, "-f", "json", "-o", "reports/audit.json"], repo);
    expect([bad.code, bad.stderr.trim(), readdirSync(outside)]).toEqual([
      2,
      `fidelity-audit: refusing to write the report to reports/audit.json: the folder reports is a symbolic link (to ${outside}); reports are never written through a link`,
      ["victim.txt"],
    ]);
    // two levels down, through the same link: still refused
    const deep = await run([".", ...RULES, "-f", "json", "-o", "reports/a/b.json"], repo);
    expect([deep.code, readdirSync(outside)]).toEqual([2, ["victim.txt"]]);
    const ok = await run([".", ...RULES, "-f", "json", "-o", "real/audit.json"], repo);
    expect([ok.code, readdirSync(path.join(repo, "real"))]).toEqual([1, ["audit.json"]]);
  });

  it("writes a SARIF folder for several servers only if no part of it is a link", async () => {
    const { repo, outside } = repoWithVictim();
    copyExample({}, path.join(repo, "second"));
    symlinkSync(outside, path.join(repo, "out"));
    const bad = await run([".", "second", ...RULES, "-f", "sarif", "-o", "out"], repo);
    expect([bad.code, bad.stderr.trim(), readdirSync(outside)]).toEqual([
      2,
      `fidelity-audit: refusing to write reports to out: the folder out is a symbolic link (to ${outside}); reports are never written through a link`,
      ["victim.txt"],
    ]);
  });

  it("writes the report through a temporary file and a rename: no half-written report, no temp file left", async () => {
    const { repo } = repoWithVictim();
    const ok = await run([".", ...RULES, "-f", "json", "-o", "o/audit.json"], repo);
    expect([ok.code, readdirSync(path.join(repo, "o"))]).toEqual([1, ["audit.json"]]);
  });

  it("still writes to a link the user names outside the working folder (a /dev/stdout-style target)", async () => {
    const { repo } = repoWithVictim();
    const elsewhere = tmp("own");
    const target = path.join(elsewhere, "real.json");
    writeFileSync(target, "");
    symlinkSync(target, path.join(elsewhere, "link.json"));
    const r = await run([".", ...RULES, "-f", "json", "-o", path.join(elsewhere, "link.json")], repo);
    expect([r.code, JSON.parse(readFileSync(target, "utf8")).version !== undefined]).toEqual([1, true]);
  });
});

describe("batch -o never follows a link inside the working folder", () => {
  it("refuses an output folder that is a link and a planted summary link inside a real one; a clean folder is written", async () => {
    const { repo, victim, outside } = repoWithVictim();
    const portfolio = path.dirname(repo);
    const work = tmp("work");
    symlinkSync(outside, path.join(work, "report"));
    const bad = await run(["batch", portfolio, "-o", "report", ...RULES], work);
    expect([bad.code, bad.stderr.trim(), readdirSync(outside)]).toEqual([
      2,
      `fidelity-audit: refusing to write reports to report: the folder report is a symbolic link (to ${outside}); reports are never written through a link`,
      ["victim.txt"],
    ]);
    mkdirSync(path.join(work, "planted"));
    symlinkSync(victim, path.join(work, "planted", "summary.md"));
    const planted = await run(["batch", portfolio, "-o", "planted", ...RULES], work);
    expect([planted.code, planted.stderr.trim(), readFileSync(victim, "utf8")]).toEqual([
      2,
      `fidelity-audit: refusing to write summary.md to planted/summary.md: it is a symbolic link (to ${victim}); remove the link or choose another path`,
      "precious\n",
    ]);
    const ok = await run(["batch", portfolio, "-o", "clean", ...RULES], work);
    expect([ok.code, readdirSync(path.join(work, "clean")).sort()]).toEqual([
      1,
      [".fidelity-audit-cache.json", "server.sarif", "summary.html", "summary.json", "summary.md"],
    ]);
  });
});
