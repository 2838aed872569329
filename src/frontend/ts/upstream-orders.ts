/**
 * The TypeScript front end's upstream orders (rule 7, upstream half), as model facts
 * (`ServerModel.upstreamOrders`, filled the same way by the Python front end): an order the server
 * asks the upstream for, in functions a tool reaches, where the same request pages or cuts the answer.
 *
 * - a sort key written into the request (`sort: "-date"`, `params.$orderby = "date desc"`,
 *   `url.searchParams.set("sort", "publishedAt")`, Elasticsearch `sort: [{ date: "desc" }]`) that the
 *   dataflow engine saw reach an upstream call (`fixedValues` under an order key): a literal, a
 *   constant, an enum member (`PaginationOrderBy.UpdatedAt`), or the default that stands in for the
 *   caller's argument when it is left out (`opts.sort ?? "-date"`);
 * - an order method of a query builder (`.orderBy("date", "desc")`, `.order("created_at")`,
 *   `.sort({ date: -1 })`) with a literal key, in a function that also limits or skips;
 * - an `ORDER BY` clause of a query text (SQL, SOQL), paged or cut by a `LIMIT`/`OFFSET`/`FETCH`/`TOP`
 *   in the same text or in another text of the same function (a query built by concatenation).
 *
 * Paging is looked for in the function that writes the order: an offset, start, skip or page is
 * `paged`; a size, limit or row count alone is `cut`. A cursor keeps the upstream's own position
 * and counts as neither.
 */
import { locKey } from "../../model/location.js";
import { orderClauseAt, orderClauseKeys, uniqueByConstruction } from "../../model/order-clauses.js";
import type { FixedRequestValue, ToolModel, UpstreamCall, UpstreamOrder } from "../../model/types.js";
import { firstPage, ORDER_KEY, PAGE_KEY, PAGING_KEY } from "../../model/vocabulary.js";
import { responseFlow } from "./dataflow/response.js";
import type { TsFrontendData } from "./index.js";
import { Node, type PropertyAccessExpression, SyntaxKind } from "./morph.js";
import { constString } from "./syntax/const-eval.js";
import { locOf } from "./syntax/location.js";
import { descendantsOfKinds } from "./syntax/node-index.js";
import { declarationsOf, initializerOf, isFunctionLike, resolveExpression, unwrap } from "./syntax/resolve.js";

const CURSOR_KEY = /^(cursor|search_?after|page_?token|after|next_?token)$/i;
const DIRECTION = /^(asc|desc|ascending|descending|1|-1)$/i;
const TEXT_PAGES = /\bOFFSET\b/i;
const TEXT_CUTS = /\b(LIMIT|FETCH\s+(FIRST|NEXT)|TOP)\b|\|\s*(limit|take|head|top)\s/i;
/** A cap on the records a query returns, under a longer name (`maxResultRecords`, `max_rows`). */
const MAX_KEY = /^max_?(result_?)?(records|rows|results|hits|items|entries)$/i;
/** Order methods of query builders (Firestore, Knex, Supabase, Mongo cursors, Sequelize-like chains). */
const ORDER_METHOD = /^(orderBy|orderByDesc|order|sort|sortBy)$/;
/** Limit and skip methods of the same builders. */
const PAGE_METHOD = /^(offset|skip|startAfter|startAt|range|page)$/;
const CUT_METHOD = /^(limit|limitToFirst|limitToLast|take|top|first)$/;

type Paging = { how: "paged" | "cut"; at: Node };

/** A request key as the upstream reads it: `$orderby` → `orderby`. */
function plainKey(k: string): string {
  return k.replace(/^["'$]+|["']$/g, "");
}

function pagingOfKey(k: string): Paging["how"] | undefined {
  const n = plainKey(k);
  if (CURSOR_KEY.test(n)) return undefined;
  if (PAGING_KEY.test(n)) return "paged";
  if (PAGE_KEY.test(n) || MAX_KEY.test(n)) return "cut";
  return undefined;
}

/** The keys of a sort value written as text (`"-date, id"`, `"score desc"`, `"date:desc"`, `"updateDate+desc"`). */
function keysOfText(s: string): string[] | undefined {
  const keys = s
    .split(",")
    .map(
      (k) =>
        k
          .trim()
          .replace(/^[+-]/, "")
          .split(/[\s:+|]+/)[0]!,
    )
    .map((k) => k.replace(/["`[\]]/g, ""))
    .filter((k) => k && !DIRECTION.test(k));
  return keys.length ? keys : undefined;
}

/**
 * The keys a sort value names, in order; undefined when it is not a value the source fixes. The
 * default of the caller's argument (`opts.sort ?? "-date"`) stands for the order sent when it is left out.
 */
export function sortKeys(value: Node, depth = 0): string[] | undefined {
  if (depth > 4) return undefined;
  const u = unwrap(value);
  if (
    Node.isBinaryExpression(u) &&
    [SyntaxKind.QuestionQuestionToken, SyntaxKind.BarBarToken].includes(u.getOperatorToken().getKind())
  )
    return sortKeys(u.getRight(), depth + 1);
  const v = resolveExpression(u);
  const s = constString(v)?.value;
  if (s !== undefined) return keysOfText(s);
  if (Node.isArrayLiteralExpression(v)) {
    const keys: string[] = [];
    for (const e of v.getElements()) {
      const inner = sortKeys(e, depth + 1);
      if (!inner) return undefined;
      keys.push(...inner);
    }
    return keys.length ? keys : undefined;
  }
  if (Node.isObjectLiteralExpression(v)) {
    const keys = v
      .getProperties()
      .map((p) =>
        Node.isPropertyAssignment(p) && !Node.isComputedPropertyName(p.getNameNode())
          ? p.getName().replace(/^["']|["']$/g, "")
          : undefined,
      );
    if (keys.some((k) => k === undefined) || !keys.length) return undefined;
    // { field: "date", order: "desc" } names one key; { date: "desc" } / { date: -1 } name theirs
    const named = v.getProperty("field") ?? v.getProperty("key") ?? v.getProperty("property");
    if (named && Node.isPropertyAssignment(named)) return sortKeys(named.getInitializerOrThrow(), depth + 1);
    return keys as string[];
  }
  return enumMember(v);
}

/**
 * The key an enum member names: its string value when the enum is in the project, else the
 * member's own name (`LinearDocument.PaginationOrderBy.UpdatedAt` of an SDK's typings → `UpdatedAt`).
 */
export function enumMember(v: Node): string[] | undefined {
  if (!Node.isPropertyAccessExpression(v)) return undefined;
  const decl = declarationsOf(v)[0];
  if (decl && Node.isEnumMember(decl)) {
    const init = decl.getInitializer();
    const s = init ? constString(init)?.value : undefined;
    return [s ?? decl.getName()];
  }
  // an unresolved qualified name of a type-like owner (`Enum.Member`): the member names the key
  const owner = v.getExpression();
  const ownerName = Node.isPropertyAccessExpression(owner) ? owner.getName() : owner.getText();
  if (!decl && /^[A-Z]\w*$/.test(ownerName) && /^[A-Z]\w*$/.test(v.getName()) && !/[()]/.test(v.getText()))
    return [v.getName()];
  return undefined;
}

/** An offset, page or limit written in the function around `near` (request keys, `searchParams.set`, builder calls). */
function pagingIn(near: Node, fn: Node): Paging | undefined {
  const scope = near.getFirstAncestor((a) => isFunctionLike(a)) ?? fn;
  let cut: Paging | undefined;
  for (const d of descendantsOfKinds(scope, [
    SyntaxKind.PropertyAssignment,
    SyntaxKind.ShorthandPropertyAssignment,
    SyntaxKind.CallExpression,
    SyntaxKind.BinaryExpression,
  ])) {
    let how: Paging["how"] | undefined;
    if (Node.isPropertyAssignment(d) || Node.isShorthandPropertyAssignment(d)) how = pagingOfKey(d.getName());
    else if (Node.isCallExpression(d)) {
      const callee = d.getExpression();
      if (Node.isPropertyAccessExpression(callee)) {
        const name = callee.getName();
        if (/^(set|append)$/.test(name)) how = pagingOfKey(constString(d.getArguments()[0])?.value ?? "");
        else if (PAGE_METHOD.test(name) && d.getArguments().length) how = "paged";
        else if (
          CUT_METHOD.test(name) &&
          d.getArguments().length === 1 &&
          !isFunctionLike(unwrap(d.getArguments()[0]!))
        )
          how = "cut";
      }
    } else if (Node.isBinaryExpression(d) && d.getOperatorToken().getKind() === SyntaxKind.EqualsToken) {
      const left = d.getLeft();
      if (Node.isPropertyAccessExpression(left)) how = pagingOfKey(left.getName());
      else if (Node.isElementAccessExpression(left))
        how = pagingOfKey(constString(left.getArgumentExpression())?.value ?? "");
    }
    // `offset: 0`, `page: 1`: always the first page, nothing is paged
    if (how === "paged" && firstPageWrite(d)) how = undefined;
    if (how === "paged") return { how, at: d };
    if (how === "cut" && !cut) cut = { how, at: d };
  }
  return cut;
}

/** A write of a paging key whose value is the first page (`offset: 0`, `set("start", "0")`, `q.page = 1`). */
function firstPageWrite(d: Node): boolean {
  if (Node.isPropertyAssignment(d)) return firstPage(d.getName(), d.getInitializer()?.getText() ?? "");
  if (Node.isCallExpression(d)) {
    const [k, v] = d.getArguments();
    return !!k && !!v && firstPage(constString(k)?.value ?? "", v.getText());
  }
  if (Node.isBinaryExpression(d)) {
    const left = d.getLeft();
    const key = Node.isPropertyAccessExpression(left) ? left.getName() : left.getText();
    return firstPage(key, d.getRight().getText());
  }
  return false;
}

/** The name a query text is put under (`const q = "…"`, `q += "…"`, `q = "…"`), and the `+` chain it is part of. */
function textTarget(t: Node): { name?: string; chain: Node } {
  let chain: Node = t;
  for (let p = t.getParent(); p; p = p.getParent()) {
    if (Node.isParenthesizedExpression(p)) {
      chain = p;
      continue;
    }
    if (Node.isBinaryExpression(p) && p.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
      chain = p;
      continue;
    }
    break;
  }
  const holder = chain.getParent();
  if (holder && Node.isVariableDeclaration(holder)) return { name: holder.getName(), chain };
  if (
    holder &&
    Node.isBinaryExpression(holder) &&
    [SyntaxKind.EqualsToken, SyntaxKind.PlusEqualsToken].includes(holder.getOperatorToken().getKind()) &&
    holder.getRight() === chain
  )
    return { name: holder.getLeft().getText(), chain };
  return { chain };
}

/**
 * `LIMIT`/`OFFSET` in the query text itself or in a text concatenated to it: the same `+` chain, or
 * appended to the same name (`soql += \` LIMIT ${limit}\``) in the function around it.
 */
function textPagingIn(near: Node, fn: Node, own: string): Paging | undefined {
  if (TEXT_PAGES.test(own)) return { how: "paged", at: near };
  let cut: Paging | undefined = TEXT_CUTS.test(own) ? { how: "cut", at: near } : undefined;
  const mine = textTarget(near);
  const scope = near.getFirstAncestor((a) => isFunctionLike(a)) ?? fn;
  for (const t of descendantsOfKinds(scope, [
    SyntaxKind.StringLiteral,
    SyntaxKind.NoSubstitutionTemplateLiteral,
    SyntaxKind.TemplateExpression,
  ])) {
    if (t === near || t.getFirstAncestor((a) => a === near)) continue;
    const theirs = textTarget(t);
    const joined =
      theirs.chain === mine.chain ||
      (mine.name !== undefined && theirs.name === mine.name && theirs.chain.getParent()?.getText().includes("+="));
    if (!joined) continue;
    const text = Node.isTemplateExpression(t) ? t.getText() : (constString(t)?.value ?? "");
    if (TEXT_PAGES.test(text)) return { how: "paged", at: t };
    if (!cut && TEXT_CUTS.test(text)) cut = { how: "cut", at: t };
  }
  return cut;
}

/** The literal key an order method of a query builder is called with (`orderBy("date", "desc")`, `sort({ date: -1 })`). */
function orderCallKeys(call: Node): string[] | undefined {
  if (!Node.isCallExpression(call)) return undefined;
  const callee = call.getExpression();
  const arg = call.getArguments()[0];
  if (!Node.isPropertyAccessExpression(callee) || !ORDER_METHOD.test(callee.getName()) || !arg) return undefined;
  if (call.getArguments().length > 2) return undefined;
  const a = unwrap(arg);
  if (isFunctionLike(a) || !(constString(a) || Node.isObjectLiteralExpression(a))) return undefined;
  return sortKeys(a);
}

/**
 * The keys of a chain of order methods that starts at `call` (`.orderBy("date").orderBy("id")` → date, id);
 * undefined when `call` is not the chain's first order method.
 */
function builderOrder(call: Node): string[] | undefined {
  const first = orderCallKeys(call);
  if (!first) return undefined;
  // a later link of a chain is read with its first
  for (let r = (call as unknown as { getExpression(): Node }).getExpression(); ; ) {
    const recv = Node.isPropertyAccessExpression(r) ? unwrap(r.getExpression()) : undefined;
    if (!recv || !Node.isCallExpression(recv)) break;
    if (orderCallKeys(recv)) return undefined;
    r = recv.getExpression();
  }
  const keys = [...first];
  for (let cur: Node = call; ; ) {
    const access = cur.getParent();
    const next = access?.getParent();
    if (!access || !Node.isPropertyAccessExpression(access) || !next || !Node.isCallExpression(next)) break;
    const more = orderCallKeys(next);
    if (more) keys.push(...more);
    cur = next;
  }
  return keys;
}

interface Candidate {
  node: Node;
  /** Where in the node the order stands (a clause inside a query text), as an offset from its start. */
  offset?: number;
  keys: string[];
  code: string;
  paging: Paging;
  /** The order is a request key's value the engine saw reach an upstream call (per tool). */
  sent?: Map<string, FixedRequestValue>;
}

/** Fills `ServerModel.upstreamOrders` from the functions each tool reaches. */
export function buildUpstreamOrders(
  ts: TsFrontendData,
  tools: Pick<ToolModel, "id" | "name">[],
  upstreamCalls: UpstreamCall[],
  fixedValues: FixedRequestValue[],
): UpstreamOrder[] {
  // where an order key is written that reached an upstream call, and for which tool
  const fixed = new Map<string, Map<string, FixedRequestValue>>();
  for (const v of fixedValues) {
    if (!ORDER_KEY.test(plainKey(v.key))) continue;
    const perTool = fixed.get(locKey(v.location)) ?? fixed.set(locKey(v.location), new Map()).get(locKey(v.location))!;
    if (!perTool.has(v.tool)) perTool.set(v.tool, v);
  }
  const perFunction = new Map<Node, Candidate[]>();
  /** Orders whose own function neither pages nor cuts: a cut of the answer elsewhere in the tool's code may. */
  const unpagedOf = new Map<Node, Omit<Candidate, "paging">[]>();
  let unpaged: Omit<Candidate, "paging">[] = [];
  const short = (n: Node, max = 70) => n.getText().replace(/\s+/g, " ").slice(0, max);
  const candidatesOf = (fn: Node): Candidate[] => {
    const memo = perFunction.get(fn);
    if (memo) return memo;
    const out: Candidate[] = [];
    unpaged = [];
    for (const node of descendantsOfKinds(fn, [
      SyntaxKind.PropertyAssignment,
      SyntaxKind.CallExpression,
      SyntaxKind.BinaryExpression,
      SyntaxKind.StringLiteral,
      SyntaxKind.NoSubstitutionTemplateLiteral,
      SyntaxKind.TemplateExpression,
    ])) {
      if (Node.isPropertyAssignment(node) || Node.isBinaryExpression(node) || Node.isCallExpression(node)) {
        const sent = fixed.get(locKey(locOf(node)));
        let value: Node | undefined;
        if (sent) {
          value = Node.isPropertyAssignment(node)
            ? node.getInitializerOrThrow()
            : Node.isBinaryExpression(node)
              ? node.getRight()
              : node.getArguments()[1];
        } else if (Node.isCallExpression(node)) {
          // a query builder's order methods with literal keys, the first of a chain:
          // `.orderBy("date", "desc").orderBy("id")`, `.sort({ date: -1 })`
          const keys = builderOrder(node);
          const paging = keys && pagingIn(node, fn);
          if (!keys || !paging) continue;
          // the order method's own line, in a chain of many
          const offset = (node.getExpression() as PropertyAccessExpression).getNameNode().getStart() - node.getStart();
          out.push({
            node,
            offset,
            keys,
            code: node.getText().slice(offset).replace(/\s+/g, " ").slice(0, 70),
            paging,
          });
          continue;
        }
        if (!value) continue;
        const keys = sortKeys(value);
        if (!keys) continue;
        const paging = pagingIn(node, fn);
        if (!paging) {
          if (sent) unpaged.push({ node, keys, code: short(node), sent });
          continue;
        }
        out.push({ node, keys, code: short(node), paging, ...(sent ? { sent } : {}) });
        continue;
      }
      // a template's own literal parts are read through the template
      if (node.getParentIfKind(SyntaxKind.TemplateSpan) || node.getParentIfKind(SyntaxKind.TemplateExpression))
        continue;
      const text = Node.isTemplateExpression(node)
        ? node
            .getText()
            .slice(1, -1)
            .replace(/\$\{[^}]*\}/g, "…")
        : (constString(node)?.value ?? "");
      const clause = orderClauseKeys(text);
      if (!clause) continue;
      // `WHERE table_schema = $1 ORDER BY table_name`, `GROUP BY k ORDER BY k`: no two rows tie on the order
      if (uniqueByConstruction(queryTexts(node), clause.keys)) continue;
      // a limit in the query text, or a cap the request that carries it sets (`maxResultRecords: 5000`)
      const paging = textPagingIn(node, fn, text) ?? pagingIn(node, fn);
      const { keys, code } = clause;
      // the clause's own line, inside a query text of many lines
      const offset = orderClauseAt(node.getText());
      if (!paging) {
        unpaged.push({ node, offset, keys, code });
        continue;
      }
      out.push({ node, offset, keys, code, paging });
    }
    perFunction.set(fn, out);
    unpagedOf.set(fn, unpaged);
    return out;
  };
  const byLoc = new Map<string, UpstreamOrder>();
  /** For each order, how many calls each tool's handler is from the function that holds it. */
  const depthAt = new Map<string, Map<string, number>>();
  const flow = responseFlow(ts, tools);
  for (const tool of [...tools].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const fns = ts.reachedFunctions.get(tool.id) ?? [];
    // an order the request does not limit, whose answer the tool's code cuts (`records.slice(0, n)`): a cut of
    // the answer of the request that carries the order, not of another list the tool fetched elsewhere
    const answerCut = new Map<string, Paging | null>();
    const cutOfAnswer = (call: string | undefined) => {
      if (!call) return undefined;
      if (!answerCut.has(call)) answerCut.set(call, answerCutIn(fns, flow, call) ?? null);
      return answerCut.get(call) ?? undefined;
    };
    const callOf = (c: { node: Node; offset?: number; sent?: Map<string, FixedRequestValue> }) =>
      c.sent
        ? c.sent.get(tool.id)?.upstreamCall
        : nearestCall(
            upstreamCalls,
            tool.id,
            locOf(c.node, c.offset === undefined ? undefined : c.node.getStart() + c.offset),
          )?.id;
    const depths = ts.reachDepths?.get(tool.id);
    for (const fn of fns) {
      candidatesOf(fn);
      const depth = depths?.get(fn) ?? Number.POSITIVE_INFINITY;
      const late = (unpagedOf.get(fn) ?? []).flatMap((c) => {
        const paging = c.sent && !c.sent.has(tool.id) ? undefined : cutOfAnswer(callOf(c));
        return paging ? [{ ...c, paging }] : [];
      });
      for (const c of [...candidatesOf(fn), ...late]) {
        const location = locOf(c.node, c.offset === undefined ? undefined : c.node.getStart() + c.offset);
        const k = locKey(location);
        const near = depthAt.get(k) ?? depthAt.set(k, new Map()).get(k)!;
        if (!c.sent || c.sent.has(tool.id)) near.set(tool.id, Math.min(near.get(tool.id) ?? depth, depth));
        const known = byLoc.get(k);
        if (known) {
          if (!known.tools.includes(tool.id) && (!c.sent || c.sent.has(tool.id))) known.tools.push(tool.id);
          continue;
        }
        // a request key's value: the call the engine saw it reach; a builder call or a query text: the tool's request
        const upstreamCall = callOf(c);
        if (!upstreamCall) continue;
        byLoc.set(k, {
          location,
          code: c.code,
          keys: c.keys,
          paging: c.paging.how,
          pagingAt: locOf(c.paging.at),
          tools: [tool.id],
          upstreamCall,
        });
      }
    }
  }
  // the tool the order works for first: the handler fewest calls away from it (`hf_fs` calls the papers listing
  // directly; `dynamic_space` reaches the same class only through a search it makes of it), then model order
  for (const [k, o] of byLoc) {
    const near = depthAt.get(k);
    if (!near || o.tools.length < 2) continue;
    const at = (t: string) => near.get(t) ?? Number.POSITIVE_INFINITY;
    o.tools = o.tools
      .map((t, i) => ({ t, i }))
      .sort((a, b) => at(a.t) - at(b.t) || a.i - b.i)
      .map((x) => x.t);
  }
  return [...byLoc.values()].sort(
    (a, b) =>
      (a.location.file < b.location.file ? -1 : a.location.file > b.location.file ? 1 : 0) ||
      a.location.line - b.location.line ||
      a.location.column - b.location.column,
  );
}

/**
 * A cut of an upstream answer in the code a tool reaches (`result.records.slice(0, max)`, also a page
 * `slice(offset, …)`): an order sent without a limit is cut here, after it came back. Only a cut of the
 * answer of `call`, the request that carries the order: a slice of another list the tool fetched (the
 * schemas of `searchSchemas`, beside the procedures `getStoredProcedures` orders) cuts nothing of it.
 */
function answerCutIn(fns: Node[], flow: ReturnType<typeof responseFlow>, call: string): Paging | undefined {
  for (const fn of fns)
    for (const c of descendantsOfKinds(fn, [SyntaxKind.CallExpression])) {
      if (!Node.isCallExpression(c)) continue;
      const callee = c.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "slice") continue;
      const args = c.getArguments();
      const start = args[0] ? unwrap(args[0]) : undefined;
      if (!start) continue;
      const fromStart = Node.isNumericLiteral(start) && start.getLiteralValue() === 0;
      if (fromStart && args.length < 2) continue;
      if (Node.isPrefixUnaryExpression(start)) continue;
      if (
        !flow
          .origins(callee.getExpression())
          .some((o) => (o.level === "envelope" || o.level === "entry") && o.source.upstreamCall === call)
      )
        continue;
      return { how: fromStart ? "cut" : "paged", at: c };
    }
  return undefined;
}

/**
 * The texts a query literal can have: a template's interpolated local (`${schemaClause}`, declared as
 * `schema ? "WHERE table_schema = ?" : "WHERE table_schema = DATABASE()"`) written each way it can be,
 * any other interpolation as `…`. At most 8 texts; a literal is its own one text.
 */
function queryTexts(node: Node): string[] {
  if (!Node.isTemplateExpression(node)) {
    const v = constString(node)?.value;
    return v === undefined ? [] : [v];
  }
  let texts = [node.getHead().getLiteralText()];
  for (const span of node.getTemplateSpans()) {
    const ways = literalWays(span.getExpression());
    const tail = span.getLiteral().getLiteralText();
    const next: string[] = [];
    for (const t of texts) for (const w of ways) next.push(`${t}${w}${tail}`);
    if (next.length > 8) return [];
    texts = next;
  }
  return texts;
}

/** The string literals a local's initializer can take (both arms of a conditional), else `…`. */
function literalWays(expr: Node): string[] {
  const n = unwrap(expr);
  const init = Node.isIdentifier(n)
    ? declarationsOf(n)
        .map((d) => initializerOf(d))
        .find((i) => i)
    : undefined;
  const ways = (x: Node | undefined, depth: number): string[] | undefined => {
    if (!x || depth > 3) return undefined;
    const u = unwrap(x);
    if (Node.isConditionalExpression(u)) {
      const a = ways(u.getWhenTrue(), depth + 1);
      const b = ways(u.getWhenFalse(), depth + 1);
      return a && b ? [...a, ...b] : undefined;
    }
    if (Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u)) return [u.getLiteralValue()];
    return undefined;
  };
  return ways(init, 0) ?? ["…"];
}

/** The upstream call a tool reaches that is nearest to a query text: in the same file, the closest line; else the first. */
function nearestCall(
  calls: readonly UpstreamCall[],
  tool: string,
  at: { file: string; line: number },
): UpstreamCall | undefined {
  const mine = calls.filter((u) => u.reachedFrom.includes(tool));
  const near = mine
    .filter((u) => u.location.file === at.file)
    .sort((a, b) => Math.abs(a.location.line - at.line) - Math.abs(b.location.line - at.line))[0];
  return near ?? mine[0];
}
