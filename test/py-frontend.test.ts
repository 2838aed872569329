/**
 * The Python front end: tools of each registration style, the request-side shapes of rules 1–4 with
 * their look-alikes (the corpus under test/corpus/py, written for this repository), suppressions in
 * `#` comments, left-out folders and a repository with both languages.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { activeFindings, audit } from "../src/audit.js";
import { renderText } from "../src/report/text.js";
import { buildSarif } from "../src/sarif/build.js";
import { expectedNow, readPyExpectations } from "./helpers/annotations.js";
import { scratchProject } from "./helpers/scratch-project.js";

const PY = path.join(import.meta.dirname, "corpus", "py");

const tools = (dir: string) =>
  audit(path.join(PY, dir)).model.tools.map((t) => ({
    name: t.name,
    registration: t.registration,
    params: t.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}`),
    intent: t.intent ?? null,
  }));

describe("registration styles", () => {
  it("reads decorators bare and with name/description/annotations, conditional ones, and tools registered by an imported module", () => {
    expect(tools("registration/decorators")).toEqual([
      {
        name: "geo_search_places",
        registration: "mcp-server-tool",
        params: ["params.name", "params.canton?", "params.limit?"],
        intent: "query",
      },
      { name: "lookup_postcode", registration: "mcp-server-tool", params: ["postcode"], intent: "query" },
      {
        name: "geo_height",
        registration: "mcp-server-tool",
        params: ["easting", "northing", "datum?"],
        intent: "query",
      },
      { name: "server_version", registration: "mcp-server-tool", params: [], intent: null },
      { name: "geo_clear_cache", registration: "mcp-server-tool", params: [], intent: null },
    ]);
  });

  it("reads the call form, in a loop over (function, options) pairs and directly", () => {
    expect(tools("registration/call-form")).toEqual([
      { name: "stats_list_tables", registration: "definition-loop", params: ["topic?"], intent: "query" },
      { name: "stats_table_meta", registration: "definition-loop", params: ["table_id"], intent: null },
      { name: "stats_count_rows", registration: "mcp-server-tool", params: ["table_id", "year?"], intent: "query" },
    ]);
  });

  it("reads a FastMCP subclass that registers its own methods with self.tool(…) in __init__, and not its other methods", () => {
    expect(tools("registration/server-subclass")).toEqual([
      { name: "search_records", registration: "mcp-server-tool", params: ["text", "limit?"], intent: "query" },
      { name: "record_by_id", registration: "mcp-server-tool", params: ["record_id"], intent: null },
    ]);
  });

  it("reads the low-level Server: list_tools entries and the call_tool branch of each name", () => {
    const r = audit(path.join(PY, "registration/low-level"));
    expect(
      r.model.tools.map((t) => ({
        name: t.name,
        registration: t.registration,
        params: t.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}`),
        read: t.readParams ?? null,
      })),
    ).toEqual([
      { name: "list_stations", registration: "list-tools-handler", params: ["canton"], read: ["canton"] },
      { name: "station_reading", registration: "list-tools-handler", params: ["station", "unit?"], read: ["station"] },
    ]);
    expect(
      r.model.upstreamCalls.map((u) => ({ client: u.client, reachedFrom: u.reachedFrom.map((t) => t.split("@")[0]) })),
    ).toEqual([
      { client: "urllib", reachedFrom: ["list_stations"] },
      { client: "urllib", reachedFrom: ["station_reading"] },
    ]);
  });

  it("reads list_tools returning imported Tool constants and call_tool looking the handler up in a dict by name; an unlisted constant is no tool", () => {
    const r = audit(path.join(PY, "registration/low-level-constants"));
    expect(
      r.model.tools.map((t) => ({
        name: t.name,
        registration: t.registration,
        params: t.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}`),
        read: t.readParams ?? null,
        handler: t.handlerLocation ? `${t.handlerLocation.file}:${t.handlerLocation.line}` : null,
      })),
    ).toEqual([
      {
        name: "search_books",
        registration: "list-tools-handler",
        params: ["title", "limit?"],
        read: ["limit", "title"],
        handler: "src/library_mcp/handlers.py:9",
      },
      {
        name: "book_detail",
        registration: "list-tools-handler",
        params: ["book_id"],
        read: ["book_id"],
        handler: "src/library_mcp/handlers.py:14",
      },
    ]);
    // the export handler stands in the dict, but its tool is never listed: its request is reached by no tool
    expect(
      r.model.upstreamCalls.map((u) => [u.callee, u.location.line, u.reachedFrom.map((t) => t.split("@")[0])]),
    ).toEqual([
      ["requests.get", 11, ["search_books"]],
      ["requests.get", 15, ["book_detail"]],
      ["requests.get", 20, []],
    ]);
  });

  it("reads a low-level Server held on self, its handlers registered in a method, dispatching by match", () => {
    const r = audit(path.join(PY, "registration/server-in-class"));
    expect(
      r.model.tools.map((t) => ({
        name: t.name,
        registration: t.registration,
        params: t.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}`),
        read: t.readParams ?? null,
        handler: t.handlerLocation ? `${t.handlerLocation.file}:${t.handlerLocation.line}` : null,
      })),
    ).toEqual([
      {
        name: "get_quote",
        registration: "list-tools-handler",
        params: ["symbol"],
        read: ["symbol"],
        handler: "src/quotes_mcp/server.py:59",
      },
      {
        name: "get_history",
        registration: "list-tools-handler",
        params: ["symbol", "days?"],
        read: ["days", "symbol"],
        handler: "src/quotes_mcp/server.py:61",
      },
    ]);
    expect(
      r.model.upstreamCalls.map((u) => [
        u.callee,
        u.client,
        u.location.line,
        u.reachedFrom.map((t) => t.split("@")[0]),
      ]),
    ).toEqual([["session.get", "aiohttp", 21, ["get_quote", "get_history"]]]);
    expect(r.coverage.toolsUnresolved).toEqual([]);
  });

  it("reads FastMCP forms by other authors: a class's register(mcp), a decorator factory, a tool factory with f-string names, one function under two names, env-switched toolsets", () => {
    const r = audit(path.join(PY, "registration/fastmcp-forms"));
    expect(
      r.model.tools.map((t) => [
        t.name,
        t.description ?? null,
        `${t.location.file}:${t.location.line}`,
        t.handlerLocation ? `${t.handlerLocation.file}:${t.handlerLocation.line}` : null,
        t.readParams ?? null,
      ]),
    ).toEqual([
      // `@tool("author_lookup", description=…)`: the factory's mcp.tool(func, name=name, **options)
      [
        "author_lookup",
        "Authors whose name has all the words.",
        "src/bookshop_mcp/server.py:38",
        "src/bookshop_mcp/server.py:39",
        ["author_name"],
      ],
      // make_list_tool(kind) called in a loop over a tuple: one tool per element, name and description from f-strings
      [
        "list_publishers",
        "List the publishers of the catalogue.",
        "src/bookshop_mcp/server.py:55",
        "src/bookshop_mcp/server.py:52",
        ["limit"],
      ],
      [
        "list_series",
        "List the series of the catalogue.",
        "src/bookshop_mcp/server.py:55",
        "src/bookshop_mcp/server.py:52",
        ["limit"],
      ],
      // one function, two names
      [
        "opening_hours",
        "Opening hours of one branch.",
        "src/bookshop_mcp/server.py:68",
        "src/bookshop_mcp/server.py:62",
        ["branch"],
      ],
      [
        "branch_hours",
        "Opening hours of one branch.",
        "src/bookshop_mcp/server.py:69",
        "src/bookshop_mcp/server.py:62",
        ["branch"],
      ],
      // behind environment switches: still audited
      [
        "reserve_book",
        "Reserve one copy of a book for a library card.",
        "src/bookshop_mcp/server.py:85",
        "src/bookshop_mcp/server.py:72",
        ["card", "isbn"],
      ],
      [
        "cancel_reservation",
        "Cancel one reservation.",
        "src/bookshop_mcp/server.py:87",
        "src/bookshop_mcp/server.py:78",
        ["reservation_id"],
      ],
      // CatalogueTools.register(mcp): mcp.tool(name=…)(self.method)
      [
        "search_books",
        "Books whose title has all the words.",
        "src/bookshop_mcp/tools.py:14",
        "src/bookshop_mcp/tools.py:17",
        ["limit", "title"],
      ],
      [
        "book_by_isbn",
        "One book by its ISBN.",
        "src/bookshop_mcp/tools.py:15",
        "src/bookshop_mcp/tools.py:21",
        ["isbn"],
      ],
    ]);
    // look-alikes: shelf_marks (decorated by a decorator that registers nothing) and stock_report (a method
    // register() does not hand on) are no tools, and nothing is left unresolved
    expect(r.coverage.toolsUnresolved).toEqual([]);
    expect(r.model.upstreamCalls.map((u) => [u.callee, u.reachedFrom.length])).toEqual([["httpx.get", 9]]);
  });

  it("reads registration by reflection over tool modules (with the loop's name tests) and FastMCP's direct call form, through a wrapper", () => {
    const r = audit(path.join(PY, "registration/reflection"));
    expect(
      r.model.tools.map((t) => ({
        name: t.name,
        registration: t.registration,
        params: t.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}`),
        handler: t.handlerLocation ? `${t.handlerLocation.file}:${t.handlerLocation.line}` : null,
      })),
    ).toEqual([
      {
        name: "station_list_tool",
        registration: "definition-loop",
        params: ["canton"],
        handler: "src/stations_mcp/records.py:5",
      },
      {
        name: "station_detail_tool",
        registration: "definition-loop",
        params: ["station_id"],
        handler: "src/stations_mcp/records.py:10",
      },
      {
        name: "latest_reading",
        registration: "definition-loop",
        params: ["station_id"],
        handler: "src/stations_mcp/readings.py:5",
      },
      {
        name: "reading_history",
        registration: "definition-loop",
        params: ["station_id", "days?"],
        handler: "src/stations_mcp/readings.py:10",
      },
      { name: "health_ping", registration: "mcp-server-tool", params: [], handler: "src/stations_mcp/server.py:24" },
      { name: "alerts", registration: "mcp-server-tool", params: ["canton"], handler: "src/stations_mcp/server.py:29" },
    ]);
    expect(r.coverage.toolsUnresolved).toEqual([]);
  });

  it("reads tool classes: Tool(name=self.name) with the name handed to the base __init__, run_tool as the handler", () => {
    const r = audit(path.join(PY, "registration/tool-classes"));
    expect(
      r.model.tools.map((t) => ({
        name: t.name,
        registration: t.registration,
        params: t.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}`),
        read: t.readParams ?? null,
        handler: t.handlerLocation ? `${t.handlerLocation.file}:${t.handlerLocation.line}` : null,
      })),
    ).toEqual([
      {
        name: "notes_list",
        registration: "class-based",
        params: ["folder"],
        read: ["folder"],
        handler: "src/notes_mcp/tools.py:37",
      },
      {
        name: "notes_search",
        registration: "class-based",
        params: ["text"],
        read: ["text"],
        handler: "src/notes_mcp/tools.py:58",
      },
    ]);
    expect(
      r.model.upstreamCalls.map((u) => ({ callee: u.callee, reachedFrom: u.reachedFrom.map((t) => t.split("@")[0]) })),
    ).toEqual([
      { callee: "requests.get", reachedFrom: ["notes_list"] },
      { callee: "requests.post", reachedFrom: ["notes_search"] },
    ]);
  });

  it("binds every part of a registration loop's tuples, through a dict of functions returning the lists, and names built by a prefix helper", () => {
    expect(tools("registration/function-tables")).toEqual([
      { name: "list_jobs", registration: "definition-loop", params: ["limit?"], intent: "query" },
      { name: "pause_job", registration: "definition-loop", params: ["job_id"], intent: null },
      { name: "get_runs", registration: "definition-loop", params: ["job_id"], intent: "query" },
      { name: "health", registration: "mcp-server-tool", params: [], intent: null },
    ]);
    const r = audit(path.join(PY, "registration/function-tables"));
    expect(r.model.tools.map((t) => [t.name, t.description ?? null, `${t.location.file}:${t.location.line}`])).toEqual([
      ["list_jobs", "List the scheduled jobs", "src/scheduler_mcp/api/jobs.py:11"],
      ["pause_job", "Pause one job", "src/scheduler_mcp/api/jobs.py:12"],
      ["get_runs", "List the runs of one job", "src/scheduler_mcp/api/runs.py:13"],
      ["health", "Whether the scheduler answers.", "src/scheduler_mcp/app.py:16"],
    ]);
  });

  it("takes descriptions from description= and from docstrings, parameter descriptions from Field()", () => {
    const r = audit(path.join(PY, "registration/decorators"));
    const height = r.model.tools.find((t) => t.name === "geo_height")!;
    const places = r.model.tools.find((t) => t.name === "geo_search_places")!;
    expect({
      height: height.description,
      heightParams: height.parameters.map((p) => p.description ?? null),
      places: places.description,
      placeParams: places.parameters.map((p) => [p.description ?? null, p.default ?? null]),
    }).toEqual({
      height: "Height above sea level at one LV95 point.",
      heightParams: ["LV95 easting in metres", "LV95 northing in metres", null],
      places: "Search places by name.",
      placeParams: [
        ["Place name, whole words", null],
        ["Two-letter canton code", null],
        [null, "20"],
      ],
    });
  });
});

describe.each(readdirSync(path.join(PY, "rules")).sort())("Python rule corpus %s", (folder) => {
  const dir = path.join(PY, "rules", folder);
  const expectations = readPyExpectations(dir);
  const rules = [...new Set(expectations.map((e) => e.ruleId))].sort();

  it("annotates a bad shape and a look-alike for every rule it names", () => {
    expect(
      rules.map((id) => [
        id,
        expectations.some((e) => e.ruleId === id && e.kind === "ruleid"),
        expectations.some((e) => e.ruleId === id && e.kind === "ok"),
      ]),
    ).toEqual(rules.map((id) => [id, true, true]));
  });

  it("reports exactly the annotated findings (docstrings and comments quoting a bad shape are not code)", () => {
    const r = audit(dir, { rules });
    expect(r.coverage.notMeasured).toEqual([]);
    expect(r.findings.map((f) => `${f.ruleId} ${f.location.file}:${f.location.line}`).sort()).toEqual(
      expectedNow(expectations),
    );
  });
});

describe("several servers in one tree (corpus registration/nested-servers, example-and-companion, examples-published)", () => {
  it("gives each server object its own scope: tools belong to the object they register on, dispatch stays within it", () => {
    const r = audit(path.join(PY, "registration/nested-servers"));
    expect(
      r.model.tools.map((t) => [t.name, t.scope, `${t.handlerLocation?.file}:${t.handlerLocation?.line}`]),
    ).toEqual([
      // the admin package's object is also named `mcp`: its tools follow their own import, not the name
      ["get_parcel", "src/parcel_mcp/admin", "src/parcel_mcp/admin/tools.py:9"],
      ["reindex_parcels", "src/parcel_mcp/admin", "src/parcel_mcp/admin/tools.py:15"],
      // two low-level servers in one module, both listing `status`: each gets its own call_tool branch
      ["status", "src/parcel_mcp/status (public)", "src/parcel_mcp/status/server.py:40"],
      ["status", "src/parcel_mcp/status (internal)", "src/parcel_mcp/status/server.py:32"],
      ["get_parcel", "src/parcel_mcp", "src/parcel_mcp/tools.py:9"],
      ["search_parcels", "src/parcel_mcp", "src/parcel_mcp/tools.py:15"],
    ]);
    expect(r.coverage.scopes?.map((s) => [s.id, s.kind, s.definedBy, s.tools])).toEqual([
      ["src/parcel_mcp", "server", "mcp@src/parcel_mcp/server.py", 2],
      ["src/parcel_mcp/admin", "server", "mcp@src/parcel_mcp/admin/server.py", 2],
      ["src/parcel_mcp/status (internal)", "server", "internal@src/parcel_mcp/status/server.py", 1],
      ["src/parcel_mcp/status (public)", "server", "public@src/parcel_mcp/status/server.py", 1],
    ]);
    expect(r.coverage.toolsFound).toBe(6);
  });

  it("reports an example server apart and does not judge a companion local-files server by the data-source rules", () => {
    const r = audit(path.join(PY, "registration/example-and-companion"));
    expect(r.coverage.scopes?.map((s) => [s.id, s.kind, s.tools, s.findings, s.rulesNotApplicable.length])).toEqual([
      ["dev", "local-files", 2, 0, 10],
      // each search and departures list is returned as it came: empty, it has no next step and no echo
      ["examples/quickstart", "example", 2, 5, 0],
      ["src/transit_board", "server", 2, 5, 0],
    ]);
    expect(r.coverage.scopes?.[0]?.rulesNotApplicable[0]).toEqual({
      ruleId: "scope-only-when-set",
      reason: "not applicable: local-files server",
    });
    // the example's tools are audited but not listed, and not counted with the shipped server's
    expect(r.model.tools.map((t) => [t.name, t.scope, t.listed ?? true])).toEqual([
      ["list_fixtures", "dev", true],
      ["read_fixture", "dev", true],
      ["search_stops", "examples/quickstart", false],
      ["get_departures", "examples/quickstart", false],
      ["search_stops", "src/transit_board", true],
      ["get_departures", "src/transit_board", true],
    ]);
    expect(r.coverage.toolsFound).toBe(4);
    // per server: the search's syntax, and both lists returned as they came (no next step, no echo when empty)
    const perServer = (file: string, scope: string, kind: string) => [
      ["query-syntax-undocumented", file, scope, kind, 0],
      ["empty-result-next-step", file, scope, kind, 0],
      ["empty-result-no-echo", file, scope, kind, 0],
      ["empty-result-next-step", file, scope, kind, 1],
      ["empty-result-no-echo", file, scope, kind, 1],
    ];
    const toolOf = (id: string | undefined) => (id?.startsWith("get_departures") ? 1 : 0);
    expect(r.findings.map((f) => [f.ruleId, f.location.file, f.scope, f.scopeKind, toolOf(f.tool)])).toEqual([
      ...perServer("examples/quickstart/server.py", "examples/quickstart", "example"),
      ...perServer("src/transit_board/server.py", "src/transit_board", "server"),
    ]);
    const sarif = buildSarif(r);
    expect(sarif.runs[0]!.results!.map((x) => [x.properties?.scope, x.properties?.scopeKind])).toEqual([
      ...Array(5).fill(["examples/quickstart", "example"]),
      ...Array(5).fill(["src/transit_board", "server"]),
    ]);
    const text = renderText([r], { color: false }).split("\n");
    expect(text.filter((l) => l.endsWith("[example server: examples/quickstart]")).length).toBe(1);
    expect(text.filter((l) => l.startsWith("✖"))).toEqual([
      "✖ 10 problems (0 errors, 10 warnings, 0 notes); 5 of them in example servers",
    ]);
  });

  it("keeps a server whose package is named `examples` a server when the project publishes it; an unpublished demo beside it is an example", () => {
    const r = audit(path.join(PY, "registration/examples-published"));
    expect(r.coverage.scopes?.map((s) => [s.id, s.kind, s.reason])).toEqual([
      ["demo", "example", "under demo/ and not published by the project at the root, beside examples"],
      [
        "examples",
        "server",
        "under examples/, but published by the project at the root (pyproject.toml entry point examples.server)",
      ],
    ]);
  });

  it("does not take a server whose client the audit does not recognise for a local-files tool because it reads a file", () => {
    const server = (obj: string, body: string, imports: string) =>
      `# test fixture\nfrom mcp.server.fastmcp import FastMCP\n${imports}\n${obj} = FastMCP("${obj}")\n\n@${obj}.tool()\n${body}`;
    const root = scratchProject(
      {
        "api/server.py": server(
          "api",
          'async def get_item(item_id: str) -> dict:\n    """One item."""\n    return httpx.get(f"https://x.example/{item_id}").json()\n',
          "import httpx",
        ),
        // a Drive server: its SDK client is not an upstream the audit knows, and it reads its credentials file
        "drive/server.py": server(
          "drive",
          'def list_files(folder: str) -> list:\n    """Files of one folder."""\n    creds = json.load(open("credentials.json"))\n    return build("drive", "v3", credentials=creds).files().list(q=folder).execute()["files"]\n',
          "import json\nfrom googleapiclient.discovery import build",
        ),
      },
      "fa-py-sdk-scope-",
    );
    expect(audit(root).coverage.scopes?.map((s) => [s.id, s.kind])).toEqual([
      ["api", "server"],
      ["drive", "server"],
    ]);
  });

  it("keeps one server in one tree unscoped, even when it reads local files or lies under examples/", () => {
    const root = scratchProject(
      {
        "examples/notes/server.py": `# test fixture\nfrom mcp.server.fastmcp import FastMCP\nmcp = FastMCP("notes")\n\n@mcp.tool()\ndef read_note(name: str) -> str:\n    """One note."""\n    return open(name).read()\n`,
      },
      "fa-py-one-scope-",
    );
    const r = audit(root);
    expect([r.model.scopes, r.model.tools.map((t) => [t.name, t.scope, t.listed ?? true])]).toEqual([
      undefined,
      [["read_note", undefined, true]],
    ]);
  });
});

describe("upstream SDK clients in Python (corpus upstream/sdk-clients)", () => {
  it("counts calls on a client an SDK built as upstream requests, and follows instances of project classes to their methods", () => {
    const r = audit(path.join(PY, "upstream/sdk-clients"));
    expect(
      r.model.upstreamCalls.map((u) => ({
        callee: u.callee,
        client: u.client,
        line: u.location.line,
        reachedFrom: u.reachedFrom.map((t) => t.split("@")[0]),
      })),
    ).toEqual([
      // Elasticsearch built on self in the base class, reached through a module-level instance
      { callee: "self.client.search", client: "sdk", line: 14, reachedFrom: ["search_documents", "search_titles"] },
      // MilvusClient on self, reached through the object the lifespan yields
      { callee: "self.client.query", client: "sdk", line: 26, reachedFrom: ["vector_query", "list_collections_raw"] },
      // mysql.connector.connect from a factory method, its cursor from `with … as`
      { callee: "cursor.execute", client: "sdk", line: 40, reachedFrom: ["run_query"] },
      { callee: "cursor.fetchall", client: "sdk", line: 41, reachedFrom: ["run_query"] },
    ]);
    // look-alikes: BeautifulSoup parses a given text, count_words sends nothing
    const strip = r.model.tools.find((t) => t.name === "strip_html")!;
    const words = r.model.tools.find((t) => t.name === "word_count")!;
    expect(
      r.model.upstreamCalls.filter((u) => u.reachedFrom.includes(strip.id) || u.reachedFrom.includes(words.id)),
    ).toEqual([]);
  });

  it("derives the empty path of an upstream answer the handler returns as it came, not of one it tests for emptiness", () => {
    const r = audit(path.join(PY, "upstream/sdk-clients"));
    expect(
      r.model.tools.map((t) => [
        t.name,
        (t.returnPaths ?? [])
          .filter((p) => p.kind === "empty")
          .map((p) => `${p.location.line}${p.derived ? " derived" : ""}`),
      ]),
    ).toEqual([
      ["search_documents", ["30 derived"]],
      ["vector_query", ["37 derived"]],
      ["run_query", ["43 derived"]],
      ["strip_html", []],
      ["word_count", []],
      // look-alike: `if not hits:` answers the empty case itself
      ["search_titles", ["64"]],
      // json.dumps of the answer: still the answer as it came
      ["list_collections_raw", ["73 derived"]],
    ]);
  });
});

describe("cloud SDKs, clients held in closures, untyped receivers and thread pools (corpus upstream/cloud-and-closures)", () => {
  it("counts a boto3 client on self, a session a factory's closure holds (reached through a retry wrapper's lambda) and a method handed to pool.submit on an Any parameter", () => {
    const r = audit(path.join(PY, "upstream/cloud-and-closures"));
    expect(
      r.model.upstreamCalls.map((u) => [
        u.callee,
        u.client,
        `${u.location.file}:${u.location.line}`,
        u.reachedFrom.map((t) => t.split("@")[0]),
      ]),
    ).toEqual([
      // `fetch = make_fetcher(…)`: the def the factory returns, its session.get on the session it closed over
      ["session.get", "requests", "src/bucket_mcp/clients.py:15", ["dataset"]],
      // `boto3.client("s3")` kept on self
      ["self.s3.list_objects_v2", "sdk", "src/bucket_mcp/clients.py:48", ["list_objects"]],
      // `pool.submit(storage.head_size, …)` on a parameter typed Any: the one project method of that name
      ["self.s3.head_object", "sdk", "src/bucket_mcp/clients.py:71", ["object_sizes"]],
    ]);
    expect(r.model.flows.map((f) => [f.tool.split("@")[0], f.param, f.upstreamCall.split("@")[0]])).toEqual([
      ["dataset", "dataset_id", "session.get"],
      ["list_objects", "bucket", "self.s3.list_objects_v2"],
      ["list_objects", "prefix", "self.s3.list_objects_v2"],
      ["object_sizes", "bucket", "self.s3.head_object"],
      ["object_sizes", "keys", "self.s3.head_object"],
    ]);
    // look-alikes: key_count (called directly, or handed to pool.submit) and a closure that holds no client send nothing
    const quiet = r.model.tools
      .filter((t) => ["count_keys", "batch_counts", "format_size"].includes(t.name))
      .map((t) => t.id);
    expect([quiet.length, r.model.upstreamCalls.filter((u) => u.reachedFrom.some((id) => quiet.includes(id)))]).toEqual(
      [3, []],
    );
  });
});

describe("HTTP client packages as rows of the library table (corpus upstream/http-clients)", () => {
  it("knows a row's functions and client classes by what the file imports them as, and names each request's package", () => {
    const r = audit(path.join(PY, "upstream/http-clients"));
    expect(
      r.model.upstreamCalls.map((u) => ({
        callee: u.callee,
        client: u.client,
        method: u.method ?? null,
        line: u.location.line,
        reachedFrom: u.reachedFrom.map((t) => t.split("@")[0]),
      })),
    ).toEqual([
      // `import httpx as hx`: a module function under an alias
      { callee: "hx.get", client: "httpx", method: "GET", line: 20, reachedFrom: ["search_records"] },
      // `from requests import Session as HttpSession`: the client class under another name
      { callee: "http.get", client: "requests", method: "GET", line: 27, reachedFrom: ["record_history"] },
      // aiohttp's session from `async with`, named after its own package although the file imports httpx first
      { callee: "client.get", client: "aiohttp", method: "GET", line: 34, reachedFrom: ["record_files"] },
      { callee: "urlopen", client: "urllib", method: null, line: 41, reachedFrom: ["record_licence"] },
    ]);
    // look-alikes: the project's own `Session` cache and a parameter annotated with SQLAlchemy's `Session`
    // send nothing, though both are called with a path (and one with `params=`)
    const quiet = r.model.tools
      .filter((t) => t.name === "cached_record" || t.name === "stored_record")
      .map((t) => t.id);
    expect([quiet.length, r.model.upstreamCalls.filter((u) => u.reachedFrom.some((id) => quiet.includes(id)))]).toEqual(
      [2, []],
    );
  });
});

describe("functions as values and status failures (corpus upstream/callbacks-and-status)", () => {
  it("follows a method handed to a worker thread on the instance the caller passed, and a closure handed to a safe-call wrapper", () => {
    const r = audit(path.join(PY, "upstream/callbacks-and-status"));
    expect(
      r.model.upstreamCalls.map((u) => [
        `${u.location.file}:${u.location.line}`,
        u.reachedFrom.map((t) => t.split("@")[0]),
      ]),
    ).toEqual([
      // each searcher is reached only from the tool that hands that instance to in_thread
      ["src/papers_mcp/searchers.py:10", ["search_papers"]],
      ["src/papers_mcp/searchers.py:21", ["search_books"]],
      ["src/papers_mcp/vault.py:19", ["search_vault"]],
      ["src/papers_mcp/vault.py:26", ["read_notes", "read_notes_quietly", "read_notes_counted"]],
    ]);
    expect(r.model.flows.map((f) => [f.tool.split("@")[0], f.param, f.upstreamCall.split("@")[0]])).toEqual([
      ["read_notes", "paths", "requests.get"],
      ["read_notes_counted", "paths", "requests.get"],
      ["read_notes_quietly", "paths", "requests.get"],
      ["search_books", "query", "self.session.get"],
      ["search_papers", "max_results", "self.session.get"],
      ["search_papers", "query", "self.session.get"],
      // the closure reads the params of the method it is defined in
      ["search_vault", "text", "requests.post"],
    ]);
  });

  it("reads a return under a failed status test as a failure path, and a 404 test as no failure", () => {
    const r = audit(path.join(PY, "upstream/callbacks-and-status"));
    expect(
      r.model.tools.map((t) => [
        t.name,
        (t.failureReturns ?? []).map((p) => `${p.failure?.kind} ${p.location.file}:${p.location.line} ${p.kind}`),
      ]),
    ).toEqual([
      ["search_papers", ["status src/papers_mcp/searchers.py:12 empty"]],
      ["search_books", []],
      ["search_vault", []],
      // a loop that puts the error text into the list it returns, one that skips the item silently,
      // and the look-alike that keeps each failure in its own list beside the notes found
      ["read_notes", ["catch src/papers_mcp/vault.py:36 data"]],
      ["read_notes_quietly", ["skip src/papers_mcp/vault.py:44 empty"]],
      ["read_notes_counted", []],
    ]);
  });
});

describe("failure paths beyond a return in an except (corpora guarded-tools, station-fallbacks)", () => {
  it("gives a tool the except of a decorator that guards it, applied on the def or by a patched mcp.tool, and none for a decorator that re-raises", () => {
    const r = audit(path.join(PY, "rules", "guarded-tools"));
    expect(
      r.model.tools.map((t) => [
        t.name,
        (t.failureReturns ?? []).map((p) => `${p.failure?.kind} ${p.location.file}:${p.location.line} ${p.kind}`),
      ]),
    ).toEqual([
      ["count_indices", ["catch src/guarded_tools_mcp/guards.py:22 data"]],
      ["cluster_health", ["catch src/guarded_tools_mcp/guards.py:22 data"]],
      ["node_count", []],
    ]);
  });

  it("reads an except that falls through with the answer set empty, a pass over a preset empty value, and the else of a success test", () => {
    const r = audit(path.join(PY, "rules", "station-fallbacks"));
    expect(
      r.model.tools.map((t) => [
        t.name,
        (t.failureReturns ?? []).map((p) => `${p.failure?.kind} ${p.location.file}:${p.location.line} ${p.kind}`),
      ]),
    ).toEqual([
      [
        "station_overview",
        ["catch src/station_fallbacks_mcp/api.py:24 empty", "catch src/station_fallbacks_mcp/server.py:21 empty"],
      ],
      ["station_datasets", []],
      ["list_stations", ["status src/station_fallbacks_mcp/api.py:46 empty"]],
    ]);
  });
});

describe("which request failures reach an except (corpus drug-lists)", () => {
  it("gives a helper's catch-all except the request and marks its record a stand-in; the callers' excepts no request failure reaches are absorbed", () => {
    const r = audit(path.join(PY, "rules", "drug-lists"), { rules: ["empty-result-next-step"] });
    const rows = r.model.tools
      .filter((t) => ["drug_search", "drug_codes", "drug_tariff"].includes(t.name))
      .map((t) => [
        t.name,
        (t.failureReturns ?? []).map((p) => [
          `${p.location.file}:${p.location.line}`,
          p.failure?.upstreamCalls.length,
          p.failure?.standIn ?? false,
          p.failure?.absorbed ?? false,
          p.builtAt?.line ?? null,
        ]),
      ]);
    // the helper's texts stand at the tool's own `return _error_text(e)` (line 70, 81), built at 13, 15, 17
    const helper = (at: number, built: number) => [`src/drug_lists_mcp/server.py:${at}`, 0, false, true, built];
    expect(rows).toEqual([
      [
        "drug_search",
        [helper(70, 13), helper(70, 15), helper(70, 17), ["src/drug_lists_mcp/server.py:28", 1, true, false, null]],
      ],
      [
        "drug_codes",
        [helper(81, 13), helper(81, 15), helper(81, 17), ["src/drug_lists_mcp/server.py:38", 1, true, false, null]],
      ],
      // the helper raises on: the failure reaches the tool's own except
      ["drug_tariff", [["src/drug_lists_mcp/server.py:92", 1, false, false, null]]],
    ]);
  });
});

describe("request-side flows in Python (corpus termbank)", () => {
  const dir = path.join(PY, "rules", "termbank");
  const rules = ["scope-only-when-set"];

  it("records the guarded and keyed writes as flows to the upstream call (a resolved argument and a complete group write neither)", () => {
    const r = audit(dir, { rules });
    expect(
      r.model.flows
        .filter((f) => f.kind !== "value")
        .map((f) => ({
          tool: f.tool.split("@")[0],
          param: f.param,
          kind: f.kind,
          at: (f.guard ?? f.keyed)!.location.line,
          part: f.part,
        })),
    ).toEqual([
      { tool: "search_terms", param: "classification_ids", kind: "guarded-write", at: 28, part: "query" },
      { tool: "search_terms", param: "fields", kind: "keyed-write", at: 25, part: "query" },
    ]);
  });
});

describe("response reads in Python (corpus school-stats)", () => {
  it("records key reads, keyword keys of a row filter, normalisation and number parses with their origins", () => {
    const r = audit(path.join(PY, "rules", "school-stats"), { rules: ["hardwired-key-spelling"] });
    const reads = (r.model.responseReads ?? [])
      .filter((x) => x.location.file.endsWith("server.py"))
      .map((x) => {
        const u = x.use;
        const what =
          u.kind === "key"
            ? `key ${u.key}`
            : u.kind === "number-parse"
              ? `number zero=${u.zero ?? "none"} aggregated=${u.aggregated}${u.comparedOnly ? " compared" : ""}`
              : u.kind;
        return `${x.location.line} ${what} ${x.origins.map((o) => `${o.level}/${o.parse}${o.tabular ? "/table" : ""}${o.normalised ? `/${o.normalised}` : ""}`).join(",")}`;
      });
    expect(reads).toEqual([
      "16 key Schulgemeinde entry/csv/table",
      "24 key Schulgemeinde entry/csv/table",
      "26 number zero=inside aggregated=true field/csv/table",
      "26 key anzahl entry/csv/table",
      "28 number zero=inside aggregated=true field/csv/table",
      "28 key anzahl entry/csv/table",
      "37 key schulgemeinde entry/csv/table/lower",
      "42 key anzahl entry/csv/table/lower",
      "47 key stufe entry/csv/table/lower",
      "57 key Jahr entry/csv/table/lower",
      "57 key schulgemeinde entry/csv/table/lower",
      "65 key jahr entry/csv/table/lower",
      "65 fallback field/csv/table/lower",
      "65 key schulgemeinde entry/csv/table/lower",
      // no number parse on line 67: the cells were checked with isdigit() first, so the 0 default cannot apply
      "67 key jahr entry/csv/table/lower",
      "68 key schulgemeinde entry/csv/table/lower",
      "68 fallback field/csv/table/lower",
      "69 fallback field/csv/table/lower",
      "77 key rows envelope/json",
      "77 fallback envelope/json",
      "79 number zero=inside aggregated=false field/json",
      "79 key anzahl entry/json",
      "79 key anzahl entry/json",
      "80 key stufe entry/json",
      "89 number zero=inside aggregated=false envelope/json",
      "89 key numHits envelope/json",
      "89 fallback envelope/json",
      // tested for equality with the caller's level only; the test against 0 counts the empty cells as zero
      "98 number zero=inside aggregated=false compared field/csv/table/lower",
      "98 key stufe_nr entry/csv/table/lower",
      "100 number zero=inside aggregated=false field/csv/table/lower",
      "100 key anzahl entry/csv/table/lower",
    ]);
  });
});

describe("answer readers beyond JSON and CSV (corpus stat-downloads)", () => {
  it("reads ElementTree elements by tag and openpyxl rows by header as reads of the upstream answer", () => {
    const r = audit(path.join(PY, "rules", "stat-downloads"), { rules: ["hardwired-key-spelling"] });
    const reads = (r.model.responseReads ?? []).map((x) => {
      const u = x.use;
      const what =
        u.kind === "key"
          ? `key ${u.key}`
          : u.kind === "number-parse"
            ? `number zero=${u.zero ?? "none"}`
            : u.kind === "fallback"
              ? `fallback ${u.fallback.code}`
              : u.kind;
      const o = x.origins[0]!;
      return `${x.location.file.split("/").pop()}:${x.location.line} ${what} ${o.level}/${o.parse}${o.tabular ? "/table" : ""}`;
    });
    expect(reads).toEqual([
      "sdmx.py:24 key Observations envelope/xml",
      "sdmx.py:24 fallback [] envelope/xml",
      "sdmx.py:27 key TimePeriod entry/xml",
      "sdmx.py:29 number zero=inside field/xml",
      "sdmx.py:29 key ObsValue entry/xml",
      'sdmx.py:29 fallback "0" field/xml',
      "sdmx.py:40 key Series envelope/xml",
      "sdmx.py:43 key key entry/xml",
      "sdmx.py:45 key Count entry/xml",
      "workbook.py:29 key Gemeinde entry/csv/table",
      "workbook.py:31 key bfs_nr entry/csv/table",
      "workbook.py:33 number zero=inside field/csv/table",
      "workbook.py:33 key anzahl entry/csv/table",
      "workbook.py:35 key klassen entry/csv/table",
    ]);
  });
});

describe("Python projects", () => {
  const server = (extra = "") => `from mcp.server.fastmcp import FastMCP
import httpx

mcp = FastMCP("s")


@mcp.tool()
async def search_items(query: str, status: str | None = None) -> dict:
    """Search items."""
    params = {"q": query}
    if status:
${extra}        params["status"] = status
    async with httpx.AsyncClient() as client:
        r = await client.get("https://api.example/items", params=params)
    return r.json()
`;

  it("applies a # fidelity-audit-ignore-next-line suppression with a reason", () => {
    const dir = scratchProject(
      {
        "pyproject.toml": "[project]\nname='s'\n",
        "server.py": server(
          "        # fidelity-audit-ignore-next-line scope-only-when-set -- the API searches every status when status is absent\n",
        ),
      },
      "fa-py-",
    );
    const r = audit(dir, { rules: ["scope-only-when-set"] });
    expect(
      r.findings.map((f) => ({ line: f.location.line, suppressed: f.suppression?.justification ?? null })),
    ).toEqual([{ line: 13, suppressed: "the API searches every status when status is absent" }]);
    expect(activeFindings(r)).toEqual([]);
  });

  it("reads a hedged cause in a raised error's message as an excuse, like the same sentence returned as an empty result (ADJUDICATION.md, rule 4)", () => {
    const tool = (name: string, body: string) => `

@mcp.tool()
async def ${name}(term_id: str) -> dict:
    """One term by its id."""
    async with httpx.AsyncClient() as client:
        r = await client.get(f"https://api.example/terms/{term_id}")
    if not r.json():
${body}
    return r.json()
`;
    const sentence =
      "No term came back. The termbank is probably down, because its nightly import may not have finished.";
    const dir = scratchProject(
      {
        "pyproject.toml": "[project]\nname='s'\n",
        "server.py":
          server() +
          tool("get_term", `        raise ValueError("${sentence}")`) +
          tool("get_term_text", `        return {"text": "${sentence}"}`),
      },
      "fa-py-",
    );
    const r = audit(dir, { rules: ["empty-result-excuse"] });
    expect({
      thrown: (r.model.texts ?? []).filter((t) => t.text === sentence).map((t) => [t.location.line, t.thrown ?? false]),
      findings: r.findings.map((f) => [f.ruleId, f.location.line]),
    }).toEqual({
      thrown: [
        [24, true],
        [34, false],
      ],
      findings: [
        ["empty-result-excuse", 24],
        ["empty-result-excuse", 34],
      ],
    });
  });

  it("does not read a directive inside a string as a suppression", () => {
    const dir = scratchProject(
      {
        "server.py": server(
          `        note = "# fidelity-audit-ignore-next-line scope-only-when-set -- not a comment"\n`,
        ),
      },
      "fa-py-",
    );
    const r = audit(dir, { rules: ["scope-only-when-set"] });
    expect(activeFindings(r).map((f) => f.location.line)).toEqual([13]);
  });

  it("leaves virtualenvs, __pycache__, build/ and dist/ out", () => {
    const copy = server().replace("search_items", "ghost_items");
    const dir = scratchProject(
      {
        "pyproject.toml": "[project]\nname='s'\n",
        "src/app/server.py": server(),
        ".venv/lib/site.py": copy,
        "env2/pyvenv.cfg": "home = /usr/bin\n",
        "env2/lib/pkg.py": copy,
        "src/app/__pycache__/server.py": copy,
        "build/lib/app/server.py": copy,
        "dist/app/server.py": copy,
      },
      "fa-py-",
    );
    const r = audit(dir);
    expect({
      tools: r.model.tools.map((t) => t.name),
      files: r.coverage.filesAnalysed,
      configs: r.coverage.projectConfigs,
    }).toEqual({ tools: ["search_items"], files: 1, configs: ["pyproject.toml"] });
  });

  it("audits a repository with both languages in both", () => {
    const dir = scratchProject(
      {
        "py/server.py": server(),
        "ts/package.json": JSON.stringify({ name: "t", dependencies: { "@modelcontextprotocol/sdk": "^1.0.0" } }),
        "ts/src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "t", version: "1.0.0" });
server.tool("lookup_entry", "Look up one entry.", { id: z.string() }, async ({ id }) => {
  const res = await fetch("https://api.example/entries/" + id);
  return { content: [{ type: "text", text: await res.text() }] };
});
`,
      },
      "fa-py-mixed-",
    );
    const r = audit(dir);
    expect({ languages: r.coverage.languages, tools: r.model.tools.map((t) => t.name) }).toEqual({
      languages: ["typescript", "python"],
      tools: ["lookup_entry", "search_items"],
    });
  });
});

describe("Python corpus annotations", () => {
  it("reads # ruleid/ok and the todo forms, and expects ruleid and todook today", () => {
    const dir = scratchProject(
      { "a.py": "# ruleid: r1\nx = 1\n# todoruleid: r2\n# a comment\ny = 2\n# todook: r3\nz = 3\n# ok: r4\nw = 4\n" },
      "fa-py-ann-",
    );
    const ex = readPyExpectations(dir);
    expect({ all: ex, now: expectedNow(ex) }).toEqual({
      all: [
        { kind: "ruleid", ruleId: "r1", at: "a.py:2" },
        { kind: "todoruleid", ruleId: "r2", at: "a.py:5" },
        { kind: "todook", ruleId: "r3", at: "a.py:7" },
        { kind: "ok", ruleId: "r4", at: "a.py:9" },
      ],
      now: ["r1 a.py:2", "r3 a.py:7"],
    });
  });
});

describe("bundled Python example (examples/geodata-py-server)", () => {
  it("reports one finding per planted defect, rules 1, 2, 3, 4, 6, 11, 13 and 14", () => {
    const r = audit(path.join(import.meta.dirname, "..", "examples", "geodata-py-server"));
    expect({
      languages: r.coverage.languages,
      tools: r.model.tools.map((t) => t.name),
      findings: activeFindings(r).map((f) => `${f.ruleId} ${f.location.file}:${f.location.line}`),
    }).toEqual({
      languages: ["python"],
      tools: ["geo_search_places", "geo_commune_population", "geo_list_cantons"],
      findings: [
        "partial-param-group src/geodata_mcp/client.py:28",
        "scope-only-when-set src/geodata_mcp/client.py:30",
        "silent-envelope-default src/geodata_mcp/client.py:33",
        "empty-result-excuse src/geodata_mcp/server.py:25",
        "empty-result-next-step src/geodata_mcp/server.py:28",
        // the echo names the term while the status, the fields and the limit went out too
        "empty-result-no-echo src/geodata_mcp/server.py:28",
        "hardwired-key-spelling src/geodata_mcp/server.py:37",
        "non-number-as-zero src/geodata_mcp/server.py:37",
      ],
    });
  });
});

describe("defaults in statement form (corpus paper-records)", () => {
  it("reads `if not x: x = LITERAL` and `if x is None: x = LITERAL` on a value of an answer as a default, with the record field it fills, and an epoch date as a date", () => {
    const r = audit(path.join(PY, "rules", "paper-records"), { rules: ["ambiguous-absence"] });
    const reads = (r.model.responseReads ?? [])
      .filter((x) => x.location.file.endsWith("records.py") && x.location.line > 40 && x.use.kind === "fallback")
      .map((x) => {
        const u = x.use as Extract<typeof x.use, { kind: "fallback" }>;
        return [x.location.line, u.form, u.fallback.shape, u.fallback.code, u.lookup, u.record?.field];
      });
    expect(reads).toEqual([
      [49, "default", "date", "datetime(1970, 1, 1)", true, "published"],
      [57, "default", "text", '"unknown"', true, "publisher"],
      // the record states why (`published_state`): the analyzer leaves it; the caller's own argument is no read
      [66, "default", "date", "datetime(1970, 1, 1)", true, "published"],
    ]);
  });
});

describe("failures a caller drops or dresses as data (corpus failure-shapes)", () => {
  const r = audit(path.join(PY, "rules", "failure-shapes"), { rules: ["empty-result-next-step"] });
  const failures = (name: string) =>
    (r.model.tools.find((t) => t.name === name)?.failureReturns ?? []).map((p) => [
      `${p.location.file}:${p.location.line}`,
      p.kind,
      p.shape,
      p.failure?.kind,
      p.failure?.droppedAt ? `${p.failure.droppedAt.file}:${p.failure.droppedAt.line}` : null,
      p.dressedFailure ? `${p.dressedFailure.file}:${p.dressedFailure.line}` : null,
    ]);

  it("follows a (data, error) pair into the caller: dropped error half gives the empty data half, a read one keeps the pair", () => {
    expect(failures("search_articles")).toEqual([
      ["src/news_mcp/api.py:15", "empty", "array", "catch", "src/news_mcp/server.py:21", null],
    ]);
    expect(failures("search_articles_checked")).toEqual([
      ["src/news_mcp/api.py:15", "data", "opaque", "catch", null, null],
    ]);
    // `(stories, error) = await fetch_stories(…)` then `return stories or []`: the None half goes on
    expect(failures("latest_stories")).toEqual([
      ["src/news_mcp/feeds.py:22", "empty", "null", "status", "src/news_mcp/server.py:58", null],
    ]);
    expect(failures("latest_stories_checked")).toEqual([
      ["src/news_mcp/feeds.py:22", "data", "opaque", "status", null, null],
    ]);
    // `{"titles": titles, "error": problem}` reads the error half
    expect(failures("story_titles")).toEqual([["src/news_mcp/feeds.py:33", "data", "opaque", "catch", null, null]]);
  });

  it("marks a record shaped like the data whose values carry the failure, not one that says it is a failure", () => {
    expect(failures("headlines")).toEqual([
      ["src/news_mcp/api.py:43", "data", "array", "catch", null, "src/news_mcp/api.py:43"],
    ]);
    expect(failures("story")).toEqual([
      ["src/news_mcp/feeds.py:44", "data", "array", "catch", null, "src/news_mcp/feeds.py:44"],
    ]);
    expect(failures("section_info")).toEqual([
      ["src/news_mcp/feeds.py:53", "data", "object", "status", null, "src/news_mcp/feeds.py:53"],
    ]);
    expect(failures("section_meta")).toEqual([["src/news_mcp/feeds.py:62", "data", "object", "status", null, null]]);
    expect(failures("corrections")).toEqual([["src/news_mcp/feeds.py:73", "error", "array", "catch", null, null]]);
    expect(failures("section_status")).toEqual([["src/news_mcp/feeds.py:84", "data", "object", "catch", null, null]]);
  });
});

describe("key fallbacks and guessed spellings (corpus parcel-lookup)", () => {
  it("records every key a nested .get default or an or chain tries, in order; the rule keeps only spellings of one key", () => {
    const r = audit(path.join(PY, "rules", "parcel-lookup"), { rules: ["hardwired-key-spelling"] });
    const alts = (r.model.responseReads ?? [])
      .filter((x) => x.use.kind === "key-alternatives")
      .map((x) => [x.location.line, (x.use as Extract<typeof x.use, { kind: "key-alternatives" }>).keys]);
    expect(alts).toEqual([
      [25, ["egrid", "EGRID"]],
      [34, ["parcel_number", "parcelNumber"]],
      [43, ["area_m2", "areaM2", "AREA_M2"]],
      [54, ["name", "title"]],
      [63, ["label", "municipality", "canton"]],
    ]);
    expect(r.findings.map((f) => f.location.line)).toEqual([25, 34, 43]);
  });
});

describe("membership in a list the project declares (corpus test-cannot-fail)", () => {
  it("reads `x in obj.member` as exact when the member is annotated as a list or set to one, and as a substring test on a text", () => {
    const r = audit(path.join(PY, "rules", "test-cannot-fail"), { rules: ["test-cannot-fail"] });
    const asserts = (r.model.tests?.assertions ?? [])
      .filter((a) => a.location.file === "tests/test_server.py" && a.location.line > 150)
      .map((a) => [a.location.line, a.form, a.matcher, a.subject?.text]);
    expect(asserts).toEqual([
      [154, "membership", "exact", "origins"],
      [156, "membership", "exact", "s.trusted_hosts"],
      [158, "membership", "substring", "s.api_base"],
      // fields a library's constructor is handed as sorted()/list() in the project, or a method sets to set(…)
      [166, "membership", "exact", "sec.allowed_hosts"],
      [168, "membership", "exact", "sec.permitted_origins"],
      [170, "membership", "substring", "sec.public_base"],
      [173, "membership", "exact", "policy.origin_set"],
      [175, "membership", "substring", "policy.policy_text"],
    ]);
  });
});
