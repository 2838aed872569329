import type { ServerScope, UpstreamCall } from "../../model/types.js";
import type { LoadedPython } from "./load.js";
import type { PyDiscovery } from "./tools.js";
/** Fills `tool.scope` (and `listed: false` for example servers) and returns the scopes, or undefined for one server. */
export declare function assignPyScopes(loaded: LoadedPython, discovery: PyDiscovery, upstreamCalls: UpstreamCall[]): ServerScope[] | undefined;
