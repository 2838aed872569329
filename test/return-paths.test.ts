/** The return-path reading in the model: every way a handler returns, classified, with its conditions. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import type { ReturnPath } from "../src/model/types.js";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "return-paths");
const CORPUS = path.join(import.meta.dirname, "corpus", "rules");

const brief = (p: ReturnPath) => ({
  kind: p.kind,
  shape: p.shape,
  at: `${p.location.file}:${p.location.line}`,
  conditions: p.conditions,
  nextStep: p.nextStep,
  fields: p.fields,
});

describe("return paths", () => {
  it("classifies data, empty, error and throw through helpers in another file; an argument check is not an empty result", () => {
    const tool = audit(FIXTURE, { rules: [] }).model.tools.find((t) => t.name === "lookup")!;
    expect(tool.returnPaths!.map(brief)).toEqual([
      {
        kind: "empty",
        shape: "content",
        at: "src/api.ts:13",
        conditions: [{ kind: "emptiness", subject: "items", negated: false, text: "items.length === 0" }],
        nextStep: "yes",
        fields: [],
      },
      {
        kind: "data",
        shape: "structured",
        at: "src/api.ts:14",
        conditions: [],
        nextStep: "no",
        fields: ["items", "q"],
      },
      {
        kind: "data",
        shape: "content",
        at: "src/index.ts:9",
        conditions: [{ kind: "emptiness", subject: "ids", negated: false, text: "!ids.length" }],
        nextStep: "yes",
        fields: [],
      },
      {
        kind: "error",
        shape: "throw",
        at: "src/index.ts:10",
        conditions: [{ kind: "other", negated: false, text: "q.length > 200" }],
        nextStep: "unknown",
        fields: [],
      },
      {
        kind: "error",
        shape: "content",
        at: "src/index.ts:14",
        conditions: [{ kind: "failure", subject: "err", negated: false, text: "catch (err)" }],
        nextStep: "no",
        fields: [],
      },
    ]);
    expect(tool.returnPaths!.map((p) => p.upstreamBefore.length)).toEqual([1, 1, 0, 0, 0]);
    expect(tool.failureReturns!.map(brief)).toEqual([
      {
        kind: "error",
        shape: "content",
        at: "src/index.ts:14",
        conditions: [{ kind: "failure", subject: "err", negated: false, text: "catch (err)" }],
        nextStep: "no",
        fields: [],
      },
    ]);
  });

  it("reads a low-level dispatch branch and records failure handlers in helpers", () => {
    const tools = audit(path.join(CORPUS, "empty-result-next-step"), { rules: [] }).model.tools;
    const orgs = tools.find((t) => t.name === "organizations")!;
    expect(orgs.returnPaths!.map(brief)).toEqual([
      {
        kind: "empty",
        shape: "content",
        at: "src/bridge.ts:44",
        conditions: [
          { kind: "dispatch", subject: "organizations", negated: false, text: 'case "organizations"' },
          { kind: "emptiness", subject: "orgs", negated: false, text: "orgs.length === 0" },
        ],
        nextStep: "no",
        fields: ["organizations", "total"],
      },
      {
        kind: "data",
        shape: "content",
        at: "src/bridge.ts:46",
        conditions: [{ kind: "dispatch", subject: "organizations", negated: false, text: 'case "organizations"' }],
        nextStep: "no",
        fields: ["organizations"],
      },
    ]);
    expect(
      orgs.failureReturns!.map((p) => ({
        ...brief(p),
        failure: p.failure!.kind,
        unreadable: p.failure!.unreadable ?? false,
      })),
    ).toEqual([
      {
        kind: "empty",
        shape: "object",
        at: "src/catalog.ts:68",
        conditions: [{ kind: "failure", negated: false, text: ".catch(…)" }],
        nextStep: "no",
        fields: ["result"],
        failure: "catch",
        unreadable: false,
      },
    ]);
  });
});

describe("result values followed wherever they are built", () => {
  const CORPUS_NS = path.join(CORPUS, "empty-result-next-step");
  const model = () => audit(CORPUS_NS, { rules: [] }).model;
  const shape = (p: ReturnPath) => ({
    kind: p.kind,
    at: p.location.line,
    conditions: p.conditions.map((c) => `${c.kind}${c.negated ? " not" : ""}:${c.subject ?? ""}`),
    text: p.text,
    ...(p.derived ? { derived: { list: p.derived.list, at: p.derived.location.line } } : {}),
  });

  it("derives an empty path for a list formatted with no emptiness test, in a helper and after a switch; the testing formatter gets none", () => {
    const tools = model().tools;
    const of = (name: string) => tools.find((t) => t.name === name)!.returnPaths!.map(shape);
    expect(of("web_search")).toEqual([
      { kind: "data", at: 30, conditions: ["dispatch:web_search"], text: undefined },
      { kind: "empty", at: 30, conditions: ["dispatch:web_search"], text: [], derived: { list: "hits", at: 30 } },
    ]);
    // the empty result is where it is returned (the helper's `return out.join`), its list where the loop formats it
    expect(of("news_search")).toEqual([
      { kind: "data", at: 41, conditions: ["dispatch:news_search"], text: undefined },
      {
        kind: "empty",
        at: 41,
        conditions: ["dispatch:news_search"],
        text: [{ literal: "News results:" }],
        derived: { list: "items", at: 37 },
      },
    ]);
    expect(of("image_search").map((p) => [p.kind, p.derived])).toEqual([
      ["empty", undefined],
      ["data", undefined],
    ]);
    // the fallback is located at the return it stands in (ADJUDICATION: the `return` of the empty result), so
    // it sorts before the data path at the value inside that return
    expect(of("local_search")).toEqual([
      {
        kind: "empty",
        at: 87,
        conditions: ["dispatch:local_search", "guard not:joined"],
        text: [{ literal: "No places found." }],
      },
      { kind: "data", at: 87, conditions: ["dispatch:local_search", "guard:joined"], text: undefined },
    ]);
  });

  it("reads failures that are not a catch with a return: body flags, HTML sniffs, JSON.parse, helper failure values, silent skips, dropped signals", () => {
    const tools = model().tools;
    const fails = (name: string) =>
      tools
        .find((t) => t.name === name)!
        .failureReturns!.map((p) => ({
          at: p.location.line,
          failure: p.failure!.kind,
          condition: p.conditions.at(-1) && `${p.conditions.at(-1)!.kind}:${p.conditions.at(-1)!.subject ?? ""}`,
          returnedAt: p.failure!.returnedAt?.line,
          signal: p.failure!.signal,
          unreadable: p.failure!.unreadable ?? false,
        }));
    expect(fails("list_spaces")).toEqual([
      {
        at: 49,
        failure: "status",
        condition: "failure:body",
        returnedAt: undefined,
        signal: undefined,
        unreadable: false,
      },
    ]);
    expect(fails("search_pages")).toEqual([
      {
        at: 33,
        failure: "status",
        condition: "failure:body",
        returnedAt: undefined,
        signal: undefined,
        unreadable: false,
      },
      { at: 39, failure: "catch", condition: "failure:", returnedAt: undefined, signal: undefined, unreadable: true },
    ]);
    expect(fails("get_docs").filter((f) => f.returnedAt)).toEqual([
      { at: 100, failure: "status", condition: undefined, returnedAt: 12, signal: undefined, unreadable: false },
    ]);
    expect(fails("get_changelog")).toEqual([]);
    expect(fails("channel_names")).toEqual([
      { at: 61, failure: "skip", condition: undefined, returnedAt: undefined, signal: undefined, unreadable: false },
    ]);
    expect(fails("page_texts")).toEqual([
      {
        at: 128,
        failure: "signal",
        condition: undefined,
        returnedAt: undefined,
        signal: "truncated",
        unreadable: false,
      },
    ]);
  });
});

describe("which upstream failures reach a catch", () => {
  it("leaves out requests a helper on the way already swallowed", () => {
    const tool = audit(path.join(CORPUS, "empty-result-next-step"), { rules: [] }).model.tools.find(
      (t) => t.name === "get_page_authors",
    )!;
    expect(
      tool.failureReturns!.map((p) => ({
        at: `${p.location.file}:${p.location.line}`,
        kind: p.failure!.kind,
        upstream: p.failure!.upstreamCalls.length,
      })),
    ).toEqual([
      { at: "src/docs.ts:254", kind: "catch", upstream: 1 },
      { at: "src/docs.ts:265", kind: "catch", upstream: 0 },
    ]);
  });
});

describe("which tool a shared failure return is reported for", () => {
  it("names the reading tool, not the write beside it that sorts first", () => {
    const r = audit(path.join(CORPUS, "empty-result-next-step"), { rules: ["empty-result-next-step"] });
    const at = r.findings.filter((f) => f.location.file === "src/docs.ts" && f.location.line === 324);
    expect(at.map((f) => f.tool?.split("@")[0])).toEqual(["get_page_meta"]);
  });
});

describe("results built by mutation, missing answers, rewritten queries and stand-ins", () => {
  const of = (rule: string, name: string) =>
    audit(path.join(CORPUS, rule), { rules: [] }).model.tools.find((t) => t.name === name)!;

  it("reads a result built by mutation (content.push, isError = true) and takes a missing answer as a failure branch", () => {
    const paths = (t: ReturnType<typeof of>) =>
      t.returnPaths!.map((p) => ({
        kind: p.kind,
        at: p.location.line,
        nextStep: p.nextStep,
        conditions: p.conditions.map((c) => `${c.kind}:${c.subject ?? ""}`),
      }));
    expect(paths(of("empty-result-next-step", "search_snippets"))).toEqual([
      { kind: "empty", at: 204, nextStep: "no", conditions: ["emptiness:results"] },
      { kind: "data", at: 209, nextStep: "yes", conditions: ["other:"] },
      { kind: "data", at: 212, nextStep: "unknown", conditions: [] },
      { kind: "error", at: 217, nextStep: "no", conditions: ["failure:err"] },
    ]);
    expect(paths(of("empty-result-next-step", "quick_search"))[0]).toEqual({
      kind: "empty",
      at: 147,
      nextStep: "no",
      conditions: ["failure:response"],
    });
  });

  it("marks a query rewritten before the request on the empty path; trimming is no rewrite", () => {
    const rewritten = (name: string) =>
      of("empty-result-no-echo", name)
        .returnPaths!.filter((p) => p.kind === "empty")
        .map((p) => p.rewritten?.map((r) => ({ param: r.param, as: r.as, at: r.location.line })));
    expect(rewritten("company_search")).toEqual([[{ param: "company", as: "fullQuery", at: 51 }]]);
    expect(rewritten("plain_search")).toEqual([undefined]);
  });

  it("records a record rebuilt with stand-ins in the catch of its read, not one that says why", () => {
    const standIns = (name: string) =>
      of("ambiguous-absence", name).standIns?.map((s) => ({
        field: s.field,
        value: s.value,
        at: s.location.line,
        readAt: s.readAt.line,
        failure: s.failure.line,
        others: s.others,
      }));
    expect(standIns("list_with_sizes")).toEqual([
      { field: "size", value: "0", at: 32, readAt: 29, failure: 30, others: ["modified"] },
    ]);
    expect(standIns("list_with_owners")).toBeUndefined();
  });

  it("settles what earlier exits decide: an emptiness already ruled out, values left unsent; a helper's failure flag", () => {
    // test/corpus/rules/empty-result-no-echo/src/crawl.ts (written for this repo)
    const tools = audit(path.join(CORPUS, "empty-result-no-echo"), { rules: [] }).model.tools;
    const empty = (name: string) =>
      tools
        .find((t) => t.name === name)!
        .returnPaths!.filter((p) => p.kind === "empty")
        .map((p) => ({
          at: p.location.line,
          conditions: p.conditions.map((c) => `${c.kind}${c.negated ? "!" : ""}:${c.subject}`),
          settled: p.settled && {
            absent: p.settled.absent,
            excludedAt: p.settled.emptyExcludedAt?.line,
            ...(p.settled.differsIn ? { differsIn: p.settled.differsIn } : {}),
            ...(p.settled.passed ? { passed: p.settled.passed } : {}),
          },
        }));
    // the formatter's "No content found." after the handler returned on `answer.pages` being empty
    expect(empty("fetch_pages")).toEqual([
      { at: 34, conditions: ["other:undefined"], settled: { absent: undefined, excludedAt: 115 } },
      { at: 116, conditions: ["emptiness:answer.pages"], settled: undefined },
    ]);
    // the earlier exit there tests the failures, not the pages
    expect(empty("search_pages")).toEqual([{ at: 44, conditions: ["emptiness:pages"], settled: undefined }]);
    expect(empty("retrieve_from_kb")).toEqual([{ at: 149, conditions: ["failure!:result"], settled: undefined }]);
    expect(empty("lookup_in_kb")).toEqual([{ at: 164, conditions: ["guard!:result.found"], settled: undefined }]);
    expect(empty("get_crash_files")).toEqual([
      { at: 181, conditions: ["emptiness:files"], settled: { absent: ["fileId"], excludedAt: undefined } },
    ]);
    expect(empty("get_crash_logs")).toEqual([{ at: 199, conditions: ["emptiness:logs"], settled: undefined }]);
    // the baseline asked of the same project has data: only the changed period explains the empty one
    expect(empty("compare_crash_rates")).toEqual([
      { at: 247, conditions: ["other:undefined"], settled: undefined },
      {
        at: 252,
        conditions: ["other:undefined"],
        settled: { absent: undefined, excludedAt: undefined, differsIn: ["baseline", "period"] },
      },
    ]);
    // one action's helper makes the request with what the handler hands it
    expect(empty("crash_admin")).toEqual([
      {
        at: 94,
        conditions: ["dispatch:list-projects", "emptiness:projects"],
        settled: { absent: undefined, excludedAt: undefined, passed: ["org"] },
      },
      {
        at: 103,
        conditions: ["dispatch:list-members", "emptiness:members"],
        settled: { absent: undefined, excludedAt: undefined, passed: ["org", "project", "role"] },
      },
    ]);
  });
});

describe("the list an empty path names", () => {
  const WRAPPED = path.join(import.meta.dirname, "fixtures", "wrapped-lists");
  it("is the list the handler passed to a wrapper, not the wrapper's parameter, in every form", () => {
    const model = audit(WRAPPED, { rules: [] }).model;
    const lists = Object.fromEntries(
      model.tools
        .map((t) => [t.name, (t.returnPaths ?? []).filter((p) => p.derived).map((p) => p.derived!.list)] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    expect(lists).toEqual({
      by_method: ["rows"],
      by_two_wrappers: ["hits"],
      by_wrapper: ["items"],
      // look-alike: stringified inline, the list keeps its own name
      inline: ["found"],
    });
  });
});
