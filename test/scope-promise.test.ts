// Rule 1's "the tool's description promises all" clause: only a sentence that fetches all of something promises it
// (written for this repo; the two descriptions are modelled on query-builder and listing tools of observability servers).
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { scratchProject } from "./helpers/scratch-project.js";

const server = (description: string) => `
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "q", version: "1" });
server.tool("run_events", ${JSON.stringify(description)}, { status: z.string().optional() }, async ({ status }) => {
  const qs = new URLSearchParams();
  if (status) qs.set("status", status);
  const res = await fetch("https://events.example.org/api/events?" + qs);
  return { content: [{ type: "text" as const, text: await res.text() }] };
});
`;

const promise = (description: string) => {
  const dir = scratchProject(
    { "src/index.ts": server(description), "package.json": '{"name":"q","type":"module"}' },
    "fa-promise-",
  );
  const f = audit(dir, { rules: ["scope-only-when-set"] }).findings;
  return f.map((x) => /promises "([^"]*)"/.exec(x.message)?.[1] ?? null);
};

describe("rule 1: what the tool description promises", () => {
  it("quotes a sentence that fetches all of something", () => {
    expect(promise("List all events of the account.")).toEqual(["List all events of the account"]);
  });
  it("does not quote a rule about the input or the operations as a promise of the data", () => {
    expect(promise("All parameters must be at the top level. For all operations except count, name a column.")).toEqual(
      [null],
    );
  });
});
