/** Registration calls: `server.tool(…)`, `server.registerTool(…)`, `server.addTool({…})`. */
import { type CallExpression } from "../morph.js";
import { type Discovered, type ToolDiscovery } from "./tool.js";
/** server.tool(...) / server.registerTool(...) / server.addTool({...}) */
export declare function fromRegistrationCall(call: CallExpression, limits: string[], unresolvedSites: ToolDiscovery["unresolvedSites"]): Discovered[];
