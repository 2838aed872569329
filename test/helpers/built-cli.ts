/**
 * One private build of the CLI per test run, shared by the test files that start it in a child
 * process (so none races test/cli.test.ts rebuilding dist/, and the build is paid once). The first
 * file to ask builds into .test-dist under a lock named by the run; the others wait for its marker.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./example-copy.js";

export const OUT = path.join(ROOT, ".test-dist");
export const CLI = path.join(OUT, "cli.js");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function builtCli(): Promise<string> {
  const run = process.env.FA_TEST_RUN ?? `solo-${process.pid}`;
  const marker = path.join(OUT, `.built-${run}`);
  const lock = path.join(ROOT, `.test-dist-lock-${run}`);
  if (existsSync(marker)) return CLI;
  try {
    mkdirSync(lock);
  } catch {
    for (let i = 0; i < 600 && !existsSync(marker); i++) await sleep(500);
    if (!existsSync(marker)) throw new Error(`the shared CLI build of this run did not finish (${marker})`);
    return CLI;
  }
  try {
    // a fresh folder: files of an earlier build (source maps, removed modules) would pass for this one's
    rmSync(OUT, { recursive: true, force: true });
    const tsc = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json", "--outDir", OUT],
      { cwd: ROOT, stdio: "ignore" },
    );
    const code = await new Promise((resolve) => tsc.on("close", resolve));
    if (code !== 0) throw new Error(`building the CLI into ${OUT} failed (tsc exit ${String(code)})`);
    for (const f of readdirSync(OUT)) if (f.startsWith(".built-")) rmSync(path.join(OUT, f));
    writeFileSync(marker, "");
    return CLI;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
