/**
 * Rule 12 — a lookup fallback turns an absent upstream field into a value.
 *
 * `definition: e.definition ?? null`, `|| null`, `?? ""`, `?? []` where `e` is an entry (or a
 * single-record answer) of a parsed upstream answer and the record states nowhere why the value is
 * absent. One `null` then stands for "not requested", "empty in the source" and "withheld".
 */
import { listOption } from "../config.js";
import { locKey } from "../model/location.js";
import type {
  ResponseFallback,
  ResponseOrigin,
  ResponseRead,
  ResponseRecordField,
  ServerModel,
} from "../model/types.js";
import { BODY_SIGNAL, ENVELOPE_KEYS, FIELD_SELECTION } from "../model/vocabulary.js";
import { onePerLine, readsOf, readsUpstream, responseFinding, rewrapsEnvelopeList, short } from "./response-finding.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "ambiguous-absence";

/** A property that records why a value is absent: `definition_state`, `fieldStates`, `reason`, `withheld`. */
const STATE_KEY =
  /(state|states|reason|reasons|absence|absent|withheld|not_?collected|missing|missing_?fields|redacted)$/i;
/** A flag that says whether the entry had a value: `has_culture`, `hasCulture` (not `hash`, `hashtags`). */
const HAS_KEY = /^(has|Has|HAS)(_[A-Za-z]|[A-Z])/;
/** The field a state key names itself: `has_culture`, `hasCulture`, `definition_state`, `note_missing`. */
function stateSubject(key: string): string {
  return key
    .replace(/^has(_|(?=[A-Z]))/, "")
    .replace(/_?(state|states|reason|reasons|absence|absent|withheld|missing)$/i, "");
}
const norm = (s: string) => s.toLowerCase().replace(/[_\-\s]/g, "");

/**
 * A state key in the record clears the fields it describes: those its own name or its value names
 * (`has_culture`, `field_states: { note: … }`). A state that names no field of the record
 * (`missing: headers.filter(…)`, `reason: …`) describes the whole record.
 */
function stateCovers(record: ResponseRecordField, key: string, stateKeys: string[]): boolean {
  const mentions = record.keyMentions;
  // `state: b.sponsor.state`: a value copied from the entry under its own key is the entry's data (a US
  // state, an issue's open/closed state), not a record of why values are absent
  const copied = (k: string) => !stateKeys.includes(k) && !!mentions?.[k]?.some((m) => norm(m) === norm(k));
  const states = record.builderKeys.filter(
    (k) => (STATE_KEY.test(k) || HAS_KEY.test(k) || stateKeys.includes(k)) && !copied(k),
  );
  if (!states.length) return false;
  if (!mentions) return true;
  const fields = new Set(record.builderKeys.filter((k) => !states.includes(k)).map(norm));
  const own = new Set([norm(record.field), norm(key)]);
  for (const s of states) {
    const named = [stateSubject(s), ...(mentions[s] ?? [])].map(norm).filter((n) => n && fields.has(n));
    if (!named.length || named.some((n) => own.has(n))) return true;
  }
  return false;
}
const PLACEHOLDER = /^(|n\/?a|n\.a\.|unknown|none|null|nil|-+|—|–|\?+|keine angabe|k\.a\.)$/i;
/** A sentence that claims the value is absent: "No description available", "Keine Beschreibung vorhanden", "Unknown title". */
const ABSENCE_SENTENCE =
  /^(no|kein(e|en|er)?) [\w\s-]{0,40}\b(available|provided|given|found|vorhanden|verfügbar|angegeben|bekannt)\.?$|^(unknown|unbekannt|not available|not specified|not provided|not given|not set|not listed|not reported|nicht angegeben|untitled|ohne titel)\b/i;

/** The entry was found through an index the code filled key by key (`index.set(k, …)`, then `index.get(ref)`). */
function viaIndex(o: ResponseOrigin): boolean {
  return o.steps.some((s) => /^kept in `[^`]+` by key$/.test(s.message));
}

/** The fallback code of a record key written only when present (front ends write it so). */
const LEFT_OUT = "(key left out)";

/** What a fallback makes of a missing value, when it is one of the absence stand-ins. */
function standIn(f: ResponseFallback): string | undefined {
  if (f.shape === "null") return "null";
  if (f.shape === "text" && PLACEHOLDER.test((f.value ?? "").trim())) return f.code;
  if (f.shape === "text" && ABSENCE_SENTENCE.test((f.value ?? "").trim())) return f.code;
  // a missing count or amount read as 0 is a claim of "none" in a record (ADJUDICATION, rule 12)
  if (f.shape === "number" && /^0(\.0*)?$/.test(f.value ?? "")) return "0";
  if (f.shape === "date") return f.code;
  if (f.shape === "empty-list") return "[]";
  if (f.shape === "empty-object") return "{}";
  // a key written only when the entry has it (`...(e.doi && { doi: e.doi })`): the record then says nothing
  if (f.shape === "undefined" && f.code === LEFT_OUT) return "nothing (the key is left out)";
  return undefined;
}

/** Whether the tool decides which values the record carries: in the builder, or by sending the caller's field choice upstream. */
function decides(
  model: ServerModel,
  read: ResponseRead,
  record: ResponseRecordField,
  o: ResponseOrigin,
): string | undefined {
  const d = record.decisions[0];
  if (d)
    return d.kind === "caller-fields"
      ? "the fields the caller chose"
      : d.kind === "redaction"
        ? "a redaction"
        : "a limit";
  // a write tool's arguments are the data it writes (an event's `properties`), not a choice of fields to read back
  const writes = new Set(model.tools.filter((t) => t.intent === "mutation").map((t) => t.id));
  const flow = model.flows.find(
    (f) =>
      read.tools.includes(f.tool) &&
      !writes.has(f.tool) &&
      f.upstreamCall === o.upstreamCall &&
      FIELD_SELECTION.test(f.param),
  );
  if (!flow) return undefined;
  // `fields=Phase|Condition` to a statistics endpoint that answers one entry per field (`field: stat.field`): the
  // argument picks which entries come back, not which keys each carries, so it shapes nothing in this record
  const one = norm(flow.param.replace(/ies$/i, "y").replace(/s$/i, ""));
  if (Object.values(record.keyMentions ?? {}).some((ms) => ms.some((m) => norm(m) === one))) return undefined;
  return `the fields the caller chose (\`${flow.param}\`)`;
}

export const ambiguousAbsence: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    const r = readsUpstream(ctx.model, "records built from entries of parsed upstream answers");
    if (r.applies || !ctx.model.tools.some((t) => t.standIns?.length)) return r;
    return { applies: true, reason: "records built with stand-in values in failure branches" };
  },
  run(ctx) {
    const stateKeys = listOption(ctx.settings, "stateKeys", ID);
    const findings: Finding[] = [];
    const byBuilder = new Map<
      string,
      {
        read: ResponseRead;
        o: ResponseOrigin;
        field: string;
        key: string;
        /** `d.get("description") or d.get("lead") or ""`: every key of a fallback chain, in order. */
        keys: string[];
        value: string;
        why?: string;
      }[]
    >();
    for (const read0 of readsOf(ctx.model, "fallback")) {
      const u = read0.use;
      // a presence test that picks the stand-in (`x !== undefined ? x : null`) means what `x ?? null` means
      if (u.form !== "default" && !(u.form === "type-test" && u.presence)) continue;
      const value = standIn(u.fallback);
      if (!value || !u.lookup || !u.record) continue;
      // a record a helper returns: only the tools whose results get the field (ADJUDICATION, rule 12: a fallback
      // "that becomes a claim in the returned record"), those first; none — every caller drops it — is no claim
      const shown = u.record.shownIn;
      if (shown && !shown.length) continue;
      // a tool function another tool calls: the tool that returns the record is named first
      const first = u.record.returnedBy;
      const tools = shown
        ? read0.tools.filter((t) => shown.includes(t))
        : first
          ? [...read0.tools.filter((t) => first.includes(t)), ...read0.tools.filter((t) => !first.includes(t))]
          : read0.tools;
      const read = tools === read0.tools ? read0 : { ...read0, tools };
      // `out[k] = body[k] ?? null`: a record keyed like the answer, each value an entry of it read by a computed key
      const computed = /\[[^\]]+\]$/.test(u.record.field);
      const os = read.origins.filter(
        (o) =>
          o.level === "field" ||
          ((o.level === "envelope" || o.level === "header") && o.path.length > 0) ||
          (computed && o.level === "entry"),
      );
      const o = os[0];
      if (!o) continue;
      // the list of a list answer copied into the result is rule 6's (silent-envelope-default)
      // a value read by a computed key is named by the record field it fills (`obj[h]`)
      const key = o.path[o.path.length - 1] ?? (computed ? u.record.field : "");
      if (os.every((x) => x.level === "envelope") && (value === "[]" || value === "{}") && ENVELOPE_KEYS.test(key))
        continue;
      // …under any name, when the list is wrapped into an object of its own (`return { text: res.text ?? [] }`)
      if (rewrapsEnvelopeList(u, os)) continue;
      // `nextPageToken: body.nextPageToken ?? null`: a continuation signal, where null means "no more pages"
      if (BODY_SIGNAL.test(key)) continue;
      if (stateCovers(u.record, key, stateKeys)) continue;
      if (u.filteredEarlier) continue;
      // the fallback itself decides "has none" for a value nobody measured (ADJUDICATION rule 12), whether or
      // not the tool also chooses what to carry; when it does, the message names that decision
      const why = decides(ctx.model, read, u.record, o);
      // each fallback is its own claim, reported where it stands (ADJUDICATION: "the fallback in the record"); one
      // field filled on several paths of one builder is one finding
      const b = `${locKey(u.record.builder)}|${u.record.field}`;
      if (!byBuilder.has(b)) byBuilder.set(b, []);
      // `d.get("description") or d.get("lead") or ""`: the value is missing only when every key of the chain is, each
      // read from the same object (the same path above the key)
      const parent = o.path.slice(0, -1).join(".");
      const keys = [
        ...new Set(
          os
            .filter(
              (x) => x.level === o.level && x.path.length === o.path.length && x.path.slice(0, -1).join(".") === parent,
            )
            .map((x) => x.path[x.path.length - 1])
            .filter((k): k is string => k !== undefined),
        ),
      ];
      byBuilder.get(b)!.push({
        read,
        o,
        field: u.record.field,
        key,
        keys: keys.length > 1 ? keys : [key],
        value,
        ...(why ? { why } : {}),
      });
    }
    // one finding per field of a record builder, at its first fallback
    for (const group of byBuilder.values()) {
      const first = group[0]!;
      const others = [
        ...new Set(
          group
            .slice(1)
            .map((g) => g.field)
            .filter((f) => f !== first.field),
        ),
      ];
      const also = others.length ? ` The same holds for ${others.map((f) => `'${f}'`).join(", ")} in this record.` : "";
      const f = responseFinding(
        ctx,
        ID,
        first.read,
        first.o,
        (tool, link) =>
          `${tool}: field '${first.field}' is \`${short(first.read.code)}\`: this record is ${first.why ? `shaped by ${first.why}` : "built from an upstream entry"}, and when ${missingKeys(first.keys)} from ${link}${viaIndex(first.o) ? ", or the index the code built from it has no entry for the key looked up," : ""} the result says ${first.value} without saying why. "Not requested", "empty in the source" and "withheld" become one value; record the reason where the decision is made (e.g. a state field), and treat a key that must be there as a schema error.${also}`,
        `a missing value becomes ${first.value}`,
      );
      if (f) findings.push(f);
    }
    // totalTokens: num(x), where num returns 0 for a missing value: unknown and zero become one value
    for (const read of readsOf(ctx.model, "number-parse")) {
      const u = read.use;
      if (u.zero !== "helper" || u.aggregated || !u.record || stateCovers(u.record, "", stateKeys)) continue;
      const o = read.origins.find((x) => x.level === "field" || x.level === "envelope" || x.level === "entry");
      if (!o) continue;
      const field = u.record.field;
      const f = responseFinding(
        ctx,
        ID,
        read,
        o,
        (tool, link) =>
          `${tool}: field '${field}' is \`${short(read.code)}\`, and the helper returns 0 when the value is missing from ${link} or is not a number. The reader cannot tell "unknown" from a real 0; leave the field out (or null with a reason) when the source has no value.`,
        "a missing value becomes 0",
        u.helper ? [{ id: 2, location: u.helper, message: "the helper that returns 0" }] : [],
      );
      if (f) findings.push(f);
    }
    findings.push(...standInFindings(ctx.model));
    return onePerLine(findings);
  },
};

/** "`description` is missing", "`description` and `lead` are both missing", "`a`, `b` and `c` are all missing". */
function missingKeys(keys: string[]): string {
  const q = keys.map((k) => `\`${k}\``);
  if (q.length === 1) return `${q[0]} is missing`;
  const list = `${q.slice(0, -1).join(", ")} and ${q[q.length - 1]}`;
  return `${list} are ${q.length === 2 ? "both" : "all"} missing`;
}

/** `catch { return { size: 0, mtime: new Date(0) } }` beside `return { size: st.size, mtime: st.mtime }`. */
function standInFindings(model: ServerModel): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const tool of model.tools) {
    for (const s of tool.standIns ?? []) {
      const key = locKey(s.location);
      if (seen.has(key)) continue;
      seen.add(key);
      const also = s.others.length ? ` (and ${s.others.map((f) => `'${f}'`).join(", ")})` : "";
      out.push({
        ruleId: ID,
        messageId: "stand-in-on-failure",
        data: { field: s.field, value: s.value },
        message: `[Tool '${tool.name}'](1): when the read fails ([caught here](2)), this record gets '${s.field}: ${s.value}'${also}, a value a real entry can have, while [the success branch reads it](3). "Unknown" and a real ${s.value} become one value for the reader, and for any total built from it. Leave the field out, or null it with a reason on the entry (an \`error\` field), or fail the call.`,
        location: s.location,
        tool: tool.id,
        relatedLocations: [
          { id: 1, location: tool.location, message: `tool '${tool.name}' registered here` },
          { id: 2, location: s.failure, message: "the failure is caught here" },
          { id: 3, location: s.readAt, message: "the value read on success" },
        ],
      });
    }
  }
  return out;
}
