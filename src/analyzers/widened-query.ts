/**
 * Rule 10 — on an empty result the server widens the query itself.
 *
 * Reads the flows of the caller's search term: a `derived` flow is the term cut down on the way
 * (`slice`, `substring`, `split`, a variants helper) and sent upstream; an `emptyPath` flow is an
 * upstream call that runs only when an earlier result was empty. Flagged: a cut-down term sent on
 * the empty-result path or in a loop over shortened forms; and the term sent to a second upstream
 * call on the empty-result path (retry, suggestion lookup in the source's vocabulary). A one-off
 * parse of the term (`term.split(":")`) sent once is not.
 */
import type { ParamFlow, ToolParameter } from "../model/types.js";
import { classifyParam } from "./scope-only-when-set.js";
import type { Analyzer, Finding } from "./types.js";
import { firstAt, flowFinding } from "./flow-finding.js";

const ID = "widened-query";
const TERM_LIKE = /(name|title|label|designation|word|phrase)s?$/i;

function isTerm(p: ToolParameter): boolean {
  return p.type !== "number" && p.type !== "integer" && p.type !== "boolean" && (classifyParam(p, [], []) === "free-text" || TERM_LIKE.test(p.name));
}

export const widenedQuery: Analyzer = {
  id: ID,
  applies(ctx) {
    if (!ctx.model.upstreamCalls.some((u) => u.reachedFrom.length)) return { applies: false, reason: "no tool handler reaches an upstream call" };
    if (!ctx.model.tools.some((t) => t.parameters.some(isTerm))) return { applies: false, reason: "no tool takes a search term" };
    return { applies: true, reason: "tools that send a search term upstream" };
  },
  run(ctx) {
    const findings: Finding[] = [];
    const seen = new Set<string>();
    for (const tool of ctx.model.tools) {
      for (const param of tool.parameters.filter(isTerm)) {
        const flows = ctx.model.flows.filter((f) => f.tool === tool.id && f.param === param.name && f.kind === "value");
        for (const flow of flows) {
          const widened = flow.derived && (flow.emptyPath || flow.derived.inLoop);
          const retried = !flow.derived && flow.emptyPath && flows.some((f) => !f.emptyPath);
          if (!widened && !retried) continue;
          const at = (flow.derived ?? flow.emptyPath)!.location;
          if (!firstAt(seen, tool.id, param.name, at)) continue;
          findings.push(
            flowFinding(ctx.model, {
              ruleId: ID,
              message: message(tool.name, param.name, flow),
              location: at,
              tool: tool.id,
              param: param.name,
              upstreamCall: flow.upstreamCall,
              declared: { param, note: `search term '${param.name}' declared here` },
              codeFlow: flow.steps,
            }),
          );
        }
      }
    }
    return findings;
  },
};

function message(tool: string, param: string, flow: ParamFlow): string {
  const when = flow.emptyPath ? ` when the first query found nothing (\`${flow.emptyPath.condition}\`)` : flow.derived?.inLoop ? " once per shortened form" : "";
  if (flow.derived)
    return (
      `Tool '${tool}': the search term '${param}' is cut down with \`${flow.derived.how}\` and the shorter value is sent to [the upstream source](1)${when}.` +
      ` Its hits come back under the caller's term although they answer a different question. Query the caller's term once, unchanged; offer shorter forms as suggestions the caller can run.`
    );
  return (
    `Tool '${tool}': the search term '${param}' is sent to [a second upstream call](1)${when}.` +
    ` Whatever that call brings back — hits of a broader query or suggestions from the source's vocabulary — answers a question the caller did not ask.` +
    ` Return the empty result as it is, with suggestions derived from the term itself, and let the caller choose.`
  );
}
