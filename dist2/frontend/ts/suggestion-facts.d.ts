/**
 * Result keys that offer the caller other terms (`suggestions`, `did_you_mean`), with the upstream
 * calls their value came from (rule 10), as model facts (`ServerModel.suggestionSources`): one per
 * tool, key and origin, in the order the backward response flow finds them.
 */
import type { SuggestionSource, ToolModel } from "../../model/types.js";
import type { TsFrontendData } from "./index.js";
export declare function buildSuggestionSources(ts: TsFrontendData, tools: ToolModel[]): SuggestionSource[];
