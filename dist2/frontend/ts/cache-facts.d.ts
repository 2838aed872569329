/**
 * Cache lifetimes and scopes (rule 8) as model facts: `ttlMs` / `cacheScope` on MCP results, and
 * in-process caches of data in code tools reach that expire after a number — a cache constructor's
 * option (`new LRUCache({ ttl })`), a timer that deletes the entry, an age check
 * (`Date.now() - e.at < TTL`). Each lifetime carries its value, unit and derivation: a literal, a
 * named constant, an environment value with a constant fallback, a constructor default stored in
 * `this.ttl`, or a computation (headers, a cadence, a cap).
 */
import type { CacheSetting, LifetimeDerivation, ToolModel } from "../../model/types.js";
import type { TsFrontendData } from "./index.js";
import { Node } from "./morph.js";
interface Folded {
    value: number;
    /** The statement of the named constant the value came from. */
    decl?: Node;
    derivation: Exclude<LifetimeDerivation, "computed">;
}
/** Folds an expression to a number when it is built from number literals and constants only, with how. */
export declare function foldNumber(expr: Node | undefined, depth?: number): Folded | undefined;
/** Every cache lifetime and scope in the project's source, in source order per kind. */
export declare function buildCacheSettings(ts: TsFrontendData, tools: ToolModel[]): CacheSetting[];
export {};
