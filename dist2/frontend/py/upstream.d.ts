/**
 * Upstream calls in Python: `httpx` (module functions, `Client`/`AsyncClient`, often one shared
 * client built in a helper module), `requests` (functions and `Session`), `aiohttp`
 * (`ClientSession`) and `urllib.request.urlopen`, plus configured callee names. A method call
 * counts when its receiver is known to be a client (built by a client constructor, annotated as
 * one, handed out by a helper that returns one, bound by `async with … as`), or when it carries the
 * keyword arguments only an HTTP request takes (`params=`, `json=`, `headers=`…) — never a
 * `dict.get("key")`.
 */
import type { UpstreamClient } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { Receivers } from "./receivers.js";
import { type ProjectIndex } from "./syntax.js";
type ClientKind = "http" | "sdk";
export interface PySite {
    call: PyNode;
    file: PyFile;
    client: UpstreamClient;
    callee: string;
    method?: string;
}
export declare class UpstreamFinder {
    private readonly index;
    private readonly extra;
    private readonly memo;
    private readonly busy;
    private readonly kinds;
    private readonly fns;
    readonly receivers: Receivers;
    constructor(index: ProjectIndex, extra: string[]);
    sitesIn(file: PyFile): PySite[];
    private site;
    /** Whether an expression holds an HTTP client, as far as the code says. */
    isClient(file: PyFile, n: PyNode, at: PyNode, depth?: number): boolean;
    /** Whether a call builds a client of a third-party SDK: `Elasticsearch(...)`, `mysql.connector.connect(...)`, `boto3.client("s3")`. */
    private sdkFactory;
    /** The package a name is imported from, when it is not the project's own module. */
    private externalModule;
    /** An annotation that names a client: an HTTP client class, or a class imported from an SDK package. */
    private typeKind;
    /** Which client an expression holds (an HTTP client or an SDK's), as far as the code says. */
    clientKind(file: PyFile, n: PyNode, at: PyNode, depth?: number): ClientKind | undefined;
    private kindOf;
    private returnsClient;
    /** The project function a callee names: a def in scope, `self.method`, `module.func`, an imported name. */
    functionOf(file: PyFile, callee: PyNode, at: PyNode): {
        file: PyFile;
        fn: PyNode;
    } | undefined;
    private resolveFunction;
}
export {};
