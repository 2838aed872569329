/** Shared by the dataflow rules: a finding about an argument (or request key) reaching an upstream call. */
import type { FlowStep, ServerModel, SourceLocation, ToolParameter } from "../model/types.js";
import type { Finding, RelatedLocation } from "./types.js";

export interface FlowFindingInput {
  ruleId: string;
  /** May link `[text](1)` (the upstream call) and `[text](2)` (the argument's declaration). */
  message: string;
  location: SourceLocation;
  tool: string;
  param?: string;
  upstreamCall?: string;
  /** The argument, linked as related location 2 with this note. */
  declared?: { param: ToolParameter; note: string };
  codeFlow?: FlowStep[];
}

/** Builds the finding with the upstream call as related location 1 and the argument as 2. */
export function flowFinding(model: ServerModel, f: FlowFindingInput): Finding {
  const call = f.upstreamCall ? model.upstreamCalls.find((u) => u.id === f.upstreamCall) : undefined;
  const related: RelatedLocation[] = [];
  if (call) related.push({ id: 1, location: call.location, message: `upstream call ${call.callee}(…)` });
  if (f.declared) related.push({ id: 2, location: f.declared.param.location, message: f.declared.note });
  const out: Finding = { ruleId: f.ruleId, message: f.message, location: f.location, tool: f.tool };
  if (f.param !== undefined) out.param = f.param;
  if (f.upstreamCall !== undefined) out.upstreamCall = f.upstreamCall;
  out.relatedLocations = related;
  if (f.codeFlow) out.codeFlow = f.codeFlow;
  return out;
}

/** True the first time a tool, argument and place come up: one finding per place, however many flows lead there. */
export function firstAt(seen: Set<string>, tool: string, param: string, at: SourceLocation): boolean {
  const key = `${tool}|${param}|${at.file}:${at.line}:${at.column}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}
