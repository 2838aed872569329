/** Reading the model's return paths: shared by the result-shape rules (3, 9, 11). */

import { locKey } from "../model/location.js";
import type { ReturnPath, ToolModel, UpstreamCall } from "../model/types.js";
import { FAILURE_WORDING, GENERATION_WORD, nameWords, plainText } from "../model/wording.js";
import type { RelatedLocation } from "./types.js";

/**
 * Each path once, by where it stands: a helper shared by several tools is reported once, for the
 * first tool (by id) that reaches it. Ordered by location.
 */
export function pathsByLocation(
  tools: ToolModel[],
  pick: (t: ToolModel) => ReturnPath[] | undefined,
  prefer?: (t: ToolModel) => boolean,
): Map<string, { tool: ToolModel; path: ReturnPath }> {
  const out = new Map<string, { tool: ToolModel; path: ReturnPath }>();
  for (const tool of [...tools].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    for (const path of pick(tool) ?? []) {
      const key = `${locKey(path.location)}|${path.kind}`;
      const had = out.get(key);
      // the first tool by id, unless a later one is the kind the caller prefers and the first is not
      if (!had || (prefer && !prefer(had.tool) && prefer(tool))) out.set(key, { tool, path });
    }
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** " (when entries.length === 0)": the innermost condition that is not a dispatch case. */
export function when(p: ReturnPath): string {
  // a list returned as it came is empty when the list is, whatever branch returns it
  if (p.derived) return ` (when ${p.derived.list.replace(/\s+/g, " ").slice(0, 80)} comes back empty)`;
  const c = [...p.conditions].reverse().find((x) => x.kind !== "dispatch");
  return c ? ` (when ${c.text.replace(/\s+/g, " ").slice(0, 80)})` : "";
}

/** What an empty path returns, in words. */
export function returnedWhat(p: ReturnPath): string {
  if (p.shape === "array") return "an empty list";
  const text = p.text ? plainText(p.text) : undefined;
  // a stringified envelope (`{ items: [] }`) is named by what it holds, not read as a bare "[]"
  if (p.fields.length && (p.shape === "content" || p.shape === "text" || p.shape === "structured"))
    return `an envelope { ${p.fields.slice(0, 5).join(", ")} } that holds no entries`;
  if (text?.trim() === "[]") return 'the text "[]" (an empty list)';
  if (p.shape === "text" || (p.shape === "content" && text !== undefined))
    return text?.trim() ? `the text "${text.slice(0, 60)}"` : "an empty text";
  // content whose text could not be read (`JSON.stringify([])`, a builder): an empty result, of no known form
  if (p.shape === "content") return "an empty result";
  if (p.fields.length === 0) return "an empty object";
  return `an empty result { ${p.fields.slice(0, 5).join(", ")} }`;
}

export function upstreamRelated(ids: string[], upstream: Map<string, UpstreamCall>, id: number): RelatedLocation[] {
  const u = ids.map((x) => upstream.get(x)).find((x) => x !== undefined);
  return u ? [{ id, location: u.location, message: `upstream call ${u.callee}(…)` }] : [];
}

/**
 * A tool whose result is text it produces (`query-generate-hogql-from-question`): an empty answer is a
 * failed generation, not "nothing there", so the empty-result rules do not judge it.
 */
export function producesText(tool: ToolModel): boolean {
  // a name computed at run time is shown as the expression that computes it (`generateSearchToolName(repo)`):
  // the words of that expression say nothing of what the tool does
  if (computedName(tool)) return false;
  return nameWords(tool.name).some((w) => GENERATION_WORD.test(w));
}

/** The tool's name is computed at run time, and `name` is the expression that computes it. */
export function computedName(tool: ToolModel): boolean {
  return (tool.unresolved ?? []).some((r) => r.startsWith("tool name is computed at run time"));
}

/** Of several tools that reach one path, the one to report it under: a tool with a name of its own, that the rules judge. */
export function judgedUnderName(tool: ToolModel): boolean {
  return !computedName(tool) && !producesText(tool);
}

const NOT_FOUND = /\b(not found|does(n't| not) exist|no such|nicht gefunden|existiert nicht|gibt es nicht)\b/i;

/**
 * `if (!v) return text(\`Dataset '${id}' not found.\`)`: a lookup's not-found that names the value
 * looked up. The thing is absent, whatever the other arguments would have shaped; no echo is owed.
 * A list that came back empty (an emptiness test) is no lookup, unless its text says nothing was found
 * under the identifier it names ("No log found with ID '${logId}'").
 */
export function notFoundNamingIt(p: ReturnPath): boolean {
  // `AffairDetail(found=False, id=params.affair_id)`: a not-found flag beside the identifier looked up
  if (!p.text && p.fields.some((f) => /^(found|exists)$/i.test(f)) && p.fields.some((f) => ID_VALUE.test(f)))
    return true;
  if (!p.text?.some((s) => "value" in s)) return false;
  const text = plainText(p.text);
  const saysNotFound = NOT_FOUND.test(text) || BY_ID_NOT_FOUND.test(text);
  // an empty list of a lookup by id (`if (!rows.length) return \`No log found with ID '${args.logId}'\``) is that
  // id's not-found; an empty search that quotes its query is not
  // ("Währung '${cid}' nicht gefunden" names the identifier it looked up as well)
  // a miss in the server's own table before any request went out (`if not station_info:` of `STATIONS.get(code)`,
  // "Station '{code}' nicht gefunden"): no upstream answer is empty, and the text names what was looked up
  const local = !p.upstreamBefore.length && !p.via?.length && !p.derived;
  if (p.conditions.some((c) => c.kind === "emptiness"))
    return saysNotFound && (local || (p.mentions ?? []).some((m) => ID_VALUE.test(m)));
  return saysNotFound;
}

/** "No log found with ID …", "no record found for id …": a lookup by an identifier that found nothing. */
const BY_ID_NOT_FOUND =
  /\bno\s+[\w-]+(\s+[\w-]+)?\s+(was\s+)?found\s+(with|for|under)\s+(the\s+)?(id|ids|key|uuid|slug|number)\b/i;
/** A value that is an identifier: `args.logId`, `record_id`, `uuid`, a short `cid`/`pid`. */
const ID_VALUE = /(^|\.)(id|uuid|guid|slug|[a-z]{1,3}id|\w+_id|\w+Id|\w+ID)$/;

/** The returned text says that something failed ("Error: …", "Failed to …", "Fehler …"): an error text without isError. */
export function textSaysFailure(p: ReturnPath): boolean {
  return !!p.text && FAILURE_WORDING.test(plainText(p.text));
}

/**
 * The path answers the source's not-found: a not-found test on the way (`status === 404`, a kept 404 error),
 * or a text that says the thing was not found. A not-found is the source's "nothing there", an empty
 * outcome, even when its text starts with "Fehler 404" (ADJUDICATION, rule 11: only a not-found that names
 * the looked-up id owes nothing more).
 */
export function answersNotFound(p: ReturnPath): boolean {
  return (
    p.conditions.some((c) => c.kind === "not-found" || /\b404\b/.test(c.text)) ||
    (!!p.text && NOT_FOUND.test(plainText(p.text)))
  );
}

/**
 * Payload keys that describe a list rather than hold data of their own: counts, paging, echoes, hints, metadata,
 * a summary of the list, links to the query or its results (`query_url`, `links`).
 */
const LIST_META_KEY =
  /^(total|total_?count|totalCount|count|returned|size|length|page|pages|page_?size|per_?page|offset|limit|next|next_?cursor|nextCursor|cursor|has_?more|hasMore|truncated|metadata|meta|_meta|status|message|note|notes|hint|hints|suggestions|warnings|errors|query|request|params|filters|applied_?filters|searched|took|elapsed|summary|stats|statistics|links?|(query|results?|request|search|next|self)_?url)$/i;

/**
 * A derived empty path whose list is one field of a record that holds data of its own (`recipients` beside
 * the trigger's `id`, `name`, `threshold`): an empty list there is a property of one found entry, and the
 * result is no empty result ("Only empty results owe it", ADJUDICATION rule 11).
 */
export function listInRecord(p: ReturnPath): boolean {
  if (!p.derived) return false;
  const field = p.derived.list.split(/[.?]+/).pop() ?? "";
  if (!p.fields.includes(field)) return false;
  // a spread (`...(withSeries ? { series } : {})`) names no key of a record of its own
  return p.fields.filter((f) => f !== field && /^[\w$]+$/.test(f) && !LIST_META_KEY.test(f)).length >= 3;
}
