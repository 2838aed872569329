/** The return-path reading in the model: every way a handler returns, classified, with its conditions. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import type { ReturnPath } from "../src/model/types.js";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "return-paths");
const CORPUS = path.join(import.meta.dirname, "corpus", "rules");

const brief = (p: ReturnPath) => ({ kind: p.kind, shape: p.shape, at: `${p.location.file}:${p.location.line}`, conditions: p.conditions, nextStep: p.nextStep, fields: p.fields });

describe("return paths", () => {
  it("classifies data, empty, error and throw through helpers in another file; an argument check is not an empty result", () => {
    const tool = audit(FIXTURE, { rules: [] }).model.tools.find((t) => t.name === "lookup")!;
    expect(tool.returnPaths!.map(brief)).toEqual([
      { kind: "empty", shape: "content", at: "src/api.ts:13", conditions: [{ kind: "emptiness", subject: "items", negated: false, text: "items.length === 0" }], nextStep: "yes", fields: [] },
      { kind: "data", shape: "structured", at: "src/api.ts:14", conditions: [], nextStep: "no", fields: ["items", "q"] },
      { kind: "data", shape: "content", at: "src/index.ts:9", conditions: [{ kind: "emptiness", subject: "ids", negated: false, text: "!ids.length" }], nextStep: "yes", fields: [] },
      { kind: "error", shape: "throw", at: "src/index.ts:10", conditions: [{ kind: "other", negated: false, text: "q.length > 200" }], nextStep: "unknown", fields: [] },
      { kind: "error", shape: "content", at: "src/index.ts:14", conditions: [{ kind: "failure", subject: "err", negated: false, text: "catch (err)" }], nextStep: "no", fields: [] },
    ]);
    expect(tool.returnPaths!.map((p) => p.upstreamBefore.length)).toEqual([1, 1, 0, 0, 0]);
    expect(tool.failureReturns!.map(brief)).toEqual([{ kind: "error", shape: "content", at: "src/index.ts:14", conditions: [{ kind: "failure", subject: "err", negated: false, text: "catch (err)" }], nextStep: "no", fields: [] }]);
  });

  it("reads a low-level dispatch branch and records failure handlers in helpers", () => {
    const tools = audit(path.join(CORPUS, "empty-result-next-step"), { rules: [] }).model.tools;
    const orgs = tools.find((t) => t.name === "organizations")!;
    expect(orgs.returnPaths!.map(brief)).toEqual([
      { kind: "empty", shape: "content", at: "src/bridge.ts:44", conditions: [{ kind: "dispatch", subject: "organizations", negated: false, text: 'case "organizations"' }, { kind: "emptiness", subject: "orgs", negated: false, text: "orgs.length === 0" }], nextStep: "no", fields: ["organizations", "total"] },
      { kind: "data", shape: "content", at: "src/bridge.ts:46", conditions: [{ kind: "dispatch", subject: "organizations", negated: false, text: 'case "organizations"' }], nextStep: "no", fields: ["organizations"] },
    ]);
    expect(orgs.failureReturns!.map((p) => ({ ...brief(p), failure: p.failure!.kind }))).toEqual([
      { kind: "empty", shape: "object", at: "src/catalog.ts:68", conditions: [{ kind: "failure", negated: false, text: ".catch(…)" }], nextStep: "no", fields: ["result"], failure: "catch" },
    ]);
  });
});
