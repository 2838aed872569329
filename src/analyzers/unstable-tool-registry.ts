/**
 * Rule 7 (registry half) — the order a server publishes its tools in comes from something that has
 * no defined order: a Set filled from several places (or, in Python, iterated at all), a directory
 * listing, a map merged from several modules, or a Map filled as concurrent imports complete. Also
 * result lists assembled in completion order (`.then(r => out.push(r))`), the same defect one level
 * down.
 *
 * Reads the model's order sources (`ServerModel.orderSources`), which every front end fills from its
 * own syntax: the tools a ListTools handler publishes, and the collection a registration call is
 * looped over.
 */
import type { OrderSource, ServerModel } from "../model/types.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "unstable-tool-registry";

/** Why each origin has no defined order. */
const WHY: Record<OrderSource["origin"], string> = {
  "merged-modules":
    "its order follows the spreads and each module's key order, so any edit in one module reorders the list",
  set: "its order is whichever .add() happens to run first under the current configuration",
  "hashed-set":
    "Python iterates a set in hash order — randomised per process for strings (PYTHONHASHSEED), the memory address for functions — so the order changes from start to start",
  directory: "the file system decides that order, and it differs between machines and file systems",
  completion: "its order is the order in which the loads happen to finish, which changes from start to start",
};

/** `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`. */
function nameList(names: string[]): string {
  const q = names.map((n) => `'${n}'`);
  return q.length <= 1 ? (q[0] ?? "") : `${q.slice(0, -1).join(", ")} and ${q.at(-1)}`;
}

function toolFinding(s: OrderSource): Finding {
  const what = s.list === "prompts" ? "prompt" : "tool";
  return {
    ruleId: ID,
    message:
      `The ${what} list's order is not defined: ${s.how} [${s.what}](1); ${WHY[s.origin]}.` +
      ` Clients and caches then see the same ${what}s in a different order; publish a list literal or sort by ${what} name.`,
    location: s.location,
    relatedLocations: [{ id: 1, location: s.originLocation, message: s.what }],
    messageId: "tool-list",
    data: { origin: s.origin },
  };
}

function resultFinding(model: ServerModel, s: OrderSource): Finding {
  const byId = new Map(model.tools.map((t) => [t.id, t]));
  const tools = s.tools.flatMap((id) => byId.get(id) ?? []);
  const target = s.target ?? "the list";
  return {
    ruleId: ID,
    message:
      `${tools.length ? `${tools.length > 1 ? "Tools" : "Tool"} ${nameList(tools.map((t) => t.name))}: ` : ""}'${target}' is filled as parallel requests complete, so its order changes from call to call;` +
      ` [it is returned](1) without a sort. Collect with Promise.all (which keeps input order) or sort by a unique key.`,
    location: s.location,
    ...(tools[0] ? { tool: tools[0].id } : {}),
    relatedLocations: [
      { id: 1, location: s.handedOn ?? s.location, message: `'${target}' handed on in completion order` },
    ],
    messageId: "completion-order",
    data: { target },
  };
}

export const unstableToolRegistry: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    if (!ctx.model.tools.length) return { applies: false, reason: "no tools" };
    if (!ctx.model.orderSources)
      return { applies: false, reason: "the front end does not read where orders come from" };
    return {
      applies: true,
      reason: "ListTools results, registration loops and result lists assembled from parallel requests",
    };
  },
  run(ctx) {
    return (ctx.model.orderSources ?? []).map((s) =>
      s.list === "result" ? resultFinding(ctx.model, s) : toolFinding(s),
    );
  },
};
