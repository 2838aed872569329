/**
 * Reads tool input schemas written as zod shapes, zod objects or JSON Schema object literals into
 * the model's parameter list. Nothing is evaluated: the chain of zod calls is read as syntax.
 */
import type { ToolParameter } from "../../model/types.js";
import { Node } from "./morph.js";
export interface SchemaRead {
    parameters: ToolParameter[];
    resolved: boolean;
    reason?: string;
}
/**
 * Reads any supported input-schema expression: a zod shape, `z.object(shape)` (with
 * `.strict()`/`.describe()`…), `X.shape`, `zodToJsonSchema(X)`, or a JSON schema literal.
 */
/** `resolve` evaluates names in the registration context (defaults to following declarations). */
export declare function readSchema(node: Node | undefined, depth?: number, resolve?: (n: Node) => Node): SchemaRead;
