/**
 * JSON documents a server bundles and reads as values: `import spec from "./data/search.json"`,
 * `require("./x.json")`, `JSON.parse(readFileSync(path.join(__dirname, "spec.json"), "utf8"))`.
 *
 * The document is read as a regular file inside the audited folder (never outside it, never a
 * link out of it, at most MAX_JSON_BYTES) and parsed, not run, into a JSON syntax tree of a
 * separate in-memory project, so the evaluator reads its members like an object literal and
 * locations point into the document.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import { readRegularFile } from "../../walk.js";
import { Node, Project, type SourceFile, typescript } from "../morph.js";
import { rootOf, setProjectRoot } from "../syntax/location.js";
import { symbolOf } from "../syntax/resolve.js";

export const MAX_JSON_BYTES = 4_000_000;

const jsonProjects = new WeakMap<Project, { project: Project; docs: Map<string, Node | undefined> }>();

/** Whether `file` (absolute) lies inside `root` once links are resolved. */
function inside(root: string, file: string): boolean {
  try {
    const r = realpathSync(root);
    const f = realpathSync(file);
    const rel = path.relative(r, f);
    return !!rel && !rel.startsWith("..") && !path.isAbsolute(rel);
  } catch {
    return false;
  }
}

/** The root value of a JSON document in the audited folder, or undefined when it cannot be read safely. */
export function jsonDocument(from: SourceFile, absPath: string): Node | undefined {
  const main = from.getProject();
  let holder = jsonProjects.get(main);
  if (!holder) {
    holder = { project: new Project({ useInMemoryFileSystem: true }), docs: new Map() };
    setProjectRoot(holder.project, rootOf(from));
    jsonProjects.set(main, holder);
  }
  const file = path.resolve(absPath);
  if (holder.docs.has(file)) return holder.docs.get(file);
  let value: Node | undefined;
  try {
    const read =
      /\.json$/i.test(file) && inside(rootOf(from), file)
        ? readRegularFile(file, MAX_JSON_BYTES, rootOf(from))
        : undefined;
    if (read?.ok) {
      const sf = holder.project.createSourceFile(file, read.text, {
        overwrite: true,
        scriptKind: typescript.ScriptKind.JSON,
      });
      const first = sf.getStatements()[0];
      value = first && Node.isExpressionStatement(first) ? first.getExpression() : undefined;
    }
  } catch {
    value = undefined;
  }
  holder.docs.set(file, value);
  return value;
}

/** Whether a node lies in a JSON document read by `jsonDocument`. */
export function inJsonDocument(n: Node): boolean {
  return /\.json$/i.test(n.getSourceFile().getFilePath());
}

/** The JSON module an import binding names: `import spec from "./spec.json"`, `import * as spec from …`. */
export function importedJson(id: Node): Node | undefined {
  if (!Node.isIdentifier(id)) return undefined;
  // asked for every name the engine evaluates: answered once per identifier
  if (importedCache.has(id)) return importedCache.get(id);
  let doc: Node | undefined;
  for (const d of symbolOf(id)?.getDeclarations() ?? []) {
    const imp = d.getFirstAncestor((a) => Node.isImportDeclaration(a));
    if (!imp || !Node.isImportDeclaration(imp) || !(Node.isImportClause(d) || Node.isNamespaceImport(d))) continue;
    const spec = imp.getModuleSpecifierValue();
    if (!/^\.\.?\//.test(spec) || !/\.json$/i.test(spec)) continue;
    doc = jsonDocument(imp.getSourceFile(), path.resolve(path.dirname(imp.getSourceFile().getFilePath()), spec));
    break;
  }
  importedCache.set(id, doc);
  return doc;
}

const importedCache = new WeakMap<Node, Node | undefined>();

type Evaluate = (n: Node) => Node | undefined;

/** The file a path expression names, when it is built from literals and the module's own folder. */
function pathValue(expr: Node | undefined, evaluate: Evaluate, depth = 0): string | undefined {
  if (!expr || depth > 6) return undefined;
  const sf = expr.getSourceFile();
  const dir = path.dirname(sf.getFilePath());
  const u = stripped(expr);
  const text = u.getText();
  if (Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u)) return u.getLiteralValue();
  if (text === "__dirname" || text === "import.meta.dirname") return dir;
  if (text === "process.cwd()") return rootOf(sf);
  if (Node.isCallExpression(u) || Node.isNewExpression(u)) {
    const callee = u.getExpression().getText();
    const args = u.getArguments();
    if (/^(?:path\.)?(?:join|resolve)$/.test(callee)) {
      const parts = args.map((a) => pathValue(a, evaluate, depth + 1));
      if (parts.some((p) => p === undefined)) return undefined;
      return path.resolve(rootOf(sf), ...(parts as string[]));
    }
    if (/^(?:path\.)?dirname$/.test(callee)) {
      const p = pathValue(args[0], evaluate, depth + 1);
      return p === undefined ? undefined : path.dirname(p);
    }
    if (/^(?:url\.)?fileURLToPath$/.test(callee)) return pathValue(args[0], evaluate, depth + 1);
    if (callee === "URL" && args.length === 2 && args[1]!.getText() === "import.meta.url") {
      const p = pathValue(args[0], evaluate, depth + 1);
      return p === undefined ? undefined : path.resolve(dir, p);
    }
  }
  if (text === "import.meta.url") return sf.getFilePath();
  if (Node.isIdentifier(u) || Node.isPropertyAccessExpression(u)) {
    const v = evaluate(u);
    if (v && v !== u && stripped(v) !== u) return pathValue(v, evaluate, depth + 1);
  }
  return undefined;
}

function stripped(n: Node): Node {
  let u = n;
  while (
    Node.isParenthesizedExpression(u) ||
    Node.isAsExpression(u) ||
    Node.isAwaitExpression(u) ||
    Node.isNonNullExpression(u) ||
    Node.isSatisfiesExpression(u)
  )
    u = u.getExpression();
  return u;
}

/**
 * The JSON document a call reads: `JSON.parse(readFileSync(p, "utf8"))` (also through a variable
 * holding the text, and `fs.promises.readFile`), or `require("./x.json")`.
 */
export function jsonFromCall(call: Node, evaluate: Evaluate): Node | undefined {
  const u = stripped(call);
  if (!Node.isCallExpression(u)) return undefined;
  const callee = u.getExpression().getText();
  const arg = u.getArguments()[0];
  if (!arg) return undefined;
  const sf = u.getSourceFile();
  if (callee === "require") {
    const p = pathValue(arg, evaluate);
    return p !== undefined && /\.json$/i.test(p)
      ? jsonDocument(sf, path.resolve(path.dirname(sf.getFilePath()), p))
      : undefined;
  }
  if (callee !== "JSON.parse") return undefined;
  let text: Node | undefined = stripped(arg);
  if (Node.isIdentifier(text)) text = evaluate(text);
  text = text ? stripped(text) : undefined;
  if (!text || !Node.isCallExpression(text)) return undefined;
  const reader = text.getExpression().getText();
  if (!/(?:^|\.)(?:readFileSync|readFile)$/.test(reader)) return undefined;
  const p = pathValue(text.getArguments()[0], evaluate);
  return p === undefined ? undefined : jsonDocument(sf, path.resolve(rootOf(sf), p));
}
