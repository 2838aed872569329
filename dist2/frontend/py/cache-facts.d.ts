/**
 * Cache lifetimes and scopes (rule 8) in Python source, as model facts: `CacheHint(ttl_ms=…, scope=…)`
 * in a server's `cache_hints={method: …}` or on a result, `ttl_ms=` / `cache_scope=` on a result,
 * and in-process caches of data in code tools reach — `cachetools.TTLCache(ttl=…)`, a memoising
 * decorator with a lifetime (`@alru_cache(ttl=…)`, `@cached(ttl=…)`), and age checks
 * (`time.monotonic() - stamp < self._ttl`). Each lifetime carries its value, unit and derivation:
 * a literal, a named constant, an environment value with a constant fallback
 * (`int(os.environ.get("TTL", 86400))`), a constructor default stored in `self._ttl`, or a computation.
 */
import type { CacheSetting, ToolModel } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { type ProjectIndex } from "./syntax.js";
export declare class PyCacheFacts {
    private readonly index;
    private readonly folder;
    private readonly out;
    /** Tool ids by the id of each function they reach. */
    private readonly reach;
    private readonly order;
    constructor(index: ProjectIndex, tools: ToolModel[], reached: Map<string, {
        file: PyFile;
        fn: PyNode;
    }[]>);
    private sorted;
    /** Tools whose handler reaches the function around `n` (or `n` itself when it is a function). */
    private toolsAt;
    private lifetime;
    file(file: PyFile): void;
    /** `CacheHint(ttl_ms=…, scope=…)`: in a `{method: hint}` map it is a method's hint; elsewhere a result's. */
    private hint;
    /** `ttl_ms=` / `cache_scope=` on a result object built in code a tool reaches. */
    private resultKeywords;
    private settings;
    private constString;
    /** `TTLCache(maxsize=…, ttl=86400)` held in a name or attribute that code a tool reaches uses. */
    private ttlCache;
    /** `@alru_cache(ttl=3600)`, `@cached(ttl=…)`, `@cached(TTLCache(…))` on a function tools reach. */
    private decorator;
    /** Tools that reach a use of the cache: the module-level name or the `self.` attribute it is stored in. */
    private cacheUsers;
    private fnIndex?;
    setFunctions(all: {
        file: PyFile;
        fn: PyNode;
    }[]): void;
    private functionById;
    /** `time.monotonic() - stamp < self._ttl` in code a tool reaches. */
    private ageCheck;
    result(): CacheSetting[];
}
/** Every cache lifetime and scope in the project's Python source, file by file in source order. */
export declare function buildPyCacheSettings(index: ProjectIndex, files: PyFile[], tools: ToolModel[], reached: Map<string, {
    file: PyFile;
    fn: PyNode;
}[]>): CacheSetting[];
