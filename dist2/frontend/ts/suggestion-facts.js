/**
 * Result keys that offer the caller other terms (`suggestions`, `did_you_mean`), with the upstream
 * calls their value came from (rule 10), as model facts (`ServerModel.suggestionSources`): one per
 * tool, key and origin, in the order the backward response flow finds them.
 */
import { SUGGEST_KEY } from "../../model/vocabulary.js";
import { responseFlow } from "./dataflow/response.js";
import { Node, SyntaxKind } from "./morph.js";
import { locOf } from "./syntax/location.js";
export function buildSuggestionSources(ts, tools) {
    const out = [];
    if (!tools.length)
        return out;
    const flow = responseFlow(ts, tools);
    for (const p of [
        ...flow.reachedNodes(SyntaxKind.PropertyAssignment),
        ...flow.reachedNodes(SyntaxKind.ShorthandPropertyAssignment),
    ]) {
        if (!Node.isPropertyAssignment(p) && !Node.isShorthandPropertyAssignment(p))
            continue;
        const key = p.getName().replace(/^["']|["']$/g, "");
        if (!SUGGEST_KEY.test(key))
            continue;
        const value = Node.isPropertyAssignment(p) ? p.getInitializer() : p.getNameNode();
        if (!value)
            continue;
        const at = flow.toolsAt(p);
        if (!at.length)
            continue;
        const origins = flow.origins(value).filter((o) => o.source.upstreamCall);
        const location = locOf(p);
        for (const tool of at)
            for (const o of origins)
                out.push({ tool, key, location, upstreamCall: o.source.upstreamCall, steps: [...o.steps] });
    }
    return out;
}
