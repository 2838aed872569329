/**
 * The floors of the code base (README "Layout"), checked on the import statements of src/:
 * model/ is neutral and imports nothing above it; front ends import the model, never the rules;
 * analyzers that need only the model import no syntax; no analyzer imports another analyzer.
 * Reads the source as text: a new import that breaks a floor fails here, naming the file.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANALYZERS } from "../src/analyzers/index.js";
import { loadCatalogue } from "../src/catalogue/index.js";

const SRC = path.join(import.meta.dirname, "..", "src");

function files(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? files(path.join(dir, e.name))
        : e.name.endsWith(".ts")
          ? [path.join(dir, e.name).split(path.sep).join("/")]
          : [],
    )
    .sort();
}

/** The modules a file imports: package names as written, project files as paths relative to src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), "utf8");
  const specs = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)";/gms)].map((m) => m[1]!);
  return specs
    .map((s) =>
      s.startsWith(".")
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), s)).replace(/\.js$/, ".ts")
        : s,
    )
    .sort();
}

const isSyntax = (spec: string) => spec === "ts-morph" || spec.startsWith("frontend/");
const analyzerFile = (id: string) => `analyzers/${id}.ts`;

describe("import floors", () => {
  it("model/ imports only model/ and Node builtins", () => {
    const offending = files("model").flatMap((f) =>
      importsOf(f)
        .filter((s) => !s.startsWith("model/") && !s.startsWith("node:"))
        .map((s) => `${f} → ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it("front ends never import the rules, the audit or the reports", () => {
    const offending = files("frontend").flatMap((f) =>
      importsOf(f)
        .filter((s) => /^(analyzers|report|sarif|batch|cli|audit)\b/.test(s))
        .map((s) => `${f} → ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it("analyzers that need only the model import no syntax, directly or through a shared helper", () => {
    const offending: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string, from: string) => {
      if (seen.has(`${from}|${file}`)) return;
      seen.add(`${from}|${file}`);
      for (const s of importsOf(file)) {
        if (isSyntax(s)) offending.push(`${from} → ${file === from ? "" : `${file} → `}${s}`);
        else if (s.startsWith("analyzers/")) visit(s, from);
      }
    };
    // a model rule that declares a syntax part per front end may read that syntax (and nothing else)
    for (const a of ANALYZERS.filter((x) => x.needs === "model" && !x.syntaxParts?.length))
      visit(analyzerFile(a.id), analyzerFile(a.id));
    expect(offending).toEqual([]);
  });

  it("a model rule with a syntax part reads only the syntax of the front ends it names", () => {
    const parts = ANALYZERS.flatMap((x) => (x.needs === "model" && x.syntaxParts?.length ? [x] : []));
    const folder = (l: string) => `frontend/${l === "typescript" ? "ts" : "py"}/`;
    const offending = parts.flatMap((a) =>
      importsOf(analyzerFile(a.id))
        .filter((s) => s.startsWith("frontend/") && !(a.syntaxParts ?? []).some((l) => s.startsWith(folder(l))))
        .map((s) => `${a.id} → ${s}`),
    );
    expect({ parts: parts.map((a) => a.id), offending }).toEqual({
      parts: ["query-syntax-undocumented", "unstable-order"],
      offending: [],
    });
  });

  it("no analyzer imports another analyzer", () => {
    const ids = new Set(ANALYZERS.map((a) => analyzerFile(a.id)));
    const offending = [...ids].sort().flatMap((f) =>
      importsOf(f)
        .filter((s) => ids.has(s))
        .map((s) => `${f} → ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it("says in rules.yaml, for every rule, what it needs and which languages it runs on", () => {
    const catalogue = loadCatalogue().filter((r) => r.status === "implemented");
    const declared = catalogue.map((r) => [r.id, r.needs, r.languages]);
    const actual = catalogue.map((r) => {
      const a = ANALYZERS.find((x) => x.id === r.id)!;
      return [
        r.id,
        a.needs === "model" ? "model" : "syntax",
        a.needs === "model" ? ["typescript", "python"] : [a.needs],
      ];
    });
    expect(declared).toEqual(actual);
  });

  it("keeps the number of analyzer files that import ts-morph from growing", () => {
    // ts-morph's values come through frontend/ts/morph.ts (loaded lazily); either import counts
    const reading = files("analyzers").filter((f) =>
      importsOf(f).some((s) => s === "ts-morph" || s === "frontend/ts/morph.ts"),
    );
    // 13 before the seam, 7 once the response rules read model facts, 6 once the tests half of rule 5 reads
    // model facts (ServerModel.tests), 2 once rules 8, 10 and the tool registry do too; each move onto the model lowers it.
    expect(reading.length).toBeLessThanOrEqual(2);
  });
});
