/** Low-level servers: tools listed by a ListTools handler, served by the CallTool dispatch. */
import { Node, type SourceFile } from "../morph.js";
import { type Discovered, type ToolDiscovery } from "./tool.js";
/** The functions a server sets as its CallTool request handler. */
export declare function callToolHandlers(files: SourceFile[]): Node[];
/** Low-level servers: tools from ListTools, handlers from the CallTool dispatch. */
export declare function fromLowLevel(files: SourceFile[], limits: string[], unresolvedSites: ToolDiscovery["unresolvedSites"], generated?: Discovered[]): Discovered[];
