/**
 * Rule 1 — an optional narrowing argument reaches the upstream request only when the caller set it.
 *
 * Reads the `guarded-write` flows the dataflow engine puts into the model: a write into a request
 * object that runs only under a condition on the same argument, carried to an upstream call.
 */
import type { ToolModel, ToolParameter } from "../model/types.js";
import { listOption } from "../config.js";
import type { Analyzer, Finding } from "./types.js";

const ID = "scope-only-when-set";

/** Absence means "no text filter": not a narrowing. */
const FREE_TEXT = /^(q|query|search|search_?term|search_?query|term|terms|keyword|keywords|text|phrase|prompt|question|fulltext|full_?text)$/i;
const FREE_TEXT_DESCRIPTION = /\b(free[- ]?text|full[- ]?text|search text|query string|text to search)\b/i;
/** Position and presentation: absence means "first page" / "default order", not a smaller set. */
const POSITION = /^(offset|page|page_?number|cursor|start|skip|after|before|sort|sort_?by|order|order_?by|direction|format|output_?format|pretty|verbose|lang_?ui)$/i;

export type ParamClass = "narrowing" | "free-text" | "position";

export function classifyParam(p: ToolParameter, narrowing: string[], freeText: string[]): ParamClass {
  if (narrowing.includes(p.name)) return "narrowing";
  if (freeText.includes(p.name)) return "free-text";
  if (FREE_TEXT.test(p.name)) return "free-text";
  if (p.description && FREE_TEXT_DESCRIPTION.test(p.description)) return "free-text";
  if (POSITION.test(p.name)) return "position";
  return "narrowing";
}

export const scopeOnlyWhenSet: Analyzer = {
  id: ID,
  applies(ctx) {
    if (!ctx.model.upstreamCalls.length) return { applies: false, reason: "no upstream calls found" };
    const optional = ctx.model.tools.some((t) => t.parameters.some((p) => p.optional));
    if (!optional) return { applies: false, reason: "no tool has an optional argument" };
    return { applies: true, reason: "tools with optional arguments and upstream calls" };
  },
  run(ctx) {
    const narrowing = listOption(ctx.settings, "narrowing", ID);
    const freeText = listOption(ctx.settings, "freeText", ID);
    const tools = new Map<string, ToolModel>(ctx.model.tools.map((t) => [t.id, t]));
    const upstream = new Map(ctx.model.upstreamCalls.map((u) => [u.id, u]));
    const findings: Finding[] = [];
    const seen = new Set<string>();
    for (const flow of ctx.model.flows) {
      if (flow.kind !== "guarded-write" || !flow.guard) continue;
      const tool = tools.get(flow.tool);
      const param = tool?.parameters.find((p) => p.name === flow.param);
      if (!tool || !param || !param.optional) continue;
      if (param.default !== undefined) continue; // the schema fills it in: always set
      if (classifyParam(param, narrowing, freeText) !== "narrowing") continue;
      const key = `${tool.id}|${param.name}|${flow.guard.location.file}:${flow.guard.location.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const call = upstream.get(flow.upstreamCall);
      findings.push({
        ruleId: ID,
        message:
          `Tool '${tool.name}': optional argument '${param.name}' is written into [the upstream request](1)` +
          ` only when the caller sets it (guard: ${flow.guard.condition.replace(/\s+/g, " ").slice(0, 80)}).` +
          ` Left out, the upstream's own default scope applies instead of the full scope; resolve and always send it.`,
        location: flow.guard.location,
        tool: tool.id,
        param: param.name,
        upstreamCall: flow.upstreamCall,
        relatedLocations: [
          ...(call ? [{ id: 1, location: call.location, message: `upstream call ${call.callee}(…)` }] : []),
          { id: 2, location: param.location, message: `argument '${param.name}' declared optional` },
        ],
        codeFlow: flow.steps,
      });
    }
    return findings;
  },
};
