/** The tool inventory of each registration-style corpus project, compared exactly with expected-tools.json. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const DIR = path.join(import.meta.dirname, "corpus", "registration");

describe.each(readdirSync(DIR).sort())("registration style %s", (style) => {
  it("discovers the expected tools, parameters and optionality", () => {
    const expected = JSON.parse(readFileSync(path.join(DIR, style, "expected-tools.json"), "utf8"));
    const result = audit(path.join(DIR, style));
    const actual = result.model.tools.map((t) => ({
      name: t.name,
      registration: t.registration,
      parameters: t.parameters.map((p) => ({ name: p.name, type: p.type, optional: p.optional, ...(p.default !== undefined ? { default: p.default } : {}) })),
    }));
    expect(actual).toEqual(expected);
    expect(result.coverage.toolsUnresolved).toEqual([]);
  });

  it("connects every tool that calls upstream to an upstream call", () => {
    const result = audit(path.join(DIR, style));
    const reaching = new Set(result.model.upstreamCalls.flatMap((u) => u.reachedFrom));
    const expected = JSON.parse(readFileSync(path.join(DIR, style, "expected-tools.json"), "utf8")) as { name: string; upstream?: boolean }[];
    const withUpstream = expected.filter((t) => t.upstream !== false).map((t) => t.name).sort();
    expect(result.model.tools.filter((t) => reaching.has(t.id)).map((t) => t.name).sort()).toEqual(withUpstream);
  });
});
