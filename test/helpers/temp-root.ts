/**
 * Global setup: every temp folder a test makes (mkdtemp under os.tmpdir(), in the test workers and
 * in the CLI processes they start) goes into one folder for this run, removed when the run ends,
 * so no test leaves temp folders behind — hostile fixtures (FIFOs, links to /dev/zero) included.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fa-tests-"));
  const before = { TMPDIR: process.env.TMPDIR, TMP: process.env.TMP, TEMP: process.env.TEMP };
  process.env.TMPDIR = process.env.TMP = process.env.TEMP = dir;
  // Names this run, so the test files that need the built CLI share one build (test/helpers/built-cli.ts).
  process.env.FA_TEST_RUN = path.basename(dir);
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
