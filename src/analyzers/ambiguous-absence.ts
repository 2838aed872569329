/**
 * Rule 12 — a lookup fallback turns an absent upstream field into a value.
 *
 * `definition: e.definition ?? null`, `|| null`, `?? ""`, `?? []` where `e` is an entry (or a
 * single-record answer) of a parsed upstream answer and the record states nowhere why the value is
 * absent. One `null` then stands for "not requested", "empty in the source" and "withheld".
 */
import { listOption } from "../config.js";
import type { ResponseFallback } from "../model/types.js";
import type { ModelAnalyzer, Finding } from "./types.js";
import { onePerLine, readsOf, readsUpstream, responseFinding, short } from "./response-finding.js";
import { ENVELOPE_KEYS, BODY_SIGNAL } from "../model/vocabulary.js";

const ID = "ambiguous-absence";

/** A property that records why a value is absent: `definition_state`, `fieldStates`, `reason`, `withheld`. */
const STATE_KEY = /(state|states|reason|reasons|absence|absent|withheld|not_?collected|missing_?fields|redacted)$/i;
const PLACEHOLDER = /^(|n\/?a|unknown|none|-|—|keine angabe|k\.a\.)$/i;

/** What a fallback makes of a missing value, when it is one of the absence stand-ins. */
function standIn(f: ResponseFallback): string | undefined {
  if (f.shape === "null") return "null";
  if (f.shape === "text" && PLACEHOLDER.test((f.value ?? "").trim())) return f.code;
  if (f.shape === "empty-list") return "[]";
  if (f.shape === "empty-object") return "{}";
  return undefined;
}

export const ambiguousAbsence: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    return readsUpstream(ctx.model, "records built from entries of parsed upstream answers");
  },
  run(ctx) {
    const stateKeys = listOption(ctx.settings, "stateKeys", ID);
    const findings: Finding[] = [];
    for (const read of readsOf(ctx.model, "fallback")) {
      const u = read.use;
      if (u.form !== "default") continue;
      const value = standIn(u.fallback);
      if (!value || !u.lookup || !u.record) continue;
      const target = u.record.field;
      const os = read.origins.filter((o) => o.level === "field" || ((o.level === "envelope" || o.level === "header") && o.path.length > 0));
      const o = os[0];
      if (!o) continue;
      // the list of a list answer copied into the result is rule 6's (silent-envelope-default)
      const key = o.path[o.path.length - 1] ?? "";
      if (os.every((x) => x.level === "envelope") && (value === "[]" || value === "{}") && ENVELOPE_KEYS.test(key)) continue;
      // `nextPageToken: body.nextPageToken ?? null`: a continuation signal, where null means "no more pages"
      if (BODY_SIGNAL.test(key)) continue;
      if (u.record.builderKeys.some((k) => STATE_KEY.test(k) || stateKeys.includes(k))) continue;
      if (u.filteredEarlier) continue;
      const f = responseFinding(
        ctx,
        ID,
        read,
        o,
        (tool, link) =>
          `${tool}: field '${target}' is \`${short(read.code)}\`: when \`${key}\` is missing from ${link}, the result says ${value} without saying why. "Not requested", "empty in the source" and "withheld" become one value; record the reason where the decision is made (e.g. a state field), and treat a key that must be there as a schema error.`,
        `a missing value becomes ${value}`,
      );
      if (f) findings.push(f);
    }
    return onePerLine(findings);
  },
};
