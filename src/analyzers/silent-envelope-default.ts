/**
 * Rule 6 — the envelope of an upstream answer is read with a silent default.
 *
 * `data.items ?? []`, `|| []`, `?.x ?? {}`, `const { items = [] } = data`, `Array.isArray(x) ? x : []`
 * on a value that is the parsed answer or a key path read from it *before* any iteration (the
 * envelope), and a `safeParse` whose failure returns an empty result. A default on a field of one
 * entry (inside `entries.map(e => …)`) is an optional field, not an envelope: not this rule.
 */
import { listOption } from "../config.js";
import type { FallbackUse, ResponseOrigin, ResponseRead } from "../model/types.js";
import type { ModelAnalyzer, Finding } from "./types.js";
import { onePerLine, readsOf, readsUpstream, responseFinding, short } from "./response-finding.js";
import { ENVELOPE_KEYS } from "../model/vocabulary.js";

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

    /** All origins are the envelope (never one entry's field), and the key is not declared optional. */
    const envelope = (os: ResponseOrigin[]): ResponseOrigin | undefined => {
      if (!os.length || !os.every((o) => o.level === "envelope")) return undefined;
      if (os.some((o) => o.path.some((k) => optionalKeys.has(k)))) return undefined;
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
      if (f) findings.push(f);
    };

    for (const read of readsOf(ctx.model, "fallback")) {
      const u = read.use;
      if (u.fallback.shape !== "empty-list" && u.fallback.shape !== "empty-object") continue;
      const o = envelope(read.origins);
      if (!o) continue;
      if (u.form === "default" && (copiedIntoRecord(u, o, envelopeKeys) || u.loggedOnly || u.checkedEarlier)) continue;
      if (u.form === "type-test" && (copiedIntoRecord(u, o, envelopeKeys) || u.checkedEarlier)) continue;
      push(read, o);
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
      if (f) findings.push(f);
    }
    return onePerLine(findings);
  },
};

/**
 * `{ id: data.id, tags: data.tags ?? [] }`: a record built from a single-entry answer, whose field
 * may be optional (rule 12 judges those). Envelope-like keys (`items`, `results`, …) stay this rule.
 */
function copiedIntoRecord(u: FallbackUse, o: ResponseOrigin, extra: Set<string>): boolean {
  if (u.record?.form !== "property") return false;
  const key = o.path[o.path.length - 1];
  return !(key !== undefined && (ENVELOPE_KEYS.test(key) || extra.has(key)));
}
