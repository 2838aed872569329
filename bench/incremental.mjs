#!/usr/bin/env node
// Incremental batch benchmark (written for this repo, 2026-12-01): a cold batch over a folder of
// repositories into a new output folder, the same batch again (every repository unchanged, so all
// reused), and once more after one file of one repository changed. Reports wall and CPU time of each
// run and what the CLI said it reused, and checks that the warm output is byte-identical to the cold.
//
//   npm run build && node bench/incremental.mjs --dir ~/fidelity-realcode/ts [--jobs 2]
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { dir: { type: "string" }, jobs: { type: "string", default: "2" } } });
if (!values.dir) {
  console.error("usage: node bench/incremental.mjs --dir <folder of repositories> [--jobs N]");
  process.exit(2);
}
const CLI = path.resolve("dist/cli.js");
const out = mkdtempSync(path.join(os.tmpdir(), "fa-bench-inc-"));
const run = (label) => {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [CLI, "batch", values.dir, "-o", out, "-j", values.jobs], { encoding: "utf8" });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const line = r.stderr.split("\n").find((l) => l.includes("unchanged since the last run")) ?? "";
  const reused = /(\d+) unchanged since the last run/.exec(line)?.[1] ?? "?";
  console.log(`${label.padEnd(22)} wall ${wall.toFixed(1)} s, exit ${r.status}, reused ${reused}`);
};
const snapshot = () =>
  readdirSync(out)
    .filter((f) => !f.startsWith("."))
    .sort()
    .map((f) => readFileSync(path.join(out, f), "utf8"))
    .join("\u0000");
run("cold");
const cold = snapshot();
run("warm (nothing changed)");
console.log(`warm output byte-identical to cold: ${snapshot() === cold}`);
const first = readdirSync(values.dir)
  .filter((d) => !d.startsWith("."))
  .sort()[0];
const touched = path.join(values.dir, first, ".fidelity-audit-bench-touch");
appendFileSync(touched, "x");
try {
  run(`warm (${first} changed)`);
} finally {
  rmSync(touched, { force: true });
  rmSync(out, { recursive: true, force: true });
}
