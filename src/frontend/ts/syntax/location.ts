/** Locations in the audited source: line maps and the model's SourceLocation for a node. */
import type { Node, Project, SourceFile } from "ts-morph";
import { cmp, relativePath } from "../../../model/location.js";
import type { SourceLocation } from "../../../model/types.js";

const roots = new WeakMap<Project, string>();

/** Records the folder a loaded project's locations are relative to (once, when it is loaded). */
export function setProjectRoot(project: Project, root: string): void {
  roots.set(project, root);
}

/** The audit root of the project a file belongs to. */
export function rootOf(sf: SourceFile): string {
  const root = roots.get(sf.getProject());
  if (root === undefined) throw new Error(`no audit root recorded for the project of ${sf.getFilePath()}`);
  return root;
}

/** 1-based line and column of a position, through the compiler's cached line map (ts-morph's own helper rescans the text). */
export function lineCol(sf: SourceFile, pos: number): { line: number; column: number } {
  const lc = sf.compilerNode.getLineAndCharacterOfPosition(pos);
  return { line: lc.line + 1, column: lc.character + 1 };
}

const linesCache = new WeakMap<SourceFile, string[]>();

/** The file's lines (split once per file). */
export function linesOf(sf: SourceFile): string[] {
  let lines = linesCache.get(sf);
  if (!lines) {
    lines = sf.getFullText().split("\n");
    linesCache.set(sf, lines);
  }
  return lines;
}

/** `text` cut to at most `max` characters at a token boundary (after a space or punctuation), never inside a word. */
export function cutAtToken(text: string, max: number): string {
  for (let i = max; i > max / 2; i--)
    if (/[\s,;:()[\]{}.=+\-*/<>!?&|]/.test(text[i - 1]!) || /\s/.test(text[i] ?? "")) return text.slice(0, i).trimEnd();
  return text.slice(0, max);
}

const relativeFiles = new WeakMap<SourceFile, string>();

/** The file's path relative to the audit root, with forward slashes (computed once per file). */
function fileOf(sf: SourceFile): string {
  let f = relativeFiles.get(sf);
  if (f === undefined) {
    f = relativePath(rootOf(sf), sf.getFilePath());
    relativeFiles.set(sf, f);
  }
  return f;
}

const locations = new WeakMap<Node, SourceLocation>();

/**
 * A node's location (from `startOffset` when given). The one of a whole node is computed once per node: the engine and
 * the readers place their steps at the same nodes many times over. Each caller gets its own copy.
 */
export function locOf(node: Node, startOffset?: number): SourceLocation {
  if (startOffset !== undefined) return computeLoc(node, startOffset);
  let loc = locations.get(node);
  if (!loc) {
    loc = computeLoc(node, undefined);
    locations.set(node, loc);
  }
  return { ...loc };
}

function computeLoc(node: Node, startOffset: number | undefined): SourceLocation {
  const sf = node.getSourceFile();
  const start = startOffset ?? node.getStart();
  const end = node.getEnd();
  const s = lineCol(sf, start);
  const e = lineCol(sf, end);
  let snippet = sf.getFullText().slice(start, Math.min(end, start + 400));
  const nl = snippet.indexOf("\n");
  if (nl >= 0) snippet = `${snippet.slice(0, nl).trimEnd()} …`;
  if (snippet.length > 160) snippet = `${cutAtToken(snippet, 157)}…`;
  return {
    file: fileOf(sf),
    line: s.line,
    column: s.column,
    endLine: e.line,
    endColumn: e.column,
    snippet,
  };
}

/**
 * `nodes` sorted as `sort(cmpNodes)` sorts them (stable, the same order), each node's file and start read once
 * instead of at every comparison: reached code holds thousands of nodes of a kind.
 */
export function sortedByDocumentOrder<T extends Node>(nodes: Iterable<T>): T[] {
  const keyed = [...nodes].map((n) => {
    const sf = n.getSourceFile();
    return { n, sf, start: n.getStart() };
  });
  const paths = new Map<SourceFile, string>();
  const pathOf = (sf: SourceFile) => {
    let p = paths.get(sf);
    if (p === undefined) {
      p = sf.getFilePath();
      paths.set(sf, p);
    }
    return p;
  };
  keyed.sort((a, b) => (a.sf === b.sf ? 0 : cmp(pathOf(a.sf), pathOf(b.sf))) || a.start - b.start);
  return keyed.map((k) => k.n);
}

/** Document order of two nodes: by file path, then position. */
export function cmpNodes(a: Node, b: Node): number {
  const fa = a.getSourceFile();
  const fb = b.getSourceFile();
  return (fa === fb ? 0 : cmp(fa.getFilePath(), fb.getFilePath())) || a.getStart() - b.getStart();
}
