// Modelled on a FastMCP open-data aggregator that discovers one module per API folder; written for this repo.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { FastMCP } from "fastmcp";
import type { ApiModule } from "./types.js";

const MODULES: ApiModule[] = [];
const here = dirname(fileURLToPath(import.meta.url));
const dirs = readdirSync(join(here, "apis"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const dir of dirs) {
  const mod = await import(`./apis/${dir}/index.js`);
  MODULES.push(mod.default as ApiModule);
}

let active = MODULES;
if (process.env.MODULES) {
  const wanted = new Set(process.env.MODULES.split(","));
  active = MODULES.filter((m) => wanted.has(m.name));
}

const server = new FastMCP({ name: "open-data-hub", version: "1.2.0" });
const DEFAULTS = { readOnlyHint: true, openWorldHint: true } as const;
for (const mod of active) {
  const annotated = mod.tools.map((t) => ({ ...t, annotations: { ...DEFAULTS, ...(t.annotations ?? {}) } }));
  server.addTools(annotated);
}
await server.start({ transportType: "stdio" });
