// fidelity-audit corpus: rule unstable-tool-registry (a post-build check that imports every bundled chunk; it builds no server), modelled on the build scripts of public MCP servers (written for this repo, 2026-12-01)
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const dist = join(import.meta.dirname, "..", "dist");
const chunks = (await readdir(dist)).filter((f) => f.endsWith(".js"));
// ok: unstable-tool-registry
for (const file of chunks) {
  await import(pathToFileURL(join(dist, file)).href);
  console.log(`ok ${file}`);
}
