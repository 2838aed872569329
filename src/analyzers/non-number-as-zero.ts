/**
 * Rule 14 — a value from an upstream answer that holds no number is counted as 0, read as a wrong
 * number, or dropped without a count.
 *
 * Flagged: `Number(x) || 0`, `parseInt(x) ?? 0`, `Number(x || 0)`, `isNaN(n) ? 0 : n`; a NaN test
 * that drops the row (`.filter(n => !isNaN(n))`, `if (isNaN(n)) continue`, `isNaN(n) ? sum : sum + n`)
 * when the function returns no count of excluded rows; and on table rows (CSV, split lines), a
 * bare `parseInt`/`parseFloat` (reads "1 bis 5" as 1) or `Number`/unary `+` (reads "" as 0) without
 * a guard on the same cell.
 */

import { locKey } from "../model/location.js";
import type { ResponseOrigin, ResponseRead, SourceLocation } from "../model/types.js";
import { onePerLine, readsOf, readsUpstream, responseFinding, short } from "./response-finding.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "non-number-as-zero";

/**
 * Cells of the answer: fields of its entries. Response headers (`X-Total-Count`) are not cells, and
 * neither is a key of the answer's envelope (`body.total`, `root.get("numHits", "0")`): ADJUDICATION.md
 * reads rule 14 as "a lossy parse of an upstream cell", and "a missing count or amount read as `0` is
 * … rule 6 on an envelope key".
 */
const dataOrigins = (os: ResponseOrigin[]) =>
  os.filter((o) => o.level === "field" || o.level === "entry" || (o.level === "envelope" && o.tabular));

/** Which message a finding is, by the last step of its flow (baselines match on the id, not the wording). */
const MESSAGE_IDS: Record<string, string> = {
  "a value that is not a number becomes 0": "non-number-as-zero",
  "a row that is not a number is dropped silently": "non-number-dropped",
  "rows that are not numbers are dropped silently": "non-number-dropped",
  "a suppressed cell is read as a wrong number": "cell-leading-digits",
  "an empty cell is read as 0": "empty-cell-as-zero",
};

export const nonNumberAsZero: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    return readsUpstream(ctx.model, "number conversions of values read from upstream answers");
  },
  run(ctx) {
    const findings: Finding[] = [];
    const add = (read: ResponseRead, o: ResponseOrigin, msg: (tool: string, link: string) => string, last: string) => {
      const f = responseFinding(ctx, ID, read, o, msg, last);
      if (f)
        findings.push({
          ...f,
          messageId: MESSAGE_IDS[last] ?? "non-number",
          data: { tool: read.tools[0]?.split("@")[0] ?? "", code: short(read.code) },
        });
    };
    const parses = readsOf(ctx.model, "number-parse");
    const nan = readsOf(ctx.model, "nan-test");
    // a helper that returns 0 for a missing value is judged where it is called — a sum here — when
    // every call is one; its own fallback is then not reported again. A call in a record field is rule
    // 12's (a missing value becomes 0), but a fallback inside the helper that turns text holding no
    // number into 0 (`Number.isFinite(n) ? n : 0`) is this rule's own defect, reported where it is
    const helperCalls = new Map<string, { location: SourceLocation; judged: boolean }>();
    for (const r of parses) {
      const h = r.use.helper;
      if (r.use.zero !== "helper" || !h) continue;
      const k = locKey(h);
      const judged = !!r.use.aggregated;
      const prev = helperCalls.get(k);
      helperCalls.set(k, { location: h, judged: (prev?.judged ?? true) && judged });
    }
    const judgedHelpers = [...helperCalls.values()].filter((h) => h.judged).map((h) => h.location);
    const inJudgedHelper = (l: SourceLocation) =>
      judgedHelpers.some(
        (h) =>
          h.file === l.file &&
          (l.line > h.line || (l.line === h.line && l.column >= h.column)) &&
          (l.line < h.endLine || (l.line === h.endLine && l.column <= h.endColumn)),
      );

    // Number(x) || 0, parseInt(x) ?? 0, +x || 0, Number(x || 0)
    for (const read of parses) {
      if ((read.use.zero !== "after" && read.use.zero !== "inside") || inJudgedHelper(read.location)) continue;
      // `int(r.get("n", 0)) if r.get("n") else "–"`: the zero is never reached; `Number(r.day) === day`: a
      // filter against the caller's value, where the 0 matches nothing and nothing is summed or ranked
      if (read.use.guarded || read.use.comparedOnly) continue;
      const o = dataOrigins(read.origins)[0];
      if (!o) continue;
      add(read, o, (tool, link) => zeroMessage(tool, link, read, o), "a value that is not a number becomes 0");
    }
    // isNaN(n) ? 0 : n, and NaN tests that drop a row: cond ? acc : acc + n, if (isNaN(n)) continue, filters
    for (const read of nan) {
      const u = read.use;
      const o = dataOrigins(read.origins)[0];
      if (!o || inJudgedHelper(read.location)) continue;
      // a drop of values the answer typed as numbers is a defensive check; only text that may hold no number is lost
      if (u.outcome === "drop" && !u.converted && !read.origins.some((x) => x.tabular)) continue;
      if (u.outcome === "zero")
        add(
          read,
          o,
          (tool, link) =>
            `${tool}: \`${short(read.code)}\` counts a value of ${link} that holds no number as 0, so it reads as a real 0 and the result does not say how many were. Leave such rows out and return how many were left out.`,
          "a value that is not a number becomes 0",
        );
      else if (u.excludedCount) continue;
      else if (u.form === "conditional")
        add(
          read,
          o,
          (tool, link) =>
            `${tool}: \`${short(read.code)}\` skips values of ${link} that hold no number without counting them, and the result does not say rows were left out. Return how many rows were excluded.`,
          "a row that is not a number is dropped silently",
        );
      else if (u.form === "branch")
        add(
          read,
          o,
          (tool, link) =>
            `${tool}: values of ${link} that hold no number are skipped here without a count, and the result does not say rows were left out. Return how many rows were excluded.`,
          "a row that is not a number is dropped silently",
        );
      else
        add(
          read,
          o,
          (tool, link) =>
            `${tool}: \`${short(read.code)}\` drops values of ${link} that hold no number, and the result does not say how many rows were left out. A total over the rest reads as complete; return the count of excluded rows.`,
          "rows that are not numbers are dropped silently",
        );
    }
    // sum + num(x), where num returns 0 for a missing or non-number value: the total is silently too low
    for (const read of parses) {
      if (read.use.zero !== "helper" || !read.use.aggregated) continue;
      const o = dataOrigins(read.origins)[0];
      if (!o) continue;
      const helper = read.use.helper;
      const f = responseFinding(
        ctx,
        ID,
        read,
        o,
        (tool, link) =>
          `${tool}: \`${short(read.code)}\` adds a value of ${link} into a total through a helper that returns 0 when the value is missing or not a number, so the total is silently too low. Leave such values out of the sum and return how many were left out.`,
        "a missing value is added as 0",
        helper ? [{ id: 2, location: helper, message: "the helper that returns 0" }] : [],
      );
      if (f)
        findings.push({
          ...f,
          messageId: "helper-zero-in-total",
          data: { tool: read.tools[0]?.split("@")[0] ?? "", code: short(read.code) },
        });
    }
    // table cells: parseInt("1 bis 5") is 1, Number("") is 0
    for (const read of parses) {
      const u = read.use;
      if (u.zero) continue;
      const o = read.origins.find((x) => x.tabular && x.level === "field");
      if (!o || u.guarded || u.comparedOnly) continue;
      if (u.conversion === "leading-digits")
        add(
          read,
          o,
          (tool, link) =>
            `${tool}: \`${short(read.code)}\` reads the leading digits of a table cell of ${link}: "1 bis 5" becomes 1 and "<5" becomes NaN. Accept only cells that are entirely a number, leave the others out and say how many.`,
          "a suppressed cell is read as a wrong number",
        );
      else
        add(
          read,
          o,
          (tool, link) =>
            `${tool}: \`${short(read.code)}\` reads an empty table cell of ${link} as 0. Accept only cells that are entirely a number, leave the others out and say how many.`,
          "an empty cell is read as 0",
        );
    }
    return onePerLine(findings);
  },
};

/**
 * What `Number(x) || 0`, `Number(x || 0)`, `int(x or 0)` do to the cell, in those terms: which values become 0
 * and which do not (`Number("n/a" || 0)` is NaN, `int("n/a" or 0)` raises), and that no count of them is kept.
 * "Totals too low" only where the value is added into one.
 */
function zeroMessage(tool: string, link: string, read: ResponseRead, o: ResponseOrigin): string {
  const u = read.use as Extract<ResponseRead["use"], { kind: "number-parse" }>;
  const code = `\`${short(read.code)}\``;
  const py = read.location.file.endsWith(".py");
  const what = o.tabular ? "a cell" : "a value";
  const total = u.aggregated ? ", and a total over them is too low" : "";
  const tail = `, so it reads as a real 0 and the result does not say how many were${total}. Report it as unknown, or leave it out and say how many were left out.`;
  if (u.zero === "inside" && u.conversion === "leading-digits")
    return `${tool}: ${code} reads the leading digits of ${what} of ${link} ("1 bis 5" becomes 1) and a missing one as 0, so the number shown is not the one the upstream holds and the result does not say for how many. Accept only values that are entirely a number, leave the others out and say how many.`;
  if (u.zero === "inside") {
    // the default is applied before the parse: only a missing (or, through `or`/`||`, an empty) value becomes 0
    // `try: int(x or 0)` / `except ValueError: n = 0`: a failed parse is made 0 by the handler, so text is 0 too
    if (u.caughtAsZero)
      return `${tool}: ${code} turns ${what} of ${link} that is missing, empty or not a number (${py ? 'None, "", "n/a"' : 'undefined, null, "", "n/a"'}) into 0 (the handler around the parse puts 0 in place of a failed conversion)${tail}`;
    const empty = py ? /\bor\b/.test(read.code) : /\|\|/.test(read.code);
    const which = empty
      ? `that is missing or empty (${py ? 'None, ""' : 'undefined, null, ""'})`
      : py
        ? "that is missing"
        : "that is missing (undefined, null)";
    return `${tool}: ${code} turns ${what} of ${link} ${which} into 0 (text that holds no number ${py ? "raises" : "becomes NaN"})${tail}`;
  }
  if (u.conversion === "leading-digits")
    return `${tool}: ${code} reads the leading digits of ${what} of ${link} ("1 bis 5" becomes 1) and turns one that is missing or holds no number ("n/a", "") into 0${tail}`;
  return `${tool}: ${code} turns ${what} of ${link} that is missing or holds no number (${o.tabular ? '"1 bis 5", "<5", "NULL", ""' : 'null, "", "n/a"'}) into 0${tail}`;
}
