/** Loads and validates `rules.yaml`, the single source of rule metadata. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { PACKAGE_ROOT } from "../version.js";
export const EXAMPLE_PLACEHOLDER = "{{example}}";
function checkExamples(file, id, languages, raw) {
    const bad = (why) => new Error(`${file}: rule ${id}: \`examples\` ${why}`);
    if (!raw || typeof raw !== "object" || Array.isArray(raw))
        throw bad("must map languages to their examples");
    const out = {};
    for (const [lang, v] of Object.entries(raw)) {
        if (!languages.includes(lang))
            throw bad(`has ${lang}, which is not in \`languages\``);
        const e = (v ?? {});
        for (const k of Object.keys(e))
            if (!["bad", "good", "flagged", "todo", "around", "file", "files"].includes(k))
                throw bad(`${lang} has an unknown field \`${k}\``);
        for (const k of ["bad", "good"])
            if (typeof e[k] !== "string")
                throw bad(`${lang} lacks \`${k}\``);
        if (e.todo !== undefined) {
            if (typeof e.todo !== "string" || !e.todo.trim() || e.flagged !== undefined)
                throw bad(`${lang}: \`todo\` says why \`bad\` is not reported yet, and comes without \`flagged\``);
            e.flagged = [];
        }
        else if (!Array.isArray(e.flagged) ||
            !e.flagged.length ||
            !e.flagged.every((f) => /^\d+( [\w-]+)?$/.test(String(f))))
            throw bad(`${lang}: \`flagged\` must list \`<line>[ <messageId>]\` for each finding of \`bad\``);
        else
            e.flagged = e.flagged.map(String);
        if (e.around !== undefined && (typeof e.around !== "string" || !e.around.includes(EXAMPLE_PLACEHOLDER)))
            throw bad(`${lang}: \`around\` must hold a ${EXAMPLE_PLACEHOLDER} line`);
        if (e.file !== undefined && typeof e.file !== "string")
            throw bad(`${lang}: \`file\` must be a path`);
        if (e.files !== undefined &&
            (!e.files || typeof e.files !== "object" || !Object.values(e.files).every((t) => typeof t === "string")))
            throw bad(`${lang}: \`files\` must map paths to file texts`);
        out[lang] = e;
    }
    return out;
}
export const OPTION_TYPES = ["string-list", "enum"];
function checkOption(file, id, key, o) {
    const bad = (why) => new Error(`${file}: rule ${id}: option \`${key}\` ${why}`);
    if (!o || typeof o !== "object")
        throw bad("needs a type and a description");
    const spec = o;
    if (typeof spec.description !== "string")
        throw bad("lacks `description`");
    if (spec.type === "string-list")
        return { type: "string-list", description: spec.description };
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
export function optionLines(r) {
    return Object.entries(r.options ?? {}).map(([k, o]) => o.type === "enum"
        ? `  ${k} (one of ${o.values.join(", ")}; default ${o.default}): ${o.description}`
        : `  ${k} (list of strings): ${o.description}`);
}
const CATALOGUE_PATH = path.join(PACKAGE_ROOT, "rules.yaml");
let cached;
export function loadCatalogue(file = CATALOGUE_PATH) {
    if (cached && file === CATALOGUE_PATH)
        return cached;
    const raw = parse(readFileSync(file, "utf8"));
    if (!Array.isArray(raw))
        throw new Error(`${file}: the catalogue must be a list of rules`);
    const seen = new Set();
    const rules = raw.map((r, i) => {
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
            if (r[k] === undefined)
                throw new Error(`${file}: rule #${i + 1} (${String(r.id)}) lacks \`${k}\``);
        }
        const id = String(r.id);
        if (seen.has(id))
            throw new Error(`${file}: duplicate rule id ${id}`);
        seen.add(id);
        r.examples = checkExamples(file, id, r.languages, r.examples);
        if (r.options !== undefined) {
            if (!r.options || typeof r.options !== "object" || Array.isArray(r.options))
                throw new Error(`${file}: rule ${id}: \`options\` must map option names to their types`);
            r.options = Object.fromEntries(Object.entries(r.options).map(([k, o]) => [k, checkOption(file, id, k, o)]));
        }
        return r;
    });
    if (file === CATALOGUE_PATH)
        cached = rules;
    return rules;
}
export function ruleById(id) {
    return loadCatalogue().find((r) => r.id === id);
}
/** Plain-text help: the prose without markdown emphasis, then the bad and good examples of each language. */
export function helpText(r) {
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
function exampleTags(r, lang, e) {
    const name = Object.keys(r.examples).length > 1 ? (LANGUAGE_NAMES[lang] ?? lang) : "";
    const todo = e.todo ? `not reported yet: ${e.todo}` : "";
    const tag = (parts) => (parts.filter(Boolean).length ? ` (${parts.filter(Boolean).join("; ")})` : "");
    return { bad: `Bad${tag([name, todo])}`, good: `Good${tag([name])}` };
}
/** The fence tag of a language's code blocks. */
const FENCE = { typescript: "ts", python: "python" };
export function helpMarkdown(r) {
    const blocks = Object.entries(r.examples).map(([lang, e]) => {
        const { bad, good } = exampleTags(r, lang, e);
        const fence = FENCE[lang] ?? lang;
        return `**${bad}**\n\n\`\`\`${fence}\n${e.bad.trimEnd()}\n\`\`\`\n\n**${good}**\n\n\`\`\`${fence}\n${e.good.trimEnd()}\n\`\`\`\n`;
    });
    return `${r.help.trim()}\n\n${blocks.join("\n")}`;
}
function indent(s) {
    return `${s
        .trimEnd()
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}\n`;
}
const LANGUAGE_NAMES = { typescript: "TypeScript/JavaScript", python: "Python" };
/** The heading a rule has in the README and in reports: "Rule 5 (tests)", "Extension". */
export function ruleHeading(r, all = loadCatalogue()) {
    if (!r.fidelityRule)
        return `Extension — \`${r.id}\``;
    const same = all.filter((x) => x.fidelityRule === r.fidelityRule);
    const half = same.length > 1 && r.tags.includes("tests") ? " (tests)" : "";
    return `Rule ${r.fidelityRule}${half} — \`${r.id}\``;
}
/**
 * The README's rule sections, generated from the catalogue so the help has one source
 * (`npm run readme` writes them; test/readme.test.ts fails when the README is out of date).
 */
export function readmeRules(all = loadCatalogue()) {
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
