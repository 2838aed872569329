/**
 * Where a Python server's published tool list takes an order nothing defines (rule 7, registry
 * half), as model facts: a registration in a loop over a set (iterated in hash order, which Python
 * randomises per process), over a directory listing (`os.listdir`, `glob.glob`, `Path.iterdir`), or
 * over tool modules imported from such a listing; and the tools a low-level `@server.list_tools()`
 * handler returns built from one. A list or dict literal, `sorted(…)`, and a registration behind an
 * environment flag (the set changes with configuration, the order does not) are not.
 */
import type { OrderSource } from "../../model/types.js";
import type { PyFile } from "./load.js";
import { type ProjectIndex } from "./syntax.js";
/** Every registration loop and low-level tool listing whose order nothing defines, in file order. */
export declare function buildPyOrderSources(index: ProjectIndex, files: PyFile[]): OrderSource[];
