/** The tool inventory of each registration-style corpus project, compared exactly with expected-tools.json. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { auditOnce } from "./helpers/audit-once.js";
import { scratchProject } from "./helpers/scratch-project.js";

const DIR = path.join(import.meta.dirname, "corpus", "registration");

/** Upstream calls per client in each corpus project, counted by hand from its source. */
const UPSTREAM: Record<string, Record<string, number>> = {
  "add-tool": { undici: 2 },
  // `send` (a `let` alias of a cast alias of undici's fetch) and `pageFetch` (a `let` set to it later);
  // the cast aliases of JSON.parse and String are not HTTP functions
  "callback-dispatch": { undici: 2 },
  "class-based": { axios: 3 },
  "class-hierarchy": { undici: 2 },
  "conditional-defs": { fetch: 2 },
  "definition-loop": { fetch: 2 },
  "delegated-dispatch": { fetch: 2 },
  "factory-map": { fetch: 3 },
  // one fetch, in the API client every tool object calls
  "forwarded-handlers": { fetch: 1 },
  "framework-builder": { fetch: 1 },
  "handler-map": { fetch: 3 },
  "interface-context": { fetch: 1 },
  // every class implementing RepoHandler gives its tools: two in DefaultHandler, one in WikiHandler
  "interface-handlers": { fetch: 3 },
  "list-tools-handler": { fetch: 2 },
  "mcp-server-register-tool": { fetch: 1 },
  "mcp-server-tool": { fetch: 1 },
  // two fetches in the modules loaded with import(`./apis/${dir}/index.js`); FastMCP's server.start is not one
  "module-dispatch": { axios: 4 },
  "module-folders": { fetch: 2 },
  monorepo: { ky: 2 },
  "openapi-converter": { fetch: 1 },
  "openapi-spec": { fetch: 1 },
  "plain-js": { got: 4 },
  "single-tool-guard": { fetch: 1 },
  "single-tool-unguarded": { fetch: 1 },
  "wrapper-helper": { ky: 4 },
};

describe.each(readdirSync(DIR).sort())("registration style %s", (style) => {
  it("discovers the expected tools, parameters and optionality", () => {
    const expected = (
      JSON.parse(readFileSync(path.join(DIR, style, "expected-tools.json"), "utf8")) as { upstream?: boolean }[]
    ).map(({ upstream: _u, ...t }) => t);
    const result = auditOnce(path.join(DIR, style));
    const actual = result.model.tools.map((t) => ({
      name: t.name,
      registration: t.registration,
      parameters: t.parameters.map((p) => ({
        name: p.name,
        type: p.type,
        optional: p.optional,
        ...(p.default !== undefined ? { default: p.default } : {}),
      })),
    }));
    expect(actual).toEqual(expected);
    expect(result.coverage.toolsUnresolved).toEqual([]);
  });

  it("finds the upstream calls by client", () => {
    expect(auditOnce(path.join(DIR, style)).coverage.upstreamByClient).toEqual(UPSTREAM[style]);
  });

  it("connects every tool that calls upstream to an upstream call", () => {
    const result = auditOnce(path.join(DIR, style));
    const reaching = new Set(result.model.upstreamCalls.flatMap((u) => u.reachedFrom));
    const expected = JSON.parse(readFileSync(path.join(DIR, style, "expected-tools.json"), "utf8")) as {
      name: string;
      upstream?: boolean;
    }[];
    const withUpstream = expected
      .filter((t) => t.upstream !== false)
      .map((t) => t.name)
      .sort();
    expect(
      result.model.tools
        .filter((t) => reaching.has(t.id))
        .map((t) => t.name)
        .sort(),
    ).toEqual(withUpstream);
  });
});

describe("single-tool guard look-alikes", () => {
  const server = (guard: string) =>
    `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "find_place", description: "Find places.", inputSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } }],
}));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  ${guard}
  const res = await fetch("https://gazetteer.example.org/places?q=" + String(request.params.arguments?.name));
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
  const tool = (guard: string) => {
    const r = audit(scratchProject({ "index.ts": server(guard) }, "fa-guard-"));
    const name = new Map(r.model.tools.map((t) => [t.id, t.name]));
    return {
      unresolved: r.model.tools.map((t) => t.unresolved ?? []),
      reached: r.model.upstreamCalls.flatMap((u) => u.reachedFrom.map((id) => name.get(id))),
    };
  };
  const NO_BRANCH = [["no CallTool dispatch branch found for this tool name"]];

  it('reads `if (name !== "x") throw` and `… && name !== "y") return` as the whole handler serving those names', () => {
    expect(tool('if (request.params.name !== "find_place") throw new Error("unknown tool");')).toEqual({
      unresolved: [[]],
      reached: ["find_place"],
    });
    expect(
      tool(
        'if (request.params.name !== "find_place" && request.params.name !== "other") { return { isError: true, content: [] }; }',
      ),
    ).toEqual({ unresolved: [[]], reached: ["find_place"] });
  });
  it("does not when the handler also has named branches: the guard only validates names", () => {
    const guard =
      'if (request.params.name !== "find_place" && request.params.name !== "get_place") throw new Error("unknown tool");\n  if (request.params.name === "get_place") return { content: [] };';
    expect(tool(guard)).toEqual({ unresolved: NO_BRANCH, reached: [] });
  });
  it("does not when the guard does not leave the handler, has an else, or lets other names through", () => {
    expect(tool('if (request.params.name !== "find_place") console.warn("unexpected tool");')).toEqual({
      unresolved: NO_BRANCH,
      reached: [],
    });
    expect(
      tool('if (request.params.name !== "find_place") throw new Error("unknown"); else console.log("ok");'),
    ).toEqual({ unresolved: NO_BRANCH, reached: [] });
    expect(
      tool('if (request.params.name !== "find_place" || !request.params.arguments) throw new Error("bad call");'),
    ).toEqual({ unresolved: NO_BRANCH, reached: [] });
  });
});

describe("one listed tool, one CallTool handler that never reads the name", () => {
  // modelled on small single-purpose low-level servers (written for this repo, 2026-12-03)
  const project = (tools: string[], otherServer = false) =>
    audit(
      scratchProject(
        {
          "index.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
const other = new Server({ name: "y", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [${tools.map((t) => `{ name: "${t}", description: "Tides.", inputSchema: { type: "object", properties: { station: { type: "string" } } } }`).join(", ")}],
}));
${otherServer ? "other" : "server"}.setRequestHandler(CallToolRequestSchema, async (request) => {
  const res = await fetch("https://tides.example.org/api?station=" + String(request.params.arguments?.station));
  return { content: [{ type: "text", text: await res.text() }] };
});
`,
        },
        "fa-sole-",
      ),
    );
  const bound = (r: ReturnType<typeof audit>) => {
    const name = new Map(r.model.tools.map((t) => [t.id, t.name]));
    return {
      unresolved: r.model.tools.map((t) => t.unresolved ?? []),
      reached: r.model.upstreamCalls.flatMap((u) => u.reachedFrom.map((id) => name.get(id))),
    };
  };
  const NO_BRANCH = ["no CallTool dispatch branch found for this tool name"];

  it("binds that handler to the one tool", () => {
    expect(bound(project(["tides"]))).toEqual({ unresolved: [[]], reached: ["tides"] });
  });
  it("does not with two tools listed, or when the handler belongs to another server object", () => {
    expect(bound(project(["tides", "currents"]))).toEqual({ unresolved: [NO_BRANCH, NO_BRANCH], reached: [] });
    expect(bound(project(["tides"], true))).toEqual({ unresolved: [NO_BRANCH], reached: [] });
  });
});

describe("tool lists assembled at run time", () => {
  // modelled on servers that keep their tools in a registry filled at start-up (written for this repo, 2026-11-29)
  const SERVER = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const SEARCH = { name: "search_places", description: "Search places by name.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } };
const GET = { name: "get_place", description: "One place by id.", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } };
const ORPHAN = { name: "export_places", description: "Export all places.", inputSchema: { type: "object", properties: {} } };
const registry = new Map<string, { name: string }>();
function register(tool: { name: string }) { registry.set(tool.name, tool); }
for (const t of [SEARCH, GET, ORPHAN]) register(t);
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...registry.values()] }));
async function getPlace(args: Record<string, unknown>) {
  const res = await fetch("https://gazetteer.example.org/places/" + String(args.id));
  return { content: [{ type: "text", text: await res.text() }] };
}
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  switch (request.params.name) {
    case "search_places": {
      const res = await fetch("https://gazetteer.example.org/places?q=" + String(args.q));
      return { content: [{ type: "text", text: await res.text() }] };
    }
    case "get_place":
      return getPlace(args);
    default:
      throw new Error("unknown tool");
  }
});
`;
  it("finds the definitions by shape and gives each the dispatch branch or function that serves it; an undispatched one says so", () => {
    const r = audit(scratchProject({ "index.ts": SERVER }, "fa-runtime-list-"));
    const name = new Map(r.model.tools.map((t) => [t.id, t.name]));
    const shape =
      "found by the shape of its definition: the ListTools handler at index.ts:10 assembles its list at run time";
    expect(r.model.tools.map((t) => ({ name: t.name, unresolved: t.unresolved }))).toEqual([
      { name: "export_places", unresolved: [`${shape}, and no dispatch to a handler was found`] },
      { name: "get_place", unresolved: [shape] },
      { name: "search_places", unresolved: [shape] },
    ]);
    expect(r.model.upstreamCalls.map((u) => u.reachedFrom.map((id) => name.get(id)))).toEqual([
      ["get_place"],
      ["search_places"],
    ]);
  });
});

describe("openapi-fetch clients", () => {
  // modelled on servers that call a platform API through a typed openapi-fetch client (written for this repo, 2026-11-29)
  const files = (factory: string) => ({
    "src/api.ts": `${factory}
export function createApi(token: string) {
  return createClient<Record<string, unknown>>({ baseUrl: "https://api.example.com", headers: { Authorization: \`Bearer \${token}\` } });
}
`,
    "src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { createApi } from "./api.js";
const api = createApi(process.env.TOKEN ?? "");
const server = new McpServer({ name: "x", version: "1" });
server.tool("list_projects", "List the projects of one organisation.", { org: z.string() }, async ({ org }) => {
  const { data, error } = await api.GET("/v1/organizations/{org}/projects", { params: { path: { org } } });
  if (error) throw new Error(String(error));
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});
`,
  });
  const scan = (factory: string) => {
    const r = audit(scratchProject(files(factory), "fa-openapi-"));
    return { byClient: r.coverage.upstreamByClient, reached: r.model.upstreamCalls.map((u) => u.reachedFrom.length) };
  };

  it("counts client.GET/POST of a createClient from openapi-fetch, through a factory in another file", () => {
    expect(scan('import createClient from "openapi-fetch";')).toEqual({
      byClient: { "openapi-fetch": 1 },
      reached: [1],
    });
  });
  it("counts calls on a client from a third-party SDK's create…Client() factory (redis), as SDK calls", () => {
    const r = audit(
      scratchProject(
        {
          "index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createClient } from "redis";
import { z } from "zod";
const redis = createClient({ url: process.env.REDIS_URL });
const server = new McpServer({ name: "x", version: "1" });
server.tool("get_key", "Read one key.", { key: z.string() }, async ({ key }) => {
  const value = await redis.get(key);
  return { content: [{ type: "text", text: String(value) }] };
});
`,
        },
        "fa-redis-",
      ),
    );
    expect({
      byClient: r.coverage.upstreamByClient,
      reached: r.model.upstreamCalls.map((u) => u.reachedFrom.length),
    }).toEqual({ byClient: { sdk: 1 }, reached: [1] });
  });
  it("counts queries on a connection taken from a pool (pg: await pool.connect(), then client.query)", () => {
    const r = audit(
      scratchProject(
        {
          "index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import pg from "pg";
import { z } from "zod";
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const server = new McpServer({ name: "x", version: "1" });
server.tool("query", "Run a read-only SQL query.", { sql: z.string() }, async ({ sql }) => {
  const client = await pool.connect();
  try {
    const result = await client.query(sql);
    return { content: [{ type: "text", text: JSON.stringify(result.rows) }] };
  } finally {
    client.release();
  }
});
`,
        },
        "fa-pg-",
      ),
    );
    expect({
      byClient: r.coverage.upstreamByClient,
      reached: r.model.upstreamCalls.map((u) => u.reachedFrom.length),
    }).toEqual({ byClient: { sdk: 1 }, reached: [1] });
  });
  it("counts the request at the end of a chain from a third-party namespace (admin.firestore().collection(c).add(d)), not the accessors on the way, the set-up call or an unawaited helper", () => {
    // modelled on Firebase servers that call firebase-admin through its namespace (written for this repo, 2026-12-01)
    const r = audit(
      scratchProject(
        {
          "index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as admin from "firebase-admin";
import { z } from "zod";
const app = admin.initializeApp({ projectId: process.env.PROJECT });
const server = new McpServer({ name: "x", version: "1" });
server.tool("add_document", "Add a document.", { collection: z.string(), title: z.string() }, async ({ collection, title }) => {
  const ref = await admin.firestore().collection(collection).add({ title, at: admin.firestore.FieldValue.serverTimestamp() });
  return { content: [{ type: "text", text: ref.id + String(app.name) }] };
});
`,
        },
        "fa-firebase-",
      ),
    );
    expect({
      byClient: r.coverage.upstreamByClient,
      callees: r.model.upstreamCalls.map((u) => u.callee),
      reached: r.model.upstreamCalls.map((u) => u.reachedFrom.length),
    }).toEqual({
      byClient: { sdk: 1 },
      callees: ["admin.firestore().collection(collection).add"],
      reached: [1],
    });
  });
  it("does not count what the runtime's own modules hand out (fs/promises: a file handle read in a tool)", () => {
    const r = audit(
      scratchProject(
        {
          "index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import fs from "fs/promises";
import { z } from "zod";
const server = new McpServer({ name: "x", version: "1" });
server.tool("head", "First bytes of a file.", { path: z.string() }, async ({ path }) => {
  const handle = await fs.open(path, "r");
  const chunk = await handle.read(Buffer.alloc(64), 0, 64, 0);
  return { content: [{ type: "text", text: String(chunk.bytesRead) }] };
});
`,
        },
        "fa-fshandle-",
      ),
    );
    expect(r.coverage.upstreamByClient).toEqual({});
  });
  it("does not count a project's own createClient", () => {
    expect(
      scan(
        "function createClient<T>(o: { baseUrl: string; headers: Record<string, string> }) { return { GET: (p: string, x?: unknown) => Promise.resolve({ data: [p, o, x] as unknown as T, error: undefined }) }; }",
      ),
    ).toEqual({ byClient: {}, reached: [] });
  });
});

describe("tool maps keyed by name, listed at run time", () => {
  // modelled on servers whose own helper library lists a tool map (written for this repo, 2026-11-29)
  const server = (entry: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
const tool = <T>(t: T) => t;
const defs = { list_tables: { description: "List the tables of one schema.", parameters: z.object({ schema: z.string() }) } };
function getTools() {
  return { list_tables: ${entry} };
}
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: Object.entries(getTools()).map(([name, t]) => ({ name, description: t.description, inputSchema: {} })),
}));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const t = (getTools() as Record<string, { execute?: (a: unknown) => Promise<unknown> }>)[request.params.name];
  return { content: [{ type: "text", text: JSON.stringify(await t?.execute?.(request.params.arguments)) }] };
});
`;
  const scan = (entry: string) => {
    const r = audit(scratchProject({ "index.ts": server(entry) }, "fa-toolmap-"));
    const name = new Map(r.model.tools.map((t) => [t.id, t.name]));
    return {
      tools: r.model.tools.map((t) => `${t.name}(${t.parameters.map((p) => p.name).join(",")})`),
      reached: r.model.upstreamCalls.flatMap((u) => u.reachedFrom.map((id) => name.get(id))),
      unresolvedSites: r.coverage.toolsUnresolved.filter((u) => u.tool === "(unnamed)").length,
    };
  };

  it("takes the name from the key and the handler from the entry's execute, following spreads", () => {
    const entry =
      'tool({ ...defs.list_tables, execute: async ({ schema }: { schema: string }) => (await fetch("https://db.example/tables?schema=" + schema)).json() })';
    expect(scan(entry)).toEqual({ tools: ["list_tables(schema)"], reached: ["list_tables"], unresolvedSites: 0 });
  });
  it("does not take a map of descriptions without handlers for tools", () => {
    expect(scan("defs.list_tables")).toEqual({ tools: [], reached: [], unresolvedSites: 1 });
  });
});

describe("calls through an injected interface", () => {
  // modelled on servers that receive a platform object typed by an interface (written for this repo, 2026-11-29)
  const files = (impl: string) => ({
    "src/types.ts":
      "export interface Catalog { search(term: string): Promise<unknown[]> }\nexport interface Platform { catalog: Catalog }\n",
    "src/platform.ts": `import type { Catalog, Platform } from "./types.js";\n${impl}`,
    "src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { Platform } from "./types.js";
export function createServer(platform: Platform) {
  const server = new McpServer({ name: "x", version: "1" });
  server.tool("search_catalog", "Search the catalogue.", { term: z.string() }, async ({ term }) => {
    const hits = await platform.catalog.search(term);
    return { content: [{ type: "text", text: JSON.stringify(hits) }] };
  });
  return server;
}
`,
  });
  const scan = (impl: string) => {
    const r = audit(scratchProject(files(impl), "fa-inject-"));
    return {
      reached: r.model.upstreamCalls.map((u) => u.reachedFrom.length),
      flows: r.model.flows.map((f) => `${f.param} ${f.kind}`),
    };
  };

  it("follows platform.catalog.search() to the object literal declared as a Catalog", () => {
    const impl = `export function createPlatform(base: string): Platform {
  const catalog: Catalog = {
    async search(term) {
      const res = await fetch(\`\${base}/search?q=\${encodeURIComponent(term)}\`);
      return (await res.json()) as unknown[];
    },
  };
  return { catalog };
}
`;
    expect(scan(impl)).toEqual({ reached: [1], flows: ["term value"] });
  });
  it("follows it to a class that implements the interface", () => {
    const impl = `export class HttpCatalog implements Catalog {
  constructor(private base: string) {}
  async search(term: string) {
    const res = await fetch(this.base + "/search?q=" + encodeURIComponent(term));
    return (await res.json()) as unknown[];
  }
}
`;
    expect(scan(impl)).toEqual({ reached: [1], flows: ["term value"] });
  });
  it("reaches nothing when the project has no implementation (it comes from a dependency)", () => {
    expect(scan("export const unused = 1;\n")).toEqual({ reached: [], flows: [] });
  });
});

describe("zod schemas shared across files", () => {
  // modelled on servers that keep reusable parameter schemas in one module (written for this repo, 2026-11-29)
  it("reads a chain on an imported schema (Param.nullable().default(null), Tag.array()) as that schema, and z2.nullable(z2.string()) as the namespace call", () => {
    const dir = scratchProject(
      {
        "src/schema.ts": `import { z } from "zod";
export const ParamSearchQuery = z.string().trim().describe("Search query; matches names by prefix");
export const Tag = z.string().describe("One tag");
`,
        "src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z as z2 } from "zod";
import { ParamSearchQuery, Tag } from "./schema.js";
const server = new McpServer({ name: "x", version: "1" });
server.tool("find_items", "Find items.", { query: ParamSearchQuery.nullable().default(null), tags: Tag.array(), note: z2.nullable(z2.string()) }, async ({ query, tags, note }) => {
  const res = await fetch("https://api.example/items?q=" + String(query) + "&tags=" + tags.join(",") + String(note));
  return { content: [{ type: "text", text: await res.text() }] };
});
`,
      },
      "fa-zodshared-",
    );
    const params = audit(dir).model.tools[0]!.parameters.map((p) => ({
      name: p.name,
      type: p.type,
      optional: p.optional,
      description: p.description,
    }));
    expect(params).toEqual([
      { name: "query", type: "string", optional: true, description: "Search query; matches names by prefix" },
      // zod: .array() makes a new schema without the element's description; nullable is not optional
      { name: "tags", type: "array", optional: false, description: undefined },
      { name: "note", type: "string", optional: false, description: undefined },
    ]);
  });
});
