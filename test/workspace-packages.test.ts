/** A project's own workspace packages and tsconfig path aliases are its code: followed, never taken as a third-party client. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "workspace-packages");

describe("workspace packages are project code", () => {
  const model = audit(FIXTURE, { rules: [] }).model;
  const calls = model.upstreamCalls.map((u) => ({ id: u.id, client: u.client, reachedFrom: u.reachedFrom }));

  it("follows a class and a client factory of a workspace package (by its package name) to the requests inside", () => {
    expect(calls.filter((c) => c.id.includes("packages/core/"))).toEqual([
      {
        id: "fetch@packages/core/src/index.ts:8:23",
        client: "fetch",
        reachedFrom: ["search_books@packages/server/src/index.ts:12"],
      },
      {
        id: "fetch@packages/core/src/index.ts:19:25",
        client: "fetch",
        reachedFrom: ["list_shelves@packages/server/src/index.ts:18"],
      },
    ]);
  });

  it("follows a namespace import through a tsconfig path alias (`@lib/*`)", () => {
    expect(calls.find((c) => c.id.startsWith("fetch@packages/server/src/lib/isbn.ts"))).toEqual({
      id: "fetch@packages/server/src/lib/isbn.ts:5:25",
      client: "fetch",
      reachedFrom: ["book_by_isbn@packages/server/src/index.ts:24"],
    });
  });

  it("keeps a package that is not the project's as a third-party SDK, and takes no project call for one", () => {
    expect(calls.filter((c) => c.client === "sdk")).toEqual([
      {
        id: "vendor.search@packages/server/src/index.ts:31:23",
        client: "sdk",
        reachedFrom: ["vendor_books@packages/server/src/index.ts:30"],
      },
    ]);
  });
});
