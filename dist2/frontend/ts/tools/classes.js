import { constString } from "../syntax/const-eval.js";
import { locOf } from "../syntax/location.js";
import { EMPTY, memberOf } from "./evaluate.js";
import { makeTool } from "./tool.js";
/** mcp-framework style: classes extending a tool base class, registered by the framework itself. */
export function fromToolClasses(files, seenClasses) {
    const out = [];
    for (const sf of files) {
        for (const cls of sf.getClasses()) {
            if (seenClasses.has(cls))
                continue;
            const ext = cls.getExtends()?.getExpression().getText() ?? "";
            if (!/^(MCPTool|McpTool|BaseTool|Tool)$/.test(ext))
                continue;
            const name = constString(memberOf(cls, "name"));
            const exec = cls.getMethod("execute") ?? cls.getMethod("run") ?? cls.getMethod("call");
            if (!name || !exec)
                continue;
            out.push(makeTool(name.value, "class-based", locOf(cls.getNameNode() ?? cls), constString(memberOf(cls, "description")), memberOf(cls, "schema") ?? memberOf(cls, "inputSchema"), { fn: exec, argsIndex: 0 }, EMPTY));
        }
    }
    return out;
}
