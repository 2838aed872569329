/**
 * Hostile repositories, round 3 (issue 22): one bad file never ends the audit, no exit 0 without
 * measuring, one size-capped reader of regular files for everything read, reads that stay inside
 * the target, linear time, inert text. Every input is generated here in a temp folder; the servers
 * are a few lines written for this repo.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type AuditResult, audit } from "../src/audit.js";

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
function tmp(prefix: string): string {
  const d = mkdtempSync(path.join(os.tmpdir(), `fa-hostile3-${prefix}-`));
  made.push(d);
  return d;
}
function write(dir: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** A one-tool TypeScript MCP server (modelled on small public REST-wrapping servers; written for this repo). */
const TS_SERVER = `// hostile-input fixture: a one-tool MCP server, written for this repo by the test
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "records", version: "1.0.0" });
server.tool("lookup", "Looks up one record by its id.", { id: z.string() }, async ({ id }) => {
  const res = await fetch(\`https://api.example.org/records/\${id}\`);
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
export function tsServer(files: Record<string, string> = {}): string {
  return write(tmp("ts"), {
    "package.json": '{ "name": "records-server", "dependencies": { "@modelcontextprotocol/sdk": "^1.0.0" } }\n',
    "src/index.ts": TS_SERVER,
    ...files,
  });
}

/** A one-tool Python MCP server (modelled on small public FastMCP servers; written for this repo). */
const PY_SERVER = [
  "# hostile-input fixture: a one-tool MCP server, written for this repo by the test",
  "import httpx",
  "from mcp.server.fastmcp import FastMCP",
  "",
  'mcp = FastMCP("records")',
  "",
  "",
  "@mcp.tool()",
  "async def lookup(id: str) -> str:",
  '    """Looks up one record by its id."""',
  "    async with httpx.AsyncClient() as client:",
  '        r = await client.get(f"https://api.example.org/records/{id}")',
  "        return r.text",
  "",
].join("\n");
export function pyServer(files: Record<string, string> = {}): string {
  return write(tmp("py"), { "src/records/server.py": PY_SERVER, ...files });
}

const skippedOf = (r: AuditResult) => r.coverage.filesSkipped.map((s) => `${s.subject}: ${s.reason}`);
const outcome = (r: AuditResult) => ({
  tools: r.model.tools.map((t) => t.name),
  notMeasured: r.coverage.notMeasured,
  skipped: skippedOf(r),
});

describe("one bad file never ends the audit", () => {
  it("a TypeScript file of 1,400 nested `!` (the binder's recursion overflows) is skipped with its reason, the rest audited", () => {
    const r = audit(tsServer({ "src/bang.ts": `export const x = ${"!".repeat(1400)}true;\n` }));
    expect(outcome(r)).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [
        "src/bang.ts: could not be analysed: nested too deeply for the compiler's binder (Maximum call stack size exceeded)",
      ],
    });
  });

  it("a look-alike of 300 nested `!` is analysed", () => {
    const r = audit(tsServer({ "src/bang.ts": `export const x = ${"!".repeat(300)}true;\n` }));
    expect({ ...outcome(r), files: r.coverage.filesAnalysed }).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [],
      files: 2,
    });
  });

  it("Python files of 10,000 nested parentheses, list brackets and `+` terms are skipped with their reasons, the rest audited", () => {
    const r = audit(
      pyServer({
        "src/records/parens.py": `x = ${"(".repeat(10_000)}1${")".repeat(10_000)}\n`,
        "src/records/lists.py": `x = ${"[".repeat(10_000)}1${"]".repeat(10_000)}\n`,
        "src/records/terms.py": `x = ${Array.from({ length: 10_000 }, (_v, i) => `a${i}`).join(" + ")}\n`,
        // enough ordinary files that three unparsable ones stay under half
        ...Object.fromEntries(["a", "b", "c"].map((m) => [`src/records/${m}.py`, `${m.toUpperCase()} = 1\n`])),
      }),
    );
    const why = (n: number) =>
      `could not be analysed: nested ${n.toLocaleString("en-US")} levels deep (the limit is 1,000; CPython itself refuses 200 nested parentheses)`;
    expect(outcome(r)).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [
        `src/records/lists.py: ${why(10_004)}`,
        `src/records/parens.py: ${why(10_004)}`,
        `src/records/terms.py: ${why(10_003)}`,
      ],
    });
  });

  it("a look-alike Python file of a 900-term sum is analysed", () => {
    const r = audit(
      pyServer({ "src/records/terms.py": `x = ${Array.from({ length: 900 }, (_v, i) => `a${i}`).join(" + ")}\n` }),
    );
    expect({ ...outcome(r), files: r.coverage.filesAnalysed }).toEqual({
      tools: ["lookup"],
      notMeasured: [],
      skipped: [],
      files: 2,
    });
  });
});
