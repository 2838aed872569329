/**
 * What is known about the packages a server may talk to its upstream through: models as data (in the
 * spirit of CodeQL's models-as-data), one entry per library, language-neutral. A front end reads this
 * table to tell an upstream request from anything else; adding a library is a new entry and a test.
 *
 * The rule for a package with no entry: a value obtained from a third-party package (constructed,
 * made by a factory, handed out along a chain of calls) is an SDK client, and its awaited calls are
 * upstream requests. Entries say what differs from that rule:
 * - `http`: an HTTP client package; the module itself and the instances it makes (`create`/`extend`)
 *   send requests with the HTTP verbs (`get`, `post`, …, `request`), and calling it directly does too.
 * - `not-upstream`: the package is the MCP framework, validation, logging, caching, configuration, a
 *   web framework, the runtime's own modules or a text utility; nothing it hands out is an upstream.
 *
 * Rows are per library and language: `language` absent is a TypeScript/JavaScript package (npm names,
 * `*` for any rest); `"python"` is a Python module as imported (a row's name also covers its submodules,
 * `sqlalchemy.orm` covers `sqlalchemy.orm.session`). Both front ends read this one table.
 */
import type { UpstreamClient } from "./types.js";

/** The language a row is for: absent for TypeScript/JavaScript (npm packages). */
export type LibraryLanguage = "python";

export type ClientLibrary =
  | {
      kind: "http";
      language?: LibraryLanguage;
      /** The package names this entry is for (aliases that share an API). */
      packages: string[];
      client: UpstreamClient;
      /**
       * Where the answer's parsed body is: a key of the response (`data` for axios, `body` for superagent),
       * or `read` when the code reads and parses it itself (`await res.json()`, `JSON.parse(res.body)`).
       */
      answer: "data" | "body" | "read";
      /** How a failed request is signalled: the call throws on an error status, or resolves with the status to test. */
      failure: "throws" | "status";
      /**
       * Python rows: the names the package exports that build a client (`httpx.AsyncClient`, `requests.Session`);
       * a client's verb methods (`get`, `post`, …, `request`, `stream`, `send`) send requests.
       */
      constructors?: string[];
      /** Python rows: the package's own functions that send a request (`httpx.get`, `urllib.request.urlopen`). */
      functions?: string[];
    }
  | {
      /**
       * An SDK whose requests are functions the package exports rather than methods of a client object
       * (`await modelInfo({ name })` from @huggingface/hub, `await getDocs(q)` from firebase/firestore): a call
       * of one of `functions`, imported from the package, is an upstream request.
       */
      kind: "sdk-functions";
      language?: LibraryLanguage;
      packages: string[];
      functions: string[];
    }
  | {
      kind: "not-upstream";
      language?: LibraryLanguage;
      /** Package names; a trailing `*` stands for any rest (`@opentelemetry/*`, `pino*`). */
      packages: string[];
      /** Why none of its values is an upstream. */
      why: string;
    };

export const CLIENT_LIBRARIES: ClientLibrary[] = [
  { kind: "http", packages: ["axios"], client: "axios", answer: "data", failure: "throws" },
  { kind: "http", packages: ["got"], client: "got", answer: "read", failure: "throws" },
  { kind: "http", packages: ["ky", "ky-universal"], client: "ky", answer: "read", failure: "throws" },
  { kind: "http", packages: ["undici"], client: "undici", answer: "read", failure: "status" },
  {
    kind: "http",
    packages: ["node-fetch", "cross-fetch", "isomorphic-fetch"],
    client: "node-fetch",
    answer: "read",
    failure: "status",
  },
  { kind: "http", packages: ["superagent"], client: "superagent", answer: "body", failure: "throws" },
  {
    kind: "http",
    packages: ["http", "https", "node:http", "node:https"],
    client: "node-http",
    answer: "read",
    failure: "status",
  },
  {
    kind: "sdk-functions",
    packages: ["@huggingface/hub"],
    functions: [
      "modelInfo",
      "datasetInfo",
      "spaceInfo",
      "listModels",
      "listDatasets",
      "listSpaces",
      "listFiles",
      "listCommits",
      "pathsInfo",
      "fileExists",
      "fileDownloadInfo",
      "downloadFile",
      "repoExists",
      "whoAmI",
      "createRepo",
      "uploadFile",
      "uploadFiles",
      "deleteFile",
      "deleteFiles",
    ],
  },
  {
    kind: "sdk-functions",
    packages: ["firebase/firestore", "firebase/firestore/lite"],
    functions: [
      "getDoc",
      "getDocs",
      "getDocFromServer",
      "getDocsFromServer",
      "getCountFromServer",
      "getAggregateFromServer",
    ],
  },
  { kind: "sdk-functions", packages: ["firebase/database"], functions: ["get"] },
  { kind: "sdk-functions", packages: ["@octokit/request"], functions: ["request"] },
  { kind: "sdk-functions", packages: ["graphql-request"], functions: ["request", "rawRequest"] },
  {
    kind: "not-upstream",
    packages: ["@modelcontextprotocol/*", "fastmcp", "mcp-framework"],
    why: "the MCP SDK and frameworks the server is built on",
  },
  { kind: "not-upstream", packages: ["zod", "ajv*", "zod-to-json-schema"], why: "schema validation" },
  {
    kind: "not-upstream",
    packages: ["lru-cache", "node-cache", "quick-lru", "keyv"],
    why: "in-process caches",
  },
  {
    kind: "not-upstream",
    packages: ["pino*", "winston*", "debug", "chalk", "ora", "@opentelemetry/*", "prom-client"],
    why: "logging, terminal output and telemetry",
  },
  {
    kind: "not-upstream",
    packages: ["dotenv*", "commander", "yargs*", "yaml", "js-yaml", "@iarna/toml", "toml", "smol-toml", "json5", "ini"],
    why: "configuration and command lines",
  },
  { kind: "not-upstream", packages: ["express", "fastify", "hono*", "koa"], why: "web frameworks serving the server" },
  {
    kind: "not-upstream",
    packages: [
      "node:*",
      "fs",
      "fs/*",
      "stream/*",
      "util/*",
      "timers*",
      "assert*",
      "buffer",
      "zlib",
      "net",
      "dns",
      "process",
      "querystring",
      "perf_hooks",
      "async_hooks",
      "path",
      "url",
      "crypto",
      "os",
      "stream",
      "util",
      "child_process",
      "worker_threads",
      "readline",
      "events",
      "eventemitter3",
    ],
    why: "the runtime's own modules",
  },
  {
    kind: "not-upstream",
    packages: ["p-limit", "p-queue", "bottleneck", "rxjs", "immer", "lodash*", "ramda", "diff", "minimatch", "glob"],
    why: "concurrency and data utilities",
  },
  {
    kind: "not-upstream",
    packages: ["uuid", "nanoid", "date-fns*", "dayjs", "moment"],
    why: "identifiers and dates",
  },
  {
    kind: "not-upstream",
    packages: [
      "turndown",
      "cheerio",
      "jsdom",
      "xml2js",
      "fast-xml-parser",
      "csv-parse*",
      "papaparse",
      "marked",
      "he",
      "html-entities",
      "entities",
      "html-to-md",
      "html-to-text",
      "sanitize-html",
      "striptags",
    ],
    why: "parsers and converters of text already fetched",
  },
  // Python modules (as imported)
  {
    kind: "http",
    language: "python",
    packages: ["httpx"],
    client: "httpx",
    answer: "read",
    failure: "status",
    constructors: ["AsyncClient", "Client"],
    functions: ["get", "post", "put", "patch", "delete", "head", "options", "request", "stream"],
  },
  {
    kind: "http",
    language: "python",
    packages: ["requests"],
    client: "requests",
    answer: "read",
    failure: "status",
    constructors: ["Session", "session"],
    functions: ["get", "post", "put", "patch", "delete", "head", "options", "request"],
  },
  {
    kind: "http",
    language: "python",
    packages: ["aiohttp"],
    client: "aiohttp",
    answer: "read",
    failure: "status",
    constructors: ["ClientSession"],
    functions: ["request"],
  },
  {
    kind: "http",
    language: "python",
    packages: ["urllib.request"],
    client: "urllib",
    answer: "read",
    failure: "throws",
    functions: ["urlopen"],
  },
  {
    kind: "not-upstream",
    language: "python",
    packages: (
      "abc argparse array ast asyncio base64 binascii bisect builtins bz2 calendar cmath codecs collections " +
      "colorsys concurrent configparser contextlib contextvars copy csv ctypes dataclasses datetime decimal " +
      "difflib dis email enum errno fnmatch fractions functools gc getpass gettext glob gzip hashlib heapq hmac " +
      "html http importlib inspect io ipaddress itertools json keyword locale logging lzma math mimetypes " +
      "multiprocessing numbers operator os pathlib pickle pkgutil platform pprint queue random re sched " +
      "secrets selectors shlex shutil signal site socket ssl stat statistics string struct subprocess sys " +
      "sysconfig tarfile tempfile textwrap threading time timeit tokenize tomllib traceback types typing " +
      "typing_extensions unicodedata unittest urllib uuid warnings weakref xml zipfile zlib zoneinfo __future__"
    ).split(" "),
    why: "the standard library (its HTTP client, `urllib.request`, has its own row)",
  },
  {
    kind: "not-upstream",
    language: "python",
    packages: ["mcp", "fastmcp", "starlette", "uvicorn", "fastapi", "anyio", "trio"],
    why: "the MCP frameworks and the web and async runtimes serving the server",
  },
  {
    kind: "not-upstream",
    language: "python",
    packages: ["pydantic", "pydantic_settings", "jsonschema", "attrs", "attr", "dotenv", "click", "typer"],
    why: "validation, configuration and command lines",
  },
  {
    kind: "not-upstream",
    language: "python",
    packages: ["rich", "loguru", "structlog", "tenacity", "backoff", "cachetools", "diskcache"],
    why: "logging, terminal output, retry and caching helpers",
  },
  {
    kind: "not-upstream",
    language: "python",
    packages: [
      "bs4",
      "lxml",
      "html5lib",
      "markdown",
      "markdownify",
      "html2text",
      "yaml",
      "toml",
      "tomli",
      "jinja2",
      "orjson",
      "ujson",
      "tiktoken",
      "PIL",
      "feedparser",
      "xmltodict",
      "defusedxml",
      "tabulate",
      "sqlparse",
      "jmespath",
      "jsonpath_ng",
      "regex",
      "chardet",
      "charset_normalizer",
    ],
    why: "parsers and formatters of data already fetched",
  },
  {
    kind: "not-upstream",
    language: "python",
    packages: ["numpy", "pandas", "dateutil", "pytz", "arrow", "pendulum"],
    why: "numeric, table and date libraries",
  },
  {
    kind: "not-upstream",
    language: "python",
    packages: ["certifi", "urllib3", "websockets"],
    why: "transport packages below the HTTP clients",
  },
  { kind: "not-upstream", language: "python", packages: ["pytest", "mock"], why: "test tools" },
  {
    kind: "not-upstream",
    language: "python",
    packages: ["sqlalchemy.orm"],
    why: "an ORM's session and mapping layer (the engine it is bound to is the client)",
  },
];

/**
 * Bindings of a serverless platform: services the platform hands the code on its environment object
 * (`env.AI`, `env.DOCS_BUCKET`, `c.env.DB`), declared by name in the platform's configuration file rather
 * than imported. A call of a reading method on such a binding asks the service for data: it is an upstream
 * request like a call on an SDK client. Writes (`put`, `send`, `writeDataPoint`) are not reads.
 * `config` is the key of the configuration that declares such bindings (Cloudflare's wrangler.toml /
 * wrangler.json(c): `[ai] binding = "AI"`, `[[r2_buckets]] binding = "DOCS_BUCKET"`), `type` the binding's
 * type name in the platform's type declarations (`AI: Ai` in a generated `Env`), `reads` the methods that
 * ask for data, the last call of a chain (`env.AI.autorag(name).search(req)` reads with `search`).
 */
export interface PlatformBinding {
  platform: "cloudflare-workers";
  config: string;
  types: string[];
  reads: string[];
}

export const PLATFORM_BINDINGS: PlatformBinding[] = [
  { platform: "cloudflare-workers", config: "ai", types: ["Ai"], reads: ["run", "search", "aiSearch"] },
  { platform: "cloudflare-workers", config: "r2_buckets", types: ["R2Bucket"], reads: ["get", "head", "list"] },
  {
    platform: "cloudflare-workers",
    config: "kv_namespaces",
    types: ["KVNamespace"],
    reads: ["get", "getWithMetadata", "list"],
  },
  {
    platform: "cloudflare-workers",
    config: "vectorize",
    types: ["VectorizeIndex", "Vectorize"],
    reads: ["query", "queryById", "getByIds", "describe"],
  },
  {
    platform: "cloudflare-workers",
    config: "d1_databases",
    types: ["D1Database"],
    reads: ["all", "first", "raw", "run", "batch", "exec"],
  },
  { platform: "cloudflare-workers", config: "services", types: ["Fetcher"], reads: ["fetch"] },
  { platform: "cloudflare-workers", config: "assets", types: ["Fetcher"], reads: ["fetch"] },
  { platform: "cloudflare-workers", config: "browser", types: ["Fetcher"], reads: ["fetch"] },
  { platform: "cloudflare-workers", config: "hyperdrive", types: ["Hyperdrive"], reads: [] },
  { platform: "cloudflare-workers", config: "queues", types: ["Queue"], reads: [] },
  { platform: "cloudflare-workers", config: "analytics_engine_datasets", types: ["AnalyticsEngineDataset"], reads: [] },
];

/**
 * The names an SDK package's client factories go by (`getFirestore`, `getStorage`, `initializeApp`,
 * `createClient`, `connect`): a call of such a function imported from a third-party package, not
 * awaited, hands out a client of that package whatever its name says it builds.
 */
export const SDK_FACTORY = /^(get|create|init|initialize|new|make|build|connect|open)[A-Z]\w*$|^connect$/;

/** The HTTP client rows of Python modules, in the table's order. */
export const PYTHON_HTTP_LIBRARIES = CLIENT_LIBRARIES.filter(
  (lib): lib is Extract<ClientLibrary, { kind: "http" }> => lib.kind === "http" && lib.language === "python",
);

/** The Python HTTP client row a module (as imported, a submodule too) belongs to. */
export function pythonHttpLibrary(module: string): Extract<ClientLibrary, { kind: "http" }> | undefined {
  return PYTHON_HTTP_LIBRARIES.find((lib) => lib.packages.some((p) => module === p || module.startsWith(`${p}.`)));
}

/** The entry of an HTTP client, by the client name the front ends give its calls (`fetch` is the runtime's, read like node-fetch). */
export function httpLibrary(client: UpstreamClient | undefined): Extract<ClientLibrary, { kind: "http" }> | undefined {
  const name = client === "fetch" ? "node-fetch" : client;
  return CLIENT_LIBRARIES.find(
    (lib): lib is Extract<ClientLibrary, { kind: "http" }> =>
      lib.kind === "http" && !lib.language && lib.client === name,
  );
}

/** Whether `fn`, imported from `module`, is a request function of an SDK row (`modelInfo` from @huggingface/hub). */
export function isSdkFunction(module: string, fn: string): boolean {
  return CLIENT_LIBRARIES.some(
    (lib) =>
      lib.kind === "sdk-functions" && !lib.language && lib.packages.includes(module) && lib.functions.includes(fn),
  );
}

/** Whether nothing a package hands out is an upstream (TypeScript/JavaScript packages). */
export function isNotUpstream(module: string): boolean {
  return CLIENT_LIBRARIES.some(
    (lib) =>
      lib.kind === "not-upstream" &&
      !lib.language &&
      lib.packages.some((p) => (p.endsWith("*") ? module.startsWith(p.slice(0, -1)) : module === p)),
  );
}

/**
 * Whether a Python module is not an SDK whose every call is an upstream request: a `not-upstream` row names
 * it or a package it belongs to, or it is an HTTP client, whose requests the HTTP rows describe instead.
 */
export function isNotUpstreamPython(module: string): boolean {
  return CLIENT_LIBRARIES.some(
    (lib) => lib.language === "python" && lib.packages.some((p) => module === p || module.startsWith(`${p}.`)),
  );
}
