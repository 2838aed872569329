#!/usr/bin/env node
/**
 * Engine benchmark: generates a synthetic MCP server of 1,000+ files (many tools, helpers across
 * files, upstream calls), then times the audit and `tsc --noEmit` on the same files and prints
 * wall time, CPU time and peak memory for both. `tsc` here is the repo's TypeScript 7 (native);
 * the same check through the JavaScript compiler API that ts-morph bundles is printed as well,
 * because that is the compiler the audit itself runs on. Run after `npm run build`: `npm run bench [-- --modules N]`.
 *
 * Peak memory comes from `/usr/bin/time -v` when it exists; otherwise only wall time is shown.
 * Nothing here is a test: it prints numbers for a reader, it asserts nothing.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const modules = Number(argv[argv.indexOf("--modules") + 1] ?? 0) || 260; // 4 files each
const keep = argv.includes("--keep");

const cli = path.join(repo, "dist", "cli.js");
if (!existsSync(cli)) {
  console.error("dist/cli.js is missing: run `npm run build` first");
  process.exit(2);
}
const tsc = path.join(repo, "node_modules", ".bin", "tsc");

const dir = mkdtempSync(path.join(os.tmpdir(), "fidelity-bench-"));
const w = (rel, text) => {
  const p = path.join(dir, rel);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, text);
};

w(
  "package.json",
  JSON.stringify(
    {
      name: "bench-server",
      version: "1.0.0",
      type: "module",
      dependencies: { "@modelcontextprotocol/sdk": "^1.20.0", zod: "^3.25.0" },
    },
    null,
    2,
  ),
);
w(
  "tsconfig.json",
  JSON.stringify(
    {
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        lib: ["ES2022", "DOM"],
      },
      include: ["src/**/*"],
    },
    null,
    2,
  ),
);
// Minimal module shims so that tsc type-checks without node_modules (the auditor never needs them).
w(
  "src/shims.d.ts",
  `declare const process: { env: Record<string, string | undefined> };
declare module "zod" {
  interface ZType { optional(): ZType; describe(d: string): ZType; default(v: unknown): ZType; min(n: number): ZType; int(): ZType }
  export const z: { string(): ZType; number(): ZType; boolean(): ZType; array(t: ZType): ZType; enum(v: readonly string[]): ZType };
}
declare module "@modelcontextprotocol/sdk/server/mcp.js" {
  export class McpServer {
    constructor(info: { name: string; version: string });
    tool(name: string, description: string, shape: Record<string, unknown>, handler: (args: any) => Promise<unknown>): void;
  }
}
`,
);

const FIELDS = `["Definition", "Note", "Source", "Context"] as const`;
for (let i = 0; i < modules; i++) {
  const next = (i + 1) % modules;
  w(
    `src/m${i}/types.ts`,
    `export interface Hit${i} { id: string; title: string; score: number; date: string }
export interface Opts${i} { ids?: string[]; status?: string; limit?: number; fields?: string[] }
export const FIELDS${i} = ${FIELDS};
`,
  );
  w(
    `src/m${i}/client.ts`,
    `import type { Hit${i}, Opts${i} } from "./types.js";
import { FIELDS${i} } from "./types.js";
const BASE = process.env.API_${i} ?? "https://api${i}.example/v1";

export function buildParams${i}(term: string, opts: Opts${i}): Record<string, string> {
  const params: Record<string, string> = { q: term, state: "published" };
  if (opts.ids?.length) params.ids = opts.ids.join(",");
  if (opts.status !== undefined) params.status = opts.status;
  if (opts.limit) params.rows = String(opts.limit);
  for (const f of opts.fields ?? []) params[\`Field.\${f}\`] = "true";
  for (const f of FIELDS${i}) params[\`Show.\${f}\`] = String(opts.fields?.includes(f) ?? false);
  return params;
}

export async function search${i}(term: string, opts: Opts${i}): Promise<Hit${i}[]> {
  const res = await fetch(\`\${BASE}/search?\${new URLSearchParams(buildParams${i}(term, opts))}\`, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(\`search${i}: HTTP \${res.status}\`);
  const body = (await res.json()) as { hits: Hit${i}[] };
  return body.hits;
}

export async function get${i}(id: string): Promise<Hit${i}> {
  const res = await fetch(\`\${BASE}/entries/\${encodeURIComponent(id)}\`, { method: "GET" });
  return (await res.json()) as Hit${i};
}
`,
  );
  w(
    `src/m${i}/helpers.ts`,
    `import type { Hit${i} } from "./types.js";

export function normalize${i}(term: string): string {
  return term.trim().replace(/\\s+/g, " ");
}

export function rank${i}(hits: Hit${i}[]): Hit${i}[] {
  return hits.slice().sort((a, b) => b.score - a.score);
}

export function variants${i}(term: string): string[] {
  const out: string[] = [];
  for (let n = term.length - 1; n >= 4; n--) out.push(term.slice(0, n));
  return out;
}
`,
  );
  w(
    `src/m${i}/tools.ts`,
    `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { get${i}, search${i} } from "./client.js";
import { normalize${next} } from "${i === next ? "." : `../m${next}`}/helpers.js";
import { rank${i}, rank${i} as rankAgain${i}, variants${i} } from "./helpers.js";

export function register${i}(server: McpServer): void {
  server.tool(
    "search_${i}",
    "Search collection ${i}. \`term\` matches whole words.",
    {
      term: z.string().min(1),
      ids: z.array(z.string()).optional().describe("Only these ids"),
      status: z.string().optional(),
      limit: z.number().int().optional(),
      fields: z.array(z.string()).optional(),
    },
    async ({ term, ids, status, limit, fields }) => {
      let hits = await search${i}(normalize${next}(term), { ids, status, limit, fields });
      if (hits.length === 0) for (const v of variants${i}(term)) if ((hits = await search${i}(v, { ids })).length) break;
      return { content: [{ type: "text", text: JSON.stringify(rank${i}(hits)) }] };
    },
  );
  server.tool("get_${i}", "Fetch one entry of collection ${i} by id.", { id: z.string() }, async ({ id }) => {
    const entry = await get${i}(id);
    return { content: [{ type: "text", text: JSON.stringify(rankAgain${i}([entry])) }] };
  });
}
`,
  );
}
w(
  "src/index.ts",
  `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
${Array.from({ length: modules }, (_, i) => `import { register${i} } from "./m${i}/tools.js";`).join("\n")}

const server = new McpServer({ name: "bench", version: "1.0.0" });
${Array.from({ length: modules }, (_, i) => `register${i}(server);`).join("\n")}
`,
);

const files = modules * 4 + 2;
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

/** Runs a command, returns wall seconds, peak RSS in MB (when measurable) and the exit code. */
function measure(cmd, args) {
  const t0 = process.hrtime.bigint();
  const r = timeBin
    ? spawnSync(timeBin, ["-v", cmd, ...args], { encoding: "utf8", maxBuffer: 1 << 28 })
    : spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 1 << 28 });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const m = timeBin ? /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr ?? "") : null;
  const user = timeBin ? /User time \(seconds\): ([\d.]+)/.exec(r.stderr ?? "") : null;
  const sys = timeBin ? /System time \(seconds\): ([\d.]+)/.exec(r.stderr ?? "") : null;
  const cpu = user && sys ? Number(user[1]) + Number(sys[1]) : undefined;
  return { wall, cpu, rssMb: m ? Number(m[1]) / 1024 : undefined, code: r.status, stderr: r.stderr };
}

const out = path.join(dir, "audit.json");
console.log(`synthetic project: ${dir}`);
console.log(
  `  ${files} source files, ${modules * 2} tools, ${modules * 2} upstream call sites, helpers imported across modules`,
);
const audit = measure(process.execPath, [cli, dir, "-f", "json", "-o", out, "-q", "--fail-on", "never", "--timing"]);
// the audit's own account of where the time went (`--timing`): phase name → ms
const phases = new Map();
for (const m of (audit.stderr ?? "").matchAll(/^(\S.*?)\s+(\d+) ms\s+[\d.]+ %$/gm)) phases.set(m[1], Number(m[2]));
let summary = "";
if (existsSync(out)) {
  const j = JSON.parse(readFileSync(out, "utf8"));
  const s = j.servers?.[0];
  if (s)
    summary = `${s.findings.length} findings, ${s.coverage.toolsFound} tools, ${s.coverage.limitsHit.length} limits hit`;
}
const check = existsSync(tsc) ? measure(tsc, ["--noEmit", "-p", dir]) : undefined;
let tscVersion = "";
try {
  tscVersion = execFileSync(tsc, ["--version"], { encoding: "utf8" }).trim();
} catch {
  tscVersion = "tsc";
}

// The same type check with the JavaScript compiler that ts-morph bundles (the one the audit runs on):
// the fair yardstick for the engine, since the native tsc 7 binary is a different implementation.
const jsCheckScript = `import { Project } from "ts-morph";
const project = new Project({ tsConfigFilePath: process.argv[2] });
const n = project.getPreEmitDiagnostics().length;
if (n) console.error(n + " diagnostics");
process.exitCode = n ? 1 : 0;`;
const jsCheckFile = path.join(repo, "bench", ".js-typecheck.mjs");
writeFileSync(jsCheckFile, jsCheckScript);
const jsCheck = measure(process.execPath, [jsCheckFile, path.join(dir, "tsconfig.json")]);
rmSync(jsCheckFile, { force: true });
let jsVersion = "";
try {
  jsVersion = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", 'import("ts-morph").then((m) => console.log(m.ts.version))'],
    { cwd: repo, encoding: "utf8" },
  ).trim();
} catch {
  jsVersion = "?";
}

const fmt = (r) =>
  `${r.wall.toFixed(2)} s wall, ${r.cpu !== undefined ? `${r.cpu.toFixed(2)} s CPU, ` : ""}${r.rssMb !== undefined ? `${r.rssMb.toFixed(0)} MB peak RSS` : "peak RSS not measured (no /usr/bin/time)"} (exit ${r.code})`;
console.log(`fidelity-audit      ${fmt(audit)}${summary ? ` — ${summary}` : ""}`);
if (check) console.log(`${`tsc --noEmit`.padEnd(20)}${fmt(check)} — ${tscVersion}`);
else console.log("tsc --noEmit        not run (node_modules/.bin/tsc missing)");
console.log(`${`type check (JS API)`.padEnd(20)}${fmt(jsCheck)} — TypeScript ${jsVersion} as bundled with ts-morph`);
if (check)
  console.log(
    `ratio               audit / tsc: ${(audit.wall / check.wall).toFixed(2)}× wall${audit.cpu && check.cpu ? `, ${(audit.cpu / check.cpu).toFixed(2)}× CPU` : ""}${audit.rssMb && check.rssMb ? `, ${(audit.rssMb / check.rssMb).toFixed(2)}× memory` : ""}`,
  );
console.log(
  `ratio               audit / JS type check: ${(audit.wall / jsCheck.wall).toFixed(2)}× wall${audit.cpu && jsCheck.cpu ? `, ${(audit.cpu / jsCheck.cpu).toFixed(2)}× CPU` : ""}${audit.rssMb && jsCheck.rssMb ? `, ${(audit.rssMb / jsCheck.rssMb).toFixed(2)}× memory` : ""}`,
);
const engine = phases.get("model › dataflow engine");
if (engine !== undefined) {
  const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\naudit phases (--timing, wall): ${[...phases]
      .filter(([k]) => !k.startsWith("rule ") && k !== "total")
      .map(([k, v]) => `${k} ${secs(v)}`)
      .join(", ")}`,
  );
  const rules = [...phases].filter(([k]) => k.startsWith("rule ")).reduce((a, [, v]) => a + v, 0);
  console.log(
    `  all rules ${secs(rules)}; process start-up and report writing ${secs(audit.wall * 1000 - (phases.get("total") ?? 0))}`,
  );
  console.log(
    `dataflow engine     ${secs(engine)} — ${check ? `${(engine / 1000 / check.wall).toFixed(2)}× tsc --noEmit, ` : ""}${(engine / 1000 / jsCheck.wall).toFixed(2)}× the JS type check`,
  );
}
if (!keep) rmSync(dir, { recursive: true, force: true });
