/** The table of client libraries (src/model/client-libraries.ts): one entry per library, each package in one entry. */
import { describe, expect, it } from "vitest";
import { isSdkModule } from "../src/frontend/py/libraries.js";
import {
  CLIENT_LIBRARIES,
  httpLibrary,
  isNotUpstream,
  isNotUpstreamPython,
  pythonHttpLibrary,
} from "../src/model/client-libraries.js";

describe("client libraries as data", () => {
  it("lists every package in one entry only, per language", () => {
    const all = CLIENT_LIBRARIES.flatMap((l) => l.packages.map((p) => `${l.language ?? "ts"}:${p}`));
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
  });
  it("keeps each language's rows to that language: Python modules are read as imported, with their submodules", () => {
    expect(
      ["fastmcp", "mcp.server.fastmcp", "os.path", "sqlalchemy.orm.session", "requests", "yaml"].map(
        isNotUpstreamPython,
      ),
    ).toEqual([true, true, true, true, true, true]);
    expect(["elasticsearch", "sqlalchemy", "mcpx", "pymilvus", "boto3"].map(isNotUpstreamPython)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    // a Python row never answers for an npm package of the same name, nor the other way round
    expect([isNotUpstream("requests"), isNotUpstream("mcp"), isNotUpstreamPython("zod")]).toEqual([
      false,
      false,
      false,
    ]);
    // the Python front end asks the same table
    expect(["elasticsearch.helpers", "pydantic", ".client", "typing"].map(isSdkModule)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
  it("reads exact names and `*` prefixes: the MCP frameworks, @opentelemetry/* and pino-pretty are not upstreams; firebase-admin, stripe and a package named like a prefix without it are", () => {
    expect(
      ["fastmcp", "@modelcontextprotocol/sdk", "@opentelemetry/api", "pino-pretty", "node:fs", "fs", "fs/promises"].map(
        isNotUpstream,
      ),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(["firebase-admin", "stripe", "fs-extra", "expressive", "axios"].map(isNotUpstream)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("what the table records about an HTTP client's answer and failures", () => {
  it("says where the parsed body is and whether an error status throws, one entry per library", () => {
    const rows = CLIENT_LIBRARIES.flatMap((l) =>
      l.kind === "http" ? [[l.language ?? "ts", l.client, l.answer, l.failure]] : [],
    );
    expect(rows).toEqual([
      ["ts", "axios", "data", "throws"],
      ["ts", "got", "read", "throws"],
      ["ts", "ky", "read", "throws"],
      ["ts", "undici", "read", "status"],
      ["ts", "node-fetch", "read", "status"],
      ["ts", "superagent", "body", "throws"],
      ["ts", "node-http", "read", "status"],
      // Python: httpx, requests and aiohttp answer with the status to test; urlopen raises HTTPError
      ["python", "httpx", "read", "status"],
      ["python", "requests", "read", "status"],
      ["python", "aiohttp", "read", "status"],
      ["python", "urllib", "read", "throws"],
    ]);
  });
  it("gives the Python front end each HTTP package's client classes and request functions, submodules included", () => {
    expect(
      ["httpx", "requests.sessions", "urllib.request", "urllib.parse", "elasticsearch"].map((m) => {
        const row = pythonHttpLibrary(m);
        return row ? [row.client, row.constructors ?? [], row.functions?.length ?? 0] : null;
      }),
    ).toEqual([
      ["httpx", ["AsyncClient", "Client"], 9],
      ["requests", ["Session", "session"], 8],
      ["urllib", [], 1],
      null,
      null,
    ]);
    // an HTTP package is not an SDK whose every call is a request: its rows say which calls are
    expect(["httpx", "aiohttp", "urllib.request", "urllib3"].map(isNotUpstreamPython)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
  it("reads the runtime's fetch like node-fetch, and knows no entry for an SDK", () => {
    expect([httpLibrary("fetch")?.failure, httpLibrary("superagent")?.answer, httpLibrary("sdk")]).toEqual([
      "status",
      "body",
      undefined,
    ]);
  });
  it("takes HTML entity decoders and HTML-to-text converters for parsers of text already fetched, not upstreams", () => {
    expect(["he", "html-entities", "html-to-md", "striptags", "hex-client"].map(isNotUpstream)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
