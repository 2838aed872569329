/**
 * Rule 10 — on an empty result the server widens the query itself.
 *
 * Reads the flows of the caller's search term: a `derived` flow is the term cut down on the way
 * (`slice`, `substring`, `split`, a variants helper) and sent upstream; an `emptyPath` flow is an
 * upstream call that runs only when an earlier result was empty. Flagged: a cut-down term sent on
 * the empty-result path or in a loop over shortened forms; and the term sent to a second upstream
 * call on the empty-result path (retry, suggestion lookup in the source's vocabulary); and
 * suggestions offered from the answer of an upstream call the term was not sent to (the source's
 * vocabulary, popular terms). A one-off parse of the term (`term.split(":")`) sent once is not.
 */

import { responseFlow } from "../frontend/ts/dataflow/response.js";
import { Node, SyntaxKind } from "../frontend/ts/morph.js";
import { locOf } from "../frontend/ts/syntax/location.js";
import type { ParamFlow, ToolModel, ToolParameter } from "../model/types.js";
import { classifyParam } from "../model/vocabulary.js";
import { firstAt, flowFinding } from "./flow-finding.js";
import type { TsAnalyzerContext, TsSyntaxAnalyzer } from "./ts-syntax.js";
import type { Finding } from "./types.js";

const ID = "widened-query";
const TERM_LIKE = /(name|title|label|designation|word|phrase)s?$/i;
/** Result keys that offer the caller other terms to try. */
const SUGGEST_KEY =
  /^(suggestions?|suggested_?terms|did_?you_?mean|related_?terms|similar_?terms|close_?matches|spelling_?suggestions)$/i;

function isTerm(p: ToolParameter): boolean {
  return (
    p.type !== "number" &&
    p.type !== "integer" &&
    p.type !== "boolean" &&
    (classifyParam(p, [], []) === "free-text" || TERM_LIKE.test(p.name))
  );
}

export const widenedQuery: TsSyntaxAnalyzer = {
  id: ID,
  needs: "typescript",
  applies(ctx) {
    if (!ctx.model.upstreamCalls.some((u) => u.reachedFrom.length))
      return { applies: false, reason: "no tool handler reaches an upstream call" };
    if (!ctx.model.tools.some((t) => t.parameters.some(isTerm)))
      return { applies: false, reason: "no tool takes a search term" };
    return { applies: true, reason: "tools that send a search term upstream" };
  },
  run(ctx) {
    const findings: Finding[] = [];
    const seen = new Set<string>();
    for (const tool of ctx.model.tools) {
      for (const param of tool.parameters.filter(isTerm)) {
        const flows = ctx.model.flows.filter((f) => f.tool === tool.id && f.param === param.name && f.kind === "value");
        for (const flow of flows) {
          // what was cut is the term itself, not a text that merely came back from a request it rode in
          // (`content.slice(i, i + CHUNK)` to count a page's tokens is not a widened query)
          const widened =
            flow.derived && (flow.emptyPath || flow.derived.inLoop) && !cutsContent(flow.derived.location.snippet);
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
    vocabularySuggestions(ctx, findings);
    return findings;
  },
};

/**
 * `suggestions: known.filter(…)`, `did_you_mean: (await popularTerms())…`: suggestions taken from
 * an answer of an upstream call other than the one the caller's term was sent to — the source's
 * vocabulary, a second query nobody asked for. Suggestions from the answer to the caller's own
 * query (a spellcheck block) and those already reported as a second query with the term are not.
 */
function vocabularySuggestions(ctx: TsAnalyzerContext, findings: Finding[]): void {
  const termTools = new Map<string, ToolModel>();
  for (const t of ctx.model.tools) if (t.parameters.some(isTerm)) termTools.set(t.id, t);
  if (!termTools.size) return;
  const flow = responseFlow(ctx.ts, ctx.model.tools);
  for (const p of [
    ...flow.reachedNodes(SyntaxKind.PropertyAssignment),
    ...flow.reachedNodes(SyntaxKind.ShorthandPropertyAssignment),
  ]) {
    if (!Node.isPropertyAssignment(p) && !Node.isShorthandPropertyAssignment(p)) continue;
    const key = p.getName().replace(/^["']|["']$/g, "");
    if (!SUGGEST_KEY.test(key)) continue;
    const value = Node.isPropertyAssignment(p) ? p.getInitializer() : p.getNameNode();
    if (!value) continue;
    const tools = flow.toolsAt(p).filter((id) => termTools.has(id));
    if (!tools.length) continue;
    const origins = flow.origins(value).filter((o) => o.source.upstreamCall);
    found: for (const toolId of tools) {
      const tool = termTools.get(toolId)!;
      const terms = tool.parameters.filter(isTerm);
      const sent = ctx.model.flows.filter(
        (f) => f.tool === toolId && f.kind === "value" && terms.some((t) => t.name === f.param),
      );
      for (const o of origins) {
        const call = o.source.upstreamCall!;
        if (sent.some((f) => f.upstreamCall === call)) continue; // the caller's own query, or a retry reported above
        const term = terms[0]!;
        const location = locOf(p);
        findings.push(
          flowFinding(ctx.model, {
            ruleId: ID,
            message:
              `Tool '${tool.name}': what the result offers as \`${key}\` comes from [another upstream call](1) — the source's vocabulary — not from the caller's term '${term.name}'.` +
              ` It answers a query nobody asked for, with a recall of its own.` +
              ` Derive suggestions from the term itself (shorter forms, at least four characters), unsearched, and say so in the result.`,
            location,
            tool: toolId,
            param: term.name,
            upstreamCall: call,
            declared: { param: term, note: `search term '${term.name}' declared here` },
            codeFlow: [...o.steps, { location, message: `offered to the caller as \`${key}\`` }],
          }),
        );
        break found;
      }
    }
  }
}

function message(tool: string, param: string, flow: ParamFlow): string {
  const when = flow.emptyPath
    ? ` when the first query found nothing (\`${flow.emptyPath.condition}\`)`
    : flow.derived?.inLoop
      ? " once per shortened form"
      : "";
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

/** The receiver of the cut names a text that is not a query: page content, a body, markdown, a chunk of it. */
function cutsContent(snippet: string | undefined): boolean {
  const recv =
    /([\w$.]+)\s*\.\s*(slice|substring|substr|split|at|charAt)\s*\(/
      .exec(snippet ?? "")?.[1]
      ?.split(".")
      .pop() ?? "";
  return (
    /^(content|contents|text|body|html|markdown|md|page|pageText|document|doc|chunk|chunks|data|raw|response|result|output|message)$/i.test(
      recv,
    ) || /(Content|Text|Body|Html|Markdown|Page|Chunk)$/.test(recv)
  );
}
