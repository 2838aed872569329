/**
 * Small servers for the hostile-repository tests, each written into a temp folder removed when the
 * test file ends (modelled on small public REST-wrapping servers; written for this repo).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
export function tmp(prefix: string): string {
  const d = mkdtempSync(path.join(os.tmpdir(), `fa-hostile3-${prefix}-`));
  made.push(d);
  return d;
}
export function write(dir: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** A one-tool TypeScript MCP server (modelled on small public REST-wrapping servers; written for this repo). */
export const TS_SERVER = `// hostile-input fixture: a one-tool MCP server, written for this repo by the test
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
export const PY_SERVER = [
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
