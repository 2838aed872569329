/**
 * Orders the caller chooses (rule 7, upstream half), derived from the model alone, for every front
 * end: a tool argument whose role is the order (`sort`, `sort_by`, `order_by`) and whose schema names
 * the keys it allows (an enum), carried by the dataflow engine to an upstream call (`ParamFlow`), where
 * the same tool's request to that call also pages or cuts the answer — an offset, start or page
 * argument or literal beside it (`paged`), or only a page size (`cut`). Whichever key the caller
 * picks is sent as it is: when some of the allowed keys are not unique and nothing appends a unique
 * one, the caller's order ties, and the pages it is cut into overlap or skip entries. A free-text order
 * argument (no enum) is sent as whatever key the caller names: the same, unless the server changes it
 * on the way (a flow the engine marks `derived`).
 */
import type { ParamFlow, ServerModel, SourceLocation, UpstreamOrder } from "./types.js";
import { ORDER_KEY, PAGE_KEY, PAGING_KEY } from "./vocabulary.js";

const CURSOR_KEY = /^(cursor|search_?after|page_?token|after|next_?token)$/i;
const DIRECTION = /^(asc|desc|ascending|descending|1|-1)$/i;

function pagingOf(name: string): "paged" | "cut" | undefined {
  const n = name.split(".").pop()!.replace(/^\$/, "");
  if (CURSOR_KEY.test(n)) return undefined;
  if (PAGING_KEY.test(n)) return "paged";
  if (PAGE_KEY.test(n)) return "cut";
  return undefined;
}

/** The key an allowed value orders by (`-date` → `date`, `created_at:desc` → `created_at`); undefined for a direction. */
function keyOf(value: string): string | undefined {
  const k = value
    .trim()
    .replace(/^[+-]/, "")
    .split(/[\s:|]+/)[0]!;
  return k && !DIRECTION.test(k) ? k : undefined;
}

/** Where a flow puts the argument into the request: its key write, else its guard, else its first step. */
function writtenAt(f: ParamFlow): SourceLocation | undefined {
  return f.keyAt ?? f.guard?.location ?? f.steps[0]?.location;
}

/**
 * The caller-chosen orders of a model, as upstream orders with `chosenBy` set; `unique` tells the keys
 * the rule takes to be unique (the analyzer's vocabulary).
 */
export function callerOrders(model: ServerModel, unique: (key: string) => boolean): UpstreamOrder[] {
  const out = new Map<string, UpstreamOrder>();
  const byToolCall = new Map<string, ParamFlow[]>();
  for (const f of model.flows) {
    const k = `${f.tool}|${f.upstreamCall}`;
    (byToolCall.get(k) ?? byToolCall.set(k, []).get(k)!).push(f);
  }
  for (const tool of model.tools) {
    for (const p of tool.parameters) {
      if (!ORDER_KEY.test(p.name.split(".").pop()!)) continue;
      // a free text (`sort: z.string()`, "FieldName:asc"): whatever key the caller names goes out as it is,
      // and nothing the server adds makes the order total
      const free = !p.enumValues?.length && p.type === "string";
      if (!free && !p.enumValues?.length) continue;
      // `-postedDate` and `postedDate` order by one key, in two directions: one key
      const keys = [...new Set((p.enumValues ?? []).map(keyOf).filter((k): k is string => !!k))];
      const shown = (p.enumValues ?? []).map(String);
      const tying = keys.filter((k) => !unique(k.split(".").pop()!));
      if (!free && (!keys.length || !tying.length)) continue;
      // one place per upstream call: where the argument is put under its request key, else its guard
      const perCall = new Map<string, ParamFlow>();
      for (const f of model.flows) {
        if (f.tool !== tool.id || f.param !== p.name || f.kind === "keyed-write" || (free && f.derived)) continue;
        const rank = (g: ParamFlow) => (g.keyAt ? 0 : g.guard ? 1 : 2);
        const best = perCall.get(f.upstreamCall);
        if (!best || rank(f) < rank(best)) perCall.set(f.upstreamCall, f);
      }
      for (const f of perCall.values()) {
        // a free-text order is judged where it is put into the request, and only when the request
        // carries no order of its own (a default in its place is judged as that order)
        if (
          free &&
          (!(f.keyAt ?? f.guard) ||
            (model.upstreamOrders ?? []).some((o) => o.upstreamCall === f.upstreamCall && o.tools.includes(tool.id)))
        )
          continue;
        // a free text is written where the request finally takes it (the guarded write nearest the call)
        const at = free ? (f.guard?.location ?? writtenAt(f)) : writtenAt(f);
        if (!at) continue;
        // the same tool's request to the same call pages or cuts: an argument or a literal beside the order
        let paging: { how: "paged" | "cut"; at: SourceLocation } | undefined;
        for (const g of byToolCall.get(`${f.tool}|${f.upstreamCall}`) ?? []) {
          const how = g.param !== p.name ? pagingOf(g.param) : undefined;
          const gAt = how && writtenAt(g);
          if (how && gAt && (!paging || (how === "paged" && paging.how === "cut"))) paging = { how, at: gAt };
        }
        for (const v of model.fixedValues ?? []) {
          if (v.tool !== f.tool || v.upstreamCall !== f.upstreamCall) continue;
          const how = pagingOf(v.key);
          if (how && (!paging || (how === "paged" && paging.how === "cut"))) paging = { how, at: v.location };
        }
        if (!paging) continue;
        const k = `${at.file}:${at.line}:${at.column}`;
        const known = out.get(k);
        if (known) {
          if (!known.tools.includes(tool.id)) known.tools.push(tool.id);
          continue;
        }
        out.set(k, {
          location: at,
          code: free
            ? `${p.name}: any key the caller names`
            : `${p.name}: one of ${shown.slice(0, 4).join(", ")}${shown.length > 4 ? ", …" : ""}`,
          keys: [free ? p.name : tying[0]!],
          paging: paging.how,
          pagingAt: paging.at,
          tools: [tool.id],
          upstreamCall: f.upstreamCall,
          chosenBy: { param: p.name, values: tying, ...(free ? { free: true } : {}) },
        });
      }
    }
  }
  return [...out.values()].sort(
    (a, b) =>
      (a.location.file < b.location.file ? -1 : a.location.file > b.location.file ? 1 : 0) ||
      a.location.line - b.location.line ||
      a.location.column - b.location.column,
  );
}
