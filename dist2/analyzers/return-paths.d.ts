/** Reading the model's return paths: shared by the result-shape rules (3, 9, 11). */
import type { ReturnPath, ToolModel, UpstreamCall } from "../model/types.js";
import type { RelatedLocation } from "./types.js";
/**
 * Each path once, by where it stands: a helper shared by several tools is reported once, for the
 * first tool (by id) that reaches it. Ordered by location.
 */
export declare function pathsByLocation(tools: ToolModel[], pick: (t: ToolModel) => ReturnPath[] | undefined, prefer?: (t: ToolModel) => boolean): Map<string, {
    tool: ToolModel;
    path: ReturnPath;
}>;
/** " (when entries.length === 0)": the innermost condition that is not a dispatch case. */
export declare function when(p: ReturnPath): string;
/** What an empty path returns, in words. */
export declare function returnedWhat(p: ReturnPath): string;
export declare function upstreamRelated(ids: string[], upstream: Map<string, UpstreamCall>, id: number): RelatedLocation[];
/**
 * A tool whose result is text it produces (`query-generate-hogql-from-question`): an empty answer is a
 * failed generation, not "nothing there", so the empty-result rules do not judge it.
 */
export declare function producesText(tool: ToolModel): boolean;
/**
 * `if (!v) return text(\`Dataset '${id}' not found.\`)`: a lookup's not-found that names the value
 * looked up. The thing is absent, whatever the other arguments would have shaped; no echo is owed.
 * A list that came back empty (an emptiness test) is no lookup.
 */
export declare function notFoundNamingIt(p: ReturnPath): boolean;
