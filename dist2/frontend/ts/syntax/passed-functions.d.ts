/**
 * Calls to a function a handler was handed (`registerTools(server, callTool)`, then `callTool(tool.name, args)`
 * in each handler): the function values the callers pass at that parameter's position (one level), and the
 * dispatch branches on another tool's name (`if (name === "other_tool") …`) that such a call does not run.
 */
import { Node } from "../morph.js";
/** The tool a walk runs for, and the names of the other tools of the server. */
export interface ToolNames {
    own: string;
    /** Asked only whether it holds a name (a set per tool of every other name would be N² for N tools). */
    others: {
        has(name: string): boolean;
    };
}
/**
 * The functions passed for the parameter a call's callee names, at every call of the function that declares
 * it: `callTool` in `function registerTools(server, callTool) { … return callTool(name, args) … }` called as
 * `registerTools(server, (n, a) => run(n, a))` or `registerTools(server, callTool)`. Empty when the callee is
 * not a parameter, its function has no name to find calls by, or the call's value is thrown away
 * (`log("asked")`, `await log(…);`, `void log(…)`): a callback called for its effect is not the tool's work.
 */
export declare function passedFunctions(call: Node, callers?: Node[]): Node[];
/** The parameter a call's callee names, its function and its position there. */
export declare function calledParameter(call: Node): {
    param: Node;
    owner: Node;
    index: number;
} | undefined;
/** Whether a branch test names another tool and not this one (`name === "other_tool"`, `case "other_tool":`). */
export declare function testsOtherTool(test: Node, names: ToolNames): boolean;
/** Whether `n` sits, within its function, in an `if` or `case` branch for another tool. */
export declare function inOtherToolBranch(n: Node, names: ToolNames): boolean;
