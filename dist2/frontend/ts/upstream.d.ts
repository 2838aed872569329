/**
 * Finds the places where a server talks to its upstream source: HTTP clients (fetch, axios, got,
 * undici, ky, node-fetch, node:http, superagent), instances made from them, SDK clients constructed
 * from third-party packages, and functions the user names in the configuration.
 */
import type { UpstreamClient } from "../../model/types.js";
import { type CallExpression, type SourceFile } from "./morph.js";
export interface UpstreamSite {
    call: CallExpression;
    client: UpstreamClient;
    callee: string;
    method?: string;
}
export declare function discoverUpstream(files: SourceFile[], extraFunctions?: string[], opts?: {
    localFiles?: boolean;
}): UpstreamSite[];
