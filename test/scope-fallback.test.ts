// Rule 1: a later fallback that fills a left-out key (`if (!days) params.days = 60`) is read by both front ends into
// `ParamFlow.request.fills`; the key is then always sent, and the literal is reported as a default of the server's own
// (written for this repo; the servers are modelled on an event-tracker tool of a public space-agency MCP server).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { scratchProject } from "./helpers/scratch-project.js";

const ts = (fill: string) => `
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "events", version: "1" });
server.tool("list_events", "Natural events.", { days: z.number().optional().describe("Days to look back") }, async ({ days }) => {
  const q: Record<string, unknown> = {};
  if (days) q.days = days;
  ${fill}
  const res = await fetch("https://events.example.org/api/events?" + new URLSearchParams(q as Record<string, string>));
  return { content: [{ type: "text" as const, text: await res.text() }] };
});
`;

const py = (fill: string) => `
from mcp.server.fastmcp import FastMCP
import httpx
mcp = FastMCP("events")

@mcp.tool()
async def list_events(days: int | None = None) -> str:
    """Natural events.

    Args:
        days: Days to look back.
    """
    q = {}
    if days:
        q["days"] = days
    ${fill}
    async with httpx.AsyncClient() as c:
        r = await c.get("https://events.example.org/api/events", params=q)
    return r.text
`;

function run(files: Record<string, string>) {
  const dir = scratchProject(files, "fa-fallback-");
  const r = audit(dir, { rules: ["scope-only-when-set"] });
  const fills = r.model.flows.flatMap((f) =>
    (f.request?.fills ?? []).map((x) => ({ key: x.key, value: x.value, line: x.location.line })),
  );
  return {
    fills: [...new Map(fills.map((x) => [JSON.stringify(x), x])).values()],
    findings: r.findings.map((f) => ({ id: f.messageId, line: f.location.line, file: path.basename(f.location.file) })),
  };
}

describe("rule 1: a later fallback for a left-out key", () => {
  it("TypeScript: `if (!days) q.days = 60` is always sent, reported as a hidden window at the fallback", () => {
    expect(
      run({ "src/index.ts": ts("if (!days) q.days = 60;"), "package.json": '{"name":"e","type":"module"}' }),
    ).toEqual({
      fills: [{ key: "days", value: "60", line: 8 }],
      findings: [{ id: "hidden-default-window", line: 8, file: "index.ts" }],
    });
  });
  it("TypeScript look-alike: without the fallback the key is sent only when set", () => {
    expect(run({ "src/index.ts": ts(""), "package.json": '{"name":"e","type":"module"}' })).toEqual({
      fills: [],
      findings: [{ id: "sent-only-when-set", line: 7, file: "index.ts" }],
    });
  });
  it("Python: `if not days: q['days'] = 60` is read the same way", () => {
    expect(
      run({ "server.py": py('if not days:\n        q["days"] = 60'), "pyproject.toml": '[project]\nname = "e"\n' }),
    ).toEqual({
      fills: [{ key: "days", value: "60", line: 16 }],
      findings: [{ id: "hidden-default-window", line: 16, file: "server.py" }],
    });
  });
  it("Python look-alike: a fallback under another name fills nothing of this key", () => {
    expect(
      run({ "server.py": py('if not days:\n        q["limit"] = 60'), "pyproject.toml": '[project]\nname = "e"\n' }),
    ).toEqual({
      fills: [],
      findings: [{ id: "sent-only-when-set", line: 15, file: "server.py" }],
    });
  });
});
