/** Tool classes registered by a framework (mcp-framework style). */
import type { Node, SourceFile } from "ts-morph";
import { type Discovered } from "./tool.js";
/** mcp-framework style: classes extending a tool base class, registered by the framework itself. */
export declare function fromToolClasses(files: SourceFile[], seenClasses: Set<Node>): Discovered[];
