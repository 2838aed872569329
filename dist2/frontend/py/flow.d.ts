/**
 * Argument flows in Python: a forward taint walk from each tool's arguments (plain arguments, and
 * `params.field` of one pydantic model argument) through assignments, containers, comprehensions,
 * f-strings and calls into project functions and methods (`self.m(...)`, a shared client instance's
 * methods, helpers in other modules) to the upstream calls. On the way it records the request-side
 * shapes the rules read:
 *
 * - a write into a request container under a condition on the same argument
 *   (`if ids: params["Ids"] = ids`) — a `guarded-write` flow, unless the argument was resolved to a
 *   full value when absent (`if ids is None: ids = await all_ids()`);
 * - a request key computed from the members of the caller's list
 *   (`for f in fields: params[f"Field.{f}"] = "true"`) — a `keyed-write` flow; a loop over a
 *   constant group is complete and writes nothing keyed;
 * - a restricting literal always sent (`{"status": "active"}`) — a fixed request value.
 *
 * It also collects which arguments the handler reads, which upstream calls each tool reaches, the
 * functions it reaches (for result texts and return paths). Bounded by depth and a work budget.
 */
import type { FixedRequestValue, ModelText, ParamFlow, ResponseRead, SortSite, UpstreamCall, UpstreamOrder } from "../../model/types.js";
import type { LoadedPython, PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { type ProjectIndex } from "./syntax.js";
import type { PyDiscovery } from "./tools.js";
export interface PyFlowResult {
    upstreamCalls: UpstreamCall[];
    flows: ParamFlow[];
    fixedValues: FixedRequestValue[];
    texts: ModelText[];
    limits: string[];
    responseReads: ResponseRead[];
    sortSites: SortSite[];
    upstreamOrders: UpstreamOrder[];
    /** Functions each tool's handler reaches (tool id → functions, the handler first). */
    reachedFunctions: Map<string, {
        file: PyFile;
        fn: PyNode;
    }[]>;
}
export declare function analyseFlows(loaded: LoadedPython, index: ProjectIndex, discovery: PyDiscovery, extra: string[]): PyFlowResult;
