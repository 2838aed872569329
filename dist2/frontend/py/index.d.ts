/**
 * The Python front end: reads a Python MCP server's source with tree-sitter (WebAssembly, no
 * interpreter) and fills the same language-neutral server model as the TypeScript front end —
 * tools and their parameters, upstream calls, argument flows, fixed request values, model-visible
 * texts and return paths — so the model-reading analyzers run on it unchanged.
 */
import type { Frontend } from "../types.js";
import { type LoadedPython } from "./load.js";
export declare const pythonFrontend: Frontend<LoadedPython>;
