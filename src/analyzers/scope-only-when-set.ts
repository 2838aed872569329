/**
 * Rule 1 — an optional narrowing argument reaches the upstream request only when the caller set it.
 *
 * Reads the `guarded-write` flows the dataflow engine puts into the model: a write into a request
 * object that runs only under a condition on the same argument, carried to an upstream call. Also
 * reads `fixedValues`: a restricting literal (status, page size, date window) sent on every call
 * that the caller cannot change and the description does not mention.
 */

import { listOption } from "../config.js";
import type {
  FixedRequestValue,
  ParamFlow,
  ServerModel,
  SourceLocation,
  ToolModel,
  ToolParameter,
} from "../model/types.js";
import { type KnownDefault, knownDefault } from "../model/upstream-defaults.js";
import {
  BODY_SIGNAL,
  classifyParam,
  DATE_WORD,
  filterSubject,
  NARROWING,
  ORDER_KEY,
  PAGE_KEY,
  POSITION,
  READ_TOOL,
  STATUS_KEY,
} from "../model/vocabulary.js";
import { escapeRegExp } from "../model/wording.js";
import { firstAt, flowFinding } from "./flow-finding.js";
import type { AnalyzerContext, Finding, ModelAnalyzer } from "./types.js";

const ID = "scope-only-when-set";

/**
 * A list of record ids (`ids`, `pmids`, `issue_ids`) picks the records to fetch; it does not narrow a
 * listing's scope. Ids of a scope (`classification_ids`, `project_ids`) do.
 */
const PLAIN_IDS = /ids$/i;
const SCOPE_IDS =
  /^(classification|collection|categor(y|ie)|index|dataset|source|register|catalog|catalogue|section|rubric|corpus|database|project|org|organi[sz]ation|group|workspace|team|space|repo|repository|channel|folder|domain|topic|type|kind|account|site|region|area|canton|country)s?_?ids$/i;

function plainIds(name: string): boolean {
  return PLAIN_IDS.test(name) && !SCOPE_IDS.test(name);
}

/**
 * What a page size counts, for "believes it gets every …": the plural its description counts ("Maximum number of
 * result rows to return" → row, "How many entries per page" → entry), else "item"; never the argument's own name
 * (a limit counts rows, not limits).
 */
function countedThing(param: ToolParameter): string {
  const counted =
    /\b(?:number|count|amount) of (?:[a-z]+ ){0,2}?([a-z]{3,}s)\b|\bhow many (?:[a-z]+ ){0,1}?([a-z]{3,}s)\b|\bmax(?:imum)?\.? (?:[a-z]+ ){0,1}?([a-z]{3,}s)\b/i.exec(
      param.description ?? "",
    );
  const word = counted && (counted[1] ?? counted[2] ?? counted[3])!.toLowerCase();
  if (
    !word ||
    /^(?:times|seconds|minutes|hours|days|weeks|months|years|bytes|characters|chars|tokens|pages)$/.test(word)
  )
    return "item";
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** What an argument narrows, by its name: the items' state, a page of them, a date window, or where to search. */
type Role = "status" | "page" | "window" | "scope" | "inclusion";

/** `includeArchived`, `show_closed`: the class of items a switch lets in. */
const INCLUSION = /^(?:include|show|with)_?([a-z]+)$/i;

function roleOf(full: string): Role {
  const name = filterSubject(full) ?? full;
  if (INCLUSION.test(name) && NARROWING.test(name.replace(/[_-]/g, ""))) return "inclusion";
  if (STATUS_KEY.test(name)) return "status";
  if (PAGE_KEY.test(name) || /^(max_?(records|items)|num(_?results)?|k|results_?per_?page)$/i.test(name)) return "page";
  if (DATE_WORD.test(name) || /(date|time)_?(from|to|range)$|^(from|to|start|end)_?(date|time)$/i.test(name))
    return "window";
  return "scope";
}

/**
 * The upper end of a date window, by its name without `_`/`-` (`to`, `end`, `until`, `toDate`, `end_date`,
 * `date_to`, `endTime`, `year_to`, `createdBefore`). Left out, the window runs up to the latest item: sending
 * the maximum (now) differs from leaving it out by nothing.
 */
const END_BOUND =
  /^(to|end|until|till|before)(date|time|datetime|timestamp|day|year|month|period)?$|^(date|time|datetime|timestamp|day|year|month|period)(to|end|until|till|max)$|^max(date|time|datetime|timestamp|year)$|^\w+(before|until)$/;
/** The lower end of a date window (`from`, `start`, `since`, `fromDate`, `start_date`, `date_from`, `after`). */
const START_BOUND =
  /^(from|start|since|after)(date|time|datetime|timestamp|day|year|month|period)?$|^(date|time|datetime|timestamp|day|year|month|period)(from|start|since|min)$|^min(date|time|datetime|timestamp|year)$|^\w+(after|since)$/;

function boundName(name: string): string {
  return (filterSubject(name) ?? name).replace(/[_-]/g, "").toLowerCase();
}

/**
 * An argument that is the end bound of a date window, put under a request key that is no start bound
 * (`params["toDate"] = to_date`, `date_to: args.to`).
 */
function endBoundOf(flow: ParamFlow, name: string): boolean {
  if (!END_BOUND.test(boundName(name)) || START_BOUND.test(boundName(name))) return false;
  const key = writtenKey(flow);
  return key === undefined || !START_BOUND.test(boundName(key));
}

/** What an upstream usually applies when the key is left out, by the argument's role. */
const ROLE_DEFAULT: Record<Role, string> = {
  status: "which is often a subset (open or active items)",
  page: "which is often a short page (10 or 20 items)",
  window: "which is often a recent window or none the caller knows of",
  scope: "which is often a subset (default categories or collections, or the caller's own items)",
  inclusion: "which usually leaves that class of items out",
};

/** The argument narrows the upstream set, judged by its name alone (a flow carries no description). */
function narrowsByName(param: string, narrowing: string[], freeText: string[]): boolean {
  const last = param.split(".").pop()!;
  return (
    narrowing.includes(param) ||
    (classifyParam({ name: param } as ToolParameter, narrowing, freeText) === "narrowing" && !plainIds(last))
  );
}

/** Rule 1 is about reading: arguments of a tool that creates or changes something are its payload. */
function readsData(tool: ToolModel): boolean {
  return tool.intent !== "mutation";
}

export const scopeOnlyWhenSet: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    if (!ctx.model.upstreamCalls.length) return { applies: false, reason: "no upstream calls found" };
    const optional = ctx.model.tools.some((t) => t.parameters.some((p) => p.optional));
    if (!optional) return { applies: false, reason: "no tool has an optional argument" };
    return { applies: true, reason: "tools with optional arguments and upstream calls" };
  },
  run(ctx) {
    const narrowing = listOption(ctx.settings, "narrowing", ID);
    const freeText = listOption(ctx.settings, "freeText", ID);
    const tools = new Map<string, ToolModel>(ctx.model.tools.map((t) => [t.id, t]));
    const findings: Finding[] = [];
    const seen = new Set<string>();
    // a literal sent in the argument's place: that finding (hidden-default) says more than this one
    const defaulted = new Set(
      (ctx.model.fixedValues ?? []).filter((f) => f.param !== undefined).map((f) => `${f.tool}|${f.param}`),
    );
    const done = new Set<string>();
    // ways of an argument to an upstream call whose API documents that leaving the key out means every item,
    // found first so that the order of the flows does not decide
    const everything = new Set<string>();
    const inStatement = new Set(
      ctx.model.flows.filter((f) => f.guard?.statement).map((f) => `${f.tool}|${f.param}|${f.upstreamCall}`),
    );
    for (const flow of ctx.model.flows) {
      const sendsKey = flow.kind === "value" && (!!flow.keyAt || !!flow.asField);
      if (!(flow.kind === "guarded-write" && flow.guard) && !sendsKey) continue;
      const name = flow.param.split(".").pop()!;
      if (!narrowsByName(flow.param, narrowing, freeText)) continue;
      if (upstreamDefault(ctx, flow, name)?.param.omitted.kind === "all")
        everything.add(`${flow.tool}|${flow.param}|${flow.upstreamCall}`);
    }
    // of several ways of one argument, the one whose guard tests that argument is where it is left out
    const ordered = [...ctx.model.flows].sort((a, b) => Number(testsTheArgument(b)) - Number(testsTheArgument(a)));
    for (const flow of ordered) {
      // a condition of a statement the server writes itself (SQL/ODSQL where, a filter expression): left out, there is
      // no condition, so no upstream parameter's default applies ("Diese Tatsache steht ausschliesslich in der
      // Parameterbeschreibung"); the argument's other ways to the same call (the joined statement, its bind values) too
      if (inStatement.has(`${flow.tool}|${flow.param}|${flow.upstreamCall}`)) continue;
      // a value cut from the argument on the way (`seed.split()[0][:8]`) is not the caller's value: what the guard
      // tests is another value, and the way is not where the argument itself is left out (as for a value flow below)
      const guarded = flow.kind === "guarded-write" && !!flow.guard && !flow.derived;
      // an argument carried by name in a request object (or in an object passed whole) is left out when absent, as if guarded
      const leftOutWhenAbsent = flow.kind === "value" && (!!flow.keyAt || !!flow.asField) && !flow.derived;
      if (!guarded && !leftOutWhenAbsent) continue;
      // `until: until || new Date()`: put under its key with a fallback, the key is always sent
      if (leftOutWhenAbsent && fallsBackAtKey(flow)) continue;
      // a path segment (`endpointPath = \`/v3/categories/${category}\``, `path += f"/{year}"`) or a URL the value is
      // built into (`{ url: imageUrl }`): no request parameter is left out, the request addresses another resource,
      // so no parameter's default applies ("Diese Tatsache steht ausschliesslich in der Parameterbeschreibung")
      if (flow.part === "url" && (guarded ? pathSegmentWrite(flow) : urlKey(flow))) continue;
      // the request fills the key in when it is still missing (`if (!url.searchParams.has("per_page")) …append(…)`):
      // like a guarded write whose `else` writes the same key, it is always sent; but a page size the server fills in
      // is a default of its own the caller is not told of (ADJUDICATION rule 1: a page size sent only when set)
      const filledPage = filledIn(flow);
      if (filledPage && roleOf(flow.param.split(".").pop()!) !== "page") continue;
      const tool = tools.get(flow.tool);
      const param = tool?.parameters.find((p) => p.name === flow.param);
      if (!tool || !param?.optional || !readsData(tool)) continue;
      // a page size the request fills in, where the caller can ask for the next page and the continuation reaches
      // the result: like a fixed page size the caller can page past, nothing is capped silently
      if (filledPage && callerPages(ctx.model, tool, flow.upstreamCall)) continue;
      if (param.default !== undefined || defaulted.has(`${tool.id}|${param.name}`)) continue; // the schema or the code fills it in
      // the argument's role decides: one that narrows the upstream set (a scope, a status, a type or category,
      // classification ids, a date window, a page size); a field of a model argument (`params.status`) by its last part
      // …or one the upstream documents as narrowing when left out (Airflow's `only_active`, true by default)
      if (
        !narrowing.includes(param.name) &&
        (classifyParam(param, narrowing, freeText) !== "narrowing" || plainIds(param.name.split(".").pop()!)) &&
        upstreamDefault(ctx, flow, param.name.split(".").pop()!)?.param.omitted.kind !== "subset"
      )
        continue;
      // the tool names a subset default for this argument while another argument's description promises
      // everything when left out ("if not provided, lists issues across all accessible projects")
      const contradiction = toolNamesDefault(tool, param) ? claimedAllByOther(tool, param) : undefined;
      if (saysWhatOmissionMeans(param) || (toolNamesDefault(tool, param) && !contradiction)) continue;
      if (done.has(`${tool.id}|${param.name}`)) continue;
      // a later fallback writes the key with a literal when the caller left it out (`if (!days) apiParams.days = 60`):
      // the key is always sent, so it does not reach the request "only when set"; the literal is a default of the
      // server's own, a finding of its own unless it means every item or a description names it
      const fill = fillOf(flow);
      if (fill) {
        done.add(`${tool.id}|${param.name}`);
        if (
          /^(all|any|\*|everything)$/i.test(fill.value.trim()) ||
          namesValue(tool, param, fill.value) ||
          param.default !== undefined
        )
          continue;
        if (!firstAt(seen, tool.id, param.name, fill.location)) continue;
        const window = roleOf(param.name.split(".").pop()!) === "window";
        const page = !window && (PAGE_KEY.test(fill.key) || roleOf(param.name.split(".").pop()!) === "page");
        findings.push({
          ...flowFinding(ctx.model, {
            ruleId: ID,
            message:
              `Tool '${tool.name}': when the caller leaves out '${param.name}', \`${fill.key}\` is sent as \`${fill.value}\` in [the upstream request](1),` +
              ` and neither [the argument's](2) description nor the tool's names that default.` +
              (window
                ? ` A caller that omits it believes it gets every date and gets only that window.`
                : page
                  ? ` A caller that omits it believes it gets every ${countedThing(param)} and gets at most ${fill.value}.`
                  : ` A caller that omits it believes it gets every ${fill.key} and gets only that subset.`) +
              ` Name the default and what it leaves out in the description of '${param.name}', or send the value that means all.`,
            location: fill.location,
            tool: tool.id,
            param: param.name,
            upstreamCall: flow.upstreamCall,
            declared: { param, note: `argument '${param.name}' declared optional, no default named` },
            codeFlow: flow.steps,
          }),
          messageId: window ? "hidden-default-window" : "hidden-default",
          data: { tool: tool.name, param: param.name, key: fill.key, value: fill.value },
        });
        continue;
      }
      // a generic entries loop (`if (v !== undefined) url.searchParams.append(k, v)`) is shared by many tools: point at the key
      // a key that names another value (`accountId` carrying a whole argument object) is not where this one is sent
      // a guard on the whole argument object (`if (args) params.arguments = sanitize(args)`) decides nothing
      // about this key: the key is left out further on, where it is put under its name, or by the upstream call
      const wholeObject = guarded && wholeObjectGuard(flow, param.name.split(".").pop()!);
      const keyAt =
        [flow, ...(wholeObject ? ctx.model.flows.filter((f) => sameWay(f, flow)) : [])]
          .map((f) => f.keyAt)
          .find((k) => k && namesParam(k, param.name)) ?? (wholeObject ? flow.request?.namedAt : undefined);
      // `year: opts?.year`: the optional chain guards the read of the options object, not a write of the key; the key
      // is put into the request and left out when absent, and the message says so rather than quoting `opts?.` as a guard
      const chainOnly = guarded && /\?\.\s*$/.test(flow.guard!.condition);
      const onlyWhenSet = guarded && !wholeObject && !chainOnly;
      const callAt =
        ctx.model.upstreamCalls.find((u) => u.id === flow.upstreamCall)?.location ?? flow.steps.at(-1)?.location;
      // `{ filterOverallStatus: toArray(input.statusFilter) }` and later `if (params.filterOverallStatus?.length) q[…] = …`:
      // the argument renamed on the way is tested under its new name, and that guarded write is where it is left out
      const guardTestsRenamed = onlyWhenSet && testsRenamed(flow, keyAt);
      const at =
        keyAt && (!onlyWhenSet || (!mentions(flow.guard!.condition, param.name) && !guardTestsRenamed))
          ? keyAt
          : onlyWhenSet || chainOnly
            ? flow.guard!.location
            : wholeObject && callAt
              ? callAt
              : (requestAt(ctx.model, flow, callAt) ?? param.location);
      // the upstream API's documentation says what leaving the key out means (upstream-defaults.ts)
      const known = upstreamDefault(ctx, flow, param.name.split(".").pop()!);
      // the end bound of a date window left out (`to`, `until`, `end_date`): the window runs up to the latest item,
      // the same as its explicit maximum, "now" (the rule's "Nachweis: Zwei Calls … weggelassen vs. explizit maximal.
      // Delta ≠ 0 heisst, der Server muss ihn senden": the delta is 0); only an end the upstream documents as another
      // date (a known subset default) leaves a window the caller is not told of
      if (endBoundOf(flow, param.name.split(".").pop()!) && known?.param.omitted.kind !== "subset") continue;
      // left out, the upstream returns every item: no other way of the same argument to the same call is a finding
      if (known?.param.omitted.kind === "all") everything.add(`${tool.id}|${param.name}|${flow.upstreamCall}`);
      if (everything.has(`${tool.id}|${param.name}|${flow.upstreamCall}`)) continue;
      if (!firstAt(seen, tool.id, param.name, at)) continue;
      done.add(`${tool.id}|${param.name}`);
      const promise = promisesAll(tool, param);
      const role = roleOf(param.name.split(".").pop()!);
      const how = onlyWhenSet
        ? `only when the caller sets it (guard: ${flow.guard!.condition.replace(/\s+/g, " ").slice(0, 80)})`
        : "as a key that is left out of the request when the caller does not set it";
      const upstreamSays =
        known?.param.omitted.kind === "subset"
          ? `Left out, ${known.api} returns only ${known.param.omitted.items} (${known.param.source}),`
          : undefined;
      const said = `Tool '${tool.name}': optional argument '${param.name}' reaches [the upstream request](1) ${how}.`;
      const message = contradiction
        ? `${said} The tool's description names its default, a subset ("${contradiction.named}"), but the ` +
          `description of '${contradiction.other}' says "${contradiction.claim}": a caller that leaves both out ` +
          `believes it gets everything and gets only that subset. Send the value that means "all" when the caller ` +
          `leaves both out, or make the description of '${contradiction.other}' say which items come back.`
        : said +
          (upstreamSays
            ? promise
              ? ` The tool's description promises "${promise}", but ${upstreamSays[0]!.toLowerCase()}${upstreamSays.slice(1)} and [the argument's](2) description does not say so.`
              : ` ${upstreamSays} and [the argument's](2) description does not say so.`
            : filledPage
              ? ` Left out, the request fills in a page size of the server's own, and [the argument's](2) description does not name it.`
              : promise
                ? ` The tool's description promises "${promise}", but left out, the upstream applies its own default for '${param.name}', ${ROLE_DEFAULT[role]}, and [the argument's](2) description does not say what omission means.`
                : ` Left out, the upstream applies its own default for '${param.name}', ${ROLE_DEFAULT[role]}, and [the argument's](2) description does not say what omission means.`) +
          (filledPage
            ? ` Name that page size in the argument's description and return the continuation.`
            : role === "page"
              ? ` Send the page size explicitly when the caller leaves it out and return the continuation, or name the upstream default in the description.`
              : ` Send the value that means "all" when the caller leaves it out, or name the upstream default in the description.`);
      findings.push({
        ...flowFinding(ctx.model, {
          ruleId: ID,
          message,
          location: at,
          tool: tool.id,
          param: param.name,
          upstreamCall: flow.upstreamCall,
          declared: { param, note: `argument '${param.name}' declared optional` },
          codeFlow: flow.steps,
        }),
        messageId: contradiction ? "default-contradicted" : onlyWhenSet ? "sent-only-when-set" : "left-out-when-absent",
        data: {
          tool: tool.name,
          param: param.name,
          ...(contradiction ? { other: contradiction.other } : {}),
          ...(!contradiction && known?.param.omitted.kind === "subset"
            ? { upstream: known.api, upstreamDefault: known.param.omitted.items }
            : {}),
        },
      });
    }
    findings.push(...hiddenNarrowings(ctx.model), ...defaultsClaimingAll(ctx.model));
    return findings;
  },
};

/**
 * Where the request that leaves the argument out is made, for an argument carried in an object passed
 * whole (`axios.get(url, { params: args })`): ADJUDICATION.md puts a rule-1 finding at the request,
 * never at the schema. The upstream call itself, unless that call sits in a client shared by several
 * tools (`apiRequest(path, params)`): then the tool's own call into it, the last step outside the client.
 */
function requestAt(
  model: ServerModel,
  flow: ParamFlow,
  callAt: SourceLocation | undefined,
): SourceLocation | undefined {
  const steps = flow.steps.slice(1);
  if (!callAt || !steps.length) return callAt ?? steps.at(-1)?.location;
  const tools = new Set(model.flows.filter((f) => f.upstreamCall === flow.upstreamCall).map((f) => f.tool));
  if (tools.size < 2) return callAt;
  return [...steps].reverse().find((s) => s.location.file !== callAt.file)?.location ?? callAt;
}

/**
 * A restricting literal the caller did not choose: always sent (`status: "active"`), or sent in
 * place of an argument the caller left out (`status || "active"`, a date window from "now minus 7
 * days"), while neither the tool's description nor the argument's names it.
 */
function hiddenNarrowings(model: ServerModel): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const fixed of model.fixedValues ?? []) {
    const tool = model.tools.find((t) => t.id === fixed.tool);
    if (!tool || !(tool.intent === "query" || (!tool.intent && READ_TOOL.test(tool.name))) || !restricts(fixed))
      continue;
    const param = fixed.param !== undefined ? tool.parameters.find((p) => p.name === fixed.param) : undefined;
    // a page size the caller can page past (the next page can be asked for and the continuation reaches the
    // result) caps nothing silently
    if (PAGE_KEY.test(fixed.key) && callerPages(model, tool, fixed.upstreamCall)) continue;
    // a page size the server always sends with no argument behind it is sent explicitly, as the rule asks ("explizit
    // senden, nie erben"): no sentence of rule 1 makes it a defect; a list cut without its continuation is the
    // continuation rule's (`dropped-continuation`)
    if (PAGE_KEY.test(fixed.key) && fixed.param === undefined) continue;
    if (fixed.param !== undefined) {
      if (!param || namesDefault(tool, param, fixed)) continue;
    } else if (callerChooses(tool, fixed.key) || described(tool, fixed) || resultNamesRestriction(model, tool, fixed))
      continue;
    if (!firstAt(seen, tool.id, fixed.key, fixed.location)) continue;
    const shown = fixed.value.length > 40 ? `${fixed.value.slice(0, 37)}…` : fixed.value;
    const window = !STATUS_KEY.test(fixed.key) && !PAGE_KEY.test(fixed.key);
    const base = {
      ruleId: ID,
      location: fixed.location,
      tool: tool.id,
      upstreamCall: fixed.upstreamCall,
      codeFlow: fixed.steps,
    };
    if (param) {
      findings.push({
        ...flowFinding(model, {
          ...base,
          param: param.name,
          declared: { param, note: `argument '${param.name}' declared optional, no default named` },
          message:
            `Tool '${tool.name}': when the caller leaves out '${param.name}', \`${fixed.key}\` is sent as \`${shown}\` in [the upstream request](1),` +
            ` and neither [the argument's](2) description nor the tool's names that default.` +
            (window
              ? ` A caller that omits it believes it gets every date and gets only that window.`
              : PAGE_KEY.test(fixed.key) || roleOf(param.name.split(".").pop()!) === "page"
                ? ` A caller that omits it believes it gets every ${countedThing(param)} and gets at most ${shown}.`
                : ` A caller that omits it believes it gets every ${fixed.key} and gets only that subset.`) +
            ` Name the default and what it leaves out in the description of '${param.name}', or leave the key out when the caller does.`,
        }),
        messageId: window ? "hidden-default-window" : "hidden-default",
        data: { tool: tool.name, param: param.name, key: fixed.key, value: fixed.value },
      });
      continue;
    }
    findings.push({
      ...flowFinding(model, {
        ...base,
        message:
          `Tool '${tool.name}': \`${fixed.key}\` is always sent as ${shown} in [the upstream request](1). The caller cannot change it and the tool description does not mention it,` +
          ` so every answer covers only that subset without saying so. Name the restriction and what it leaves out in the description, or make it an argument that defaults to everything.`,
      }),
      messageId: "fixed-restriction",
      data: { tool: tool.name, key: fixed.key, value: fixed.value },
    });
  }
  return findings;
}

/**
 * The answer the model reads names the fixed restriction: a result text of the tool cites the value among other words
 * ("No active releases", "3 open issues"), or puts in the value held under the key's name (`` `Found ${n} releases for
 * state "${params.state}"` ``, `f"… with status {status}"`). Rule 1's addendum, "Wer den Recall verengt, zitiert den
 * Scope": a narrowing the answer cites is not one that "covers only that subset without saying so". A thrown message,
 * the literal itself and a request's own text (a query, a URL) are not the answer.
 */
function resultNamesRestriction(model: ServerModel, tool: ToolModel, f: FixedRequestValue): boolean {
  const value = f.value.trim();
  const word = /^[A-Za-z][\w -]{2,}$/.test(value)
    ? new RegExp(`(^|[^a-z0-9_])${escapeRegExp(value)}($|[^a-z0-9_])`, "i")
    : undefined;
  const key = escapeRegExp(f.key);
  // `${params.state}`, `${state}`, f"{opts.state}", `{state!r}`: a placeholder whose value is read under the key's name
  const echo = new RegExp(`\\$?\\{\\s*(?:[\\w$]+(?:\\?)?\\.)*${key}\\s*(?:![rsa])?\\s*\\}`);
  return model.texts.some((t) => {
    if (t.tool !== tool.id || t.kind !== "result-text" || t.thrown) return false;
    if (t.location.file === f.location.file && t.location.line === f.location.line) return false;
    // a request's own text: a query statement, a filter, a URL
    if (/==|[[\]{}]|:\/\/|[?&][\w.]+=/.test(t.text.replace(/…/g, ""))) return false;
    const prose = (t.text.match(/[A-Za-z]{2,}/g) ?? []).length >= 2;
    if (!prose) return false;
    if (word?.test(t.text)) return true;
    return echo.test(t.location.snippet ?? "") && new RegExp(`\\b${key}\\b`, "i").test(t.text);
  });
}

/** The argument's or the tool's description names the literal sent in its place (or, for a date window, its span). */
function namesDefault(tool: ToolModel, param: ToolParameter, f: FixedRequestValue): boolean {
  // a schema default (`z.number().default(100)`) fills the argument before the handler runs: the literal the code
  // falls back to is never sent from this tool, and the schema shows the caller the value it gets
  if (param.default !== undefined) return true;
  const text = `${param.description ?? ""} ${tool.description ?? ""}`.toLowerCase();
  if (/^[\w -]+$/.test(f.value) && new RegExp(`(^|[^a-z0-9])${f.value.toLowerCase()}($|[^a-z0-9])`).test(text))
    return true;
  if (STATUS_KEY.test(f.key) || PAGE_KEY.test(f.key)) return false;
  return /\b(last|past|recent|within)\b[^.]*\b(\d+|one|seven|thirty)?\s*(hours?|days?|weeks?|months?|years?)\b|\bdefaults?\b\s*(to|is|:|=)?[^.]*\b(ago|days?|weeks?|months?|years?)\b/.test(
    text,
  );
}

/** A schema default (`.default(["public"])`) that is a subset, while the description promises all. */
function defaultsClaimingAll(model: ServerModel): Finding[] {
  const out: Finding[] = [];
  for (const tool of model.tools) {
    if (tool.intent === "mutation") continue;
    for (const p of tool.parameters) {
      const d = p.default?.trim();
      if (!d || !p.description || !CLAIMS_ALL.test(p.description)) continue;
      // a list of names or one name: a subset; `[]`, "all", "*" really are everything
      const subset =
        /^\[\s*["'`][^"'`*]+["'`](\s*,\s*["'`][^"'`*]+["'`])*\s*,?\s*\]$/.test(d) ||
        (/^["'`][^"'`*]+["'`]$/.test(d) && !/^["'`](all|any|every\w*)["'`]$/i.test(d));
      if (!subset) continue;
      out.push({
        ruleId: ID,
        message:
          `Tool '${tool.name}': the description of '${p.name}' says "${CLAIMS_ALL.exec(p.description)![0]}", but the schema default is ${d.length > 40 ? `${d.slice(0, 37)}…` : d}.` +
          ` A caller that leaves it out gets only that subset while believing it got all. Make the default what the description says, or say what the default leaves out.`,
        location: p.descriptionLocation ?? p.location,
        tool: tool.id,
        param: p.name,
        relatedLocations: [
          { id: 1, location: p.location, message: `argument '${p.name}' declared with default ${d.slice(0, 40)}` },
        ],
        messageId: "default-contradicts-all",
        data: { tool: tool.name, param: p.name, default: d },
      });
    }
  }
  return out;
}

/**
 * The words of the tool's description that promise everything ("List all subscriptions"), when it
 * does. A sentence about another argument ("Use `source=raw` to view all logs") promises nothing
 * about this one.
 */
function promisesAll(tool: ToolModel, param: ToolParameter): string | undefined {
  const others = tool.parameters.filter((p) => p.name !== param.name).map((p) => p.name.split(".").pop()!);
  for (const sentence of sentencesOf(tool.description)) {
    if (/[`=]/.test(sentence) || others.some((o) => mentions(sentence, o))) continue;
    const m = /[^.\n]{0,40}\b(all|every)\b[^.\n]{0,40}/i.exec(sentence);
    // "All parameters must be at the top level", "every argument is optional": a rule about the input, not a promise of the data
    // …the promise is made of what the tool returns: a verb that fetches stands before the "all" ("List all …",
    // "search across all filings"), not "For all operations except …"
    if (
      m &&
      !/\b(all|every)\s+(of the\s+)?(parameters?|arguments?|args|inputs?|fields? (must|are|is)|options?|flags?)\b/i.test(
        m[0],
      ) &&
      /\b(list|lists|listing|get|gets|return|returns|retrieve|retrieves|fetch|fetches|search|searches|find|finds|show|shows|query|queries|across|browse|enumerate|covers?|includes?)\b[^.]*\b(all|every)\b/i.test(
        m[0],
      )
    )
      return m[0].trim();
  }
  return undefined;
}

/** A default that picks the caller's own or the open items: "default: created by current user". */
const SUBSET_DEFAULT =
  /\b(current user|created by (me|you)|(your|my|the caller's|the user's) own|assigned to (me|you)|open(ed)? only|only open(ed)?|active only|only active)\b/i;
/** An argument's description that promises everything when left out: "if not provided, lists issues across all accessible projects". */
const OMISSION_PROMISES_ALL =
  /\b(if|when) (not |un)(provided|set|given|specified)\b[^.;)]*\b(all|every|across)\b[^.;)]*|\bleave (it )?out to (list|get|search|return) [^.;)]*\b(all|every)\b[^.;)]*/i;

/**
 * The tool's description names a subset default for the argument (`List issues (default: created by
 * current user; …)`), while another argument's description says that leaving *it* out gives everything
 * ("if not provided, lists issues across all accessible projects"): left out together, the caller
 * gets the subset while the descriptions promise all of it.
 */
function claimedAllByOther(
  tool: ToolModel,
  param: ToolParameter,
): { other: string; claim: string; named: string } | undefined {
  const name = param.name.split(".").pop()!;
  const named = sentencesOf(tool.description).find(
    (s) => /\b(defaults?|by default)\b/i.test(s) && mentions(s, name) && SUBSET_DEFAULT.test(s),
  );
  const subset = named && SUBSET_DEFAULT.exec(named)?.[0];
  if (!named || !subset) return undefined;
  for (const other of tool.parameters) {
    if (other.name === param.name || !other.optional) continue;
    const claim = OMISSION_PROMISES_ALL.exec(other.description ?? "")?.[0];
    if (claim)
      return {
        other: other.name,
        claim: claim.trim(),
        named: /default:?\s*([^;)]*)/i.exec(named)?.[1]?.trim() || subset,
      };
  }
  return undefined;
}

/** A description cut into sentences (at `.`, `!`, `?` before a space, and at line breaks). */
function sentencesOf(text: string | undefined): string[] {
  return (text ?? "").split(/(?<=[.!?])\s+|\n+/);
}

/**
 * The caller can ask for the next page (a position argument — page, offset, cursor — reaches the same
 * request) and the answer's continuation signal reaches the result (the answer returned whole, or the
 * signal read into the result): a fixed page size then caps nothing silently.
 */
function callerPages(model: ServerModel, tool: ToolModel, upstreamCall: string): boolean {
  const pages = model.flows.some(
    (f) =>
      f.tool === tool.id &&
      f.upstreamCall === upstreamCall &&
      POSITION.test(f.param.split(".").pop()!) &&
      !/^(sort|sort_?by|order|order_?by|direction|format|output_?format|pretty|verbose|lang_?ui)$/i.test(f.param),
  );
  if (!pages) return false;
  const reads = (model.responseReads ?? []).filter(
    (r) => r.tools.includes(tool.id) && r.origins.some((o) => o.upstreamCall === upstreamCall),
  );
  const envelopeKeys = reads.filter(
    (r) => r.use.kind === "key" && r.use.form !== "header" && r.origins.some((o) => o.level === "envelope"),
  );
  if (envelopeKeys.some((r) => r.use.kind === "key" && BODY_SIGNAL.test(r.use.key) && r.use.fate === "result"))
    return true;
  // the tool's own handler puts the answer into the result as it came (`return JSON.stringify(answer)`): its continuation
  // goes with it, whatever else reads single keys of it (an error body's `message`); a helper shared by several tools
  // may be handed the whole answer by one tool and a part of it by another
  const handler = tool.handlerLocation;
  const inHandler = (at: SourceLocation) =>
    !!handler && at.file === handler.file && at.line >= handler.line && at.line <= (handler.endLine ?? handler.line);
  if (reads.some((r) => r.use.kind === "whole-answer" && inHandler(r.location))) return true;
  // the answer is taken apart (`body.result.map(…)`): what it said about more pages is left behind
  if (envelopeKeys.length) return false;
  // nothing of it is taken apart, and it reaches the result whole (or the tool hands back what the request returned)
  return (
    reads.some((r) => r.use.kind === "whole-answer") ||
    (tool.returnPaths ?? []).some((p) => p.kind === "data" && p.shape === "opaque")
  );
}

/** A request key's location whose text names the argument (`state: options.state`, `{ status }`). */
/**
 * The guard tests the argument under a name it was given on the way: the key it was put under
 * (`{ filterStatus: toList(statusFilter) }` … `if (q.filterStatus?.length)`) or a local that holds it
 * (`const type = pick(typeFilter); if (type) …`).
 */
function testsRenamed(flow: ParamFlow, keyAt: SourceLocation | undefined): boolean {
  const condition = flow.guard?.condition ?? "";
  const key = keyAt && keyNameAt(keyAt);
  if (key && mentions(condition, key)) return true;
  return flow.steps.some((st) => {
    const m = /^assigned to `([\w$]+)`/.exec(st.message);
    return !!m && mentions(condition, m[1]!);
  });
}

/** Guarded ways first whose guard tests the argument itself or a name it was given on the way (where it is left out). */
function testsTheArgument(flow: ParamFlow): boolean {
  if (flow.kind !== "guarded-write" || !flow.guard) return false;
  return mentions(flow.guard.condition, flow.param.split(".").pop()!) || testsRenamed(flow, flow.keyAt);
}

/** The property name a value is put under at `at` (`filterOverallStatus: toArray(x)` → `filterOverallStatus`). */
function keyNameAt(at: SourceLocation): string | undefined {
  return /^\s*["']?([A-Za-z_$][\w$]*)["']?\s*:/.exec(at.snippet ?? "")?.[1];
}

function namesParam(at: SourceLocation, param: string): boolean {
  return at.snippet === undefined || mentions(at.snippet, param.split(".").pop()!);
}

/** "Defaults to all schemas", "all if omitted", "omit for every project". */
const CLAIMS_ALL =
  /\bdefaults? to (all|every|any)\b[^.]*|\b(all|every) [\w ]{0,20}(if|when) (omitted|not (set|given|specified|provided)|left out)|\bomit(ted)? (it |this )?(for|to (get|include|list)) (all|every)\b[^.]*/i;

function restricts(f: FixedRequestValue): boolean {
  if (f.option) return false; // a helper's option default under any key: not known to narrow
  if (ORDER_KEY.test(f.key)) return false; // an order, not a subset (rule 7 reads these)
  if (/^(all|any|\*|everything)$/i.test(f.value.trim())) return false; // the value that means everything
  if (STATUS_KEY.test(f.key)) return true;
  // a page of one is a lookup of a single item (`per_page=1` beside an id), not a list cut short; any other
  // fixed page size is one page, whatever its size
  if (PAGE_KEY.test(f.key)) return /^\d+$/.test(f.value.replace(/_/g, "")) && Number(f.value.replace(/_/g, "")) > 1;
  return true; // a date window
}

function callerChooses(tool: ToolModel, key: string): boolean {
  if (STATUS_KEY.test(key) || PAGE_KEY.test(key)) {
    const same = STATUS_KEY.test(key) ? STATUS_KEY : PAGE_KEY;
    return tool.parameters.some((p) => same.test(p.name) || p.name === key);
  }
  // date_from, createdAfter, since: split into words
  return tool.parameters.some((p) => p.name === key || p.name.split(/_|-|(?=[A-Z])/).some((w) => DATE_WORD.test(w)));
}

function described(tool: ToolModel, f: FixedRequestValue): boolean {
  const text = [tool.description ?? "", ...tool.parameters.map((p) => p.description ?? "")].join(" ").toLowerCase();
  const words = (w: string) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(w.toLowerCase())}($|[^a-z0-9])`).test(text);
  if (words(f.key) || (/^[\w-]+$/.test(f.value) && words(f.value))) return true;
  return (
    !STATUS_KEY.test(f.key) &&
    !PAGE_KEY.test(f.key) &&
    /\b(last|past|recent|since|days?|weeks?|months?|years?)\b/.test(text)
  );
}

/**
 * A sentence of the tool's description names the argument's default: "List issues (default: created
 * by current user; use scope='all' for all)". The caller reads it before choosing to leave it out.
 */
function toolNamesDefault(tool: ToolModel, param: ToolParameter): boolean {
  const name = param.name.split(".").pop()!;
  // "List events for the authenticated user": whose items come back is what leaving `scope` out means
  if (/^scope$/i.test(name) && OWNER_SCOPED.test(tool.description ?? "")) return true;
  return sentencesOf(tool.description).some(
    (sentence) =>
      /\b(defaults?|by default|if omitted|when omitted|if not (set|given|specified))\b/i.test(sentence) &&
      mentions(sentence, name),
  );
}

/** A tool description that says the items are one user's own: "for the authenticated user", "your own". */
const OWNER_SCOPED =
  /\b(for|of|by|to) (the )?(authenticated|current|logged[- ]in|signed[- ]in) user\b|\b(your|the user's|the caller's) own\b/i;

/**
 * An omission sentence that defers to a default it does not name: "If omitted, each instance uses its server-side
 * default", "Default is instance-dependent". The caller learns that something applies, not which items come back.
 */
const UNNAMED_DEFAULT =
  /\b(?:uses?|applies|appl(?:y|ies)|falls? back to|gets?)\s+(?:its|the|their)\s+(?:own\s+)?(?:server[- ]side|instance(?:'s)?|upstream|api(?:'s)?|service(?:'s)?|backend|engine(?:'s)?)?\s*defaults?\b(?!\s*(?:of|:|=|\(|is|are|value of)\s*\S)|\bdefault(?:s)? (?:is|are) (?:instance|server|engine)[- ]dependent\b/i;

/** The description says what leaving the argument out does ("defaults to open", "omit for all", "if not set"). */
function saysWhatOmissionMeans(p: ToolParameter): boolean {
  return (
    !!p.description &&
    !CLAIMS_ALL.test(p.description) &&
    !UNNAMED_DEFAULT.test(p.description) &&
    (/\b(defaults?|default:|by default|omit|omitted|omitting|if (not |un)(set|specified|given|provided)|when (not |un)(set|specified|given|provided)|(if|when) left (out|empty)|leave (it |this )?(empty|blank|out) (for|to)|otherwise)\b/i.test(
      p.description,
    ) ||
      // German: "neueste verfügbare Daten wenn leer", "ohne Angabe alle", "Standard: 10", "standardmässig"
      /\b(wenn|falls) (leer|nicht (angegeben|gesetzt))\b|\bohne Angabe\b|\b(Standard|Vorgabe)(wert)?\s*[:=]|\bstandardm(ä|ae)ss?ig\b|\bstandardmäßig\b|\bweglassen\b/i.test(
        p.description,
      ))
  );
}

function mentions(condition: string, param: string): boolean {
  const want = param.replace(/[_-]/g, "").toLowerCase();
  return (condition.match(/[A-Za-z_$][\w$-]*/g) ?? []).some((w) => w.replace(/[_-]/g, "").toLowerCase() === want);
}

/**
 * What the upstream API documents for a key left out of this flow's request (upstream-defaults.ts), from
 * the request's texts the front end read (`ParamFlow.request`) and the upstream call's callee (an SDK call).
 */
function upstreamDefault(ctx: AnalyzerContext, flow: ParamFlow, key: string): KnownDefault | undefined {
  const call = ctx.model.upstreamCalls.find((u) => u.id === flow.upstreamCall);
  const texts = [...(call ? [call.callee] : []), ...(flow.request?.texts ?? [])];
  // the API documents its own key: the one the guarded write puts the argument under (`params["from"] = from_date`),
  // else the argument's name (a model argument passed whole)
  const written = writtenKey(flow);
  return (
    (written !== undefined ? knownDefault(texts, flow.request?.apis ?? [], written) : undefined) ??
    knownDefault(texts, flow.request?.apis ?? [], key)
  );
}

/** The request key a guarded write puts the argument under: `q["from"] = …`, `q.observation_end = …`, `q.set("from", …)`. */
export function writtenKey(flow: ParamFlow): string | undefined {
  const write = flow.guard?.location.snippet ?? "";
  // renamed on the way into the request (`{ end: end_date }`, then `{ observation_end: opts.end }`): the last key
  if (!flow.guard && flow.sentUnder) return flow.sentUnder.key;
  const m =
    /^[\w$.]+\s*\[\s*["'`]([^"'`]+)["'`]\s*\]\s*=(?!=)/.exec(write) ??
    /^[\w$]+(?:\.[\w$]+)*\.([\w$]+)\s*=(?!=)/.exec(write) ??
    /\.(?:set|append)\(\s*["'`]([^"'`]+)["'`]\s*,/.exec(write) ??
    // a key of a request object, where the argument is put under its name (`{ observation_end: opts.end }`)
    /^\s*["'`]?([\w$-]+)["'`]?\s*:(?!:)/.exec(flow.guard ? "" : (flow.keyAt?.snippet ?? ""));
  return m?.[1];
}

/** The code that builds the request writes this flow's key when it is still missing (`ParamFlow.request.filled`). */
function filledIn(flow: ParamFlow): boolean {
  const filled = flow.request?.filled ?? [];
  const keys = [writtenKey(flow), flow.param.split(".").pop()!].filter((k): k is string => !!k);
  return filled.some((f) => keys.includes(f));
}

/**
 * The guarded write puts the argument into the URL's path as a segment (`` path += `/${opts.year}` ``,
 * `` endpoint = `/v3/categories/${category}` ``, `url += f"/{year}"`), not under a query key (`?year=${y}`, `&year=`).
 */
function pathSegmentWrite(flow: ParamFlow): boolean {
  const write = flow.guard?.location.snippet ?? "";
  const name = escapeRegExp(flow.param.split(".").pop()!);
  return (
    new RegExp(`/\\$?\\{\\s*(?:[\\w$]+(?:\\?)?\\.)*${name}\\s*\\}`).test(write) && !/[?&][\w.[\]-]*=\$?\{/.test(write)
  );
}

/** The value sits in an object passed whole under a key that holds a whole URL (`{ url: imageUrl }`), not its own name. */
function urlKey(flow: ParamFlow): boolean {
  const key = flow.keyAt && keyNameAt(flow.keyAt);
  return !!key && /^(url|uri|href|path|endpoint|base_?url)$/i.test(key) && !mentions(key, flow.param.split(".").pop()!);
}

/** The fallback that writes this flow's key with a literal when the caller's value is absent (`ParamFlow.request.fills`). */
function fillOf(flow: ParamFlow): { key: string; value: string; location: SourceLocation } | undefined {
  const keys = [writtenKey(flow), flow.param.split(".").pop()!].filter((k): k is string => !!k);
  return flow.request?.fills?.find((f) => keys.includes(f.key));
}

/** The argument's or the tool's description names the value as a word (`60`, "60 days", `open`). */
function namesValue(tool: ToolModel, param: ToolParameter, value: string): boolean {
  const text = `${param.description ?? ""} ${tool.description ?? ""}`.toLowerCase();
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(value.toLowerCase())}($|[^a-z0-9])`).test(text);
}

/** Another flow of the same argument of the same tool to the same upstream call. */
function sameWay(f: ParamFlow, flow: ParamFlow): boolean {
  return f !== flow && f.tool === flow.tool && f.param === flow.param && f.upstreamCall === flow.upstreamCall;
}

/**
 * The guard tests the object that carries all the arguments (`if (args)`, `!Array.isArray(args)`), not this
 * argument: each name it tests is one the whole object was assigned to on the way (`args = params.arguments`).
 */
function wholeObjectGuard(flow: ParamFlow, name: string): boolean {
  const condition = flow.guard?.condition ?? "";
  if (mentions(condition, name)) return false;
  const holders = new Set(
    flow.steps.flatMap((s) => {
      const m = /^assigned to `([\w$]+)`/.exec(s.message);
      return m && !mentions(s.location.snippet ?? "", name) ? [m[1]!] : [];
    }),
  );
  const names = (condition.match(/[A-Za-z_$][\w$]*/g) ?? []).filter((w) => !TEST_WORDS.has(w));
  return names.length > 0 && names.every((w) => holders.has(w));
}

/** Words of a presence test that name no value (`typeof x === "object"`, `Array.isArray(x)`). */
const TEST_WORDS = new Set(["typeof", "undefined", "null", "Array", "isArray", "object", "instanceof", "Object"]);

/** The argument is put under its key with a fallback (`until: until || new Date()`, `{ size: size ?? 20 }`). */
function fallsBackAtKey(flow: ParamFlow): boolean {
  const name = flow.param.split(".").pop()!.replace(/[$]/g, "\\$");
  if (new RegExp(`\\b${name}\\s*(\\|\\||\\?\\?)`).test(flow.keyAt?.snippet ?? "")) return true;
  // renamed on the way (`observation_start: opts.start ?? tenYearsAgo`): the key it was put under before, read with a fallback
  const before = flow.keyAt && keyNameAt(flow.keyAt);
  return (
    !!before &&
    !!flow.sentUnder &&
    new RegExp(`\\.${escapeRegExp(before)}\\s*(\\|\\||\\?\\?)`).test(flow.sentUnder.location.snippet ?? "")
  );
}
