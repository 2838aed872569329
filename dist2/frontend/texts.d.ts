/** The model-visible texts every front end reports the same way: tool and argument descriptions. */
import type { ModelText, ToolModel } from "../model/types.js";
/** A tool's description and its arguments' descriptions, where they stand as literals. */
export declare function descriptionTexts(tool: ToolModel): ModelText[];
