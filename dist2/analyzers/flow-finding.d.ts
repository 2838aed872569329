/** Shared by the dataflow rules: a finding about an argument (or request key) reaching an upstream call. */
import type { FlowStep, ServerModel, SourceLocation, ToolParameter } from "../model/types.js";
import type { Finding } from "./types.js";
export interface FlowFindingInput {
    ruleId: string;
    /** May link `[text](1)` (the upstream call) and `[text](2)` (the argument's declaration). */
    message: string;
    location: SourceLocation;
    tool: string;
    param?: string;
    upstreamCall?: string;
    /** The argument, linked as related location 2 with this note. */
    declared?: {
        param: ToolParameter;
        note: string;
    };
    codeFlow?: FlowStep[];
}
/** Builds the finding with the upstream call as related location 1 and the argument as 2. */
export declare function flowFinding(model: ServerModel, f: FlowFindingInput): Finding;
/** True the first time a tool, argument and place come up: one finding per place, however many flows lead there. */
export declare function firstAt(seen: Set<string>, tool: string, param: string, at: SourceLocation): boolean;
