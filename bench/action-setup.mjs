#!/usr/bin/env node
// The GitHub Action's set-up cost (written for this repo, 2026-11-30): figures, not pass/fail.
// In a temp folder removed at the end, a checkout of this repository's HEAD (`git archive`, so what
// is committed, dist-action/ included and no dist/) stands for the runner's $GITHUB_ACTION_PATH.
// The Action's own install step (read from action.yml) runs there for real, against the registry,
// then its Audit step audits the bundled example with upload off. Shown: the install's wall time,
// the size of what it installed, and the audit's exit code and time.
//
//   node bench/action-setup.mjs [--old] [--keep]
//
// --old also shows the set-up it replaced (a dev install with npm ci, then npm run build).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parse } from "yaml";

const { values } = parseArgs({
  options: { keep: { type: "boolean", default: false }, old: { type: "boolean", default: false } },
});
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = mkdtempSync(path.join(os.tmpdir(), "fa-bench-action-"));

const action = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8"));
const step = (name) => action.runs.steps.find((s) => s.name === name || s.id === name);

/** A fresh checkout of HEAD. */
function checkout(name) {
  const dir = path.join(base, name);
  execFileSync("mkdir", ["-p", dir]);
  execFileSync("sh", ["-c", `git -C "${ROOT}" archive HEAD | tar -x -C "${dir}"`]);
  return dir;
}

function timed(label, script, env) {
  const started = process.hrtime.bigint();
  const r = spawnSync("bash", ["-e", "-c", script], { env: { ...process.env, ...env }, encoding: "utf8" });
  const s = Number(process.hrtime.bigint() - started) / 1e9;
  if (r.status !== 0 && label !== "audit") throw new Error(`${label} failed (exit ${r.status}):\n${r.stderr}`);
  return { s, code: r.status, stderr: r.stderr };
}

const du = (dir) => execFileSync("du", ["-sh", dir], { encoding: "utf8" }).split("\t")[0];
const count = (dir) =>
  execFileSync("sh", ["-c", `find "${dir}" -name package.json -path '*/node_modules/*' | wc -l`], {
    encoding: "utf8",
  }).trim();

try {
  const dir = checkout("action");
  const install = timed("install", step("Install fidelity-audit's dependencies").run, { GITHUB_ACTION_PATH: dir });
  const nm = path.join(dir, "node_modules");
  console.log(
    `install step (npm ci --omit=dev --ignore-scripts):  ${install.s.toFixed(1)} s, node_modules ${du(nm)} (${count(nm)} package.json files)`,
  );

  const work = path.join(base, "work");
  execFileSync("cp", ["-r", path.join(ROOT, "examples", "termdat-server"), work]);
  const output = path.join(base, "output");
  writeFileSync(output, "");
  const audit = timed("audit", `cd "${work}" && ${step("audit").run}`, {
    GITHUB_ACTION_PATH: dir,
    GITHUB_OUTPUT: output,
    FA_UPLOAD: "false",
    NO_COLOR: "1",
  });
  const outputs = readFileSync(output, "utf8").trim().split("\n").join(", ");
  console.log(`audit step (the example, upload off):  ${audit.s.toFixed(1)} s; outputs: ${outputs}`);

  if (values.old) {
    const old = checkout("old");
    const r = timed(
      "old install",
      `cd "${old}" && npm ci --no-audit --no-fund --loglevel=error --ignore-scripts && npm run --silent build`,
      {},
    );
    console.log(
      `old set-up (dev npm ci, then npm run build):  ${r.s.toFixed(1)} s, node_modules ${du(path.join(old, "node_modules"))}`,
    );
  }
} finally {
  if (values.keep) console.log(`kept: ${base}`);
  else rmSync(base, { recursive: true, force: true });
}
