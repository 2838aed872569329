/**
 * The seam between languages and rules (src/frontend/types.ts): front ends are picked by detection,
 * their models are merged, model-only rules run on any of them, syntax rules say what they lack,
 * and a rule that crashes fails the run instead of reading as passed. A stub second front end stands
 * in for a language the project does not read yet, so the merge is proven on its own.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tsMorphReal from "ts-morph";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ANALYZERS } from "../src/analyzers/index.js";
import { scopeOnlyWhenSet } from "../src/analyzers/scope-only-when-set.js";
import type { Analyzer } from "../src/analyzers/types.js";
import { audit } from "../src/audit.js";
import { exitCode } from "../src/cli.js";
import { typescriptFrontend } from "../src/frontend/ts/index.js";
import * as lazyMorph from "../src/frontend/ts/morph.js";
import type { Frontend, FrontendBuild } from "../src/frontend/types.js";
import type { SourceLocation } from "../src/model/types.js";
import { renderJson } from "../src/report/json.js";

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fa-seam-"));
  temps.push(dir);
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), text);
  }
  return dir;
}

const at = (file: string, line: number, column = 1): SourceLocation => ({
  file,
  line,
  column,
  endLine: line,
  endColumn: column + 10,
});

/**
 * A stand-in front end for "server.stub" files: one read-only tool whose optional `status` argument is
 * written into the request only when set (the model shape rule 1 reads), as a Python front end would
 * report `if status: params["status"] = status`.
 */
const stubFrontend: Frontend<string> = {
  language: "python",
  label: "Stub",
  detect: (root) => {
    const found = existsSync(path.join(root, "server.stub"));
    return { found, reason: found ? "server.stub" : "no server.stub" };
  },
  load: (root) => root,
  buildModel: (root): FrontendBuild => {
    const tool = "search_terms@server.stub:3";
    return {
      language: "python",
      model: {
        root,
        tools: [
          {
            id: tool,
            name: "search_terms",
            description: "Search terms in the term bank.",
            registration: "mcp-server-tool",
            location: at("server.stub", 3),
            parameters: [
              { name: "query", type: "string", optional: false, location: at("server.stub", 4) },
              { name: "status", type: "string", optional: true, location: at("server.stub", 5) },
            ],
            schemaResolved: true,
            handlerLocation: at("server.stub", 6),
            intent: "query",
          },
        ],
        upstreamCalls: [
          {
            id: "client.get@server.stub:9:5",
            client: "sdk",
            callee: "client.get",
            location: at("server.stub", 9, 5),
            reachedFrom: [tool],
          },
        ],
        flows: [
          {
            tool,
            param: "status",
            upstreamCall: "client.get@server.stub:9:5",
            kind: "guarded-write",
            guard: { location: at("server.stub", 8, 5), condition: "status" },
            steps: [
              { location: at("server.stub", 5), message: "argument `status`" },
              { location: at("server.stub", 9, 5), message: "upstream request `client.get(…)`" },
            ],
          },
        ],
        texts: [],
      },
      project: {
        projectConfigs: ["pyproject.stub"],
        filesAnalysed: 1,
        testFiles: 0,
        parseFailures: 0,
        skipped: [],
        notes: [],
      },
      unresolvedSites: [],
      limits: [],
      spec: { source: "stub", fieldsUsed: [] },
      suppressions: [],
      syntax: {},
    };
  },
};

const TS_SERVER = {
  "package.json": JSON.stringify({ name: "x", dependencies: { "@modelcontextprotocol/sdk": "^1.0.0" } }),
  "src/index.ts": [
    "// fidelity-audit test fixture (written for this repo): a one-tool TypeScript server beside a stub-language one.",
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
    'import { z } from "zod";',
    'const server = new McpServer({ name: "x", version: "1" });',
    'server.tool("get_record", "Fetch one record by id.", { id: z.string() }, async ({ id }) => {',
    "  const res = await fetch(`https://api.example.org/records/${id}`);",
    '  return { content: [{ type: "text", text: await res.text() }] };',
    "});",
    "",
  ].join("\n"),
};

describe("front ends picked by detection and merged", () => {
  it("audits a folder with both languages in both, and a model-only rule sees the second front end's tools", () => {
    const dir = folder({ ...TS_SERVER, "server.stub": "stub\n" });
    const r = audit(dir, {
      frontends: [typescriptFrontend as Frontend, stubFrontend as Frontend],
      rules: ["scope-only-when-set"],
    });
    expect({
      languages: r.coverage.languages,
      projectConfigs: r.coverage.projectConfigs,
      tools: r.model.tools.map((t) => t.name),
      files: r.coverage.filesAnalysed,
      notMeasured: r.coverage.notMeasured,
      findings: r.findings.map((f) => ({
        rule: f.ruleId,
        at: `${f.location.file}:${f.location.line}`,
        tool: f.tool,
        param: f.param,
      })),
    }).toEqual({
      languages: ["typescript", "python"],
      projectConfigs: ["pyproject.stub"],
      tools: ["get_record", "search_terms"],
      files: 2,
      notMeasured: [],
      findings: [
        { rule: "scope-only-when-set", at: "server.stub:8", tool: "search_terms@server.stub:3", param: "status" },
      ],
    });
  });

  it("runs only the detected front end, and a rule that needs TypeScript syntax says so instead of passing", () => {
    const dir = folder({ "server.stub": "stub\n" });
    // Every shipped rule now reads the model (some with an extra TypeScript part), so a stand-in for one
    // declares that it needs TypeScript syntax: the mechanism stays for rules that cannot move.
    const at = ANALYZERS.findIndex((a) => a.id === "widened-query");
    const original = ANALYZERS[at]!;
    const syntaxRule = original.id;
    (ANALYZERS as Analyzer[])[at] = {
      id: syntaxRule,
      needs: "typescript",
      applies: () => ({ applies: true, reason: "x" }),
      run: () => [],
    } as unknown as Analyzer;
    let r: ReturnType<typeof audit>;
    try {
      r = audit(dir, {
        frontends: [typescriptFrontend as Frontend, stubFrontend as Frontend],
        rules: ["scope-only-when-set", syntaxRule],
      });
    } finally {
      (ANALYZERS as Analyzer[])[at] = original;
    }
    expect({
      languages: r.coverage.languages,
      rules: r.coverage.rules
        .filter((x) => x.ruleId === "scope-only-when-set" || x.ruleId === syntaxRule)
        .map((x) => [x.ruleId, x.applied, x.reason]),
    }).toEqual({
      languages: ["python"],
      rules: [
        ["scope-only-when-set", true, "tools with optional arguments and upstream calls"],
        [
          syntaxRule,
          false,
          "not applicable: needs the TypeScript front end's syntax, and this project has no TypeScript or JavaScript source",
        ],
      ],
    });
  });

  it("a folder no front end reads is not measured, naming what was looked for", () => {
    const dir = folder({ "README.md": "# nothing here\n" });
    const r = audit(dir, { frontends: [typescriptFrontend as Frontend, stubFrontend as Frontend] });
    expect(r.coverage.notMeasured).toEqual(["no TypeScript or JavaScript or Stub source files found"]);
  });
});

describe("a rule that crashes", () => {
  it("fails the run with exit 3 and keeps the message and stack in the JSON report", () => {
    const dir = folder({ "server.stub": "stub\n" });
    const spy = vi.spyOn(scopeOnlyWhenSet, "run").mockImplementation(() => {
      throw new Error("boom in the analyzer");
    });
    try {
      const r = audit(dir, { frontends: [stubFrontend as Frontend], rules: ["scope-only-when-set"] });
      const json = JSON.parse(renderJson([r])) as {
        servers: { coverage: { rulesFailed: { ruleId: string; message: string; stack: string }[] } }[];
      };
      const failed = json.servers[0]!.coverage.rulesFailed;
      expect({
        exit: exitCode([r], "warning"),
        failed: failed.map((f) => [f.ruleId, f.message, f.stack.split("\n")[0]]),
        rule: r.coverage.rules.find((x) => x.ruleId === "scope-only-when-set"),
        findings: r.findings.length,
      }).toEqual({
        exit: 3,
        failed: [["scope-only-when-set", "boom in the analyzer", "Error: boom in the analyzer"]],
        rule: { ruleId: "scope-only-when-set", applied: false, reason: "analyzer failed: boom in the analyzer" },
        findings: 0,
      });
    } finally {
      spy.mockRestore();
    }
  });
});

describe("ts-morph is loaded only when TypeScript is read", () => {
  /** Every `.ts` file under src/, relative to it. */
  const srcFiles = (dir = ""): string[] =>
    readdirSync(path.join(import.meta.dirname, "..", "src", dir), { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? srcFiles(path.posix.join(dir, e.name))
          : e.name.endsWith(".ts")
            ? [path.posix.join(dir, e.name)]
            : [],
      )
      .sort();

  it("no source file but frontend/ts/morph.ts imports a value from ts-morph (types only, with `import type`)", () => {
    const offending = srcFiles().filter((f) => {
      if (f === "frontend/ts/morph.ts") return false;
      const text = readFileSync(path.join(import.meta.dirname, "..", "src", f), "utf8");
      return [...text.matchAll(/^(import|export)\b([^;]*?)\bfrom\s+"ts-morph";/gms)].some(
        (m) => !/^\s*type\b/.test(m[2]!) && !(m[1] === "export" && /^\s*type\b/.test(m[2]!)),
      );
    });
    expect(offending).toEqual([]);
  });

  it("the stand-ins answer as ts-morph's own values", () => {
    expect([lazyMorph.SyntaxKind.CallExpression, lazyMorph.SyntaxKind[lazyMorph.SyntaxKind.Identifier]]).toEqual([
      tsMorphReal.SyntaxKind.CallExpression,
      "Identifier",
    ]);
    const p = new lazyMorph.Project({ useInMemoryFileSystem: true });
    const call = p.createSourceFile("a.ts", "f(1);").getDescendantsOfKind(tsMorphReal.SyntaxKind.CallExpression)[0];
    expect([
      lazyMorph.Node.isCallExpression(call),
      call instanceof lazyMorph.Node,
      lazyMorph.typescript.version,
    ]).toEqual([true, true, tsMorphReal.ts.version]);
  });
});

describe("server scopes in a TypeScript tree (the same decision as Python's, frontend/scopes.ts)", () => {
  const head =
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1" });\n';
  const fetchTool = (name: string) =>
    `server.registerTool("${name}", { description: "d" }, async () => ({ content: [{ type: "text", text: await (await fetch("https://x.example")).text() }] }));\n`;

  it("keeps an example server and a companion local-files server apart from the shipped one", () => {
    const root = folder({
      "package.json": JSON.stringify({ name: "weather-mcp", bin: { "weather-mcp": "dist/index.js" } }),
      "src/index.ts": head + fetchTool("forecast"),
      "examples/demo/index.ts": head + fetchTool("demo_forecast"),
      "tools/fixtures/package.json": JSON.stringify({ name: "weather-fixtures", private: true }),
      "tools/fixtures/index.ts": `import { readFileSync } from "node:fs";\n${head}server.registerTool("read_fixture", { description: "d" }, async () => ({ content: [{ type: "text", text: readFileSync("f.json", "utf8") }] }));\n`,
    });
    const r = audit(root);
    expect(r.coverage.scopes?.map((s) => [s.id, s.kind, s.tools])).toEqual([
      [".", "server", 1],
      ["examples/demo", "example", 1],
      ["tools/fixtures", "local-files", 1],
    ]);
    expect(r.model.tools.map((t) => [t.name, t.scope, t.listed ?? true])).toEqual([
      ["demo_forecast", "examples/demo", false],
      ["forecast", ".", true],
      ["read_fixture", "tools/fixtures", true],
    ]);
    expect(r.coverage.toolsFound).toBe(2);
  });

  it("keeps a server under examples/ a server when the root package publishes it", () => {
    const root = folder({
      "package.json": JSON.stringify({ name: "examples-mcp", bin: "./examples/live/index.js" }),
      "examples/live/index.ts": head + fetchTool("search_examples"),
      "demo/index.ts": head + fetchTool("demo_search"),
    });
    expect(audit(root).coverage.scopes?.map((s) => [s.id, s.kind, s.reason])).toEqual([
      ["demo", "example", "under demo/ and not published by the project at the root, beside examples/live"],
      [
        "examples/live",
        "server",
        "under examples/, but published by the project at the root (package.json publishes examples/live/index.js)",
      ],
    ]);
  });
});
