/**
 * Response side in Python: what the server reads back from upstream answers (`ServerModel.responseReads`).
 *
 * A forward walk from each tool's handler through the functions it reaches (binding helper
 * parameters to the values passed in, and taking helper return values) gives each value an origin:
 * the response of an upstream call, its text, the parsed answer (`.json()`, `json.loads`,
 * `csv.DictReader` — a table —, `pandas.read_csv`), an entry of it (a loop or comprehension over a
 * collection) or a field of an entry. On those values it records the uses the rules read: key reads
 * (`r["Schulgemeinde"]`, `r.get("Anzahl")`, and keys passed as keyword names to a row-filter helper
 * that reads `row.get(key)` for each of its `**filters`), one value read under several spellings of
 * one key (`e.get("egrid") or e.get("EGRID")`), keys rewritten to one case (`{k.lower(): v for k, v
 * in row.items()}`), number conversions (`int(r.get("Anzahl", 0))`, `int(x) if x.isdigit() else 0`)
 * and fallbacks on missing keys (`d.get("results", [])`, `x or []`). Only code is read: docstrings
 * and comments are not part of the tree the walk visits.
 */
import type { ResponseOrigin, ResponseRead, ResponseUse } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import type { PyHandler } from "./tools.js";
import type { UpstreamFinder } from "./upstream.js";
type Origin = ResponseOrigin;
export declare class ResponseReader {
    private readonly finder;
    private readonly siteIds;
    private readonly reads;
    constructor(finder: UpstreamFinder, siteIds: Map<number, string>);
    /** Walks one tool's handler; uses found are attributed to the tool. */
    tool(toolId: string, h: PyHandler): void;
    record(toolId: string, file: PyFile, at: PyNode, origins: Origin[], use: ResponseUse): void;
    result(toolName: (id: string) => string): ResponseRead[];
}
/** `*args` / `**kwargs`, typed or not. */
export declare function splatKind(p: PyNode): "list" | "dict" | undefined;
export {};
