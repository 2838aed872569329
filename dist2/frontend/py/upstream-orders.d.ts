import type { ToolModel, UpstreamCall, UpstreamOrder } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { type ProjectIndex } from "./syntax.js";
export declare class UpstreamOrders {
    private readonly index;
    /** Whether a call node is an upstream request. */
    private readonly isUpstream;
    private readonly byLoc;
    private readonly facts;
    constructor(index: ProjectIndex, 
    /** Whether a call node is an upstream request. */
    isUpstream: (call: PyNode) => boolean);
    /** The literal keys a value stands for: a literal, a module constant, a parameter's default, a tool argument's default. */
    private keysOf;
    /** Paging keys and clauses the function writes: the first offset-like one, else the first size-like one. */
    private pagingIn;
    private factsOf;
    tool(tool: ToolModel, fns: {
        file: PyFile;
        fn: PyNode;
    }[], calls: UpstreamCall[]): void;
    /** For an order handed to a helper by keyword: the paging the helper itself writes. */
    private helperPaging;
    orders(): UpstreamOrder[];
}
