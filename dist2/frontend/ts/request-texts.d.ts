/**
 * What a request says about the upstream it goes to (`ParamFlow.request`): the texts where it is built
 * and the modelled APIs (`model/upstream-defaults.ts`) the modules around it name. Read by rule 1 to
 * know an API's documented default for a key left out of the request.
 */
import type { ParamFlow } from "../../model/types.js";
import { type SourceFile } from "./morph.js";
import type { UpstreamSite } from "./upstream.js";
export declare class RequestReader {
    private readonly sites;
    private readonly files;
    private readonly literals;
    private readonly fileApis;
    /** Nodes by location, files by their path in the model, and the request scope of each node's function. */
    private readonly nodes;
    private byPath?;
    private readonly scopes;
    constructor(sites: Map<string, UpstreamSite>, files: readonly SourceFile[]);
    /** The request facts of one flow; undefined when none of its places could be read. */
    read(flow: ParamFlow): ParamFlow["request"] | undefined;
    /** The innermost node at a location of the model. */
    private nodeAt;
    /** `requestScope`, kept per function (its count of dispatch cases is read once). */
    private scopeOf;
    /** Where the argument is put under its own name in an object literal handed to a call on the way (`query({ status: a.status })`). */
    private namedAfter;
    /** String literals and templates of a node that can name a host, a path or a query field. */
    private literalTexts;
    private apisOf;
}
