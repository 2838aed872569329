/**
 * The package as a user installs it: `npm pack` of this package (the files package.json publishes,
 * with the tsc build of src/ as dist/), installed from the tarball into a fresh temp project with
 * `--ignore-scripts` (dependencies come from npm's cache, filled by the `npm ci` that set this
 * checkout up). There `npx fidelity-audit` audits the bundled example (written for this repo), and a
 * consumer that imports the library type-checks without skipLibCheck.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { builtCli } from "./helpers/built-cli.js";
import { EXAMPLE, ROOT } from "./helpers/example-copy.js";

const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { name: string; files: string[] };
let project = "";
let tarball = "";
const npm = (args: string[], cwd: string) =>
  spawnSync("npm", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, npm_config_audit: "false", npm_config_fund: "false" },
  });

beforeAll(async () => {
  const build = path.dirname(await builtCli());
  const stage = mkdtempSync(path.join(os.tmpdir(), "fa-pack-"));
  for (const f of pkg.files.filter((x) => x !== "dist")) cpSync(path.join(ROOT, f), path.join(stage, f));
  cpSync(path.join(ROOT, "package.json"), path.join(stage, "package.json"));
  cpSync(build, path.join(stage, "dist"), {
    recursive: true,
    filter: (src) => !path.basename(src).startsWith(".built-"),
  });
  const packed = npm(["pack", "--ignore-scripts", "--silent"], stage);
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  tarball = path.join(stage, packed.stdout.trim().split("\n").at(-1)!);
  project = mkdtempSync(path.join(os.tmpdir(), "fa-consumer-"));
  writeFileSync(
    path.join(project, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
  const installed = npm(["install", tarball, "--ignore-scripts", "--prefer-offline", "--no-save"], project);
  if (installed.status !== 0) throw new Error(`npm install of the tarball failed: ${installed.stderr}`);
}, 600_000);

describe("the packed tarball", () => {
  it("ships the licence and no source map that points at files it does not ship", () => {
    const root = path.join(project, "node_modules", pkg.name);
    const maps = readdirSync(path.join(root, "dist"), { recursive: true }).filter((f) => String(f).endsWith(".map"));
    expect([existsSync(path.join(root, "LICENSE")), maps]).toEqual([true, []]);
  });

  it("installs a CLI that audits a server: npx fidelity-audit exits 1 on the example's findings", () => {
    const r = spawnSync(
      "npx",
      ["--no-install", "fidelity-audit", EXAMPLE, "-f", "compact", "--rules", "empty-result-excuse"],
      {
        cwd: project,
        encoding: "utf8",
      },
    );
    expect([r.status, r.stdout.split("\n").map((l) => l.split(": ")[0])]).toEqual([
      1,
      [path.relative(project, path.join(EXAMPLE, "src/tools/search.ts:15:9")), ""],
    ]);
  });

  it("type-checks a consumer that imports the library (no 'Cannot find module' for the types it uses)", () => {
    mkdirSync(path.join(project, "src"), { recursive: true });
    writeFileSync(
      path.join(project, "src", "use.ts"),
      [
        'import { audit, buildSarif } from "fidelity-audit";',
        'const r = audit(".", { rules: ["scope-only-when-set"] });',
        "const log = buildSarif(r);",
        "export const n: number = r.findings.length + log.runs.length;",
        "",
      ].join("\n"),
    );
    writeFileSync(
      path.join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "es2022",
          module: "nodenext",
          moduleResolution: "nodenext",
          strict: true,
          noEmit: true,
          types: [],
          typeRoots: [path.join(ROOT, "node_modules", "@types")],
        },
        include: ["src"],
      }),
    );
    const tsc = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "."], {
      cwd: project,
      encoding: "utf8",
    });
    expect([tsc.status, tsc.stdout]).toEqual([0, ""]);
  });
});
