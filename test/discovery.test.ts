/**
 * Tool discovery on small servers written for these tests (2026-11-30): bundled OpenAPI documents
 * read only inside the target, tools of test files and example servers, tools whose handler was not
 * resolved, and the per-tool upstream calls of the JSON report.
 */
import { readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { loadCatalogue } from "../src/catalogue/index.js";
import { findConfig, loadConfig } from "../src/config.js";
import { toJsonReport } from "../src/report/json.js";
import { renderText } from "../src/report/text.js";
import { buildSarif } from "../src/sarif/build.js";
import { scratchProject } from "./helpers/scratch-project.js";

const SPEC = JSON.stringify({
  openapi: "3.0.3",
  paths: {
    "/a": { get: { operationId: "getA" } },
    "/b": { post: { operationId: "createB" }, delete: { operationId: "deleteB", "x-helper": true } },
  },
});

/** A server that registers one tool per operation of the spec it reads from `specPath`. */
const specServer = (read: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readFileSync } from "node:fs";
import path from "node:path";
const server = new McpServer({ name: "spec", version: "1" });
const spec = ${read};
for (const [route, methods] of Object.entries(spec.paths)) {
  for (const [method, op] of Object.entries(methods)) {
    if (op["x-helper"]) continue;
    server.registerTool(op.operationId, { description: route }, async () => {
      const res = await fetch("https://api.example.com" + route, { method });
      return { content: [{ type: "text", text: await res.text() }] };
    });
  }
}
`;

const names = (root: string) => audit(root).model.tools.map((t) => t.name);
const _unresolved = (root: string) => audit(root).coverage.toolsUnresolved.map((u) => u.reasons);

describe("bundled OpenAPI documents", () => {
  it("enumerates the operations of a spec read with readFileSync(path.join(__dirname, …)), skipping the constant x-helper ones", () => {
    const root = scratchProject(
      {
        "spec/api.json": SPEC,
        "src/index.ts": specServer('JSON.parse(readFileSync(path.join(__dirname, "..", "spec", "api.json"), "utf8"))'),
      },
      "fa-spec-",
    );
    expect(names(root)).toEqual(["createB", "getA"]);
    expect(audit(root).model.tools.map((t) => [t.registration, t.generatedFrom])).toEqual([
      ["spec-generated", "spec/api.json"],
      ["spec-generated", "spec/api.json"],
    ]);
  });

  it("never reads a document outside the audited folder, even through a link", () => {
    const outside = scratchProject({ "api.json": SPEC }, "fa-spec-outside-");
    const root = scratchProject(
      {
        "src/index.ts": specServer(
          `JSON.parse(readFileSync(${JSON.stringify(path.join(outside, "api.json"))}, "utf8"))`,
        ),
      },
      "fa-spec-",
    );
    expect(names(root)).toEqual([]);
    const linked = scratchProject(
      { "src/index.ts": specServer('JSON.parse(readFileSync(path.join(__dirname, "api.json"), "utf8"))') },
      "fa-spec-link-",
    );
    symlinkSync(path.join(outside, "api.json"), path.join(linked, "src", "api.json"));
    expect(names(linked)).toEqual([]);
  });

  it("reports the operations of a spec it cannot turn into named tools, and measures nothing", () => {
    const root = scratchProject(
      {
        "scripts/api.json": SPEC,
        "src/index.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { convert } from "./convert.js";
const specPath = "scripts/api.json";
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await convert(specPath) }));
`,
        "src/convert.ts":
          "export async function convert(p: string) { return JSON.parse(await (await import('node:fs/promises')).readFile(p, 'utf8')).tools; }\n",
      },
      "fa-spec-unread-",
    );
    const r = audit(root);
    expect(r.coverage.toolsUnresolved.map((u) => [u.location.file, u.reasons])).toEqual([
      [
        "src/index.ts",
        [
          "the ListTools handler builds its tool list at run time (from data, a spec document or a registry); those tools cannot be listed statically",
        ],
      ],
      [
        "src/index.ts",
        [
          "3 operations in scripts/api.json: an OpenAPI document the server reads; tools generated from it at start-up could not be named statically",
        ],
      ],
    ]);
    expect(r.coverage.notMeasured.length).toEqual(1);
  });
});

describe("scopes", () => {
  const tool = (name: string) =>
    `server.registerTool("${name}", { description: "d" }, async () => ({ content: [{ type: "text", text: await (await fetch("https://x.example")).text() }] }));\n`;
  const head =
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1" });\n';

  it("never takes a tool from a test file or a test package's mocks, even when the test calls the server's own register helper", () => {
    const root = scratchProject(
      {
        "src/register.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport function add(server: McpServer, name: string) { server.registerTool(name, { description: "d" }, async () => ({ content: [] })); }\n`,
        "src/index.ts": `${head}import { add } from "./register.js";\nadd(server, "search");\n`,
        "src/index.test.ts": `${head}import { add } from "./register.js";\nadd(server, "test-only-tool");\n${tool("another-test-tool")}`,
        "packages/integration-tests/src/mocks/tools.ts": head + tool("mock-tool"),
      },
      "fa-scope-test-",
    );
    expect(names(root)).toEqual(["search"]);
  });

  it("keeps an example server's tools apart: audited, but listed: false", () => {
    const root = scratchProject(
      { "src/index.ts": head + tool("search"), "examples/demo/index.ts": head + tool("add") },
      "fa-scope-example-",
    );
    expect(audit(root).model.tools.map((t) => [t.name, t.listed ?? true])).toEqual([
      ["add", false],
      ["search", true],
    ]);
  });
});

describe("tools that were not audited", () => {
  it("counts a tool whose handler was not resolved, and gives each query tool the upstream calls it reaches", () => {
    const root = scratchProject(
      {
        "src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { handlers } from "./handlers.js";
const server = new McpServer({ name: "x", version: "1" });
server.registerTool("get_item", { description: "d" }, async () => ({ content: [{ type: "text", text: await (await fetch("https://x.example/item")).text() }] }));
server.registerTool("list_items", { description: "d" }, handlers[process.env.MODE ?? "a"]);
`,
        "src/handlers.ts": "export const handlers: Record<string, any> = {};\n",
      },
      "fa-not-audited-",
    );
    const r = audit(root);
    expect(r.coverage.toolsNotAudited?.map((t) => t.tool)).toEqual(["list_items"]);
    expect(r.coverage.queryToolsWithoutUpstream?.map((t) => [t.tool, t.reason])).toEqual([
      ["list_items", "handler not resolved"],
    ]);
    expect(r.model.tools.map((t) => [t.name, t.upstreamCalls?.length])).toEqual([
      ["get_item", 1],
      ["list_items", undefined],
    ]);
    expect(r.coverage.notMeasured).toEqual([]);
    // Every report names the tools that were not audited.
    const run = buildSarif(r).runs[0]!;
    const note = run.invocations?.[0]?.toolExecutionNotifications?.find(
      (n) => n.descriptor?.id === "tools-not-audited",
    );
    expect([note?.level, note?.message.text, note?.locations?.[0]?.physicalLocation?.region?.startLine]).toEqual([
      "warning",
      "partly measured: 1 of 2 tools not audited (handler not resolved): list_items",
      5,
    ]);
    const cov = run.properties?.coverage as { toolsNotAudited: { tool: string }[] };
    expect(cov.toolsNotAudited.map((t) => t.tool)).toEqual(["list_items"]);
    const json = toJsonReport([r]).servers[0]!;
    expect([json.measured, json.coverage.toolsNotAudited?.map((t) => t.tool)]).toEqual([true, ["list_items"]]);
    const text = renderText([r], { color: false, coverage: true }).split("\n");
    expect(text.filter((l) => l.trimStart().startsWith("not audited"))).toEqual([
      "  not audited      list_items at src/index.ts:5: handler not resolved",
      "  not audited      1 of 2 tools (handler not resolved): partly measured",
    ]);
    // the five-line coverage counts them on the tools line
    const short = renderText([r], { color: false }).split("\n");
    expect(short.filter((l) => l.trimStart().startsWith("tools "))).toEqual([
      `  tools            2 (${Object.entries(r.coverage.toolsByStyle)
        .filter(([, k]) => k > 0)
        .map(([s, k]) => `${s}: ${k}`)
        .join(", ")}); 1 not audited; 1 only partly understood`,
    ]);
  });

  it("measures nothing when no tool's handler was resolved", () => {
    const root = scratchProject(
      {
        "src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "x", version: "1" });
const handlers: Record<string, any> = {};
server.registerTool("list_items", { description: "d" }, handlers[process.env.MODE ?? "a"]);
`,
      },
      "fa-none-audited-",
    );
    expect(audit(root).coverage.notMeasured).toEqual([
      'no tool handler could be resolved — nothing audited (1 tool(s) found, listed under "not audited")',
    ]);
  });
});

describe("definitions the server never lists", () => {
  it("audits a definition found by its shape but referenced nowhere, marked listed: false; a referenced one stays listed", () => {
    const def = (v: string, name: string) =>
      `export const ${v} = { tool: { name: "${name}", description: "d", inputSchema: { type: "object", properties: {} }, call: async () => ({ content: [{ type: "text", text: await (await fetch("https://x.example/${name}")).text() }] }) } };\n`;
    const root = scratchProject(
      {
        "src/tools.ts": def("getRun", "get-run") + def("abortRun", "abort-run"),
        "src/index.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { getRun } from "./tools.js";
const registry = new Map<string, any>();
export function upsert(entries: any[]) { for (const e of entries) registry.set(e.tool.name, e); }
upsert([getRun]);
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...registry.values()].map((e) => e.tool) }));
`,
      },
      "fa-unlisted-",
    );
    expect(audit(root).model.tools.map((t) => [t.name, t.listed ?? true])).toEqual([
      ["abort-run", false],
      ["get-run", true],
    ]);
  });
});

describe("upstream clients", () => {
  // modelled on SaaS and Workers servers (written for this repo, 2026-11-30)
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import Stripe from "stripe";
import axios from "axios";
import { fetch as undiciFetch } from "undici";
import { Cache } from "./cache.js";
interface Env { AI: Ai; DB: D1Database; NAME: string }
declare const env: Env;
const server = new McpServer({ name: "x", version: "1" });
let send = undiciFetch;
const local = (u: string) => u.length;
const label = local;
function base() { return axios.create({ baseURL: "https://api.example.com" }); }
function api() { const c = base(); return c; }
async function listCharges(stripe: Stripe, cache: Cache) {
  cache.get("charges");
  return await stripe.charges.list({ limit: 10 });
}
server.registerTool("list_charges", { description: "d" }, async () => ({ content: [{ type: "text", text: JSON.stringify(await listCharges(new Stripe("k"), new Cache())) }] }));
server.registerTool("get_page", { description: "d" }, async () => ({ content: [{ type: "text", text: String(label("x")) + (await (await send("https://x.example")).text()) }] }));
server.registerTool("ask_ai", { description: "d" }, async () => ({ content: [{ type: "text", text: JSON.stringify(await env.AI.run("@cf/model", { prompt: "p" })) }] }));
server.registerTool("get_user", { description: "d" }, async () => ({ content: [{ type: "text", text: JSON.stringify((await api().get("/user")).data) }] }));
`;
  // modelled on servers that wrap node-fetch with auth retries and name the result `fetch` (written for this repo, 2026-11-30)
  const wrapped = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import nodeFetch from "node-fetch";
const server = new McpServer({ name: "x", version: "1" });
export function withRetry(base: typeof nodeFetch, tries: number): typeof nodeFetch {
  return (async (url: string) => { for (let n = 0; ; n++) { try { return await base(url); } catch (e) { if (n >= tries) throw e; } } }) as unknown as typeof nodeFetch;
}
function timer(base: typeof nodeFetch): () => number { return () => base.length; }
let fetch: typeof nodeFetch = withRetry(nodeFetch, 2);
const elapsed = timer(nodeFetch);
export function reset() { fetch = withRetry(nodeFetch, 3); }
server.registerTool("get_status", { description: "d" }, async () => ({ content: [{ type: "text", text: await (await fetch("https://status.example")).text() }] }));
server.registerTool("get_timing", { description: "d" }, async () => ({ content: [{ type: "text", text: String(elapsed()) }] }));
`;
  it("takes a function given an HTTP function and typed to return it (withRetry(nodeFetch): typeof nodeFetch) for that function, even named fetch; not a call that returns something else", () => {
    const root = scratchProject({ "src/index.ts": wrapped }, "fa-upstream-wrapped-");
    const r = audit(root);
    const byId = new Map(r.model.tools.map((t) => [t.id, t.name]));
    expect(r.model.upstreamCalls.map((u) => [u.client, u.callee, u.reachedFrom.map((id) => byId.get(id))])).toEqual([
      ["node-fetch", "fetch", ["get_status"]],
    ]);
  });
  it("finds SDK-typed parameters, aliases of HTTP functions, Workers bindings and factories returning another factory's client; not local classes or aliases", () => {
    const root = scratchProject(
      { "src/index.ts": server, "src/cache.ts": "export class Cache { get(k: string) { return k; } }\n" },
      "fa-upstream-",
    );
    const r = audit(root);
    const byId = new Map(r.model.tools.map((t) => [t.id, t.name]));
    expect(r.model.upstreamCalls.map((u) => [u.client, u.callee, u.reachedFrom.map((id) => byId.get(id))])).toEqual([
      ["sdk", "stripe.charges.list", ["list_charges"]],
      ["undici", "send", ["get_page"]],
      ["sdk", "env.AI.run", ["ask_ai"]],
      ["axios", "api().get", ["get_user"]],
    ]);
  });
});

describe("clients a third-party package hands out by factory or handle", () => {
  // modelled on app-backend servers (a document store and an object store from one platform SDK) (written for this repo, 2026-12-02)
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getDocStore } from "platform-admin/store";
import * as blobs from "platform-admin/blobs";
import { getLogger } from "pino-helpers";
import { makeKey } from "./keys.js";
const server = new McpServer({ name: "x", version: "1" });
const store = getDocStore();
const log = getLogger();
class Files {
  private storage = blobs.getBlobStorage();
  async size(p: string) {
    const bucket = this.storage.bucket();
    const file = bucket.file(p);
    return (await file.getMetadata()).size;
  }
}
server.registerTool("get_doc", { description: "d" }, async () => {
  const ref = store.collection("c").doc("id");
  const snap = await ref.get();
  await log.flush();
  return { content: [{ type: "text", text: JSON.stringify(snap.data()) }] };
});
server.registerTool("file_size", { description: "d" }, async () => ({ content: [{ type: "text", text: String(await new Files().size("p")) }] }));
server.registerTool("make_key", { description: "d" }, async () => {
  const key = makeKey("k");
  return { content: [{ type: "text", text: await key.toText() }] };
});
`;
  const keys = "export function makeKey(k: string) { return { async toText() { return k; } }; }\n";
  it("takes a factory an SDK exports (getDocStore(), blobs.getBlobStorage()) for a client, and a handle reached from it (collection(c).doc(id), bucket.file(p)) too, making the handle no request; not a logger's factory nor a project factory", () => {
    const root = scratchProject({ "src/index.ts": server, "src/keys.ts": keys }, "fa-upstream-factory-");
    const r = audit(root);
    const byId = new Map(r.model.tools.map((t) => [t.id, t.name]));
    expect(
      r.model.upstreamCalls
        .filter((u) => u.reachedFrom.length)
        .map((u) => [u.client, u.callee, u.reachedFrom.map((id) => byId.get(id))]),
    ).toEqual([
      ["sdk", "file.getMetadata", ["file_size"]],
      ["sdk", "ref.get", ["get_doc"]],
    ]);
  });
});

describe("handlers chosen at run time", () => {
  const CORPUS = path.join(import.meta.dirname, "corpus", "registration");
  /** Per tool: the upstream calls it reaches and the arguments that flow into one. */
  const reach = (folder: string) => {
    const r = audit(path.join(CORPUS, folder));
    return r.model.tools.map((t) => ({
      tool: t.name,
      upstream: (t.upstreamCalls ?? []).map((u) => u.split("@")[1]),
      flows: [...new Set(r.model.flows.filter((f) => f.tool === t.id).map((f) => f.param))].sort(),
    }));
  };

  it("follows route(request.params) to its switch (params.name), with params.arguments as the tool's arguments; a prompt switch of the same name serves no tool", () => {
    expect(reach("delegated-dispatch")).toEqual([
      { tool: "get_readings", upstream: ["src/readings.ts:4:21"], flows: ["hours", "station_id"] },
      { tool: "search_stations", upstream: ["src/router.ts:15:25"], flows: ["limit", "query"] },
    ]);
  });

  it("follows callTool(tool.name, args), a dispatcher handed in as a parameter, into its own switch branch only; a helper called with different functions by two tools reaches only the one passed; a logger callback adds no upstream", () => {
    expect(reach("callback-dispatch")).toEqual([
      { tool: "archive_status", upstream: [], flows: [] },
      { tool: "read_page", upstream: ["src/http.ts:28:21"], flows: ["url"] },
      { tool: "search_notes", upstream: ["src/http.ts:15:21"], flows: ["limit", "query"] },
      { tool: "suggest_terms", upstream: ["src/http.ts:15:21"], flows: ["prefix"] },
    ]);
  });

  // modelled on low-level servers that serve a meta tool inline and delegate every other name to a router (written for this repo, 2026-11-30)
  const inlineThenRouted = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
const TOOLS = [
  { name: "discover", description: "List tool categories.", inputSchema: { type: "object", properties: {} } },
  { name: "get_item", description: "Get one item.", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
  { name: "list_items", description: "List items.", inputSchema: { type: "object", properties: {} } },
];
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name === "discover") {
    const res = await fetch("https://meta.example/categories");
    return { content: [{ type: "text", text: await res.text() }] };
  }
  return route(request.params);
});
async function route(params: { name: string; arguments?: Record<string, unknown> }) {
  switch (params.name) {
    case "get_item": {
      try {
        const res = await fetch(\`https://api.example/items/\${params.arguments?.id}\`);
        return { content: [{ type: "text", text: await res.text() }] };
      } catch {
        return { content: [{ type: "text", text: "[]" }] };
      }
    }
    case "list_items": {
      const res = await fetch("https://api.example/items");
      const body = await res.json();
      return { content: [{ type: "text", text: JSON.stringify(body.items ?? []) }] };
    }
    default:
      throw new Error("unknown tool");
  }
}
`;
  it("gives a dispatcher's code to the tool whose branch holds it: an inline branch that always returns does not reach the router after it, a catch in one case is not another tool's, a read in one case is not another's", () => {
    const root = scratchProject({ "src/index.ts": inlineThenRouted }, "fa-dispatch-branches-");
    const r = audit(root);
    const byId = new Map(r.model.tools.map((t) => [t.id, t.name]));
    expect(
      r.model.tools.map((t) => ({
        tool: t.name,
        upstream: (t.upstreamCalls ?? []).map((u) => u.split("@")[1]),
        caught: (t.failureReturns ?? []).map((p) => p.location.line),
      })),
    ).toEqual([
      { tool: "discover", upstream: ["src/index.ts:12:23"], caught: [] },
      { tool: "get_item", upstream: ["src/index.ts:21:27"], caught: [24] },
      { tool: "list_items", upstream: ["src/index.ts:28:25"], caught: [] },
    ]);
    expect(
      (r.model.responseReads ?? [])
        .filter((x) => x.code.includes("body.items"))
        .map((x) => [x.location.line, x.code, x.tools.map((id) => byId.get(id))]),
    ).toEqual([
      [30, "body.items ?? []", ["list_items"]],
      [30, "body.items", ["list_items"]],
    ]);
  });

  it("picks each tool's handler from a map keyed by tool names (computed keys), never a name-keyed map of labels", () => {
    expect(reach("handler-map")).toEqual([
      { tool: "get_parcel", upstream: ["src/handlers.ts:15:23"], flows: ["parcel_id"] },
      { tool: "list_owners", upstream: ["src/handlers.ts:19:23"], flows: ["parcel_id"] },
      { tool: "search_parcels", upstream: ["src/handlers.ts:8:21"], flows: ["municipality", "number"] },
    ]);
  });
});

describe("a ListTools override beside registered tools", () => {
  // modelled on McpServer-based servers that override tools/list to convert schemas themselves (written for this repo, 2026-11-30)
  const server = (listed: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
const DEFS = [{ name: "list_buckets", description: "List buckets.", inputSchema: { prefix: z.string() } }];
function available(readOnly: boolean) {
  return readOnly ? DEFS.filter((d) => d.name.startsWith("list_")) : DEFS;
}
const server = new McpServer({ name: "x", version: "1" });
for (const def of available(false)) {
  server.registerTool(def.name, { description: def.description, inputSchema: def.inputSchema }, async ({ prefix }) => ({
    content: [{ type: "text", text: await (await fetch("https://store.example/buckets?prefix=" + prefix)).text() }],
  }));
}
server.server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: ${listed}.map((d) => ({ name: d.name, description: d.description, inputSchema: {} })),
}));
`;
  const scan = (listed: string) =>
    audit(scratchProject({ "index.ts": server(listed) }, "fa-relist-")).model.tools.map((t) => [
      t.name,
      t.registration,
      !!t.handlerLocation,
    ]);

  it("adds no tool for a name it re-lists: the registration (through a function's filtered list) keeps it", () => {
    expect(scan("available(false)")).toEqual([["list_buckets", "definition-loop", true]]);
  });
  it("keeps a listed name that nothing registers, as a tool without a handler", () => {
    expect(scan('[...available(false), { name: "drop_bucket", description: "Drop one bucket." }]')).toEqual([
      ["drop_bucket", "list-tools-handler", false],
      ["list_buckets", "definition-loop", true],
    ]);
  });
});

describe("tools a converter keys by name from a bundled spec", () => {
  const CORPUS = path.join(import.meta.dirname, "corpus", "registration", "openapi-converter");
  const file = (rel: string) => readFileSync(path.join(CORPUS, rel), "utf8");
  /** The openapi-converter corpus server with its converter's source changed. */
  const variant = (edit: (converter: string) => string) =>
    audit(
      scratchProject(
        {
          "spec/collection-api.json": file("spec/collection-api.json"),
          "docs/openapi.json": file("docs/openapi.json"),
          "config/routes.json": file("config/routes.json"),
          "src/index.ts": file("src/index.ts"),
          "src/docs.ts": file("src/docs.ts"),
          "src/converter.ts": edit(file("src/converter.ts")),
        },
        "fa-converter-",
      ),
    );

  it("names each operation by the evaluated key, applying the deny set and skips; a served docs spec and a non-OpenAPI file give nothing", () => {
    const r = variant((c) => c);
    expect(r.model.tools.map((t) => [t.name, t.registration, t.generatedFrom, t.location.line])).toEqual([
      ["museum_get_object", "spec-generated", "spec/collection-api.json", 10],
      ["museum_search_objects", "spec-generated", "spec/collection-api.json", 7],
    ]);
    expect(r.coverage.toolsUnresolved).toEqual([]);
  });

  it("reports the spec's operations, and names no tool, when a key depends on run-time input", () => {
    const r = variant((c) => c.replace('const PREFIX = "museum";', "const PREFIX = process.env.TOOL_PREFIX;"));
    expect(r.model.tools).toEqual([]);
    expect(r.coverage.toolsUnresolved.map((u) => [u.location.file, u.reasons])).toEqual([
      [
        "src/index.ts",
        [
          "the ListTools handler builds its tool list at run time (from data, a spec document or a registry); those tools cannot be listed statically",
        ],
      ],
      [
        "src/index.ts",
        [
          "5 operations in spec/collection-api.json: an OpenAPI document the server reads; tools generated from it at start-up could not be named statically",
        ],
      ],
    ]);
  });

  it("does not take a map the server never reads by a computed key for a tool lookup", () => {
    const r = variant((c) => c.replace("lookup[name] = { ...operation, method, path };", 'summaries[name] = "";'));
    expect([r.model.tools.length, r.coverage.toolsUnresolved.length]).toEqual([0, 2]);
  });
});

describe("the local file system as the upstream (config localFiles)", () => {
  // modelled on knowledge-file servers that answer from a folder of notes (written for this repo, 2026-11-30)
  const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readdir, readFile } from "node:fs/promises";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
const NOTES = process.env.NOTES_DIR ?? "./notes";
const settings = JSON.parse(fs.readFileSync("settings.json", "utf8"));
const server = new McpServer({ name: "notes", version: "1" });
server.tool("list_notes", "List the notes of one folder.", { folder: z.string() }, async ({ folder }) => {
  const names = await readdir(path.join(NOTES, folder));
  return { content: [{ type: "text", text: names.slice(0, settings.max).join("\\n") }] };
});
server.tool("read_note", "Read one note.", { name: z.string() }, async ({ name }) => {
  const stat = await fs.promises.stat(path.join(NOTES, name));
  return { content: [{ type: "text", text: stat.size > 0 ? await readFile(path.join(NOTES, name), "utf8") : "" }] };
});
`;
  const scan = (config?: string) => {
    const root = scratchProject(
      { "index.ts": SERVER, ...(config ? { ".fidelity-audit.yaml": config } : {}) },
      "fa-localfiles-",
    );
    const file = findConfig(root);
    const r = audit(root, { config: loadConfig(file, new Set(loadCatalogue().map((x) => x.id))) });
    return {
      byClient: r.coverage.upstreamByClient,
      reached: r.model.tools.map((t) => [t.name, (t.upstreamCalls ?? []).map((u) => u.split("@")[0])]),
      fact: r.coverage.facts.find((f) => f.label === "local files")?.value,
    };
  };

  it("counts node:fs reads as upstream calls when the config turns it on, and says so in coverage", () => {
    expect(scan("localFiles: true\n")).toEqual({
      byClient: { fs: 4 },
      reached: [
        ["list_notes", ["readdir"]],
        ["read_note", ["fs.promises.stat", "readFile"]],
      ],
      fact: "node:fs reads (readFile, readdir, stat, …) count as upstream calls (config: localFiles: true)",
    });
  });
  it("leaves them out by default: a file read is not an upstream call", () => {
    expect(scan()).toEqual({
      byClient: {},
      reached: [
        ["list_notes", []],
        ["read_note", []],
      ],
      fact: undefined,
    });
  });
});

describe("handler modules loaded by the tool's name", () => {
  // modelled on low-level servers that import one handler module per tool (written for this repo, 2026-12-01)
  const files = (listMethod: string) => ({
    "src/index.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(z.object({ method: z.literal("${listMethod}") }), async () => ({
  tools: [
    { name: "geo_lookup", description: "Look a place up.", inputSchema: { type: "object", properties: { q: { type: "string" } } } },
    { name: "geo_reverse", description: "Reverse geocoding.", inputSchema: { type: "object", properties: { lat: { type: "number" } } } },
  ],
}));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const endpoint = request.params.name.replace("geo_", "");
  const mod = await import(\`./handlers/\${endpoint}.js\`);
  return mod.default(request.params.arguments ?? {});
});
`,
    "src/handlers/lookup.ts": `export default async function lookup(args: { q?: string }) {
  const res = await fetch("https://geo.example.org/search?q=" + String(args.q));
  return { content: [{ type: "text", text: await res.text() }] };
}
`,
  });
  const scan = (listMethod: string) => {
    const r = audit(scratchProject(files(listMethod), "fa-modules-"));
    const name = new Map(r.model.tools.map((t) => [t.id, t.name]));
    return {
      tools: r.model.tools.map((t) => ({ name: t.name, unresolved: t.unresolved ?? [] })),
      reached: r.model.upstreamCalls.flatMap((u) => u.reachedFrom.map((id) => name.get(id))),
    };
  };

  it("binds each listed tool to the module whose name ends the tool's name; a tool without such a module has no handler", () => {
    expect(scan("tools/list")).toEqual({
      tools: [
        { name: "geo_lookup", unresolved: [] },
        { name: "geo_reverse", unresolved: ["no CallTool dispatch branch found for this tool name"] },
      ],
      reached: ["geo_lookup"],
    });
  });
  it("lists no tools from a handler whose written-out schema names another method", () => {
    expect(scan("prompts/list")).toEqual({ tools: [], reached: [] });
  });
});

describe("tool names computed at run time", () => {
  // modelled on database and documentation servers that name their tools from configuration (written for this repo, 2026-12-01)
  const server = (register: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "x", version: "1" });
function metadataFor(source: string) {
  return { name: process.env.SINGLE ? "run_query" : "run_query_" + source.toLowerCase(), description: "Run a query." };
}
function makeHandler(source: string) {
  return async ({ sql }: { sql: string }) => {
    const res = await fetch("https://db.example/" + source + "/query", { method: "POST", body: sql });
    return { content: [{ type: "text" as const, text: await res.text() }] };
  };
}
const sources = (process.env.SOURCES ?? "main").split(",");
for (const source of sources) {
  const metadata = metadataFor(source);
  ${register}
}
`;
  const scan = (register: string) => {
    const r = audit(scratchProject({ "index.ts": server(register) }, "fa-computed-"));
    const name = new Map(r.model.tools.map((t) => [t.id, t.name]));
    return {
      tools: r.model.tools.map((t) => ({ name: t.name, unresolved: t.unresolved ?? [] })),
      reached: r.model.upstreamCalls.flatMap((u) => u.reachedFrom.map((id) => name.get(id))),
      unnamed: r.coverage.toolsUnresolved.filter((u) => u.tool === "(unnamed)").map((u) => u.reasons),
    };
  };

  it("audits the handler a registration with a computed name gives, named by the expression and marked so", () => {
    expect(
      scan(
        "server.registerTool(metadata.name, { description: metadata.description, inputSchema: { sql: z.string() } }, makeHandler(source));",
      ),
    ).toEqual({
      tools: [{ name: "metadata.name", unresolved: ["tool name is computed at run time: `metadata.name`"] }],
      reached: ["metadata.name"],
      unnamed: [],
    });
  });
  it("takes the handler given to a tracking wrapper and a callback followed only by options", () => {
    expect(
      scan(
        'server.tool(metadata.name, "Run a query.", { sql: z.string() }, track(source, makeHandler(source)), process.env.RO ? { readOnlyHint: true } : undefined);\n}\nfunction track<T>(label: string, h: T): T { console.error(label); return h;',
      ),
    ).toEqual({
      tools: [{ name: "metadata.name", unresolved: ["tool name is computed at run time: `metadata.name`"] }],
      reached: ["metadata.name"],
      unnamed: [],
    });
  });
  it("names a computed tool by the one tool-like literal its metadata builder hands on, the expression beside it", () => {
    const src = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { executeSqlMetadata } from "./metadata.js";
const server = new McpServer({ name: "x", version: "1" });
for (const source of (process.env.SOURCES ?? "main").split(",")) {
  const metadata = executeSqlMetadata(source);
  server.registerTool(metadata.name, { description: metadata.description, inputSchema: { sql: z.string() } }, async ({ sql }) => {
    const res = await fetch("https://db.example/" + source + "/query", { method: "POST", body: sql });
    return { content: [{ type: "text" as const, text: await res.text() }] };
  });
}
`;
    const metadata = (names: string) => `function naming(source: string, base: string, title: string) {
  return { name: process.env.SINGLE ? base : base + "_" + source, title };
}
export function executeSqlMetadata(source: string) {
  const { name } = naming(source, ${names}, "Execute SQL");
  return { name, description: "Execute SQL queries on " + source };
}
`;
    const tools = (names: string) =>
      audit(scratchProject({ "index.ts": src, "metadata.ts": metadata(names) }, "fa-computed-")).model.tools.map(
        (t) => [t.name, t.unresolved ?? []],
      );
    expect({ one: tools('"execute_sql"'), two: tools('process.env.RO ? "read_sql" : "execute_sql"') }).toEqual({
      one: [
        [
          "execute_sql",
          ['tool name is computed at run time: `metadata.name` (named by the literal "execute_sql" it is built from)'],
        ],
      ],
      two: [["metadata.name", ["tool name is computed at run time: `metadata.name`"]]],
    });
  });
  it("leaves a registration with a computed name and no handler it can resolve as an unnamed site", () => {
    expect(
      scan(
        "server.registerTool(metadata.name, { description: metadata.description }, (globalThis as any).handlers[source]);",
      ),
    ).toEqual({ tools: [], reached: [], unnamed: [["tool name `metadata.name` is not a constant"]] });
  });
});

describe("names and schemas from config factories", () => {
  // modelled on hub servers whose tool classes hand out their config from a static factory (written for this repo, 2026-12-01)
  const server = (
    factory: string,
    schema: string,
  ) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const BASE = { name: "create_repo", title: "Create a repository" };
class CreateRepoTool {
  static createToolConfig() {
    ${factory}
  }
}
function repoSchema(owner: string) {
  return ${schema};
}
const server = new McpServer({ name: "x", version: "1" });
const config = CreateRepoTool.createToolConfig();
server.registerTool(config.name, { description: "Create a repository.", inputSchema: repoSchema("me") }, async ({ repo }) => {
  const res = await fetch("https://hub.example/repos", { method: "POST", body: String(repo) });
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
  const scan = (factory: string, schema: string) =>
    audit(scratchProject({ "index.ts": server(factory, schema) }, "fa-cfgfactory-")).model.tools.map((t) => ({
      name: t.name,
      parameters: t.parameters.map((p) => `${p.name}:${p.type}${p.optional ? "?" : ""}`),
      unresolved: t.unresolved ?? [],
    }));

  it("takes the name from the literal the factory returns (through a spread) and the schema from the helper that builds it", () => {
    expect(
      scan(
        'return { ...BASE, description: "Create a repository." };',
        "{ repo: z.string(), properties: z.array(z.string()).optional() }",
      ),
    ).toEqual([{ name: "create_repo", parameters: ["repo:string", "properties:array?"], unresolved: [] }]);
  });
  it("keeps the computed name when the factory builds it from what it is given at run time", () => {
    expect(scan("return { ...BASE, name: `${process.env.KIND}_repo` };", "{ repo: z.string() }")).toEqual([
      {
        name: "${…}_repo",
        parameters: ["repo:string"],
        unresolved: ["tool name is computed at run time: `${…}_repo`"],
      },
    ]);
  });
});

describe("handlers behind a local tool() helper and a wrapper factory", () => {
  // modelled on observability servers whose local tool(name, …, cb) helper registers (args) => wrap(name, cb)(args) (written for this repo, 2026-12-01)
  const server = (handler: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z, type ZodRawShape } from "zod";
const server = new McpServer({ name: "x", version: "1" });
const wrap = (name: string, cb: (args: any) => Promise<string>) => async (args: any) => {
  try {
    return { content: [{ type: "text" as const, text: await cb(args) }] };
  } catch (e) {
    return { isError: true, content: [{ type: "text" as const, text: name + ": " + String(e) }] };
  }
};
const tool = (name: string, description: string, shape: ZodRawShape, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, { description, inputSchema: shape }, ${handler});
};
tool("list_problems", "Open problems.", { limit: z.number() }, async ({ limit }) => {
  const res = await fetch("https://observe.example/problems?limit=" + limit);
  return res.text();
});
tool("get_status", "Service status.", {}, async () => "ok");
`;
  const scan = (handler: string) => {
    const r = audit(scratchProject({ "index.ts": server(handler) }, "fa-localtool-"));
    const name = new Map(r.model.tools.map((t) => [t.id, t.name]));
    return {
      handlers: r.model.tools.map((t) => `${t.name} ${t.handlerLocation?.line}`),
      reached: r.model.upstreamCalls.flatMap((u) => u.reachedFrom.map((id) => name.get(id))),
    };
  };

  it("binds each tool to its own callback through (args) => wrap(name, cb)(args), not to the shared wrapper", () => {
    expect(scan("(args: any) => wrap(name, cb)(args)")).toEqual({
      handlers: ["get_status 18", "list_problems 14"],
      reached: ["list_problems"],
    });
  });
  it("and through wrap(name, cb) given directly", () => {
    expect(scan("wrap(name, cb)")).toEqual({
      handlers: ["get_status 18", "list_problems 14"],
      reached: ["list_problems"],
    });
  });
});

describe("app-tool registration (the MCP Apps extension's registerAppTool)", () => {
  // modelled on an observability server that registers one tool with an interactive UI beside its plain tools (written for this repo, 2026-12-02)
  const src = (handler: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerAppResource, registerAppTool } from "@modelcontextprotocol/ext-apps/server";
import { z } from "zod";
import { runQuery } from "./query.js";
const server = new McpServer({ name: "obs", version: "1" });
const wrap = <T>(name: string, cb: T): T => { console.error(name); return cb; };
registerAppTool(server, "run_query", { description: "Run a query.", inputSchema: { q: z.string() }, _meta: { ui: { resourceUri: "ui://q" } } }, ${handler});
registerAppResource(server, "Query viewer", "ui://q", {}, async () => ({ contents: [] }));
server.registerTool("ping", { description: "Ping." }, async () => ({ content: [{ type: "text" as const, text: "pong" }] }));
`;
  const query = `export async function runQuery({ q }: { q: string }) {
  const res = await fetch("https://obs.example/query?q=" + encodeURIComponent(q));
  return { content: [{ type: "text" as const, text: await res.text() }] };
}
`;
  const scan = (handler: string) => {
    const r = audit(scratchProject({ "index.ts": src(handler), "query.ts": query }, "fa-apptool-"));
    const name = new Map(r.model.tools.map((t) => [t.id, t.name]));
    return {
      tools: r.model.tools.map((t) => [t.name, t.registration, t.parameters.map((p) => p.name)]),
      reached: r.model.upstreamCalls.flatMap((u) => u.reachedFrom.map((id) => name.get(id))),
    };
  };

  it("reads the name, schema and handler after the server argument, inline, through a helper in another file and behind a wrapper; a resource is no tool", () => {
    const expected = {
      tools: [
        ["ping", "mcp-server-register-tool", []],
        ["run_query", "mcp-server-register-tool", ["q"]],
      ],
      reached: ["run_query"],
    };
    expect({
      inline: scan(
        'async ({ q }) => { const res = await fetch("https://obs.example/query?q=" + q); return { content: [{ type: "text" as const, text: await res.text() }] }; }',
      ),
      helper: scan("runQuery"),
      wrapped: scan('wrap("run_query", runQuery)'),
    }).toEqual({ inline: expected, helper: expected, wrapped: expected });
  });
});

describe("zod object chains and package-named client factories", () => {
  // modelled on observability-API servers that share a paging schema between list tools, and on search-SaaS
  // servers whose SDK's main export makes the client (written for this repo, 2026-12-02)
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { searchvendor } from "searchvendor";
import pLimit from "p-limit";
const server = new McpServer({ name: "x", version: "1" });
const Paging = z.object({
  limit: z.number().optional(),
  search: z.string().optional().describe("Search term"),
});
const ListBoards = z.object({ environment: z.string() }).merge(Paging).describe("boards");
const ListMarkers = z.object({ environment: z.string() }).extend({ type: z.string() }).and(Paging);
const ListSlos = ListBoards.omit({ search: true });
const GetBoard = ListBoards.pick({ environment: true, limit: true }).partial();
const limit = pLimit(2);
server.tool("list_boards", "b", ListBoards.shape, async (a) => {
  const client = searchvendor("app", "key");
  const settings = await client.getSettings({ index: a.environment });
  return { content: [{ type: "text", text: JSON.stringify(settings) }] };
});
server.tool("list_markers", "m", ListMarkers.shape, async () => ({ content: [{ type: "text", text: String(await limit(() => 1)) }] }));
server.tool("list_slos", "s", ListSlos.shape, async () => ({ content: [] }));
server.tool("get_board", "g", GetBoard.shape, async () => ({ content: [] }));
`;
  it("reads .merge(), .extend(), .and() as more members and .pick()/.omit() as fewer; a package's namesake function makes its client, another package's function does not", () => {
    const r = audit(scratchProject({ "src/index.ts": server }, "fa-zodchain-"));
    expect(r.model.tools.map((t) => [t.name, t.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}`)])).toEqual([
      ["get_board", ["environment?", "limit?"]],
      ["list_boards", ["environment", "limit?", "search?"]],
      ["list_markers", ["environment", "type", "limit?", "search?"]],
      ["list_slos", ["environment", "limit?"]],
    ]);
    expect(r.model.upstreamCalls.map((u) => [u.client, u.callee])).toEqual([["sdk", "client.getSettings"]]);
  });
});
