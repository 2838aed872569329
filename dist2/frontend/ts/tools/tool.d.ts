/** Building one ToolModel from what a discovery strategy found: schema, handler entry, intent. */
import type { RegistrationStyle, SourceLocation, ToolModel } from "../../../model/types.js";
import { Node } from "../morph.js";
import type { ConstString } from "../syntax/const-eval.js";
import { type Env } from "./evaluate.js";
/** How the dataflow engine enters a tool's handler. */
export interface HandlerEntry {
    /** The function whose parameter `argsIndex` receives the tool's arguments. */
    fn?: Node;
    argsIndex: number;
    /** When that parameter is a request object: the member that holds the arguments (`toolArgs.args`). */
    argsPath?: string[];
    /** For low-level servers: the dispatch branch (case clause / if block) that serves this tool. */
    branch?: Node;
    /** The enclosing CallTool handler when `branch` is set. */
    dispatcher?: Node;
    /** Dispatch branches of the other tools, skipped when walking the dispatcher. */
    otherBranches: Node[];
    env: Env;
}
export interface Discovered {
    tool: ToolModel;
    entry?: HandlerEntry;
    /** The ListTools handler that lists this tool, for a low-level listing. */
    listedBy?: Node;
}
export interface ToolDiscovery {
    tools: ToolModel[];
    entries: Map<string, HandlerEntry>;
    /** Registration sites whose tool name could not be resolved statically. */
    unresolvedSites: {
        location: SourceLocation;
        reason: string;
    }[];
}
/** When a handler is a thin forwarder (`(a) => def.handler(a)`), the function it forwards to. */
export declare function handlerFunction(expr: Node | undefined, env: Env, depth?: number): {
    fn?: Node;
    argsIndex: number;
};
/** The keys a single-object definition gives its handler under. */
export declare const HANDLER_KEYS: string[];
/** The handler member of a tool definition object. */
export declare function handlerMember(def: Node): Node | undefined;
export declare function isZodShapeOrSchema(n: Node): boolean;
export declare function makeTool(name: string, registration: RegistrationStyle, location: SourceLocation, description: ConstString | undefined, schemaNode: Node | undefined, given: {
    fn?: Node;
    argsIndex: number;
}, env: Env, annotations?: Node): Discovered;
