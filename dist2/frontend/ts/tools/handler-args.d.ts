import { Node } from "../morph.js";
/**
 * The handler's argument position, and the member of that parameter that holds the arguments when it is
 * a request object. A parameter other than the first is chosen only when it fits better than the first:
 * typed with the schema's inferred type, named like the arguments, or reading more of the schema's fields.
 * The first parameter's member is chosen only when the first parameter reads none of the schema's fields
 * itself and reads a member named like the arguments.
 */
export declare function argumentsPosition(fn: Node | undefined, schemaNames: string[]): {
    argsIndex: number;
    argsPath?: string[];
} | undefined;
