/**
 * Server scopes, language-neutral: once a front end has found the servers of a tree (a package with its
 * own server object, a workspace package), this decides what each one is. Both front ends call it, so
 * an example server or a companion dev tool is judged by the same signals in either language.
 *
 * - **example**: the server's folder is under an `examples/`, `demo/` or `samples/` folder (any of
 *   `example`, `examples`, `demo`, `demos`, `sample`, `samples`, whole folder names only), the project
 *   at the root does not publish it (no entry point, script, `bin` or package list of the root project
 *   points into it), and another server in the tree is not such an example. A folder name alone is not
 *   enough: a real server that sits in `examples/` by accident is published by its project, or is the
 *   only server in the tree; either keeps it a server.
 * - **local-files**: a companion dev-tool server beside another server: none of its tools reaches an
 *   upstream call, and its code reads local files. Data-source rules do not judge it.
 * - **server**: everything else.
 */
import type { ScopeKind, ServerScope } from "../model/types.js";

const EXAMPLE_DIR = /^(examples?|demos?|samples?)$/i;

/** The example folder a path (relative to the root, forward slashes) lies under, or undefined. */
export function exampleFolderOf(folder: string): string | undefined {
  const parts = folder.split("/");
  const i = parts.findIndex((p) => EXAMPLE_DIR.test(p));
  return i < 0 ? undefined : parts.slice(0, i + 1).join("/");
}

/** What a front end knows of one server in the tree. */
export interface ScopeCandidate {
  id: string;
  /** Relative to the root, forward slashes; "." for the root. */
  folder: string;
  definedBy?: string;
  /** Why the root project publishes this server (an entry point, a package list), when it does. */
  publishedBy?: string;
  /** How many tools belong to it. */
  tools: number;
  /** Whether any of its tools reaches an upstream call. */
  reachesUpstream: boolean;
  /** A local-file read in its code (`open(...)`, `fs.readFile`), as `file:line`, when there is one. */
  localFileRead?: string;
}

/** Decides the kind of each scope (see the module comment); the input order is kept. */
export function decideScopeKinds(candidates: ScopeCandidate[]): ServerScope[] {
  const underExample = (c: ScopeCandidate) => exampleFolderOf(c.folder) !== undefined;
  const exampleLike = (c: ScopeCandidate) => underExample(c) && !c.publishedBy;
  const shipped = candidates.filter((c) => c.tools > 0 && !exampleLike(c));
  return candidates.map((c) => {
    let kind: ScopeKind = "server";
    let reason: string;
    if (exampleLike(c) && shipped.length > 0) {
      kind = "example";
      reason = `under ${exampleFolderOf(c.folder)}/ and not published by the project at the root, beside ${(shipped.find((o) => o.reachesUpstream) ?? shipped[0]!).id}`;
    } else if (
      !c.reachesUpstream &&
      c.localFileRead &&
      c.tools > 0 &&
      candidates.some((o) => o !== c && o.reachesUpstream)
    ) {
      kind = "local-files";
      reason = `a companion server whose tools reach no upstream call and which reads local files (${c.localFileRead})`;
    } else if (underExample(c))
      reason = c.publishedBy
        ? `under ${exampleFolderOf(c.folder)}/, but published by the project at the root (${c.publishedBy})`
        : `under ${exampleFolderOf(c.folder)}/, but no other server in the tree is the shipped one`;
    else reason = "a server of the tree";
    return { id: c.id, folder: c.folder, kind, reason, ...(c.definedBy ? { definedBy: c.definedBy } : {}) };
  });
}

/** The innermost scope whose folder holds a file (relative to the root), or undefined. */
export function scopeOfFile<S extends { folder: string }>(scopes: readonly S[], file: string): S | undefined {
  let best: S | undefined;
  for (const s of scopes) {
    const inside = s.folder === "." || file === s.folder || file.startsWith(`${s.folder}/`);
    if (inside && (!best || s.folder.length > best.folder.length)) best = s;
  }
  return best;
}

export const EXAMPLE_LISTED_REASON = "a tool of an example or demo server in the tree, not of the shipped server";
