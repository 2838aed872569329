#!/usr/bin/env node
// Audits MCP servers published on the npm registry, as a check of the auditor against real code.
//
//   npm run build && node scripts/scan-published.mjs [package ...]
//
// Each package is installed into a scratch folder with --ignore-scripts (nothing of it runs), then
// audited in-process with the built auditor. Prints one row per package: what was found and what the
// rules said. Needs the npm registry; it is a manual check, not part of `npm test`. Nothing it
// installs is kept in this repository.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { audit } from "../dist/audit.js";

const DEFAULT = [
  "@modelcontextprotocol/server-github",
  "@modelcontextprotocol/server-brave-search",
  "@modelcontextprotocol/server-everything",
  "tavily-mcp",
  "firecrawl-mcp",
  "exa-mcp-server",
  "@notionhq/notion-mcp-server",
  "@upstash/context7-mcp",
  "airtable-mcp-server",
  "@brightdata/mcp",
  "@elastic/mcp-server-elasticsearch",
  "@benborla29/mcp-server-mysql",
];

const packages = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT;
const scratch = mkdtempSync(path.join(os.tmpdir(), "fidelity-audit-published-"));
try {
  execFileSync("npm", ["init", "-y"], { cwd: scratch, stdio: "ignore" });
  process.stderr.write(`installing ${packages.length} packages into ${scratch} (--ignore-scripts)\n`);
  execFileSync("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund", ...packages], {
    cwd: scratch,
    stdio: "ignore",
  });
  const rows = [];
  for (const name of packages) {
    const dir = path.join(scratch, "node_modules", name);
    const version = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).version;
    const started = Date.now();
    const r = audit(dir);
    const styles = Object.entries(r.coverage.toolsByStyle)
      .filter(([, n]) => n)
      .map(([s, n]) => `${s}:${n}`)
      .join(" ");
    const perRule = {};
    for (const f of r.findings) perRule[f.ruleId] = (perRule[f.ruleId] ?? 0) + 1;
    rows.push({
      package: `${name}@${version}`,
      files: r.coverage.filesAnalysed,
      tools: `${r.coverage.toolsFound} ${styles}`.trim(),
      unresolved: r.coverage.toolsUnresolved.length,
      upstream: `${r.coverage.upstreamCalls} (${r.model.upstreamCalls.filter((u) => u.reachedFrom.length).length} reached)`,
      findings: r.coverage.notMeasured.length
        ? `NOT MEASURED: ${r.coverage.notMeasured[0]}`
        : Object.entries(perRule)
            .sort()
            .map(([k, v]) => `${k}:${v}`)
            .join(" ") || "none",
      seconds: ((Date.now() - started) / 1000).toFixed(1),
    });
    process.stderr.write(`  ${name} done\n`);
  }
  const cols = Object.keys(rows[0]);
  process.stdout.write(`| ${cols.join(" | ")} |\n|${cols.map(() => "---").join("|")}|\n`);
  for (const row of rows)
    process.stdout.write(`| ${cols.map((c) => String(row[c]).replace(/\|/g, "\\|")).join(" | ")} |\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
