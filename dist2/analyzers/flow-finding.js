/** Builds the finding with the upstream call as related location 1 and the argument as 2. */
export function flowFinding(model, f) {
    const call = f.upstreamCall ? model.upstreamCalls.find((u) => u.id === f.upstreamCall) : undefined;
    const related = [];
    if (call)
        related.push({ id: 1, location: call.location, message: `upstream call ${call.callee}(…)` });
    if (f.declared)
        related.push({ id: 2, location: f.declared.param.location, message: f.declared.note });
    const out = { ruleId: f.ruleId, message: f.message, location: f.location, tool: f.tool };
    if (f.param !== undefined)
        out.param = f.param;
    if (f.upstreamCall !== undefined)
        out.upstreamCall = f.upstreamCall;
    out.relatedLocations = related;
    if (f.codeFlow)
        out.codeFlow = f.codeFlow;
    return out;
}
/** True the first time a tool, argument and place come up: one finding per place, however many flows lead there. */
export function firstAt(seen, tool, param, at) {
    const key = `${tool}|${param}|${at.file}:${at.line}:${at.column}`;
    if (seen.has(key))
        return false;
    seen.add(key);
    return true;
}
