import { Node, type SourceFile } from "../morph.js";
import type { ToolDiscovery } from "./tool.js";
/** The operations of an OpenAPI (or Swagger) document's `paths`, or undefined when it is not one. */
export declare function operationsOf(doc: Node): Node[] | undefined;
/** An OpenAPI document named by a `.json` path literal in the server's source, with its operations. */
export interface SpecRead {
    /** The path literal. */
    site: Node;
    /** The document's path, relative to the audited root. */
    rel: string;
    operations: {
        path: string;
        method: string;
        op: Node;
    }[];
}
/** The OpenAPI documents the server's source names by a path literal (`"../scripts/api.json"`), once each. */
export declare function specsRead(files: SourceFile[]): SpecRead[];
/** OpenAPI documents named by a `.json` path literal in the server's source, not already turned into tools. */
export declare function unreadSpecs(files: SourceFile[], generatedFrom: Set<string>): ToolDiscovery["unresolvedSites"];
