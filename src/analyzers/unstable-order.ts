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
import { comparatorOrders, computedScore } from "../frontend/ts/syntax/comparators.js";
import { locOf } from "../frontend/ts/syntax/location.js";
import { descendantsOfKind } from "../frontend/ts/syntax/node-index.js";
import {
  asksUpstream,
  callerAsksUpstream,
  finishesLate,
  keyOf,
  laterCut,
  orderedOnTheWay,
  queryText,
  returnedUnsorted,
  sliceReturned,
  sortedOutput,
  tiedInputOrigin,
  uniqueKeyNear,
} from "../frontend/ts/syntax/order-flow.js";
import { declarationsOf, functionOf, isFunctionLike, parametersOf, unwrap } from "../frontend/ts/syntax/resolve.js";
import { callerOrders } from "../model/caller-orders.js";
import { locKey } from "../model/location.js";
import type { SourceLocation } from "../model/types.js";
import type { TsAnalyzerContext } from "./ts-syntax.js";
import type { AnalyzerContext, Finding, ModelAnalyzer } from "./types.js";

const ID = "unstable-order";

/** Keys taken to be unique: ids, primary keys, Elasticsearch `_id`/`_doc`, standard identifiers, slugs. */
const UNIQUE_KEY =
  /^(_?id|_doc|uuid|guid|pk|rowid|oid|urn|uri|iri|url|doi|isbn|issn|isil|orcid|slug|full_?name|fullName|path)$|(_id|Id|ID|_uuid|_pk|_urn)$/;
const isUnique = (key: string) => UNIQUE_KEY.test(key);
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
    // one finding per place; where several tools reach it, the one whose handler is fewest calls away names it
    // (the tool the code works for, not another that reaches the same class through a call of its own)
    const found = new Map<string, { f: Finding; depth: number }>();
    const add = (f: Finding, depth = Number.POSITIVE_INFINITY) => {
      const k = `${f.location.file}:${f.location.line}:${f.location.column}`;
      const known = found.get(k);
      if (!known || depth < known.depth) found.set(k, { f, depth });
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
    return [...found.values()].map((x) => x.f);
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
function inProcessSorts(ctx: TsAnalyzerContext, add: (f: Finding, depth?: number) => void): void {
  const toolName = entryNames(ctx);
  const requests = [...ctx.ts.upstreamSites.values()].map((s) => s.call);
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
      const key = weakOrder(comparatorOrders(cmp, isUnique)) ?? computed;
      if (!key) continue;
      const use = sortedOutput(call);
      if (!use) continue;
      // entries that came from an upstream answer (`a.score` from a search, not `a.stats.score` the code
      // computed), a directory listing or a merge tie in an order the code does not fix
      // a cut or a page through the ties of a score the code computed keeps different entries whenever the
      // input's order changes, and the code fixes no order among them (ADJUDICATION rule 7: a cut through a tie)
      if (use === "paged" || asksUpstream(requests, host) || tiedInputOrigin(host) || computed)
        out.push({ call, name: callee.getName(), arg: arg!, cmp, key, origin: use, tiebreak: uniqueKeyNear(host) });
      // a helper handed the entries that returns them sorted (the caller that cuts them must have asked for
      // them), or cuts them itself (a caller must have asked for what it hands in)
      else if (use === "returned" || (use === "cut" && parametersOf(host).length > 0))
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
          if (!cutter || !asksUpstream(requests, cutter, 2)) continue;
        } else if (
          callerAsks &&
          !callerAsksUpstream(
            requests,
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
        add(
          {
            ruleId: ID,
            message:
              `${subject(ctx, toolId)}: results are sorted by ${sortKeyText(key)} alone (${name}(${code.length > 50 ? `${code.slice(0, 49)}…` : code})) ${later ? LATER[use] : WHY[use]}.` +
              ` Add a unique tiebreak (${tiebreak ? `\`|| String(a.${tiebreak}).localeCompare(String(b.${tiebreak}))\`` : "a key that is unique per entry"}) and name the order in the description.`,
            location: locOf(call),
            tool: toolId,
            relatedLocations: related,
            messageId: `in-process-${use}`,
            data: { tool: toolName.get(toolId) ?? toolId, key },
          },
          depthOf(ctx, toolId, fn),
        );
      }
    }
  }
}

/** How many calls the tool's handler is from a function it reaches (unknown: as far as can be). */
function depthOf(ctx: TsAnalyzerContext, toolId: string, fn: Node): number {
  return ctx.ts.reachDepths?.get(toolId)?.get(fn) ?? Number.POSITIVE_INFINITY;
}

/** `year` → "`year`"; a field the caller picks (`[sortBy]`) → "the field the caller picks (`sortBy`)". */
function sortKeyText(key: string): string {
  return key.startsWith("[") ? `the field the caller picks (\`${key.slice(1, -1)}\`)` : `\`${key}\``;
}

const COLLECT = /^(push|unshift|set|add)$/;

/**
 * `await Promise.all(ids.map(async (id) => { out.push(await get(id)); }))`, then `return out`: the
 * list is in the order the parallel requests finished, which differs from call to call. Also
 * `.then((r) => out.push(r))`. Not flagged: `Promise.all(ids.map(get))` (input order), a write
 * before the callback's first `await`, one request at a time, a collection sorted afterwards.
 */
function completionOrder(ctx: TsAnalyzerContext, add: (f: Finding, depth?: number) => void): void {
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
        add(
          {
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
          },
          depthOf(ctx, toolId, fn),
        );
      }
    }
  }
}

/**
 * An upstream answer's entries cut into pages in process (`rows.slice(offset, offset + limit)`, also
 * in a paging helper the tool hands the list to) with nothing ordering them first: each call fetches
 * the list again and pages it in whatever order the upstream sent it this time, so pages fetched on
 * separate calls overlap or skip entries (rule 7: the server sorts, not the source). A list sorted on
 * its way (by any key: the comparator is judged apart) and a cut from the start (`slice(0, n)`) are
 * left alone; so are batches cut in a loop.
 */
function unsortedPages(ctx: TsAnalyzerContext, add: (f: Finding, depth?: number) => void): void {
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
          add(pageFinding(ctx, toolId, c.slice, c.recv.getText(), sliced), depthOf(ctx, toolId, fn));
          continue;
        }
        // a paging helper: the call sites in this tool's code that hand it an unsorted upstream list
        for (const site of flow.callersOf(fn)) {
          const host = site.getFirstAncestor((a) => isFunctionLike(a));
          const arg = site.getArguments()[c.param];
          if (!host || !mine.has(host) || !arg || orderedOnTheWay(arg) || !fromUpstream(arg)) continue;
          add(
            pageFinding(ctx, toolId, site, arg.getText().replace(/\s+/g, " "), sliced, c.slice),
            depthOf(ctx, toolId, host),
          );
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

/** Keys that order a GraphQL connection or an SDK list (`orderBy`, `sort`), beside the generic request order keys. */
const CONNECTION_ORDER = /^(orderBy|order_?by|sort|sortBy|sort_?by|order|ordering)$/i;

/**
 * A GraphQL-style connection cut with no order: an upstream call handed an object with `first: n` (or
 * `last: n`) and no order key (`client.issues({ filter, first: 10 })`). The cut keeps the first n entries
 * of an order the request does not name, which the upstream is free to change (ADJUDICATION rule 7: a
 * top-N cut).
 */
function unorderedConnectionCuts(ctx: TsAnalyzerContext, add: (f: Finding, depth?: number) => void): void {
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
      const holder = call.getAncestors().find((a) => fns.has(a));
      if (!holder) continue;
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
        add(
          {
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
          },
          depthOf(ctx, toolId, holder),
        );
      }
    }
  }
}
