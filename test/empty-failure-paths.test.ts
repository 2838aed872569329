/**
 * Rules 3, 10 and 11 on empty and failure paths: the exact fields of the findings where the corpus
 * line alone does not say enough (which argument a widened retry leaves out).
 * The bad shapes and look-alikes themselves live in test/corpus/rules/<id>/.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const corpus = (id: string) => path.join(import.meta.dirname, "corpus", "rules", id);

describe("widened-query", () => {
  it("names only what the first query (the one whose answer was tested) carried, not another operation's arguments", () => {
    const r = audit(corpus("widened-query"), { rules: ["widened-query"] });
    const f = r.findings.filter((x) => x.location.file === "src/binds.ts");
    expect(f.map((x) => ({ line: x.location.line, tool: x.tool, param: x.param, messageId: x.messageId }))).toEqual([
      { line: 59, tool: "manage_logs@src/binds.ts:47", param: "level", messageId: undefined },
    ]);
    expect(f[0]!.message).toBe(
      "Tool 'manage_logs': when the first query found nothing (`logs.rows.length === 0`), [a second upstream call](1) goes out without the caller's 'level', which the first request carried. Its hits answer a wider query than the one the caller asked. Return the empty result as it is, and offer the wider query as a suggestion the caller can run.",
    );
  });

  it("quotes every comparison of the term each request makes, not the first alone", () => {
    const r = audit(corpus("widened-query"), { rules: ["widened-query"] });
    const f = r.findings.find((x) => x.tool?.startsWith("find_user@"));
    expect(/with a wider comparison: (.*)\. Its hits/.exec(f?.message ?? "")?.[1]).toBe(
      "`Username = '${username}'` became `Name LIKE '%${username}%' … Username LIKE '%${username}%'`",
    );
  });

  it("says which of the left-out values the retry replaces by a constant of its own", () => {
    const r = audit(corpus("widened-query"), { rules: ["widened-query"] });
    const f = r.findings.filter((x) => x.tool?.startsWith("natural_events_reset@"));
    expect(f.map((x) => ({ line: x.location.line, param: x.param, message: x.message }))).toEqual([
      {
        line: 53,
        param: "status",
        message:
          "Tool 'natural_events_reset': when the first query found nothing (`!page.events.length`), [a second upstream call](1) goes out without the caller's 'status', which the first request carried (`status` goes out as `all` instead). Its hits answer a wider query than the one the caller asked. Return the empty result as it is, and offer the wider query as a suggestion the caller can run.",
      },
    ]);
  });
});

describe("empty-result-next-step", () => {
  const model = audit(corpus("empty-result-next-step"), { rules: [] }).model;
  const paths = (name: string) =>
    model.tools
      .find((t) => t.name === name)!
      .returnPaths!.filter((p) => p.location.file === "src/frames.ts")
      .map((p) => ({ line: p.location.line, kind: p.kind, conditions: p.conditions.map((c) => c.kind) }));

  it("reads a catch that keeps only the source's 404 as its empty answer, and one that keeps a 403 as a failure", () => {
    expect({ bare: paths("concept_frame_bare"), denied: paths("concept_frame_denied") }).toEqual({
      bare: [
        { line: 45, kind: "empty", conditions: ["emptiness"] },
        { line: 50, kind: "empty", conditions: ["other", "not-found"] },
        { line: 52, kind: "error", conditions: ["failure"] },
      ],
      denied: [
        { line: 59, kind: "empty", conditions: ["emptiness"] },
        { line: 64, kind: "data", conditions: ["failure", "other"] },
        { line: 66, kind: "error", conditions: ["failure"] },
      ],
    });
  });

  it("rules out a shared formatter's empty branch for a tool that tested the list first, through an options object", () => {
    const tool = model.tools.find((t) => t.name === "concept_frame_bare")!;
    const inFormatter = tool.returnPaths!.filter(
      (p) => p.location.file === "src/frames-client.ts" && p.kind === "empty",
    );
    expect(inFormatter.map((p) => ({ line: p.location.line, excludedAt: p.settled?.emptyExcludedAt?.line }))).toEqual([
      { line: 23, excludedAt: 45 },
    ]);
  });
});

describe("empty-result-next-step: a failure result built by a shared helper", () => {
  it("names the helper's return, where isError is left out, beside the catch and the request", () => {
    const r = audit(corpus("empty-result-next-step"), { rules: ["empty-result-next-step"] });
    const f = r.findings.filter((x) => x.tool === "count_doc_collection@src/lazy-docs.ts:24");
    expect(
      f.map((x) => ({
        line: x.location.line,
        related: x.relatedLocations?.map((l) => ({
          id: l.id,
          at: `${l.location.file}:${l.location.line}`,
          message: l.message,
        })),
      })),
    ).toEqual([
      {
        line: 36,
        related: [
          { id: 1, at: "src/lazy-docs.ts:30", message: "upstream call fetch(…)" },
          { id: 2, at: "src/lazy-docs.ts:34", message: "the failure is caught here" },
          { id: 4, at: "src/soft-errors.ts:4", message: "the helper builds this result here, without isError" },
        ],
      },
    ]);
  });
});
