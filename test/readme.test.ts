/** The README's rule sections are generated from rules.yaml (`npm run readme`): the help has one source. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readmeRules } from "../src/catalogue/index.js";

describe("README rule sections", () => {
  it("are what rules.yaml generates (run `npm run readme` after changing rules.yaml)", () => {
    const text = readFileSync(path.join(import.meta.dirname, "..", "README.md"), "utf8");
    const begin = text.indexOf("<!-- rules:begin");
    const end = text.indexOf("<!-- rules:end -->");
    const block = text.slice(text.indexOf("\n", begin) + 1, end).trim();
    expect(block).toEqual(readmeRules().trim());
  });
});
