/**
 * Rule 6 — the envelope of an upstream answer is read with a silent default.
 *
 * `data.items ?? []`, `|| []`, `?.x ?? {}`, `const { items = [] } = data`, `Array.isArray(x) ? x : []`
 * on a value that is the parsed answer or a key path read from it *before* any iteration (the
 * envelope), and a `safeParse` whose failure returns an empty result. A default on a field of one
 * entry (inside `entries.map(e => …)`) is an optional field, not an envelope: not this rule.
 */
import { listOption } from "../config.js";
import type { FallbackUse, ResponseOrigin, ResponseRead, ServerModel } from "../model/types.js";
import { BODY_SIGNAL, COUNT_HEADER, ENVELOPE_KEYS } from "../model/vocabulary.js";
import {
  answerOf,
  onePerLine,
  readsOf,
  readsUpstream,
  responseFinding,
  rewrapsEnvelopeList,
  short,
} from "./response-finding.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "silent-envelope-default";

export const silentEnvelopeDefault: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    return readsUpstream(ctx.model, "defaults on the envelope of parsed upstream answers");
  },
  run(ctx) {
    const optionalKeys = new Set(listOption(ctx.settings, "optionalKeys", ID));
    const envelopeKeys = new Set(listOption(ctx.settings, "envelopeKeys", ID));
    const findings: Finding[] = [];

    /**
     * All origins are the envelope (never one entry's field) as the upstream sent it — not checked by
     * a schema parse (the fix) nor collected into a local list — and the key is not declared optional.
     */
    const envelope = (os: ResponseOrigin[]): ResponseOrigin | undefined => {
      if (!os.length || !os.every((o) => o.level === "envelope" && !o.schemaChecked && !o.accumulated))
        return undefined;
      // XML read into objects leaves a repeated element out when there are none: its absence is the empty list
      // (also when the same helper parses JSON on another path: the default is what reading the XML needs)
      if (os.some((o) => o.parse === "xml")) return undefined;
      if (os.some((o) => o.path.some((k) => optionalKeys.has(k)))) return undefined;
      // the GraphQL document sent selects the key and the answer's errors were turned into a failure on the way
      // (the front end sets `selectedBy` only then): a missing key arrives as that failure
      if (os.every((o) => o.selectedBy)) return undefined;
      // the server already defaulted the value where it built the object read here (reported there)
      if (os.every((o) => o.defaulted)) return undefined;
      return os[0];
    };
    const push = (read: ResponseRead, o: ResponseOrigin) => {
      const key = o.path.length ? `envelope key \`${o.path.join(".")}\`` : "whole answer";
      const f = responseFinding(
        ctx,
        ID,
        read,
        o,
        (tool, link) =>
          `${tool}: \`${short(read.code)}\` reads the ${key} of ${link} with a silent default. If the upstream renames or moves it, the tool returns a well-formed empty result instead of an error; check that it is there and throw an error that lists the keys the answer had.`,
        "a silent default replaces a missing envelope",
      );
      if (f)
        findings.push({ ...f, messageId: "envelope-default", data: { tool: toolName(read), key: o.path.join(".") } });
    };

    for (const read of readsOf(ctx.model, "fallback")) {
      const u = read.use;
      if (u.form === "absence-test" || (u.fallback.shape !== "empty-list" && u.fallback.shape !== "empty-object"))
        continue;
      // a helper that hands back the body parsed or as text (`{ text }`): a `[]`/`{}` default says the code reads
      // the parsed answer's collection, not the text
      const parsed = read.origins.filter((x) => x.level !== "text");
      const o = envelope(parsed.length ? parsed : read.origins);
      if (!o || u.errorsOnly) continue;
      if (u.form === "default" && (copiedIntoRecord(u, o, envelopeKeys) || u.loggedOnly || u.checkedEarlier)) continue;
      if (u.form === "type-test" && (copiedIntoRecord(u, o, envelopeKeys) || u.checkedEarlier)) continue;
      // `title = result.get("title", {})`, `header = body.header || {}`: an object default on a descriptive key
      // whose keys are only shown (ADJUDICATION, rule 6: "a default on a descriptive extra shown as-is belongs to
      // rule 12, not rule 6"); the envelope default the data comes from is reported where it stands
      if (u.fallback.shape === "empty-object" && displayedLeaf(ctx.model, read, o, envelopeKeys)) continue;
      push(read, o);
    }
    // if (!body.results || body.results.length === 0) return "No results"
    for (const read of readsOf(ctx.model, "fallback")) {
      const u = read.use;
      if (u.form !== "absence-test" || u.checkedEarlier) continue;
      const o = envelope(read.origins);
      if (!o?.path.length) continue;
      const key = o.path.join(".");
      const f = responseFinding(
        ctx,
        ID,
        read,
        o,
        (tool, link) =>
          `${tool}: \`${short(read.code)}\` takes the same branch when the envelope key \`${key}\` is missing from ${link} as when it is an empty list, so a renamed or moved key reads as "nothing found". Test for the key first and throw an error that lists the keys the answer had; keep the empty branch for an empty list.`,
        "a missing envelope key is handled as an empty list",
      );
      if (f) findings.push({ ...f, messageId: "missing-key-as-empty", data: { tool: toolName(read), key } });
    }
    // `data.meta?.total ?? 0`, `` `Retrieved ${res.data.count || 0} events` ``: a count or amount the answer's envelope
    // should carry, read as 0 when it is missing (ADJUDICATION: "a missing count or amount read as 0 is … rule 6 on an
    // envelope key"); written into a record it is rule 12's (ambiguous-absence)
    for (const read of readsOf(ctx.model, "fallback")) {
      const u = read.use;
      if (u.form !== "default" || u.fallback.shape !== "number" || !/^0(\.0*)?$/.test(u.fallback.value ?? "")) continue;
      if (u.errorsOnly || u.loggedOnly || u.checkedEarlier || !u.lookup) continue;
      const o = envelope(read.origins);
      // Elasticsearch's `hits.total.value`: the amount is named by the key that holds the value
      const key = o?.path.findLast((k) => !/^(value|val)$/i.test(k));
      if (!o || !key || !ENVELOPE_AMOUNT.test(key)) continue;
      // written into a record, the count is rule 12's (ambiguous-absence), except a total or count of the whole
      // answer (`total: body.total ?? 0`), which rule 12 leaves to this rule as a signal of the envelope
      if (u.record && !BODY_SIGNAL.test(key)) continue;
      const f = responseFinding(
        ctx,
        ID,
        read,
        o,
        (tool, link) =>
          `${tool}: \`${short(read.code)}\` reads the envelope key \`${o.path.join(".")}\` of ${link} as ${u.fallback.code} when it is missing. If the upstream renames or moves it, the tool reports a count of 0 instead of an error; check that it is there and throw an error that lists the keys the answer had, or report the count as unknown.`,
        "a missing count becomes 0",
      );
      if (f) findings.push({ ...f, messageId: "count-default", data: { tool: toolName(read), key: o.path.join(".") } });
    }
    // `.filter((r) => (r.name ?? "").includes(q))`, `a.date || "" < b.date || ""`, `map.set(r.team ?? "none", r)`: a
    // default on a field of each entry that the tool filters, matches, orders or keys on (ADJUDICATION, rule 6: the
    // rule's own ✗ example defaults `r.get("name", "")` and matches on it). A renamed field then makes every entry
    // match nothing, sort as equal or fall into one group, and the result still looks like an answer.
    for (const read of readsOf(ctx.model, "fallback")) {
      const u = read.use;
      const decides = u.decides;
      if (!decides || u.form !== "default" || !u.lookup || u.record) continue;
      if (u.fallback.shape === "undefined" || u.fallback.shape === "other") continue;
      if (u.loggedOnly || u.checkedEarlier || u.filteredEarlier) continue;
      // a comparison that only decides an error branch feeds no result; a callback's answer always does
      if (u.errorsOnly && decides === "match") continue;
      const os = read.origins;
      if (!os.length || !os.every((o) => o.level === "field" && !o.schemaChecked)) continue;
      if (os.some((o) => o.parse === "xml" || o.path.some((k) => optionalKeys.has(k)))) continue;
      const o = os[0]!;
      const field = o.path.join(".");
      const what = {
        filter: "filters entries by it",
        match: "compares or searches it",
        sort: "orders entries by it",
        key: "groups or indexes entries by it",
      }[decides];
      const then = {
        filter: "every entry is kept or dropped by the default alone",
        match: "no entry matches (or every entry does)",
        sort: "every entry sorts as equal",
        key: "every entry falls under the default key",
      }[decides];
      const f = responseFinding(
        ctx,
        ID,
        read,
        o,
        (tool, link) =>
          `${tool}: \`${short(read.code)}\` reads the field \`${field}\` of each entry of ${link} with a silent default (\`${short(u.fallback.code)}\`), and the tool ${what}. If the upstream renames or moves the field, ${then}, and the result still looks like an answer; check that the entries carry it and throw an error that names the keys they had.`,
        "a silent default decides on a missing field",
      );
      if (f) findings.push({ ...f, messageId: "field-default-decides", data: { tool: toolName(read), key: field } });
    }
    // headers.get("X-Total") || "0", total ? Number(total) : items.length
    for (const read of readsOf(ctx.model, "fallback")) {
      const u = read.use;
      if (u.form !== "default" && u.form !== "type-test") continue;
      if (u.fallback.shape === "null" || u.fallback.shape === "undefined") continue;
      const header = read.origins.every((o) => o.level === "header" && o.path.length === 1)
        ? read.origins[0]
        : undefined;
      const name = header?.path[0];
      if (!header || !name || !COUNT_HEADER.test(name)) continue;
      const f = responseFinding(
        ctx,
        ID,
        read,
        header,
        (tool, link) =>
          `${tool}: \`${short(read.code)}\` reads the \`${name}\` header of ${link} with a silent default (\`${short(u.fallback.code)}\`). Upstreams leave such headers out (GitLab does above 10,000 rows), and then the total silently becomes ${u.fallback.shape === "number" || u.fallback.shape === "text" ? u.fallback.code : "a made-up value"}; report the total as unknown when the header is missing.`,
        "a missing count header becomes a number",
      );
      if (f)
        findings.push({
          ...f,
          messageId: "count-header-default",
          data: { tool: toolName(read), header: name, fallback: u.fallback.code },
        });
    }
    // const r = Schema.safeParse(data); if (!r.success) return { items: [] }
    for (const read of readsOf(ctx.model, "failed-validation")) {
      const f = responseFinding(
        ctx,
        ID,
        read,
        read.origins[0],
        (tool, link) =>
          `${tool}: when ${link} does not match the schema (\`${short(read.use.validator)}\` fails), the tool returns an empty result instead of an error. A changed shape then reads as "nothing found"; return an error that names the validation issues.`,
        "a failed validation becomes an empty result",
      );
      if (f)
        findings.push({
          ...f,
          messageId: "failed-validation-empty",
          data: { tool: toolName(read), validator: read.use.validator },
        });
    }
    // `data.get("info", {}).get("total", 0)`: the object default only leads to a count read on the same line; what a
    // changed shape does there is a 0 total beside real results, so the count's finding stands for the line
    const counts = findings.filter((f) => f.messageId === "count-default");
    const kept = findings.filter(
      (f) =>
        f.messageId !== "envelope-default" ||
        !counts.some(
          (c) =>
            c.location.file === f.location.file &&
            c.location.line === f.location.line &&
            String(c.data?.key ?? "").startsWith(`${f.data?.key ?? ""}.`),
        ),
    );
    return onePerLine(kept);
  },
};

/** Envelope keys that carry how many items or how much there is: `total`, `count`, `totalCount`, `element_count`, `numFound`. */
const ENVELOPE_AMOUNT = /(count|total|amount|sum|hits|found|results)$|^(total|num|count)_?[a-z]*$/i;

/**
 * The value an object default stands for is a descriptive part of the answer shown as-is: its key names no
 * collection, and every read below it (`title.get("de")`, `header.start`, `notes.get("de", "")`) takes a key whose
 * value is shown or tested, never one that is iterated, counted, matched, keyed on or defaulted to a collection.
 * A key with nothing read below it (iterated itself, handed on) is not judged so: its role is not known.
 */
function displayedLeaf(model: ServerModel, read: ResponseRead, o: ResponseOrigin, extra: Set<string>): boolean {
  const key = o.path[o.path.length - 1];
  if (key === undefined || ENVELOPE_KEYS.test(key) || extra.has(key)) return false;
  const at = answerOf(o);
  const below = (model.responseReads ?? []).filter(
    (r) =>
      r !== read &&
      r.origins.some(
        (x) =>
          answerOf(x) === at &&
          (x.level === "envelope" || x.level === "field") &&
          x.path.length >= o.path.length &&
          o.path.every((k, i) => x.path[i] === k),
      ),
  );
  if (!below.length) return false;
  return below.every((r) => {
    const u = r.use;
    if (u.kind === "key") return u.fate !== "loop";
    if (u.kind === "key-alternatives") return true;
    if (u.kind !== "fallback" || u.decides || u.form === "absence-test") return false;
    if (u.fallback.shape === "empty-list") return false;
    if (u.fallback.shape === "number") return false;
    if (u.fallback.shape === "empty-object") {
      const d = r.origins.find((x) => answerOf(x) === at);
      return !!d && d.path.length > o.path.length && displayedLeaf(model, r, d, extra);
    }
    return true;
  });
}

/** The name of the first tool that reaches a read (message data: no line numbers). */
function toolName(read: { tools: string[] }): string {
  return read.tools[0]?.split("@")[0] ?? "";
}

/**
 * `{ id: data.id, tags: data.tags ?? [] }`: a record built from a single-entry answer, whose field
 * may be optional (rule 12 judges those). Envelope-like keys (`items`, `results`, …) stay this rule.
 */
function copiedIntoRecord(u: FallbackUse, o: ResponseOrigin, extra: Set<string>): boolean {
  if (u.record?.form !== "property" || rewrapsEnvelopeList(u, [o])) return false;
  const key = o.path[o.path.length - 1];
  return !(key !== undefined && (ENVELOPE_KEYS.test(key) || extra.has(key)));
}
