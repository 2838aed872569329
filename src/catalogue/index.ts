/** Loads and validates `rules.yaml`, the single source of rule metadata. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { Level } from "../analyzers/types.js";
import { PACKAGE_ROOT } from "../version.js";

export interface RuleEntry {
  id: string;
  fidelityRule?: number;
  name: string;
  status: "implemented" | "planned";
  /** "model": reads only the language-neutral model; "syntax": still reads a front end's syntax tree. */
  needs: "model" | "syntax";
  /** The front ends the rule runs on; elsewhere it is reported "not applicable". */
  languages: string[];
  level: Level;
  precision: "very-high" | "high" | "medium" | "low";
  tags: string[];
  short: string;
  full: string;
  help: string;
  bad: string;
  good: string;
  options?: Record<string, OptionSpec>;
}

/** The type of one rule option in `rules.yaml`; `loadConfig` checks every configured value against it. */
export type OptionSpec =
  | { type: "string-list"; description: string }
  | { type: "enum"; values: string[]; default: string; description: string };

export const OPTION_TYPES = ["string-list", "enum"] as const;

function checkOption(file: string, id: string, key: string, o: unknown): OptionSpec {
  const bad = (why: string) => new Error(`${file}: rule ${id}: option \`${key}\` ${why}`);
  if (!o || typeof o !== "object") throw bad("needs a type and a description");
  const spec = o as Record<string, unknown>;
  if (typeof spec.description !== "string") throw bad("lacks `description`");
  if (spec.type === "string-list") return { type: "string-list", description: spec.description };
  if (spec.type === "enum") {
    const values = spec.values;
    if (!Array.isArray(values) || !values.length || !values.every((v) => typeof v === "string"))
      throw bad("is an enum without a list of string `values`");
    if (typeof spec.default !== "string" || !values.includes(spec.default))
      throw bad("is an enum whose `default` is not one of its values");
    return { type: "enum", values, default: spec.default, description: spec.description };
  }
  throw bad(`has an unknown type \`${String(spec.type)}\` (expected ${OPTION_TYPES.join(" or ")})`);
}

/** One line per option for `explain`: name, type, allowed values and default, description. */
export function optionLines(r: RuleEntry): string[] {
  return Object.entries(r.options ?? {}).map(([k, o]) =>
    o.type === "enum"
      ? `  ${k} (one of ${o.values.join(", ")}; default ${o.default}): ${o.description}`
      : `  ${k} (list of strings): ${o.description}`,
  );
}

const CATALOGUE_PATH = path.join(PACKAGE_ROOT, "rules.yaml");

let cached: RuleEntry[] | undefined;

export function loadCatalogue(file = CATALOGUE_PATH): RuleEntry[] {
  if (cached && file === CATALOGUE_PATH) return cached;
  const raw = parse(readFileSync(file, "utf8")) as unknown;
  if (!Array.isArray(raw)) throw new Error(`${file}: the catalogue must be a list of rules`);
  const seen = new Set<string>();
  const rules = raw.map((r: Record<string, unknown>, i) => {
    for (const k of [
      "id",
      "name",
      "status",
      "needs",
      "languages",
      "level",
      "precision",
      "tags",
      "short",
      "full",
      "help",
      "bad",
      "good",
    ]) {
      if (r[k] === undefined) throw new Error(`${file}: rule #${i + 1} (${String(r.id)}) lacks \`${k}\``);
    }
    const id = String(r.id);
    if (seen.has(id)) throw new Error(`${file}: duplicate rule id ${id}`);
    seen.add(id);
    if (r.options !== undefined) {
      if (!r.options || typeof r.options !== "object" || Array.isArray(r.options))
        throw new Error(`${file}: rule ${id}: \`options\` must map option names to their types`);
      r.options = Object.fromEntries(
        Object.entries(r.options as Record<string, unknown>).map(([k, o]) => [k, checkOption(file, id, k, o)]),
      );
    }
    return r as unknown as RuleEntry;
  });
  if (file === CATALOGUE_PATH) cached = rules;
  return rules;
}

export function ruleById(id: string): RuleEntry | undefined {
  return loadCatalogue().find((r) => r.id === id);
}

/** Plain-text help: the prose without markdown emphasis, then the bad and good examples. */
export function helpText(r: RuleEntry): string {
  const prose = r.help
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/`([^`]+)`/g, "$1")
    .trim();
  return `${prose}\n\nBad:\n${indent(r.bad)}\nGood:\n${indent(r.good)}`;
}

export function helpMarkdown(r: RuleEntry): string {
  return `${r.help.trim()}\n\n**Bad**\n\n\`\`\`ts\n${r.bad.trimEnd()}\n\`\`\`\n\n**Good**\n\n\`\`\`ts\n${r.good.trimEnd()}\n\`\`\`\n`;
}

function indent(s: string): string {
  return `${s
    .trimEnd()
    .split("\n")
    .map((l) => `    ${l}`)
    .join("\n")}\n`;
}

const LANGUAGE_NAMES: Record<string, string> = { typescript: "TypeScript/JavaScript", python: "Python" };

/** The heading a rule has in the README and in reports: "Rule 5 (tests)", "Extension". */
export function ruleHeading(r: RuleEntry, all: RuleEntry[] = loadCatalogue()): string {
  if (!r.fidelityRule) return `Extension — \`${r.id}\``;
  const same = all.filter((x) => x.fidelityRule === r.fidelityRule);
  const half = same.length > 1 && r.tags.includes("tests") ? " (tests)" : "";
  return `Rule ${r.fidelityRule}${half} — \`${r.id}\``;
}

/**
 * The README's rule sections, generated from the catalogue so the help has one source
 * (`npm run readme` writes them; test/readme.test.ts fails when the README is out of date).
 */
export function readmeRules(all: RuleEntry[] = loadCatalogue()): string {
  return all
    .filter((r) => r.status === "implemented")
    .map((r) => {
      const runs = r.languages.map((l) => LANGUAGE_NAMES[l] ?? l).join(", ");
      const reads = r.needs === "model" ? "reads the server model" : "reads the syntax tree";
      return [
        `### ${ruleHeading(r, all)}`,
        "",
        r.full.trim(),
        "",
        `Runs on ${runs} (${reads}). Level ${r.level}, precision ${r.precision}.`,
        "",
        "```ts",
        "// flagged",
        r.bad.trimEnd(),
        "",
        "// not flagged",
        r.good.trimEnd(),
        "```",
        "",
        `\`fidelity-audit explain ${r.id}\` prints what is flagged, what is not, and the fix.`,
        "",
      ].join("\n");
    })
    .join("\n");
}
