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
import { Language, Parser } from "web-tree-sitter";

/**
 * A syntax node as plain JavaScript, copied once from tree-sitter's tree with a cursor. Every
 * property of a web-tree-sitter node crosses into WebAssembly and allocates; the front end reads
 * the same nodes many times, so it reads this copy (the same names: `type`, `text`,
 * `childForFieldName`, `namedChildren`…) and the WebAssembly tree is freed right after parsing.
 */
export class PyNode {
  readonly children: PyNode[] = [];
  parent: PyNode | null = null;
  /** The field this node fills in its parent (`name`, `body`…). */
  fieldName: string | null = null;
  private named?: PyNode[];

  constructor(
    private readonly source: { text: string; lineStarts: number[] },
    readonly id: number,
    readonly type: string,
    readonly isNamed: boolean,
    readonly startIndex: number,
    readonly endIndex: number,
    readonly hasError: boolean,
  ) {}

  /** Row and column (0-based, UTF-16 code units), computed from the offset when asked. */
  get startPosition(): { row: number; column: number } {
    return position(this.source.lineStarts, this.startIndex);
  }

  get endPosition(): { row: number; column: number } {
    return position(this.source.lineStarts, this.endIndex);
  }

  get text(): string {
    return this.source.text.slice(this.startIndex, this.endIndex);
  }

  get namedChildren(): PyNode[] {
    this.named ??= this.children.filter((c) => c.isNamed);
    return this.named;
  }

  child(i: number): PyNode | null {
    return this.children[i] ?? null;
  }

  childForFieldName(name: string): PyNode | null {
    // a plain loop: asked several times for each node every walk visits
    const cs = this.children;
    for (let i = 0; i < cs.length; i++) if (cs[i]!.fieldName === name) return cs[i]!;
    return null;
  }

  childrenForFieldName(name: string): PyNode[] {
    return this.children.filter((c) => c.fieldName === name);
  }

  /** The smallest node that contains `offset`. */
  descendantForIndex(offset: number): PyNode {
    let cur: PyNode = this;
    for (;;) {
      const next = cur.children.find((c) => c.startIndex <= offset && offset < c.endIndex);
      if (!next) return cur;
      cur = next;
    }
  }
}

export interface PyTree {
  rootNode: PyNode;
  /** How many levels deep the tree goes (the root is level 1). */
  depth: number;
  /** Kept for callers that free trees; the copy needs nothing freed. */
  delete(): void;
}

let parser: Parser | undefined;
let language: Language | undefined;
/** Whether each node type (by id) is named: read once per type, not once per node (each read crosses into WebAssembly). */
const namedType: boolean[] = [];
let initError: string | undefined;
let nextId = 1;

function grammarPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("tree-sitter-python/package.json")), "tree-sitter-python.wasm");
}

try {
  await Parser.init();
  const lang = await Language.load(grammarPath());
  parser = new Parser();
  parser.setLanguage(lang);
  language = lang;
} catch (e) {
  initError = e instanceof Error ? e.message : String(e);
}

/** Parses Python source into a plain copy of the syntax tree; throws when the grammar could not be loaded. */
export function parsePython(text: string): PyTree {
  if (!parser)
    throw new Error(
      `the Python grammar (tree-sitter-python.wasm) could not be loaded: ${initError ?? "unknown reason"}`,
    );
  const tree = parser.parse(text);
  if (!tree) throw new Error("tree-sitter returned no tree");
  try {
    const lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
    const source = { text, lineStarts };
    const c = tree.walk();
    const lang = language!;
    const make = (): PyNode => {
      const typeId = c.nodeTypeId;
      let named = namedType[typeId];
      if (named === undefined) {
        named = lang.nodeTypeIsNamed(typeId);
        namedType[typeId] = named;
      }
      return new PyNode(source, nextId++, lang.types[typeId] || "ERROR", named, c.startIndex, c.endIndex, false);
    };
    const root = make();
    const stack: PyNode[] = [root];
    let depth = 1;
    // depth-first copy: children in order, with the field each one fills
    if (c.gotoFirstChild()) {
      for (;;) {
        const node = make();
        node.fieldName = c.currentFieldName;
        const parent = stack[stack.length - 1]!;
        node.parent = parent;
        parent.children.push(node);
        if (c.gotoFirstChild()) {
          stack.push(node);
          if (stack.length + 1 > depth) depth = stack.length + 1;
          continue;
        }
        while (!c.gotoNextSibling()) {
          if (!c.gotoParent() || stack.length === 1) {
            stack.length = 0;
            break;
          }
          stack.pop();
        }
        if (!stack.length) break;
      }
    }
    c.delete();
    const hasError = tree.rootNode.hasError;
    const out = hasError ? Object.assign(root, { hasError: true }) : root;
    return { rootNode: out, depth, delete: () => {} };
  } finally {
    tree.delete();
  }
}

function position(lineStarts: number[], offset: number): { row: number; column: number } {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { row: lo, column: offset - lineStarts[lo]! };
}

/** Why the Python parser is not available, or undefined when it is. */
export function pythonParserProblem(): string | undefined {
  return parser ? undefined : (initError ?? "not initialised");
}
