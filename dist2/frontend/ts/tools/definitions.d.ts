/** Tool definitions found by their shape, when the list that registers them is built at run time. */
import { Node, type SourceFile } from "../morph.js";
import { type Discovered, type ToolDiscovery } from "./tool.js";
/**
 * A registration loop over a list built at run time (filtered by settings, skills or a registry)
 * leaves its tools unnamed. Definitions written as literals with a handler (`defineTool({ name,
 * description, inputSchema, handler })`) are then found by their shape, each marked as only partly
 * understood; the site stays listed as unresolved when none is found.
 */
export declare function fromRunTimeLoops(files: SourceFile[], found: Discovered[], unresolvedSites: ToolDiscovery["unresolvedSites"]): Discovered[];
/**
 * Object literals that look like MCP tool definitions, with the name they give the tool:
 * - a constant `name`, a `description` and an object `inputSchema` (`{ name: "search", … }`);
 * - a tool map's entry keyed by the tool's name whose value (or a wrapper call's one argument,
 *   `tool({…})`) has a `description`, a `parameters`/`inputSchema` and an `execute`/`handler`
 *   (`{ list_tables: tool({ description, parameters, execute }) }`). Spreads are followed.
 */
export declare function toolDefinitionLiterals(files: SourceFile[]): {
    def: Node;
    name: string;
    at: Node;
}[];
/**
 * A definition found by its shape that the server never uses: the top-level variable holding it is
 * referenced nowhere outside test files (a tool kept in the code but left out of every list).
 */
export declare function neverReferenced(at: Node): boolean;
/** Marks a harvested tool that no list of the server reaches as not listed. */
export declare function markUnlisted(d: Discovered, at: Node): void;
