/**
 * Server scopes: in a monorepo or a tree with several servers, each package (the nearest folder with
 * a package.json, up to the audited root) is its own server. Dispatch branches and handlers are
 * matched to a tool only within the same scope, and tools of example or demo servers are kept apart.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Node } from "ts-morph";
import { isTestFile } from "../load.js";
import { rootOf } from "../syntax/location.js";

const packageDirs = new Map<string, boolean>();

function hasPackageJson(dir: string): boolean {
  let v = packageDirs.get(dir);
  if (v === undefined) {
    v = existsSync(path.join(dir, "package.json"));
    packageDirs.set(dir, v);
  }
  return v;
}

/** The folder of the server package a node belongs to (the audited root when no package.json is nearer). */
export function scopeOf(n: Node): string {
  const sf = n.getSourceFile();
  const root = rootOf(sf);
  let dir = path.dirname(sf.getFilePath());
  while (dir.length > root.length && dir.startsWith(root)) {
    if (hasPackageJson(dir)) return dir;
    dir = path.dirname(dir);
  }
  return root;
}

export function sameScope(a: Node, b: Node): boolean {
  return scopeOf(a) === scopeOf(b);
}

const EXAMPLE_DIR = /^(examples?|demos?|samples?)$/i;

/** Whether a file (relative to the root) belongs to an example or demo server shipped beside the real one. */
export function isExamplePath(rel: string): boolean {
  return rel
    .split("/")
    .slice(0, -1)
    .some((p) => EXAMPLE_DIR.test(p));
}

/** Whether a node lies in a test file: a test never defines or registers the server's tools. */
export function inTestFile(n: Node): boolean {
  const sf = n.getSourceFile();
  return isTestFile(path.relative(rootOf(sf), sf.getFilePath()).split(path.sep).join("/"));
}
