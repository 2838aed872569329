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
import { Language, Parser, type TreeCursor } from "web-tree-sitter";

/**
 * A syntax node as plain JavaScript, copied once from tree-sitter's tree with a cursor. Every
 * property of a web-tree-sitter node crosses into WebAssembly and allocates; the front end reads
 * the same nodes many times, so it reads this copy (the same names: `type`, `text`,
 * `childForFieldName`, `namedChildren`…) and the WebAssembly tree is freed right after parsing.
 */
export class PyNode {
  /** Filled by the copy, then replaced by an array of its exact length (see copyTree). */
  children: PyNode[] = [];
  parent: PyNode | null = null;
  /** The field this node fills in its parent (`name`, `body`…). */
  fieldName: string | null = null;
  /**
   * Place of a named node in its file's pre-order of named nodes, and of the last node of its subtree:
   * filled by syntax.ts's file index when the tree is first asked for descendants by type; -1 before,
   * and for unnamed nodes.
   */
  place = -1;
  placeEnd = -1;
  private named?: PyNode[];
  private sliced?: string;

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

  /** Read again and again (names compared by text in every walk): sliced once. */
  get text(): string {
    this.sliced ??= this.source.text.slice(this.startIndex, this.endIndex);
    return this.sliced;
  }

  get namedChildren(): PyNode[] {
    // most nodes have only named children: then the list is `children` itself (both are read, never changed)
    this.named ??= this.children.every((c) => c.isNamed) ? this.children : this.children.filter((c) => c.isNamed);
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

/**
 * The cursor functions of tree-sitter's WebAssembly module, called directly. `Parser.init(options)`
 * hands `options` to the Emscripten module, which adds its exports to that same object. Each of
 * web-tree-sitter's `TreeCursor` methods first writes the cursor's four words into the module's
 * transfer buffer, calls one of these functions with the tree's address, and reads the words back;
 * the functions that move the cursor write it back there themselves, and the ones that read a field
 * leave it as it is. A copy that only moves and reads one cursor can therefore call them as they are,
 * and the buffer holds the cursor throughout: the same calls, without the four writes and reads
 * around each (about a tenth of a Python audit's CPU). Absent (another web-tree-sitter build), the
 * copy goes through `TreeCursor` as before; test/py-parser.test.ts checks that both give the same tree.
 */
interface CursorCalls {
  _ts_tree_cursor_goto_first_child_wasm(tree: number): number;
  _ts_tree_cursor_goto_next_sibling_wasm(tree: number): number;
  _ts_tree_cursor_goto_parent_wasm(tree: number): number;
  _ts_tree_cursor_current_node_type_id_wasm(tree: number): number;
  _ts_tree_cursor_start_index_wasm(tree: number): number;
  _ts_tree_cursor_end_index_wasm(tree: number): number;
  _ts_tree_cursor_current_field_id_wasm(tree: number): number;
}
const CURSOR_CALLS: (keyof CursorCalls)[] = [
  "_ts_tree_cursor_goto_first_child_wasm",
  "_ts_tree_cursor_goto_next_sibling_wasm",
  "_ts_tree_cursor_goto_parent_wasm",
  "_ts_tree_cursor_current_node_type_id_wasm",
  "_ts_tree_cursor_start_index_wasm",
  "_ts_tree_cursor_end_index_wasm",
  "_ts_tree_cursor_current_field_id_wasm",
];
let direct: CursorCalls | undefined;

try {
  const moduleOptions: Record<string, unknown> = {};
  await Parser.init(moduleOptions);
  if (CURSOR_CALLS.every((k) => typeof moduleOptions[k] === "function"))
    direct = moduleOptions as unknown as CursorCalls;
  const lang = await Language.load(grammarPath());
  parser = new Parser();
  parser.setLanguage(lang);
  language = lang;
} catch (e) {
  initError = e instanceof Error ? e.message : String(e);
}

/** Whether the copy calls the cursor functions directly when it can (tests switch it off to compare). */
let useDirect = true;
/** Switches the direct cursor calls on or off; returns whether they are available at all. */
export function setDirectCursor(on: boolean): boolean {
  useDirect = on;
  return direct !== undefined;
}

/** The cursor as the copy reads it: web-tree-sitter's `TreeCursor`, or the module's functions on the tree's address. */
interface CursorView {
  typeId(): number;
  start(): number;
  end(): number;
  fieldName(): string | null | undefined;
  firstChild(): boolean;
  nextSibling(): boolean;
  parent(): boolean;
}

function cursorView(c: TreeCursor, tree: number, lang: Language, calls: CursorCalls | undefined): CursorView {
  if (!calls)
    return {
      typeId: () => c.nodeTypeId,
      start: () => c.startIndex,
      end: () => c.endIndex,
      fieldName: () => c.currentFieldName,
      firstChild: () => c.gotoFirstChild(),
      nextSibling: () => c.gotoNextSibling(),
      parent: () => c.gotoParent(),
    };
  const fields = lang.fields;
  return {
    typeId: () => calls._ts_tree_cursor_current_node_type_id_wasm(tree),
    start: () => calls._ts_tree_cursor_start_index_wasm(tree),
    end: () => calls._ts_tree_cursor_end_index_wasm(tree),
    fieldName: () => fields[calls._ts_tree_cursor_current_field_id_wasm(tree)],
    firstChild: () => calls._ts_tree_cursor_goto_first_child_wasm(tree) === 1,
    nextSibling: () => calls._ts_tree_cursor_goto_next_sibling_wasm(tree) === 1,
    parent: () => calls._ts_tree_cursor_goto_parent_wasm(tree) === 1,
  };
}

/**
 * A node's children in an array of their exact length, once all are in: an array grown by `push` keeps
 * room for 17 entries, and with some 40 000 such arrays in a large project the spare room was a third
 * of the tree's memory, copied by each young-generation collection the tree survives.
 */
function exact(node: PyNode): void {
  if (node.children.length) node.children = node.children.slice();
}

/** Depth-first copy of the tree under a fresh cursor: children in order, with the field each one fills. */
function copyTree(
  cursor: TreeCursor,
  tree: number,
  lang: Language,
  source: { text: string; lineStarts: number[] },
  calls: CursorCalls | undefined,
): { root: PyNode; depth: number } {
  const c = cursorView(cursor, tree, lang, calls);
  const make = (): PyNode => {
    const typeId = c.typeId();
    let named = namedType[typeId];
    if (named === undefined) {
      named = lang.nodeTypeIsNamed(typeId);
      namedType[typeId] = named;
    }
    return new PyNode(source, nextId++, lang.types[typeId] || "ERROR", named, c.start(), c.end(), false);
  };
  const root = make();
  const stack: PyNode[] = [root];
  let depth = 1;
  if (c.firstChild()) {
    for (;;) {
      const node = make();
      node.fieldName = c.fieldName() as string | null;
      const parent = stack[stack.length - 1]!;
      node.parent = parent;
      parent.children.push(node);
      if (c.firstChild()) {
        stack.push(node);
        if (stack.length + 1 > depth) depth = stack.length + 1;
        continue;
      }
      while (!c.nextSibling()) {
        if (!c.parent() || stack.length === 1) {
          stack.length = 0;
          break;
        }
        exact(stack.pop()!);
      }
      if (!stack.length) break;
    }
  }
  exact(root);
  return { root, depth };
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
    const { root, depth } = copyTree(
      c,
      (tree as unknown as Record<0, number>)[0],
      language!,
      source,
      useDirect ? direct : undefined,
    );
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
