/**
 * The Python parser: tree-sitter's Python grammar in WebAssembly (`web-tree-sitter` plus the
 * `.wasm` file that the `tree-sitter-python` package ships). No native build and no Python
 * interpreter: the grammar package's install script is never needed, only its `.wasm` file.
 *
 * web-tree-sitter initialises asynchronously. This module does it once, with a top-level `await`,
 * when it is first imported; so by the time any code that imports the front end runs, parsing is
 * synchronous and the audit pipeline stays synchronous too. If the grammar cannot be loaded (the
 * package is missing), the error is kept and reported when a Python project is parsed, so a
 * TypeScript-only audit still runs.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { Language, Parser, type Node as TsNode, type Tree } from "web-tree-sitter";

export type PyNode = TsNode;
export type PyTree = Tree;

let parser: Parser | undefined;
let initError: string | undefined;

function grammarPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("tree-sitter-python/package.json")), "tree-sitter-python.wasm");
}

try {
  await Parser.init();
  const lang = await Language.load(grammarPath());
  parser = new Parser();
  parser.setLanguage(lang);
} catch (e) {
  initError = e instanceof Error ? e.message : String(e);
}

/** Parses Python source; throws when the grammar could not be loaded. */
export function parsePython(text: string): PyTree {
  if (!parser) throw new Error(`the Python grammar (tree-sitter-python.wasm) could not be loaded: ${initError ?? "unknown reason"}`);
  const tree = parser.parse(text);
  if (!tree) throw new Error("tree-sitter returned no tree");
  return tree;
}

/** Why the Python parser is not available, or undefined when it is. */
export function pythonParserProblem(): string | undefined {
  return parser ? undefined : initError ?? "not initialised";
}
