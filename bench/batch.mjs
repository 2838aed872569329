#!/usr/bin/env node
// Batch benchmark (written for this repo, 2026-11-29): generates a portfolio of synthetic MCP
// server repositories of mixed sizes in a temp folder, scans it with the batch runner in parallel
// and sequentially, and reports wall time, peak heap per worker and the speed-up.
//
//   npm run build && node bench/batch.mjs [--repos 40] [--jobs N] [--keep]
//
// Peak heap is V8's used heap of the worker thread, sampled at each step of an audit (a worker
// audits one repository at a time, so the per-repository peak is the worker's peak while on it).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    repos: { type: "string", default: "40" },
    jobs: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});
const REPOS = Number(values.repos);
const JOBS = Number(values.jobs ?? os.availableParallelism());

const { runBatch } = await import("../dist/batch/run.js");
const { readTargets } = await import("../dist/batch/targets.js");

/** One tool module: a tool with an optional narrowing argument sent only when set, and a helper. */
function toolFile(i, _server) {
  return `// synthetic tool ${i} for the fidelity-audit batch benchmark (generated)
import { z } from "zod";
import { request } from "../client.js";

export function register${i}(server) {
  server.registerTool(
    "search_${i}",
    {
      description: "Search collection ${i}.${i % 5 === 0 ? " An empty result usually means nothing exists." : ""}",
      inputSchema: { q: z.string(), region_${i}: z.string().optional(), page: z.number().optional() },
    },
    async ({ q, region_${i}, page }) => {
      const params = { q, page: String(page ?? 1) };
      ${i % 3 === 0 ? `if (region_${i}) params.region = region_${i};` : `params.region = region_${i} ?? "all";`}
      const rows = await request("/c${i}/search", params);
      return { content: [{ type: "text", text: JSON.stringify(rows) }] };
    },
  );
}
`;
}

function makeRepo(dir, name, tools) {
  const root = path.join(dir, name);
  mkdirSync(path.join(root, "src", "tools"), { recursive: true });
  writeFileSync(
    path.join(root, "package.json"),
    JSON.stringify(
      { name, type: "module", dependencies: { "@modelcontextprotocol/sdk": "^1.20.0", zod: "^3.25.0" } },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(root, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { target: "ES2022", module: "NodeNext", strict: true } }, null, 2),
  );
  writeFileSync(
    path.join(root, "src", "client.ts"),
    `// synthetic upstream client (generated)\nexport async function request(p: string, params: Record<string, string>) {\n  const r = await fetch("https://api.example.com" + p + "?" + new URLSearchParams(params));\n  return r.json();\n}\n`,
  );
  const imports = [];
  const calls = [];
  for (let i = 0; i < tools; i++) {
    writeFileSync(path.join(root, "src", "tools", `t${i}.ts`), toolFile(i));
    imports.push(`import { register${i} } from "./tools/t${i}.js";`);
    calls.push(`register${i}(server);`);
  }
  writeFileSync(
    path.join(root, "src", "index.ts"),
    `// synthetic server entry (generated)\nimport { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n${imports.join("\n")}\nconst server = new McpServer({ name: "${name}", version: "1.0.0" });\n${calls.join("\n")}\n`,
  );
}

const base = mkdtempSync(path.join(os.tmpdir(), "fa-bench-batch-"));
const portfolio = path.join(base, "repos");
mkdirSync(portfolio);
const sizes = [2, 5, 12, 30, 60];
let totalTools = 0;
for (let r = 0; r < REPOS; r++) {
  const tools = sizes[r % sizes.length];
  totalTools += tools;
  makeRepo(portfolio, `repo-${String(r).padStart(2, "0")}-${tools}t`, tools);
}
const targets = readTargets(portfolio);
const opts = { timeoutMs: 600_000, maxMemoryMb: 2048 };

async function timed(jobs) {
  const t = Date.now();
  const outcomes = await runBatch(targets, { ...opts, jobs });
  return { ms: Date.now() - t, outcomes };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { max: s.at(-1), median: s[Math.floor(s.length / 2)] };
};

console.log(`portfolio: ${REPOS} repositories, ${totalTools} tools (sizes ${sizes.join("/")} tools), in ${portfolio}`);
const par = await timed(JOBS);
const seq = await timed(1);
const failed = par.outcomes.filter((o) => o.status !== "analysed").map((o) => `${o.label}: ${o.reason}`);
const heap = stats(par.outcomes.map((o) => o.timing.peakHeapMb));
const perRepo = stats(seq.outcomes.map((o) => o.timing.ms));
console.log(`parallel   (--jobs ${JOBS}): ${(par.ms / 1000).toFixed(1)} s`);
console.log(
  `sequential (--jobs 1): ${(seq.ms / 1000).toFixed(1)} s  (per repository: median ${perRepo.median} ms, max ${perRepo.max} ms)`,
);
console.log(`speed-up: ${(seq.ms / par.ms).toFixed(2)}×`);
console.log(
  `peak heap per worker: max ${heap.max} MB, median ${heap.median} MB; process max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
console.log(
  `identical outcomes parallel vs sequential: ${JSON.stringify(par.outcomes.map((o) => o.sarif)) === JSON.stringify(seq.outcomes.map((o) => o.sarif))}`,
);
if (failed.length) console.log(`not analysed: ${failed.join("; ")}`);
if (!values.keep) rmSync(base, { recursive: true, force: true });
