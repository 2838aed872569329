/**
 * Rule 11 — an empty result echoes the request that produced it.
 *
 * For each empty-result path of a tool that reaches an upstream call: the result must carry a
 * request echo (a `request`/`query`/`searched`… field) or mention every tool argument that goes
 * out to the upstream. A `hint` that is one string constant is no echo. Separately, an echo (or an
 * empty result) that carries a credential is flagged wherever it stands.
 */
import type { ParamFlow, SourceLocation, ToolModel } from "../model/types.js";
import { firstPage, ORDER_KEY, PAGE_KEY } from "../model/vocabulary.js";
import { CREDENTIAL_NAME, FAILURE_FIELD, normName, PRESENTATION_PARAM, plainText } from "../model/wording.js";
import {
  answersNotFound,
  judgedUnderName,
  listInRecord,
  notFoundNamingIt,
  pathsByLocation,
  producesText,
  textSaysFailure,
  when,
} from "./return-paths.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "empty-result-no-echo";

/**
 * Tool arguments that go out to the upstream: those the dataflow saw reach it. When it saw none, all
 * of them only if the handler was not followed completely; a handler followed to the end that sends
 * no argument sends a fixed request, and no argument is claimed to have "gone upstream".
 */
function sentArguments(
  tool: ToolModel,
  flowParams: Map<string, Map<string, Set<string>>>,
  before: string[],
): { names: string[]; traced: boolean } {
  const byCall = flowParams.get(tool.id);
  // the requests this path ran (another switch case's or branch's request did not go out on it)
  const ran = before.filter((id) => byCall?.has(id));
  const sent = new Set((ran.length ? ran : [...(byCall?.keys() ?? [])]).flatMap((id) => [...byCall!.get(id)!]));
  if (sent.size) return { names: [...sent].sort(), traced: true };
  // this path ran only requests that carry no argument (a fixed request), while another path sends some
  if (byCall?.size && before.length) return { names: [], traced: true };
  return { names: tool.readParams ? [] : tool.parameters.map((p) => p.name), traced: false };
}

/** A value that names the form of the answer (`format=json`, `file_type: "json"`), not a part of the data. */
const ANSWER_FORM = /^(json|jsonl|ndjson|geojson|pjson|xml|csv|tsv|html|text|txt|plain|application\/json)$/i;

/**
 * A request key the server sends with a constant of its own on every call that cannot make the list empty: a page
 * size of one or more (`per_page: 2000`, `rows=50`), the first page (`offset: 0`, `page: 1`), an order, the form of
 * the answer (`format=json`). The echo says what the nothing was found with ("womit nichts gefunden wurde"); such a
 * value narrows nothing that could leave the set empty, so it is not owed. A fixed status, type or date window is.
 */
function cannotEmpty(key: string, values: string[]): boolean {
  if (ORDER_KEY.test(key)) return true;
  return (
    values.length > 0 &&
    values.every((v0) => {
      const v = v0.trim().replace(/_/g, "");
      return (PAGE_KEY.test(key) && /^\d+$/.test(v) && Number(v) > 0) || firstPage(key, v) || ANSWER_FORM.test(v);
    })
  );
}

/** An argument's name as a text or a field echoes it: a field of a model argument (`params.term`) by its last part. */
function echoName(name: string): string {
  return normName(name.split(".").pop()!);
}

/**
 * An echo field that holds one value of the request (`query`, `searched`): the echo owed is every value the
 * path sent, so the other values must be shown too. A field named for the request as a whole (`request`,
 * `effective_request`, `params`) is taken to hold it.
 */
const ONE_VALUE_ECHO = /^(query|searched|searched_?for|searchedFor)$/i;

/** An argument that is a whole statement in a query language (`sql`, a Cypher or SPARQL query). */
const STATEMENT_PARAM = /^(sql|sql_?query|query_?sql|cypher|cypher_?query|sparql|sparql_?query|statement)$/i;
const STATEMENT_TOOL = /\b(SQL|Cypher|SPARQL)\b/;

/**
 * The one value sent is a statement the caller wrote whole (`query` with `sql`: "Run a read-only SQL
 * query"), answered by its rows as they come (a derived empty path, "[]"): the caller holds the exact
 * request already, so an echo of it tells nothing new. A tool that also sends other values, or that
 * words its own "nothing found", is still judged.
 */
function ownStatement(tool: ToolModel, sent: string[]): boolean {
  if (sent.length !== 1) return false;
  const param = tool.parameters.find((x) => x.name === sent[0]);
  if (!param) return false;
  return (
    STATEMENT_PARAM.test(param.name) ||
    (/^(query|q)$/i.test(param.name) && STATEMENT_TOOL.test(`${tool.description ?? ""} ${param.description ?? ""}`))
  );
}

/**
 * Arguments that reach the request only as the value of another sent argument: each of their flows
 * passes through a value named after that argument which that argument's own flow passes through too
 * (`profileUrl` parsed into `organizationSlug` and `projectSlugOrId`, which are what goes out). Echoing
 * the other argument's resolved value echoes what was sent; the caller's input itself never went out.
 */
function sentAsOthers(flows: ParamFlow[], sent: string[]): Set<string> {
  const at = (l: SourceLocation) => `${l.file}:${l.line}:${l.column}`;
  const through = new Map<string, Set<string>>();
  for (const f of flows) {
    const set = through.get(f.param) ?? new Set();
    for (const s of f.steps) set.add(at(s.location));
    through.set(f.param, set);
  }
  const out = new Set<string>();
  for (const a of sent) {
    const own = flows.filter((f) => f.param === a);
    const asOther = own.every((f) =>
      f.steps.some((s) => {
        const name = s.location.snippet?.trim() ?? "";
        if (!/^[\w$]+$/.test(name)) return false;
        return sent.some(
          (b) => b !== a && normName(b) === normName(name) && (through.get(b)?.has(at(s.location)) ?? false),
        );
      }),
    );
    if (own.length && asOther) out.add(a);
  }
  return out;
}

export const emptyResultNoEcho: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    const upstreamTools = new Set(ctx.model.upstreamCalls.flatMap((u) => u.reachedFrom));
    if (!upstreamTools.size) return { applies: false, reason: "no tool reaches an upstream call" };
    const withEmpty = ctx.model.tools.filter(
      (t) => upstreamTools.has(t.id) && t.returnPaths?.some((p) => p.kind === "empty" && p.shape !== "null"),
    );
    if (!withEmpty.length)
      return { applies: false, reason: "no tool that reaches an upstream call has an empty-result path" };
    return { applies: true, reason: `empty-result paths of ${withEmpty.length} tool(s) that reach an upstream call` };
  },
  run(ctx) {
    const upstreamTools = new Set(ctx.model.upstreamCalls.flatMap((u) => u.reachedFrom));
    // per tool, per upstream call: the arguments that reach it
    const flowParams = new Map<string, Map<string, Set<string>>>();
    const flowsOf = new Map<string, ParamFlow[]>();
    for (const f of ctx.model.flows) {
      const byCall = flowParams.get(f.tool) ?? flowParams.set(f.tool, new Map()).get(f.tool)!;
      byCall.set(f.upstreamCall, (byCall.get(f.upstreamCall) ?? new Set()).add(f.param));
      flowsOf.set(f.tool, [...(flowsOf.get(f.tool) ?? []), f]);
    }
    // request keys the server sends with a literal on every call (not in place of an argument), per tool
    const fixedOf = new Map<string, { key: string; call: string }[]>();
    const fixedValueOf = new Map<string, string[]>();
    for (const f of ctx.model.fixedValues ?? []) {
      if (f.param !== undefined) continue;
      const keys = fixedOf.get(f.tool) ?? [];
      if (!keys.some((k) => k.key === f.key && k.call === f.upstreamCall))
        fixedOf.set(f.tool, [...keys, { key: f.key, call: f.upstreamCall }]);
      const value = f.value.replace(/^["'`]|["'`]$/g, "");
      fixedValueOf.set(`${f.tool}|${f.key}`, [...(fixedValueOf.get(`${f.tool}|${f.key}`) ?? []), value]);
    }
    const findings: Finding[] = [];
    const credentialAt = new Set<string>();

    for (const [, { tool, path: p }] of pathsByLocation(ctx.model.tools, (t) => t.returnPaths, judgedUnderName)) {
      if (!upstreamTools.has(tool.id) || p.kind === "error" || p.kind === "input-required") continue;
      const registered = { id: 1, location: tool.location, message: `tool '${tool.name}' registered here` };

      if ((p.kind === "empty" || p.echoField) && p.credentials?.length) {
        for (const c of p.credentials) {
          const key = `${c.location.file}:${c.location.line}:${c.location.column}`;
          if (credentialAt.has(key)) continue;
          credentialAt.add(key);
          findings.push({
            ruleId: ID,
            level: "error",
            message: `[Tool '${tool.name}'](1): the result${p.echoField ? `'s '${p.echoField}' echo` : ""} carries the credential '${c.name}', so every caller and every transcript sees it. Echo the search values that went out, never keys, tokens or headers.`,
            location: c.location,
            tool: tool.id,
            relatedLocations: [registered, { id: 2, location: p.location, message: "returned here" }],
          });
        }
      }

      // an echo that spells out what it states (`request: { query }`, a helper printing `executed.query`) is judged
      // by those values: "every argument the path sends" (ADJUDICATION, rule 11)
      const wholeEcho = p.echoField !== undefined && !ONE_VALUE_ECHO.test(p.echoField) && !p.echoNames?.length;
      if (p.kind !== "empty" || p.shape === "null" || wholeEcho || p.nextStep === "unknown") continue;
      // produced text (a generated query) reads no records; a lookup's "'<id>' not found" names what was asked
      if (producesText(tool) || notFoundNamingIt(p)) continue;
      // an empty list inside one found record (a trigger's recipients) leaves the result non-empty
      if (listInRecord(p)) continue;
      // under a failure test (no answer came back at all, a failed status, a helper's failure flag) whose text
      // says it failed ("DQL execution failed or returned no result"), the branch is a failed exchange, not an
      // answer that holds nothing: "Only empty results owe it" (rule 3 reports the text without isError). One
      // that words it as an empty search ("No news found") still reads as one, and owes the echo. Nor does a
      // failure branch whose result states the failure in a field the model reads (`**_degraded(…)` putting a
      // `note` beside `windows=[]`): rule 3 reads that field the same way (ADJUDICATION, rule 3). A not-found
      // stays the source's "nothing there" even when its text opens with "Fehler 404": it owes the echo unless it
      // names the looked-up id.
      if (
        p.conditions.some((c) => c.kind === "failure") &&
        (textSaysFailure(p) || p.fields.some((f) => FAILURE_FIELD.test(f))) &&
        !answersNotFound(p)
      )
        continue;
      // an emptiness an earlier exit on the way already ruled out (the handler returned on the same empty
      // list before calling this formatter): it runs only when the server's own processing emptied a list
      // the upstream filled, never because of what was asked, unless the handler filtered by an argument
      if (p.settled?.emptyExcludedAt && !p.localFilters?.length) continue;
      // owed an echo: what went upstream and what the handler applied itself; never presentation switches
      // a value this path tests as absent (`if (!projectId)`, the else of `if (projectId)`), or that an
      // earlier exit leaves absent (`if (opts.period) { …; return }` before it), was not sent on it
      const absent = new Set(
        [
          ...p.conditions.filter((c) => c.kind === "guard" && c.negated && c.subject).map((c) => c.subject!),
          ...(p.settled?.absent ?? []),
        ].map(echoName),
      );
      const { names: sentNames, traced } = sentArguments(tool, flowParams, p.upstreamBefore);
      const sentHere = sentNames.filter((a) => !PRESENTATION_PARAM.test(a) && !absent.has(echoName(a)));
      // a URL parsed into the org and project goes out as those values: echoing them is enough
      const asOthers = sentAsOthers(flowsOf.get(tool.id) ?? [], sentHere);
      // a sibling answer of the same call held data on this path: the scope they share found data, and only
      // the values the two requests differ in (the period) say why this one is empty
      const differs = p.settled?.differsIn && new Set(p.settled.differsIn.map(normName));
      // a helper that makes the request itself sees only what the handler hands it (one action of several)
      const passed = p.settled?.passed && new Set(p.settled.passed.map(normName));
      const sent = sentHere.filter(
        (a) => !asOthers.has(a) && (!differs || differs.has(normName(a))) && (!passed || passed.has(normName(a))),
      );
      const local = (p.localFilters ?? []).filter((a) => !sent.includes(a) && !PRESENTATION_PARAM.test(a));
      // values the server itself always sends (`soorten: "alles"`, `status: "open"`, `rows: 50`) went out too
      const fixedAll = fixedOf.get(tool.id) ?? [];
      // the requests this path ran, when it is known which of the tool's requests they are
      const ranKnown = p.upstreamBefore.some(
        (id) => flowParams.get(tool.id)?.has(id) || fixedAll.some((k) => k.call === id),
      );
      const fixedHere = [
        ...new Set(fixedAll.filter((k) => !ranKnown || p.upstreamBefore.includes(k.call)).map((k) => k.key)),
      ]
        .sort()
        .filter((k) => !sent.some((a) => echoName(a) === normName(k)))
        // never owed: presentation switches, and credentials ("Credentials gehören nicht ins Echo")
        .filter((k) => !PRESENTATION_PARAM.test(k) && !CREDENTIAL_NAME.test(k))
        // nor a constant of the server's own that cannot empty the list (`per_page: 2000`, `format=json`)
        .filter((k) => !cannotEmpty(k, fixedValueOf.get(`${tool.id}|${k}`) ?? []));
      const owed = [...sent, ...local];
      if (!owed.length && !fixedHere.length) continue;
      if (p.derived && !local.length && ownStatement(tool, sent)) continue;
      // an argument the text names with a value ("Retry with snippet_source='auto'") is stated too
      const named = plainText(p.text ?? []).match(/[A-Za-z_$][\w$]*(?=\s*=\s*['"`\w])/g) ?? [];
      // a field of the payload named after the argument echoes it (`"category": params.category`; ADJUDICATION:
      // "the field's name may differ from the argument's (`params.term` echoed as `term`)")
      // a sub-object's field states it too (`pagination: { offset: from }`, `filters: { status }`)
      const mentioned = new Set(
        [
          ...p.mentions,
          ...named,
          ...p.fields,
          ...(p.subFields ?? []),
          ...(p.echoField ? [p.echoField] : []),
          ...(p.echoNames ?? []),
        ].map(normName),
      );
      // a query rewritten before the request is echoed by the rewritten value, not by the caller's input
      const rewritten = (p.rewritten ?? []).filter(
        (r) => mentioned.has(echoName(r.param)) && !mentioned.has(echoName(r.as)),
      );
      const echoed = owed.filter((a) => mentioned.has(echoName(a)) && !rewritten.some((r) => r.param === a));
      const missingSent = sent.filter((a) => !echoed.includes(a));
      const missingLocal = local.filter((a) => !echoed.includes(a));
      const shown = plainText(p.text ?? []);
      const missingFixed = fixedHere.filter(
        (k) =>
          !mentioned.has(normName(k)) &&
          !p.fields.some((f) => normName(f) === normName(k)) &&
          !(fixedValueOf.get(`${tool.id}|${k}`) ?? []).some((v) => shown.includes(v)),
      );
      if (!missingSent.length && !missingLocal.length && !missingFixed.length) continue;
      const rw = rewritten.find((r) => missingSent.includes(r.param));
      const rewrite = rw
        ? ` It shows the caller's '${rw.param}', but [the query was rewritten](4) into '${rw.as}' before it was sent.`
        : "";
      const hint = p.constantHint
        ? ` Its '${p.constantHint.field}' is [${p.constantHint.list ? "one constant list of fixed strings" : "one string constant"}](2), the same on every empty result, so it says nothing about this request.`
        : "";
      // the request on this path that carries a value the echo leaves out
      const request = traced
        ? ctx.model.upstreamCalls.find(
            (u) =>
              (!p.upstreamBefore.length || p.upstreamBefore.includes(u.id)) &&
              missingSent.some((a) => flowParams.get(tool.id)?.get(u.id)?.has(a)),
          )
        : undefined;
      const parts = [
        ...(missingSent.length
          ? [
              `${list(missingSent)}, which ${traced ? `went upstream${request ? " ([the request](5))" : ""}` : "the tool takes"}`,
            ]
          : []),
        ...(missingLocal.length
          ? [`${list(missingLocal)}, which the handler applied itself and which can empty the list alone`]
          : []),
        ...(missingFixed.length ? [`${list(missingFixed)}, which the server sends itself on every call`] : []),
      ];
      const what = echoed.length
        ? `echoes ${list(echoed)} but not ${parts.join(", nor ")}`
        : `does not say which request produced it (${[...(sent.length ? [`${list(sent)} ${traced ? `went upstream${request ? " ([the request](5))" : ""}` : "taken by the tool"}`] : []), ...(local.length ? [`${list(local)} applied locally`] : []), ...(missingFixed.length ? [`${list(missingFixed)} sent by the server itself`] : [])].join("; ")})`;
      findings.push({
        ruleId: ID,
        message:
          `[Tool '${tool.name}'](1): this empty result${when(p)} ${what}.${rewrite}${hint}` +
          ` Add a request echo built from the values actually sent (the resolved scope, not the caller's input), so "nothing there" can be told from "asked wrongly".`,
        location: p.location,
        tool: tool.id,
        relatedLocations: [
          registered,
          ...(p.constantHint
            ? [{ id: 2, location: p.constantHint.location, message: `constant '${p.constantHint.field}'` }]
            : []),
          ...(p.via?.length
            ? [{ id: 3, location: p.via[0]!, message: "the tool's result text comes from this call" }]
            : []),
          ...(rw ? [{ id: 4, location: rw.location, message: `'${rw.param}' rewritten into '${rw.as}'` }] : []),
          ...(request ? [{ id: 5, location: request.location, message: `the request '${request.callee}'` }] : []),
        ],
      });
    }
    return findings;
  },
};

function list(names: string[]): string {
  return names.map((n) => `'${n}'`).join(", ");
}
