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
import type { ServerScope } from "../model/types.js";
/** The example folder a path (relative to the root, forward slashes) lies under, or undefined. */
export declare function exampleFolderOf(folder: string): string | undefined;
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
export declare function decideScopeKinds(candidates: ScopeCandidate[]): ServerScope[];
/** The innermost scope whose folder holds a file (relative to the root), or undefined. */
export declare function scopeOfFile<S extends {
    folder: string;
}>(scopes: readonly S[], file: string): S | undefined;
export declare const EXAMPLE_LISTED_REASON = "a tool of an example or demo server in the tree, not of the shipped server";
