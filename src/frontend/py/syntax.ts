/**
 * Syntax helpers over tree-sitter's Python tree: locations, literal values, names bound at module
 * level, and resolving a name through `import` / `from … import` to the project file and definition
 * it stands for. Read as data only; the audited code is never imported or run.
 */
import path from "node:path";
import type { SourceLocation } from "../../model/types.js";
import type { LoadedPython, PyFile } from "./load.js";
import type { PyNode } from "./parser.js";

/**
 * Named children and descendants. The tree is a plain-JavaScript copy (parser.ts), so each node keeps
 * its named children itself; descendants by type are indexed once per node asked (walks ask the same
 * node for calls, then for attributes, then for calls again). `clearSyntaxCaches` drops the indexes.
 */
const typeIndexes = new WeakMap<
  PyNode,
  { all: PyNode[]; byType: Map<string, PyNode[]>; merged?: Map<string, PyNode[]> }
>();
let indexed: PyNode[] = [];

export function clearSyntaxCaches(): void {
  for (const n of indexed) typeIndexes.delete(n);
  indexed = [];
  for (const r of indexedRoots) fileIndexes.delete(r);
  indexedRoots = [];
}

/**
 * One index of a whole tree, built at the first `ofType` asked of any node in it: the named nodes in
 * pre-order (the order `descendants` gives), each numbered with its place and the place of the last
 * node of its subtree, and by type the nodes of that type. A node's descendants of a type are then one
 * slice of that type's list, found by binary search, instead of a walk and an index per node asked.
 */
interface FileIndex {
  byType: Map<string, PyNode[]>;
  /** Multi-type questions, merged once per node and set of types. */
  merged: Map<PyNode, Map<string, PyNode[]>>;
}
const fileIndexes = new WeakMap<PyNode, FileIndex>();
let indexedRoots: PyNode[] = [];

function fileIndexOf(n: PyNode): { ix: FileIndex; at: number } | undefined {
  let root = n;
  while (root.parent) root = root.parent;
  let ix = fileIndexes.get(root);
  if (!ix) {
    // each named node's place and its subtree's last place are kept on the node (`place`, `placeEnd`): the
    // same numbers every time a tree is indexed, so an index built again after clearSyntaxCaches agrees
    const byType = new Map<string, PyNode[]>();
    let count = 0;
    root.place = count++;
    // iterative pre-order over named children (as `descendants` with enterDefs), closing each subtree
    const nodes: PyNode[] = [root];
    const next: number[] = [0];
    while (nodes.length) {
      const top = nodes.length - 1;
      const node = nodes[top]!;
      const ks = kids(node);
      const i = next[top]!;
      if (i >= ks.length) {
        node.placeEnd = count - 1;
        nodes.pop();
        next.pop();
        continue;
      }
      next[top] = i + 1;
      const c = ks[i]!;
      c.place = count++;
      const list = byType.get(c.type);
      if (list) list.push(c);
      else byType.set(c.type, [c]);
      nodes.push(c);
      next.push(0);
    }
    ix = { byType, merged: new Map() };
    fileIndexes.set(root, ix);
    indexedRoots.push(root);
  }
  return n.place < 0 ? undefined : { ix, at: n.place };
}

/** The nodes of `list` (in pre-order) whose place lies in (from, to]. */
function placesBetween(list: PyNode[] | undefined, from: number, to: number): PyNode[] {
  if (!list?.length) return [];
  const first = (bound: number) => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.place <= bound) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return list.slice(first(from), first(to));
}

export function kids(n: PyNode | null | undefined): PyNode[] {
  return n ? n.namedChildren : [];
}

export function field(n: PyNode | null | undefined, name: string): PyNode | undefined {
  return n?.childForFieldName(name) ?? undefined;
}

export function locOf(file: PyFile, n: PyNode): SourceLocation {
  // the first line only (a function's whole text is not split for it), each position looked up once
  const text = n.text;
  const nl = text.indexOf("\n");
  const first = nl < 0 ? text : text.slice(0, nl);
  const start = n.startPosition;
  const end = n.endPosition;
  return {
    file: file.rel,
    line: start.row + 1,
    column: start.column + 1,
    endLine: end.row + 1,
    endColumn: end.column + 1,
    snippet: (first.length > 160 ? first.slice(0, 160) : first).trim(),
  };
}

/** Unwraps parentheses, `await` and type casts that do not change the value. */
export function unwrap(n: PyNode): PyNode {
  let cur = n;
  for (let i = 0; i < 8; i++) {
    if (cur.type === "parenthesized_expression" || cur.type === "await") {
      const inner = kids(cur)[0];
      if (!inner) break;
      cur = inner;
      continue;
    }
    break;
  }
  return cur;
}

/** The value of a string literal without interpolation (implicit concatenation joined), or undefined. */
export function stringValue(n: PyNode | undefined): string | undefined {
  if (!n) return undefined;
  n = unwrap(n);
  if (n.type === "concatenated_string") {
    const parts = kids(n).map((k) => stringValue(k));
    return parts.every((p) => p !== undefined) ? parts.join("") : undefined;
  }
  if (n.type !== "string") return undefined;
  let out = "";
  for (const c of kids(n)) {
    if (c.type === "interpolation") return undefined;
    if (c.type === "string_content") out += c.text;
    if (c.type === "escape_sequence") out += unescapeSequence(c.text);
  }
  return out;
}

/** A string's text with each `{…}` interpolation as `${…}` (f-strings), or the plain value. */
export function templateText(n: PyNode): string | undefined {
  n = unwrap(n);
  if (n.type === "concatenated_string") {
    const parts = kids(n).map((k) => templateText(k));
    return parts.every((p) => p !== undefined) ? parts.join("") : undefined;
  }
  if (n.type !== "string") return undefined;
  let out = "";
  // an f-string's escapes can stand inside its content node: read `\n` as a line break there too (not in a raw string)
  const raw = /^[a-zA-Z]*[rR]/.test(n.text);
  for (const c of kids(n)) {
    if (c.type === "interpolation") out += "${…}";
    if (c.type === "string_content") out += raw ? c.text : c.text.replace(/\\[nt\\'"]/g, (e) => unescapeSequence(e));
    if (c.type === "escape_sequence") out += unescapeSequence(c.text);
  }
  return out;
}

function unescapeSequence(s: string): string {
  const map: Record<string, string> = { "\\n": "\n", "\\t": "\t", "\\\\": "\\", "\\'": "'", '\\"': '"' };
  return map[s] ?? s;
}

export function isString(n: PyNode): boolean {
  const u = unwrap(n);
  return u.type === "string" || u.type === "concatenated_string";
}

/** Dotted text of a name or attribute chain (`mcp.tool`, `self._http.get`), or undefined. */
export function dotted(n: PyNode | undefined): string | undefined {
  if (!n) return undefined;
  if (n.type === "identifier") return n.text;
  if (n.type === "attribute") {
    const o = dotted(field(n, "object"));
    const a = field(n, "attribute");
    return o && a ? `${o}.${a.text}` : undefined;
  }
  return undefined;
}

/** The function definition a decorated definition or a def stands for. */
export function defOf(n: PyNode): PyNode | undefined {
  if (n.type === "function_definition" || n.type === "class_definition") return n;
  if (n.type === "decorated_definition") return field(n, "definition");
  return undefined;
}

/** Decorators of a def (when it is decorated). */
export function decoratorsOf(def: PyNode): PyNode[] {
  const p = def.parent;
  if (p?.type !== "decorated_definition") return [];
  return kids(p)
    .filter((k) => k.type === "decorator")
    .map((d) => kids(d)[0]!)
    .filter(Boolean);
}

/** Keyword arguments of a call by name. */
export function keywordArgs(call: PyNode): Map<string, PyNode> {
  const out = new Map<string, PyNode>();
  for (const a of kids(field(call, "arguments"))) {
    if (a.type !== "keyword_argument") continue;
    const name = field(a, "name")?.text;
    const value = field(a, "value");
    if (name && value) out.set(name, value);
  }
  return out;
}

export function positionalArgs(call: PyNode): PyNode[] {
  const args = field(call, "arguments");
  if (args && args.type !== "argument_list") return [args];
  return kids(args).filter(
    (a) =>
      a.type !== "keyword_argument" && a.type !== "comment" && a.type !== "list_splat" && a.type !== "dictionary_splat",
  );
}

/** The docstring of a function or class body: its first statement when that is a string. */
export function docstringOf(def: PyNode): PyNode | undefined {
  const body = field(def, "body");
  const first = kids(body).find((k) => k.type !== "comment");
  if (first?.type === "expression_statement") {
    const s = kids(first)[0];
    if (s && (s.type === "string" || s.type === "concatenated_string")) return s;
  }
  return undefined;
}

/** The text between a string's quotes (docstrings keep their lines, so a line offset maps to the source). */
export function rawStringText(n: PyNode): string {
  if (n.type === "concatenated_string") return kids(n).map(rawStringText).join("");
  return kids(n)
    .filter((c) => c.type === "string_content" || c.type === "escape_sequence" || c.type === "interpolation")
    .map((c) =>
      c.type === "interpolation" ? "${…}" : c.type === "escape_sequence" ? unescapeSequence(c.text) : c.text,
    )
    .join("");
}

/** Every descendant (pre-order), not entering nested function or class definitions unless asked. */
export function descendants(n: PyNode, opts: { enterDefs?: boolean } = {}): PyNode[] {
  const out: PyNode[] = [];
  const visit = (x: PyNode) => {
    for (const c of kids(x)) {
      out.push(c);
      if (!opts.enterDefs && (c.type === "function_definition" || c.type === "class_definition" || c.type === "lambda"))
        continue;
      visit(c);
    }
  };
  visit(n);
  return out;
}

/**
 * Whether a node has a descendant of one of the types (nested definitions entered, as `ofType`):
 * answered from the type index when one was built, else by a walk that stops at the first match,
 * without indexing the subtree (a test asked of every branch of every `if`).
 */
export function someOfType(n: PyNode, ...types: string[]): boolean {
  const ix = typeIndexes.get(n);
  if (ix) return types.some((t) => (ix.byType.get(t)?.length ?? 0) > 0);
  const stack = [...kids(n)];
  while (stack.length) {
    const c = stack.pop()!;
    if (types.includes(c.type)) return true;
    stack.push(...kids(c));
  }
  return false;
}

export function ofType(n: PyNode, ...types: string[]): PyNode[] {
  const fx = fileIndexOf(n);
  if (fx) {
    const { ix: f, at } = fx;
    const end = n.placeEnd;
    if (types.length === 1) return placesBetween(f.byType.get(types[0]!), at, end);
    const key = types.join("|");
    let perNode = f.merged.get(n);
    if (!perNode) {
      perNode = new Map();
      f.merged.set(n, perNode);
    }
    let merged = perNode.get(key);
    if (!merged) {
      const lists = types.map((t) => placesBetween(f.byType.get(t), at, end)).filter((l) => l.length);
      merged =
        lists.length <= 1
          ? [...(lists[0] ?? [])]
          : lists.flat().sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
      perNode.set(key, merged);
    }
    return [...merged];
  }
  let ix = typeIndexes.get(n);
  if (!ix) {
    const all = descendants(n, { enterDefs: true });
    const byType = new Map<string, PyNode[]>();
    for (const d of all) {
      const list = byType.get(d.type);
      if (list) list.push(d);
      else byType.set(d.type, [d]);
    }
    ix = { all, byType };
    typeIndexes.set(n, ix);
    indexed.push(n);
  }
  if (types.length === 1) return [...(ix.byType.get(types[0]!) ?? [])];
  // several types: their lists merged back into document order (an outer node before one starting with it),
  // merged once per node and set of types (walks ask the same question of one function many times)
  const key = types.join("|");
  ix.merged ??= new Map();
  let merged = ix.merged.get(key);
  if (!merged) {
    const lists = types.map((t) => ix!.byType.get(t) ?? []).filter((l) => l.length);
    merged =
      lists.length <= 1
        ? [...(lists[0] ?? [])]
        : lists.flat().sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
    ix.merged.set(key, merged);
  }
  return [...merged];
}

/** The function that encloses a node (or undefined at module level). */
export function enclosingFunction(n: PyNode): PyNode | undefined {
  for (let p = n.parent; p; p = p.parent) if (p.type === "function_definition") return p;
  return undefined;
}

export function enclosingClass(n: PyNode): PyNode | undefined {
  for (let p = n.parent; p; p = p.parent) {
    if (p.type === "class_definition") return p;
  }
  return undefined;
}

/** A binding at module level. */
export type Binding =
  | { kind: "function"; file: PyFile; node: PyNode }
  | { kind: "class"; file: PyFile; node: PyNode }
  | { kind: "value"; file: PyFile; node: PyNode; name: string; value: PyNode | undefined }
  | { kind: "module"; file: PyFile | undefined; name: string }
  | { kind: "external"; module: string; name: string };

interface ImportRef {
  module: string;
  /** The imported name (undefined for `import x` / `import x as y`). */
  name?: string;
  level: number;
}

/** Names bound at module level in each file, and resolution through imports. */
export class ProjectIndex {
  private readonly top = new Map<
    PyFile,
    Map<string, { node: PyNode; kind: "function" | "class" | "value" | "import"; value?: PyNode; ref?: ImportRef }>
  >();
  readonly fileOf = new Map<number, PyFile>();

  constructor(readonly loaded: LoadedPython) {
    for (const f of [...loaded.files, ...loaded.testFiles]) if (f.root) this.top.set(f, this.readTop(f));
  }

  private readTop(f: PyFile) {
    const out = new Map<
      string,
      { node: PyNode; kind: "function" | "class" | "value" | "import"; value?: PyNode; ref?: ImportRef }
    >();
    const visit = (stmts: PyNode[]) => {
      for (const s of stmts) {
        const d = defOf(s);
        if (d?.type === "function_definition") {
          const n = field(d, "name")?.text;
          if (n) out.set(n, { node: d, kind: "function" });
        } else if (d?.type === "class_definition") {
          const n = field(d, "name")?.text;
          if (n) out.set(n, { node: d, kind: "class" });
        } else if (s.type === "expression_statement") {
          const a = kids(s)[0];
          if (a?.type === "assignment") {
            const left = field(a, "left");
            const right = field(a, "right");
            if (left?.type === "identifier")
              out.set(left.text, { node: a, kind: "value", ...(right ? { value: right } : {}) });
          }
        } else if (s.type === "import_from_statement") {
          const modNode = field(s, "module_name");
          const modText = modNode?.text ?? "";
          const level = /^\.*/.exec(modText)![0].length;
          const module = modText.slice(level);
          for (const c of kids(s)) {
            if (c === modNode) continue;
            if (c.type === "dotted_name")
              out.set(c.text, { node: s, kind: "import", ref: { module, name: c.text, level } });
            if (c.type === "aliased_import") {
              const name = field(c, "name")?.text;
              const alias = field(c, "alias")?.text;
              if (name && alias) out.set(alias, { node: s, kind: "import", ref: { module, name, level } });
            }
          }
        } else if (s.type === "import_statement") {
          for (const c of kids(s)) {
            if (c.type === "dotted_name")
              out.set(c.text.split(".")[0]!, {
                node: s,
                kind: "import",
                ref: { module: c.text.split(".")[0]!, level: 0 },
              });
            if (c.type === "aliased_import") {
              const name = field(c, "name")?.text;
              const alias = field(c, "alias")?.text;
              if (name && alias) out.set(alias, { node: s, kind: "import", ref: { module: name, level: 0 } });
            }
          }
        } else if (s.type === "if_statement" || s.type === "try_statement" || s.type === "with_statement") {
          // module-level `try: import x except ImportError: …` and `if TYPE_CHECKING:` blocks
          for (const b of descendants(s).filter((x) => x.type === "block")) visit(kids(b));
        }
      }
    };
    visit(kids(f.root));
    return out;
  }

  /** The project file a module reference names, relative to `from` for relative imports. */
  moduleFile(from: PyFile, module: string, level: number): PyFile | undefined {
    if (level > 0) {
      let dir = from.packageDir;
      for (let i = 1; i < level; i++) dir = path.posix.dirname(dir);
      const rel = [dir === "." ? "" : dir, ...(module ? module.split(".") : [])].filter(Boolean).join("/");
      const files = [...this.loaded.files, ...this.loaded.testFiles];
      return files.find((f) => f.rel === `${rel}.py`) ?? files.find((f) => f.rel === `${rel}/__init__.py`);
    }
    return this.loaded.byModule.get(module);
  }

  /** What a module-level name in `file` stands for, following imports (bounded). */
  resolveName(file: PyFile, name: string, depth = 0): Binding | undefined {
    if (depth > 10) return undefined;
    const b = this.top.get(file)?.get(name);
    if (!b) return undefined;
    if (b.kind === "function" || b.kind === "class") return { kind: b.kind, file, node: b.node };
    if (b.kind === "value") return { kind: "value", file, node: b.node, name, value: b.value };
    const ref = b.ref!;
    if (ref.name === undefined) {
      const target = this.moduleFile(file, ref.module, ref.level);
      return target
        ? { kind: "module", file: target, name: ref.module }
        : { kind: "external", module: ref.module, name: ref.module };
    }
    const target = this.moduleFile(file, ref.module, ref.level);
    if (!target) {
      // `from . import tools` / `from pkg import submodule`
      const sub = this.moduleFile(file, ref.module ? `${ref.module}.${ref.name}` : ref.name, ref.level);
      if (sub) return { kind: "module", file: sub, name: ref.name };
      return { kind: "external", module: ref.module, name: ref.name };
    }
    const inner = this.resolveName(target, ref.name, depth + 1);
    if (inner) return inner;
    const sub = this.moduleFile(file, ref.module ? `${ref.module}.${ref.name}` : ref.name, ref.level);
    if (sub) return { kind: "module", file: sub, name: ref.name };
    return undefined;
  }

  /** What a name or `module.name` expression stands for at module level. */
  resolveExpr(file: PyFile, n: PyNode, depth = 0): Binding | undefined {
    n = unwrap(n);
    if (n.type === "identifier") return this.resolveName(file, n.text, depth);
    if (n.type === "attribute") {
      const obj = this.resolveExpr(file, field(n, "object")!, depth);
      const attr = field(n, "attribute")?.text;
      if (!attr || !obj) return undefined;
      if (obj.kind === "module" && obj.file)
        return (
          this.resolveName(obj.file, attr, depth + 1) ??
          (this.moduleFile(obj.file, attr, 1)
            ? { kind: "module", file: this.moduleFile(obj.file, attr, 1), name: attr }
            : undefined)
        );
      if (obj.kind === "external")
        return {
          kind: "external",
          module: `${obj.module}.${obj.name === obj.module ? "" : obj.name}`.replace(/\.$/, ""),
          name: attr,
        };
      if (obj.kind === "class") {
        const m = methodOf(obj.node, attr);
        if (m) return { kind: "function", file: obj.file, node: m };
      }
    }
    return undefined;
  }

  /** Every module-level name of a file (for `from x import *` and listing). */
  names(file: PyFile): string[] {
    return [...(this.top.get(file)?.keys() ?? [])];
  }

  /** The module an imported name comes from, for external names (`httpx`, `mcp.server.fastmcp`). */
  importSource(file: PyFile, name: string): string | undefined {
    const b = this.top.get(file)?.get(name);
    if (b?.kind !== "import") return undefined;
    return b.ref!.name === undefined ? b.ref!.module : `${".".repeat(b.ref!.level)}${b.ref!.module}`;
  }
}

/** A method of a class by name, looking in the class body. */
export function methodOf(cls: PyNode, name: string): PyNode | undefined {
  for (const s of kids(field(cls, "body"))) {
    const d = defOf(s);
    if (d?.type === "function_definition" && field(d, "name")?.text === name) return d;
  }
  return undefined;
}

/** Base class names of a class definition, as written. */
export function baseNames(cls: PyNode): PyNode[] {
  return kids(field(cls, "superclasses")).filter((k) => k.type !== "keyword_argument");
}

/** The name a parameter binds: `x`, `x: int = 1`, `*args`, `**kwargs`. */
export function paramName(p: PyNode | undefined): string | undefined {
  if (!p) return undefined;
  if (p.type === "identifier") return p.text;
  const splat = kids(p).find((k) => k.type === "dictionary_splat_pattern" || k.type === "list_splat_pattern");
  if (splat) return kids(splat).find((k) => k.type === "identifier")?.text;
  return field(p, "name")?.text ?? kids(p).find((k) => k.type === "identifier")?.text;
}
