#!/usr/bin/env node
// Audit against type check on a real server (written for this repo, 2026-12-01): one audit of a
// folder (by default sentry-mcp from the development set) beside `tsc --noEmit` over the same
// files, in the same run, each in its own process, CPU read from the process's own accounting.
//
//   npm run build && node bench/vs-tsc.mjs [--dir ~/fidelity-realcode/ts/getsentry__sentry-mcp] [--runs 2]
//       [--typescript DIR]   (the type check with another JavaScript TypeScript, e.g. TypeScript 5 from
//                            `npm i typescript@5` in a scratch folder: DIR/node_modules/typescript)
//
// The type check is the JavaScript compiler ts-morph bundles (the compiler the audit runs on; the
// repository's own `tsc` is TypeScript 7, a native binary, a different implementation). It checks
// exactly the files the audit parsed, with the compiler options the audit used, except that the
// standard library is loaded as `tsc --noEmit` always does (the audit itself runs with `noLib`).
// What `tsc --noEmit` does is what the check does: create the program, then every syntactic,
// global, options and semantic diagnostic (`ts.getPreEmitDiagnostics`). Runs alternate (audit,
// check, audit, check …) so a busy machine weighs on both alike; the ratio of the sums is printed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { dir: { type: "string" }, runs: { type: "string", default: "2" }, typescript: { type: "string" } },
});
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIR = path.resolve(values.dir ?? path.join(os.homedir(), "fidelity-realcode/ts/getsentry__sentry-mcp"));
const RUNS = Number(values.runs);
const CLI = path.join(ROOT, "dist", "cli.js");
const PRELOAD = path.join(ROOT, "bench", "cpu-at-exit.mjs");
const tmp = mkdtempSync(path.join(os.tmpdir(), "fa-bench-vs-tsc-"));

// the files and options of the audit, read once here (not measured)
const { loadProject } = await import("../dist/frontend/ts/load.js");
const loaded = loadProject(DIR);
const files = loaded.project.getSourceFiles().map((f) => f.getFilePath());
const { noLib: _noLib, types: _types, ...options } = loaded.project.getCompilerOptions();
const spec = path.join(tmp, "check.json");
writeFileSync(spec, JSON.stringify({ files, options }));

const checkScript = path.join(tmp, "check.mjs");
// another TypeScript (its own lib folder on disk, so its standard host serves the standard library)
const other = values.typescript ? path.resolve(values.typescript) : undefined;
writeFileSync(
  checkScript,
  other
    ? `import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
const ts = createRequire(import.meta.url)(${JSON.stringify(other)});
const { files, options } = JSON.parse(readFileSync(process.argv[2], "utf8"));
const program = ts.createProgram(files, { ...options, noEmit: true }, ts.createCompilerHost({ ...options, noEmit: true }));
const n = ts.getPreEmitDiagnostics(program).length;
const libCount = program.getSourceFiles().filter((f) => program.isSourceFileDefaultLibrary(f)).length;
process.stderr.write(ts.version + ": " + files.length + " files and " + libCount + " standard library files checked, " + n + " diagnostics\\n");
`
    : `import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
const require = createRequire(${JSON.stringify(path.join(ROOT, "package.json"))});
const { ts } = require("ts-morph");
const { getLibFiles } = require("@ts-morph/common");
const { files, options } = JSON.parse(readFileSync(process.argv[2], "utf8"));
// the standard library as ts-morph ships it (in memory: its TypeScript has no lib folder on disk)
const LIB = "/fa-bench-lib/";
const libs = new Map(getLibFiles().map((f) => [LIB + f.fileName, f.text]));
const host = ts.createCompilerHost({ ...options, noEmit: true });
const { fileExists, readFile, getSourceFile } = host;
host.getDefaultLibLocation = () => LIB.slice(0, -1);
host.getDefaultLibFileName = (o) => LIB + ts.getDefaultLibFileName(o);
host.fileExists = (f) => libs.has(f) || fileExists.call(host, f);
host.readFile = (f) => libs.get(f) ?? readFile.call(host, f);
host.getSourceFile = (f, v, ...rest) =>
  libs.has(f) ? ts.createSourceFile(f, libs.get(f), v) : getSourceFile.call(host, f, v, ...rest);
const program = ts.createProgram(files, { ...options, noEmit: true }, host);
const n = ts.getPreEmitDiagnostics(program).length;
const libCount = program.getSourceFiles().filter((f) => program.isSourceFileDefaultLibrary(f)).length;
process.stderr.write(ts.version + ": " + files.length + " files and " + libCount + " standard library files checked, " + n + " diagnostics\\n");
`,
);

/** Runs node with the CPU preload; returns wall and CPU seconds and the child's stderr. */
function run(args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ["--import", PRELOAD, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const line = r.stderr.split("\n").find((l) => l.startsWith("#bench "));
  const cpu = line ? JSON.parse(line.slice(7)).cpuS : Number.NaN;
  return { wall, cpu, code: r.status, stderr: r.stderr };
}

const audits = [];
const checks = [];
let summary = "";
let checked = "";
try {
  for (let i = 0; i < RUNS; i++) {
    const out = path.join(tmp, "audit.json");
    const a = run([CLI, DIR, "-q", "-f", "json", "-o", out, "--fail-on", "never"]);
    audits.push(a);
    const s = JSON.parse(readFileSync(out, "utf8")).servers[0];
    summary = `${s.coverage.filesAnalysed} files analysed (${files.length} parsed with the tests), ${s.coverage.toolsFound} tools, ${s.findings.length} findings`;
    const c = run([checkScript, spec]);
    checks.push(c);
    checked = c.stderr.split("\n").find((l) => /diagnostics$/.test(l)) ?? "";
    console.log(
      `run ${i + 1}: audit ${a.cpu.toFixed(2)} s CPU (${a.wall.toFixed(1)} s wall, exit ${a.code}); type check ${c.cpu.toFixed(2)} s CPU (${c.wall.toFixed(1)} s wall, exit ${c.code}); ratio ${(a.cpu / c.cpu).toFixed(2)}×`,
    );
  }
  const sum = (xs) => xs.reduce((t, x) => t + x.cpu, 0);
  console.log(`folder      ${path.basename(DIR)}: ${summary}`);
  console.log(`type check  TypeScript ${checked} (the audit's files and options, with the standard library)`);
  console.log(
    `total       audit ${sum(audits).toFixed(2)} s CPU, type check ${sum(checks).toFixed(2)} s CPU over ${RUNS} run(s): audit / tsc --noEmit = ${(sum(audits) / sum(checks)).toFixed(2)}× CPU`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
