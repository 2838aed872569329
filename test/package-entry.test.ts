/**
 * The library entry as a user's program loads it: `import("fidelity-audit")` in a child process
 * (Node's own loader, not vitest's), from a temp project whose node_modules/fidelity-audit is the
 * package as `npm run build` leaves it — package.json, rules.yaml and the tsc build of src/
 * (tsconfig.build.json, the build `npm run build` runs; here into .test-dist, see helpers/built-cli).
 * The server audited is the bundled example (written for this repo).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as entry from "../src/index.js";
import { builtCli } from "./helpers/built-cli.js";
import { EXAMPLE, ROOT } from "./helpers/example-copy.js";

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  name: string;
  main: string;
  types: string;
  bin: Record<string, string>;
  exports?: unknown;
  files: string[];
};
let build = "";
let project = "";
beforeAll(async () => {
  build = path.dirname(await builtCli());
  project = mkdtempSync(path.join(os.tmpdir(), "fa-entry-"));
  made.push(project);
  const installed = path.join(project, "node_modules", pkg.name);
  mkdirSync(installed, { recursive: true });
  for (const f of ["package.json", "rules.yaml"]) copyFileSync(path.join(ROOT, f), path.join(installed, f));
  symlinkSync(build, path.join(installed, "dist"));
}, 600_000);

describe("package.json entry points", () => {
  it("main, types and bin name files of the build, in a folder the package publishes", () => {
    const entries = [pkg.main, pkg.types, pkg.bin[pkg.name]!];
    expect({ main: pkg.main, types: pkg.types, bin: pkg.bin, exports: pkg.exports }).toEqual({
      main: "dist/index.js",
      types: "dist/index.d.ts",
      bin: { "fidelity-audit": "dist/cli.js" },
      exports: undefined,
    });
    expect(entries.map((f) => existsSync(path.join(build, path.relative("dist", f))))).toEqual([true, true, true]);
    expect(entries.map((f) => pkg.files.includes(f.split("/")[0]!))).toEqual([true, true, true]);
  });
});

describe('import("fidelity-audit") in a child process', () => {
  it("exports what src/index.ts does, and audit() audits a server", () => {
    const program = `
      const lib = await import("fidelity-audit");
      const r = lib.audit(process.argv[1], { rules: ["scope-only-when-set", "empty-result-excuse"] });
      process.stdout.write(JSON.stringify({
        names: Object.keys(lib).sort(),
        audit: typeof lib.audit,
        measured: lib.isMeasured(r),
        findings: lib.activeFindings(r).map((f) => \`\${f.ruleId} \${f.location.file}:\${f.location.line}\`),
      }));`;
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", program, EXAMPLE], {
      cwd: project,
      encoding: "utf8",
    });
    expect([r.status, r.stderr]).toEqual([0, ""]);
    expect(JSON.parse(r.stdout)).toEqual({
      names: Object.keys(entry).sort(),
      audit: "function",
      measured: true,
      findings: ["scope-only-when-set src/client/search.ts:20", "empty-result-excuse src/tools/search.ts:15"],
    });
  });
});
