/**
 * Rule 3 — an empty result carries a next step; a failed upstream request is not an empty result.
 *
 * Reads the return paths the front end puts into the model. (a) A return inside a failure handler
 * of an upstream request (a catch around it, `.catch()` on it, a branch on `!res.ok` or a failing
 * status) that hands back an empty result or ordinary content instead of `isError`/a throw.
 * (b) An empty-result path of a tool whose result has no next-step field and no instruction.
 */

import { within } from "../model/failure-sites.js";
import { locKey } from "../model/location.js";
import type { ReturnPath, ToolModel, UpstreamCall } from "../model/types.js";
import { FAILURE_FIELD, givesInstruction, NEXT_STEP_FIELD, namesArgumentStep, plainText } from "../model/wording.js";
import {
  answersNotFound,
  computedName,
  judgedUnderName,
  pathsByLocation,
  producesText,
  returnedWhat,
  textSaysFailure,
  upstreamRelated,
  when,
} from "./return-paths.js";
import type { Finding, ModelAnalyzer, RelatedLocation } from "./types.js";

const ID = "empty-result-next-step";

/** A failure-handler return that hides the failure: an empty value, or content the model reads as an answer. */
export function hidesFailure(p: ReturnPath): boolean {
  if (p.failure?.absorbed) return false;
  // a best-effort suggestion helper whose value only fills a next-step field: its failure drops the suggestions,
  // the main answer is the request's own (empty or not); no failed request reads as "nothing found"
  if (p.failure?.bestEffort) return false;
  if (p.kind === "error" || p.kind === "input-required" || p.shape === "throw") return false;
  // a helper's `(None, "error text")` whose caller drops the error half: the None goes on as the answer
  if (p.failure?.droppedAt) return p.kind === "empty";
  if (p.shape === "null") return false;
  // `[{"title": "Error fetching headlines", "url": ""}]`: the failure dressed as one more entry
  if (p.dressedFailure) return true;
  // `{ approved_by: [], unavailable_reason: message }`: the empty value says why it is empty
  if (p.kind === "empty" && p.fields.some((f) => FAILURE_FIELD.test(f))) return false;
  // a record of the helper's own in place of the answer (`except Exception: return {"hinweis": …}`)
  if (p.failure?.standIn) return true;
  return p.kind === "empty" || p.shape === "content" || p.shape === "text" || p.shape === "structured";
}

export const emptyResultNextStep: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    const read = ctx.model.tools.filter((t) => t.returnPaths?.length);
    if (!read.length) return { applies: false, reason: "no tool handler whose returns could be read" };
    return {
      applies: true,
      reason: `return paths of ${read.length} tool handler(s) and the failure handlers of their upstream requests`,
    };
  },
  run(ctx) {
    const findings: Finding[] = [];
    const upstream = new Map(ctx.model.upstreamCalls.map((u) => [u.id, u]));
    const failureAt = new Set<string>();
    const absorbedAt = new Set<string>();

    // a failure return several tools share is reported for a tool that reads (not for a delete beside it)
    const failures = [
      ...pathsByLocation(
        ctx.model.tools,
        (t) => t.failureReturns,
        (t) => t.intent !== "mutation" && !computedName(t),
      ).values(),
    ];
    const flagged = failures
      .filter(({ path: p }) => !p.failure?.returnedAt && hidesFailure(p))
      .map(({ path: p }) => p.location);
    // a helper's text a tool's own catch returns is reported at that return, once (as "nothing found" when one
    // of the helper's texts answers so); the helper's lines are not reported again
    const builtAt = new Set(
      ctx.model.tools.flatMap((t) => (t.failureReturns ?? []).flatMap((p) => (p.builtAt ? [locKey(p.builtAt)] : []))),
    );
    // a helper's text that answers the source's not-found (`if code == 404: return "Resource not found …"`) is the
    // source's "nothing there", no failure dressed as empty: where the helper's other texts are failures
    // (401, 403, 429, "Error: HTTP …"), the return is reported as one of those, an error text without isError,
    // with a branch that is a failure named
    const notFoundOnly = (p: ReturnPath) => !!p.builtAt && answersNotFound(p);
    const failsBeside = new Set(
      failures
        .filter(({ path: p }) => p.builtAt && !notFoundOnly(p) && hidesFailure(p))
        .map(({ path: p }) => locKey(p.location)),
    );
    // of the helper's failure texts, the one quoted is one that says it failed, on a failed status first (429, 403)
    const rank = (p: ReturnPath) =>
      !textSaysFailure(p) ? 2 : p.conditions.some((c) => /\b[45]\d\d\b/.test(c.text)) ? 0 : 1;
    // (one path per place and kind is in `failures`: the helper's other texts are read from the tools' own lists)
    const bestAt = new Map<string, ReturnPath>();
    for (const t of ctx.model.tools)
      for (const p of t.failureReturns ?? []) {
        if (!p.builtAt || notFoundOnly(p) || !hidesFailure(p)) continue;
        const k = locKey(p.location);
        const had = bestAt.get(k);
        if (!had || rank(p) < rank(had)) bestAt.set(k, p);
      }
    const emptyAt = new Set(
      failures
        .filter(({ path: p }) => p.kind === "empty" && !(notFoundOnly(p) && failsBeside.has(locKey(p.location))))
        .map(({ path: p }) => locKey(p.location)),
    );
    const failureReported = new Set<string>();
    for (const { tool, path: p0 } of failures) {
      if (p0.builtAt && emptyAt.has(locKey(p0.location)) && p0.kind !== "empty") continue;
      if (notFoundOnly(p0) && failsBeside.has(locKey(p0.location))) continue;
      const best = p0.builtAt && !emptyAt.has(locKey(p0.location)) ? bestAt.get(locKey(p0.location)) : undefined;
      const p = best && rank(best) < rank(p0) ? best : p0;
      failureAt.add(locKey(p.location));
      // an except no request failure reaches (a helper's own except took them all): nothing to report here
      if (p.failure?.absorbed) {
        absorbedAt.add(`${p.location.file}:${p.location.line}`);
        continue;
      }
      // a helper's failure value shown by a return that is itself reported as a failure return: one finding
      if (p.failure?.returnedAt && flagged.some((l) => within(p.location, l))) continue;
      if (p.failure?.kind === "skip" || p.failure?.kind === "signal") {
        findings.push(droppedFailure(tool, p, upstream));
        continue;
      }
      if (!hidesFailure(p) || !p.failure) continue;
      if (p.failure.flagDropped) {
        findings.push(droppedFlag(tool, p, upstream));
        continue;
      }
      const related: RelatedLocation[] = [
        ...upstreamRelated(p.failure.upstreamCalls, upstream, 1),
        {
          id: 2,
          location: p.failure.location,
          message:
            p.failure.kind !== "catch"
              ? p.failure.shape
                ? "the answer's shape is tested here"
                : "the status is tested here"
              : p.failure.unreadable
                ? "the parse failure is caught here"
                : "the failure is caught here",
        },
        ...(p.failure.returnedAt
          ? [{ id: 3, location: p.failure.returnedAt, message: "the helper returns the failure as a value here" }]
          : []),
        ...(p.failure.shownAt
          ? [{ id: 3, location: p.failure.shownAt, message: "the absent value is answered as an empty result here" }]
          : []),
        ...(p.failure.droppedAt
          ? [{ id: 3, location: p.failure.droppedAt, message: "the caller drops the error half of the pair here" }]
          : []),
        ...(p.dressedFailure
          ? [{ id: 5, location: p.dressedFailure, message: "the failure text is put into the record here" }]
          : []),
        ...builtBy(p, 4),
      ];
      const how =
        p.failure.kind !== "catch"
          ? p.failure.shape
            ? "answers with [a body not of the shape it sends](2)"
            : "[answers with a failure](2)"
          : p.failure.unreadable
            ? "answers with a body that [fails to parse](2)"
            : "[fails and is caught](2)";
      const subject = p.failure.upstreamCalls.length ? "[the upstream request](1)" : "the handler";
      const shown = p.failure.returnedAt ? ", and [the helper's failure value](3) is shown here as the result" : "";
      const d = p.failure.defaulted;
      const what = d
        ? `${d.assigned ? `this sets '${d.name}' to ${d.value}` : `this leaves '${d.name}' at the ${d.value} it was declared with`} and goes on as if the request had answered, so a failed request reads as "nothing found"`
        : p.failure.droppedAt
          ? `this returns ${p.shape === "null" ? "None" : returnedWhat(p)} with the error text beside it, and [the caller drops the error](3) and goes on with the empty value, so a failed request reads as "nothing found"`
          : p.dressedFailure
            ? `this returns [a record that carries the failure text](5) as if it were one more entry, so the model reads the failure as data`
            : p.failure.shownAt
              ? `this returns ${p.location.snippet?.includes("undefined") ? "undefined" : "null"} instead of an error, and [the caller answers it as an empty result](3), so a failed request reads as "nothing found"`
              : p.failure.returnedAt
                ? "the model reads the failure message as an answer"
                : p.failure.standIn && p.kind !== "empty"
                  ? `this returns a record of its own { ${p.fields.slice(0, 5).join(", ")} } in place of the answer, so the caller shows the failure as data`
                  : p.kind === "empty"
                    ? `this returns ${returnedWhat(p)} instead of an error, so ${p.failure.unreadable ? "an answer the server could not read" : "a failed request"} reads as "nothing found"`
                    : textSaysFailure(p)
                      ? "this returns the failure as an error text without isError, so the model reads an error message as an answer"
                      : `this returns ${returnedWhat(p)} as an ordinary answer instead of an error, so the failure reads as data`;
      if (failureReported.has(locKey(p.location))) continue;
      failureReported.add(locKey(p.location));
      findings.push({
        ruleId: ID,
        // a failure shown as an error text without isError is still a failure the caller can read: a lower level
        // than one shown as an empty result or as data
        level: p.kind === "empty" || !textSaysFailure(p) ? "error" : "warning",
        message: `Tool '${tool.name}': when ${subject} ${how}${shown}, ${what}. Return isError: true (or throw) with ${p.failure.unreadable ? "what came back (status, content type, the start of the body)" : p.failure.upstreamCalls.length ? "what to check — credentials, URL, service status" : "what went wrong and what the caller can change"}.`,
        location: p.location,
        tool: tool.id,
        ...(p.failure.upstreamCalls[0] ? { upstreamCall: p.failure.upstreamCalls[0] } : {}),
        relatedLocations: related,
      });
    }

    // an empty branch an earlier exit on the way already rules out (every call of a shared formatter
    // returns on the same empty list first) never runs for that tool: it is reported only under a tool
    // that can reach it, unless the handler's own filter can empty the list the upstream filled
    const reachable = (t: ToolModel) =>
      (t.returnPaths ?? []).filter((p) => !(p.settled?.emptyExcludedAt && !p.localFilters?.length));
    // a text that names another tool of this server ("Vollständige Liste mit snb_list_currencies") tells the
    // model which call to make next: the concrete step the rule asks for ("another tool")
    const toolNames = [...new Set(ctx.model.tools.map((t) => t.name))]
      .filter((n) => /^[\w-]{4,}$/.test(n) && /[_-]|[a-z][A-Z]/.test(n))
      .map((n) => ({ name: n, named: new RegExp(`(^|[^\\w-])${n}($|[^\\w-])`) }));
    const namesOtherTool = (t: ToolModel, q: ReturnPath) => {
      const text = q.text ? plainText(q.text) : "";
      return toolNames.some(({ name, named }) => name !== t.name && named.test(text));
    };
    // a text that names an argument with the value to give it ("`days` erhöhen, z.B. `days=90`") says what to change in
    // the next call, in any language: the concrete step the rule asks for
    const argNames = [...new Set(ctx.model.tools.flatMap((t) => t.parameters.map((a) => a.name)))];
    // a path several tools share is judged under one that reads (a write tool beside it answers with what it made)
    const readsUnderName = (t: ToolModel) => judgedUnderName(t) && t.intent !== "mutation";
    for (const [key, { tool, path: p }] of pathsByLocation(ctx.model.tools, reachable, readsUnderName)) {
      if (p.kind !== "empty" || p.shape === "null" || failureAt.has(key)) continue;
      // a tool that writes (annotations, or a verb that writes: publish, create, ingest, add — ADJUDICATION
      // rule 1) answers with what it made, the ids of the created content, not a result set: "nothing there"
      // or "asked wrongly" cannot arise, and a wildcard or a wider scope is no step for it
      if (tool.intent === "mutation") continue;
      if (p.nextStep !== "no" && !onlyConstantList(p)) continue;
      if (namesOtherTool(tool, p)) continue;
      if (!p.constantHint && p.text && namesArgumentStep(plainText(p.text), argNames)) continue;
      // in a failure branch (a caught error, a failed status, no answer at all) it is no answer that holds nothing
      if (p.conditions.some((c) => c.kind === "failure")) continue;
      // produced text (a generated query) is no search whose empty answer could be redirected
      if (producesText(tool)) continue;
      // a next-step field that holds one constant on every answer says nothing about this request ("ein `hint`,
      // der auf jeder Leermenge dieselbe Konstante ist … eine Formulierung des Nulls, keine Auskunft")
      const c = p.constantHint;
      findings.push({
        ruleId: ID,
        ...(c ? { messageId: "constant-hint" } : {}),
        message: c
          ? `[Tool '${tool.name}'](1): this empty result${when(p)} gives the model no next step — its '${c.field}' is [${c.list ? "one constant list of fixed strings" : "one string constant"}](3), the same on every answer, so it restates that nothing came back instead of saying what to try for this request.` +
            ` Build the hint from the request (the term, the scope, the filters that went out) and say concretely what to try (a wildcard, a wider scope, another tool).`
          : `[Tool '${tool.name}'](1): this empty result${when(p)} gives the model no next step — no hint or suggestions field, and no concrete instruction in its text ("try a different query" is none).` +
            ` Say concretely what to try (a wildcard, a wider scope, another tool) before concluding that nothing exists.`,
        location: p.location,
        tool: tool.id,
        relatedLocations: [
          ...related(tool),
          ...shownBy(p),
          ...(c ? [{ id: 3, location: c.location, message: `constant '${c.field}'` }] : []),
        ],
      });
    }
    // a failure branch of the handler the failure handlers above do not cover (no answer came back at all:
    // `if (!response) return "Execution failed"`) that words the failure as an ordinary text still keeps it
    // out of the error channel: "ein Fehler … mit isError", at the lower level of an error text without it
    const reportedAt = new Set(findings.map((f) => `${f.location.file}:${f.location.line}`));
    for (const [key, { tool, path: p }] of pathsByLocation(ctx.model.tools, (t) => t.returnPaths, judgedUnderName)) {
      if (p.kind === "error" || p.kind === "input-required" || p.shape === "null" || p.shape === "throw") continue;
      const at = `${p.location.file}:${p.location.line}`;
      if (failureAt.has(key) || reportedAt.has(at) || absorbedAt.has(at)) continue;
      if (!p.conditions.some((c) => c.kind === "failure") || !(textSaysFailure(p) || errorOnly(p))) continue;
      // a check of the caller's arguments (`err = _range_error(e, n); if err: return f"Error: {err}"`) before any
      // request could have run is no failure of the source: "an input-validation message returned before any
      // upstream call" is not rule 3. A missing client or key of the server's own is a failure whatever ran.
      if (!p.upstreamBefore.length && !p.conditions.some((c) => c.kind === "failure" && c.setUp)) continue;
      if (p.shape !== "content" && p.shape !== "text") continue;
      // a shared helper's failure text: reported at the tool's call that returns it, once per call
      if (builtAt.has(locKey(p.location))) {
        const call = p.via?.[0];
        if (!call || reportedAt.has(`${call.file}:${call.line}`) || absorbedAt.has(`${call.file}:${call.line}`))
          continue;
        reportedAt.add(`${call.file}:${call.line}`);
        findings.push(failureText(tool, { ...p, location: call, builtAt: p.builtAt ?? p.location }));
        continue;
      }
      findings.push(failureText(tool, p));
    }
    return findings;
  },
};

/**
 * `suggestions=_SEARCH_SUGGESTIONS` on an empty answer whose text gives no instruction and that has no other
 * next-step field: a fixed list of terms, the same on every empty answer, is its only "next step" ("ein `hint`,
 * der auf jeder Leermenge dieselbe Konstante ist … eine Formulierung des Nulls").
 */
function onlyConstantList(p: ReturnPath): boolean {
  const c = p.constantHint;
  if (!c?.list || p.nextStep !== "yes") return false;
  if (p.fields.some((f) => f !== c.field && NEXT_STEP_FIELD.test(f))) return false;
  return !(p.text && givesInstruction(plainText(p.text)));
}

/** For a path in a helper: the handler's call that shows its text (the outermost helper call). */
function shownBy(p: ReturnPath): RelatedLocation[] {
  return p.via?.length ? [{ id: 2, location: p.via[0]!, message: "the tool's result text comes from this call" }] : [];
}

/** A loop that drops an item whose request failed, or a dropped truncation/abort signal. */
function droppedFailure(tool: ToolModel, p: ReturnPath, upstream: Map<string, UpstreamCall>): Finding {
  const f = p.failure!;
  const related: RelatedLocation[] = [
    { id: 1, location: tool.location, message: `tool '${tool.name}' registered here` },
    ...upstreamRelated(f.upstreamCalls, upstream, 2),
  ];
  const req = f.upstreamCalls.length ? "[its request](2)" : "its read";
  const message =
    f.kind === "skip"
      ? `[Tool '${tool.name}'](1): when ${req} fails for one item, this loop skips the item silently — no count, no errors entry — so a result cut short by failures reads as complete (or as "nothing found"). Count the failures and report them in the result, or fail the call.`
      : `[Tool '${tool.name}'](1): the helper also returns '${f.signal}', which is dropped here, so a result cut short (by a size cap, a limit or an abort) reads as complete and, when nothing came back, as "nothing there". Read the signal and say in the result that it was cut short.`;
  return {
    ruleId: ID,
    message,
    location: p.location,
    tool: tool.id,
    ...(f.upstreamCalls[0] ? { upstreamCall: f.upstreamCalls[0] } : {}),
    relatedLocations: related,
  };
}

/**
 * `{ error: "Firebase initialization failed" }` stringified into the text: a payload that holds nothing but the
 * failure (its text could not be read, its keys say what it is).
 */
function errorOnly(p: ReturnPath): boolean {
  return p.fields.some((f) => /^errors?$/i.test(f)) && p.fields.every((f) => ERROR_PAYLOAD_FIELD.test(f));
}

const ERROR_PAYLOAD_FIELD = /^(errors?|message|details?|code|status|reason|success)$/i;

/** `if (!response) return "Execution failed."`: a failure branch that answers with an error text and no isError. */
function failureText(tool: ToolModel, p: ReturnPath): Finding {
  const c = p.conditions.findLast((x) => x.kind === "failure")!;
  const when = c.setUp ? "when the server's own client or configuration is missing" : "when the request fails";
  return {
    ruleId: ID,
    level: "warning",
    message:
      `[Tool '${tool.name}'](1): ${when} (\`${c.text.replace(/\s+/g, " ").slice(0, 80)}\`), this returns the failure as ordinary content without isError, so the model reads an error message as an answer.` +
      " Return isError: true (or throw) with what went wrong and what the caller can change.",
    location: p.location,
    tool: tool.id,
    relatedLocations: [...related(tool), ...shownBy(p), ...builtBy(p, 3)],
  };
}

/** For a result a shared helper builds (`return toolError(e)`): the helper's return, where `isError` is left out. */
function builtBy(p: ReturnPath, id: number): RelatedLocation[] {
  return p.builtAt ? [{ id, location: p.builtAt, message: "the helper builds this result here, without isError" }] : [];
}

function related(tool: ToolModel): RelatedLocation[] {
  return [{ id: 1, location: tool.location, message: `tool '${tool.name}' registered here` }];
}

/**
 * A helper's result marked `isError: true` whose content the caller copies into a new result without the
 * flag: "a transport, authorisation or structure failure returned … as ordinary data" (ADJUDICATION, rule 3).
 */
function droppedFlag(tool: ToolModel, p: ReturnPath, upstream: Map<string, UpstreamCall>): Finding {
  const f = p.failure!;
  const caught = f.upstreamCalls.length > 0;
  const related: RelatedLocation[] = [
    ...upstreamRelated(f.upstreamCalls, upstream, 1),
    ...(caught ? [{ id: 2, location: f.location, message: "the failure is caught here" }] : []),
    { id: 3, location: f.returnedAt!, message: "the helper returns its failure with isError: true here" },
    ...builtBy(p, 4),
  ];
  const when = caught ? " when [the upstream request](1) [fails and is caught](2)" : "";
  return {
    ruleId: ID,
    level: "error",
    message: `Tool '${tool.name}': [the helper](3) marks its result as an error (isError: true)${when}, and this copies its content into a new result without isError, so the failure reads as data. Return the helper's result itself, or carry its flag (\`isError: result.isError\`).`,
    location: p.location,
    tool: tool.id,
    ...(f.upstreamCalls[0] ? { upstreamCall: f.upstreamCalls[0] } : {}),
    relatedLocations: related,
  };
}
