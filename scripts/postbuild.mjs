// Marks the built CLI executable so `npx fidelity-audit` works straight after `npm ci`, and keeps the
// rule catalogue parsed (dist/catalogue.json, keyed by the SHA-256 of rules.yaml's text) so an audit
// need not parse 140 kB of YAML each time (src/catalogue/index.ts uses it only while the hash matches).
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { parse } from "yaml";

const cli = new URL("../dist/cli.js", import.meta.url);
if (existsSync(cli)) chmodSync(cli, 0o755);

const { catalogueHash, PARSED_CATALOGUE_PATH } = await import("../dist/catalogue/index.js");
const text = readFileSync(new URL("../rules.yaml", import.meta.url), "utf8");
const rules = parse(text);
// written only when JSON holds exactly what the YAML parser made (no values JSON cannot carry)
if (isDeepStrictEqual(JSON.parse(JSON.stringify(rules)), rules))
  writeFileSync(PARSED_CATALOGUE_PATH, `${JSON.stringify({ sha256: catalogueHash(text), rules })}\n`);

// The CLI's entry bundled in place (issue 25): dist/cli.js as tsc wrote it loads some hundred modules of
// dist/ one by one, and resolving and reading each costs about a tenth of a second of every audit's CPU.
// esbuild (the options of scripts/bundle.mjs, which builds the Action's copy the same way) puts our own
// code into dist/cli.js and dist/worker.js (the `batch` worker, which the CLI starts beside itself) with
// shared chunks; packages stay imports. Every other file of dist/ stays as tsc wrote it (the library entry
// dist/index.js, and what tests and benches import). Without esbuild (a build without dev packages) the
// entry stays unbundled: the same program, only slower to start.
let esbuild;
try {
  esbuild = await import("esbuild");
} catch {
  esbuild = undefined;
}
if (esbuild && existsSync(cli)) {
  const { bundleOptions } = await import("./bundle.mjs");
  const { fileURLToPath } = await import("node:url");
  const outdir = fileURLToPath(new URL("../dist", import.meta.url));
  await esbuild.build({
    ...bundleOptions(outdir),
    entryPoints: { cli: "src/cli.ts", worker: "src/batch/worker.ts" },
    banner: { js: "// Bundled by scripts/postbuild.mjs from src/ (npm run build)." },
    allowOverwrite: true,
  });
  chmodSync(cli, 0o755);
}
