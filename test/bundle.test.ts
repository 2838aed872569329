/**
 * The Action's prebuilt runtime, dist-action/ (scripts/bundle.mjs). It is committed, so an Action run
 * has no build step, and reproducible, so it is checked here: rebuilt into a temp folder and compared
 * byte for byte with the committed files. It holds our own code only (every package stays an import,
 * each a production dependency, since the Action installs with --omit=dev), and it audits exactly as
 * the tsc build does. The servers audited are the bundled examples (written for this repo).
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtCli } from "./helpers/built-cli.js";
import { ROOT } from "./helpers/example-copy.js";

const made: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), `fa-bundle-${p}-`));
  made.push(d);
  return d;
};
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** A package folder as the Action's checkout has it: package.json, rules.yaml, installed packages, a fresh bundle. */
let pkgDir = "";
let metafile = "";
beforeAll(() => {
  pkgDir = tmp("pkg");
  for (const f of ["package.json", "rules.yaml"]) copyFileSync(path.join(ROOT, f), path.join(pkgDir, f));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(pkgDir, "node_modules"));
  metafile = path.join(tmp("meta"), "meta.json");
  execFileSync(
    process.execPath,
    [path.join(ROOT, "scripts", "bundle.mjs"), "--outdir", path.join(pkgDir, "dist-action"), "--metafile", metafile],
    { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
  );
});

/** File name → bytes, for the files of one folder (none when it does not exist). */
function files(dir: string): Map<string, Buffer> {
  if (!existsSync(dir)) return new Map();
  return new Map(readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f))]));
}

describe("dist-action/, the Action's prebuilt runtime", () => {
  it("is the bundle of src/ as it is now (rebuilt in a temp folder, compared byte for byte)", () => {
    const committed = files(path.join(ROOT, "dist-action"));
    const rebuilt = files(path.join(pkgDir, "dist-action"));
    expect([...rebuilt.keys()].filter((f) => !f.startsWith("chunk-")).sort()).toEqual([
      "action.js",
      "cli.js",
      "worker.js",
    ]);
    const names = [...new Set([...committed.keys(), ...rebuilt.keys()])].sort();
    const stale = names.filter((f) => !committed.get(f)?.equals(rebuilt.get(f) ?? Buffer.alloc(0)) || !rebuilt.has(f));
    expect(stale, "dist-action/ does not match src/: run `npm run bundle` and commit dist-action/").toEqual([]);
  });

  it("holds only our code: every package stays an import, and each is a production dependency", () => {
    const meta = JSON.parse(readFileSync(metafile, "utf8")) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    expect(Object.keys(meta.inputs).filter((f) => !f.startsWith("src/"))).toEqual([]);
    const packages = new Set<string>();
    for (const out of Object.values(meta.outputs))
      for (const i of out.imports)
        if (i.external && !i.path.startsWith("node:"))
          packages.add(
            i.path
              .split("/")
              .slice(0, i.path.startsWith("@") ? 2 : 1)
              .join("/"),
          );
    // ts-morph is loaded on first use through createRequire (src/frontend/ts/morph.ts), not imported
    for (const file of Object.keys(meta.outputs))
      for (const m of readFileSync(path.join(ROOT, file), "utf8").matchAll(/\brequire\d*\("([^".][^"]*)"\)/g))
        if (!m[1]!.startsWith("node:")) packages.add(m[1]!);
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect([...packages].sort()).toEqual(["chalk", "ts-morph", "web-tree-sitter", "yaml", "yargs"]);
    expect([...packages].filter((p) => !(p in pkg.dependencies))).toEqual([]);
  });

  it("audits as the tsc build does: the same SARIF for both examples, the Python grammar found in its package", async () => {
    const sarif = (cli: string) => {
      const out = tmp("out");
      const r = spawnSync(
        process.execPath,
        [cli, "examples/termdat-server", "examples/geodata-py-server", "--format", "sarif", "-o", out],
        { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
      );
      return { code: r.status, files: Object.fromEntries([...files(out)].map(([f, b]) => [f, b.toString("utf8")])) };
    };
    const built = sarif(await builtCli());
    const bundled = sarif(path.join(pkgDir, "dist-action", "cli.js"));
    expect(Object.keys(bundled.files)).toEqual(["examples-geodata-py-server.sarif", "examples-termdat-server.sarif"]);
    const py = JSON.parse(bundled.files["examples-geodata-py-server.sarif"]!);
    expect(py.runs[0].results.length > 0).toEqual(true);
    expect(bundled).toEqual(built);
  });
});

describe("the bundle script", () => {
  it("replaces the bundle's own files in the folder and leaves others", () => {
    const dir = path.join(tmp("re"), "dist-action");
    mkdirSync(dir);
    for (const f of ["chunk-OLD.js", "notes.txt"]) copyFileSync(path.join(ROOT, "rules.yaml"), path.join(dir, f));
    execFileSync(process.execPath, [path.join(ROOT, "scripts", "bundle.mjs"), "--outdir", dir], { cwd: ROOT });
    expect(readdirSync(dir).sort()).toEqual([...files(path.join(pkgDir, "dist-action")).keys(), "notes.txt"].sort());
  });
});
