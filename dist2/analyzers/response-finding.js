/**
 * What the rules about the server's reading of upstream answers share: the model's response reads
 * (`ServerModel.responseReads`), tool attribution, and the finding's frame (upstream link, code flow).
 */
import { compareLocations } from "../model/location.js";
/** The reads of one kind of use, in the order the front end recorded them. */
export function readsOf(model, kind) {
    return (model.responseReads ?? []).filter((r) => r.use.kind === kind);
}
/** The common applicability test: the rule reads upstream answers, so it needs upstream calls a tool reaches. */
export function readsUpstream(model, what) {
    if (!model.upstreamCalls.length)
        return { applies: false, reason: "no upstream calls found, so no upstream answers to read" };
    if (!model.upstreamCalls.some((u) => u.reachedFrom.length))
        return { applies: false, reason: "no tool reaches an upstream call" };
    if (!model.responseReads)
        return { applies: false, reason: "the front end does not trace upstream answers" };
    return { applies: true, reason: what };
}
/**
 * A finding at `location` (reached by `tools`) about a value that came from `origin`: names the
 * first tool (and how many others), links the upstream call, and carries the path from the answer
 * to here.
 */
export function responseFinding(ctx, ruleId, read, origin, message, last, extra = []) {
    const tools = read.tools;
    if (!tools.length)
        return undefined;
    const toolName = ctx.model.tools.find((t) => t.id === tools[0])?.name ?? tools[0];
    const more = tools.length > 1 ? ` (and ${tools.length - 1} other tool${tools.length > 2 ? "s" : ""})` : "";
    const call = origin?.upstreamCall ? ctx.model.upstreamCalls.find((u) => u.id === origin.upstreamCall) : undefined;
    const related = call
        ? [{ id: 1, location: call.location, message: `upstream call ${call.callee}(…)` }]
        : origin
            ? [{ id: 1, location: origin.parseLocation, message: "parse of the upstream answer" }]
            : [];
    const link = related.length ? (call ? "[the upstream answer](1)" : "[the parsed answer](1)") : "the upstream answer";
    const location = read.location;
    return {
        ruleId,
        message: message(`Tool '${toolName}'${more}`, link),
        location,
        tool: tools[0],
        ...(call ? { upstreamCall: call.id } : {}),
        relatedLocations: [...related, ...extra],
        ...(origin ? { codeFlow: [...origin.steps, { location, message: last }] } : {}),
    };
}
/** One finding per rule and line (the corpus annotates lines), first by column. */
export function onePerLine(findings) {
    const seen = new Set();
    return findings
        .sort((a, b) => compareLocations(a.location, b.location))
        .filter((f) => {
        const k = `${f.ruleId}|${f.location.file}:${f.location.line}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
/** An answer's identity: the upstream call it came from (body and headers together), or where it was parsed. */
export function answerOf(o) {
    return o.upstreamCall ?? `${o.parseLocation.file}:${o.parseLocation.line}:${o.parseLocation.column}`;
}
/** Source text shortened to one line for a message. */
export function short(s) {
    const t = s.replace(/\s+/g, " ");
    return t.length > 60 ? `${t.slice(0, 57)}…` : t;
}
