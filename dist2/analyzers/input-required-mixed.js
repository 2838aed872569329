/**
 * Rule 9 — a follow-up question (`resultType: "input_required"`) is not an empty result.
 *
 * Reads the return paths: a question that also carries entries, a count or a search hint; an empty
 * result that carries `inputRequests`; a question returned after the handler already ran an
 * upstream request. Applies only to servers on revision 2026-07-28 or later.
 */
import { MRTR_REVISION, targetsAtLeast } from "../model/spec-revision.js";
import { EMPTY_SUBJECT, plainText } from "../model/wording.js";
import { pathsByLocation, upstreamRelated } from "./return-paths.js";
const ID = "input-required-mixed";
/** Fields that belong to a search result, never to a question. */
const RESULT_FIELD = /^(entries|results|items|hits|records|rows|data|documents|matches|count|total|returned|hint|hints|suggestions|next_?steps?|nextSteps?|match_?type|matchType)$/i;
const QUESTION_FIELD = /^(inputRequests|input_requests)$/;
export const inputRequiredMixed = {
    id: ID,
    needs: "model",
    applies(ctx) {
        if (!targetsAtLeast(ctx.spec, MRTR_REVISION))
            return {
                applies: false,
                reason: `the server targets ${ctx.spec.revision ?? "a revision before 2026-07-28"} (${ctx.spec.source}); follow-up questions exist from ${MRTR_REVISION}`,
            };
        return { applies: true, reason: `the server targets ${ctx.spec.revision} (${ctx.spec.source})` };
    },
    run(ctx) {
        const upstream = new Map(ctx.model.upstreamCalls.map((u) => [u.id, u]));
        const findings = [];
        for (const [, { tool, path: p }] of pathsByLocation(ctx.model.tools, (t) => t.returnPaths)) {
            const registered = { id: 1, location: tool.location, message: `tool '${tool.name}' registered here` };
            if (p.kind === "input-required") {
                const mixed = p.fields.filter((f) => RESULT_FIELD.test(f));
                const problems = [];
                if (mixed.length)
                    problems.push(`also carries ${mixed.map((f) => `'${f}'`).join(", ")}, so it reads as "searched and found nothing"; a question carries only inputRequests`);
                else if (p.text && EMPTY_SUBJECT.test(plainText(p.text)))
                    problems.push(`speaks of an empty result in its text ("${plainText(p.text).slice(0, 60)}"), so it reads as "searched and found nothing"; a question only asks`);
                if (p.upstreamBefore.length)
                    problems.push(`comes after [the upstream request](2) already ran, so the search went out with incomplete arguments; check the arguments and ask first`);
                if (!problems.length)
                    continue;
                findings.push({
                    ruleId: ID,
                    message: `[Tool '${tool.name}'](1): this follow-up question (resultType "input_required") ${problems.join("; and it ")}.`,
                    location: p.location,
                    tool: tool.id,
                    ...(p.upstreamBefore[0] ? { upstreamCall: p.upstreamBefore[0] } : {}),
                    relatedLocations: [registered, ...upstreamRelated(p.upstreamBefore, upstream, 2)],
                });
            }
            else if (p.kind === "empty" && p.fields.some((f) => QUESTION_FIELD.test(f))) {
                findings.push({
                    ruleId: ID,
                    message: `[Tool '${tool.name}'](1): this empty result also carries inputRequests, so the client asks for more input and retries for data that is not there. Return either the question (resultType "input_required", no entries) or the empty result with its hint, never both.`,
                    location: p.location,
                    tool: tool.id,
                    relatedLocations: [registered],
                });
            }
        }
        return findings;
    },
};
