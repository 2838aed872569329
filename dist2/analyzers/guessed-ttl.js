/**
 * Rule 8 — a cache lifetime that is guessed rather than derived from the source's freshness.
 *
 * Applies only to servers that target revision 2026-07-28 (the revision that put `ttlMs` and
 * `cacheScope` on cacheable results). Reads the model's cache settings (`ServerModel.cacheSettings`),
 * which every front end fills: lifetimes and scopes on results, cache hints for protocol methods
 * (`cache_hints={"resources/read": CacheHint(ttl_ms=…, scope=…)}`). A lifetime counts as fixed when it
 * is a literal, a named constant, an environment value with a constant fallback or a constructor
 * default; one computed from headers, a cadence or a cap is not a guess.
 *
 * The model also holds in-process caches of upstream data (`on: "in-process"`); the rule does not
 * judge them. Its text is about the protocol field ("`ttlMs` auf einer List- oder Read-Response ist
 * eine Zusage": a promise to the client), and ADJUDICATION.md puts a rule-8 finding on "the `ttlMs` /
 * `cacheScope` value"; how long the server keeps its own memo is no promise to anyone.
 */
import { MRTR_REVISION, notTargetedReason } from "../model/spec-revision.js";
const ID = "guessed-ttl";
/** A comment that names how often the source publishes: then the number is a reasoned guess (note). */
const CADENCE = /\b(daily|nightly|hourly|weekly|monthly|quarterly|yearly|annually|every\s+(\d+\s+)?(seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?)|once\s+(a|per)\s+(day|hour|week|month|year)|(publishe[sd]|update[sd]|release[sd]|refreshe[sd])\s+(every|each|once|daily|hourly|weekly|monthly|at|on)|cadence|täglich|stündlich|wöchentlich|monatlich|jährlich|nächtlich)\b/i;
/** Names of credentials a caller can hand over (tool arguments, per-session config). */
const CREDENTIAL = /^(api_?key|apikey|access_?token|token|auth|authorization|bearer|password|secret|client_?secret|credentials?|x-api-key)$/i;
/**
 * Protocol methods that list the server's own definitions: their lifetime is about the server's
 * registrations, not the upstream source's data, so the number is not judged against its freshness.
 */
const LIST_METHOD = /^((tools|prompts|resources|resources\/templates)\/list|server\/discover)$/;
/** `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`. */
function nameList(names) {
    const q = names.map((n) => `'${n}'`);
    return q.length <= 1 ? (q[0] ?? "") : `${q.slice(0, -1).join(", ")} and ${q.at(-1)}`;
}
/** `3600000 ms (1 h)`: milliseconds with a unit a reader can check against the source's cadence. */
function duration(ms) {
    const units = [
        [86_400_000, "d"],
        [3_600_000, "h"],
        [60_000, "min"],
        [1000, "s"],
    ];
    const u = units.find(([n]) => ms >= n && ms % n === 0);
    return u ? `${ms} ms (${ms / u[0]} ${u[1]})` : `${ms} ms`;
}
function toolsOf(model, ids) {
    const byId = new Map(model.tools.map((t) => [t.id, t]));
    return ids.flatMap((id) => byId.get(id) ?? []);
}
function subject(s, tools) {
    if (s.on === "method")
        return `The \`${s.method}\` hint: a result`;
    if (!tools.length)
        return "A result";
    return `${tools.length > 1 ? "Tools" : "Tool"} ${nameList(tools.map((t) => t.name))}: a result`;
}
function names(s) {
    return s.on === "method" ? { ttl: "ttl_ms", scope: "scope" } : { ttl: "ttlMs", scope: "cacheScope" };
}
function ttlFinding(s, tools) {
    const life = s.lifetime;
    if (life.ms === undefined)
        return undefined; // computed: from headers, a cadence, a cap — not a guess
    const related = [];
    let link = "";
    if (life.constant) {
        related.push({ id: 1, location: life.constant, message: "the constant is initialised from a number here" });
        link = " ([the constant](1))";
    }
    const cadence = CADENCE.test(life.comments);
    const key = names(s).ttl;
    const what = life.ms === 0
        ? `has \`${key}\` fixed at 0${link}: every client refetches on every call, whatever the source's own freshness is.`
        : `has \`${key}\` fixed at ${duration(life.ms)}${byDefault(life.derivation)}${link}, a number not derived from the source's freshness (Last-Modified, Cache-Control, publication cadence).`;
    const advice = cadence
        ? " A comment names the source's cadence; compute the lifetime from it (up to the next publication) instead of a fixed number."
        : " Derive it from the response headers or the published cadence, capped at the next publication.";
    return {
        ruleId: ID,
        ...(cadence ? { level: "note" } : {}),
        message: `${subject(s, tools)} ${what}${advice}`,
        location: life.location,
        ...(tools[0] ? { tool: tools[0].id } : {}),
        ...(related.length ? { relatedLocations: related } : {}),
        messageId: life.ms === 0 ? "ttl-zero" : "ttl-fixed",
        data: { ms: life.ms, derivation: life.derivation, ...(cadence ? { cadence: "named" } : {}) },
    };
}
/** Where the request of `tool` carries credentials that belong to the caller, when it does. */
function callerCredential(model, s, tool) {
    const flow = model.flows.find((f) => f.tool === tool.id && CREDENTIAL.test(f.param.split(".").pop() ?? f.param));
    if (flow)
        return { location: flow.steps[0]?.location ?? tool.location, what: `argument '${flow.param}' from the caller` };
    const c = s.callerCredentials?.find((x) => x.tool === tool.id);
    return c && { location: c.location, what: c.what };
}
function scopeFinding(model, s, tools) {
    const scope = s.scope;
    const key = names(s).scope;
    if (scope.value !== "public" && scope.value !== "private") {
        return {
            ruleId: ID,
            level: "error",
            message: `${subject(s, tools)} has \`${key}: "${scope.value}"\`, which the protocol does not know (only "public" and "private"); clients may reject the result or cache it wrongly.`,
            location: scope.location,
            ...(tools[0] ? { tool: tools[0].id } : {}),
            messageId: "unknown-scope",
            data: { scope: scope.value },
        };
    }
    if (scope.value !== "public")
        return undefined;
    const leaking = tools.flatMap((t) => {
        const cred = callerCredential(model, s, t);
        return cred ? [{ t, cred }] : [];
    });
    if (!leaking.length)
        return undefined;
    const { t, cred } = leaking[0];
    return {
        ruleId: ID,
        message: `${subject(s, leaking.map((x) => x.t))} is marked \`${key}: "public"\`, but the upstream request carries [${cred.what}](1).` +
            ` A shared cache can hand one caller's answer to another; mark it "private".`,
        location: scope.location,
        tool: t.id,
        relatedLocations: [{ id: 1, location: cred.location, message: `credentials of the caller: ${cred.what}` }],
        messageId: "public-with-credentials",
        data: { credential: cred.what },
    };
}
/** For a number that a setting can replace: says it is the default that runs when nothing overrides it. */
function byDefault(derivation) {
    return derivation === "env-fallback" || derivation === "constructor-default"
        ? " (the default that runs unless a setting overrides it)"
        : "";
}
function judged(s) {
    return s.on === "result" || (s.on === "method" && !LIST_METHOD.test(s.method ?? ""));
}
export const guessedTtl = {
    id: ID,
    needs: "model",
    applies(ctx) {
        const notTargeted = notTargetedReason(ctx.spec, MRTR_REVISION);
        if (notTargeted)
            return { applies: false, reason: notTargeted };
        const settings = ctx.model.cacheSettings;
        if (!settings)
            return { applies: false, reason: "the front end does not read cache settings" };
        const results = settings.filter((s) => s.on === "result").length;
        const hints = settings.filter((s) => s.on === "method").length;
        if (!results && !hints)
            return { applies: false, reason: "no result sets ttlMs or cacheScope" };
        const parts = [`${results} result${results === 1 ? " sets" : "s set"} ttlMs or cacheScope`];
        if (hints)
            parts.push(`${hints} cache hint${hints === 1 ? "" : "s"} for protocol methods`);
        return { applies: true, reason: `targets ${ctx.spec.revision} (${ctx.spec.source}); ${parts.join(", ")}` };
    },
    run(ctx) {
        const settings = ctx.model.cacheSettings ?? [];
        const findings = [];
        for (const s of settings) {
            if (s.on === "in-process")
                continue;
            const tools = toolsOf(ctx.model, s.tools);
            if (s.lifetime && judged(s)) {
                const f = ttlFinding(s, tools);
                if (f)
                    findings.push(f);
            }
            if (s.scope) {
                const f = scopeFinding(ctx.model, s, tools);
                if (f)
                    findings.push(f);
            }
        }
        return findings;
    },
};
