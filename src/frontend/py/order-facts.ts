/**
 * Where a Python server's published tool list takes an order nothing defines (rule 7, registry
 * half), as model facts: a registration in a loop over a set (iterated in hash order, which Python
 * randomises per process), over a directory listing (`os.listdir`, `glob.glob`, `Path.iterdir`), or
 * over tool modules imported from such a listing; and the tools a low-level `@server.list_tools()`
 * handler returns built from one. A list or dict literal, `sorted(…)`, and a registration behind an
 * environment flag (the set changes with configuration, the order does not) are not.
 */
import type { OrderSource } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import {
  decoratorsOf,
  dotted,
  enclosingFunction,
  field,
  kids,
  locOf,
  ofType,
  type ProjectIndex,
  positionalArgs,
  unwrap,
} from "./syntax.js";

interface Origin {
  origin: OrderSource["origin"];
  what: string;
  file: PyFile;
  node: PyNode;
}

type Traced = Origin | "sorted" | undefined;

const DIR_LISTING = /(^|\.)(listdir|scandir|walk|glob|iglob|rglob|iterdir)$/;
/** Calls that keep the order of their (first) argument. */
const KEEPS_ORDER = /^(list|tuple|reversed|filter|map|enumerate|iter)$/;
/** Registration calls: `mcp.tool(...)(fn)`, `mcp.add_tool(fn)`, `server.tool(fn)`; or an import of a tool module. */
const REGISTER = /\.(tool|add_tool|register_tool)$/;
/** Prompt registrations: `mcp.prompt(name=…)(fn)`, `mcp.add_prompt(p)`. */
const REGISTER_PROMPT = /\.(prompt|add_prompt)$/;
const IMPORT = /^(importlib\.import_module|import_module|__import__)$/;

class Tracer {
  constructor(private readonly index: ProjectIndex) {}

  trace(file: PyFile, node: PyNode | undefined, depth = 0): Traced {
    if (!node || depth > 8) return undefined;
    const n = unwrap(node);
    if (n.type === "set" || n.type === "set_comprehension")
      return { origin: "hashed-set", what: "a set literal", file, node: n };
    if (n.type === "call") {
      const fn = dotted(field(n, "function")) ?? field(n, "function")?.text ?? "";
      // a project function's result (`templates = load_templates()`): what it returns
      const b = field(n, "function")?.type === "identifier" ? this.index.resolveName(file, fn) : undefined;
      if (b?.kind === "function" && depth < 6) {
        for (const ret of ofType(b.node, "return_statement")) {
          if (enclosingFunction(ret)?.id !== b.node.id) continue;
          const t = this.trace(b.file, kids(ret)[0], depth + 1);
          if (t) return t;
        }
        return undefined;
      }
      const arg = positionalArgs(n)[fn === "map" ? 1 : 0];
      if (fn === "sorted") return "sorted";
      if (fn === "set" || fn === "frozenset") return { origin: "hashed-set", what: `${fn}(…)`, file, node: n };
      if (DIR_LISTING.test(fn)) return { origin: "directory", what: `a directory listing (${fn})`, file, node: n };
      if (KEEPS_ORDER.test(fn)) return this.trace(file, arg, depth + 1);
      // `REGISTRY.items()`, `TOOLS.values()`: the order of the container
      const callee = field(n, "function");
      if (callee?.type === "attribute" && /^(items|keys|values|copy)$/.test(field(callee, "attribute")?.text ?? ""))
        return this.trace(file, field(callee, "object"), depth + 1);
      return undefined;
    }
    if (n.type === "list_comprehension" || n.type === "generator_expression") {
      const clause = kids(n).find((k) => k.type === "for_in_clause");
      return this.trace(file, clause && field(clause, "right"), depth + 1);
    }
    if (n.type === "identifier") {
      const fn = enclosingFunction(n);
      const local = fn
        ? ofType(fn, "assignment").filter((a) => field(a, "left")?.text === n.text && a.startIndex < n.startIndex)
        : [];
      if (local.length) {
        const right = unwrap(field(local.at(-1)!, "right")!);
        // `out = {}` filled in a loop (`for c in os.listdir(d): out[c] = …`, `out.append(…)`): the loop's order
        if ((right.type === "dictionary" || right.type === "list") && !kids(right).length && fn) {
          const fill = [
            ...ofType(fn, "assignment").filter(
              (a) => field(a, "left")?.type === "subscript" && field(field(a, "left")!, "value")?.text === n.text,
            ),
            ...ofType(fn, "call").filter((c) => field(c, "function")?.text === `${n.text}.append`),
          ].find((x) => x.startIndex < n.startIndex && loopCollection(x));
          if (fill) return this.trace(file, loopCollection(fill), depth + 1);
        }
        return this.trace(file, field(local.at(-1)!, "right"), depth + 1);
      }
      const b = this.index.resolveName(file, n.text);
      if (b?.kind !== "value" || !b.value) return undefined;
      const v = unwrap(b.value);
      if (v.type === "call" && /^(set|frozenset)$/.test(field(v, "function")?.text ?? "")) {
        const adds = ofType(b.file.root, "call").filter((c) => field(c, "function")?.text === `${n.text}.add`);
        return {
          origin: "hashed-set",
          what: adds.length
            ? `a set filled by .add() (${adds.length} place${adds.length === 1 ? "" : "s"})`
            : `a set (${n.text})`,
          file: b.file,
          node: b.node,
        };
      }
      return this.trace(b.file, b.value, depth + 1);
    }
    return undefined;
  }
}

/** The collection of the `for` loop a node stands in, within its function. */
function loopCollection(n: PyNode): PyNode | undefined {
  for (let p = n.parent; p; p = p.parent) {
    if (p.type === "function_definition" || p.type === "class_definition") return undefined;
    if (p.type === "for_statement" && field(p, "body") && n.startIndex >= field(p, "body")!.startIndex)
      return field(p, "right");
    if (p.type === "list_comprehension" || p.type === "generator_expression") {
      const clause = kids(p).find((k) => k.type === "for_in_clause");
      return clause && field(clause, "right");
    }
  }
  return undefined;
}

function isRegistration(call: PyNode): "register" | "import" | undefined {
  const fnNode = field(call, "function");
  const fn = dotted(fnNode) ?? "";
  if (IMPORT.test(fn)) return "import";
  if (REGISTER.test(fn)) return "register";
  // `mcp.tool(name=…)(fn)`: the decorator called on a function
  if (fnNode?.type === "call" && REGISTER.test(dotted(field(fnNode, "function")) ?? "")) return "register";
  return undefined;
}

/** Every registration loop and low-level tool listing whose order nothing defines, in file order. */
export function buildPyOrderSources(index: ProjectIndex, files: PyFile[]): OrderSource[] {
  const tracer = new Tracer(index);
  const out: OrderSource[] = [];
  const seen = new Set<string>();
  const push = (file: PyFile, at: PyNode, how: string, t: Traced) => {
    if (!t || t === "sorted") return;
    const location = locOf(file, at);
    const key = `${location.file}:${location.line}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({
      list: "tools",
      location,
      how,
      origin: t.origin,
      what: t.what,
      originLocation: locOf(t.file, t.node),
      tools: [],
    });
  };
  for (const file of files) {
    if (!file.root) continue;
    for (const call of ofType(file.root, "call")) {
      const kind = isRegistration(call);
      if (!kind) continue;
      // the inner `mcp.tool(...)` of `mcp.tool(...)(fn)` is part of the outer call
      if (call.parent?.type === "call" && field(call.parent, "function") === call) continue;
      const coll = loopCollection(call);
      if (!coll) continue;
      push(
        file,
        coll,
        kind === "import"
          ? "tool modules are imported and registered in the order of"
          : "tools are registered in the order of",
        tracer.trace(file, coll),
      );
    }
    // prompts registered in a loop: the finding stands where the order comes from (ADJUDICATION, rule 7)
    for (const call of ofType(file.root, "call")) {
      const fnNode = field(call, "function");
      const inner = fnNode?.type === "call" ? field(fnNode, "function") : fnNode;
      if (!REGISTER_PROMPT.test(dotted(inner) ?? "")) continue;
      if (call.parent?.type === "call" && field(call.parent, "function") === call) continue;
      const coll = loopCollection(call);
      const t = coll ? tracer.trace(file, coll) : undefined;
      if (!t || t === "sorted") continue;
      const location = locOf(t.file, t.node);
      const key = `${location.file}:${location.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        list: "prompts",
        location,
        how: "prompts are registered in the order of",
        origin: t.origin,
        what: t.what,
        originLocation: location,
        tools: [],
      });
    }
    // low-level API: `@server.list_tools()` returns the published list
    for (const def of ofType(file.root, "function_definition")) {
      if (!decoratorsOf(def).some((d) => /\.list_tools$/.test(dotted(field(d, "function")) ?? d.text))) continue;
      for (const ret of ofType(def, "return_statement")) {
        const value = kids(ret)[0];
        if (value) push(file, value, "the list_tools handler publishes", tracer.trace(file, value));
      }
    }
  }
  return out;
}
