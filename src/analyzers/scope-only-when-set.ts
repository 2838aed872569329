/**
 * Rule 1 — an optional narrowing argument reaches the upstream request only when the caller set it.
 *
 * Reads the `guarded-write` flows the dataflow engine puts into the model: a write into a request
 * object that runs only under a condition on the same argument, carried to an upstream call. Also
 * reads `fixedValues`: a restricting literal (status, page size, date window) sent on every call
 * that the caller cannot change and the description does not mention.
 */
import type { FixedRequestValue, ServerModel, ToolModel, ToolParameter } from "../model/types.js";
import { listOption } from "../config.js";
import type { ModelAnalyzer, Finding } from "./types.js";
import { firstAt, flowFinding } from "./flow-finding.js";
import { ORDER_KEY, READ_TOOL, STATUS_KEY, PAGE_KEY, DATE_WORD, classifyParam } from "../model/vocabulary.js";

const ID = "scope-only-when-set";


/** A fixed page size at or above this is taken to be the upstream maximum or close to it. */
const SMALL_PAGE = 100;

/** Rule 1 is about reading: arguments of a tool that creates or changes something are its payload. */
function readsData(tool: ToolModel): boolean {
  return tool.intent !== "mutation";
}

export const scopeOnlyWhenSet: ModelAnalyzer = {
  id: ID,
  needs: "model",
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
    const findings: Finding[] = [];
    const seen = new Set<string>();
    for (const flow of ctx.model.flows) {
      if (flow.kind !== "guarded-write" || !flow.guard) continue;
      const tool = tools.get(flow.tool);
      const param = tool?.parameters.find((p) => p.name === flow.param);
      if (!tool || !param || !param.optional || !readsData(tool)) continue;
      if (param.default !== undefined) continue; // the schema fills it in: always set
      if (classifyParam(param, narrowing, freeText) !== "narrowing") continue;
      if (!firstAt(seen, tool.id, param.name, flow.guard.location)) continue;
      findings.push(
        flowFinding(ctx.model, {
          ruleId: ID,
          message:
            `Tool '${tool.name}': optional argument '${param.name}' is written into [the upstream request](1)` +
            ` only when the caller sets it (guard: ${flow.guard.condition.replace(/\s+/g, " ").slice(0, 80)}).` +
            ` Left out, the upstream's own default scope applies instead of the full scope; resolve and always send it.`,
          location: flow.guard.location,
          tool: tool.id,
          param: param.name,
          upstreamCall: flow.upstreamCall,
          declared: { param, note: `argument '${param.name}' declared optional` },
          codeFlow: flow.steps,
        }),
      );
    }
    findings.push(...hiddenNarrowings(ctx.model));
    return findings;
  },
};

/** A restricting literal always sent: the caller never chose it and the description does not say so. */
function hiddenNarrowings(model: ServerModel): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const fixed of model.fixedValues ?? []) {
    const tool = model.tools.find((t) => t.id === fixed.tool);
    if (!tool || !(tool.intent === "query" || (!tool.intent && READ_TOOL.test(tool.name))) || !restricts(fixed) || callerChooses(tool, fixed.key) || described(tool, fixed)) continue;
    if (!firstAt(seen, tool.id, fixed.key, fixed.location)) continue;
    const shown = fixed.value.length > 40 ? `${fixed.value.slice(0, 37)}…` : fixed.value;
    findings.push(
      flowFinding(model, {
        ruleId: ID,
        message:
          `Tool '${tool.name}': \`${fixed.key}\` is always sent as ${shown} in [the upstream request](1). The caller cannot change it and the tool description does not mention it,` +
          ` so every answer covers only that subset without saying so. Name the restriction and what it leaves out in the description, or make it an argument that defaults to everything.`,
        location: fixed.location,
        tool: tool.id,
        upstreamCall: fixed.upstreamCall,
        codeFlow: fixed.steps,
      }),
    );
  }
  return findings;
}

function restricts(f: FixedRequestValue): boolean {
  if (ORDER_KEY.test(f.key)) return false; // an order, not a subset (rule 7 reads these)
  if (STATUS_KEY.test(f.key)) return true;
  // a page of one is a lookup of a single item (`per_page=1` beside an id), not a list cut short
  if (PAGE_KEY.test(f.key)) return /^\d+$/.test(f.value.replace(/_/g, "")) && Number(f.value.replace(/_/g, "")) < SMALL_PAGE && Number(f.value.replace(/_/g, "")) > 1;
  return true; // a date window
}

function callerChooses(tool: ToolModel, key: string): boolean {
  if (STATUS_KEY.test(key) || PAGE_KEY.test(key)) {
    const same = STATUS_KEY.test(key) ? STATUS_KEY : PAGE_KEY;
    return tool.parameters.some((p) => same.test(p.name) || p.name === key);
  }
  // date_from, createdAfter, since: split into words
  return tool.parameters.some((p) => p.name === key || p.name.split(/_|-|(?=[A-Z])/).some((w) => DATE_WORD.test(w)));
}

function described(tool: ToolModel, f: FixedRequestValue): boolean {
  const text = [tool.description ?? "", ...tool.parameters.map((p) => p.description ?? "")].join(" ").toLowerCase();
  const words = (w: string) => new RegExp(`(^|[^a-z0-9])${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z0-9])`).test(text);
  if (words(f.key) || (/^[\w-]+$/.test(f.value) && words(f.value))) return true;
  return !STATUS_KEY.test(f.key) && !PAGE_KEY.test(f.key) && /\b(last|past|recent|since|days?|weeks?|months?|years?)\b/.test(text);
}
