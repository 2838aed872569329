/**
 * Extension (no spec number) — the upstream says there is more, and the tool result does not.
 *
 * A continuation signal of an upstream answer — `has_more`, `next_page_token`, `nextCursor`,
 * `next`, `truncated`, `total`/`numFound`, a `Link` or `X-Total-Count` header — that is read and
 * then dropped (logged, compared, ignored), or that the answer's declared type carries and the
 * code never reads, while nothing else of that answer tells the caller the list is partial.
 * Passing the signal on, deriving `truncated`/a cursor from it, paging on it in a loop, or
 * returning the whole answer is fine.
 */
import { listOption } from "../config.js";
import { compareLocations } from "../model/location.js";
import { BODY_SIGNAL } from "../model/vocabulary.js";
import { answerOf, onePerLine, readsOf, readsUpstream, responseFinding } from "./response-finding.js";
const ID = "dropped-continuation";
const HEADER_SIGNAL = /^header:(link|x-total(-count|-pages)?|x-next(-page|-cursor)?|x-has-more|x-continuation(-token)?)$/;
export const droppedContinuation = {
    id: ID,
    needs: "model",
    applies(ctx) {
        return readsUpstream(ctx.model, "continuation signals of parsed upstream answers");
    },
    run(ctx) {
        const extra = listOption(ctx.settings, "signals", ID);
        const isSignal = (name) => {
            const last = name.startsWith("header:") ? name : name.split(".").pop();
            return BODY_SIGNAL.test(last) || HEADER_SIGNAL.test(last) || extra.includes(last);
        };
        // every read of a key of an answer's envelope (and of a response header), by answer
        const reads = new Map();
        for (const read of readsOf(ctx.model, "key")) {
            const header = read.use.form === "header";
            for (const o of read.origins) {
                if (o.level !== (header ? "header" : "envelope"))
                    continue;
                const name = header ? `header:${read.use.key}` : [...o.path, read.use.key].join(".");
                const s = answerOf(o);
                if (!reads.has(s))
                    reads.set(s, []);
                reads.get(s).push({ read, origin: o, name });
            }
        }
        // answers that reach the result whole
        const escaped = new Set(readsOf(ctx.model, "whole-answer").flatMap((r) => r.origins.map(answerOf)));
        const findings = [];
        for (const [source, rs] of [...reads].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
            // a body that reaches the result whole carries its own signals; response headers it does not
            const whole = escaped.has(source);
            if (whole && rs.some((r) => isSignal(r.name) && !r.name.startsWith("header:")))
                continue;
            const signals = rs
                .filter((r) => isSignal(r.name) && (!whole || r.name.startsWith("header:")))
                .sort((a, b) => compareLocations(a.read.location, b.read.location));
            if (whole && !signals.length)
                continue;
            if (signals.some((r) => r.read.use.fate !== "dropped"))
                continue;
            if (signals.length) {
                for (const r of signals) {
                    const shown = r.name.startsWith("header:") ? `the \`${r.name.slice(7)}\` header` : `\`${r.name}\``;
                    const f = responseFinding(ctx, ID, r.read, r.origin, (tool, link) => `${tool}: ${link} says whether there is more (${shown}), and that signal never reaches the tool result, so the caller takes a partial list for the whole. Return it, or a \`truncated\` flag or cursor derived from it.`, "the continuation signal is dropped here");
                    if (f)
                        findings.push(f);
                }
                continue;
            }
            // nothing read: does the answer's declared type carry a signal?
            const declared = declaredSignals(rs, isSignal);
            if (!declared)
                continue;
            const f = responseFinding(ctx, ID, declared.at.read, declared.at.origin, (tool, link) => `${tool}: ${link} carries ${declared.names.map((x) => `\`${x}\``).join(", ")} (declared by \`${declared.type}\`), and the tool never reads ${declared.names.length > 1 ? "them" : "it"}: only \`${declared.at.name}\` is taken, so the caller cannot tell a partial list from the whole. Return the signal, or a \`truncated\` flag or cursor derived from it.`, "only the list is taken from the answer");
            if (f)
                findings.push(f);
        }
        return onePerLine(findings);
    },
};
/** Continuation properties the declared type of a read answer carries, when none of them is read. */
function declaredSignals(rs, isSignal) {
    for (const r of [...rs].sort((a, b) => compareLocations(a.read.location, b.read.location))) {
        const d = r.read.use.declared;
        if (r.read.use.form !== "member" || !d)
            continue;
        const prefix = r.origin.path.length ? `${r.origin.path.join(".")}.` : "";
        const names = d.keys.filter((k) => isSignal(`${prefix}${k}`)).sort();
        if (!names.length)
            continue;
        return { at: r, names: names.map((k) => `${prefix}${k}`), type: d.type };
    }
    return undefined;
}
