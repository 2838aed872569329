import { type SpecRevision } from "../../model/spec-revision.js";
import { type ObjectLiteralExpression, type SourceFile } from "./morph.js";
/**
 * True when an object literal is an MCP result rather than, say, a cache library's option bag
 * (`new Cache({ ttlMs: 60_000 })` is not a use of the 2026-07-28 field).
 */
export declare function isResultObject(o: ObjectLiteralExpression): boolean;
export declare function detectSpecRevision(root: string, files: SourceFile[], configured?: string): SpecRevision;
