/** What the rules about the server's reading of upstream answers share: tool attribution and the finding's frame. */
import type { Node } from "ts-morph";
import type { ServerModel } from "../model/types.js";
import { locOf } from "../frontend/ts/syntax/location.js";
import { responseFlow, type Origin, type ResponseFlow } from "../frontend/ts/dataflow/response.js";
import type { Applicability, Finding, RelatedLocation } from "./types.js";
import type { TsAnalyzerContext } from "./ts-syntax.js";

export function flowOf(ctx: TsAnalyzerContext): ResponseFlow {
  return responseFlow(ctx.ts, ctx.model.tools);
}

/** The common applicability test: the rule reads upstream answers, so it needs upstream calls a tool reaches. */
export function readsUpstream(model: ServerModel, what: string): Applicability {
  if (!model.upstreamCalls.length) return { applies: false, reason: "no upstream calls found, so no upstream answers to read" };
  if (!model.upstreamCalls.some((u) => u.reachedFrom.length)) return { applies: false, reason: "no tool reaches an upstream call" };
  return { applies: true, reason: what };
}

/**
 * A finding at `node` about a value that came from `origin`: names the first tool that reaches it
 * (and how many others), links the upstream call, and carries the path from the answer to here.
 */
export function responseFinding(
  ctx: TsAnalyzerContext,
  ruleId: string,
  node: Node,
  origin: Origin | undefined,
  message: (tool: string, link: string) => string,
  last: string,
  extra: RelatedLocation[] = [],
): Finding | undefined {
  const flow = flowOf(ctx);
  const tools = flow.toolsAt(node);
  if (!tools.length) return undefined;
  const toolName = flow.toolName(tools[0]!);
  const more = tools.length > 1 ? ` (and ${tools.length - 1} other tool${tools.length > 2 ? "s" : ""})` : "";
  const call = origin?.source.upstreamCall ? ctx.model.upstreamCalls.find((u) => u.id === origin.source.upstreamCall) : undefined;
  const related: RelatedLocation[] = call
    ? [{ id: 1, location: call.location, message: `upstream call ${call.callee}(…)` }]
    : origin
      ? [{ id: 1, location: locOf(origin.source.node), message: "parse of the upstream answer" }]
      : [];
  const link = related.length ? (call ? "[the upstream answer](1)" : "[the parsed answer](1)") : "the upstream answer";
  const location = locOf(node);
  return {
    ruleId,
    message: message(`Tool '${toolName}'${more}`, link),
    location,
    tool: tools[0]!,
    ...(call ? { upstreamCall: call.id } : {}),
    relatedLocations: [...related, ...extra],
    ...(origin ? { codeFlow: [...origin.steps, { location, message: last }] } : {}),
  };
}

/** Shows the response flow's analysis limits in the coverage summary, once per audit. */
export function noteLimits(ctx: TsAnalyzerContext): void {
  const flow = flowOf(ctx);
  for (const l of [...flow.limits].sort()) {
    if (flow.limitsShown.has(l)) continue;
    flow.limitsShown.add(l);
    ctx.addFact("analysis limit", l);
  }
}

/** One finding per rule and line (the corpus annotates lines), first by column. */
export function onePerLine(ctx: TsAnalyzerContext, findings: Finding[]): Finding[] {
  noteLimits(ctx);
  const seen = new Set<string>();
  return findings
    .sort((a, b) => (a.location.file < b.location.file ? -1 : a.location.file > b.location.file ? 1 : a.location.line - b.location.line || a.location.column - b.location.column))
    .filter((f) => {
      const k = `${f.ruleId}|${f.location.file}:${f.location.line}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}


/** Source text shortened to one line for a message. */
export function short(s: string): string {
  const t = s.replace(/\s+/g, " ");
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
}
