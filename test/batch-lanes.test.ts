/**
 * The batch lanes' worker processes (written for this repo, 2026-11-30): a lane reuses its process for
 * the next repository, replaces it after a crash, a time-out, a given number of repositories or a
 * repository that left most of its heap in use. A stand-in worker (test/fixtures/batch-worker/) answers
 * by label, so no audit runs; its process id tells which process audited which repository.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RepoOutcome } from "../src/batch/outcome.js";
import { runBatch, sourceBytes } from "../src/batch/run.js";
import { readTargets } from "../src/batch/targets.js";

const STAND_IN = new URL("./fixtures/batch-worker/stand-in.mjs", import.meta.url);

function portfolio(labels: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fa-lanes-"));
  for (const l of labels) mkdirSync(path.join(dir, l));
  return dir;
}

/** Each outcome as its status and, for answered ones, the process that answered, named A, B, … in order of first use. */
function byProcess(outcomes: RepoOutcome[]): string[] {
  const names = new Map<string, string>();
  return outcomes.map((o) => {
    if (o.status !== "analysed") return `${o.status}: ${o.reason}`;
    if (!names.has(o.reason!)) names.set(o.reason!, String.fromCharCode(65 + names.size));
    return names.get(o.reason!)!;
  });
}

describe("batch lanes", () => {
  it("reuse a worker process until it crashes, times out, has done its share or holds too much heap", async () => {
    // labels sort in this order (targets are read sorted): a0 … a8
    const labels = ["a0", "a1-crash", "a2", "a3-hang", "a4", "a5-fat", "a6", "a7", "a8", "a9"];
    const dir = portfolio(labels);
    // the stand-in reads the label's prefix: name the folders so each starts with its behaviour
    const targets = readTargets(dir).map((t) => ({ ...t, label: t.label.replace(/^a\d-(\w+)$/, "$1") }));
    const outcomes = await runBatch(targets, {
      jobs: 1,
      timeoutMs: 1500,
      maxMemoryMb: 256,
      reposPerWorker: 3,
      workerPath: STAND_IN,
    });
    expect(byProcess(outcomes)).toEqual([
      "A",
      "failed: analysis process crashed (exit code 7): stand-in worker: asked to crash",
      "B",
      "failed: timed out after 1.5 s",
      "C",
      "C", // fat: answered, then replaced
      "D",
      "D",
      "D", // third repository of D: replaced
      "E",
    ]);
  }, 30_000);

  it("give every lane its own process and keep outcomes in input order", async () => {
    const dir = portfolio(["r0", "r1", "r2", "r3", "r4", "r5"]);
    const outcomes = await runBatch(readTargets(dir), {
      jobs: 2,
      timeoutMs: 10_000,
      maxMemoryMb: 256,
      workerPath: STAND_IN,
    });
    expect({
      labels: outcomes.map((o) => o.label),
      statuses: outcomes.map((o) => o.status),
      processes: new Set(outcomes.map((o) => o.reason)).size,
    }).toEqual({
      labels: ["r0", "r1", "r2", "r3", "r4", "r5"],
      statuses: ["analysed", "analysed", "analysed", "analysed", "analysed", "analysed"],
      processes: 2,
    });
  }, 30_000);

  it("start the repository with the most source first, and keep the input order among equals and in the outcomes", async () => {
    const dir = portfolio(["a", "b", "c", "d"]);
    writeFileSync(path.join(dir, "b", "server.ts"), "x".repeat(300));
    writeFileSync(path.join(dir, "d", "server.py"), "x".repeat(900));
    // not source, or not the server's own: left out of the estimate
    writeFileSync(path.join(dir, "c", "notes.md"), "x".repeat(5000));
    mkdirSync(path.join(dir, "c", "node_modules"));
    writeFileSync(path.join(dir, "c", "node_modules", "big.js"), "x".repeat(5000));
    writeFileSync(path.join(dir, "c", "types.d.ts"), "x".repeat(5000));
    expect(["a", "b", "c", "d"].map((l) => sourceBytes(path.join(dir, l)))).toEqual([0, 300, 0, 900]);
    const started: string[] = [];
    const outcomes = await runBatch(readTargets(dir), {
      jobs: 1,
      timeoutMs: 10_000,
      maxMemoryMb: 256,
      workerPath: STAND_IN,
      onEvent: (e) => {
        if (e.kind === "start") started.push(e.target.label);
      },
    });
    expect(started).toEqual(["d", "b", "a", "c"]);
    expect(outcomes.map((o) => o.label)).toEqual(["a", "b", "c", "d"]);
  }, 30_000);
});
