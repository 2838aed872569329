/** Loads and validates `rules.yaml`, the single source of rule metadata. */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Level } from "../analyzers/types.js";
import { PACKAGE_ROOT } from "../version.js";

/** The YAML library is required when first needed (see below), as ts-morph is in frontend/ts/morph.ts. */
const require = createRequire(import.meta.url);

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
  /** Before/after examples per language of `languages` (shown in help; run by test/examples.test.ts). */
  examples: Record<string, LanguageExamples>;
  options?: Record<string, OptionSpec>;
}

/**
 * One language's examples of a rule. `bad` and `good` are what help shows. test/examples.test.ts
 * completes each into a small server — `around` is the code around the example (which stands at its
 * `{{example}}` line), written to `file`, beside the other `files` of that server; none of it is
 * shown — audits it, and requires exactly the findings `flagged` names from `bad` (`<line of bad>`,
 * and ` <messageId>` when the finding has one) and no finding of the rule from `good`. `todo` marks
 * a `bad` example the auditor does not report yet in that language (a known gap, as Semgrep's
 * `todoruleid`): it says why, help shows it, and the test requires no finding until the gap closes.
 */
export interface LanguageExamples {
  bad: string;
  good: string;
  /** Empty when `todo` is set. */
  flagged: string[];
  todo?: string;
  around?: string;
  file?: string;
  files?: Record<string, string>;
}

export const EXAMPLE_PLACEHOLDER = "{{example}}";

function checkExamples(file: string, id: string, languages: string[], raw: unknown): Record<string, LanguageExamples> {
  const bad = (why: string) => new Error(`${file}: rule ${id}: \`examples\` ${why}`);
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw bad("must map languages to their examples");
  const out: Record<string, LanguageExamples> = {};
  for (const [lang, v] of Object.entries(raw as Record<string, unknown>)) {
    if (!languages.includes(lang)) throw bad(`has ${lang}, which is not in \`languages\``);
    const e = (v ?? {}) as Record<string, unknown>;
    for (const k of Object.keys(e))
      if (!["bad", "good", "flagged", "todo", "around", "file", "files"].includes(k))
        throw bad(`${lang} has an unknown field \`${k}\``);
    for (const k of ["bad", "good"]) if (typeof e[k] !== "string") throw bad(`${lang} lacks \`${k}\``);
    if (e.todo !== undefined) {
      if (typeof e.todo !== "string" || !e.todo.trim() || e.flagged !== undefined)
        throw bad(`${lang}: \`todo\` says why \`bad\` is not reported yet, and comes without \`flagged\``);
      e.flagged = [];
    } else if (
      !Array.isArray(e.flagged) ||
      !e.flagged.length ||
      !e.flagged.every((f) => /^\d+( [\w-]+)?$/.test(String(f)))
    )
      throw bad(`${lang}: \`flagged\` must list \`<line>[ <messageId>]\` for each finding of \`bad\``);
    else e.flagged = e.flagged.map(String);
    if (e.around !== undefined && (typeof e.around !== "string" || !e.around.includes(EXAMPLE_PLACEHOLDER)))
      throw bad(`${lang}: \`around\` must hold a ${EXAMPLE_PLACEHOLDER} line`);
    if (e.file !== undefined && typeof e.file !== "string") throw bad(`${lang}: \`file\` must be a path`);
    if (
      e.files !== undefined &&
      (!e.files || typeof e.files !== "object" || !Object.values(e.files).every((t) => typeof t === "string"))
    )
      throw bad(`${lang}: \`files\` must map paths to file texts`);
    out[lang] = e as unknown as LanguageExamples;
  }
  return out;
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

/**
 * The catalogue as parsed at build time (scripts/postbuild.mjs writes `dist/catalogue.json`: the YAML
 * text's SHA-256 and what `parse` made of it). Parsing the 140 kB of YAML costs every audit a few
 * hundred milliseconds; the copy is used only while its hash is the hash of the text read now, so an
 * edited rules.yaml is parsed again and a copy of another text is never trusted.
 */
export const PARSED_CATALOGUE_PATH = path.join(PACKAGE_ROOT, "dist", "catalogue.json");

function parseCatalogue(file: string): unknown {
  const text = readFileSync(file, "utf8");
  if (file === CATALOGUE_PATH && existsSync(PARSED_CATALOGUE_PATH)) {
    try {
      const copy = JSON.parse(readFileSync(PARSED_CATALOGUE_PATH, "utf8")) as { sha256?: unknown; rules?: unknown };
      if (copy.sha256 === catalogueHash(text) && Array.isArray(copy.rules)) return copy.rules;
    } catch {
      // an unreadable copy: parse the YAML
    }
  }
  // the YAML library only when the parsed copy cannot be used (it costs a run about a tenth of a second to load)
  const { parse } = require("yaml") as typeof import("yaml");
  return parse(text) as unknown;
}

/** The hash the parsed copy is keyed by. */
export function catalogueHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function loadCatalogue(file = CATALOGUE_PATH): RuleEntry[] {
  if (cached && file === CATALOGUE_PATH) return cached;
  const raw = parseCatalogue(file);
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
      "examples",
    ]) {
      if (r[k] === undefined) throw new Error(`${file}: rule #${i + 1} (${String(r.id)}) lacks \`${k}\``);
    }
    const id = String(r.id);
    if (seen.has(id)) throw new Error(`${file}: duplicate rule id ${id}`);
    seen.add(id);
    r.examples = checkExamples(file, id, r.languages as string[], r.examples);
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

/** Plain-text help: the prose without markdown emphasis, then the bad and good examples of each language. */
export function helpText(r: RuleEntry): string {
  const prose = r.help
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/`([^`]+)`/g, "$1")
    .trim();
  const examples = Object.entries(r.examples).map(([lang, e]) => {
    const { bad, good } = exampleTags(r, lang, e);
    return `${bad}:\n${indent(e.bad)}\n${good}:\n${indent(e.good)}`;
  });
  return `${prose}\n\n${examples.join("\n")}`;
}

/** "Bad", or "Bad (Python)" when the rule has examples in several languages, with a known gap named. */
function exampleTags(r: RuleEntry, lang: string, e: LanguageExamples): { bad: string; good: string } {
  const name = Object.keys(r.examples).length > 1 ? (LANGUAGE_NAMES[lang] ?? lang) : "";
  const todo = e.todo ? `not reported yet: ${e.todo}` : "";
  const tag = (parts: string[]) => (parts.filter(Boolean).length ? ` (${parts.filter(Boolean).join("; ")})` : "");
  return { bad: `Bad${tag([name, todo])}`, good: `Good${tag([name])}` };
}

/** The fence tag of a language's code blocks. */
const FENCE: Record<string, string> = { typescript: "ts", python: "python" };

export function helpMarkdown(r: RuleEntry): string {
  const blocks = Object.entries(r.examples).map(([lang, e]) => {
    const { bad, good } = exampleTags(r, lang, e);
    const fence = FENCE[lang] ?? lang;
    return `**${bad}**\n\n\`\`\`${fence}\n${e.bad.trimEnd()}\n\`\`\`\n\n**${good}**\n\n\`\`\`${fence}\n${e.good.trimEnd()}\n\`\`\`\n`;
  });
  return `${r.help.trim()}\n\n${blocks.join("\n")}`;
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
        ...Object.entries(r.examples).flatMap(([lang, e]) => {
          const comment = lang === "python" ? "#" : "//";
          return [
            `\`\`\`${FENCE[lang] ?? lang}`,
            e.todo ? `${comment} should be flagged, not reported yet (${e.todo})` : `${comment} flagged`,
            e.bad.trimEnd(),
            "",
            `${comment} not flagged`,
            e.good.trimEnd(),
            "```",
            "",
          ];
        }),
        `\`fidelity-audit explain ${r.id}\` prints what is flagged, what is not, and the fix.`,
        "",
      ].join("\n");
    })
    .join("\n");
}
