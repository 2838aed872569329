/**
 * Discovers MCP tools in a loaded project, across the ways real servers register them.
 *
 * Registration calls can sit inside loops over definition lists or inside project helpers
 * (`defineTool`, `registerSearchTool`); their arguments are then evaluated once per *context*:
 * a binding of the loop variable to one list element, or of the helper's parameters to the
 * arguments at one call site. One context is one tool.
 */
import type { ToolParameter } from "../../../model/types.js";
import { type SourceFile } from "../morph.js";
import type { ToolDiscovery } from "./tool.js";
export { classOf, type Env, elementsOf, evalIn, memberOf } from "./evaluate.js";
export type { HandlerEntry, ToolDiscovery } from "./tool.js";
export declare function discoverTools(files: SourceFile[]): ToolDiscovery & {
    limits: string[];
};
export type { ToolParameter };
