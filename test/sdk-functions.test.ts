/** An SDK whose requests are functions it exports (models-as-data rows of kind sdk-functions): their calls are upstream requests, nothing else of the package is. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { isSdkFunction } from "../src/model/client-libraries.js";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "sdk-functions");

describe("request functions exported by an SDK package", () => {
  const result = audit(FIXTURE, { rules: ["silent-envelope-default"] });
  const reached = Object.fromEntries(result.model.upstreamCalls.map((u) => [u.id, u.reachedFrom]));

  it("takes a named import and a namespace import's function as requests, inline and in a class method of another file", () => {
    expect(reached).toEqual({
      "modelInfo@src/index.ts:11:22": ["model_details@src/index.ts:10"],
      "hub.listDatasets@src/datasets.ts:7:27": ["find_datasets@src/index.ts:17"],
    });
  });

  it("reads the answer of such a request as an upstream answer", () => {
    expect(result.findings.map((f) => [f.ruleId, f.location.file, f.location.line])).toEqual([
      ["silent-envelope-default", "src/index.ts", 12],
    ]);
  });

  it("knows the package's request functions from its row, and no other function of it", () => {
    expect([
      isSdkFunction("@huggingface/hub", "modelInfo"),
      isSdkFunction("@huggingface/hub", "parseRepoName"),
    ]).toEqual([true, false]);
  });
});
