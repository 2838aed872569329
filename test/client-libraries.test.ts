/** The table of client libraries (src/model/client-libraries.ts): one entry per library, each package in one entry. */
import { describe, expect, it } from "vitest";
import { CLIENT_LIBRARIES, httpLibrary, isNotUpstream } from "../src/model/client-libraries.js";

describe("client libraries as data", () => {
  it("lists every package in one entry only", () => {
    const all = CLIENT_LIBRARIES.flatMap((l) => l.packages);
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
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
    const rows = CLIENT_LIBRARIES.flatMap((l) => (l.kind === "http" ? [[l.client, l.answer, l.failure]] : []));
    expect(rows).toEqual([
      ["axios", "data", "throws"],
      ["got", "read", "throws"],
      ["ky", "read", "throws"],
      ["undici", "read", "status"],
      ["node-fetch", "read", "status"],
      ["superagent", "body", "throws"],
      ["node-http", "read", "status"],
    ]);
  });
  it("reads the runtime's fetch like node-fetch, and knows no entry for an SDK", () => {
    expect([httpLibrary("fetch")?.failure, httpLibrary("superagent")?.answer, httpLibrary("sdk")]).toEqual([
      "status",
      "body",
      undefined,
    ]);
  });
});
