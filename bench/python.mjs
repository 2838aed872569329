#!/usr/bin/env node
// Python benchmark (written for this repo, 2026-11-30): audits every server folder of the Python
// development set (~/fidelity-realcode/py/*, or the folders given) one CLI process at a time, the way
// a user or CI runs it, and reports seconds per server: wall time, CPU time (user + system, less noisy
// on a shared machine), and whether the process loaded ts-morph/TypeScript (a Python-only audit need not).
//
//   npm run build && node bench/python.mjs [--runs 3] [--set DIR] [--against BUILD] [folder ...]
//
// --against BUILD (a folder holding dist/cli.js, e.g. a snapshot of main) measures that build too, paired:
// each run audits the server with both builds, alternating which goes first, so a shared machine's load
// falls on both alike; each line then gives both medians and their difference.
//
// Each server is run --runs times and the median is kept. The summary's "average" is the mean of the
// per-server medians (issue 15 asked it to stay under 2 s); the last line gives the distribution of the
// medians and names the servers at or above 2 s (issue 25 asks each to stay under).
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = path.dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" }, set: { type: "string" }, against: { type: "string" } },
  allowPositionals: true,
});
const RUNS = Number(values.runs);
const SET = values.set ?? path.join(os.homedir(), "fidelity-realcode", "py");
const folders = positionals.length
  ? positionals.map((p) => path.resolve(p))
  : readdirSync(SET)
      .sort()
      .map((d) => path.join(SET, d))
      .filter((d) => statSync(d).isDirectory());
if (!folders.length) throw new Error(`no server folders under ${SET}`);

const CLI = path.join(here, "..", "dist", "cli.js");
const OTHER = values.against ? path.join(path.resolve(values.against), "dist", "cli.js") : undefined;
const PRELOAD = path.join(here, "cpu-at-exit.mjs");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function once(dir, cli = CLI) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ["--import", PRELOAD, cli, dir, "--format", "json", "-q", "--no-color"], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const wallS = Number(process.hrtime.bigint() - t0) / 1e9;
  const line = r.stderr.split("\n").find((l) => l.startsWith("#bench "));
  if (!line) throw new Error(`${dir}: no timing line (exit ${r.status}): ${r.stderr.slice(0, 500)}`);
  return { wallS, exit: r.status, ...JSON.parse(line.slice(7)) };
}

const rows = [];
for (const dir of folders) {
  const runs = [];
  const others = [];
  for (let i = 0; i < RUNS; i++) {
    // paired: both builds in each round, the first one alternating
    if (OTHER && i % 2 === 0) others.push(once(dir, OTHER));
    runs.push(once(dir));
    if (OTHER && i % 2 === 1) others.push(once(dir, OTHER));
  }
  rows.push({
    server: path.basename(dir),
    wallS: median(runs.map((r) => r.wallS)),
    cpuS: median(runs.map((r) => r.cpuS)),
    exit: runs[0].exit,
    tsMorph: runs.some((r) => r.tsMorph),
    ...(OTHER && {
      otherCpuS: median(others.map((r) => r.cpuS)),
      otherWallS: median(others.map((r) => r.wallS)),
      otherExit: others[0].exit,
    }),
  });
}
const w = Math.max(...rows.map((r) => r.server.length));
for (const r of rows)
  console.log(
    `${r.server.padEnd(w)}  wall ${r.wallS.toFixed(2)} s  cpu ${r.cpuS.toFixed(2)} s  exit ${r.exit}` +
      `${r.tsMorph ? "  (loaded ts-morph)" : ""}` +
      (OTHER
        ? `  | against: cpu ${r.otherCpuS.toFixed(2)} s, wall ${r.otherWallS.toFixed(2)} s, exit ${r.otherExit}; ` +
          `cpu ${(r.cpuS - r.otherCpuS >= 0 ? "+" : "") + (r.cpuS - r.otherCpuS).toFixed(2)} s`
        : ""),
  );
const mean = (k) => rows.reduce((n, r) => n + r[k], 0) / rows.length;
console.log(
  `${rows.length} servers, median of ${RUNS} runs each: average wall ${mean("wallS").toFixed(2)} s, ` +
    `cpu ${mean("cpuS").toFixed(2)} s per server; ${rows.filter((r) => r.tsMorph).length} loaded ts-morph` +
    (OTHER ? `; against ${values.against}: average cpu ${mean("otherCpuS").toFixed(2)} s` : ""),
);
// issue 25 asks each server to stay under 2 s of CPU: the distribution, and the servers at or above it
const cpus = rows.map((r) => r.cpuS).sort((a, b) => a - b);
const at = (q) => cpus[Math.min(cpus.length - 1, Math.floor(q * cpus.length))].toFixed(2);
const over = rows.filter((r) => r.cpuS >= 2);
console.log(
  `cpu per server: min ${at(0)} s, median ${at(0.5)} s, 90th percentile ${at(0.9)} s, max ${at(1)} s; ` +
    `${over.length} of ${rows.length} at or above 2 s${over.length ? `: ${over.map((r) => r.server).join(", ")}` : ""}`,
);
