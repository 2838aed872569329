/**
 * Where a tool's handler receives its arguments, run-time descriptions in `tool(name, description, schema,
 * annotations, cb)`, and project subclasses of SDK client classes. Small servers written for these tests
 * (2026-11-30), modelled on payment and actor-platform toolkits that keep one definition object per tool.
 */
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { scratchProject } from "./helpers/scratch-project.js";

const PKG = JSON.stringify({ name: "x", dependencies: { "@modelcontextprotocol/sdk": "1.0.0", zod: "3.0.0" } });

/** A toolkit whose definitions carry a prompt function, a schema function and `execute(client, context, params)`. */
const toolkit = (execute: string) => ({
  "package.json": PKG,
  "src/invoices.ts": `import { z } from "zod";
import type { Ledger } from "ledger-sdk";
const schema = z.object({ status: z.string().optional().describe("Invoice status."), limit: z.number().optional() });
export const listInvoicesParameters = (context: { account?: string } = {}) => schema;
export const listInvoicesPrompt = (context: { account?: string } = {}) => \`List invoices of \${context.account ?? "the account"}.\`;
export const listInvoices = async (client: Ledger, context: { account?: string }, params: z.infer<typeof schema>) => {
  return await client.invoices.list({ status: params.status, limit: params.limit });
};
${execute}
`,
  "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Ledger } from "ledger-sdk";
import { tool } from "./invoices";
const server = new McpServer({ name: "ledger", version: "1" });
const client = new Ledger("key");
const context = { account: process.env.ACCOUNT };
for (const t of [tool(context)]) {
  server.tool(t.method, t.description, t.inputSchema.shape, t.annotations, async (arg: any) => t.execute(client, context, arg));
}
`,
});

describe("tool(name, description, schema, annotations, cb) with a description built at run time", () => {
  it("reads the schema from the third argument, not the description", () => {
    const root = scratchProject(
      toolkit(`export const tool = (context: { account?: string }) => ({
  method: "list_invoices",
  description: listInvoicesPrompt(context),
  inputSchema: listInvoicesParameters(context),
  annotations: { readOnlyHint: true },
  execute: listInvoices,
});`),
      "fa-hargs-",
    );
    const r = audit(root);
    expect(r.model.tools.map((t) => [t.name, t.parameters.map((p) => p.name), t.unresolved])).toEqual([
      ["list_invoices", ["status", "limit"], undefined],
    ]);
  });

  it("look-alike: tool(name, schema, annotations, cb) keeps its schema", () => {
    const root = scratchProject(
      {
        "package.json": PKG,
        "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "x", version: "1" });
server.tool("get_invoice", { id: z.string() }, { readOnlyHint: true }, async ({ id }) => ({
  content: [{ type: "text", text: await (await fetch("https://ledger.example/invoices/" + id)).text() }],
}));
`,
      },
      "fa-hargs-",
    );
    expect(audit(root).model.tools.map((t) => [t.name, t.parameters.map((p) => p.name)])).toEqual([
      ["get_invoice", ["id"]],
    ]);
  });
});

/** A definition whose handler is given directly: `execute: <handler>`, registered with addTool. */
const direct = (handler: string, extra = "") => ({
  "package.json": PKG,
  "src/server.ts": `import { FastMCP } from "fastmcp";
import { z } from "zod";
import { Ledger } from "ledger-sdk";
const server = new FastMCP({ name: "ledger", version: "1" });
const schema = z.object({ status: z.string().optional(), limit: z.number().optional(), category: z.string().optional() });
${extra}
server.addTool({ name: "list_invoices", description: "List invoices.", parameters: schema, execute: ${handler} });
`,
});

const flowsOf = (root: string) => {
  const r = audit(root);
  const t = r.model.tools[0]!;
  return {
    flows: [...new Set(r.model.flows.filter((f) => f.tool === t.id).map((f) => f.param))].sort(),
    dead: r.findings.filter((f) => f.ruleId === "partial-param-group").map((f) => f.param),
  };
};

describe("the parameter of a handler that receives the tool's arguments", () => {
  it("is the one typed with the schema's inferred type, not the first (execute(client, context, params))", () => {
    const root = scratchProject(
      direct(
        "listInvoices",
        `async function listInvoices(client: Ledger, context: { account?: string }, params: z.infer<typeof schema>) {
  return await client.invoices.list({ status: params.status, limit: params.limit, category: params.category });
}`,
      ),
      "fa-hargs-",
    );
    expect(flowsOf(root)).toEqual({ flows: ["category", "limit", "status"], dead: [] });
  });

  it("is the member `args` of a request object that reads none of the schema's fields itself", () => {
    const root = scratchProject(
      direct(`async (toolArgs: any) => {
  const { args, token } = toolArgs;
  const parsed = schema.parse(args);
  const client = new Ledger(token);
  return JSON.stringify(await client.invoices.list({ status: parsed.status, limit: parsed.limit }));
}`),
      "fa-hargs-",
    );
    // category is declared but never sent: reported once the arguments are found under toolArgs.args
    expect(flowsOf(root)).toEqual({ flows: ["limit", "status"], dead: ["category"] });
  });

  it("look-alike: the SDK's (args, extra) keeps the first parameter, even when extra is read", () => {
    const root = scratchProject(
      direct(`async (args: any, extra: any) => {
  const client = new Ledger(extra.token);
  return JSON.stringify(await client.invoices.list({ status: args.status, limit: args.limit, category: args.category }));
}`),
      "fa-hargs-",
    );
    expect(flowsOf(root)).toEqual({ flows: ["category", "limit", "status"], dead: [] });
  });

  it("look-alike: a first parameter that reads a schema field is the arguments, whatever else it carries", () => {
    const root = scratchProject(
      direct(`async (input: any) => {
  const client = new Ledger(input.args);
  return JSON.stringify(await client.invoices.list({ status: input.status, limit: input.limit, category: input.category }));
}`),
      "fa-hargs-",
    );
    expect(flowsOf(root)).toEqual({ flows: ["category", "limit", "status"], dead: [] });
  });
});

describe("a project class that extends an SDK client class", () => {
  const server = (client: string) =>
    scratchProject(
      {
        "package.json": PKG,
        "src/client.ts": client,
        "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ActorClient } from "./client.js";
const server = new McpServer({ name: "actors", version: "1" });
server.tool("search_actors", { search: z.string() }, async ({ search }) => {
  const client = new ActorClient({ token: process.env.TOKEN });
  const found = await client.store().list({ search });
  return { content: [{ type: "text", text: JSON.stringify(found.items) }] };
});
`,
      },
      "fa-hargs-",
    );

  it("is an upstream client, and a call on what its accessor returns is the request", () => {
    const r = audit(
      server(`import { ActorClient as BaseClient } from "actor-platform-client";
export class ActorClient extends BaseClient {
  constructor(options: { token?: string }) {
    super({ ...options, baseUrl: "https://api.actors.example" });
  }
}
`),
    );
    expect(r.model.upstreamCalls.map((u) => [u.callee, u.client])).toEqual([["client.store().list", "sdk"]]);
  });

  it("look-alike: a project class extending another project class is not a client", () => {
    const r = audit(
      server(`class Store {
  store() { return { list: async (q: { search: string }) => ({ items: [q.search] }) }; }
}
export class ActorClient extends Store {
  constructor(options: { token?: string }) { super(); }
}
`),
    );
    expect(r.model.upstreamCalls).toEqual([]);
  });
});
