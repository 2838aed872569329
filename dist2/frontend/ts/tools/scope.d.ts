import type { Node, SourceFile } from "ts-morph";
import type { ServerScope, ToolModel, UpstreamCall } from "../../../model/types.js";
/** The folder of the server package a node belongs to (the audited root when no package.json is nearer). */
export declare function scopeOf(n: Node): string;
export declare function sameScope(a: Node, b: Node): boolean;
/** Whether a file (relative to the root) lies under an example or demo folder (see frontend/scopes.ts). */
export declare function isExamplePath(rel: string): boolean;
/**
 * Several servers in one TypeScript tree (workspace packages, an example or demo server): fills
 * `tool.scope` (and `listed: false` for example servers) and returns the scopes, or undefined for one.
 */
export declare function assignTsScopes(root: string, files: SourceFile[], tools: ToolModel[], upstreamCalls: UpstreamCall[]): ServerScope[] | undefined;
/** Whether a node lies in a test file: a test never defines or registers the server's tools. */
export declare function inTestFile(n: Node): boolean;
