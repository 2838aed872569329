/**
 * What the rules about the server's reading of upstream answers share: the model's response reads
 * (`ServerModel.responseReads`), tool attribution, and the finding's frame (upstream link, code flow).
 */

import { compareLocations } from "../model/location.js";
import type {
  FallbackUse,
  ResponseOrigin,
  ResponseRead,
  ResponseUse,
  ServerModel,
  SourceLocation,
} from "../model/types.js";
import { BODY_SIGNAL, ENVELOPE_KEYS } from "../model/vocabulary.js";
import type { AnalyzerContext, Applicability, Finding, RelatedLocation } from "./types.js";

/** The reads of one kind of use, in the order the front end recorded them. */
export function readsOf<K extends ResponseUse["kind"]>(
  model: ServerModel,
  kind: K,
): (ResponseRead & { use: Extract<ResponseUse, { kind: K }> })[] {
  return (model.responseReads ?? []).filter(
    (r): r is ResponseRead & { use: Extract<ResponseUse, { kind: K }> } => r.use.kind === kind,
  );
}

/** The common applicability test: the rule reads upstream answers, so it needs upstream calls a tool reaches. */
export function readsUpstream(model: ServerModel, what: string): Applicability {
  if (!model.upstreamCalls.length)
    return { applies: false, reason: "no upstream calls found, so no upstream answers to read" };
  if (!model.upstreamCalls.some((u) => u.reachedFrom.length))
    return { applies: false, reason: "no tool reaches an upstream call" };
  if (!model.responseReads) return { applies: false, reason: "the front end does not trace upstream answers" };
  return { applies: true, reason: what };
}

/**
 * A finding at `location` (reached by `tools`) about a value that came from `origin`: names the
 * first tool (and how many others), links the upstream call, and carries the path from the answer
 * to here.
 */
export function responseFinding(
  ctx: AnalyzerContext,
  ruleId: string,
  read: { location: SourceLocation; tools: string[] },
  origin: ResponseOrigin | undefined,
  message: (tool: string, link: string) => string,
  last: string,
  extra: RelatedLocation[] = [],
): Finding | undefined {
  const tools = read.tools;
  if (!tools.length) return undefined;
  const toolName = ctx.model.tools.find((t) => t.id === tools[0])?.name ?? tools[0]!;
  const more = tools.length > 1 ? ` (and ${tools.length - 1} other tool${tools.length > 2 ? "s" : ""})` : "";
  const call = origin?.upstreamCall ? ctx.model.upstreamCalls.find((u) => u.id === origin.upstreamCall) : undefined;
  const related: RelatedLocation[] = call
    ? [{ id: 1, location: call.location, message: `upstream call ${call.callee}(…)` }]
    : origin
      ? [{ id: 1, location: origin.parseLocation, message: "parse of the upstream answer" }]
      : [];
  const link = related.length ? (call ? "[the upstream answer](1)" : "[the parsed answer](1)") : "the upstream answer";
  const location = read.location;
  return {
    ruleId,
    message: message(`Tool '${toolName}'${more}`, link),
    location,
    tool: tools[0]!,
    ...(call ? { upstreamCall: call.id } : {}),
    relatedLocations: [...related, ...extra],
    ...(origin ? { codeFlow: [...origin.steps, { location, message: last }] } : {}),
  };
}

/** One finding per rule and line (the corpus annotates lines), first by column. */
export function onePerLine(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings
    .sort((a, b) => compareLocations(a.location, b.location))
    .filter((f) => {
      const k = `${f.ruleId}|${f.location.file}:${f.location.line}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}

/** An answer's identity: the upstream call it came from (body and headers together), or where it was parsed. */
export function answerOf(o: ResponseOrigin): string {
  return o.upstreamCall ?? `${o.parseLocation.file}:${o.parseLocation.line}:${o.parseLocation.column}`;
}

/** Source text shortened to one line for a message. */
export function short(s: string): string {
  const t = s.replace(/\s+/g, " ");
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
}

/**
 * `return { text: res.text ?? [] }`, `{"actions": data.get("actions") or []}`: a list key of the answer's
 * envelope defaulted and wrapped into an object of its own (beside at most the answer's other collections
 * and its paging or total signals). Whatever its name, the value is the answer's collection, not a field of an entry, so the
 * default is on the envelope: ADJUDICATION, rule 12 "… and rule 6 on an envelope key", rule 6 "the default
 * operator on the parsed answer".
 */
export function rewrapsEnvelopeList(u: FallbackUse, origins: ResponseOrigin[]): boolean {
  const r = u.record;
  if (u.fallback.shape !== "empty-list" || r?.form !== "property" || !r.literalKeys) return false;
  if (!origins.length || !origins.every((o) => o.level === "envelope" && o.path.length > 0)) return false;
  // beside the answer's other collections (`data: { results: d.results || [], series: d.series || [] }`) or signals
  return r.literalKeys.every(
    (k) => k === r.field || ENVELOPE_KEYS.test(k) || BODY_SIGNAL.test(k) || /^(count|pagination)$/i.test(k),
  );
}
