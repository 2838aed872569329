export const CLIENT_LIBRARIES = [
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
        packages: ["dotenv*", "commander", "yargs*", "yaml", "js-yaml"],
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
        packages: ["turndown", "cheerio", "jsdom", "xml2js", "fast-xml-parser", "csv-parse*", "papaparse", "marked"],
        why: "parsers and converters of text already fetched",
    },
];
/** The entry of an HTTP client, by the client name the front ends give its calls (`fetch` is the runtime's, read like node-fetch). */
export function httpLibrary(client) {
    const name = client === "fetch" ? "node-fetch" : client;
    return CLIENT_LIBRARIES.find((lib) => lib.kind === "http" && lib.client === name);
}
/** Whether nothing a package hands out is an upstream. */
export function isNotUpstream(module) {
    return CLIENT_LIBRARIES.some((lib) => lib.kind === "not-upstream" &&
        lib.packages.some((p) => (p.endsWith("*") ? module.startsWith(p.slice(0, -1)) : module === p)));
}
