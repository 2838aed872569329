/**
 * Tools generated at start-up from a bundled OpenAPI document by a converter that keeps them in a
 * lookup keyed by tool name: a loop over the spec's `paths` and each path's operations writes
 * `lookup[KEY] = …`, and the CallTool handler reads `lookup[name]`. The key is evaluated once per
 * operation of the document, by a small interpreter over the project's own code (constants,
 * templates, string methods, the project functions it calls with their parameters bound, their
 * `if … return` guards); the loop's constant skips (`if (!op.operationId) continue`) are applied
 * the same way. A key that cannot be evaluated for an operation leaves the document reported as
 * "N operations in <file>".
 */
import { Node, type SourceFile } from "../morph.js";
import { type Discovered } from "./tool.js";
/**
 * One tool per operation of a document the server reads, named by the lookup key its converter
 * writes for that operation.
 */
export declare function fromSpecLookups(files: SourceFile[], callHandlers: Node[]): Discovered[];
