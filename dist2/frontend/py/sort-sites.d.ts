import type { SortSite } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
/** Collects sort sites over the functions each tool reaches. */
export declare class SortSites {
    private readonly defsOf;
    /** Whether a call node is an upstream request. */
    private readonly isUpstream;
    private readonly byLoc;
    constructor(defsOf: (file: PyFile) => Map<string, PyNode>, 
    /** Whether a call node is an upstream request. */
    isUpstream: (call: PyNode) => boolean);
    /** The function sends a request, or calls a function of its file that does. */
    private asksUpstream;
    tool(toolId: string, fns: {
        file: PyFile;
        fn: PyNode;
    }[]): void;
    sites(): SortSite[];
}
/** Module-level function definitions and lambdas bound to names in a file (one-line accessors). */
export declare function accessorDefs(file: PyFile): Map<string, PyNode>;
