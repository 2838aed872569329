/**
 * Where a record builder decides what the caller gets (rule 12's "a state set where the decision was
 * made"): the front ends record a redaction, the caller's field choice or a limit beside each record
 * field. A value that is only cleaned for output (`sanitizedJson = JSON.stringify(…)`, an escaped
 * string) withholds nothing and is no such decision. Servers written for this test, modelled on small
 * public file-storage MCP servers that return one object's metadata.
 */
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { scratchProject } from "./helpers/scratch-project.js";

const PKG = JSON.stringify({ name: "storage", dependencies: { "@modelcontextprotocol/sdk": "1.0.0", zod: "3.0.0" } });

function tsStorage(body: string): string {
  return scratchProject(
    {
      "package.json": PKG,
      "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "storage", version: "1" });
declare function redact(v: unknown): unknown;
server.tool("file_info", { path: z.string() }, async ({ path }) => {
  const res = await fetch("https://storage.example/objects/" + path);
  const meta = await res.json();
${body}
});
`,
    },
    "fa-decisions-",
  );
}

function pyStorage(body: string): string {
  return scratchProject(
    {
      "src/storage/server.py": [
        "import json",
        "import httpx",
        "from mcp.server.fastmcp import FastMCP",
        "",
        'mcp = FastMCP("storage")',
        "",
        "",
        "@mcp.tool()",
        "async def file_info(path: str) -> str:",
        "    async with httpx.AsyncClient() as client:",
        '        meta = (await client.get(f"https://storage.example/objects/{path}")).json()',
        ...body.split("\n").map((l) => `    ${l}`),
        "",
      ].join("\n"),
    },
    "fa-decisions-py-",
  );
}

/** The decision kinds recorded for the record field `updated`. */
function decisionsOf(root: string): string[][] {
  const r = audit(root);
  return (r.model.responseReads ?? []).flatMap((x) =>
    "record" in x.use && x.use.record?.field === "updated" ? [x.use.record.decisions.map((d) => d.kind)] : [],
  );
}

describe("record builder decisions", () => {
  it("TypeScript: a redaction call is a decision; a variable holding sanitised JSON is not", () => {
    const redacted =
      tsStorage(`  const info = { name: meta.name, updated: meta.updated || null, owner: redact(meta.owner) };
  return { content: [{ type: "text" as const, text: JSON.stringify(info) }] };`);
    const cleaned = tsStorage(`  const info = { name: meta.name, updated: meta.updated || null };
  const sanitizedJson = JSON.stringify(info);
  return { content: [{ type: "text" as const, text: sanitizedJson }] };`);
    expect({ redacted: decisionsOf(redacted), cleaned: decisionsOf(cleaned) }).toEqual({
      redacted: [["redaction"]],
      cleaned: [[]],
    });
  });

  it("Python: a masking helper is a decision; a sanitised dump is not", () => {
    const masked =
      pyStorage(`infos = [{"name": o["name"], "updated": o.get("updated") or None, "owner": mask_email(o.get("owner"))} for o in meta["objects"]]
return json.dumps(infos)`);
    const cleaned =
      pyStorage(`infos = [{"name": o["name"], "updated": o.get("updated") or None} for o in meta["objects"]]
sanitized = json.dumps(infos)
return sanitized`);
    expect({ masked: decisionsOf(masked), cleaned: decisionsOf(cleaned) }).toEqual({
      masked: [["redaction"]],
      cleaned: [[]],
    });
  });
});
