/**
 * The built CLI (test/helpers/built-cli.ts) in a child process, without blocking the test worker
 * (a long synchronous spawn starves vitest's own messages), with colour off; output decoded as a
 * stream so a character split across two chunks stays whole.
 */
import { spawn } from "node:child_process";
import { CLI } from "./built-cli.js";

export function runCli(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: "1" } });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (d: string) => (stdout += d));
    child.stderr.on("data", (d: string) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
