/**
 * The response rules read only `ServerModel.responseReads`: a second front end that fills those
 * facts gets rules 6, 12, 13, 14 and dropped-continuation without any TypeScript syntax. The models
 * here are written by hand (no source code behind them), the way a Python front end would fill them;
 * the last test reads the facts the TypeScript front end records for corpus code.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ambiguousAbsence } from "../src/analyzers/ambiguous-absence.js";
import { droppedContinuation } from "../src/analyzers/dropped-continuation.js";
import { hardwiredKeySpelling } from "../src/analyzers/hardwired-key-spelling.js";
import { nonNumberAsZero } from "../src/analyzers/non-number-as-zero.js";
import { silentEnvelopeDefault } from "../src/analyzers/silent-envelope-default.js";
import type { AnalyzerContext, ModelAnalyzer } from "../src/analyzers/types.js";
import { audit } from "../src/audit.js";
import type {
  Coverage,
  ResponseOrigin,
  ResponseRead,
  ResponseUse,
  ServerModel,
  SourceLocation,
} from "../src/model/types.js";

const at = (line: number, file = "app/search.py"): SourceLocation => ({
  file,
  line,
  column: 5,
  endLine: line,
  endColumn: 30,
});
const CALL = "requests.get@app/search.py:10:12";

function origin(level: ResponseOrigin["level"], p: string[], extra: Partial<ResponseOrigin> = {}): ResponseOrigin {
  return {
    level,
    path: p,
    parse: "json",
    parseLocation: at(11),
    upstreamCall: CALL,
    tabular: false,
    steps: [{ location: at(10), message: "upstream request" }],
    ...extra,
  };
}

function read(line: number, code: string, origins: ResponseOrigin[], use: ResponseUse): ResponseRead {
  return { location: at(line), code, tools: ["search@app/server.py:5"], origins, use };
}

function model(reads: ResponseRead[], flows: ServerModel["flows"] = []): ServerModel {
  return {
    root: "/srv/app",
    tools: [
      {
        id: "search@app/server.py:5",
        name: "search",
        registration: "mcp-server-tool",
        location: at(5, "app/server.py"),
        parameters: [],
        schemaResolved: true,
      },
    ],
    upstreamCalls: [
      {
        id: CALL,
        client: "configured",
        callee: "requests.get",
        location: at(10),
        reachedFrom: ["search@app/server.py:5"],
      },
    ],
    flows,
    texts: [],
    responseReads: reads,
  };
}

function run(analyzer: ModelAnalyzer, m: ServerModel, options: Record<string, unknown> = {}) {
  const ctx: AnalyzerContext = {
    model: m,
    settings: { options },
    spec: { source: "none", fieldsUsed: [] } as AnalyzerContext["spec"],
    addFact: () => {},
    coverage: {} as Coverage,
  };
  expect(analyzer.applies(ctx).applies).toBe(true);
  return analyzer.run(ctx).map((f) => ({
    rule: f.ruleId,
    line: f.location.line,
    tool: f.tool,
    upstreamCall: f.upstreamCall,
    flow: f.codeFlow?.length,
  }));
}

const fallback = (
  form: "default" | "type-test" | "absence-test",
  shape: "empty-list" | "null" | "text" | "other",
  extra: Record<string, unknown> = {},
): ResponseUse =>
  ({
    kind: "fallback",
    form,
    fallback: {
      shape,
      code: shape === "empty-list" ? "[]" : shape === "null" ? "None" : '"0"',
      ...(shape === "text" ? { value: "0" } : {}),
    },
    lookup: true,
    loggedOnly: false,
    filteredEarlier: false,
    ...extra,
  }) as ResponseUse;

describe("response rules on a model without syntax", () => {
  it("rule 6: an envelope default, an absence test and a count header are flagged; a schema-checked or accumulated envelope is not", () => {
    const m = model([
      read(
        20,
        'body.get("results", [])',
        [origin("envelope", ["results"])],
        fallback("default", "empty-list", { checkedEarlier: false }),
      ),
      read(
        21,
        'body.get("results", [])',
        [origin("envelope", ["results"], { schemaChecked: at(12) })],
        fallback("default", "empty-list", { checkedEarlier: false }),
      ),
      read(
        22,
        "rows or []",
        [origin("envelope", ["rows"], { accumulated: at(15) })],
        fallback("default", "empty-list", { checkedEarlier: false }),
      ),
      read(
        23,
        'if not body.get("results")',
        [origin("envelope", ["results"])],
        fallback("absence-test", "other", { checkedEarlier: false }),
      ),
      read(24, 'r.headers.get("X-Total") or "0"', [origin("header", ["x-total"])], fallback("default", "text")),
      read(25, 'r.headers.get("Link") or "0"', [origin("header", ["link"])], fallback("default", "text")),
    ]);
    expect(run(silentEnvelopeDefault, m)).toEqual([
      { rule: "silent-envelope-default", line: 20, tool: "search@app/server.py:5", upstreamCall: CALL, flow: 2 },
      { rule: "silent-envelope-default", line: 23, tool: "search@app/server.py:5", upstreamCall: CALL, flow: 2 },
      { rule: "silent-envelope-default", line: 24, tool: "search@app/server.py:5", upstreamCall: CALL, flow: 2 },
    ]);
  });

  it("rule 6: a key the project's own type declares optional is flagged like one it declares required (a declaration is no check)", () => {
    const declared = (optional: string[]) => ({
      type: "SearchAnswer",
      declaredIn: "project",
      keys: ["facets", "results"],
      optionalKeys: optional,
    });
    const m = model([
      read(
        30,
        'body.get("facets", [])',
        [origin("envelope", ["facets"])],
        fallback("default", "empty-list", { checkedEarlier: false, declared: declared(["facets"]) }),
      ),
      read(
        31,
        'body.get("results", [])',
        [origin("envelope", ["results"])],
        fallback("default", "empty-list", { checkedEarlier: false, declared: declared(["facets"]) }),
      ),
    ]);
    expect(run(silentEnvelopeDefault, m).map((f) => f.line)).toEqual([30, 31]);
  });

  it("rule 12: one finding per lookup fallback of a record, in a plain formatter as where the caller chose the fields", () => {
    const record = (field: string, builderLine: number) => ({
      record: {
        field,
        form: "property",
        builder: at(builderLine),
        builderKeys: ["definition", "id", "note"],
        decisions: [],
      },
    });
    const reads = [
      read(
        41,
        'e.get("definition")',
        [origin("field", ["definition"])],
        fallback("default", "null", record("definition", 40)),
      ),
      read(42, 'e.get("note")', [origin("field", ["note"])], fallback("default", "null", record("note", 40))),
    ];
    const plain = run(ambiguousAbsence, model(reads));
    expect(plain.map((f) => f.line)).toEqual([41, 42]);
    const fields = {
      tool: "search@app/server.py:5",
      param: "fields",
      upstreamCall: CALL,
      kind: "value" as const,
      steps: [],
    };
    const chosen = run(ambiguousAbsence, model(reads, [fields]));
    expect(chosen.map((f) => f.line)).toEqual([41, 42]);
  });

  it("rules 12 and 14: a zero stand-in from a helper is rule 12 in a record field and rule 14 in a sum", () => {
    const helper = (extra: Record<string, unknown>): ResponseUse =>
      ({
        kind: "number-parse",
        conversion: "whole",
        zero: "helper",
        guarded: false,
        helper: at(3),
        ...extra,
      }) as ResponseUse;
    const m = model([
      read(
        50,
        'num(span["tokens"])',
        [origin("field", ["tokens"])],
        helper({
          aggregated: false,
          record: {
            field: "totalTokens",
            form: "property",
            builder: at(49),
            builderKeys: ["totalTokens"],
            decisions: [],
          },
        }),
      ),
      read(51, 'total + num(span["tokens"])', [origin("field", ["tokens"])], helper({ aggregated: true })),
    ]);
    expect({
      r12: run(ambiguousAbsence, m).map((f) => f.line),
      r14: run(nonNumberAsZero, m).map((f) => f.line),
    }).toEqual({ r12: [50], r14: [51] });
  });

  it("rule 13 and dropped-continuation read key facts", () => {
    const m = model([
      read(60, 'row["Gemeinde Name"]', [origin("entry", [], { parse: "csv", tabular: true })], {
        kind: "key",
        key: "Gemeinde Name",
        form: "member",
        write: false,
      }),
      read(61, 'row["bfs_nr"]', [origin("entry", [], { parse: "csv", tabular: true })], {
        kind: "key",
        key: "bfs_nr",
        form: "member",
        write: false,
      }),
      read(62, 'body["next"]', [origin("envelope", [])], {
        kind: "key",
        key: "next",
        form: "member",
        write: false,
        fate: "dropped",
      }),
    ]);
    expect({
      r13: run(hardwiredKeySpelling, m).map((f) => f.line),
      dc: run(droppedContinuation, m).map((f) => f.line),
    }).toEqual({ r13: [60], dc: [62] });
  });
});

describe("the TypeScript front end records response facts", () => {
  it("records a count header with its fallback, and a positional answer as an envelope", () => {
    const r = audit(path.join(import.meta.dirname, "corpus", "rules", "silent-envelope-default"), {
      rules: ["silent-envelope-default"],
    });
    const facts = (r.model.responseReads ?? [])
      .filter(
        (x) => x.location.file === "src/web.ts" && x.use.kind === "fallback" && [56, 71].includes(x.location.line),
      )
      .sort((a, b) => a.location.line - b.location.line)
      .map((x) => ({
        line: x.location.line,
        use: x.use.kind === "fallback" ? { form: x.use.form, fallback: x.use.fallback } : undefined,
        origins: x.origins.map((o) => ({ level: o.level, path: o.path, parse: o.parse })),
      }));
    expect(facts).toEqual([
      {
        line: 56,
        use: { form: "type-test", fallback: { shape: "empty-list", code: "[]" } },
        origins: [{ level: "envelope", path: ["1"], parse: "json" }],
      },
      {
        line: 71,
        use: { form: "default", fallback: { shape: "text", value: "0", code: '"0"' } },
        origins: [{ level: "header", path: ["x-total"], parse: "json" }],
      },
    ]);
  });
});
