/**
 * Hostile repositories, round 3 (issue 22): one bad file never ends the audit, no exit 0 without
 * measuring, one size-capped reader of regular files for everything read, reads that stay inside
 * the target, linear time, inert text. Every input is generated here in a temp folder; the servers
 * are a few lines written for this repo.
 */
import fs, { rmSync, symlinkSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { stepSummary } from "../src/action.js";
import { type AuditResult, audit } from "../src/audit.js";
import { gitProvenance } from "../src/batch/git.js";
import { runBatchCommand } from "../src/batch/index.js";
import { summaryMarkdown } from "../src/batch/summary.js";
import { loadCatalogue } from "../src/catalogue/index.js";
import { exitCode, progressText } from "../src/cli.js";
import { defaultConfig } from "../src/config.js";
import { typescriptFrontend } from "../src/frontend/ts/index.js";
import type { LoadedProject } from "../src/frontend/ts/load.js";
import type { Frontend } from "../src/frontend/types.js";
import { globToRegExp } from "../src/frontend/walk.js";
import { mdCode, mdText, plain } from "../src/report/escape.js";
import { renderText } from "../src/report/text.js";
import { PY_SERVER, pyServer, TS_SERVER, tmp, tsServer, write } from "./helpers/hostile-servers.js";

const PY_TOOL_FILE = PY_SERVER.replace("def lookup(", "def lookup_big(");

const skippedOf = (r: AuditResult) => r.coverage.filesSkipped.map((s) => `${s.subject}: ${s.reason}`);
const outcome = (r: AuditResult) => ({
  tools: r.model.tools.map((t) => t.name),
  notMeasured: r.coverage.notMeasured,
  skipped: skippedOf(r),
});

describe("one bad file never ends the audit", () => {
  it("a look-alike of 300 nested `!` is analysed", () => {
    const r = audit(tsServer({ "src/bang.ts": `export const x = ${"!".repeat(300)}true;\n` }));
    expect({ ...outcome(r), files: r.coverage.filesAnalysed }).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [],
      files: 2,
    });
  });

  it("Python files of 10,000 nested parentheses, list brackets and `+` terms are skipped with their reasons, the rest audited", () => {
    const r = audit(
      pyServer({
        "src/records/parens.py": `x = ${"(".repeat(10_000)}1${")".repeat(10_000)}\n`,
        "src/records/lists.py": `x = ${"[".repeat(10_000)}1${"]".repeat(10_000)}\n`,
        "src/records/terms.py": `x = ${Array.from({ length: 10_000 }, (_v, i) => `a${i}`).join(" + ")}\n`,
        // enough ordinary files that three unparsable ones stay under half
        ...Object.fromEntries(["a", "b", "c"].map((m) => [`src/records/${m}.py`, `${m.toUpperCase()} = 1\n`])),
      }),
    );
    const why = (n: number) =>
      `could not be analysed: nested ${n.toLocaleString("en-US")} levels deep (the limit is 1,000; CPython itself refuses 200 nested parentheses)`;
    expect(outcome(r)).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [
        `src/records/lists.py: ${why(10_004)}`,
        `src/records/parens.py: ${why(10_004)}`,
        `src/records/terms.py: ${why(10_003)}`,
      ],
    });
  });

  it("a look-alike Python file of a 900-term sum is analysed", () => {
    const r = audit(
      pyServer({ "src/records/terms.py": `x = ${Array.from({ length: 900 }, (_v, i) => `a${i}`).join(" + ")}\n` }),
    );
    expect({ ...outcome(r), files: r.coverage.filesAnalysed }).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [],
      files: 2,
    });
  });
});

describe("no exit 0 without measuring what it claims", () => {
  it("more than 4,000 Python files: the cap is a partial run (exit 3), its findings stand; a few files are a full run", () => {
    const many = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_v, i) => [`src/records/zz/m${String(i).padStart(4, "0")}.py`, "X = 1\n"]),
      );
    const over = audit(pyServer(many(4000)));
    const at = audit(pyServer(many(10)));
    expect([over, at].map((r) => ({ partial: r.coverage.partial, exit: exitCode([r], "never") }))).toEqual([
      { partial: ["more than 4,000 Python files: only the first 4,000 (in path order) were read"], exit: 3 },
      { partial: [], exit: 0 },
    ]);
    expect(
      renderText([over], { color: false })
        .split("\n")
        .filter((l) => /^(✔|✖)/.test(l)),
    ).toEqual([
      '✖ partial — 0 findings in what was read; parts of the folder were not read (see the top), nothing here means "clean"',
    ]);
  }, 60_000);

  it("a folder that cannot be read (permission denied) makes the run partial; the readable rest is audited", () => {
    const dir = tsServer({ "src/more/extra.ts": "export const extra = 1;\n" });
    const denied = path.join(dir, "src", "more");
    const real = fs.readdirSync;
    const spy = vi.spyOn(fs, "readdirSync").mockImplementation(((p: fs.PathLike, o?: unknown) => {
      if (String(p) === denied)
        throw Object.assign(new Error(`EACCES: permission denied, scandir '${p}'`), { code: "EACCES" });
      return real(p, o as never);
    }) as typeof fs.readdirSync);
    syncBuiltinESMExports();
    let r: AuditResult;
    try {
      r = audit(dir);
    } finally {
      spy.mockRestore();
      syncBuiltinESMExports();
    }
    expect({
      tools: r.model.tools.map((t) => t.name),
      partial: r.coverage.partial,
      exit: exitCode([r], "never"),
    }).toEqual({
      tools: ["lookup"],
      partial: ["src/more: folder could not be read: permission denied (EACCES) — its files were not audited"],
      exit: 3,
    });
    // the look-alike: the same tree, readable, is a full run
    expect(audit(dir).coverage.partial).toEqual([]);
  });

  it("a tool file padded with a megabyte comment, or a JavaScript tool file with a long comment line full of semicolons, is audited; a data module still is not", () => {
    const jsTool = TS_SERVER.replace(/: z\.string\(\)/, ": z.string()").replace(
      'import { z } from "zod";',
      `import { z } from "zod"; // ${"padding; ".repeat(1300)}`,
    );
    const rows = Array.from(
      { length: 16_000 },
      (_v, i) => `  { id: ${i}, code: "C${i}", label: "Label number ${i}", score: ${i % 97} }`,
    );
    const r = audit(
      tsServer({
        "src/index.ts": `${TS_SERVER}/*${" padding".repeat(150_000)} */\n`,
        "src/other.js": jsTool.replace(/"lookup"/, '"lookup_js"'),
        "src/table.ts": `export const TABLE = [\n${rows.join(",\n")}\n];\n`,
        "src/util.ts": "export const one = 1;\n",
      }),
    );
    expect({
      tools: r.model.tools.map((t) => t.name).sort(),
      skipped: r.coverage.filesSkipped.map((s) => s.subject),
    }).toEqual({
      tools: ["lookup", "lookup_js"],
      skipped: ["src/table.ts"],
    });
  });

  it("no rule applied at all (--rules naming only an inapplicable rule, or every rule off) is not measured", () => {
    const dir = tsServer();
    const off = defaultConfig();
    for (const e of loadCatalogue()) off.rules[e.id] = { level: "off", options: {} };
    const selected = audit(dir, { rules: ["guessed-ttl"] });
    const allOff = audit(dir, { config: off });
    const one = audit(dir, { rules: ["guessed-ttl", "empty-result-excuse"] });
    expect(
      [selected, allOff, one].map((r) => ({ notMeasured: r.coverage.notMeasured, exit: exitCode([r], "never") })),
    ).toEqual([
      {
        notMeasured: ["no rule was applied — nothing audited (not applicable or not selected (--rules))"],
        exit: 3,
      },
      {
        notMeasured: ["no rule was applied — nothing audited (turned off in the config)"],
        exit: 3,
      },
      { notMeasured: [], exit: 0 },
    ]);
  });
});

describe("reads stay inside the target, for every reader", () => {
  const SHA = "0123456789abcdef0123456789abcdef01234567";
  const OUT_SHA = "fedcba9876543210fedcba9876543210fedcba98";

  it("batch git metadata: a HEAD ref climbing out, a gitdir elsewhere and a linked .git are refused with the reason; a checkout inside is read", () => {
    const outside = tmp("git-outside");
    write(outside, { secret: `${OUT_SHA}\n`, "gd/HEAD": `${OUT_SHA}\n`, "real/HEAD": "ref: refs/heads/main\n" });
    write(outside, { "real/refs/heads/main": `${OUT_SHA}\n` });
    const climbing = write(tmp("git-climb"), {
      ".git/HEAD": `ref: ../../${path.relative(tmp("x"), outside)}/secret\n`,
    });
    const gitdir = write(tmp("git-dir"), { ".git": `gitdir: ${path.join(outside, "gd")}\n` });
    const linked = tmp("git-link");
    symlinkSync(path.join(outside, "real"), path.join(linked, ".git"));
    const plain = write(tmp("git-plain"), {
      ".git/HEAD": "ref: refs/heads/main\n",
      ".git/refs/heads/main": `${SHA}\n`,
    });
    const probe = (repo: string) => {
      const refused: string[] = [];
      return { provenance: gitProvenance(repo, refused), refused };
    };
    expect([probe(climbing), probe(gitdir), probe(linked), probe(plain)]).toEqual([
      {
        provenance: undefined,
        refused: [".git/HEAD names a ref that is not under refs/: no commit recorded (not followed)"],
      },
      {
        provenance: undefined,
        refused: [".git names a gitdir outside the repository: no commit recorded (not followed)"],
      },
      { provenance: undefined, refused: [".git is a symbolic link: no commit recorded (not followed)"] },
      { provenance: { revisionId: SHA, branch: "main" }, refused: [] },
    ]);
  });

  it("a loose ref reached through a linked refs/ folder is refused; nothing of it is recorded", () => {
    const outside = write(tmp("git-refs"), { "heads/main": `${OUT_SHA}\n` });
    const repo = write(tmp("git-linkrefs"), { ".git/HEAD": "ref: refs/heads/main\n" });
    symlinkSync(outside, path.join(repo, ".git", "refs"));
    const refused: string[] = [];
    expect({ provenance: gitProvenance(repo, refused), refused }).toEqual({
      provenance: undefined,
      refused: [
        ".git/refs/heads/main: reached through a linked folder: outside the audited folder: no commit recorded (not followed)",
      ],
    });
  });

  it("TypeScript test fixtures through a linked file or folder are refused with the reason; a fixture inside is read", () => {
    const outside = write(tmp("fx-outside"), { "a.json": '{"recorded": "2026-01-02 from https://api.example.org"}\n' });
    const dir = tsServer({
      "test/fixtures/own.json": '{"id": "1"}\n',
      "test/lookup.test.ts": [
        "// fixture test written for this repo",
        'import own from "./fixtures/own.json";',
        'import linked from "./fixtures/linked.json";',
        'import viaFolder from "./shared/a.json";',
        'import { expect, it } from "vitest";',
        'it("looks up", () => { expect([own, linked, viaFolder]).toEqual([own, linked, viaFolder]); });',
        "",
      ].join("\n"),
    });
    symlinkSync(path.join(outside, "a.json"), path.join(dir, "test", "fixtures", "linked.json"));
    symlinkSync(outside, path.join(dir, "test", "shared"));
    const r = audit(dir);
    expect({
      fixtures: (r.model.tests?.fixtures ?? []).filter((f) => f.kind === "file").map((f) => f.file),
      skipped: skippedOf(r).filter((s) => s.startsWith("test/")),
    }).toEqual({
      fixtures: ["test/fixtures/own.json"],
      skipped: [
        "test/shared: symbolic link to a folder to outside the audited folder: links are not followed",
        "test/fixtures/linked.json: test fixture is a symbolic link to outside the audited folder (not read)",
        "test/shared/a.json: test fixture is reached through a linked folder to outside the audited folder (not read)",
      ],
    });
  });

  it("Python test fixtures through a linked file or folder are refused with the reason; a fixture inside is read", () => {
    const outside = write(tmp("pyfx-outside"), {
      "a.json": '{"recorded": "2026-01-02 from https://api.example.org"}\n',
    });
    const dir = pyServer({
      "tests/fixtures/own.json": '{"id": "1"}\n',
      "tests/test_lookup.py": [
        "# fixture test written for this repo",
        "import json, os, pathlib",
        "HERE = pathlib.Path(__file__).parent",
        'OWN = json.loads((HERE / "fixtures" / "own.json").read_text())',
        'LINKED = json.loads((HERE / "fixtures" / "linked.json").read_text())',
        'VIA = json.load(open(os.path.join(HERE, "shared", "a.json")))',
        "",
        "def test_lookup():",
        "    assert OWN == OWN",
        "",
      ].join("\n"),
    });
    symlinkSync(path.join(outside, "a.json"), path.join(dir, "tests", "fixtures", "linked.json"));
    symlinkSync(outside, path.join(dir, "tests", "shared"));
    const r = audit(dir);
    expect({
      fixtures: (r.model.tests?.fixtures ?? []).filter((f) => f.kind === "file").map((f) => f.file),
      skipped: skippedOf(r).filter((s) => s.startsWith("tests/")),
    }).toEqual({
      fixtures: ["tests/fixtures/own.json"],
      skipped: [
        "tests/shared: symbolic link to a folder to outside the audited folder: links are not followed",
        "tests/fixtures/linked.json: test fixture is a symbolic link to outside the audited folder (not read)",
        "tests/shared/a.json: test fixture is reached through a linked folder to outside the audited folder (not read)",
      ],
    });
  });

  it("a tsconfig `extends` through a linked folder is refused as outside the audited folder, not as not found", () => {
    const outside = write(tmp("ext-outside"), { "base.json": '{ "compilerOptions": { "baseUrl": "." } }\n' });
    const dir = tsServer({ "tsconfig.json": '{ "extends": "./shared/base.json" }\n' });
    symlinkSync(outside, path.join(dir, "shared"));
    const r = audit(dir);
    expect(r.coverage.filesSkipped.filter((s) => s.kind === "tsconfig").map((s) => s.reason)).toEqual([
      "tsconfig settings partly unusable (extends shared/base.json: reached through a linked folder: outside the audited folder (not read)); defaults used for those",
    ]);
  });

  it("a linked packages/ folder is not read for the SDK version; a real one is", () => {
    const pkg = '{ "name": "a", "dependencies": { "@modelcontextprotocol/sdk": "^1.9.0" } }\n';
    const outside = write(tmp("pkgs-outside"), { "a/package.json": pkg });
    const noRoot = (files: Record<string, string>) => {
      const d = tsServer(files);
      rmSync(path.join(d, "package.json"));
      return d;
    };
    const linked = noRoot({});
    symlinkSync(outside, path.join(linked, "packages"));
    const real = noRoot({ "packages/a/package.json": pkg });
    const spec = (r: AuditResult) => r.coverage.facts.find((f) => f.label === "spec revision")?.value;
    const a = audit(linked);
    expect([spec(a), skippedOf(a), spec(audit(real))]).toEqual([
      "before 2026-07-28 — no SDK dependency, protocol-version literal or 2026-07-28 field found",
      ["packages: symbolic link to a folder to outside the audited folder: links are not followed"],
      "before 2026-07-28 — @modelcontextprotocol/sdk ^1.9.0 in packages/a/package.json and no 2026-07-28 field used",
    ]);
  });
});

describe("no injection into logs, summaries or terminals", () => {
  it("breaks legacy workflow commands (##[error], ##[add-mask], ##[set-output], ##vso[) in any case, as `::` is; a Markdown heading stays", () => {
    expect(
      [
        "##[error]pwned",
        "x ##[add-mask]secret",
        "##[set-output name=a]b",
        "##vso[task.setvariable variable=x]1",
        "##VSO[task.complete]",
        "## heading",
        "#[x] and #vso[",
      ].map(plain),
    ).toEqual([
      "#\u200b#[error]pwned",
      "x #\u200b#[add-mask]secret",
      "#\u200b#[set-output name=a]b",
      "#\u200b#vso[task.setvariable variable=x]1",
      "#\u200b#VSO[task.complete]",
      "## heading",
      "#[x] and #vso[",
    ]);
  });

  it("the text report of a tool named with a legacy command holds no line that forms one", () => {
    const dir = tsServer({
      "src/index.ts": TS_SERVER.replace('"lookup"', '"lookup\\n##[error]pwned ##vso[task.complete]"'),
    });
    const text = renderText([audit(dir)], { color: false });
    expect(text.split("\n").filter((l) => /##(\[|vso\[)/i.test(l))).toEqual([]);
  });

  it("Markdown from a repository forms no link, image or code-span breakout in the job summary or summary.md", () => {
    const evil = "x](https://evil.example) ![i](https://evil.example/p.png) `` ` ``<b>";
    const step = stepSummary(
      [{ level: "warning", rule: "scope-only-when-set", file: `src/${evil}.ts`, line: 3, message: `Tool '${evil}'` }],
      1,
      `servers/${evil}`,
      "Upload is off.",
    );
    const md = summaryMarkdown([
      {
        label: evil,
        status: "not-measured",
        reason: evil,
        rules: {},
        findings: { error: 0, warning: 0, note: 0, suppressed: 0 },
      },
    ]);
    // read as CommonMark does: a backslash escapes the next character, a run of n backticks opens a code span
    // that only a run of exactly n closes; outside those, no `](`, `![`, `<` or unmatched backtick may remain
    const residue = (s: string): string[] => {
      const left: string[] = [];
      for (let i = 0; i < s.length; i++) {
        if (s[i] === "\\") i++;
        else if (s[i] === "`") {
          let n = 1;
          while (s[i + n] === "`") n++;
          const close = new RegExp(`(?<!\`)\`{${n}}(?!\`)`, "g");
          close.lastIndex = i + n;
          const m = close.exec(s);
          if (!m) left.push("`".repeat(n));
          i = m ? m.index + n - 1 : i + n - 1;
        } else if (s[i] === "<" || (s[i] === "!" && s[i + 1] === "[") || (s[i] === "]" && s[i + 1] === "("))
          left.push(s.slice(i, i + 2));
      }
      return left;
    };
    expect({ step: residue(step), md: residue(md) }).toEqual({ step: [], md: [] });
    expect([mdCode("a`b``c|d"), mdCode("`x"), mdText("[a](b)")]).toEqual([
      "```a`b``c\\|d```",
      "`` `x ``",
      "\\[a\\](b)",
    ]);
  });

  it("the terminal progress line shows control sequences in a folder name as escapes", () => {
    expect(progressText("repo\u001b]8;;https://evil.example\u0007x\u001b[2J", "loading")).toEqual(
      "repo\\u{1b}]8;;https:/\u200b/evil.example\\u{7}x\\u{1b}[2J: loading".replace("/\u200b/", "//"),
    );
  });
});

describe("linear time on adversarial input", () => {
  it("an `ignore` glob of `**/` repeated a dozen times is matched at once, with the same answers as before", () => {
    const g = globToRegExp(`${"**/".repeat(12)}x.ts`);
    const started = Date.now();
    const answers = [g.test(`${"a/".repeat(300)}b.ts`), g.test(`${"a/".repeat(300)}x.ts`), g.test("x.ts")];
    expect({ answers, fast: Date.now() - started < 200 }).toEqual({ answers: [false, true, true], fast: true });
    const t = (glob: string, p: string) => globToRegExp(glob).test(p);
    expect([
      t("dist", "dist/a.js"),
      t("dist", "distx"),
      t("src/*.ts", "src/a/b.ts"),
      t("src/**", "src/a/b.ts"),
      t("a?c", "abc"),
      t("a?c", "a/c"),
    ]).toEqual([true, false, false, true, true, false]);
  });

  it("a Python data module (a 1.5 MB list literal) is generated data beside code of its own; a tool module as large is not", () => {
    const rows = Array.from({ length: 45_000 }, (_v, i) => `    {"id": ${i}, "label": "row ${i}"},`).join("\n");
    const r = audit(
      pyServer({
        "src/records/table.py": `ROWS = [\n${rows}\n]\n`,
        "src/records/big_tools.py": `${PY_TOOL_FILE}\nPAD = [\n${rows.slice(0, 1_200_000)}\n]\n`,
      }),
    );
    expect({
      tools: r.model.tools.map((t) => t.name).sort(),
      skipped: r.coverage.filesSkipped.map((s) => `${s.subject}: ${s.reason.replace(/\(.*?\)/, "(…)")}`),
    }).toEqual({
      tools: ["lookup", "lookup_big"],
      skipped: ["src/records/table.py: generated data (…); the folder has code of its own"],
    });
  }, 60_000);

  it("a dispatch handler serving more tools than the bound follows the first ones and makes the run partial; at the bound the run is whole", () => {
    // modelled on a generated low-level server: every tool one `case` of one CallTool switch
    const generated = (n: number) => {
      const tools = Array.from(
        { length: n },
        (_v, i) =>
          `  { name: "tool_${i}", description: "Tool ${i}.", inputSchema: { type: "object", properties: { q: { type: "string" } } } },`,
      );
      const cases = Array.from(
        { length: n },
        (_v, i) =>
          `    case "tool_${i}": { const r = await fetch("https://api.example.org/t/${i}?q=" + args.q); return { content: [{ type: "text", text: await r.text() }] }; }`,
      );
      return write(tmp("dispatch"), {
        "package.json": '{ "name": "generated-server", "dependencies": { "@modelcontextprotocol/sdk": "^1.0.0" } }\n',
        "src/index.ts": `// hostile-input fixture: a generated low-level server, written for this repo by the test
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "gen", version: "1.0.0" }, { capabilities: { tools: {} } });
const TOOLS = [
${tools.join("\n")}
];
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments as { q: string };
  switch (request.params.name) {
${cases.join("\n")}
    default: throw new Error("unknown tool");
  }
});
`,
      });
    };
    // the bound is 500 tools per handler; a small one stands in for it here
    const bounded: Frontend<LoadedProject> = {
      ...typescriptFrontend,
      buildModel: (loaded, o) =>
        typescriptFrontend.buildModel(loaded, { ...o, config: { ...o.config, maxToolsPerDispatch: 3 } }),
    };
    const [over, at] = [generated(5), generated(3)].map((d) => audit(d, { frontends: [bounded] }));
    const shape = (r: AuditResult) => ({
      tools: r.model.tools.map((t) => t.name),
      followed: r.model.tools.filter((t) => t.upstreamCalls?.length).map((t) => t.name),
      unresolved: r.coverage.toolsUnresolved.map((u) => `${u.tool}: ${u.reasons.join("; ")}`),
      partial: r.coverage.partial,
      exit: exitCode([r], "never"),
    });
    const past = "past the limit of 3 tools followed per dispatch handler: not followed";
    expect([shape(over), shape(at)]).toEqual([
      {
        tools: ["tool_0", "tool_1", "tool_2", "tool_3", "tool_4"],
        followed: ["tool_0", "tool_1", "tool_2"],
        unresolved: [`tool_3: ${past}`, `tool_4: ${past}`],
        partial: [
          "5 tools dispatched by one handler (src/index.ts:13): only the first 3 were followed (the limit), the other 2 are listed but not audited",
        ],
        exit: 3,
      },
      {
        tools: ["tool_0", "tool_1", "tool_2"],
        followed: ["tool_0", "tool_1", "tool_2"],
        unresolved: [],
        partial: [],
        exit: 0,
      },
    ]);
    expect(
      renderText([over], { color: false })
        .split("\n")
        .filter((l) => /^(✔|✖)/.test(l)),
    ).toEqual([
      '✖ partial — 5 findings in what was read; parts of the folder were not read (see the top), nothing here means "clean"',
    ]);
  }, 60_000);

  it("a --timeout past what a timer holds is refused", async () => {
    await expect(
      runBatchCommand({
        input: write(tmp("timeout"), { "a/x.txt": "" }),
        output: tmp("timeout-out"),
        timeout: 3e9,
        maxMemory: 1024,
        quiet: true,
      } as unknown as Parameters<typeof runBatchCommand>[0]),
    ).rejects.toThrow("--timeout must be at most 2147483 seconds (about 24 days)");
  });
});

describe("Python as CPython reads it", () => {
  it("a module with lone carriage returns as line endings is read line by line; CRLF and LF files alike", () => {
    const forms = ["\r", "\r\n", "\n"].map((eol) => {
      const r = audit(pyServer({ "src/records/server.py": PY_SERVER.split("\n").join(eol) }));
      return r.model.tools.map((t) => `${t.name}:${t.location.line}`);
    });
    expect(forms).toEqual([["lookup:8"], ["lookup:8"], ["lookup:8"]]);
  });
});
