/** Services a serverless platform binds on the environment (wrangler.toml / wrangler.jsonc) are upstream clients: their reading methods are requests. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { loadProject } from "../src/frontend/ts/load.js";

const FIXTURES = path.join(import.meta.dirname, "fixtures", "platform-bindings");
const reachedOf = (folder: string) =>
  Object.fromEntries(
    audit(path.join(FIXTURES, folder), { rules: [] }).model.upstreamCalls.map((u) => [u.id, u.reachedFrom]),
  );
const bindingsOf = (folder: string) =>
  Object.fromEntries([...loadProject(path.join(FIXTURES, folder)).platformBindings].map(([k, v]) => [k, v.config]));

describe("platform bindings from the platform's configuration", () => {
  it("reads the bindings of a wrangler.toml: tables, environment tables and inline arrays, not [vars]", () => {
    expect(bindingsOf("toml-worker")).toEqual({
      AI: "ai",
      CACHE: "kv_namespaces",
      DB: "d1_databases",
      DOCS: "r2_buckets",
    });
  });

  it("reads the bindings of a wrangler.jsonc with comments and trailing commas, nested and per environment", () => {
    expect(bindingsOf("jsonc-worker")).toEqual({
      BACKEND: "services",
      INDEX: "vectorize",
      JOBS: "queues",
      STAGING_AI: "ai",
    });
  });

  it("takes the reading calls on bindings as requests, inline, in a helper and chained, and no write", () => {
    expect(reachedOf("toml-worker")).toEqual({
      'env.AI.autorag("docs").search@src/index.ts:21:28': ["search_docs@src/index.ts:20"],
      'c.env.DB.prepare("SELECT * FROM items WHERE kind = ?").bind(kind).all@src/index.ts:33:33': [
        "list_items@src/index.ts:31",
      ],
      "env.CACHE.get@src/storage.ts:3:24": ["read_doc@src/index.ts:26"],
      "env.DOCS.get@src/storage.ts:5:21": ["read_doc@src/index.ts:26"],
    });
  });

  it("follows a binding reached on an environment kept in a class field, and a service binding's fetch", () => {
    expect(reachedOf("jsonc-worker")).toEqual({
      "this.workerEnv.INDEX.query@src/index.ts:12:25": ["nearest@src/index.ts:19"],
      "env.BACKEND.fetch@src/index.ts:25:23": ["backend_status@src/index.ts:24"],
      "env.STAGING_AI.run@src/index.ts:26:28": ["backend_status@src/index.ts:24"],
    });
  });

  it("reads a binding's answer as an upstream answer: a default on its envelope is rule 6", () => {
    const found = audit(path.join(FIXTURES, "toml-worker"), { rules: ["silent-envelope-default"] }).findings.map(
      (f) => [f.ruleId, f.location.file, f.location.line],
    );
    expect(found).toEqual([["silent-envelope-default", "src/index.ts", 22]]);
  });

  it("takes nothing for an object named env without a platform configuration", () => {
    expect(reachedOf("no-config")).toEqual({});
  });
});
