/**
 * Walking an audited folder, shared by every front end: only regular files and folders inside the
 * root, in a fixed order, never following links, with the user's `ignore` globs applied.
 */
import { readdirSync, type Dirent } from "node:fs";
import path from "node:path";
import type { SkippedItem } from "../model/types.js";
import { relativePath } from "../model/location.js";

/** Folders that hold dependencies, environments or tooling state in any language, never a server's own source. */
export const TOOLING_DIRS = new Set(["node_modules", "coverage", ".git", ".next", ".turbo", ".cache", ".venv", "venv", "__pycache__", "site-packages"]);

/** A user `ignore` glob (`*`, `**`, `?`, relative to the root) as a test on relative paths. */
export function globToRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*") {
      if (glob[i + 1] === "*") {
        re += ".*";
        i++;
        if (glob[i + 1] === "/") i++;
      } else re += "[^/]*";
    } else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}(/.*)?$`);
}

export interface WalkVisitor {
  /** False to leave a folder out (its name and path relative to the root). */
  enterDir(name: string, rel: string): boolean;
  /** Called for every regular file, in order. Return "stop" to end the walk. */
  file(full: string, rel: string, name: string): void | "stop";
}

/** Walks `root` depth-first in code-unit order of names; folders that cannot be read go to `skipped`. */
export function walkTree(root: string, ignore: RegExp[], visitor: WalkVisitor, skipped: SkippedItem[] = []): void {
  let stopped = false;
  const visit = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      skipped.push({ subject: relativePath(root, dir) || ".", reason: `folder could not be read: ${(e as Error).message}`, kind: "file" });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const ent of entries) {
      if (stopped) return;
      const full = path.join(dir, ent.name);
      const r = relativePath(root, full);
      if (ignore.some((g) => g.test(r))) continue;
      if (ent.isSymbolicLink()) continue;
      if (ent.isDirectory()) {
        if (visitor.enterDir(ent.name, r)) visit(full);
      } else if (ent.isFile()) {
        if (visitor.file(full, r, ent.name) === "stop") stopped = true;
      }
    }
  };
  visit(root);
}

/** Counts files whose name passes `test` (up to `limit`), for a front end's cheap detection. */
export function countFiles(root: string, ignore: RegExp[], test: (name: string) => boolean, skipDir: (name: string) => boolean, limit = 1): number {
  let n = 0;
  walkTree(root, ignore, {
    enterDir: (name) => !skipDir(name) && !(name.startsWith(".") && name !== "."),
    file: (_full, _rel, name) => {
      if (test(name) && ++n >= limit) return "stop";
    },
  });
  return n;
}
