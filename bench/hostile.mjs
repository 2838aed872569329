#!/usr/bin/env node
// Hostile-repository benchmark (written for this repo, 2026-11-30). Generates, in a temp folder
// removed at the end, the inputs a hostile tester used against the auditor and shows the time and
// memory each costs — figures, not pass/fail (tests check exits and messages only):
//
//   1. a server with a 5 MB generated data file (peak resident memory of one audit);
//   2. a server with 5,000 nested parentheses and a 2,500-term `+` chain (time; the file is skipped);
//   3. a batch over a portfolio holding a FIFO config, a package.json linked to /dev/zero, and a
//      repository that cannot finish within --timeout: wall time until the summary is written;
//   5. round 3 (issue 22): 1,400 nested `!` (binder), 10,000 nested Python terms, an `ignore` glob of
//      `**/` twelve times, a pyproject.toml of blank lines, a 1.5 MB Python list module, lone-CR
//      Python, and a generated server with N tools in one switch (N = 150 … 3,000: the growth; `--switch-only`
//      runs only this part).
//
//   npm run build && node bench/hostile.mjs [--keep]
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { keep: { type: "boolean", default: false }, "switch-only": { type: "boolean", default: false } },
});
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CLI = path.join(ROOT, "dist", "cli.js");
const EXAMPLE = path.join(ROOT, "examples", "termdat-server");
const PY_EXAMPLE = path.join(ROOT, "examples", "geodata-py-server");
const base = mkdtempSync(path.join(os.tmpdir(), "fa-bench-hostile-"));

function server(name, extra = {}, from = EXAMPLE) {
  const dir = path.join(base, name);
  cpSync(from, dir, { recursive: true });
  for (const [rel, text] of Object.entries(extra)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** Runs the CLI under /usr/bin/time when present (peak resident set), else just the wall time. */
function measure(args) {
  const started = process.hrtime.bigint();
  const hasTime = spawnSync("sh", ["-c", "command -v /usr/bin/time"]).status === 0;
  const r = hasTime
    ? spawnSync("/usr/bin/time", ["-f", "%U %S %M", process.execPath, CLI, ...args], {
        encoding: "utf8",
        maxBuffer: 1 << 28,
      })
    : spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const [user, sys, kb] = hasTime ? r.stderr.trim().split("\n").at(-1).split(" ").map(Number) : [];
  const cpu = hasTime ? `${(user + sys).toFixed(1)} s CPU` : "";
  return { code: r.status, ms, cpu, peakMb: Number.isFinite(kb) ? Math.round(kb / 1024) : "n/a", stderr: r.stderr };
}

function row(label, m, note = "") {
  console.log(
    `${label.padEnd(46)} exit ${String(m.code).padEnd(3)} ${(m.ms / 1000).toFixed(1).padStart(6)} s ${m.cpu.padStart(11)}  peak ${String(m.peakMb).padStart(5)} MB  ${note}`,
  );
}

try {
  if (!values["switch-only"]) {
    // 1. a 5 MB generated data file beside the server's own code
    const rows = [];
    for (let i = 0, n = 0; n < 5_000_000; i++, n += rows.at(-1).length + 2)
      rows.push(`  { id: ${i}, code: "C${i}", label: "Label number ${i}", tags: ["a", "b"], score: ${i % 97} }`);
    const big = server("generated", {
      "src/generated/data.ts": `// generated\nexport const DATA = [\n${rows.join(",\n")}\n];\n`,
    });
    const plainRun = measure([server("plain-ref"), "-q", "-f", "json", "-o", path.join(base, "r0.json")]);
    row("example server (reference)", plainRun);
    const bigRun = measure([big, "-q", "-f", "json", "-o", path.join(base, "r1.json")]);
    const skipped = JSON.parse(
      readFileSync(path.join(base, "r1.json"), "utf8"),
    ).servers[0].coverage.filesSkipped.filter((s) => s.subject.includes("generated"));
    row("example + 5 MB generated data file", bigRun, skipped.length ? `skipped: ${skipped[0].reason}` : "audited");

    // 2. deep expressions
    const deep = server("deep", {
      "src/parens.ts": `export const y = ${"(".repeat(5000)}1${")".repeat(5000)};\n`,
      "src/chain.ts": `export const x = ${Array.from({ length: 2500 }, (_v, i) => `a${i}`).join(" + ")};\n`,
    });
    const deepRun = measure([deep, "-q", "-f", "json", "-o", path.join(base, "r2.json")]);
    row(
      "5,000 nested parentheses + 2,500-term chain",
      deepRun,
      JSON.parse(readFileSync(path.join(base, "r2.json"), "utf8"))
        .servers[0].coverage.filesSkipped.map((s) => `${s.subject}: ${s.reason}`)
        .join("; "),
    );

    // 3. a batch over hostile repositories, with a repository too big for the time limit
    const portfolio = path.join(base, "portfolio");
    mkdirSync(portfolio);
    const fifoRepo = server("portfolio/fifo-config");
    execFileSync("mkfifo", [path.join(fifoRepo, ".fidelity-audit.yaml")]);
    const zero = server("portfolio/zero-package");
    rmSync(path.join(zero, "package.json"));
    symlinkSync("/dev/zero", path.join(zero, "package.json"));
    server("portfolio/generated", {
      "src/generated/data.ts": readFileSync(path.join(big, "src/generated/data.ts"), "utf8"),
    });
    server("portfolio/ok");
    const batchRun = measure([
      "batch",
      portfolio,
      "-o",
      path.join(base, "batch-out"),
      "-q",
      "--timeout",
      "120",
      "--jobs",
      "2",
    ]);
    const summary = JSON.parse(readFileSync(path.join(base, "batch-out", "summary.json"), "utf8"));
    row(
      "batch: FIFO config, /dev/zero link, data, ok",
      batchRun,
      summary.repositories.map((o) => `${o.label}: ${o.status}${o.reason ? ` (${o.reason})` : ""}`).join("; "),
    );

    // 4. the same portfolio with a time limit shorter than any audit: every process is killed, the summary is still written
    const killed = measure([
      "batch",
      portfolio,
      "-o",
      path.join(base, "batch-killed"),
      "-q",
      "--timeout",
      "1",
      "--jobs",
      "2",
    ]);
    const ks = JSON.parse(readFileSync(path.join(base, "batch-killed", "summary.json"), "utf8"));
    row(
      "batch --timeout 1: processes killed",
      killed,
      ks.repositories.map((o) => `${o.label}: ${o.status}${o.reason ? ` (${o.reason})` : ""}`).join("; "),
    );

    // 5. round 3
    const skippedNote = (file) =>
      JSON.parse(readFileSync(file, "utf8"))
        .servers[0].coverage.filesSkipped.map((x) => `${x.subject}: ${x.reason.slice(0, 60)}`)
        .join("; ");
    const bang = server("bang", { "src/bang.ts": `export const x = ${"!".repeat(1400)}true;\n` });
    row(
      "1,400 nested `!` (binder)",
      measure([bang, "-q", "-f", "json", "-o", path.join(base, "r5.json")]),
      skippedNote(path.join(base, "r5.json")),
    );
    const pyDeep = server("py-deep", { "deep.py": `x = ${"(".repeat(10_000)}1${")".repeat(10_000)}\n` }, PY_EXAMPLE);
    row(
      "Python: 10,000 nested parentheses",
      measure([pyDeep, "-q", "-f", "json", "-o", path.join(base, "r6.json")]),
      skippedNote(path.join(base, "r6.json")),
    );
    const globbed = server("glob", {
      ".fidelity-audit.yaml": `ignore:\n  - "${"**/".repeat(12)}nothing.ts"\n`,
      [`${"deep/".repeat(40)}x.ts`]: "export const x = 1;\n",
    });
    row(
      "ignore: `**/` twelve times, a 40-deep path",
      measure([globbed, "-q", "-f", "json", "-o", path.join(base, "r7.json")]),
    );
    const blank = server("py-blank", { "pyproject.toml": "\n".repeat(999_000) }, PY_EXAMPLE);
    row(
      "Python: pyproject.toml of 999,000 blank lines",
      measure([blank, "-q", "-f", "json", "-o", path.join(base, "r8.json")]),
    );
    const listRows = Array.from({ length: 45_000 }, (_v, i) => `    {"id": ${i}, "label": "row ${i}"},`).join("\n");
    const pyData = server("py-data", { "data_table.py": `ROWS = [\n${listRows}\n]\n` }, PY_EXAMPLE);
    row(
      "Python: 1.5 MB list-literal module",
      measure([pyData, "-q", "-f", "json", "-o", path.join(base, "r9.json")]),
      skippedNote(path.join(base, "r9.json")),
    );
    const cr = server("py-cr", {}, PY_EXAMPLE);
    for (const f of ["src/geodata_mcp/server.py"].filter((x) => existsSync(path.join(cr, x))))
      writeFileSync(path.join(cr, f), readFileSync(path.join(cr, f), "utf8").replace(/\r?\n/g, "\r"));
    row(
      "Python: lone-CR line endings",
      measure([cr, "-q", "-f", "json", "-o", path.join(base, "r10.json")]),
      `${JSON.parse(readFileSync(path.join(base, "r10.json"), "utf8")).servers[0].inventory.tools.length} tools`,
    );
  }
  for (const n of [150, 300, 600, 1200, 3000]) {
    let cases = "";
    let tools = "";
    for (let i = 0; i < n; i++) {
      cases += `    case "tool_${i}": { const r = await fetch("https://api.example.org/t/${i}?q=" + args.q); return { content: [{ type: "text", text: await r.text() }] }; }\n`;
      tools += `  { name: "tool_${i}", description: "Tool ${i}.", inputSchema: { type: "object", properties: { q: { type: "string" } } } },\n`;
    }
    const dir = path.join(base, `switch-${n}`, "src");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "index.ts"),
      `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "gen", version: "1.0.0" }, { capabilities: { tools: {} } });\nconst TOOLS = [\n${tools}];\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));\nserver.setRequestHandler(CallToolRequestSchema, async (request) => {\n  const args = request.params.arguments as { q: string };\n  switch (request.params.name) {\n${cases}    default: throw new Error("unknown tool");\n  }\n});\n`,
    );
    row(
      `generated server, ${n} tools in one switch`,
      measure([path.dirname(dir), "-q", "-f", "json", "-o", path.join(base, `sw${n}.json`)]),
      JSON.parse(readFileSync(path.join(base, `sw${n}.json`), "utf8")).servers[0].coverage.partial.join("; "),
    );
  }
} finally {
  if (values.keep) console.log(`kept ${base}`);
  else rmSync(base, { recursive: true, force: true });
}
