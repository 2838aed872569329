/**
 * The TypeScript/JavaScript front end: fills the language-neutral server model from a loaded
 * ts-morph project (tools, upstream calls, argument flows, model-visible text).
 */
import type { ServerModel } from "../../model/types.js";
import { Timings } from "../../timing.js";
import type { Frontend } from "../types.js";
import { type LoadedProject } from "./load.js";
import { Node, type SourceFile } from "./morph.js";
import { type ToolNames } from "./syntax/passed-functions.js";
import { type HandlerEntry } from "./tools/index.js";
import { type UpstreamSite } from "./upstream.js";
export interface FrontendOptions {
    /** Extra callee names to treat as upstream calls (`callApi`, `client.query`). */
    upstreamFunctions?: string[];
    /** `node:fs` reads count as upstream calls. */
    localFiles?: boolean;
    /** Where the sub-phases' times go (`model › …`). */
    timings?: Timings;
    /** The bound on tools followed per dispatch handler (default MAX_TOOLS_PER_DISPATCH; tests set a small one). */
    maxToolsPerDispatch?: number;
}
/**
 * Tools followed through one dispatch handler (`switch (name) { case "a": … }`). Each tool's walk
 * reads the whole handler, so N tools in one handler cost N² (a generated server of 3,000 cases
 * took 95 s and 3.5 GB). Past this bound the other tools are listed but not followed, and the run
 * says so (partial). The largest server of the development set has about 230 tools.
 */
export declare const MAX_TOOLS_PER_DISPATCH = 500;
/** What the TypeScript front end hands to analyzers that need syntax beyond the model. */
export interface TsFrontendData {
    loaded: LoadedProject;
    entries: Map<string, HandlerEntry>;
    upstreamSites: Map<string, UpstreamSite>;
    /** Functions each tool's handler reaches (tool id → function nodes). */
    reachedFunctions: Map<string, Node[]>;
}
export interface FrontendResult {
    model: ServerModel;
    ts: TsFrontendData;
    limits: string[];
    /** Parts left unread (tools past MAX_TOOLS_PER_DISPATCH): the run is partial. */
    unread: string[];
    unresolvedSites: {
        location: import("../../model/types.js").SourceLocation;
        reason: string;
    }[];
}
export declare function buildModel(loaded: LoadedProject, opts?: FrontendOptions): FrontendResult;
/**
 * Functions reachable from a handler through direct calls to project functions (bounded). A call to a
 * function the handler's code was handed (`callTool(tool.name, args)`, `callTool` a parameter) reaches the
 * functions passed for that parameter; from there on, dispatch branches on another tool's name (`names`)
 * are left out.
 */
export declare function reachableFunctions(entry: HandlerEntry, projectFiles: Set<SourceFile>, maxFunctions?: number, names?: ToolNames): Node[];
/** The TypeScript/JavaScript front end behind the seam (`frontend/types.ts`). */
export declare const typescriptFrontend: Frontend<LoadedProject>;
