/** The tool inventory of each registration-style corpus project, compared exactly with expected-tools.json. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const DIR = path.join(import.meta.dirname, "corpus", "registration");

/** Upstream calls per client in each corpus project, counted by hand from its source. */
const UPSTREAM: Record<string, Record<string, number>> = {
  "add-tool": { undici: 2 },
  "class-based": { axios: 3 },
  "definition-loop": { fetch: 2 },
  "list-tools-handler": { fetch: 2 },
  "mcp-server-register-tool": { fetch: 1 },
  "mcp-server-tool": { fetch: 1 },
  monorepo: { ky: 2 },
  "plain-js": { got: 4 },
  "wrapper-helper": { ky: 4 },
};

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

  it("finds the upstream calls by client", () => {
    expect(audit(path.join(DIR, style)).coverage.upstreamByClient).toEqual(UPSTREAM[style]);
  });

  it("connects every tool that calls upstream to an upstream call", () => {
    const result = audit(path.join(DIR, style));
    const reaching = new Set(result.model.upstreamCalls.flatMap((u) => u.reachedFrom));
    const expected = JSON.parse(readFileSync(path.join(DIR, style, "expected-tools.json"), "utf8")) as { name: string; upstream?: boolean }[];
    const withUpstream = expected.filter((t) => t.upstream !== false).map((t) => t.name).sort();
    expect(result.model.tools.filter((t) => reaching.has(t.id)).map((t) => t.name).sort()).toEqual(withUpstream);
  });
});
