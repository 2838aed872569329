/**
 * The Python parser's copy of tree-sitter's tree (src/frontend/py/parser.ts): the copy that calls the
 * WebAssembly module's cursor functions directly gives the same tree, node for node (type, named,
 * offsets, field, children, error mark, depth), as the copy through web-tree-sitter's `TreeCursor`.
 * Read over every Python file of the corpus (written for this repository) and over small sources with
 * the forms that move offsets: non-BMP characters, CRLF, syntax errors, deep nesting.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type PyNode, parsePython, setDirectCursor } from "../src/frontend/py/parser.js";

const CORPUS = path.join(import.meta.dirname, "corpus", "py");

function pyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pyFiles(path.join(dir, e.name)) : e.name.endsWith(".py") ? [path.join(dir, e.name)] : [],
  );
}

/** The tree as lines, pre-order: everything the front end reads of a node except its id. */
function shape(root: PyNode): string[] {
  const out: string[] = [];
  const walk = (n: PyNode, level: number) => {
    out.push(
      `${level} ${n.type} named=${n.isNamed} ${n.startIndex}-${n.endIndex} field=${n.fieldName} error=${n.hasError} children=${n.children.length} parent=${n.parent?.type ?? "-"}`,
    );
    for (const c of n.children) walk(c, level + 1);
  };
  walk(root, 0);
  return out;
}

function both(text: string): { direct: string[]; cursor: string[]; depths: number[] } {
  setDirectCursor(true);
  const a = parsePython(text);
  setDirectCursor(false);
  const b = parsePython(text);
  setDirectCursor(true);
  return { direct: shape(a.rootNode), cursor: shape(b.rootNode), depths: [a.depth, b.depth] };
}

afterEach(() => {
  setDirectCursor(true);
});

describe("the Python parser's tree copy", () => {
  it("calls the cursor functions directly with this web-tree-sitter", () => {
    expect(setDirectCursor(true)).toBe(true);
  });

  it("gives the same tree both ways for every Python file of the corpus", () => {
    const files = pyFiles(CORPUS);
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const { direct, cursor, depths } = both(readFileSync(f, "utf8"));
      expect(direct, path.relative(CORPUS, f)).toEqual(cursor);
      expect(depths[0], path.relative(CORPUS, f)).toBe(depths[1]);
    }
  });

  it("gives the same tree both ways for non-BMP text, CRLF, a syntax error and deep nesting", () => {
    const sources = [
      'def f(x):\n    """Sucht 🦀 und 𝔘𝔫𝔦𝔠𝔬𝔡𝔢."""\n    return {"k": "€😀", "n": x}\n',
      "def g(a, b):\r\n    if a:\r\n        return [b]\r\n    return []\r\n",
      "def broken(:\n    return ]\nx = 1\n",
      `v = ${"(".repeat(60)}1${")".repeat(60)}\n`,
      "",
    ];
    for (const s of sources) {
      const { direct, cursor, depths } = both(s);
      expect(direct).toEqual(cursor);
      expect(depths[0]).toBe(depths[1]);
    }
    // and the tree itself, whole, for one call (so a wrong mapping cannot hide by being wrong both ways)
    expect(both('print(sep="-")\n').direct).toEqual([
      "0 module named=true 0-15 field=null error=false children=1 parent=-",
      "1 expression_statement named=true 0-14 field=null error=false children=1 parent=module",
      "2 call named=true 0-14 field=null error=false children=2 parent=expression_statement",
      "3 identifier named=true 0-5 field=function error=false children=0 parent=call",
      "3 argument_list named=true 5-14 field=arguments error=false children=3 parent=call",
      "4 ( named=false 5-6 field=null error=false children=0 parent=argument_list",
      "4 keyword_argument named=true 6-13 field=null error=false children=3 parent=argument_list",
      "5 identifier named=true 6-9 field=name error=false children=0 parent=keyword_argument",
      "5 = named=false 9-10 field=null error=false children=0 parent=keyword_argument",
      "5 string named=true 10-13 field=value error=false children=3 parent=keyword_argument",
      "6 string_start named=true 10-11 field=null error=false children=0 parent=string",
      "6 string_content named=true 11-12 field=null error=false children=0 parent=string",
      "6 string_end named=true 12-13 field=null error=false children=0 parent=string",
      "4 ) named=false 13-14 field=null error=false children=0 parent=argument_list",
    ]);
  });
});
