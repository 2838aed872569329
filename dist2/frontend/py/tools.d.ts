/**
 * Finding the tools of a Python MCP server: the decorator API of `FastMCP` (`mcp` 1.x),
 * `MCPServer` (`mcp` 2.x) and the standalone `fastmcp` package — `@mcp.tool()` bare or with
 * `name=`/`description=`/`annotations=`, the call form `mcp.tool(...)(fn)` (also in loops over
 * lists of functions and their options, and behind a condition), tool modules that register on a
 * server imported from another module — and the low-level `Server` API (`@server.list_tools()`
 * returning `Tool(...)` entries, `@server.call_tool()` dispatching on the name).
 */
import type { SourceLocation, ToolModel, ToolParameter } from "../../model/types.js";
import type { LoadedPython, PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { type ProjectIndex } from "./syntax.js";
import { TypeReader } from "./types.js";
/** How a handler's arguments are named in the model: a plain argument, or a pydantic model whose fields are `prefix.field`. */
export interface PyArgBinding {
    /** The def's parameter name. */
    local: string;
    /** Its model name (plain arguments) or the prefix of its fields (a model argument). */
    label: string;
    model: boolean;
    /** Fields the model class itself reads (`self.sr` in a validator or property). */
    selfRead?: string[];
}
export interface PyHandler {
    file: PyFile;
    fn: PyNode;
    args: PyArgBinding[];
    /** For low-level dispatch: the branch of `call_tool` that handles this tool. */
    branch?: PyNode;
    /** For low-level dispatch: the name of the `arguments` dict parameter. */
    argumentsDict?: string;
}
export interface PyDiscovery {
    tools: ToolModel[];
    handlers: Map<string, PyHandler>;
    unresolvedSites: {
        location: SourceLocation;
        reason: string;
    }[];
    /** Server objects found (variable names with their files), for coverage. */
    servers: string[];
    /** The same server objects, with where they are built. */
    serverObjects: PyServerObject[];
    /** Tool id → the key of the server object it registers on, when the receiver resolves to one. */
    toolServer: Map<string, string>;
}
/** A server object: `mcp = FastMCP("name")`, `server = Server("name")`. */
export interface PyServerObject {
    /** `<variable>@<file>`, as in `PyDiscovery.servers`. */
    key: string;
    variable: string;
    file: PyFile;
    /** The assignment that builds it. */
    node: PyNode;
}
export declare function discoverTools(loaded: LoadedPython, index: ProjectIndex): PyDiscovery;
/** A handler's parameters as the caller sees them: plain arguments, or one model argument's fields. */
export declare function handlerParameters(index: ProjectIndex, types: TypeReader, file: PyFile, fn: PyNode): {
    params: ToolParameter[];
    args: PyArgBinding[];
};
