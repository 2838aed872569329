#!/usr/bin/env node
// Writes the README's rule sections from rules.yaml (between the `rules:begin` and `rules:end`
// markers), so the rule help has one source. Run `npm run readme` after changing rules.yaml;
// test/readme.test.ts fails while the README is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import { readmeRules } from "../dist/catalogue/index.js";

const README = new URL("../README.md", import.meta.url);
const BEGIN = "<!-- rules:begin (generated from rules.yaml by `npm run readme`; edit rules.yaml) -->";
const END = "<!-- rules:end -->";
const text = readFileSync(README, "utf8");
const a = text.indexOf(BEGIN);
const b = text.indexOf(END);
if (a < 0 || b < a) {
  console.error("README.md has no rules:begin/rules:end markers");
  process.exit(2);
}
writeFileSync(README, `${text.slice(0, a + BEGIN.length)}\n\n${readmeRules()}\n${text.slice(b)}`);
