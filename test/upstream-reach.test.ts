/** Which upstream calls a tool reaches: through every implementation of an interface, callback-style drivers, a client handed on untyped. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "upstream-reach");

describe("upstream calls reached from a tool", () => {
  const model = audit(FIXTURE, { rules: [] }).model;
  const reached = Object.fromEntries(model.upstreamCalls.map((u) => [u.id, u.reachedFrom]));

  it("follows a call through an interface member into every implementation, and takes a callback-style driver call as a request", () => {
    expect(reached["this.client.query@src/pg-adapter.ts:8:26"]).toEqual(["read_query@src/index.ts:18"]);
    expect(reached["this.db.all@src/sqlite-adapter.ts:9:7"]).toEqual(["read_query@src/index.ts:18"]);
  });

  it("takes a client handed to a helper as a client there, although its parameter is typed any", () => {
    expect(reached["conn.query@src/crm.ts:3:24"]).toEqual(["find_accounts@src/index.ts:23"]);
  });

  it("finds nothing else", () => {
    expect(Object.keys(reached).sort()).toEqual([
      "conn.query@src/crm.ts:3:24",
      "this.client.query@src/pg-adapter.ts:8:26",
      "this.db.all@src/sqlite-adapter.ts:9:7",
    ]);
  });
});
