/**
 * Rule 7, upstream half — an order on a non-unique key with no unique tiebreak, where it matters:
 * an upstream request that sorts and pages, or an in-process sort whose output is returned or paged.
 *
 * Upstream sorts are the model's `upstreamOrders` (an order key's value, a query builder's order
 * method or an ORDER BY clause, on a request that pages or cuts), filled by both front ends. In-process sorts are `.sort(cmp)` / `.toSorted(cmp)` in code a tool reaches, where
 * the comparator orders by keys of its two arguments (flagged as an upstream order of the same keys would be);
 * and lists filled in the order parallel requests finish (`Promise.all(ids.map(async …))` + `push`).
 */
import { responseFlow } from "../frontend/ts/dataflow/response.js";
import type { TsFrontendData } from "../frontend/ts/index.js";
import { type CallExpression, Node, SyntaxKind } from "../frontend/ts/morph.js";
import { locOf } from "../frontend/ts/syntax/location.js";
import { descendantsOfKind, descendantsOfKinds, descendantsOutside } from "../frontend/ts/syntax/node-index.js";
import { findReferences } from "../frontend/ts/syntax/references.js";
import {
  assignmentsTo,
  declarationsOf,
  functionOf,
  initializerOf,
  isFunctionLike,
  parametersOf,
  returnedExpressions,
  unwrap,
} from "../frontend/ts/syntax/resolve.js";
import { callerOrders } from "../model/caller-orders.js";
import { locKey } from "../model/location.js";
import type { SourceLocation } from "../model/types.js";
import type { TsAnalyzerContext } from "./ts-syntax.js";
import type { AnalyzerContext, Finding, ModelAnalyzer } from "./types.js";

const ID = "unstable-order";

/** Keys taken to be unique: ids, primary keys, Elasticsearch `_id`/`_doc`, standard identifiers, slugs. */
const UNIQUE_KEY =
  /^(_?id|_doc|uuid|guid|pk|rowid|oid|urn|uri|iri|url|doi|isbn|issn|isil|orcid|slug|full_?name|fullName|path)$|(_id|Id|ID|_uuid|_pk|_urn)$/;
/**
 * Keys known to tie: scores, dates, ranks, titles, counts (`numAffected`, `num_found`). An order of several keys is flagged only
 * when it ends in one of these; a hand-picked tiebreak the auditor cannot judge (`name` in CKAN is
 * unique) is left alone.
 */
const TYING_KEY =
  /^(_?score|relevance|rank|ranking|similarity|date|year|month|day|time|timestamp|popularity|views|downloads|count|total|priority|rating|stars|status|type|size|duration|weight)$|(_?date|_at|At|Date|_time|Time|_count|Count|_score|Score|_size|Size)$|^num(_[a-z]|[A-Z])/;

export const unstableOrder: ModelAnalyzer = {
  id: ID,
  needs: "model",
  // in-process sorts come from the model (`sortSites`, filled by the Python front end); on TypeScript,
  // upstream sorts, comparators and completion order are read from the syntax
  syntaxParts: ["typescript"],
  applies(ctx) {
    if (!ctx.model.tools.length) return { applies: false, reason: "no tools found" };
    return { applies: true, reason: "code reached from tool handlers" };
  },
  run(ctx) {
    const found = new Map<string, Finding>();
    const add = (f: Finding) => {
      const k = `${f.location.file}:${f.location.line}:${f.location.column}`;
      if (!found.has(k)) found.set(k, f);
    };
    const ts = (ctx as AnalyzerContext & { ts?: TsFrontendData }).ts;
    if (ts) {
      const tctx = { ...ctx, ts } as TsAnalyzerContext;
      inProcessSorts(tctx, add);
      completionOrder(tctx, add);
      unsortedPages(tctx, add);
      unorderedConnectionCuts(tctx, add);
    }
    modelSorts(ctx, add);
    modelUpstreamOrders(ctx, add);
    return [...found.values()];
  },
};

/** Names of what a finding is about: the tools, and the resource handlers (rule 7 reads both). */
function entryNames(ctx: AnalyzerContext): Map<string, string> {
  return new Map([
    ...ctx.model.tools.map((t) => [t.id, t.name] as const),
    ...(ctx.model.resources ?? []).map((r) => [r.id, r.name] as const),
  ]);
}

/** How a message names a tool (`Tool 'x'`) or a resource handler (`Resource handler 'resources/list'`). */
function subject(ctx: AnalyzerContext, id: string): string {
  const r = ctx.model.resources?.find((x) => x.id === id);
  if (r) return `Resource handler '${r.name}'`;
  return `Tool '${ctx.model.tools.find((t) => t.id === id)?.name ?? id}'`;
}

/** The functions each tool and each resource handler reaches. */
function reachOf(ctx: TsAnalyzerContext): Map<string, Node[]> {
  return new Map([...ctx.ts.reachedFunctions, ...(ctx.ts.resourceFunctions ?? [])]);
}

/** The weakest order a sort can apply: one key that ties and is not unique. */
function weakOrder(orders: string[][]): string | undefined {
  const weak = orders.find(
    (keys) =>
      keys.length === 1 &&
      // a field the caller picks (`[sortBy]`) is any field, and most fields tie
      (keys[0]!.startsWith("[") ||
        (!UNIQUE_KEY.test(keys[0]!.split(".").pop()!) && TYING_KEY.test(keys[0]!.split(".").pop()!))),
  );
  return weak?.[0];
}

const WHY = {
  paged:
    "and then cut into pages; entries that tie can move across a page boundary between calls, so pages overlap or skip entries",
  cut: "and then cut to the first entries; entries that tie at the cut can be kept on one call and dropped on the next",
} as const;

/** The related location of a later cut, linked as `[there](2)` from the LATER wording. */
function cutAt(use: "paged" | "cut", location: SourceLocation) {
  return { id: 2, location, message: use === "paged" ? "the page is cut here" : "the list is cut here" };
}

/** A sorted list its function returns whole, cut later by the tool's other code. */
const LATER = {
  paged:
    "and returned, and the tool then cuts pages from it ([there](2)); entries that tie can move across a page boundary between calls, so pages overlap or skip entries",
  cut: "and returned, and the tool then keeps its first entries ([there](2)); entries that tie at the cut can be kept on one call and dropped on the next",
} as const;

/**
 * In-process sorts the model records (`sortSites`): judged as the TypeScript comparators are. A list
 * returned whole counts only where the tool's other code later cuts it (`laterCut`).
 */
function modelSorts(ctx: AnalyzerContext, add: (f: Finding) => void): void {
  const toolName = entryNames(ctx);
  for (const site of ctx.model.sortSites ?? []) {
    const key = weakOrder(site.orders);
    if (!key) continue;
    const later = site.output === "returned" ? site.laterCut : undefined;
    const use = later?.output ?? site.output;
    if (use === "returned" || (use === "cut" && !site.fromUpstream && !site.inputOrder)) continue;
    const toolId = later?.tool ?? site.tools[0]!;
    const tiebreak = site.entryKeys.find((k) => k !== key);
    add({
      ruleId: ID,
      message:
        `${subject(ctx, toolId)}: results are sorted by \`${key}\` alone (${site.code}) ${later ? LATER[use] : WHY[use]}.` +
        ` Add a unique tiebreak as the last sort key (${tiebreak ? `\`${tiebreak}\`, which the entries carry` : "a key that is unique per entry"}) and name the order in the description.`,
      location: site.location,
      tool: toolId,
      relatedLocations: later ? [cutAt(use, later.location)] : [],
      messageId: `in-process-${use}`,
      data: { tool: toolName.get(toolId) ?? toolId, key },
    });
  }
}

/**
 * Orders sent upstream that the model records (`upstreamOrders`, filled by both front ends): the
 * last key is not unique, and the request pages or cuts.
 */
function modelUpstreamOrders(ctx: AnalyzerContext, add: (f: Finding) => void): void {
  const toolName = entryNames(ctx);
  const calls = new Map(ctx.model.upstreamCalls.map((u) => [u.id, u]));
  const orders = [
    ...(ctx.model.upstreamOrders ?? []),
    ...callerOrders(ctx.model, (k) => UNIQUE_KEY.test(k)).filter(
      (c) => !(ctx.model.upstreamOrders ?? []).some((o) => locKey(o.location) === locKey(c.location)),
    ),
  ];
  for (const o of orders) {
    const keys = o.keys.map((k) => k.split(".").pop()!);
    const last = keys[keys.length - 1];
    if (!last || UNIQUE_KEY.test(last) || (keys.length > 1 && !TYING_KEY.test(last))) continue;
    const toolId = o.tools[0]!;
    const name = toolName.get(toolId) ?? toolId;
    const call = calls.get(o.upstreamCall);
    const chosen = o.chosenBy;
    add({
      ruleId: ID,
      message: chosen
        ? `${subject(ctx, toolId)}: [the upstream request](1) is ordered by the caller's \`${chosen.param}\` as it is (${o.code}) and [${o.paging === "paged" ? "paged" : "cut"}](2), with no unique key after it.` +
          ` ${chosen.free ? `Nothing is appended to the key the caller names, so entries that tie on it` : `Entries that tie on ${chosen.values.length > 1 ? `the keys it allows (${chosen.values.map((v) => `\`${v}\``).join(", ")})` : `\`${chosen.values[0]}\``}`} can come back in a different order on the next call, so ${o.paging === "paged" ? "pages overlap or skip entries" : "a cut keeps different ones"}.` +
          ` Append a unique key (\`id\`, \`_id\`) to whatever order the caller picks and say so in the description.`
        : `${subject(ctx, toolId)}: [the upstream request](1) is ordered by ${o.keys.map((k) => `\`${k}\``).join(", ")} (${o.code}) and [${o.paging === "paged" ? "paged" : "cut"}](2), with no unique key at the end.` +
          ` Entries that tie on ${keys.length > 1 ? "these keys" : `\`${o.keys[0]}\``} can come back in a different order on the next call, so ${o.paging === "paged" ? "pages overlap or skip entries" : "a cut keeps different ones"}.` +
          ` End the order with a unique key (\`id\`, \`_id\`) and say what the order is in the description.`,
      location: o.location,
      tool: toolId,
      upstreamCall: o.upstreamCall,
      relatedLocations: [
        { id: 1, location: call?.location ?? o.location, message: "the upstream request" },
        { id: 2, location: o.pagingAt, message: o.paging === "paged" ? "the offset or page sent" : "the limit sent" },
      ],
      messageId: chosen ? "upstream-caller-order" : "upstream-paged",
      data: { tool: name, keys: o.keys.join(","), ...(chosen ? { param: chosen.param } : {}) },
    });
  }
}

/**
 * `hits.sort((a, b) => b.score - a.score)` on one key that ties, whose output is paged or cut, where
 * the order of tied entries is not fixed by the code: a page or a top-N of an upstream answer (or of
 * entries from a directory listing or a merge of several answers). The page or cut may be made where
 * the sort stands or later, by code of the same tool that slices the list the sort's function
 * returned (`mergeHits(…)` returns the sorted hits, the handler keeps `hits.slice(0, max)`). Returned
 * whole, neither paged nor cut, a sort is not flagged: ADJUDICATION rule 7 makes a sort on a
 * non-unique key true "when the result is paged or cut", and the rule's data-fidelity form is the
 * page boundary ("bei instabiler Sortierung über Seitengrenzen hinweg verliert Pagination Treffer").
 * A sort of one stored answer by its own attribute (the threads of an event, the frames of a
 * profile) keeps that answer's order and is left alone; so is an order of several keys.
 */
function inProcessSorts(ctx: TsAnalyzerContext, add: (f: Finding) => void): void {
  const toolName = entryNames(ctx);
  // what a function holds does not depend on the tool that reaches it: read each function once
  // (a generated dispatch of N tools in one handler reaches the same function N times)
  type Candidate = {
    call: Node;
    name: string;
    arg: Node;
    cmp: Node;
    key: string;
    /** Paged or cut where it stands; `returned` when only a later cut (by a tool's other code) can make it one. */
    origin: "paged" | "cut" | "returned";
    tiebreak?: string;
    /** The entries are a parameter of the sort's function: judged only when the function that cuts them asks the upstream. */
    callerAsks?: true;
  };
  const candidatesOf = oncePerFunction<Candidate>((fn) => {
    const out: Candidate[] = [];
    for (const call of descendantsOfKind(fn, SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || !/^(sort|toSorted)$/.test(callee.getName())) continue;
      const arg = call.getArguments()[0];
      const cmp = arg && (isFunctionLike(unwrap(arg)) ? unwrap(arg) : functionOf(arg));
      if (!cmp) continue;
      // a comparator that branches on the caller's choice (`if (args.sortBy === "size") …`) is one order per branch
      const host = call.getFirstAncestor((a) => isFunctionLike(a)) ?? fn;
      // a score the code computes for each entry (`{ e, s: scoreEntry(q, e) }` sorted by `s`, or
      // `matchScore(b, …) - matchScore(a, …)`): a few integer levels over many entries, ties are the rule
      const computed = computedScore(cmp, host);
      const key = weakOrder(comparatorOrders(cmp)) ?? computed;
      if (!key) continue;
      const use = sortedOutput(call);
      if (!use) continue;
      // entries that came from an upstream answer (`a.score` from a search, not `a.stats.score` the code
      // computed), a directory listing or a merge tie in an order the code does not fix
      // a cut or a page through the ties of a score the code computed keeps different entries whenever the
      // input's order changes, and the code fixes no order among them (ADJUDICATION rule 7: a cut through a tie)
      if (use === "paged" || asksUpstream(ctx, host) || tiedInputOrigin(host) || computed)
        out.push({ call, name: callee.getName(), arg: arg!, cmp, key, origin: use, tiebreak: uniqueKeyNear(host) });
      // a helper handed the entries that returns them sorted (the caller that cuts them must have asked for
      // them), or cuts them itself (a caller must have asked for what it hands in)
      else if (use === "returned" || (use === "cut" && paramsOf(host).length > 0))
        out.push({
          call,
          name: callee.getName(),
          arg: arg!,
          cmp,
          key,
          origin: use,
          tiebreak: uniqueKeyNear(host),
          callerAsks: true,
        });
    }
    return out;
  });
  const reach = reachOf(ctx);
  for (const toolId of [...reach.keys()].sort()) {
    // the shared reach follows a callback the handler was handed (`callTool(tool.name, args)`) too
    const fns = reach.get(toolId) ?? [];
    for (const fn of fns) {
      for (const { call, name, arg, cmp, key, origin, tiebreak, callerAsks } of candidatesOf(fn)) {
        const later = origin === "returned" ? laterCut(call, fns) : undefined;
        if (origin === "returned" && !later) continue;
        if (callerAsks && later) {
          const cutter = later.at.getFirstAncestor((a) => isFunctionLike(a));
          if (!cutter || !asksUpstream(ctx, cutter, 2)) continue;
        } else if (
          callerAsks &&
          !callerAsksUpstream(
            ctx,
            call.getFirstAncestor((a) => isFunctionLike(a)),
            fns,
          )
        )
          continue;
        const use = later?.use ?? (origin as "paged" | "cut");
        const code = arg.getText().replace(/\s+/g, " ");
        const related = [
          ...(cmp !== unwrap(arg) ? [{ id: 1, location: locOf(cmp), message: "the comparator" }] : []),
          ...(later ? [cutAt(use, locOf(later.at))] : []),
        ];
        add({
          ruleId: ID,
          message:
            `${subject(ctx, toolId)}: results are sorted by ${sortKeyText(key)} alone (${name}(${code.length > 50 ? `${code.slice(0, 49)}…` : code})) ${later ? LATER[use] : WHY[use]}.` +
            ` Add a unique tiebreak (${tiebreak ? `\`|| String(a.${tiebreak}).localeCompare(String(b.${tiebreak}))\`` : "a key that is unique per entry"}) and name the order in the description.`,
          location: locOf(call),
          tool: toolId,
          relatedLocations: related,
          messageId: `in-process-${use}`,
          data: { tool: toolName.get(toolId) ?? toolId, key },
        });
      }
    }
  }
}

/**
 * Where code of the same tool cuts the list a sort's function returned: the function returns the
 * sorted list (as it is, or in an object), and a function the tool reaches that calls it slices a
 * value derived from the call (`const { hits } = await merge(…)`, `data = r.data`,
 * `data.results.filter(…)`): a page at an offset, or the first or last n. Callers that return the
 * value on are followed up to three calls. Read from the syntax: names bound from the call and from
 * each other, then a `slice` on one of them.
 */
function laterCut(call: Node, fns: readonly Node[]): { use: "paged" | "cut"; at: Node } | undefined {
  const own = call.getFirstAncestor((a) => isFunctionLike(a));
  if (!own) return undefined;
  let returners: Node[] = [own];
  const seen = new Set<Node>(returners);
  for (let depth = 0; depth < 3 && returners.length; depth++) {
    const next: Node[] = [];
    for (const fn of fns) {
      const calls = descendantsOfKind(fn, SyntaxKind.CallExpression).filter((c) => {
        const f = functionOf((c as CallExpression).getExpression());
        return !!f && returners.includes(f);
      });
      if (!calls.length) continue;
      const mentions = boundFrom(fn, calls);
      for (const c of descendantsOfKind(fn, SyntaxKind.CallExpression)) {
        const callee = (c as CallExpression).getExpression();
        if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "slice") continue;
        const [from, to] = (c as CallExpression).getArguments();
        if (!from || !mentions(callee.getExpression())) continue;
        const start = from.getText().trim();
        const use = start === "0" ? (to ? "cut" : undefined) : /^-/.test(start) && !to ? "cut" : "paged";
        if (use) return { use, at: c };
      }
      if (!seen.has(fn) && returnedExpressions(fn).some(mentions)) {
        seen.add(fn);
        next.push(fn);
      }
    }
    returners = next;
  }
  return undefined;
}

/**
 * Whether an expression holds what the given calls return: it contains one of them, or a name the function
 * binds from them or from each other (declarations, destructuring, plain assignments).
 */
function boundFrom(fn: Node, calls: readonly Node[]): (n: Node | undefined) => boolean {
  const names = new Set<string>();
  const holds = (n: Node | undefined) =>
    !!n &&
    (calls.some((c) => n.getStart() <= c.getStart() && c.getEnd() <= n.getEnd()) ||
      descendantsOfKind(n, SyntaxKind.Identifier).some((id) => names.has(id.getText())) ||
      (Node.isIdentifier(n) && names.has(n.getText())));
  for (let round = 0; round < 4; round++) {
    const before = names.size;
    for (const d of descendantsOfKind(fn, SyntaxKind.VariableDeclaration)) {
      if (!holds(d.getInitializer())) continue;
      for (const id of [d.getNameNode(), ...descendantsOfKind(d.getNameNode(), SyntaxKind.Identifier)])
        if (Node.isIdentifier(id)) names.add(id.getText());
    }
    for (const b of descendantsOfKind(fn, SyntaxKind.BinaryExpression)) {
      if (b.getOperatorToken().getKind() !== SyntaxKind.EqualsToken || !holds(b.getRight())) continue;
      const left = unwrap(b.getLeft());
      if (Node.isIdentifier(left)) names.add(left.getText());
    }
    if (names.size === before) break;
  }
  return holds;
}

/** `year` → "`year`"; a field the caller picks (`[sortBy]`) → "the field the caller picks (`sortBy`)". */
function sortKeyText(key: string): string {
  return key.startsWith("[") ? `the field the caller picks (\`${key.slice(1, -1)}\`)` : `\`${key}\``;
}

/** The orders a comparator can apply: one per branch on something other than its two arguments, else one. */
function comparatorOrders(cmp: Node): string[][] {
  const params = (cmp as unknown as { getParameters?(): Node[] }).getParameters?.() ?? [];
  const body = (cmp as unknown as { getBody?(): Node | undefined }).getBody?.();
  if (params.length !== 2 || !body) return [];
  const names = new Set(params.map((p) => (p as unknown as { getName(): string }).getName()));
  const branchesOnCaller =
    Node.isBlock(body) &&
    descendantsOfKind(body, SyntaxKind.IfStatement).some(
      (i) =>
        !descendantsOfKind(i.getExpression(), SyntaxKind.Identifier).some((id) => names.has(id.getText())) &&
        !names.has(i.getExpression().getText()),
    );
  if (!branchesOnCaller) {
    const keys = comparatorKeys(cmp);
    return keys ? [keys] : [];
  }
  const out: string[][] = [];
  for (const r of descendantsOfKind(body, SyntaxKind.ReturnStatement)) {
    if (r.getFirstAncestor((a) => isFunctionLike(a)) !== cmp || !r.getExpression()) continue;
    const keys: string[] = [];
    let ok = true;
    for (const term of orTerms(r.getExpression()!)) {
      const k = keyRead(term, names);
      if (!k) ok = false;
      else if (keys.at(-1) !== k) keys.push(k);
    }
    if (ok && keys.length) out.push(keys);
  }
  return out;
}

/**
 * Whether the function that sorts got its entries from an upstream answer: it sends a request
 * itself, or calls a function that does. A score the code computes itself (TF-IDF over a text it
 * was given) is ordered the same way every time.
 */
function asksUpstream(ctx: TsAnalyzerContext, host: Node, depth = 0): boolean {
  const calls = [...ctx.ts.upstreamSites.values()].map((s) => s.call);
  const inside = (fn: Node) =>
    calls.some(
      (c) => c.getSourceFile() === fn.getSourceFile() && c.getStart() >= fn.getStart() && c.getEnd() <= fn.getEnd(),
    );
  if (inside(host)) return true;
  // a callback of the request (`fetch(…).then((body) => …)`): the call chain it is handed to sends it
  const chain = host.getParent();
  if (chain && Node.isCallExpression(chain) && inside(chain)) return true;
  return descendantsOfKind(host, SyntaxKind.CallExpression).some((c) => {
    const f = functionOf(c.getExpression());
    // `depth`: how many more request helpers deep to look (`safeFetch` → `fetchWithTimeout` → `fetch`)
    return !!f && f !== host && (inside(f) || (depth > 0 && asksUpstream(ctx, f, depth - 1)));
  });
}

/** The parameters of a function-like node. */
function paramsOf(fn: Node): Node[] {
  return (fn as unknown as { getParameters?(): Node[] }).getParameters?.() ?? [];
}

/**
 * `topEvents(ae)` sorts and cuts what it was handed: a function of the tool's reach that calls it (or
 * calls a function that does, up to three calls up) asks the upstream, through up to two request helpers.
 */
function callerAsksUpstream(ctx: TsAnalyzerContext, host: Node | undefined, fns: readonly Node[]): boolean {
  let callees: Node[] = host ? [host] : [];
  const seen = new Set<Node>(callees);
  for (let depth = 0; depth < 3 && callees.length; depth++) {
    const next: Node[] = [];
    for (const fn of fns) {
      if (seen.has(fn)) continue;
      const calls = descendantsOfKind(fn, SyntaxKind.CallExpression).some((c) => {
        const f = functionOf((c as CallExpression).getExpression());
        return !!f && callees.includes(f);
      });
      if (!calls) continue;
      if (asksUpstream(ctx, fn, 2)) return true;
      seen.add(fn);
      next.push(fn);
    }
    callees = next;
  }
  return false;
}

/** Where tied entries get their order from, when the code does not fix it: a directory listing or a merge of several answers. */
function tiedInputOrigin(host: Node): "listing" | "merged" | undefined {
  const text = host.getText();
  if (/\b(readdir|readdirSync|opendir|glob|globSync|globby|fastGlob|fg)\s*\(|\.readdir\(/.test(text)) return "listing";
  if (/\bPromise\.(all|allSettled|race|any)\(|\.concat\(|\.flat\(/.test(text)) return "merged";
  // nested loops over several answers filling one collection (a fan-out merge)
  const loops = descendantsOfKinds(host, [SyntaxKind.ForOfStatement, SyntaxKind.ForInStatement]);
  if (loops.some((l) => descendantsOfKinds(l, [SyntaxKind.ForOfStatement, SyntaxKind.ForInStatement]).length > 0))
    return "merged";
  return undefined;
}

/** A key that is unique per entry and that the code around the sort really reads or writes: `url`, `id`, `name`, `path`. */
function uniqueKeyNear(host: Node): string | undefined {
  const seen = new Set<string>();
  for (const n of descendantsOfKinds(host, [
    SyntaxKind.PropertyAccessExpression,
    SyntaxKind.PropertyAssignment,
    SyntaxKind.ShorthandPropertyAssignment,
  ])) {
    // `request.params.name` is the tool's name, not a key of the entries
    if (
      Node.isPropertyAccessExpression(n) &&
      /(^|\.)(request|req|params|args|arguments|process|env|headers|options|opts|config|this)$/.test(
        n.getExpression().getText(),
      )
    )
      continue;
    if (!Node.isPropertyAccessExpression(n) && n.getFirstAncestor((a) => Node.isReturnStatement(a))) continue; // the result's own keys
    seen.add(Node.isPropertyAccessExpression(n) ? n.getName() : (n as unknown as { getName(): string }).getName());
  }
  return ["id", "url", "uri", "path", "name", "key", "slug", "uuid"].find((k) => seen.has(k));
}

/**
 * The keys a two-argument comparator orders by, in order: the terms of an `a.x - b.x || …` chain,
 * or the returns of a block (`if (a.x !== b.x) return …; return …`), each reading exactly one
 * property of both arguments, directly or through a one-line accessor (`rank(b) - rank(a)`).
 * Undefined for anything else (a term reading several keys).
 */
function comparatorKeys(cmp: Node): string[] | undefined {
  const params = (cmp as unknown as { getParameters?(): Node[] }).getParameters?.() ?? [];
  if (params.length !== 2) return undefined;
  const names = new Set(params.map((p) => (p as unknown as { getName(): string }).getName()));
  const body = (cmp as unknown as { getBody?(): Node | undefined }).getBody?.();
  if (!body) return undefined;
  const returned = Node.isBlock(body)
    ? descendantsOfKind(body, SyntaxKind.ReturnStatement)
        .filter((r) => r.getFirstAncestor((a) => isFunctionLike(a)) === cmp)
        .map((r) => r.getExpression())
    : [body];
  const keys: string[] = [];
  for (const e of returned) {
    if (!e) return undefined;
    for (const term of orTerms(e)) {
      const k = keyRead(term, names);
      if (!k) return undefined;
      if (keys.at(-1) !== k) keys.push(k);
    }
  }
  // a block's returns need not come in key priority (`if (a.score === b.score) return a.id…; return b.score - a.score`):
  // with a unique key anywhere among them, the order is not judged
  if (Node.isBlock(body) && keys.some((k) => UNIQUE_KEY.test(k.split(".").pop()!))) return undefined;
  return keys.length ? keys : undefined;
}

/** `x || y || z` → [x, y, z]; anything else → [it]. */
function orTerms(e: Node): Node[] {
  const u = unwrap(e);
  if (Node.isBinaryExpression(u) && u.getOperatorToken().getKind() === SyntaxKind.BarBarToken)
    return [...orTerms(u.getLeft()), ...orTerms(u.getRight())];
  return [u];
}

/**
 * The one key a term reads from the comparator's arguments: `score` in `b.score - a.score`,
 * `stats.score` in `b.stats.score - a.stats.score`, `title` in `a.title.localeCompare(b.title)`.
 */
function keyRead(term: Node, params: Set<string>, depth = 0): string | undefined {
  const keys = new Set<string>();
  for (const pa of [
    ...descendantsOfKind(term, SyntaxKind.PropertyAccessExpression),
    ...(Node.isPropertyAccessExpression(term) ? [term] : []),
  ]) {
    const base = unwrap(pa.getExpression());
    if (!Node.isIdentifier(base) || !params.has(base.getText())) continue;
    // the whole property path read from the argument (a method called on it is not part of the key)
    const path = [pa.getName()];
    for (
      let cur: Node = pa, p = pa.getParent();
      p && Node.isPropertyAccessExpression(p) && p.getExpression() === cur;
      cur = p, p = p.getParent()
    ) {
      const called = p.getParent();
      if (called && Node.isCallExpression(called) && called.getExpression() === p) break;
      path.push(p.getName());
    }
    keys.add(path.join("."));
  }
  // `a[field] - b[field]` with `field` the caller's choice: one key, whichever field it names (`[field]`);
  // `a["year"]` is the key `year`
  for (const ea of [
    ...descendantsOfKind(term, SyntaxKind.ElementAccessExpression),
    ...(Node.isElementAccessExpression(term) ? [term] : []),
  ]) {
    const base = unwrap(ea.getExpression());
    const index = ea.getArgumentExpression();
    if (!Node.isIdentifier(base) || !params.has(base.getText()) || !index) continue;
    const lit = unwrap(index);
    if (Node.isStringLiteral(lit) || Node.isNoSubstitutionTemplateLiteral(lit) || Node.isNumericLiteral(lit)) {
      // `a["year"]` is the key `year`; `a[1]` a position of a tuple entry, named by its index
      keys.add(lit.getLiteralText());
      continue;
    }
    // a constant field name (`const KEY = "year"`) is that key; any other name is the caller's pick
    const decl = Node.isIdentifier(lit) ? lit.getSymbol()?.getDeclarations()[0] : undefined;
    const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
    if (init && (Node.isStringLiteral(init) || Node.isNumericLiteral(init))) keys.add(init.getLiteralText());
    else keys.add(`[${lit.getText()}]`);
  }
  // `const av = a[field]` inside the comparator, then `av < bv ? -1 : 1`: the key the local was read from
  if (depth < 2)
    for (const id of [...descendantsOfKind(term, SyntaxKind.Identifier), ...(Node.isIdentifier(term) ? [term] : [])]) {
      if (params.has(id.getText())) continue;
      const decl = id.getSymbol()?.getDeclarations()[0];
      const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
      if (!init || decl!.getFirstAncestor((a) => isFunctionLike(a)) !== term.getFirstAncestor((a) => isFunctionLike(a)))
        continue;
      const k = keyRead(init, params, depth + 1);
      if (k) keys.add(k);
    }
  // `rank(b) - rank(a)` with `const rank = (r) => r.score ?? 0`: the key the accessor reads
  if (depth < 2)
    for (const c of [
      ...descendantsOfKind(term, SyntaxKind.CallExpression),
      ...(Node.isCallExpression(term) ? [term] : []),
    ]) {
      const [only, ...rest] = c.getArguments();
      if (!only || rest.length || !Node.isIdentifier(unwrap(only)) || !params.has(unwrap(only).getText())) continue;
      const fn = functionOf(c.getExpression());
      const ps = (fn as unknown as { getParameters?(): Node[] } | undefined)?.getParameters?.() ?? [];
      const body = (fn as unknown as { getBody?(): Node | undefined } | undefined)?.getBody?.();
      if (ps.length !== 1 || !body) continue;
      const ret = Node.isBlock(body)
        ? body.getStatements().length === 1 && Node.isReturnStatement(body.getStatements()[0]!)
          ? (body.getStatements()[0] as unknown as { getExpression(): Node | undefined }).getExpression()
          : undefined
        : body;
      const own = new Set([(ps[0] as unknown as { getName(): string }).getName()]);
      const k = ret ? keyRead(ret, own, depth + 1) : Node.isBlock(body) ? pickedKey(fn!, body, own, depth) : undefined;
      if (k) keys.add(k);
    }
  return keys.size === 1 ? [...keys][0] : undefined;
}

/**
 * An accessor that returns one key of its argument per case of a switch on something else (`switch (sort)
 * { case "likes": return hit.likes ?? 0; … }`): the comparator orders by the key the caller picks
 * (`[sort]`), when every case reads one key and none is unique.
 */
function pickedKey(fn: Node, body: Node, param: Set<string>, depth: number): string | undefined {
  const sw = descendantsOfKind(body, SyntaxKind.SwitchStatement).find(
    (x) => x.getFirstAncestor((a) => isFunctionLike(a)) === fn,
  );
  if (!sw || !Node.isSwitchStatement(sw)) return undefined;
  const disc = unwrap(sw.getExpression());
  if (descendantsOfKind(disc, SyntaxKind.Identifier).some((i) => param.has(i.getText()))) return undefined;
  if (Node.isIdentifier(disc) && param.has(disc.getText())) return undefined;
  const rets = descendantsOfKind(body, SyntaxKind.ReturnStatement).filter(
    (r) => r.getFirstAncestor((a) => isFunctionLike(a)) === fn,
  );
  const keys = rets.map((r) => (r.getExpression() ? keyRead(r.getExpression()!, param, depth + 1) : undefined));
  if (rets.length < 2 || keys.some((k) => !k || UNIQUE_KEY.test(k.split(".").pop()!))) return undefined;
  return `[${disc.getText()}]`;
}

const COLLECT = /^(push|unshift|set|add)$/;

/**
 * `await Promise.all(ids.map(async (id) => { out.push(await get(id)); }))`, then `return out`: the
 * list is in the order the parallel requests finished, which differs from call to call. Also
 * `.then((r) => out.push(r))`. Not flagged: `Promise.all(ids.map(get))` (input order), a write
 * before the callback's first `await`, one request at a time, a collection sorted afterwards.
 */
function completionOrder(ctx: TsAnalyzerContext, add: (f: Finding) => void): void {
  const toolName = entryNames(ctx);
  // read each function once, whichever tools reach it (see inProcessSorts)
  type Candidate = { write: Node; all: CallExpression; target: Node };
  const candidatesOf = oncePerFunction<Candidate>((fn) => {
    const out: Candidate[] = [];
    for (const all of descendantsOfKind(fn, SyntaxKind.CallExpression)) {
      if (!/^Promise\.(all|allSettled)$/.test(all.getExpression().getText())) continue;
      const mapped = unwrap(all.getArguments()[0] ?? all);
      if (!Node.isCallExpression(mapped)) continue;
      const mapCallee = mapped.getExpression();
      const cb = mapped.getArguments()[0] ? unwrap(mapped.getArguments()[0]!) : undefined;
      if (!Node.isPropertyAccessExpression(mapCallee) || mapCallee.getName() !== "map" || !cb || !isFunctionLike(cb))
        continue;
      const host = all.getFirstAncestor((a) => isFunctionLike(a));
      if (!host) continue;
      for (const write of descendantsOfKind(cb, SyntaxKind.CallExpression)) {
        const callee = write.getExpression();
        if (!Node.isPropertyAccessExpression(callee) || !COLLECT.test(callee.getName())) continue;
        const target = unwrap(callee.getExpression());
        if (!Node.isIdentifier(target) || !finishesLate(write, cb)) continue;
        // a collection of the function that waits for all of them, returned from it unsorted
        const decl = declarationsOf(target)[0];
        if (!decl || decl.getFirstAncestor((a) => isFunctionLike(a)) !== host) continue;
        if (!returnedUnsorted(host, decl, all)) continue;
        out.push({ write, all, target });
      }
    }
    return out;
  });
  for (const [toolId, fns] of [...reachOf(ctx)].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const fn of fns) {
      for (const { write, all, target } of candidatesOf(fn)) {
        add({
          ruleId: ID,
          message:
            `${subject(ctx, toolId)}: \`${target.getText()}\` is filled in the order the parallel requests finish (\`${write.getText().replace(/\s+/g, " ").slice(0, 50)}\` under [Promise.${all.getExpression().getText().split(".")[1]}](1)) and then returned.` +
            ` Two identical calls can list the same entries in different orders.` +
            ` Keep the input order (\`const items = await Promise.all(ids.map(get))\`) or sort by a unique key before returning.`,
          location: locOf(write),
          tool: toolId,
          relatedLocations: [{ id: 1, location: locOf(all), message: "the requests run in parallel here" }],
          messageId: "completion-order",
          data: { tool: toolName.get(toolId) ?? toolId, collection: target.getText() },
        });
      }
    }
  }
}

/** Whether a write inside a parallel callback runs after that callback's request finished: after an `await`, or in a `.then` callback. */
function finishesLate(write: Node, cb: Node): boolean {
  const own = write.getFirstAncestor((a) => isFunctionLike(a));
  if (own === cb)
    return descendantsOutside(cb, [SyntaxKind.AwaitExpression]).some((a) => a.getStart() < write.getEnd());
  const holder = own?.getParent();
  return !!holder && Node.isCallExpression(holder) && /\.(then|finally)$/.test(holder.getExpression().getText());
}

/** Reads that do not hand on the collection's order: its size, one keyed entry, a membership test. */
const ORDERLESS_READ = new Set(["length", "size", "get", "has", "includes", "indexOf"]);
const SORTING = /^(sort|toSorted|sortBy|orderBy)$/;

/**
 * Whether the collection declared at `decl` leaves `host` through a `return` after `from` with its
 * order intact: a reference in the returned value that is not a size, a keyed read (`byId.get(id)`,
 * which restores the caller's order) or inside a sort, and no sort of it in between.
 */
function returnedUnsorted(host: Node, decl: Node, from: Node): boolean {
  const nameNode = (decl as unknown as { getNameNode?(): Node }).getNameNode?.();
  if (!nameNode || !Node.isIdentifier(nameNode)) return false;
  const refs = findReferences(nameNode).filter((r) => r.getStart() > from.getEnd());
  const sortedBy = (r: Node, stop: Node) => {
    for (let p = r.getParent(); p && p !== stop; p = p.getParent()) {
      if (!Node.isCallExpression(p)) continue;
      const callee = p.getExpression();
      const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
      if (SORTING.test(name)) return true;
    }
    return false;
  };
  // sorted in place before it is returned: `items.sort(…)`
  if (
    refs.some((r) => {
      const p = r.getParent();
      return (
        !!p &&
        Node.isPropertyAccessExpression(p) &&
        p.getExpression() === r &&
        /^(sort|reverse)$/.test(p.getName()) &&
        r.getFirstAncestor((a) => Node.isReturnStatement(a)) === undefined
      );
    })
  )
    return false;
  return refs.some((r) => {
    const ret = r.getFirstAncestor((a) => Node.isReturnStatement(a));
    if (!ret || ret.getFirstAncestor((a) => isFunctionLike(a)) !== host) return false;
    const p = r.getParent();
    if (p && Node.isPropertyAccessExpression(p) && p.getExpression() === r && ORDERLESS_READ.has(p.getName()))
      return false;
    return !sortedBy(r, ret);
  });
}

/**
 * What happens to a sort's output: cut into a page (`slice`) or returned from its function, also
 * as text built from it (`sorted.map(…).join("\n")`, a template); undefined when it stays inside.
 */
function sortedOutput(call: Node): "paged" | "cut" | "returned" | undefined {
  let top: Node = call;
  for (
    let p = call.getParent();
    p &&
    (Node.isPropertyAccessExpression(p) ||
      Node.isCallExpression(p) ||
      Node.isParenthesizedExpression(p) ||
      Node.isAwaitExpression(p));
    p = p.getParent()
  )
    top = p;
  // `.slice(offset, …)` cuts a page; `.slice(0, n)` keeps the top n: a cut through a tie
  const cut = /\.slice\(\s*([^,)]*)(,?)/.exec(top.getText().slice(call.getText().length));
  if (cut) return cut[1]!.trim() !== "0" ? "paged" : cut[2] ? "cut" : "returned";
  const holder = top.getParent();
  if (!holder) return undefined;
  if (Node.isReturnStatement(holder) || Node.isArrowFunction(holder)) return "returned";
  // const sorted = hits.sort(…); or hits.sort(…); — follow the name to a return or a slice
  let name: string | undefined;
  if (Node.isVariableDeclaration(holder) && Node.isIdentifier(holder.getNameNode())) name = holder.getName();
  else if (Node.isExpressionStatement(holder) && top === call) {
    const recv = unwrap((call as unknown as { getExpression(): Node }).getExpression());
    const base = Node.isPropertyAccessExpression(recv) ? unwrap(recv.getExpression()) : undefined;
    if (base && Node.isIdentifier(base)) name = base.getText();
  } else if (Node.isPropertyAssignment(holder) || Node.isShorthandPropertyAssignment(holder)) {
    return holder.getFirstAncestor((a) => Node.isReturnStatement(a)) ? "returned" : undefined;
  }
  if (!name) return undefined;
  const fn = call.getFirstAncestor((a) => isFunctionLike(a));
  if (!fn) return undefined;
  const after = (n: Node) => n.getStart() > call.getEnd();
  if (
    descendantsOfKind(fn, SyntaxKind.CallExpression).some(
      (c) => after(c) && new RegExp(`\\b${name}\\.slice\\(\\s*(?!0\\s*[,)])`).test(c.getText()),
    )
  )
    return "paged";
  if (
    descendantsOfKind(fn, SyntaxKind.CallExpression).some(
      (c) => after(c) && new RegExp(`\\b${name}\\.slice\\(\\s*0\\s*,`).test(c.getText()),
    )
  )
    return "cut";
  // names built from the sorted list after it (`const lines = sorted.map(…)`, `const text = lines.join("\n")`)
  const names = new Set([name]);
  const mentionsAny = (t: string) => [...names].some((nm) => new RegExp(`\\b${nm.replace(/\$/g, "\\$")}\\b`).test(t));
  for (let round = 0; round < 3; round++)
    for (const d of descendantsOfKind(fn, SyntaxKind.VariableDeclaration))
      if (
        after(d) &&
        Node.isIdentifier(d.getNameNode()) &&
        d.getInitializer() &&
        mentionsAny(d.getInitializer()!.getText())
      )
        names.add(d.getName());
  return descendantsOfKind(fn, SyntaxKind.ReturnStatement).some(
    (r) => after(r) && mentionsAny(r.getText()) && r.getFirstAncestor((a) => isFunctionLike(a)) === fn,
  )
    ? "returned"
    : undefined;
}

/** Calls that order a collection (array methods, lodash/Ramda helpers). */
const ORDERING_CALL = /^(sort|toSorted|sortBy|orderBy|sortWith|sortOn)$/;
/** Array methods whose result keeps the receiver's order (or reverses it): the order is the receiver's. */
const ORDER_KEEPING = new Set([
  "filter",
  "slice",
  "map",
  "flatMap",
  "concat",
  "flat",
  "reverse",
  "toReversed",
  "values",
]);

/**
 * Whether the collection `expr` stands for was put in an order by the code on its way here: a sort of
 * it (`[...rows].sort(…)`, `sortBy(rows, "id")`, `rows.sort(…)` in place), through order-keeping
 * array methods, variables and their reassignments, and project helpers' returns. A sort found
 * anywhere on the way counts: the sort itself is judged by the comparator rule, not here.
 */
function orderedOnTheWay(expr: Node, seen = new Set<Node>(), depth = 0): boolean {
  const u = unwrap(expr);
  if (seen.has(u) || depth > 12) return false;
  seen.add(u);
  if (Node.isCallExpression(u)) {
    const callee = unwrap(u.getExpression());
    const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText().split(".").pop()!;
    if (ORDERING_CALL.test(name)) return true;
    if (Node.isPropertyAccessExpression(callee) && ORDER_KEEPING.has(name))
      return (
        orderedOnTheWay(callee.getExpression(), seen, depth + 1) ||
        u.getArguments().some((a) => !isFunctionLike(unwrap(a)) && orderedOnTheWay(a, seen, depth + 1))
      );
    // a project helper: what it returns
    const fn = functionOf(u.getExpression());
    if (fn && depth < 6) return returnedExpressions(fn).some((r) => orderedOnTheWay(r, seen, depth + 1));
    return false;
  }
  if (Node.isArrayLiteralExpression(u))
    return u
      .getElements()
      .some((e) => orderedOnTheWay(Node.isSpreadElement(e) ? e.getExpression() : e, seen, depth + 1));
  if (Node.isConditionalExpression(u))
    return orderedOnTheWay(u.getWhenTrue(), seen, depth + 1) || orderedOnTheWay(u.getWhenFalse(), seen, depth + 1);
  if (Node.isBinaryExpression(u) && /^(\?\?|\|\|)$/.test(u.getOperatorToken().getText()))
    return orderedOnTheWay(u.getLeft(), seen, depth + 1);
  if (Node.isPropertyAccessExpression(u)) return false;
  if (!Node.isIdentifier(u)) return false;
  const decl = declarationsOf(u)[0];
  if (!decl) return false;
  // sorted in place where the name is in scope: `rows.sort(…)`
  const scope = decl.getFirstAncestor((a) => isFunctionLike(a)) ?? decl.getSourceFile();
  const name = u.getText();
  if (
    descendantsOfKind(scope, SyntaxKind.CallExpression).some((c) => {
      const callee = c.getExpression();
      return (
        Node.isPropertyAccessExpression(callee) &&
        ORDERING_CALL.test(callee.getName()) &&
        unwrap(callee.getExpression()).getText() === name
      );
    })
  )
    return true;
  const init = initializerOf(decl);
  if (init && orderedOnTheWay(init, seen, depth + 1)) return true;
  for (const w of assignmentsTo(u)?.writes ?? []) if (orderedOnTheWay(w.getRight(), seen, depth + 1)) return true;
  return false;
}

/** Whether a `slice` call's output leaves its function: returned, or held in a name a later `return` mentions. */
function sliceReturned(call: Node, fn: Node): boolean {
  // up through wrappers, envelopes and order-keeping chains (`page.map(…)`, `JSON.stringify(page)`)
  let top: Node = call;
  for (let p = top.getParent(); p; p = top.getParent()) {
    const through =
      Node.isParenthesizedExpression(p) ||
      Node.isAwaitExpression(p) ||
      Node.isAsExpression(p) ||
      Node.isConditionalExpression(p) ||
      Node.isPropertyAssignment(p) ||
      Node.isShorthandPropertyAssignment(p) ||
      Node.isObjectLiteralExpression(p) ||
      Node.isArrayLiteralExpression(p) ||
      (Node.isPropertyAccessExpression(p) && p.getExpression() === top && /^(map|filter|join)$/.test(p.getName())) ||
      (Node.isCallExpression(p) &&
        (Node.isPropertyAccessExpression(top)
          ? p.getExpression() === top
          : /^JSON\.stringify$/.test(p.getExpression().getText())));
    if (!through) break;
    top = p;
  }
  const holder = top.getParent();
  if (!holder) return false;
  if (Node.isReturnStatement(holder) || (Node.isArrowFunction(holder) && holder.getBody() === top)) return true;
  if (!Node.isVariableDeclaration(holder) || !Node.isIdentifier(holder.getNameNode())) return false;
  const name = holder.getName();
  return descendantsOfKind(fn, SyntaxKind.ReturnStatement).some(
    (r) =>
      r.getStart() > call.getEnd() &&
      r.getFirstAncestor((a) => isFunctionLike(a)) === fn &&
      new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(r.getText()),
  );
}

/**
 * An upstream answer's entries cut into pages in process (`rows.slice(offset, offset + limit)`, also
 * in a paging helper the tool hands the list to) with nothing ordering them first: each call fetches
 * the list again and pages it in whatever order the upstream sent it this time, so pages fetched on
 * separate calls overlap or skip entries (rule 7: the server sorts, not the source). A list sorted on
 * its way (by any key: the comparator is judged apart) and a cut from the start (`slice(0, n)`) are
 * left alone; so are batches cut in a loop.
 */
function unsortedPages(ctx: TsAnalyzerContext, add: (f: Finding) => void): void {
  const flow = responseFlow(ctx.ts, ctx.model.tools);
  // a list in a JSON or SDK answer: lines of a text or rows of a table keep the document's own order
  const fromUpstream = (e: Node) =>
    flow
      .origins(e)
      .some((o) => (o.level === "envelope" || o.level === "entry") && !o.tabular && /^(json|sdk)$/.test(o.source.kind));
  type Candidate = { slice: Node; recv: Node; param?: number };
  const candidatesOf = oncePerFunction<Candidate>((fn) => {
    const out: Candidate[] = [];
    for (const call of descendantsOfKind(fn, SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "slice") continue;
      if (call.getFirstAncestor((a) => isFunctionLike(a)) !== fn) continue;
      const start = call.getArguments()[0];
      if (!start) continue;
      const s = unwrap(start);
      // a cut from the start, or from the end (`-n`, `rows.length - n`), is not a page
      if (
        Node.isNumericLiteral(s) ||
        (Node.isPrefixUnaryExpression(s) && Node.isNumericLiteral(s.getOperand())) ||
        /\.length\b/.test(s.getText())
      )
        continue;
      // batches cut in a loop are requests, not pages of the result
      if (
        call.getFirstAncestor(
          (a) =>
            (Node.isForStatement(a) || Node.isWhileStatement(a) || Node.isDoStatement(a)) &&
            !!a.getFirstAncestor((b) => b === fn),
        )
      )
        continue;
      if (!sliceReturned(call, fn)) continue;
      const recv = unwrap(callee.getExpression());
      const decl = Node.isIdentifier(recv) ? declarationsOf(recv)[0] : undefined;
      const param = decl && Node.isParameterDeclaration(decl) ? parametersOf(fn).indexOf(decl) : -1;
      if (param >= 0) {
        if (!orderedOnTheWay(recv)) out.push({ slice: call, recv, param });
        continue;
      }
      if (fromUpstream(recv) && !orderedOnTheWay(recv)) out.push({ slice: call, recv });
    }
    return out;
  });
  const reach = reachOf(ctx);
  for (const toolId of [...reach.keys()].sort()) {
    const fns = reach.get(toolId) ?? [];
    const mine = new Set(fns);
    for (const fn of fns)
      for (const c of candidatesOf(fn)) {
        const code = c.slice.getText().replace(/\s+/g, " ");
        const sliced = code.length > 60 ? `${code.slice(0, 59)}…` : code;
        if (c.param === undefined) {
          add(pageFinding(ctx, toolId, c.slice, c.recv.getText(), sliced));
          continue;
        }
        // a paging helper: the call sites in this tool's code that hand it an unsorted upstream list
        for (const site of flow.callersOf(fn)) {
          const host = site.getFirstAncestor((a) => isFunctionLike(a));
          const arg = site.getArguments()[c.param];
          if (!host || !mine.has(host) || !arg || orderedOnTheWay(arg) || !fromUpstream(arg)) continue;
          add(pageFinding(ctx, toolId, site, arg.getText().replace(/\s+/g, " "), sliced, c.slice));
        }
      }
  }
}

function pageFinding(
  ctx: TsAnalyzerContext,
  toolId: string,
  at: Node,
  list: string,
  sliced: string,
  helper?: Node,
): Finding {
  const name = entryNames(ctx).get(toolId) ?? toolId;
  const shown = list.length > 40 ? `${list.slice(0, 39)}…` : list;
  return {
    ruleId: ID,
    message:
      `${subject(ctx, toolId)}: the upstream's entries (\`${shown}\`) are cut into pages (${helper ? `[${sliced}](1) in the paging helper` : sliced}) in the order the upstream sent them, and nothing orders them first.` +
      " Each call fetches the list again; entries that come back in another order move across a page boundary, so pages overlap or skip entries." +
      " Sort by a unique key (`id`) before paging and name the order in the description.",
    location: locOf(at),
    tool: toolId,
    relatedLocations: helper ? [{ id: 1, location: locOf(helper), message: "the page is cut here" }] : [],
    messageId: "in-process-unsorted-page",
    data: { tool: name, list: shown },
  };
}

/** What a function holds, read once per function: a generated dispatch of N tools reaches the same function N times. */
function oncePerFunction<T>(read: (fn: Node) => T[]): (fn: Node) => T[] {
  const memo = new Map<Node, T[]>();
  return (fn) => {
    let out = memo.get(fn);
    if (!out) {
      out = read(fn);
      memo.set(fn, out);
    }
    return out;
  };
}

/** A function whose value is a computed relevance: `scoreEntry`, `conditionMatchScore`, `rankOf`, `similarity`. */
const SCORING_FN =
  /^(score|rank|relevance|similarity)[A-Z_]|(score|Score|rank|Rank|relevance|Relevance|similarity|Similarity)$/;

/**
 * The key of a comparator that orders by a score the code computes, with no other key: `b.s - a.s` where
 * the entries were built in the same function as `{ …, s: scoreEntry(…) }`, or `f(b…) - f(a…)` where `f`
 * is a scoring function called on each argument (directly or through a value read from it). Undefined
 * for anything else, and for a comparator with a second key.
 */
function computedScore(cmp: Node, host: Node): string | undefined {
  const params = (cmp as unknown as { getParameters?(): Node[] }).getParameters?.() ?? [];
  const body = (cmp as unknown as { getBody?(): Node | undefined }).getBody?.();
  if (params.length !== 2 || !body) return undefined;
  const names = params.map((p) => (p as unknown as { getName(): string }).getName());
  let expr: Node | undefined = body;
  if (Node.isBlock(body)) {
    const returns = descendantsOfKind(body, SyntaxKind.ReturnStatement).filter(
      (r) => r.getFirstAncestor((a) => isFunctionLike(a)) === cmp,
    );
    if (returns.length !== 1) return undefined;
    expr = returns[0]!.getExpression();
  }
  const e = expr && unwrap(expr);
  if (!e || !Node.isBinaryExpression(e) || e.getOperatorToken().getKind() !== SyntaxKind.MinusToken) return undefined;
  const left = unwrap(e.getLeft());
  const right = unwrap(e.getRight());
  // `b.s - a.s`: a property of both arguments that the code filled with a scoring call
  if (Node.isPropertyAccessExpression(left) && Node.isPropertyAccessExpression(right)) {
    const key = left.getName();
    if (key !== right.getName()) return undefined;
    const bases = [unwrap(left.getExpression()).getText(), unwrap(right.getExpression()).getText()].sort();
    if (bases.join() !== [...names].sort().join()) return undefined;
    const filled = descendantsOfKind(host, SyntaxKind.PropertyAssignment).some((pa) => {
      if (pa.getName() !== key) return false;
      const init = pa.getInitializer() && unwrap(pa.getInitializer()!);
      return !!init && Node.isCallExpression(init) && SCORING_FN.test(calleeName(init));
    });
    return filled ? key : undefined;
  }
  // `score(b, q) - score(a, q)`, `matchScore(bConds, q) - matchScore(aConds, q)` with `const bConds = b.…`
  if (Node.isCallExpression(left) && Node.isCallExpression(right)) {
    const fnName = calleeName(left);
    if (!fnName || fnName !== calleeName(right) || !SCORING_FN.test(fnName)) return undefined;
    const reads = (c: Node, param: string) =>
      c.getDescendantsOfKind(SyntaxKind.Identifier).some((id) => id.getText() === param || derivedFrom(id, param, cmp));
    const [a, b] = names as [string, string];
    const ok = (reads(left, a) && reads(right, b)) || (reads(left, b) && reads(right, a));
    return ok ? fnName : undefined;
  }
  return undefined;
}

function calleeName(call: Node): string {
  const c = (call as unknown as { getExpression(): Node }).getExpression();
  return Node.isPropertyAccessExpression(c) ? c.getName() : Node.isIdentifier(c) ? c.getText() : "";
}

/** `id` names a local of the comparator whose initializer reads `param` (`const bConds = b.conditions ?? []`). */
function derivedFrom(id: Node, param: string, cmp: Node): boolean {
  return declarationsOf(id).some(
    (d) =>
      Node.isVariableDeclaration(d) &&
      d.getFirstAncestor((a) => isFunctionLike(a)) === cmp &&
      (d.getInitializer()?.getDescendantsOfKind(SyntaxKind.Identifier) ?? []).some((i) => i.getText() === param),
  );
}

/** Keys that order a GraphQL connection or an SDK list (`orderBy`, `sort`), beside the generic request order keys. */
const CONNECTION_ORDER = /^(orderBy|order_?by|sort|sortBy|sort_?by|order|ordering)$/i;

/**
 * A GraphQL-style connection cut with no order: an upstream call handed an object with `first: n` (or
 * `last: n`) and no order key (`client.issues({ filter, first: 10 })`). The cut keeps the first n entries
 * of an order the request does not name, which the upstream is free to change (ADJUDICATION rule 7: a
 * top-N cut).
 */
function unorderedConnectionCuts(ctx: TsAnalyzerContext, add: (f: Finding) => void): void {
  const toolName = entryNames(ctx);
  const flow = responseFlow(ctx.ts, ctx.model.tools);
  const sites: [string, Node][] = [...ctx.ts.upstreamSites.entries()].map(([id, s]) => [id, s.call]);
  const known = new Set(sites.map(([, c]) => c));
  // a method of an object an SDK answer handed back (`user.assignedIssues({ first })` with `user = await client.user(id)`):
  // a request of the same client
  for (const c of flow.reachedNodes(SyntaxKind.CallExpression)) {
    if (known.has(c) || !Node.isCallExpression(c)) continue;
    const callee = c.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    if (!c.getArguments().some((a) => Node.isObjectLiteralExpression(unwrap(a)))) continue;
    const o = flow.origins(callee.getExpression()).find((x) => x.source.kind === "sdk" && x.source.upstreamCall);
    if (o) sites.push([o.source.upstreamCall!, c]);
  }
  const reach = reachOf(ctx);
  for (const toolId of [...reach.keys()].sort()) {
    const fns = new Set(reach.get(toolId) ?? []);
    for (const [id, call] of sites) {
      // the request may sit in a callback inside a function the tool reaches (`enqueue(() => client.issues({…}))`)
      if (!call.getAncestors().some((a) => fns.has(a))) continue;
      const args = (call as CallExpression).getArguments();
      // a GraphQL document handed beside its variables names its own order (`issues(first: $n, orderBy: …)`)
      if (args.some((a) => /\b(orderBy|order_by|sort)\b/.test(queryText(a)))) continue;
      for (const arg of args) {
        const obj = unwrap(arg);
        if (!Node.isObjectLiteralExpression(obj)) continue;
        const props = obj.getProperties();
        const cut = props.find((p) => /^(first|last)$/.test(keyOf(p)));
        if (!cut) continue;
        // a spread may carry the order; a cursor continues the upstream's own position (paging, not a cut)
        if (props.some((p) => Node.isSpreadAssignment(p) || CONNECTION_ORDER.test(keyOf(p)))) continue;
        const name = toolName.get(toolId) ?? toolId;
        add({
          ruleId: ID,
          message:
            `${subject(ctx, toolId)}: [the upstream request](1) is cut to the first entries (${cut.getText().replace(/\s+/g, " ")}) with no order given.` +
            ` Which entries come back is decided by an order the request does not name, which can change between calls, so a cut keeps different ones.` +
            ` Send an order that ends in a unique key (\`orderBy\` with an id tiebreak) and name it in the description.`,
          location: locOf(cut),
          tool: toolId,
          upstreamCall: id,
          relatedLocations: [{ id: 1, location: locOf(call), message: "the upstream request" }],
          messageId: "upstream-unordered-cut",
          data: { tool: name, key: keyOf(cut) },
        });
      }
    }
  }
}

/** The key of an object literal's member (`first`, `"orderBy"`); "" for a spread or a method. */
function keyOf(p: Node): string {
  return Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)
    ? p.getName().replace(/^["']|["']$/g, "")
    : "";
}

/** The text of an argument that is (or names) a query document: a literal, or the initializer of the constant it names. */
function queryText(arg: Node): string {
  const a = unwrap(arg);
  if (Node.isObjectLiteralExpression(a)) return "";
  if (Node.isIdentifier(a))
    return declarationsOf(a)
      .map((d) => initializerOf(d)?.getText() ?? "")
      .join(" ");
  return a.getText();
}
