/**
 * The GitHub Action on a simulated runner: no runner is reachable from here, so this test reads
 * action.yml and runs its shell steps with bash the way the runner would — inputs resolved into the
 * steps' `env`, `GITHUB_ACTION_PATH`, `GITHUB_OUTPUT`, `GITHUB_STEP_SUMMARY`, `GITHUB_EVENT_PATH` —
 * then evaluates the upload step's condition from the outputs. actions/setup-node is the runner's own
 * (`node` is this test's Node). The Action's folder is what a checkout of this repository gives the
 * runner, less src/ and dist/: package.json, package-lock.json, rules.yaml and the prebuilt
 * dist-action/ (a fresh bundle of the current source; test/bundle.test.ts checks the committed one
 * is the same). The install step runs with a stand-in `npm` on PATH that records how it is called and
 * links this checkout's node_modules (no network here; bench/action-setup.mjs does the real install).
 * Servers are copies of the bundled example (written for this repo) in temp folders.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { booleanInput, shellWords } from "../src/action.js";
import { copyExample, ROOT } from "./helpers/example-copy.js";

const made: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), `fa-action-${p}-`));
  made.push(d);
  return d;
};
let actionPath = "";
/** A folder holding the stand-in `npm`, and the file where it records its calls (working folder, then arguments). */
let npmBin = "";
let npmCalls = "";

beforeAll(() => {
  actionPath = tmp("path");
  for (const f of ["action.yml", "package.json", "package-lock.json", "rules.yaml"])
    copyFileSync(path.join(ROOT, f), path.join(actionPath, f));
  execFileSync(
    process.execPath,
    [path.join(ROOT, "scripts", "bundle.mjs"), "--outdir", path.join(actionPath, "dist-action")],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  npmBin = tmp("npm");
  npmCalls = path.join(npmBin, "calls");
  writeFileSync(
    path.join(npmBin, "npm"),
    `#!/bin/sh\nprintf '%s\\n' "$(pwd -P)" "$@" >> '${npmCalls}'\nln -sfn '${path.join(ROOT, "node_modules")}' node_modules\n`,
  );
  chmodSync(path.join(npmBin, "npm"), 0o755);
});
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

interface Step {
  name: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
  "continue-on-error"?: string;
}
const action = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { default: string }>;
  runs: { using: string; steps: Step[] };
};

/** `${{ inputs.x }}` and `${{ steps.audit.outputs.y }}` in a string (the only expressions action.yml uses in values). */
function interpolate(s: string, inputs: Record<string, string>, outputs: Record<string, string>): string {
  return s.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_m, e: string) => evaluate(e, inputs, outputs));
}

/** The runner's expression language, as far as action.yml uses it: !cancelled(), &&, ==, contexts and literals. */
function evaluate(e: string, inputs: Record<string, string>, outputs: Record<string, string>): string {
  const parts = e.split("&&").map((p) => p.trim());
  if (parts.length > 1) return String(parts.every((p) => evaluate(p, inputs, outputs) === "true"));
  if (e === "!cancelled()" || e === "always()") return "true";
  const eq = /^(.+?)\s*==\s*'(.*)'$/.exec(e);
  if (eq) return String(evaluate(eq[1]!, inputs, outputs).toLowerCase() === eq[2]!.toLowerCase());
  const input = /^inputs\.([\w-]+)$/.exec(e);
  if (input) return inputs[input[1]!] ?? "";
  const out = /^steps\.audit\.outputs\.([\w-]+)$/.exec(e);
  if (out) return outputs[out[1]!] ?? "";
  throw new Error(`expression not understood by the simulation: ${e}`);
}

interface Simulated {
  outputs: Record<string, string>;
  log: string;
  summary: string;
  upload: { runs: boolean; continueOnError: boolean; sarif: string } | undefined;
  verdict: { code: number | null; log: string };
  /** The install step's exit code, and npm's calls: working folder, then arguments. */
  install: { code: number | null; npm: string[] };
}

/** Runs the Action's steps for one workflow run. */
function simulate(
  cwd: string,
  given: Record<string, string>,
  event?: { name: string; payload: unknown },
  /** A stand-in for the CLI (the Audit step honours FA_CLI), for output no real server gives. */
  cli?: string,
): Simulated {
  const inputs = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, given[k] ?? v.default]));
  const runner = tmp("runner");
  const files = {
    GITHUB_OUTPUT: path.join(runner, "output"),
    GITHUB_STEP_SUMMARY: path.join(runner, "summary"),
    GITHUB_EVENT_PATH: path.join(runner, "event.json"),
  };
  for (const f of Object.values(files)) writeFileSync(f, "");
  writeFileSync(files.GITHUB_EVENT_PATH, JSON.stringify(event?.payload ?? {}));
  const base = {
    PATH: `${npmBin}${path.delimiter}${process.env.PATH ?? ""}`,
    HOME: os.homedir(),
    GITHUB_ACTION_PATH: actionPath,
    GITHUB_REPOSITORY: "example/termdat-server",
    GITHUB_EVENT_NAME: event?.name ?? "push",
    NO_COLOR: "1",
    ...(cli ? { FA_CLI: cli } : {}),
    ...files,
  };
  const outputs: Record<string, string> = {};
  const bash = (step: Step) => {
    const env = {
      ...base,
      ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, interpolate(v, inputs, outputs)])),
    };
    // The runner puts `node` of the set-up step on PATH; here it is this test's Node.
    const r = spawnSync("bash", ["-e", "-c", step.run!.replace(/^node /gm, `"${process.execPath}" `)], {
      cwd,
      env,
      encoding: "utf8",
    });
    for (const line of readFileSync(files.GITHUB_OUTPUT, "utf8").split("\n")) {
      const m = /^([\w-]+)=(.*)$/.exec(line);
      if (m) outputs[m[1]!] = m[2]!;
    }
    return { code: r.status, log: r.stdout };
  };
  const steps = action.runs.steps;
  writeFileSync(npmCalls, "");
  const installed = bash(steps.find((s) => s.name === "Install fidelity-audit's dependencies")!);
  const install = { code: installed.code, npm: readFileSync(npmCalls, "utf8").split("\n").slice(0, -1) };
  const audit = bash(steps.find((s) => s.id === "audit")!);
  const up = steps.find((s) => s.uses?.startsWith("github/codeql-action/upload-sarif"))!;
  const upload =
    interpolate(up.if!, inputs, outputs) === "true"
      ? {
          runs: true,
          continueOnError: interpolate(up["continue-on-error"]!, inputs, outputs) === "true",
          sarif: interpolate(up.with!.sarif_file!, inputs, outputs),
        }
      : undefined;
  const verdictStep = steps.find((s) => s.name === "Verdict")!;
  const verdict =
    interpolate(verdictStep.if!, inputs, outputs) === "true" ? bash(verdictStep) : { code: null, log: "" };
  return {
    outputs,
    log: audit.log,
    summary: readFileSync(files.GITHUB_STEP_SUMMARY, "utf8"),
    upload,
    verdict,
    install,
  };
}

describe("action.yml", () => {
  it("sets up Node only when none of 22 or newer is on the path, installs, audits, uploads with upload-sarif@v4 unless cancelled, then gives the verdict", () => {
    expect(action.runs.using).toEqual("composite");
    expect(action.runs.steps.map((s) => [s.name, s.uses ?? null, s.if ?? null])).toEqual([
      ["Check for a supported Node.js", null, null],
      ["Set up Node.js", "actions/setup-node@v5", "${{ steps.node.outputs.setup == 'true' }}"],
      ["Install fidelity-audit's dependencies", null, null],
      ["Audit", null, null],
      [
        "Upload SARIF",
        "github/codeql-action/upload-sarif@v4",
        "${{ !cancelled() && steps.audit.outputs.upload == 'true' }}",
      ],
      ["Verdict", null, "${{ !cancelled() }}"],
    ]);
  });
  it("runs from the prebuilt dist-action/: no build step, only production dependencies, no install scripts", () => {
    expect(action.runs.steps.map((s) => s.run?.match(/\bnpm (\w+)/g) ?? [])).toEqual([[], [], ["npm ci"], [], [], []]);
    expect(action.runs.steps.find((s) => s.id === "audit")!.run).toEqual(
      'node "$GITHUB_ACTION_PATH/dist-action/action.js"',
    );
  });
});

describe("the Node check step", () => {
  /** Runs the check with a `node` on PATH that reports `version`, and the node-version input. */
  const check = (version: string, input: string) => {
    const bin = tmp("node");
    writeFileSync(
      path.join(bin, "fake-version.cjs"),
      `Object.defineProperty(process, "versions", { value: { ...process.versions, node: ${JSON.stringify(version)} } });\n`,
    );
    writeFileSync(
      path.join(bin, "node"),
      `#!/bin/sh\nexec "${process.execPath}" --require "${path.join(bin, "fake-version.cjs")}" "$@"\n`,
    );
    chmodSync(path.join(bin, "node"), 0o755);
    const out = path.join(bin, "output");
    writeFileSync(out, "");
    const step = action.runs.steps.find((s) => s.id === "node")!;
    const r = spawnSync("bash", ["-e", "-c", step.run!], {
      env: { PATH: `${bin}${path.delimiter}/usr/bin:/bin`, GITHUB_OUTPUT: out, FA_NODE_VERSION: input },
      encoding: "utf8",
    });
    return [r.status, readFileSync(out, "utf8")];
  };
  it("keeps a Node of 22 or newer that the caller set up, and sets one up for an older Node or when asked", () => {
    expect([check("24.1.0", ""), check("22.3.0", ""), check("20.19.0", ""), check("24.1.0", "22")]).toEqual([
      [0, "setup=false\n"],
      [0, "setup=false\n"],
      [0, "setup=true\n"],
      [0, "setup=true\n"],
    ]);
  });
});

describe("inputs as a workflow writes them", () => {
  it("splits args like a shell: quotes kept together, nothing expanded", () => {
    expect(
      shellWords(`--rules "scope-only-when-set, empty-result-excuse" --config 'my config.yaml' a\\ b $HOME`),
    ).toEqual(["--rules", "scope-only-when-set, empty-result-excuse", "--config", "my config.yaml", "a b", "$HOME"]);
  });
  it("reads booleans in any case, and refuses anything else", () => {
    expect(["true", "True", "TRUE", "false", "False", ""].map((v) => booleanInput("upload", v, true))).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(() => booleanInput("upload", "maybe", true)).toThrow("input `upload` must be true or false, not `maybe`");
  });
});

describe("the Action on a simulated runner", () => {
  const RULES = `--rules "scope-only-when-set,empty-result-excuse"`;

  it("a push with findings: outputs, annotations in the log, a step summary, an upload, and a failing verdict", () => {
    const repo = tmp("repo");
    mkdirSync(path.join(repo, ".git")); // a checkout: SARIF paths are relative to the repository root
    copyExample({}, path.join(repo, "server"));
    const s = simulate(repo, { path: "server", args: RULES, upload: "TRUE" });
    // npm runs in the Action's folder, for production dependencies only, without install scripts
    expect(s.install).toEqual({
      code: 0,
      npm: [
        realpathSync(actionPath),
        "ci",
        "--omit=dev",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
      ],
    });
    expect(s.outputs).toEqual({
      "exit-code": "1",
      "continue-on-upload-error": "false",
      "sarif-file": "fidelity-audit.sarif",
      upload: "true",
      "upload-file": "fidelity-audit.sarif",
    });
    expect(s.upload).toEqual({ runs: true, continueOnError: false, sarif: "fidelity-audit.sarif" });
    expect(
      s.log
        .split("\n")
        .filter((l) => l.startsWith("::"))
        .map((l) => l.slice(0, l.indexOf("::", 2))),
    ).toEqual([
      // errors first: GitHub keeps only so many annotations of each level
      "::error file=server/src/tools/search.ts,line=15,title=fidelity-audit empty-result-excuse",
      "::warning file=server/src/client/search.ts,line=20,title=fidelity-audit scope-only-when-set",
    ]);
    expect(s.summary.split("\n").slice(0, 9)).toEqual([
      "## fidelity-audit: server",
      "",
      "Exit 1: findings at or above the threshold. The SARIF is uploaded to code scanning.",
      "",
      "| rule | error | warning | note |",
      "|---|---:|---:|---:|",
      "| `empty-result-excuse` | 1 | 0 | 0 |",
      "| `scope-only-when-set` | 0 | 1 | 0 |",
      "",
    ]);
    expect(s.verdict.code).toEqual(1);
  });

  it("a fork pull request with fail-on never: no upload, the findings in the summary, and the job passes", () => {
    const repo = tmp("fork");
    copyExample({}, repo);
    const s = simulate(
      repo,
      { "fail-on": "Never", args: RULES },
      {
        name: "pull_request",
        payload: { pull_request: { head: { repo: { full_name: "someone/termdat-server", fork: true } } } },
      },
    );
    expect([
      s.outputs["exit-code"],
      s.outputs.upload,
      s.outputs["continue-on-upload-error"],
      s.upload,
      s.verdict.code,
    ]).toEqual(["0", "false", "true", undefined, 0]);
    expect(s.summary.split("\n")[2]).toEqual(
      "Exit 0: no findings at or above the threshold. Pull request from a fork: its token cannot upload to code scanning; the findings are below and in the job log.",
    );
    expect(s.log.split("\n").filter((l) => l.startsWith("::notice::"))).toEqual([
      "::notice::fidelity-audit: pull request from a fork: the SARIF is not uploaded (no security-events: write); findings are listed in the log and the step summary",
    ]);
  });

  it("upload off: the SARIF is written and named, nothing is uploaded", () => {
    const repo = tmp("off");
    copyExample({}, repo);
    const s = simulate(repo, { upload: "False", args: RULES, "sarif-file": "out/audit.sarif" });
    expect([s.outputs["sarif-file"], s.outputs.upload, s.upload]).toEqual(["out/audit.sarif", "false", undefined]);
  });

  it("with a baseline, the uploaded SARIF holds no absent results", () => {
    const repo = tmp("base");
    copyExample({}, repo);
    // the previous run had one more finding, since fixed
    const first = simulate(repo, { args: RULES, "sarif-file": "before.sarif" });
    const before = JSON.parse(readFileSync(path.join(repo, "before.sarif"), "utf8"));
    before.runs[0].results.push({
      ...before.runs[0].results[0],
      message: { text: "fixed since" },
      partialFingerprints: { "fidelityAuditLogical/v1": "0000000000000000:1" },
    });
    writeFileSync(path.join(repo, "before.sarif"), JSON.stringify(before));
    const s = simulate(repo, { args: RULES, baseline: "before.sarif" });
    const written = JSON.parse(readFileSync(path.join(repo, "fidelity-audit.sarif"), "utf8")).runs[0].results.map(
      (r: { baselineState: string }) => r.baselineState,
    );
    const uploaded = JSON.parse(readFileSync(path.join(repo, s.upload!.sarif), "utf8")).runs[0].results.map(
      (r: { baselineState: string }) => r.baselineState,
    );
    expect([first.outputs["exit-code"], s.outputs["exit-code"], written, uploaded]).toEqual([
      "1",
      "0",
      ["unchanged", "unchanged", "absent"],
      ["unchanged", "unchanged"],
    ]);
  });

  it("a committed link under the upload copy's name is replaced, never written through; a link folder for the SARIF is refused", () => {
    const repo = tmp("link");
    copyExample({}, repo);
    const outside = tmp("outside");
    const victim = path.join(outside, "victim.txt");
    writeFileSync(victim, "precious\n");
    simulate(repo, { args: RULES, "sarif-file": "before.sarif" });
    const before = JSON.parse(readFileSync(path.join(repo, "before.sarif"), "utf8"));
    before.runs[0].results.push({
      ...before.runs[0].results[0],
      message: { text: "fixed since" },
      partialFingerprints: { "fidelityAuditLogical/v1": "0000000000000000:1" },
    });
    writeFileSync(path.join(repo, "before.sarif"), JSON.stringify(before));
    symlinkSync(victim, path.join(repo, "fidelity-audit.upload.sarif"));
    const s = simulate(repo, { args: RULES, baseline: "before.sarif" });
    const copy = path.join(repo, "fidelity-audit.upload.sarif");
    expect([
      readFileSync(victim, "utf8"),
      lstatSync(copy).isFile(),
      JSON.parse(readFileSync(copy, "utf8")).runs[0].results.length,
      s.upload?.sarif,
      s.log.split("\n").filter((l) => l.startsWith("::warning::")),
    ]).toEqual([
      "precious\n",
      true,
      2,
      "fidelity-audit.upload.sarif",
      [
        `::warning::fidelity-audit: fidelity-audit.upload.sarif was a symbolic link (to ${victim}); it was replaced by the upload copy, not written through`,
      ],
    ]);
    // the SARIF's own folder a link out of the workspace: nothing removed or written there, exit 2, no upload
    writeFileSync(path.join(outside, "audit.sarif"), "old\n");
    symlinkSync(outside, path.join(repo, "out"));
    const t = simulate(repo, { args: RULES, "sarif-file": "out/audit.sarif" });
    expect([
      t.outputs["exit-code"],
      t.outputs.upload,
      t.upload,
      readdirSync(outside).sort(),
      readFileSync(path.join(outside, "audit.sarif"), "utf8"),
      t.log.split("\n").filter((l) => l.startsWith("::error::")),
    ]).toEqual([
      "2",
      "false",
      undefined,
      ["audit.sarif", "victim.txt"],
      "old\n",
      [
        `::error::fidelity-audit: refusing to write the SARIF to out/audit.sarif: the folder out is a symbolic link (to ${outside}); reports are never written through a link`,
      ],
    ]);
  });

  it("a folder without sources: exit 3, the SARIF named but not uploaded, and the verdict fails", () => {
    const repo = tmp("empty");
    mkdirSync(path.join(repo, "docs"));
    writeFileSync(path.join(repo, "docs", "README.md"), "# docs\n");
    const s = simulate(repo, {});
    expect([s.outputs["exit-code"], s.outputs["sarif-file"], s.outputs.upload, s.upload, s.verdict.code]).toEqual([
      "3",
      "fidelity-audit.sarif",
      "false",
      undefined,
      1,
    ]);
  });

  it("on a pull request with a baseline annotates only new results, at most 10 per level, and counts the rest", () => {
    const repo = tmp("pr");
    const cli = path.join(tmp("cli"), "cli.mjs");
    const result = (i: number, state: string) => ({
      ruleId: "scope-only-when-set",
      level: "warning",
      baselineState: state,
      message: { text: `finding ${i}` },
      locations: [{ physicalLocation: { artifactLocation: { uri: "src/a.ts" }, region: { startLine: i + 1 } } }],
    });
    const results = [
      ...Array.from({ length: 12 }, (_, i) => result(i, "new")),
      ...Array.from({ length: 5 }, (_, i) => result(20 + i, "unchanged")),
    ];
    const sarif = { version: "2.1.0", runs: [{ tool: { driver: { name: "fidelity-audit" } }, results }] };
    writeFileSync(
      cli,
      `import { writeFileSync } from "node:fs";
const a = process.argv;
writeFileSync(a[a.indexOf("--output") + 1], ${JSON.stringify(JSON.stringify(sarif))});
process.exitCode = 1;
`,
    );
    const s = simulate(repo, { baseline: "before.sarif" }, { name: "pull_request", payload: {} }, cli);
    const annotated = s.log
      .split("\n")
      .filter((l) => l.startsWith("::warning"))
      .map((l) => l.slice(l.lastIndexOf("::") + 2));
    expect([
      annotated,
      s.log.split("\n").filter((l) => l.startsWith("fidelity-audit: ") && l.includes("annotated")),
      s.summary.split("\n").slice(2, 7),
    ]).toEqual([
      Array.from({ length: 10 }, (_, i) => `finding ${i}`),
      [
        "fidelity-audit: 10 finding(s) are annotated; 2 more are not (GitHub keeps 10 annotations of each level per step): see the table below, the SARIF or code scanning.",
      ],
      [
        "Exit 1: findings at or above the threshold. The SARIF is uploaded to code scanning.",
        "",
        "Against the baseline: 12 new, 5 unchanged (only new ones are annotated).",
        "",
        "10 finding(s) are annotated; 2 more are not (GitHub keeps 10 annotations of each level per step): see the table below, the SARIF or code scanning.",
      ],
    ]);
  });

  it("a config error becomes an annotation at its line and stands in the job summary; so does a malformed args input", () => {
    const repo = tmp("cfg");
    copyExample({}, repo);
    writeFileSync(path.join(repo, ".fidelity-audit.yaml"), "rules: {}\nfailOn: error\n");
    const s = simulate(repo, {});
    const message =
      "unknown key `failOn` (expected one of: rules, upstreamFunctions, ignore, specRevision, localFiles)";
    expect([
      s.outputs["exit-code"],
      s.log.split("\n").filter((l) => l.startsWith("::error")),
      s.summary.split("\n").slice(2, 5),
    ]).toEqual([
      "2",
      [`::error file=.fidelity-audit.yaml,line=2,title=fidelity-audit::${message}`],
      [
        "Exit 2: usage or input error (exit 2). No SARIF was written.",
        "",
        // repository text in the summary is Markdown-escaped (backticks too)
        `- Error: .fidelity-audit.yaml:2: ${message.replace(/`/g, "\\`")}`,
      ],
    ]);
    const t = simulate(repo, { args: `--rules "unterminated` });
    expect([t.outputs["exit-code"], t.summary.split("\n").slice(2, 5)]).toEqual([
      "2",
      ["Exit 2: usage or input error (exit 2). No SARIF was written.", "", "- Error: args: unterminated double quote"],
    ]);
  });

  it("text from the repository cannot form a workflow command or reach the log raw; fail-on never lets a failed upload pass", () => {
    const repo = tmp("inert");
    // A stand-in CLI writes the SARIF a hostile repository could lead to: a file name with `,` and `::`,
    // a message with a line break and a workflow command, an OSC 8 link, an ANSI colour and a `|`.
    const cli = path.join(tmp("cli"), "cli.mjs");
    const sarif = {
      version: "2.1.0",
      runs: [
        {
          tool: { driver: { name: "fidelity-audit" } },
          results: [
            {
              ruleId: "empty-result-excuse",
              level: "error",
              message: {
                text: "found\n::warning::injected \u001b]8;;https://x.example\u0007link\u001b]8;;\u0007 \u001b[31mred | cell",
              },
              locations: [
                { physicalLocation: { artifactLocation: { uri: "src/a%2Cb%3A%3Ac.ts" }, region: { startLine: 4 } } },
              ],
            },
            {
              ruleId: "scope-only-when-set",
              level: "note",
              message: { text: "reads [search](1) only when set" },
              locations: [{ physicalLocation: { artifactLocation: { uri: "src/ok.ts" }, region: { startLine: 3 } } }],
            },
          ],
        },
      ],
    };
    writeFileSync(
      cli,
      `import { writeFileSync } from "node:fs";
const a = process.argv;
writeFileSync(a[a.indexOf("--output") + 1], ${JSON.stringify(JSON.stringify(sarif))});
process.exitCode = 0;
`,
    );
    const s = simulate(repo, { "fail-on": "never" }, undefined, cli);
    expect(s.log.split("\n").filter((l) => l.startsWith("::"))).toEqual([
      "::error file=src/a%2Cb%3A\u200b%3Ac.ts,line=4,title=fidelity-audit empty-result-excuse::found\\n:\u200b:warning:\u200b:injected \\u{1b}]8;;https://x.example\\u{7}link\\u{1b}]8;;\\u{7} \\u{1b}[31mred | cell",
      "::notice file=src/ok.ts,line=3,title=fidelity-audit scope-only-when-set::reads search only when set",
    ]);
    expect(s.summary.split("\n").filter((l) => l.startsWith("| error") || l.startsWith("| note"))).toEqual([
      "| error | `empty-result-excuse` | `src/a,b:\u200b:c.ts:4` | found\\\\n:\u200b:warning:\u200b:injected \\\\u{1b}\\]8;;https\\://x.example\\\\u{7}link\\\\u{1b}\\]8;;\\\\u{7} \\\\u{1b}\\[31mred \\| cell |",
      "| note | `scope-only-when-set` | `src/ok.ts:3` | reads search only when set |",
    ]);
    // code scanning off: the upload step may fail without failing the job, and the verdict passes
    expect([s.outputs["exit-code"], s.upload, s.verdict.code]).toEqual([
      "0",
      { runs: true, continueOnError: true, sarif: "fidelity-audit.sarif" },
      0,
    ]);
  });
});
