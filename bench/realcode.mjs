#!/usr/bin/env node
// Batch benchmark over real repositories (written for this repo, 2026-11-30): scans a folder of
// repository checkouts (for example the development set materialised in ~/fidelity-realcode/ts) with
// the batch runner and prints the wall time, the CPU time of the worker processes, each repository's
// wall and CPU time, and the phase timings (`--timing`) summed over the repositories.
//
//   npm run build && node bench/realcode.mjs --dir ~/fidelity-realcode/ts [--jobs 2] [--out DIR]
//       [--repos-per-worker N]   (1: a fresh process per repository, as before processes were reused)
//
// CPU is what bounds a batch on a busy machine: with N lanes on N cores the wall time is about the
// CPU time divided by N. It is read from the worker processes' own accounting (user + system).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    jobs: { type: "string", default: "2" },
    out: { type: "string" },
    "repos-per-worker": { type: "string" },
  },
});
if (!values.dir) {
  console.error("usage: node bench/realcode.mjs --dir <folder of repositories> [--jobs N] [--out DIR]");
  process.exit(2);
}

const { runBatch } = await import("../dist/batch/run.js");
const { readTargets } = await import("../dist/batch/targets.js");

/** CPU seconds of this process's finished children (Linux /proc; undefined elsewhere). */
function childCpuSeconds() {
  try {
    const f = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // Fields 16 and 17 of stat (cutime, cstime) are at 13 and 14 after the command name.
    return (Number(f[13]) + Number(f[14])) / 100;
  } catch {
    return undefined;
  }
}

const targets = readTargets(values.dir);
const load = os.loadavg().map((x) => x.toFixed(2));
const cpu0 = childCpuSeconds();
const t0 = Date.now();
const outcomes = await runBatch(targets, {
  jobs: Number(values.jobs),
  timeoutMs: 600_000,
  maxMemoryMb: 2048,
  ...(values["repos-per-worker"] ? { reposPerWorker: Number(values["repos-per-worker"]) } : {}),
});
const wall = (Date.now() - t0) / 1000;
const cpu1 = childCpuSeconds();

const rows = outcomes.map((o, i) => ({
  label: o.label,
  status: o.status,
  ms: o.timing?.ms ?? 0,
  cpuMs: o.timing?.cpuMs ?? 0,
  heap: o.timing?.peakHeapMb ?? 0,
  file: targets[i].file,
  sarif: o.sarif,
}));
const width = Math.max(...rows.map((r) => r.label.length));
console.log(`${"repository".padEnd(width)}  ${"wall s".padStart(7)}  ${"cpu s".padStart(7)}  ${"heap MB".padStart(7)}`);
for (const r of [...rows].sort((a, b) => b.cpuMs - a.cpuMs))
  console.log(
    `${r.label.padEnd(width)}  ${(r.ms / 1000).toFixed(1).padStart(7)}  ${(r.cpuMs / 1000).toFixed(1).padStart(7)}  ${String(r.heap).padStart(7)}${r.status === "analysed" ? "" : `  ${r.status}`}`,
  );

const phases = new Map();
for (const o of outcomes)
  for (const p of o.timing?.phases ?? []) phases.set(p.phase, (phases.get(p.phase) ?? 0) + p.ms);
console.log("\nphases summed over the repositories (top level, then the largest sub-phases and rules):");
for (const [phase, ms] of [...phases].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${phase.padEnd(40)} ${(ms / 1000).toFixed(1).padStart(7)} s`);

const summed = rows.reduce((s, r) => s + r.cpuMs, 0) / 1000;
console.log(
  `\n${targets.length} repositories, --jobs ${values.jobs}: wall ${wall.toFixed(1)} s, worker CPU ${
    cpu0 !== undefined && cpu1 !== undefined ? `${(cpu1 - cpu0).toFixed(1)} s (processes)` : "n/a"
  }, ${summed.toFixed(1)} s (summed over repositories); load average before ${load.join(" ")}, after ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`,
);
if (values.out) {
  mkdirSync(values.out, { recursive: true });
  for (const r of rows) if (r.sarif) writeFileSync(path.join(values.out, r.file), r.sarif);
  console.log(`SARIF files written to ${values.out}`);
}
