/**
 * What a new user meets first (issue "A user's first hour"): the text report ends with its verdict
 * and keeps coverage to a few lines, suppression problems stand at their comments, the config is
 * found walking up to the repository root, near-miss names get a suggestion, and the conventions of
 * ESLint's CLI (--disable, --max-warnings, a compact format, a second SARIF report, -v). The servers
 * are copies of the bundled example (written for this repo) in temp folders.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Ajv } from "ajv";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { audit } from "../src/audit.js";
import { loadCatalogue } from "../src/catalogue/index.js";
import { findConfig, loadConfig } from "../src/config.js";
import { configSchema } from "../src/config-schema.js";
import { renderText } from "../src/report/text.js";
import { builtCli } from "./helpers/built-cli.js";
import { copyExample } from "./helpers/example-copy.js";
import { runCli } from "./helpers/run-cli.js";

const tmp = (p: string) => mkdtempSync(path.join(os.tmpdir(), `fa-first-${p}-`));
const CLIENT = "src/client/search.ts";
const RULES = ["scope-only-when-set", "empty-result-excuse"];

const run = runCli;

beforeAll(async () => {
  await builtCli();
}, 600_000);

describe("the text report", () => {
  const dir = copyExample({ [CLIENT]: [[20, "    // fidelity-audit-ignore-next-line scope-only-when-set"]] });
  const r = audit(dir, { rules: RULES });

  it("ends with the verdict and the pointer to explain; coverage is four lines without a baseline", () => {
    const lines = renderText([r], { color: false, cwd: dir }).trimEnd().split("\n");
    const cov = lines.indexOf("Coverage (the whole inventory: --coverage, or -f json)");
    expect(lines.slice(cov + 1, cov + 5).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
      "files",
      "tools",
      "upstream calls",
      "rules",
    ]);
    expect(lines.slice(cov + 5)).toEqual([
      "",
      "✖ 2 problems (1 error, 1 warning, 0 notes); 1 suppression problem",
      "Run `fidelity-audit explain <rule>` for what a rule means and how to fix a finding.",
    ]);
  });

  it("shows a suppression without a reason at its comment's line, in its file's block, before the finding below it", () => {
    const lines = renderText([r], { color: false, cwd: dir }).split("\n");
    const block = lines.indexOf(CLIENT);
    expect(lines.slice(block + 1, block + 3).map((l) => l.trim().split(/\s{2,}/))).toEqual([
      [
        "20:5",
        "warning",
        "suppression of scope-only-when-set gives no reason, so it is not applied; add ` -- <why this finding does not hold here>`",
        "suppression",
      ],
      ["21:5", "warning", lines[block + 2]!.trim().split(/\s{2,}/)[2]!, "scope-only-when-set"],
    ]);
  });

  it("names at most three project configs on the files line, the rest counted (all of them with --coverage)", () => {
    const many = {
      ...r,
      coverage: {
        ...r.coverage,
        projectConfigs: ["a/tsconfig.json", "b/tsconfig.json", "c/tsconfig.json", "d/tsconfig.json"],
      },
    };
    const files = (full: boolean) =>
      renderText([many], { color: false, cwd: dir, coverage: full })
        .split("\n")
        .find((l) => l.startsWith("  files"))!;
    expect([files(false), files(true)]).toEqual([
      "  files            8 analysed, 0 skipped (project configs: a/tsconfig.json, b/tsconfig.json and 2 more); config: none (defaults)",
      "  files            8 analysed, 0 skipped (project configs: a/tsconfig.json, b/tsconfig.json, c/tsconfig.json, d/tsconfig.json)",
    ]);
  });

  it("lists every tool and fact only with the coverage option", () => {
    const short = renderText([r], { color: false, cwd: dir });
    const full = renderText([r], { color: false, cwd: dir, coverage: true });
    const toolLines = (t: string) => t.split("\n").filter((l) => /^ {19}\S+ — /.test(l)).length;
    expect([toolLines(short), toolLines(full), full.split("\n").includes("Coverage")]).toEqual([0, 3, true]);
  });
});

describe("config discovery walks up to the repository root", () => {
  const known = new Set(loadCatalogue().map((x) => x.id));
  it("applies the nearest config from the audited folder up to the folder holding .git", () => {
    const repo = tmp("repo");
    mkdirSync(path.join(repo, ".git"));
    writeFileSync(path.join(repo, ".fidelity-audit.yaml"), "rules:\n  scope-only-when-set: off\n");
    const server = copyExample({}, path.join(repo, "packages", "x"));
    expect(findConfig(server)).toEqual(path.join(repo, ".fidelity-audit.yaml"));
    expect(loadConfig(findConfig(server), known).rules).toEqual({
      "scope-only-when-set": { level: "off", options: {} },
    });
    // look-alike: a nearer config wins over the repository's
    writeFileSync(path.join(repo, "packages", ".fidelity-audit.yml"), "rules: {}\n");
    expect(findConfig(server)).toEqual(path.join(repo, "packages", ".fidelity-audit.yml"));
  });

  it("outside a repository reads only the audited folder's own config", () => {
    const top = tmp("norepo");
    writeFileSync(path.join(top, ".fidelity-audit.yaml"), "rules:\n  scope-only-when-set: off\n");
    const server = copyExample({}, path.join(top, "server"));
    expect(findConfig(server)).toEqual(undefined);
  });

  it("the CLI's report names the config it read from a parent folder", async () => {
    const repo = tmp("cli-repo");
    mkdirSync(path.join(repo, ".git"));
    writeFileSync(path.join(repo, ".fidelity-audit.yaml"), "rules:\n  scope-only-when-set: off\n");
    copyExample({}, path.join(repo, "server"));
    const r = await run(["server", "--rules", RULES.join(","), "-f", "json", "-q"], repo);
    const cov = JSON.parse(r.stdout).servers[0].coverage;
    expect([
      r.code,
      cov.facts.find((f: { label: string }) => f.label === "config").value,
      cov.rules.find((x: { ruleId: string }) => x.ruleId === "scope-only-when-set").applied,
    ]).toEqual([1, ".fidelity-audit.yaml", false]);
  });
});

describe("command-line conventions", () => {
  it("--disable turns rules off and names a misspelt one with a suggestion", async () => {
    const dir = copyExample();
    const off = await run([".", "--rules", RULES.join(","), "--disable", "empty-result-excuse", "-f", "compact"], dir);
    expect([off.code, off.stdout.split("\n").map((l) => l.replace(/ Tool .*\[/, " … ["))]).toEqual([
      1,
      [`${CLIENT}:20:5: warning … [scope-only-when-set]`, ""],
    ]);
    const bad = await run([".", "--disable", "empty-result-excuze"], dir);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      "fidelity-audit: unknown rule `empty-result-excuze` in --disable; did you mean `empty-result-excuse`? (see `fidelity-audit rules`)\n",
    ]);
  });

  it("--max-warnings fails a run that --fail-on alone would pass, only past the count", async () => {
    const dir = copyExample();
    const args = [".", "--rules", "scope-only-when-set", "--fail-on", "error", "-f", "compact"];
    const over = await run([...args, "--max-warnings", "0"], dir);
    const within = await run([...args, "--max-warnings", "1"], dir);
    const bad = await run([...args, "--max-warnings", "-1"], dir);
    expect([over.code, over.stderr, within.code, bad.code, bad.stderr]).toEqual([
      1,
      "fidelity-audit: 1 warning(s), more than --max-warnings 0: exit 1\n",
      0,
      2,
      "fidelity-audit: --max-warnings takes a whole number of 0 or more, not -1\n",
    ]);
  });

  it("writes text and SARIF from one run, and -v prints the version", async () => {
    const dir = copyExample();
    const r = await run([".", "--rules", RULES.join(","), "--sarif-output", "out/a.sarif", "-q"], dir);
    const sarif = JSON.parse(readFileSync(path.join(dir, "out", "a.sarif"), "utf8"));
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "package.json"), "utf8"));
    const v = await run(["-v"], dir);
    expect([
      r.code,
      r.stdout.trimEnd().split("\n").at(-2),
      sarif.runs[0].results.map((x: { ruleId: string }) => x.ruleId),
      v.stdout,
    ]).toEqual([
      1,
      "✖ 2 problems (1 error, 1 warning, 0 notes)",
      ["scope-only-when-set", "empty-result-excuse"],
      `${pkg.version}\n`,
    ]);
  });

  it("a compact report of a run that measured nothing says so on its own line", async () => {
    const dir = tmp("empty");
    writeFileSync(path.join(dir, "README.md"), "# nothing\n");
    const r = await run([".", "-f", "compact"], dir);
    expect([r.code, r.stdout]).toEqual([
      3,
      ".: error not measured: no TypeScript or JavaScript or Python source files found\n",
    ]);
  });
});

describe("the config's JSON Schema", () => {
  it("is committed as the catalogue gives it (run `npm run schema` after changing rules.yaml)", () => {
    const committed = readFileSync(path.join(import.meta.dirname, "..", "fidelity-audit.schema.json"), "utf8");
    expect(committed).toEqual(`${JSON.stringify(configSchema(), null, 2)}\n`);
  });

  it("accepts what the config reader accepts and refuses a near-miss key, a bad level and an option of another rule", () => {
    const validate = new Ajv({ allErrors: true }).compile(configSchema());
    const ok = (yaml: string) => validate(parse(yaml));
    expect([
      ok(
        "rules:\n  scope-only-when-set:\n    level: error\n    narrowing: [region]\n  empty-result-excuse: off\nignore: [a]\nspecRevision: 2026-07-28\n",
      ),
      ok("failOn: error\n"),
      ok("rules:\n  empty-result-excuse: loud\n"),
      ok("rules:\n  empty-result-excuse:\n    narrowing: [x]\n"),
    ]).toEqual([true, false, false, false]);
  });
});
