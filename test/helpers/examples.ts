/**
 * The `examples` of rules.yaml as servers the auditor can load. Each example (`bad` or `good` of one
 * rule and one language) becomes one source file: a fixed opening for its language, then the
 * rule's `around` code with the example at its `{{example}}` line (indented like that line), beside
 * the rule's other `files`. All
 * `bad` examples of a language go into one project and all `good` ones into another, so the whole
 * catalogue is checked with four audits; a finding belongs to the example whose file it is in.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EXAMPLE_PLACEHOLDER, type RuleEntry } from "../../src/catalogue/index.js";

export type Variant = "bad" | "good";

export interface ExampleFile {
  ruleId: string;
  language: string;
  variant: Variant;
  /** Path relative to the project root. */
  file: string;
  /** The line of the file that holds the example's first line (1-based). */
  firstLine: number;
  /** How many lines the example has. */
  lines: number;
  /** The other files of the example's server (`files`), relative to the project root. */
  support: string[];
}

/** The project files every example project of a language has, and the opening of each example file. */
const LANGUAGE: Record<
  string,
  { project: Record<string, string>; defaultFile: (id: string) => string; opening: (id: string) => string[] }
> = {
  typescript: {
    project: {
      "package.json": `${JSON.stringify(
        {
          name: "rule-examples",
          version: "1.0.0",
          description:
            "The rules.yaml examples completed into a server by test/examples.test.ts (written for this repo).",
          type: "module",
          dependencies: { "@modelcontextprotocol/sdk": "^2.0.0", zod: "^3.25.0" },
          devDependencies: { typescript: "^5.6.0", vitest: "^3.2.0" },
        },
        null,
        2,
      )}\n`,
      "tsconfig.json": `${JSON.stringify(
        {
          compilerOptions: {
            target: "ES2022",
            module: "Node16",
            moduleResolution: "Node16",
            strict: true,
            skipLibCheck: true,
          },
          include: ["src/**/*", "test/**/*"],
        },
        null,
        2,
      )}\n`,
    },
    defaultFile: (id) => `src/${id}.ts`,
    opening: (id) => [
      `// The ${id} example of rules.yaml, completed into a server by test/examples.test.ts (written for this repo).`,
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'import { z } from "zod";',
      "",
      `const server = new McpServer({ name: "${id}", version: "1.0.0" });`,
      "",
    ],
  },
  python: {
    project: {
      "pyproject.toml": [
        "# The rules.yaml examples completed into a server by test/examples.test.ts (written for this repo).",
        "[project]",
        'name = "rule-examples"',
        'version = "1.0.0"',
        'dependencies = ["mcp>=2.0", "httpx>=0.27"]',
        "",
      ].join("\n"),
      "rule_examples/__init__.py": "",
    },
    defaultFile: (id) => `rule_examples/${id.replaceAll("-", "_")}.py`,
    opening: (id) => [
      `# The ${id} example of rules.yaml, completed into a server by test/examples.test.ts (written for this repo).`,
      "from mcp.server.fastmcp import FastMCP",
      "",
      `mcp = FastMCP("${id}")`,
      "",
    ],
  },
};

export const EXAMPLE_LANGUAGES = Object.keys(LANGUAGE);

/** The file text of one example and the line its first line lands on. */
export function completeExample(
  rule: RuleEntry,
  language: string,
  variant: Variant,
): { file: string; text: string; firstLine: number } {
  const lang = LANGUAGE[language];
  const ex = rule.examples[language];
  if (!lang || !ex) throw new Error(`no ${language} examples for ${rule.id}`);
  const example = ex[variant].trimEnd().split("\n");
  const around = (ex.around ?? EXAMPLE_PLACEHOLDER).trimEnd().split("\n");
  const at = around.findIndex((l) => l.trim() === EXAMPLE_PLACEHOLDER);
  if (at < 0)
    throw new Error(`${rule.id}: the ${language} \`around\` has no line of its own for ${EXAMPLE_PLACEHOLDER}`);
  const indent = /^\s*/.exec(around[at]!)![0];
  const opening = lang.opening(rule.id);
  const lines = [
    ...opening,
    ...around.slice(0, at),
    ...example.map((l) => (l ? indent + l : l)),
    ...around.slice(at + 1),
    "",
  ];
  return { file: ex.file ?? lang.defaultFile(rule.id), text: lines.join("\n"), firstLine: opening.length + at + 1 };
}

/** Writes one project per language and variant under `root`: `root/<language>-<variant>/`. */
export function writeExampleProjects(
  root: string,
  rules: RuleEntry[],
): { dir: (language: string, variant: Variant) => string; files: ExampleFile[] } {
  const dir = (language: string, variant: Variant) => path.join(root, `${language}-${variant}`);
  const files: ExampleFile[] = [];
  const write = (base: string, rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
    writeFileSync(path.join(base, rel), text);
  };
  for (const language of EXAMPLE_LANGUAGES)
    for (const variant of ["bad", "good"] as const) {
      const base = dir(language, variant);
      const seen = new Set(Object.keys(LANGUAGE[language]!.project));
      for (const [rel, text] of Object.entries(LANGUAGE[language]!.project)) write(base, rel, text);
      for (const rule of rules) {
        if (!rule.examples[language]) continue;
        const { file, text, firstLine } = completeExample(rule, language, variant);
        if (seen.has(file)) throw new Error(`two examples of ${language} write ${file}`);
        seen.add(file);
        write(base, file, text);
        for (const [rel, t] of Object.entries(rule.examples[language].files ?? {})) {
          if (seen.has(rel)) throw new Error(`two examples of ${language} write ${rel}`);
          seen.add(rel);
          write(base, rel, t);
        }
        const lines = rule.examples[language][variant].trimEnd().split("\n").length;
        const support = Object.keys(rule.examples[language].files ?? {});
        files.push({ ruleId: rule.id, language, variant, file, firstLine, lines, support });
      }
    }
  return { dir, files };
}
