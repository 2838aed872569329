/**
 * The CI and portfolio surface end to end, through the built CLI in a child process: batch scans
 * (with a broken repository and one without sources), determinism whatever the scheduling, nested
 * servers in a list file, time and memory limits, repository-relative SARIF paths for a server in
 * a sub-folder, --baseline/--fail-on-new and --include-suppressed exit codes.
 * Fixtures are built in temp folders from the corpus and the bundled example (written for this repo).
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { builtCli, CLI } from "./helpers/built-cli.js";
import { copyExample, ROOT } from "./helpers/example-copy.js";
import { validateSarif } from "./helpers/sarif-validate.js";

/** Runs the CLI without blocking the test worker (a long synchronous spawn starves vitest's RPC). */
function run(args: string[], cwd = ROOT): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: "1" } });
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

// Only the two rules these expectations are about: other rules' findings must not move them.
const RULES = ["--rules", "scope-only-when-set,empty-result-excuse"];
const tmp = (p: string) => mkdtempSync(path.join(os.tmpdir(), `fa-${p}-`));
const json = (f: string) => JSON.parse(readFileSync(f, "utf8"));

function gitInit(dir: string, remote?: string): string {
  const git = (...a: string[]) =>
    execFileSync(
      "git",
      ["-C", dir, "-c", "user.email=t@example.com", "-c", "user.name=t", "-c", "commit.gpgsign=false", ...a],
      { encoding: "utf8" },
    ).trim();
  git("init", "-q", "-b", "main");
  if (remote) git("remote", "add", "origin", remote);
  git("add", "-A");
  git("commit", "-q", "-m", "fixture");
  return git("rev-parse", "HEAD");
}

/** A folder of five repositories: two example copies (one a git checkout), a corpus server, one with an invalid config, one without sources. */
function portfolio(): { dir: string; sha: string } {
  const dir = tmp("portfolio");
  copyExample(
    {
      "src/tools/search.ts": (t) =>
        t.replace(
          "An empty result usually means the term is out of scope for TERMDAT.",
          "Results come sorted by relevance.",
        ),
    },
    path.join(dir, "alpha-scope"),
  );
  cpSync(path.join(ROOT, "test/corpus/registration/plain-js"), path.join(dir, "beta-plain"), { recursive: true });
  const example = copyExample({}, path.join(dir, "gamma-termdat"));
  const sha = gitInit(example, "https://token:secret@github.com/example/termdat-server.git");
  cpSync(path.join(ROOT, "test/corpus/registration/plain-js"), path.join(dir, "delta-broken"), { recursive: true });
  writeFileSync(path.join(dir, "delta-broken", ".fidelity-audit.yaml"), "rules:\n  scope-only-when-set: loud\n");
  mkdirSync(path.join(dir, "epsilon-docs"));
  writeFileSync(path.join(dir, "epsilon-docs", "README.md"), "# only docs here\n");
  return { dir, sha };
}

beforeAll(async () => {
  await builtCli();
}, 600_000);

describe("batch over a folder of repositories", () => {
  const { dir, sha } = portfolio();
  const out = tmp("batch-out");
  let r: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    r = await run(["batch", dir, "-o", out, "--jobs", "2", ...RULES]);
  }, 120_000);

  it("goes on past a broken repository and one without sources, and exits 3", async () => {
    expect(r.code).toEqual(3);
    const s = json(path.join(out, "summary.json"));
    expect(s.counts).toEqual({ total: 5, analysed: 3, notMeasured: 1, failed: 1, clean: 1 });
    expect(
      s.repositories.map((o: { label: string; status: string; reason?: string; rules: unknown }) => ({
        label: o.label,
        status: o.status,
        reason: o.reason ?? null,
        rules: o.rules,
      })),
    ).toEqual([
      {
        label: "alpha-scope",
        status: "analysed",
        reason: null,
        rules: { "scope-only-when-set": 1, "empty-result-excuse": 0 },
      },
      {
        label: "beta-plain",
        status: "analysed",
        reason: null,
        rules: { "scope-only-when-set": 0, "empty-result-excuse": 0 },
      },
      {
        label: "delta-broken",
        status: "failed",
        reason: `delta-broken/.fidelity-audit.yaml:2: rule \`scope-only-when-set\`: level must be off, error, warning or note`,
        rules: { "scope-only-when-set": "not run", "empty-result-excuse": "not run" },
      },
      {
        label: "epsilon-docs",
        status: "not-measured",
        reason: "no TypeScript or JavaScript or Python source files found",
        rules: { "scope-only-when-set": "not run", "empty-result-excuse": "not run" },
      },
      {
        label: "gamma-termdat",
        status: "analysed",
        reason: null,
        rules: { "scope-only-when-set": 1, "empty-result-excuse": 1 },
      },
    ]);
  });

  it("names each repository's SARIF file and its findings in summary.json, and the unmeasured ones on the last line", () => {
    const s = json(path.join(out, "summary.json"));
    const gamma = s.repositories.find((o: { label: string }) => o.label === "gamma-termdat");
    expect([
      s.repositories.map((o: { sarifFile?: string }) => o.sarifFile ?? null),
      gamma.results.map((x: { rule: string; level: string; file: string; line: number }) => [
        x.rule,
        x.level,
        `${x.file}:${x.line}`,
      ]),
      r.stderr.trimEnd().split("\n").at(-1),
    ]).toEqual([
      ["alpha-scope.sarif", "beta-plain.sarif", null, null, "gamma-termdat.sarif"],
      [
        ["scope-only-when-set", "warning", "src/client/search.ts:20"],
        ["empty-result-excuse", "error", "src/tools/search.ts:15"],
      ],
      "fidelity-audit batch: not measured: delta-broken (failed), epsilon-docs",
    ]);
  });

  it("writes one valid SARIF per analysed repository (none for a failed or not-measured one: uploading it would close open alerts)", async () => {
    expect(readdirSync(out).sort()).toEqual([
      ".fidelity-audit-cache.json",
      "alpha-scope.sarif",
      "beta-plain.sarif",
      "gamma-termdat.sarif",
      "summary.html",
      "summary.json",
      "summary.md",
    ]);
    const ids = [];
    for (const f of ["alpha-scope", "beta-plain", "gamma-termdat"]) {
      const log = json(path.join(out, `${f}.sarif`));
      expect(validateSarif(log)).toEqual([]);
      ids.push(log.runs[0].automationDetails.id);
    }
    expect(ids).toEqual(["fidelity-audit/alpha-scope/", "fidelity-audit/beta-plain/", "fidelity-audit/gamma-termdat/"]);
  });

  it("records the commit of a git checkout, without credentials from the remote URL", async () => {
    const run0 = json(path.join(out, "gamma-termdat.sarif")).runs[0];
    expect(run0.versionControlProvenance).toEqual([
      {
        repositoryUri: "https://github.com/example/termdat-server.git",
        revisionId: sha,
        branch: "main",
        mappedTo: { uriBaseId: "%SRCROOT%" },
      },
    ]);
    expect(json(path.join(out, "alpha-scope.sarif")).runs[0].versionControlProvenance).toEqual(undefined);
    expect(json(path.join(out, "summary.json")).repositories[4].provenance).toEqual({
      revisionId: sha,
      branch: "main",
      repositoryUri: "https://github.com/example/termdat-server.git",
    });
  });

  it("writes a markdown table whose not-measured rows show dashes, not zeros", async () => {
    const rows = readFileSync(path.join(out, "summary.md"), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("| "));
    expect(rows.slice(0, 8)).toEqual([
      "| repository | R1 | R4 | findings | suppressed | status |",
      "| alpha-scope | 1 | 0 | 1 | 0 | analysed |",
      "| beta-plain | 0 | 0 | 0 | 0 | analysed |",
      // repository text is Markdown-escaped in the table (issue 22): the backticks of the config error are literal
      `| delta-broken | — | — | — | — | FAILED: delta-broken/.fidelity-audit.yaml:2: rule \\\`scope-only-when-set\\\`: level must be off, error, warning or note |`,
      "| epsilon-docs | — | — | — | — | NOT MEASURED: no TypeScript or JavaScript or Python source files found |",
      "| gamma-termdat | 1 | 1 | 2 | 0 | analysed |",
      "| **total** | **2** | **1** | **3** | | |",
      "| repository | files | skipped files | tools | upstream calls | spec revision | commit |",
    ]);
    expect(rows.at(-1)).toEqual(`| gamma-termdat | 8 | 0 | 3 | 3 | before 2026-07-28 | ${sha.slice(0, 12)} |`);
  });

  it("writes byte-identical files with one worker", async () => {
    const again = tmp("batch-again");
    expect((await run(["batch", dir, "-o", again, "--jobs", "1", "-q", ...RULES])).code).toEqual(3);
    for (const f of readdirSync(out))
      expect(readFileSync(path.join(again, f), "utf8")).toEqual(readFileSync(path.join(out, f), "utf8"));
  });
});

describe("batch against a previous batch (--baseline DIR)", () => {
  it("marks each repository's results new or gone, counts a repository without a previous SARIF as a first scan, and --fail-on-new fails only on new ones", async () => {
    const dir = tmp("batch-base");
    copyExample({}, path.join(dir, "alpha"));
    copyExample({}, path.join(dir, "beta"));
    const before = tmp("batch-before");
    expect((await run(["batch", dir, "-o", before, "-q", ...RULES])).code).toEqual(1);

    // unchanged: compared, nothing new, and --fail-on-new passes
    const same = tmp("batch-same");
    expect((await run(["batch", dir, "-o", same, "-q", "--baseline", before, "--fail-on-new", ...RULES])).code).toEqual(
      0,
    );

    // alpha gets a new finding, beta loses one, and gamma joins the portfolio
    const entry = path.join(dir, "alpha", "src/tools/entry.ts");
    writeFileSync(
      entry,
      readFileSync(entry, "utf8").replace(
        "note and source.",
        "note and source. An empty result usually means the id was retired.",
      ),
    );
    const search = path.join(dir, "beta", "src/tools/search.ts");
    writeFileSync(
      search,
      readFileSync(search, "utf8").replace(
        "An empty result usually means the term is out of scope for TERMDAT.",
        "Results come sorted by relevance.",
      ),
    );
    copyExample({}, path.join(dir, "gamma"));
    const after = tmp("batch-after");
    expect(
      (await run(["batch", dir, "-o", after, "-q", "--baseline", before, "--fail-on-new", ...RULES])).code,
    ).toEqual(1);
    expect(
      json(path.join(after, "summary.json")).repositories.map((o: { label: string; baseline: unknown }) => ({
        label: o.label,
        baseline: o.baseline,
      })),
    ).toEqual([
      { label: "alpha", baseline: { state: "compared", new: { error: 1, warning: 0, note: 0 }, gone: 0 } },
      { label: "beta", baseline: { state: "compared", new: { error: 0, warning: 0, note: 0 }, gone: 1 } },
      { label: "gamma", baseline: { state: "first scan", new: { error: 1, warning: 1, note: 0 }, gone: 0 } },
    ]);
    const rows = readFileSync(path.join(after, "summary.md"), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("| "))
      .slice(0, 5);
    expect(rows).toEqual([
      "| repository | R1 | R4 | findings | new | gone | suppressed | status |",
      "| alpha | 1 | 2 | 3 | 1 | 0 | 0 | analysed |",
      "| beta | 1 | 0 | 1 | 0 | 1 | 0 | analysed |",
      "| gamma | 1 | 1 | 2 | 2 (first scan) | — | 0 | analysed |",
      "| **total** | **3** | **3** | **6** | | | | |",
    ]);
    expect(
      json(path.join(after, "alpha.sarif")).runs[0].results.map(
        (x: { ruleId: string; baselineState: string }) => `${x.baselineState} ${x.ruleId}`,
      ),
    ).toEqual(["unchanged scope-only-when-set", "new empty-result-excuse", "unchanged empty-result-excuse"]);
  }, 300_000); // three batches, each repository in its own process

  it("rejects --fail-on-new without --baseline, and a baseline that is not a folder", async () => {
    const dir = tmp("batch-base-bad");
    copyExample({}, path.join(dir, "alpha"));
    const a = await run(["batch", dir, "-o", tmp("o"), "--fail-on-new"]);
    expect({ code: a.code, stderr: a.stderr }).toEqual({
      code: 2,
      stderr: "fidelity-audit: --fail-on-new needs --baseline DIR\n",
    });
    const b = await run(["batch", dir, "-o", tmp("o"), "--baseline", path.join(dir, "nowhere")]);
    expect({ code: b.code, stderr: b.stderr }).toEqual({
      code: 2,
      stderr: `fidelity-audit: --baseline ${path.join(dir, "nowhere")}: not a folder (give the output folder of a previous batch)\n`,
    });
  });
});

describe("batch from a list file", () => {
  it("audits a nested server with repository-relative paths and reports a missing folder", async () => {
    const dir = tmp("list");
    const mono = path.join(dir, "repos", "mono");
    mkdirSync(path.join(mono, "packages"), { recursive: true });
    copyExample({}, path.join(mono, "packages", "server"));
    writeFileSync(path.join(dir, "repos.txt"), "# portfolio\nrepos/mono packages/server\nrepos/gone   # moved away\n");
    const out = path.join(dir, "out");
    const r = await run(["batch", path.join(dir, "repos.txt"), "-o", out, "-q", ...RULES]);
    expect(r.code).toEqual(3);
    expect(
      json(path.join(out, "summary.json")).repositories.map(
        (o: { label: string; status: string; reason?: string }) =>
          `${o.label}: ${o.status}${o.reason ? ` (${o.reason})` : ""}`,
      ),
    ).toEqual(["mono/packages/server: analysed", "gone: failed (folder not found: the repository)"]);
    const log = json(path.join(out, "mono-packages-server.sarif"));
    expect(validateSarif(log)).toEqual([]);
    expect(
      log.runs[0].results.map(
        (x: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
          x.locations[0]!.physicalLocation.artifactLocation.uri,
      ),
    ).toEqual(["packages/server/src/client/search.ts", "packages/server/src/tools/search.ts"]);
  });

  it("refuses a malformed line with exit 2", async () => {
    const dir = tmp("badlist");
    writeFileSync(path.join(dir, "repos.txt"), "a b c\n");
    const r = await run(["batch", path.join(dir, "repos.txt"), "-o", path.join(dir, "out")]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2,
      stderr: `fidelity-audit: ${path.join(dir, "repos.txt")}:1: expected \`<repo folder> [sub-path]\`, got 3 fields\n`,
    });
  });
});

describe("batch limits", () => {
  it("records a repository past the time limit as failed and writes no SARIF for it", async () => {
    const dir = tmp("slow");
    copyExample({}, path.join(dir, "one"));
    const out = path.join(dir, "out");
    expect((await run(["batch", dir, "-o", out, "--timeout", "0.001", "-q"])).code).toEqual(3);
    expect(
      json(path.join(out, "summary.json")).repositories.map((o: { status: string; reason: string }) => [
        o.status,
        o.reason,
      ]),
    ).toEqual([["failed", "timed out after 0.001 s"]]);
    expect(existsSync(path.join(out, "one.sarif"))).toEqual(false);
  });
  it("records a repository past the memory limit as failed", async () => {
    const dir = tmp("heavy");
    copyExample({}, path.join(dir, "one"));
    const out = path.join(dir, "out");
    expect((await run(["batch", dir, "-o", out, "--max-memory", "16", "-q"])).code).toEqual(3);
    expect(
      json(path.join(out, "summary.json")).repositories.map((o: { status: string; reason: string }) => [
        o.status,
        o.reason,
      ]),
    ).toEqual([["failed", "stopped at the memory limit (16 MB heap)"]]);
  });
});

describe("single audit in CI", () => {
  it("writes repository-relative URIs when the server is a sub-folder of a git repository", async () => {
    const repo = tmp("repo");
    mkdirSync(path.join(repo, ".git"));
    const server = copyExample({}, path.join(repo, "servers", "termdat"));
    const out = path.join(repo, "x.sarif");
    expect((await run([server, "-f", "sarif", "-o", out, "-q", ...RULES])).code).toEqual(1);
    const run0 = json(out).runs[0];
    expect(run0.automationDetails.id).toEqual("fidelity-audit/servers/termdat/");
    expect(
      run0.results.map(
        (x: { locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId: string } } }[] }) =>
          x.locations[0]!.physicalLocation.artifactLocation,
      ),
    ).toEqual([
      { uri: "servers/termdat/src/client/search.ts", uriBaseId: "%SRCROOT%" },
      { uri: "servers/termdat/src/tools/search.ts", uriBaseId: "%SRCROOT%" },
    ]);
  });

  it("--fail-on-new fails only on new results", async () => {
    const dir = copyExample();
    const base = path.join(dir, "base.sarif");
    expect((await run([dir, "-f", "sarif", "-o", base, "-q", ...RULES])).code).toEqual(1);
    expect((await run([dir, "--baseline", base, "--fail-on-new", "-q", ...RULES])).code).toEqual(0);
    writeFileSync(
      path.join(dir, "src/tools/entry.ts"),
      readFileSync(path.join(dir, "src/tools/entry.ts"), "utf8").replace(
        "note and source.",
        "note and source. An empty result usually means the id was retired.",
      ),
    );
    const r = await run([dir, "--baseline", base, "--fail-on-new", "-f", "json", "-q", ...RULES]);
    expect(r.code).toEqual(1);
    expect(
      JSON.parse(r.stdout).servers[0].findings.map(
        (f: { baselineState: string; ruleId: string }) => `${f.baselineState} ${f.ruleId}`,
      ),
    ).toEqual(["unchanged scope-only-when-set", "new empty-result-excuse", "unchanged empty-result-excuse"]);
  });

  it("--fail-on-new without --baseline is a usage error", async () => {
    const r = await run(["examples/termdat-server", "--fail-on-new"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2,
      stderr: "fidelity-audit: --fail-on-new needs --baseline FILE\n",
    });
  });

  it("a suppressed finding does not fail the run; --include-suppressed writes it to SARIF", async () => {
    const dir = copyExample({
      "src/client/search.ts": [
        [20, "    // fidelity-audit-ignore-next-line scope-only-when-set -- the API treats no ids as all ids"],
      ],
      "src/tools/search.ts": [[2, "// fidelity-audit-ignore-file empty-result-excuse -- agreed wording"]],
    });
    expect((await run([dir, "-q", ...RULES])).code).toEqual(0);
    const out = path.join(dir, "all.sarif");
    expect((await run([dir, "-f", "sarif", "-o", out, "--include-suppressed", "-q", ...RULES])).code).toEqual(0);
    expect(
      json(out).runs[0].results.map((x: { ruleId: string; suppressions: { kind: string }[] }) => [
        x.ruleId,
        x.suppressions[0]!.kind,
      ]),
    ).toEqual([
      ["scope-only-when-set", "inSource"],
      ["empty-result-excuse", "inSource"],
    ]);
  });

  it("an unknown rule option in the config exits 2 naming the line", async () => {
    const cfg = path.join(tmp("cfg"), "c.yaml");
    writeFileSync(cfg, "rules:\n  scope-only-when-set:\n    level: warning\n    narowing: [region]\n");
    const r = await run(["examples/termdat-server", "-c", cfg]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2,
      stderr: `fidelity-audit: ${cfg}:4: rule \`scope-only-when-set\`: unknown option \`narowing\`; did you mean \`narrowing\`? (expected level or one of: narrowing, freeText)\n`,
    });
  });
});

// action.yml is tested on a simulated runner in test/action.test.ts.

describe("summarize: the portfolio summary from SARIF files made anywhere", () => {
  it("gives batch's own summaries, byte for byte, from batch's SARIF files (a git checkout among them)", async () => {
    const dir = tmp("sum-portfolio");
    copyExample({}, path.join(dir, "alpha"));
    cpSync(path.join(ROOT, "test/corpus/registration/plain-js"), path.join(dir, "beta"), { recursive: true });
    gitInit(copyExample({}, path.join(dir, "gamma")), "https://github.com/example/gamma.git");
    const out = tmp("sum-batch");
    expect((await run(["batch", dir, "-o", out, "-q", ...RULES])).code).toEqual(1);
    const again = tmp("sum-out");
    const r = await run(["summarize", out, "-o", again, "-q"]);
    const read = (d: string) =>
      ["summary.md", "summary.html", "summary.json"].map((f) => readFileSync(path.join(d, f), "utf8"));
    expect([r.code, r.stderr]).toEqual([1, ""]);
    expect(read(again)).toEqual(read(out));
  });

  it("refuses another tool's SARIF, a file that is not JSON and a second run of the same repository, with reasons", async () => {
    const dir = tmp("sum-mixed");
    copyExample({}, path.join(dir, "repos", "alpha"));
    const out = path.join(dir, "batch");
    await run(["batch", path.join(dir, "repos"), "-o", out, "-q", ...RULES]);
    const artifacts = path.join(dir, "artifacts");
    mkdirSync(path.join(artifacts, "one"), { recursive: true });
    mkdirSync(path.join(artifacts, "two"), { recursive: true });
    cpSync(path.join(out, "alpha.sarif"), path.join(artifacts, "one", "alpha.sarif"));
    cpSync(path.join(out, "alpha.sarif"), path.join(artifacts, "two", "alpha.sarif"));
    writeFileSync(
      path.join(artifacts, "codeql.sarif"),
      JSON.stringify({ version: "2.1.0", runs: [{ tool: { driver: { name: "CodeQL" } }, results: [] }] }),
    );
    writeFileSync(path.join(artifacts, "broken.sarif"), "{ not json");
    const r = await run(["summarize", artifacts, "-o", path.join(dir, "summary"), "-q"]);
    expect([r.code, r.stderr.split("\n"), json(path.join(dir, "summary", "summary.json")).counts]).toEqual([
      2,
      [
        "fidelity-audit summarize: broken.sarif: refused: not JSON",
        "fidelity-audit summarize: codeql.sarif: refused: written by `CodeQL`, not by fidelity-audit",
        "fidelity-audit summarize: two/alpha.sarif: refused: the same repository (alpha) as one/alpha.sarif; one run per repository",
        "",
      ],
      { total: 1, analysed: 1, notMeasured: 0, failed: 0, clean: 0 },
    ]);
  });
});

describe("incremental batch: a re-run reuses what did not change", () => {
  it("reuses unchanged repositories with byte-identical output, and re-audits after a file, config or auditor change, a corrupt manifest, or --no-cache", async () => {
    const dir = tmp("inc");
    copyExample({}, path.join(dir, "alpha"));
    cpSync(path.join(ROOT, "test/corpus/registration/plain-js"), path.join(dir, "beta"), { recursive: true });
    const cfg = path.join(tmp("inc-cfg"), "shared.yaml");
    writeFileSync(cfg, "rules: {}\n");
    const out = tmp("inc-out");
    const args = ["batch", dir, "-o", out, "--config", cfg, ...RULES];
    const files = () =>
      readdirSync(out)
        .filter((f) => !f.startsWith("."))
        .sort()
        .map((f) => [f, readFileSync(path.join(out, f), "utf8")]);
    const reusedOf = (stderr: string) => /, (\d+) unchanged since the last run \(reused\)/.exec(stderr)?.[1] ?? null;
    const notes = (stderr: string) => stderr.split("\n").filter((l) => l.includes("previous results not used"));

    const cold = await run(args);
    const before = files();
    const warm = await run(args);
    expect([cold.code, reusedOf(cold.stderr), warm.code, reusedOf(warm.stderr), files()]).toEqual([
      1,
      "0",
      1,
      "2",
      before,
    ]);

    writeFileSync(path.join(dir, "beta", "extra.js"), "// a new file\n");
    const oneChanged = await run(args);
    writeFileSync(cfg, "rules:\n  empty-result-excuse: off\n");
    const configChanged = await run(args);
    const manifest = path.join(out, ".fidelity-audit-cache.json");
    const m = json(manifest);
    writeFileSync(manifest, JSON.stringify({ ...m, auditor: "an older build" }));
    const auditorChanged = await run(args);
    writeFileSync(manifest, "{ corrupt");
    const corrupt = await run(args);
    const forced = await run([...args, "--no-cache"]);
    expect(
      [oneChanged, configChanged, auditorChanged, corrupt, forced].map((r) => [reusedOf(r.stderr), notes(r.stderr)]),
    ).toEqual([
      ["1", []],
      ["0", []],
      ["0", [`fidelity-audit batch: ${out}: previous results not used: the auditor changed since the last run`]],
      ["0", [`fidelity-audit batch: ${out}: previous results not used: .fidelity-audit-cache.json is not JSON`]],
      [null, []],
    ]);
  });
});
