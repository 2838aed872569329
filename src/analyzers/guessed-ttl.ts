/**
 * Rule 8 — a cache lifetime that is guessed rather than derived from the source's freshness.
 *
 * Applies only to servers that target revision 2026-07-28 (the revision that put `ttlMs` and
 * `cacheScope` on cacheable results). On results it reads the `ttlMs` and `cacheScope` properties
 * of MCP result objects; beside them it reports, one level lower, in-process caches of upstream
 * data that expire after a fixed number.
 */
import {
  Node,
  type ObjectLiteralExpression,
  type PropertyAssignment,
  type ShorthandPropertyAssignment,
  SyntaxKind,
} from "../frontend/ts/morph.js";
import { isResultObject } from "../frontend/ts/spec-revision.js";
import { constString } from "../frontend/ts/syntax/const-eval.js";
import { locOf } from "../frontend/ts/syntax/location.js";
import { descendantsOfKind } from "../frontend/ts/syntax/node-index.js";
import { findReferences } from "../frontend/ts/syntax/references.js";
import { declarationsOf, propName, unwrap } from "../frontend/ts/syntax/resolve.js";
import { MRTR_REVISION, notTargetedReason } from "../model/spec-revision.js";
import type { ToolModel } from "../model/types.js";
import {
  type ConstNumber,
  commentsAround,
  constNumber,
  nameList,
  toolsReaching,
  upstreamToolsReaching,
} from "./tool-reach.js";
import type { TsAnalyzerContext, TsSyntaxAnalyzer } from "./ts-syntax.js";
import type { Finding, RelatedLocation } from "./types.js";

const ID = "guessed-ttl";

/** A comment that names how often the source publishes: then the number is a reasoned guess (note). */
const CADENCE =
  /\b(daily|nightly|hourly|weekly|monthly|quarterly|yearly|annually|every\s+(\d+\s+)?(seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?)|once\s+(a|per)\s+(day|hour|week|month|year)|(publishe[sd]|update[sd]|release[sd]|refreshe[sd])\s+(every|each|once|daily|hourly|weekly|monthly|at|on)|cadence|täglich|stündlich|wöchentlich|monatlich|jährlich|nächtlich)\b/i;
/** Option keys that set an in-process cache's lifetime. */
const CACHE_TTL_OPTION = /^(ttl|ttlMs|stdTTL|maxAge|max_age|expire|expires|expiresIn|expiry|ttlSeconds)$/;
const CACHE_CLASS = /(LRU|Cache|TTL|Expir)/i;
/** Names of credentials a caller can hand over (tool arguments, per-session config). */
const CREDENTIAL =
  /^(api_?key|apikey|access_?token|token|auth|authorization|bearer|password|secret|client_?secret|credentials?|x-api-key)$/i;

interface ResultSite {
  obj: ObjectLiteralExpression;
  ttl?: PropertyAssignment | ShorthandPropertyAssignment;
  scope?: PropertyAssignment | ShorthandPropertyAssignment;
}

interface CacheSite {
  /** What was found: the option, the timer or the comparison. */
  node: Node;
  what: string;
  value: ConstNumber;
  tools: ToolModel[];
}

interface Sites {
  results: ResultSite[];
  caches: CacheSite[];
}

const memo = new WeakMap<object, Sites>();

function propValue(p: PropertyAssignment | ShorthandPropertyAssignment): Node | undefined {
  return Node.isPropertyAssignment(p) ? p.getInitializer() : p.getNameNode();
}

function prop(o: ObjectLiteralExpression, key: string): PropertyAssignment | ShorthandPropertyAssignment | undefined {
  const p = o.getProperties().find((x) => propName(x) === key);
  return p && (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)) ? p : undefined;
}

/** Whether any comment beside `nodes` names the source's publication cadence. */
function namesCadence(...nodes: (Node | undefined)[]): boolean {
  return nodes.some((n) => n && CADENCE.test(commentsAround(n)));
}

function collect(ctx: TsAnalyzerContext): Sites {
  const hit = memo.get(ctx.model);
  if (hit) return hit;
  const sites: Sites = { results: [], caches: [] };
  for (const sf of ctx.ts.loaded.sourceFiles) {
    for (const o of descendantsOfKind(sf, SyntaxKind.ObjectLiteralExpression)) {
      const ttl = prop(o, "ttlMs");
      const scope = prop(o, "cacheScope");
      if ((ttl || scope) && (isResultObject(o) || (ttl && returnedWithSpread(o))))
        sites.results.push({ obj: o, ...(ttl ? { ttl } : {}), ...(scope ? { scope } : {}) });
      else cacheOption(ctx, o, sites.caches);
    }
    for (const call of descendantsOfKind(sf, SyntaxKind.CallExpression)) timerExpiry(ctx, call, sites.caches);
    for (const bin of descendantsOfKind(sf, SyntaxKind.BinaryExpression)) ageComparison(ctx, bin, sites.caches);
  }
  memo.set(ctx.model, sites);
  return sites;
}

/** `return { ...result, ttlMs: … }`: a result decorated with a lifetime. */
function returnedWithSpread(o: ObjectLiteralExpression): boolean {
  const p = o.getParent();
  const returned =
    Node.isReturnStatement(p) ||
    (Node.isParenthesizedExpression(p) && Node.isArrowFunction(p.getParent())) ||
    Node.isArrowFunction(p);
  return returned && o.getProperties().some((x) => Node.isSpreadAssignment(x));
}

/** `new LRUCache({ ttl: 86_400_000 })` whose cache a tool with upstream calls uses. */
function cacheOption(ctx: TsAnalyzerContext, o: ObjectLiteralExpression, out: CacheSite[]): void {
  const newExpr = o.getParent();
  if (!Node.isNewExpression(newExpr) || !CACHE_CLASS.test(newExpr.getExpression().getText())) return;
  for (const p of o.getProperties()) {
    const key = propName(p);
    if (!key || !CACHE_TTL_OPTION.test(key) || !(Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)))
      continue;
    const value = constNumber(propValue(p));
    if (!value || namesCadence(p, value.decl)) continue;
    const holder = newExpr.getParentIf(
      (x) => Node.isVariableDeclaration(x) || Node.isPropertyDeclaration(x) || Node.isPropertyAssignment(x),
    );
    const nameNode =
      holder && (Node.isVariableDeclaration(holder) || Node.isPropertyDeclaration(holder))
        ? holder.getNameNode()
        : undefined;
    if (!nameNode || !Node.isIdentifier(nameNode)) continue;
    const tools = [
      ...new Map(
        findReferences(nameNode)
          .flatMap((r) => upstreamToolsReaching(ctx, r))
          .map((t) => [t.id, t]),
      ).values(),
    ];
    if (tools.length)
      out.push({
        node: p,
        what: `\`new ${newExpr.getExpression().getText()}({ ${key}: ${value.value} })\``,
        value,
        tools,
      });
  }
}

/** `setTimeout(() => cache.delete(key), 3_600_000)` inside code a tool with upstream calls runs. */
function timerExpiry(ctx: TsAnalyzerContext, call: Node, out: CacheSite[]): void {
  if (!Node.isCallExpression(call) || !/^(setTimeout|setInterval)$/.test(call.getExpression().getText())) return;
  const [cb, delay] = call.getArguments();
  if (!cb || !delay || !/\.(delete|clear)\(/.test(cb.getText())) return;
  const value = constNumber(delay);
  if (!value || namesCadence(call, value.decl)) return;
  const tools = upstreamToolsReaching(ctx, call);
  if (tools.length)
    out.push({
      node: delay,
      what: `a \`${call.getExpression().getText()}\` that deletes the entry after ${duration(value.value)}`,
      value,
      tools,
    });
}

/** `Date.now() - entry.storedAt < CACHE_TTL` inside code a tool with upstream calls runs. */
function ageComparison(ctx: TsAnalyzerContext, bin: Node, out: CacheSite[]): void {
  if (!Node.isBinaryExpression(bin) || !/^[<>]=?$/.test(bin.getOperatorToken().getText())) return;
  const age = (n: Node) => {
    const u = unwrap(n);
    return (
      Node.isBinaryExpression(u) &&
      u.getOperatorToken().getKind() === SyntaxKind.MinusToken &&
      /^(Date\.now\(\)|performance\.now\(\)|now)$/.test(unwrap(u.getLeft()).getText())
    );
  };
  const limit = age(bin.getLeft()) ? bin.getRight() : age(bin.getRight()) ? bin.getLeft() : undefined;
  const value = constNumber(limit);
  if (!limit || !value || namesCadence(bin, value.decl)) return;
  const tools = upstreamToolsReaching(ctx, bin);
  if (tools.length)
    out.push({ node: limit, what: `an age check (\`Date.now() - …\`) against ${duration(value.value)}`, value, tools });
}

/** `3600000 ms (1 h)`: milliseconds with a unit a reader can check against the source's cadence. */
function duration(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, "d"],
    [3_600_000, "h"],
    [60_000, "min"],
    [1000, "s"],
  ];
  const u = units.find(([n]) => ms >= n && ms % n === 0);
  return u ? `${ms} ms (${ms / u[0]} ${u[1]})` : `${ms} ms`;
}

function subject(tools: ToolModel[]): string {
  if (!tools.length) return "A result";
  return `${tools.length > 1 ? "Tools" : "Tool"} ${nameList(tools.map((t) => t.name))}: a result`;
}

function constantLink(value: ConstNumber, related: RelatedLocation[]): string {
  if (!value.decl) return "";
  related.push({
    id: related.length + 1,
    location: locOf(value.decl),
    message: "the constant is initialised from a number here",
  });
  return ` ([the constant](${related.length}))`;
}

function ttlFinding(site: ResultSite, tools: ToolModel[]): Finding | undefined {
  const p = site.ttl!;
  const value = constNumber(propValue(p));
  if (!value) return undefined; // computed: from headers, a cadence, a cap — not a guess
  const related: RelatedLocation[] = [];
  const link = constantLink(value, related);
  const cadence = namesCadence(p, value.decl);
  const what =
    value.value === 0
      ? `has \`ttlMs\` fixed at 0${link}: every client refetches on every call, whatever the source's own freshness is.`
      : `has \`ttlMs\` fixed at ${duration(value.value)}${link}, a number not derived from the source's freshness (Last-Modified, Cache-Control, publication cadence).`;
  const advice = cadence
    ? " A comment names the source's cadence; compute the lifetime from it (up to the next publication) instead of a fixed number."
    : " Derive it from the response headers or the published cadence, capped at the next publication.";
  return {
    ruleId: ID,
    ...(cadence ? { level: "note" as const } : {}),
    message: `${subject(tools)} ${what}${advice}`,
    location: locOf(p),
    ...(tools[0] ? { tool: tools[0].id } : {}),
    ...(related.length ? { relatedLocations: related } : {}),
  };
}

/** Where the request of `tool` carries credentials that belong to the caller, when it does. */
function callerCredential(
  ctx: TsAnalyzerContext,
  tool: ToolModel,
): { node?: Node; location: import("../model/types.js").SourceLocation; what: string } | undefined {
  const flow = ctx.model.flows.find((f) => f.tool === tool.id && CREDENTIAL.test(f.param));
  if (flow)
    return { location: flow.steps[0]?.location ?? tool.location, what: `argument '${flow.param}' from the caller` };
  const entryFn = ctx.ts.entries.get(tool.id)?.fn;
  for (const fn of ctx.ts.reachedFunctions.get(tool.id) ?? []) {
    for (const acc of descendantsOfKind(fn, SyntaxKind.PropertyAccessExpression)) {
      const name = acc.getName();
      if (name === "authInfo" || name === "requestInfo") return { location: locOf(acc), what: `the caller's ${name}` };
      if (!CREDENTIAL.test(name)) continue;
      // per-session config: `config.apiKey` where `config` is a parameter of the factory around the handler
      const base = unwrap(acc.getExpression());
      if (!Node.isIdentifier(base) || !entryFn) continue;
      const decl = declarationsOf(base)[0];
      const param =
        decl && (Node.isParameterDeclaration(decl) ? decl : decl.getFirstAncestorByKind(SyntaxKind.Parameter));
      const owner = param?.getParent();
      if (owner && owner !== entryFn && entryFn.getAncestors().includes(owner) && !calledInProject(owner))
        return { location: locOf(acc), what: `per-session config '${acc.getText()}'` };
    }
  }
  return undefined;
}

/**
 * Whether the project calls `fn` itself. A server factory that only the hosting runtime calls (once
 * per session) gets per-session config; one the project calls gets whatever the project passes.
 */
function calledInProject(fn: Node): boolean {
  const holder = Node.isFunctionDeclaration(fn) ? fn : fn.getParentIf((p) => Node.isVariableDeclaration(p));
  const name =
    holder && (Node.isFunctionDeclaration(holder) || Node.isVariableDeclaration(holder))
      ? holder.getNameNode()
      : undefined;
  if (!name || !Node.isIdentifier(name)) return false;
  return findReferences(name).some((r) => {
    const p = r.getParent();
    return !!p && Node.isCallExpression(p) && p.getExpression() === r;
  });
}

function scopeFinding(ctx: TsAnalyzerContext, site: ResultSite, tools: ToolModel[]): Finding | undefined {
  const p = site.scope!;
  const lit = constString(propValue(p));
  if (!lit) return undefined;
  if (lit.value !== "public" && lit.value !== "private") {
    return {
      ruleId: ID,
      level: "error",
      message: `${subject(tools)} has \`cacheScope: "${lit.value}"\`, which the protocol does not know (only "public" and "private"); clients may reject the result or cache it wrongly.`,
      location: locOf(p),
      ...(tools[0] ? { tool: tools[0].id } : {}),
    };
  }
  if (lit.value !== "public") return undefined;
  const leaking = tools.map((t) => ({ t, cred: callerCredential(ctx, t) })).filter((x) => x.cred);
  if (!leaking.length) return undefined;
  const { t, cred } = leaking[0]!;
  return {
    ruleId: ID,
    message:
      `${subject(leaking.map((x) => x.t))} is marked \`cacheScope: "public"\`, but the upstream request carries [${cred!.what}](1).` +
      ` A shared cache can hand one caller's answer to another; mark it "private".`,
    location: locOf(p),
    tool: t.id,
    relatedLocations: [{ id: 1, location: cred!.location, message: `credentials of the caller: ${cred!.what}` }],
  };
}

export const guessedTtl: TsSyntaxAnalyzer = {
  id: ID,
  needs: "typescript",
  applies(ctx) {
    const notTargeted = notTargetedReason(ctx.spec, MRTR_REVISION);
    if (notTargeted) return { applies: false, reason: notTargeted };
    const { results, caches } = collect(ctx);
    if (!results.length && !caches.length)
      return { applies: false, reason: "no result sets ttlMs or cacheScope and no in-process cache has a lifetime" };
    const parts = [`${results.length} result${results.length === 1 ? " sets" : "s set"} ttlMs or cacheScope`];
    if (caches.length) parts.push(`${caches.length} in-process cache lifetime${caches.length === 1 ? "" : "s"}`);
    return { applies: true, reason: `targets ${ctx.spec.revision} (${ctx.spec.source}); ${parts.join(", ")}` };
  },
  run(ctx) {
    const { results, caches } = collect(ctx);
    const findings: Finding[] = [];
    for (const site of results) {
      const tools = toolsReaching(ctx, site.obj);
      if (site.ttl) {
        const f = ttlFinding(site, tools);
        if (f) findings.push(f);
      }
      if (site.scope) {
        const f = scopeFinding(ctx, site, tools);
        if (f) findings.push(f);
      }
    }
    for (const c of caches) {
      findings.push({
        ruleId: ID,
        level: "note",
        message:
          `${c.tools.length > 1 ? "Tools" : "Tool"} ${nameList(c.tools.map((t) => t.name))}: upstream data is kept in memory and expired by ${c.what},` +
          ` a fixed lifetime, not the source's freshness; a change upstream stays invisible until then. Expire it from the response headers or the publication cadence.`,
        location: locOf(c.node),
        tool: c.tools[0]!.id,
      });
    }
    return findings;
  },
};
