/**
 * Rule 3's concrete next step, language-neutral: a result text that names an argument (of this tool or
 * another) with the value to give it. Exact outcomes for each form and its look-alikes.
 */
import { describe, expect, it } from "vitest";
import { namesArgumentStep } from "../src/model/wording.js";

describe("a text that names an argument and the value to give it", () => {
  it("reads `arg=value` and a code-quoted argument beside a number as a step, an echo or a link as none", () => {
    const args = ["params.days", "days_ahead", "sinceYear", "limit"];
    const cases: [string, boolean][] = [
      ["Keine Treffer.\n\n**Tipp:** `days` erhöhen, z.B. `days=90`.", true],
      ["Nichts seit 2001; für die ganze Reihe `sinceYear` auf 1998 stellen.", true],
      ['Retry with limit = "500".', true],
      // the request's own value put in: an echo of what went out
      ["Keine geplanten Änderungen (days_ahead=…).", false],
      // a link's query string
      ["Archiv: https://example.org/archive?days=365", false],
      // an argument named with no value, and a value with no argument
      ["`days` bestimmt den Zeitraum.", false],
      ["Keine Änderungen in 30 Tagen.", false],
      // a JSON key is the shape of an echo
      ['{"days": 30, "results": []}', false],
      // a name that is no argument of any tool
      ["`weeks=4` versuchen.", false],
      ["days=None", false],
    ];
    expect(cases.map(([t]) => [t, namesArgumentStep(t, args)])).toEqual(cases);
  });
});
