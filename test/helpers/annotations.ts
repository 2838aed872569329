/**
 * Reads Semgrep-style expectations from corpus files: `// ruleid: <id>[, <id>]` on the line above
 * an expected finding, `// ok: <id>` above a look-alike that must not be flagged. The target line
 * is the next line that is not itself a comment. An expected finding may name the rule's message
 * too, `// ruleid: <id>#<messageId>` (as ESLint's `meta.messages` ids); the finding must then carry
 * that `messageId`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Expectation {
  kind: "ruleid" | "ok";
  ruleId: string;
  /** The message id named after `#`, when the annotation names one. */
  messageId?: string;
  /** `file:line`, file relative to the corpus project. */
  at: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

function walk(dir: string, root: string, out: string[]): void {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name === "node_modules") continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, root, out);
    else if (SOURCE.test(e.name)) out.push(path.relative(root, full).split(path.sep).join("/"));
  }
}

export function readExpectations(projectDir: string): Expectation[] {
  const files: string[] = [];
  walk(projectDir, projectDir, files);
  const out: Expectation[] = [];
  for (const file of files) {
    const lines = readFileSync(path.join(projectDir, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      const m = /^\s*\/\/\s*(ruleid|ok):\s*([\w-]+(?:#[\w-]+)?(?:\s*,\s*[\w-]+(?:#[\w-]+)?)*)/.exec(line);
      if (!m) return;
      let target = i + 1;
      while (target < lines.length && /^\s*(\/\/|\/\*|\*)/.test(lines[target]!)) target++;
      for (const named of m[2]!.split(",").map((s) => s.trim())) {
        const [ruleId, messageId] = named.split("#") as [string, string | undefined];
        out.push({
          kind: m[1] as Expectation["kind"],
          ruleId,
          ...(messageId ? { messageId } : {}),
          at: `${file}:${target + 1}`,
        });
      }
    });
  }
  return out;
}

/**
 * Python corpus files (`.py`) with `#` comments: `# ruleid: <id>` / `# ok: <id>` like the
 * TypeScript corpus, and Semgrep's `# todoruleid: <id>` (a known gap: should be reported, is not
 * yet) and `# todook: <id>` (a known false positive: reported today, should not be). The target line
 * is the next line that is not itself a comment. `expectedNow` is what the auditor reports today:
 * `ruleid` and `todook` lines.
 */
export interface PyExpectation {
  kind: "ruleid" | "ok" | "todoruleid" | "todook";
  ruleId: string;
  /** `file:line`, file relative to the corpus project. */
  at: string;
}

function walkPy(dir: string, root: string, out: string[]): void {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    if (e.name === "__pycache__" || e.name.startsWith(".")) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walkPy(full, root, out);
    else if (e.name.endsWith(".py")) out.push(path.relative(root, full).split(path.sep).join("/"));
  }
}

export function readPyExpectations(projectDir: string): PyExpectation[] {
  const files: string[] = [];
  walkPy(projectDir, projectDir, files);
  const out: PyExpectation[] = [];
  for (const file of files) {
    const lines = readFileSync(path.join(projectDir, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      const m = /^\s*#\s*(todoruleid|todook|ruleid|ok):\s*([\w-]+(?:\s*,\s*[\w-]+)*)/.exec(line);
      if (!m) return;
      let target = i + 1;
      while (target < lines.length && /^\s*#/.test(lines[target]!)) target++;
      for (const id of m[2]!.split(",").map((s) => s.trim()))
        out.push({ kind: m[1] as PyExpectation["kind"], ruleId: id, at: `${file}:${target + 1}` });
    });
  }
  return out;
}

/** The findings a Python corpus project expects today: `ruleid` and `todook` lines, as `rule file:line`, sorted. */
export function expectedNow(expectations: PyExpectation[]): string[] {
  return expectations
    .filter((e) => e.kind === "ruleid" || e.kind === "todook")
    .map((e) => `${e.ruleId} ${e.at}`)
    .sort();
}
