/**
 * Rule 2 — a flag group is sent only for the members the caller chose, or a declared argument
 * never reaches anything.
 *
 * Reads `keyed-write` flows: a request key computed from the caller's list (`Field.${f}` with `f`
 * running over the argument, or a constant group filtered by it). A key pattern that is also written
 * for every member of a constant group is complete and never arrives here (the engine drops it).
 * Declared-but-dead reads `ToolModel.readParams`: an argument the handler's code never reads at all.
 */

import type { SourceLocation } from "../model/types.js";
import { firstAt, flowFinding } from "./flow-finding.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "partial-param-group";

/**
 * A key that names one member of a switch group: `Field.${f}`, `include_${i}`, `facet.${name}`. The rule
 * is about a group whose unsent members keep their default ("Sendet man von einer zusammengehörigen
 * Gruppe (`Field.*`, `include_*`, Facetten-Schalter) nur einige Mitglieder …"); a pattern with spaces or
 * commas is a value written for the caller (`AREA[MinimumAge]RANGE[MIN, ${age} years]`), and a hole
 * followed by `][` numbers entries that carry their own fields (`conditions[${i}][operator]`): each
 * entry is sent whole, and a left-out entry narrows nothing it would have widened.
 */
function namesGroupMember(pattern: string): boolean {
  return !/[\s,]/.test(pattern) && !/\$\{[^}]*\}\]\[/.test(pattern);
}

/**
 * After the group is written, the way to the request goes on through one named field of the object
 * (`const limit = params.limit ?? 20`): the object's keys, the group among them, are not what is sent, so the
 * switches are options the server reads itself (an argument parser's `options[flag] = true`), not members of an
 * upstream group ("nur einige Mitglieder" of a group *sent* upstream).
 */
function leavesByNamedField(
  steps: readonly { location: SourceLocation; message: string }[],
  at: SourceLocation,
): boolean {
  const i = steps.findIndex((s) => s.location.line === at.line && s.location.file === at.file);
  if (i < 0) return false;
  return steps.slice(i + 1).some((s) => {
    const m = /^assigned to `([\w$]+)`/.exec(s.message);
    return (
      !!m &&
      new RegExp(`^${m[1]!.replace(/\$/g, "\\$")}\\s*=\\s*[\\w$]+\\.[\\w$]+\\s*(\\?\\?|\\|\\||$)`).test(
        s.location.snippet ?? "",
      )
    );
  });
}

export const partialParamGroup: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    if (!ctx.model.upstreamCalls.length) return { applies: false, reason: "no upstream calls found" };
    if (!ctx.model.upstreamCalls.some((u) => u.reachedFrom.length))
      return { applies: false, reason: "no tool handler reaches an upstream call" };
    return { applies: true, reason: "tools that send upstream requests" };
  },
  run(ctx) {
    const findings: Finding[] = [];
    const seen = new Set<string>();
    for (const flow of ctx.model.flows) {
      if (flow.kind !== "keyed-write" || !flow.keyed || !namesGroupMember(flow.keyed.pattern)) continue;
      const tool = ctx.model.tools.find((t) => t.id === flow.tool);
      const param = tool?.parameters.find((p) => p.name === flow.param);
      if (!tool || !param) continue;
      if (leavesByNamedField(flow.steps, flow.keyed.location)) continue;
      if (!firstAt(seen, tool.id, param.name, flow.keyed.location)) continue;
      findings.push({
        messageId: "partial-group",
        data: { tool: tool.name, param: param.name, pattern: flow.keyed.pattern },
        ...flowFinding(ctx.model, {
          ruleId: ID,
          message:
            `Tool '${tool.name}': argument '${param.name}' sets \`${flow.keyed.pattern}\` in [the upstream request](1) only for the members the caller lists.` +
            ` Every other member of the group is left out and keeps the upstream's default, so the argument can add members but never remove one.` +
            ` Send every member of the group, switched on for the chosen ones and off for the rest.`,
          location: flow.keyed.location,
          tool: tool.id,
          param: param.name,
          upstreamCall: flow.upstreamCall,
          declared: { param, note: `argument '${param.name}' declared here` },
          codeFlow: flow.steps,
        }),
      });
    }

    for (const tool of ctx.model.tools) {
      if (!tool.readParams) continue; // handler not followed completely: no claim about what it reads
      const calls = ctx.model.upstreamCalls.filter((u) => u.reachedFrom.includes(tool.id));
      if (!calls.length) continue;
      for (const param of tool.parameters) {
        if (
          tool.readParams.includes(param.name) ||
          ctx.model.flows.some((f) => f.tool === tool.id && f.param === param.name)
        )
          continue;
        // a required argument that admits one value (`z.literal("version.replace")`, `Literal["x"]`): a discriminator
        // the caller cannot choose, so it steers nothing and does not look like it does ("ein No-op, der wie
        // Steuerung aussieht")
        if (!param.optional && param.enumValues?.length === 1) continue;
        const mutation = tool.intent === "mutation";
        findings.push({
          ruleId: ID,
          message:
            `Tool '${tool.name}': argument '${param.name}' is declared but ${tool.handlerLocation ? "[the handler](2)" : "the handler"} never reads it: it reaches [no upstream request](1) and does not shape the result.` +
            (mutation
              ? ` A caller that sets it believes the change takes it into account, and it silently does not; send it upstream or remove it from the input schema.`
              : ` A caller that sets it believes it narrows or steers what comes back, and the answer silently ignores it; send it upstream or remove it from the input schema.`),
          messageId: mutation ? "dead-argument-mutation" : "dead-argument",
          data: { tool: tool.name, param: param.name },
          // ADJUDICATION.md: "for a declared argument never used, its declaration"; the handler that leaves it behind is related
          location: param.location,
          tool: tool.id,
          param: param.name,
          relatedLocations: [
            { id: 1, location: calls[0]!.location, message: `upstream call ${calls[0]!.callee}(…) the tool reaches` },
            ...(tool.handlerLocation
              ? [{ id: 2, location: tool.handlerLocation, message: `the handler, which never reads '${param.name}'` }]
              : []),
            ...(tool.handlerLocation && tool.forwardedBy
              ? [
                  {
                    id: 3,
                    location: tool.forwardedBy,
                    message: "the registered callback, which hands the arguments on whole to the handler",
                  },
                ]
              : []),
          ],
        });
      }
    }
    return findings;
  },
};
