/** The catalogue, the analyzers and the README agree: one rule, one analyzer, one entry, one section. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANALYZERS } from "../src/analyzers/index.js";
import { loadCatalogue } from "../src/catalogue/index.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const catalogue = loadCatalogue();
const implemented = catalogue
  .filter((r) => r.status === "implemented")
  .map((r) => r.id)
  .sort();

describe("rule catalogue", () => {
  it("has an analyzer for exactly the implemented rules", () => {
    expect(ANALYZERS.map((a) => a.id).sort()).toEqual(implemented);
  });
  it("numbers the fourteen spec rules and marks extensions", () => {
    const numbers = [...new Set(catalogue.filter((r) => r.fidelityRule !== undefined).map((r) => r.fidelityRule))].sort(
      (a, b) => a! - b!,
    );
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(catalogue.filter((r) => r.fidelityRule === undefined).map((r) => r.id)).toEqual(["dropped-continuation"]);
  });
  it("gives every implemented rule a README section", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const sections = [...readme.matchAll(/^### (?:Rule \d+(?: \([^)]*\))?|Extension) — `([\w-]+)`/gm)]
      .map((m) => m[1])
      .sort();
    expect(sections).toEqual(implemented);
  });
  it("gives every implemented rule a bad and a good example in each language it runs on", () => {
    const rules = catalogue.filter((r) => r.status === "implemented");
    expect(rules.map((r) => `${r.id}: ${Object.keys(r.examples).sort().join(", ")}`)).toEqual(
      rules.map((r) => `${r.id}: ${[...r.languages].sort().join(", ")}`),
    );
  });
  it("writes help with what is flagged, what is not, and a fix", () => {
    const missing = catalogue
      .filter((r) => r.status === "implemented")
      .filter(
        (r) =>
          !(
            r.help.includes("**What is flagged") &&
            r.help.includes("**What is not flagged") &&
            r.help.includes("**Fix")
          ),
      )
      .map((r) => r.id);
    expect(missing).toEqual([]);
  });
});
