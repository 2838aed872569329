/**
 * Finding the tools of a Python MCP server: the decorator API of `FastMCP` (`mcp` 1.x),
 * `MCPServer` (`mcp` 2.x) and the standalone `fastmcp` package — `@mcp.tool()` bare or with
 * `name=`/`description=`/`annotations=`, the call form `mcp.tool(...)(fn)` (also in loops over
 * lists of functions and their options, and behind a condition), tool modules that register on a
 * server imported from another module — and the low-level `Server` API (`@server.list_tools()`
 * returning `Tool(...)` entries, `@server.call_tool()` dispatching on the name).
 */
import type { RegistrationStyle, SourceLocation, ToolModel, ToolParameter } from "../../model/types.js";
import { nameIntent } from "../../model/vocabulary.js";
import type { LoadedPython, PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import {
  baseNames,
  defOf,
  docstringOf,
  dotted,
  enclosingClass,
  enclosingFunction,
  field,
  keywordArgs,
  kids,
  locOf,
  methodOf,
  ofType,
  type ProjectIndex,
  paramName,
  positionalArgs,
  rawStringText,
  stringValue,
  unwrap,
} from "./syntax.js";
import { constText, modelParameters, readFieldCall, TypeReader } from "./types.js";

/** How a handler's arguments are named in the model: a plain argument, or a pydantic model whose fields are `prefix.field`. */
export interface PyArgBinding {
  /** The def's parameter name. */
  local: string;
  /** Its model name (plain arguments) or the prefix of its fields (a model argument). */
  label: string;
  model: boolean;
  /** Fields the model class itself reads (`self.sr` in a validator or property). */
  selfRead?: string[];
}

export interface PyHandler {
  file: PyFile;
  fn: PyNode;
  args: PyArgBinding[];
  /** For low-level dispatch: the branch of `call_tool` that handles this tool. */
  branch?: PyNode;
  /**
   * For low-level dispatch: the statements after the dispatch chain that the branch falls through to
   * (`result = await handle_search(arguments)` in the branch, `return result` after the chain).
   */
  continuation?: PyNode[];
  /** For low-level dispatch: the name of the `arguments` dict parameter. */
  argumentsDict?: string;
}

export interface PyDiscovery {
  tools: ToolModel[];
  handlers: Map<string, PyHandler>;
  unresolvedSites: { location: SourceLocation; reason: string }[];
  /** Server objects found (variable names with their files), for coverage. */
  servers: string[];
  /** The same server objects, with where they are built. */
  serverObjects: PyServerObject[];
  /** Tool id → the key of the server object it registers on, when the receiver resolves to one. */
  toolServer: Map<string, string>;
}

/** A server object: `mcp = FastMCP("name")`, `server = Server("name")`. */
export interface PyServerObject {
  /** `<variable>@<file>`, as in `PyDiscovery.servers`. */
  key: string;
  variable: string;
  file: PyFile;
  /** The assignment that builds it. */
  node: PyNode;
}

const SERVER_CLASS = /^(FastMCP|MCPServer|Server)$/;
const SERVER_MODULE = /^(mcp|fastmcp)(\.|$)/;

export function discoverTools(loaded: LoadedPython, index: ProjectIndex): PyDiscovery {
  const types = new TypeReader(index);
  const tools: ToolModel[] = [];
  const handlers = new Map<string, PyHandler>();
  const unresolvedSites: PyDiscovery["unresolvedSites"] = [];
  const servers: string[] = [];
  const serverObjects: PyServerObject[] = [];
  const toolServer = new Map<string, string>();
  const seenDefs = new Set<string>();
  // the server object a registration's receiver (`mcp` in `@mcp.tool()`) stands for
  const serverOf = (file: PyFile, receiver: PyNode | undefined): string | undefined => {
    if (!receiver) return undefined;
    const b = index.resolveExpr(file, receiver);
    const key = b?.kind === "value" ? `${b.name}@${b.file.rel}` : undefined;
    if (key && serverObjects.some((o) => o.key === key)) return key;
    // a server built inside a function (`def build(): mcp = FastMCP(); @mcp.tool() …`)
    const local = receiver.type === "identifier" ? `${receiver.text}@${file.rel}` : undefined;
    return local && serverObjects.some((o) => o.key === local) ? local : undefined;
  };

  const add = (
    file: PyFile,
    fn: PyNode,
    at: PyNode,
    style: RegistrationStyle,
    opts: Map<string, PyNode>,
    optsFile: PyFile,
    namePos?: PyNode,
    receiver?: { file: PyFile; node: PyNode | undefined },
    computed?: { name?: string; description?: string },
  ) => {
    const nameNode = opts.get("name") ?? namePos;
    const name = computed?.name ?? (nameNode ? constText(index, optsFile, nameNode)?.text : field(fn, "name")?.text);
    // one function may be registered under two names; the same name twice is one tool
    const seenKey = `${fn.id}|${name ?? ""}`;
    if (seenDefs.has(seenKey)) return;
    seenDefs.add(seenKey);
    if (!name) {
      unresolvedSites.push({ location: locOf(optsFile, at), reason: "tool name is not a constant" });
      return;
    }
    const location = locOf(optsFile, at);
    const tool: ToolModel = {
      id: `${name}@${location.file}:${location.line}`,
      name,
      registration: style,
      location,
      parameters: [],
      schemaResolved: true,
      handlerLocation: locOf(file, fn),
    };
    const descNode = opts.get("description");
    const desc = descNode ? constText(index, optsFile, descNode) : undefined;
    const doc = docstringOf(fn);
    if (computed?.description !== undefined) {
      tool.description = computed.description;
      tool.descriptionLocation = locOf(optsFile, descNode ?? at);
    } else if (desc) {
      tool.description = desc.text;
      tool.descriptionLocation = locOf(desc.file, desc.node);
    } else if (descNode) {
      tool.unresolved = ["description is not a constant"];
    } else if (doc) {
      tool.description = rawStringText(doc);
      tool.descriptionLocation = locOf(file, doc);
    }
    const { params, args } = handlerParameters(index, types, file, fn);
    tool.parameters = params;
    setIntent(tool, opts.get("annotations") ? annotationsIntent(index, optsFile, opts.get("annotations")!) : undefined);
    tools.push(tool);
    handlers.set(tool.id, { file, fn, args });
    const server = receiver ? serverOf(receiver.file, receiver.node) : undefined;
    if (server) toolServer.set(tool.id, server);
  };

  // every server object first: a tool module may register on a server built in a later file
  for (const file of loaded.files) {
    for (const n of ofType(file.root, "assignment")) {
      const right = field(n, "right");
      const call = right ? unwrap(right) : undefined;
      if (call?.type !== "call") continue;
      const callee = field(call, "function");
      const cname = callee?.text.split(".").pop() ?? "";
      if (!SERVER_CLASS.test(cname)) continue;
      const src = callee?.type === "identifier" ? index.importSource(file, callee.text) : callee?.text.split(".")[0];
      const left = field(n, "left");
      if (
        src &&
        left?.type === "identifier" &&
        (SERVER_MODULE.test(src) || index.importSource(file, src) !== undefined)
      ) {
        const key = `${left.text}@${file.rel}`;
        servers.push(key);
        if (!serverObjects.some((o) => o.key === key)) serverObjects.push({ key, variable: left.text, file, node: n });
      }
    }
  }

  for (const file of loaded.files) {
    // decorators: @mcp.tool / @mcp.tool() / @mcp.tool(name=…, description=…, annotations=…)
    for (const d of ofType(file.root, "decorator")) {
      const expr = kids(d)[0];
      if (!expr) continue;
      const isCall = expr.type === "call";
      const target = isCall ? field(expr, "function") : expr;
      const path = dotted(target);
      if (!path || !/\.tool$/.test(path)) continue;
      const def = defOf(d.parent!);
      if (def?.type !== "function_definition") continue;
      const opts = isCall ? keywordArgs(expr) : new Map<string, PyNode>();
      const pos = isCall ? positionalArgs(expr)[0] : undefined;
      add(file, def, d, "mcp-server-tool", opts, file, pos && stringValue(pos) !== undefined ? pos : undefined, {
        file,
        node: field(target!, "object") ?? undefined,
      });
    }

    // call form: mcp.tool(...)(fn), mcp.add_tool(fn, ...), including loops over (fn, options) lists
    for (const call of ofType(file.root, "call")) {
      const fnExpr = field(call, "function");
      let register: PyNode | undefined;
      let fnArg: PyNode | undefined;
      let opts = new Map<string, PyNode>();
      const optsFile = file;
      if (fnExpr?.type === "call" && /\.tool$/.test(dotted(field(fnExpr, "function")) ?? "")) {
        register = fnExpr;
        fnArg = positionalArgs(call)[0];
        opts = keywordArgs(fnExpr);
        const splat = kids(field(fnExpr, "arguments")).find((a) => a.type === "dictionary_splat");
        if (splat) opts = new Map([...opts, ...splatOptions(splat)]);
      } else if (
        /\.tool$/.test(dotted(fnExpr) ?? "") &&
        call.parent?.type !== "decorator" &&
        positionalArgs(call)[0] &&
        stringValue(positionalArgs(call)[0]!) === undefined &&
        !(call.parent?.type === "call" && field(call.parent, "function")?.id === call.id)
      ) {
        // `mcp.tool(fn)`, `mcp.tool(fn, name=…)`, `self.tool(self.search)`: FastMCP's direct call form
        register = call;
        fnArg = positionalArgs(call)[0];
        opts = keywordArgs(call);
      } else if (/\.add_tool$/.test(dotted(fnExpr) ?? "")) {
        register = call;
        fnArg = positionalArgs(call)[0];
        opts = keywordArgs(call);
        // `app.add_tool(Tool.from_function(fn, name=…, description=…))`: the function and its options inside
        const inner = fnArg ? unwrap(fnArg) : undefined;
        if (inner?.type === "call" && /(^|\.)from_function$/.test(dotted(field(inner, "function")) ?? "")) {
          fnArg = positionalArgs(inner)[0] ?? keywordArgs(inner).get("fn");
          opts = new Map([...opts, ...keywordArgs(inner)]);
        }
      }
      if (!register || !fnArg) continue;
      const targets = resolveFunctions(index, file, fnArg, call);
      if (!targets.length) {
        unresolvedSites.push({
          location: locOf(file, call),
          reason: "the registered function could not be resolved statically",
        });
        continue;
      }
      const receiver = { file, node: field(field(register, "function")!, "object") ?? undefined };
      for (const t of targets) {
        let o = t.opts ? new Map([...opts, ...t.opts]) : opts;
        // `name=name` where the loop binds `name` to the element's part
        if (t.env) o = new Map([...o].map(([k, v]) => [k, t.env!.get(unwrap(v).text) ?? v]));
        const oFile = t.optsFile ?? optsFile;
        const style = t.fromLoop ? "definition-loop" : "mcp-server-tool";
        // a registration inside a tool factory whose name is built from the factory's parameters
        // (`mcp.tool(fn, name=f"list_{kind}")`): one tool per call of the factory, its names read there
        const nameNode = o.get("name");
        const made =
          nameNode && !constText(index, oFile, nameNode) ? factoryBindings(index, enclosingFunction(call)) : [];
        if (made.length) {
          for (const bound of made) {
            const name = boundText(index, oFile, nameNode!, bound);
            const descNode = o.get("description");
            const description = descNode ? boundText(index, oFile, descNode, bound) : undefined;
            add(t.file, t.fn, t.at ?? call, style, o, oFile, undefined, receiver, {
              ...(name !== undefined ? { name } : {}),
              ...(description !== undefined ? { description } : {}),
            });
          }
          continue;
        }
        add(t.file, t.fn, t.at ?? call, style, o, oFile, undefined, receiver);
      }
      void optsFile;
    }

    toolClasses(index, file, tools, handlers);
    // low-level Server API
    lowLevel(index, types, file, tools, handlers, (tool, receiver) => {
      const server = serverOf(file, receiver);
      if (server) toolServer.set(tool.id, server);
    });
  }
  tools.sort((a, b) =>
    a.location.file < b.location.file
      ? -1
      : a.location.file > b.location.file
        ? 1
        : a.location.line - b.location.line || a.location.column - b.location.column,
  );
  return {
    tools,
    handlers,
    unresolvedSites,
    servers: [...new Set(servers)].sort(),
    serverObjects: serverObjects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    toolServer,
  };
}

/** `**opts` in a loop over option dicts: the keys of the dict the loop variable stands for are read at the loop. */
function splatOptions(_splat: PyNode): Map<string, PyNode> {
  return new Map();
}

interface ResolvedFn {
  file: PyFile;
  fn: PyNode;
  at?: PyNode;
  opts?: Map<string, PyNode>;
  optsFile?: PyFile;
  fromLoop?: boolean;
  /** Loop variables bound to this element's parts (`for fn, name, desc in TOOLS:`), read in the list's file. */
  env?: Map<string, PyNode>;
}

/** The names a `for` target binds, by position (`*_` keeps its place and binds nothing). */
function targetNames(left: PyNode): (string | undefined)[] {
  const l = unwrap(left);
  if (l.type === "identifier") return [l.text];
  return kids(l)
    .filter((k) => k.type !== "comment")
    .map((k) => (k.type === "identifier" ? k.text : undefined));
}

/** The parts of a list element (a tuple or list literal), comments left out. */
function elementParts(el: PyNode): PyNode[] {
  const u = unwrap(el);
  return u.type === "tuple" || u.type === "list" ? kids(u).filter((k) => k.type !== "comment") : [u];
}

/** The functions a registered expression stands for: a def, a name imported from another module, or a loop variable over a literal list. */
function resolveFunctions(index: ProjectIndex, file: PyFile, n: PyNode, site: PyNode, depth = 0): ResolvedFn[] {
  n = unwrap(n);
  if (n.type === "identifier") {
    // a loop variable: `for fn in [a, b]:`, `for fn, opts in TOOLS:`, `for fn, name, *_ in module.get_tools():`
    const bound = loopBinding(site, n.text, false);
    if (bound) {
      const { loop: p, left, right, names, pos } = bound;
      const out: ResolvedFn[] = [];
      // `for name, fn in inspect.getmembers(module, inspect.isfunction):` — the module's own public functions
      const members = pos === 1 ? moduleMembers(index, file, right, p) : undefined;
      if (members) {
        for (const m of members) out.push({ ...m, at: site, fromLoop: true });
        return out;
      }
      const lists = iterableLists(index, file, right, p);
      const seen = new Set<number>();
      for (const list of lists) {
        for (const el of kids(list.node)) {
          if (el.type === "comment" || seen.has(el.id)) continue;
          seen.add(el.id);
          let item: PyNode | undefined = el;
          let opts: Map<string, PyNode> | undefined;
          const env = new Map<string, PyNode>();
          if (names.length > 1 || unwrap(left).type !== "identifier") {
            const parts = elementParts(el);
            item = parts[pos];
            const dict = parts.find((x, i) => i !== pos && x.type === "dictionary");
            if (dict) opts = dictOptions(dict);
            names.forEach((nm, i) => {
              if (nm && i !== pos && parts[i]) env.set(nm, parts[i]!);
            });
          }
          if (!item || depth > 3) continue;
          for (const r of resolveFunctions(index, list.file, item, item, depth + 1))
            out.push({
              ...r,
              at: el,
              ...(opts ? { opts, optsFile: list.file } : {}),
              ...(env.size ? { env, optsFile: list.file } : {}),
              fromLoop: true,
              file: r.file,
            });
        }
      }
      return out;
    }
    // a def in the enclosing function
    const enclosing = enclosingFunction(site);
    if (enclosing) {
      const local = ofType(enclosing, "function_definition").find((d) => field(d, "name")?.text === n.text);
      if (local) return [{ file, fn: local }];
      // `wrapped = with_context(func, factory)` before `mcp.tool(wrapped)`: the function the wrapper is handed
      const wrapped = ofType(enclosing, "assignment").filter(
        (a) =>
          field(a, "left")?.text === n.text &&
          unwrap(field(a, "right") ?? a).type === "call" &&
          a.startIndex < site.startIndex,
      );
      if (wrapped.length && depth < 4)
        return wrapped.flatMap((a) => resolveFunctions(index, file, field(a, "right")!, site, depth + 1));
      // `def tool(name, **kw): def decorator(func): mcp.tool(func, name=name, **kw); return func; return decorator`:
      // the functions a decorator factory is applied to, with its parameters bound to each use's arguments
      const viaFactory = factoryUses(index, file, enclosing, n.text, site);
      if (viaFactory) return viaFactory;
    }
  }
  // `self.tool(self.search)` in a FastMCP subclass (or `mcp.tool(name=…)(self.method)` in a class's
  // `register`): the method of the enclosing class
  if (n.type === "attribute" && /^(self|cls)$/.test(field(n, "object")?.text ?? "")) {
    const name = field(n, "attribute")?.text;
    let cls: PyNode | null = site.parent;
    while (cls && cls.type !== "class_definition") cls = cls.parent;
    const body = cls ? field(cls, "body") : undefined;
    for (const st of kids(body)) {
      const def = defOf(st);
      if (def?.type === "function_definition" && field(def, "name")?.text === name) return [{ file, fn: def }];
    }
  }
  // `mcp.tool(with_context(func))`: a wrapper handed the function registers the function it wraps
  if (n.type === "call" && positionalArgs(n)[0] && depth < 4) {
    const inner = resolveFunctions(index, file, positionalArgs(n)[0]!, site, depth + 1);
    if (inner.length) return inner;
  }
  const b = index.resolveExpr(file, n);
  if (b?.kind === "function") return [{ file: b.file, fn: b.node }];
  return [];
}

type Bound = Map<string, { file: PyFile; node: PyNode }>;

/**
 * The parameter bindings of each call of a tool factory (a module-level function that registers a tool it
 * defines): its arguments by position and keyword, a loop variable over a literal list or tuple
 * (`for kind in ("a", "b"): make_tool(kind)`) giving one binding per element. Empty when `fn` is no
 * module-level function or is never called.
 */
function factoryBindings(index: ProjectIndex, fn: PyNode | undefined): Bound[] {
  if (!fn || enclosingFunction(fn) || enclosingClass(fn)) return [];
  const formal = kids(field(fn, "parameters"))
    .filter((p) => p.type !== "keyword_separator" && p.type !== "positional_separator")
    .map((p) => paramName(p));
  const out: Bound[] = [];
  for (const f of index.loaded.files)
    for (const call of ofType(f.root, "call")) {
      const callee = field(call, "function");
      if (callee?.type !== "identifier" && callee?.type !== "attribute") continue;
      const b = index.resolveExpr(f, callee);
      if (b?.kind !== "function" || b.node.id !== fn.id) continue;
      const args: [string, PyNode][] = [];
      positionalArgs(call).forEach((a, i) => {
        if (formal[i]) args.push([formal[i]!, a]);
      });
      for (const [k, v] of keywordArgs(call)) args.push([k, v]);
      let bindings: Bound[] = [new Map()];
      for (const [k, v] of args) {
        const u = unwrap(v);
        const loop = u.type === "identifier" ? loopBinding(call, u.text, true) : undefined;
        const list = loop ? unwrap(loop.right) : undefined;
        const els =
          list && (list.type === "tuple" || list.type === "list")
            ? kids(list).filter((k2) => k2.type !== "comment")
            : [u];
        bindings = bindings.flatMap((bd) => els.map((el) => new Map([...bd, [k, { file: f, node: el }]])));
      }
      out.push(...bindings);
    }
  return out;
}

/** A name or description with the factory's parameters bound: a constant, a bound name, or an f-string of them. */
function boundText(index: ProjectIndex, file: PyFile, n: PyNode, bound: Bound): string | undefined {
  const u = unwrap(n);
  if (u.type === "identifier" && bound.has(u.text)) {
    const b = bound.get(u.text)!;
    return constText(index, b.file, b.node)?.text;
  }
  if (u.type === "string") {
    let out = "";
    for (const c of kids(u)) {
      if (c.type === "string_content") out += c.text;
      else if (c.type === "interpolation") {
        const e = field(c, "expression") ?? kids(c)[0];
        const v = e ? boundText(index, file, e, bound) : undefined;
        if (v === undefined) return undefined;
        out += v;
      } else if (c.type === "escape_sequence") return undefined;
    }
    return out;
  }
  return constText(index, file, u)?.text;
}

/**
 * A registration inside a decorator that a factory returns, whose registered function is the decorator's
 * parameter: each `@factory(…)` in the project names a function, the factory's parameters bound to the
 * arguments of that use (`name=name` becomes the use's name), and extra keywords of the use handed on by a
 * `**kw` the registration splats. Undefined when `param` is not such a decorator's parameter.
 */
function factoryUses(
  index: ProjectIndex,
  file: PyFile,
  decorator: PyNode,
  param: string,
  site: PyNode,
): ResolvedFn[] | undefined {
  const params = kids(field(decorator, "parameters"));
  if (params.length !== 1 || paramName(params[0]) !== param) return undefined;
  const factory = enclosingFunction(decorator);
  const dname = field(decorator, "name")?.text;
  if (!factory || !dname) return undefined;
  const returned = ofType(factory, "return_statement").some(
    (r) => enclosingFunction(r)?.id === factory.id && kids(r)[0]?.text === dname,
  );
  if (!returned) return undefined;
  const formal = kids(field(factory, "parameters")).filter(
    (p) => p.type !== "keyword_separator" && p.type !== "positional_separator",
  );
  const splat = formal.find((p) => p.type === "dictionary_splat_pattern");
  const splatName = splat ? paramName(splat) : undefined;
  const handsOn =
    !!splatName &&
    kids(field(site, "arguments")).some((a) => a.type === "dictionary_splat" && kids(a)[0]?.text === splatName);
  const named = formal.filter((p) => p !== splat).map((p) => paramName(p));
  const out: ResolvedFn[] = [];
  for (const f of index.loaded.files) {
    for (const d of ofType(f.root, "decorator")) {
      const expr = kids(d)[0];
      if (expr?.type !== "call") continue;
      const b = index.resolveExpr(f, field(expr, "function")!);
      if (b?.kind !== "function" || b.node.id !== factory.id) continue;
      const def = defOf(d.parent!);
      if (def?.type !== "function_definition") continue;
      const env = new Map<string, PyNode>();
      positionalArgs(expr).forEach((a, i) => {
        if (named[i]) env.set(named[i]!, a);
      });
      const opts = new Map<string, PyNode>();
      for (const [k, v] of keywordArgs(expr)) {
        if (named.includes(k)) env.set(k, v);
        else if (handsOn) opts.set(k, v);
      }
      out.push({ file: f, fn: def, at: d, env, optsFile: f, ...(opts.size ? { opts } : {}) });
    }
  }
  void file;
  return out;
}

/**
 * `inspect.getmembers(module, inspect.isfunction)` as a loop's iterable: the public functions the module
 * itself defines (`def`s at module level whose names do not start with `_`), in source order, for a module
 * named directly or a loop variable over a list of modules. Undefined when the iterable is no such call or
 * its module is not known; the loop's own name tests (`if name.endswith("_tool")`) are applied by the
 * caller's registration, not here.
 */
function moduleMembers(index: ProjectIndex, file: PyFile, right: PyNode, loop: PyNode): ResolvedFn[] | undefined {
  const r = unwrap(right);
  if (r.type !== "call" || !/(^|\.)getmembers$/.test(dotted(field(r, "function")) ?? "")) return undefined;
  const m = positionalArgs(r)[0];
  if (!m) return undefined;
  const modules = moduleFiles(index, file, m, loop);
  if (!modules.length) return undefined;
  const test = nameTest(loop);
  const out: ResolvedFn[] = [];
  for (const mod of modules)
    for (const st of kids(mod.root)) {
      const def = defOf(st);
      const name = def?.type === "function_definition" ? field(def, "name")?.text : undefined;
      if (def && name && !name.startsWith("_") && test(name)) out.push({ file: mod, fn: def });
    }
  return out;
}

/** The project modules an expression stands for: a module name, or a loop variable over a list of them. */
function moduleFiles(index: ProjectIndex, file: PyFile, n: PyNode, at: PyNode): PyFile[] {
  const u = unwrap(n);
  const b = u.type === "identifier" || u.type === "attribute" ? index.resolveExpr(file, u) : undefined;
  if (b?.kind === "module") return b.file ? [b.file] : [];
  if (u.type !== "identifier") return [];
  const bound = loopBinding(at, u.text, true);
  if (!bound) return [];
  return iterableLists(index, file, bound.right, bound.loop).flatMap((l) =>
    kids(l.node).flatMap((el) => (el.type === "comment" ? [] : moduleFiles(index, l.file, el, el))),
  );
}

/**
 * The innermost `for` around `site` whose target binds `name`: the loop, its target and iterable, the
 * target's names and the name's place among them. With `whole`, only a loop whose whole target is the
 * name (`for m in MODULES:`) counts.
 */
function loopBinding(
  site: PyNode,
  name: string,
  whole: boolean,
): { loop: PyNode; left: PyNode; right: PyNode; names: (string | undefined)[]; pos: number } | undefined {
  for (let p = site.parent; p; p = p.parent) {
    if (p.type !== "for_statement") continue;
    const left = field(p, "left");
    const right = field(p, "right");
    if (!left || !right || (whole && unwrap(left).type !== "identifier")) continue;
    const names = targetNames(left);
    const pos = names.indexOf(name);
    if (pos >= 0) return { loop: p, left, right, names, pos };
  }
  return undefined;
}

/**
 * The test a reflection loop applies to the member's name before it registers it: `if name.endswith("_tool"):`
 * around the registration or `if not name.startswith("tool_"): continue` before it. Any other test is kept
 * out of the reading (every public function passes).
 */
function nameTest(loop: PyNode): (name: string) => boolean {
  const left = field(loop, "left");
  const nameVar = left ? targetNames(left)[0] : undefined;
  const body = field(loop, "body");
  if (!nameVar || !body) return () => true;
  const tests: ((name: string) => boolean)[] = [];
  for (const st of kids(body)) {
    if (st.type !== "if_statement") continue;
    const cond = unwrap(field(st, "condition")!);
    const negated = cond.type === "not_operator";
    const c = negated ? unwrap(kids(cond)[0] ?? cond) : cond;
    const callee = c.type === "call" ? field(c, "function") : undefined;
    const method = callee?.type === "attribute" ? field(callee, "attribute")?.text : undefined;
    const arg = c.type === "call" ? stringValue(positionalArgs(c)[0] ?? c) : undefined;
    if (
      !callee ||
      field(callee, "object")?.text !== nameVar ||
      (method !== "startswith" && method !== "endswith") ||
      arg === undefined
    )
      continue;
    const holds = (name: string) => (method === "startswith" ? name.startsWith(arg) : name.endsWith(arg));
    const exits = /^(continue_statement|return_statement)$/.test(kids(field(st, "consequence")).at(-1)?.type ?? "");
    // `if name.endswith(x): register` keeps what holds; `if not name.endswith(x): continue` drops what does not
    tests.push(exits ? (name) => holds(name) === negated : (name) => holds(name) !== negated);
  }
  return (name) => tests.every((t) => t(name));
}

/**
 * The list literals a loop's iterable stands for: a literal, a name bound to one (locally or at module
 * level), a call of a project function that returns one (also through a dict of such functions:
 * `get = REGISTRY[kind]; for … in get():`), a comprehension over one, or `a + b`.
 */
function iterableLists(
  index: ProjectIndex,
  file: PyFile,
  n: PyNode,
  at: PyNode,
  depth = 0,
): { node: PyNode; file: PyFile }[] {
  if (depth > 6) return [];
  const u = unwrap(n);
  if (u.type === "list" || u.type === "tuple") return [{ node: u, file }];
  if (u.type === "binary_operator" && u.child(1)?.text === "+")
    return [
      ...iterableLists(index, file, field(u, "left")!, at, depth + 1),
      ...iterableLists(index, file, field(u, "right")!, at, depth + 1),
    ];
  if (u.type === "list_comprehension" || u.type === "generator_expression") {
    const clause = kids(u).find((k) => k.type === "for_in_clause");
    const src = clause ? field(clause, "right") : undefined;
    return src ? iterableLists(index, file, src, u, depth + 1) : [];
  }
  if (u.type === "identifier") {
    const fn = enclosingFunction(at);
    const local = fn
      ? ofType(fn, "assignment").filter((a) => field(a, "left")?.text === u.text && field(a, "right"))
      : [];
    if (local.length) return local.flatMap((a) => iterableLists(index, file, field(a, "right")!, a, depth + 1));
  }
  if (u.type === "identifier" || u.type === "attribute") {
    const b = index.resolveExpr(file, u);
    if (b?.kind === "value" && b.value) return iterableLists(index, b.file, b.value, b.node, depth + 1);
    return [];
  }
  if (u.type === "call") {
    const out: { node: PyNode; file: PyFile }[] = [];
    for (const f of valueFunctions(index, file, field(u, "function")!, at, depth + 1))
      for (const r of ofType(f.fn, "return_statement")) {
        if (enclosingFunction(r)?.id !== f.fn.id || !kids(r)[0]) continue;
        out.push(...iterableLists(index, f.file, kids(r)[0]!, r, depth + 1));
      }
    return out;
  }
  return [];
}

/** The project functions an expression may hold: a def, a name bound to one, every value of a dict of them. */
function valueFunctions(
  index: ProjectIndex,
  file: PyFile,
  n: PyNode,
  at: PyNode,
  depth = 0,
): { file: PyFile; fn: PyNode }[] {
  if (depth > 8) return [];
  const u = unwrap(n);
  if (u.type === "subscript" || (u.type === "call" && /\.get$/.test(field(u, "function")?.text ?? ""))) {
    const obj = u.type === "subscript" ? field(u, "value") : field(field(u, "function")!, "object");
    const dict = obj ? dictLiteral(index, file, obj, at) : undefined;
    if (!dict) return [];
    return kids(dict.node)
      .filter((p) => p.type === "pair" && field(p, "value"))
      .flatMap((p) => valueFunctions(index, dict.file, field(p, "value")!, p, depth + 1));
  }
  if (u.type === "identifier") {
    const fn = enclosingFunction(at);
    if (fn) {
      const localDef = ofType(fn, "function_definition").find((d) => field(d, "name")?.text === u.text);
      if (localDef) return [{ file, fn: localDef }];
      const local = ofType(fn, "assignment").filter((a) => field(a, "left")?.text === u.text && field(a, "right"));
      if (local.length) return local.flatMap((a) => valueFunctions(index, file, field(a, "right")!, a, depth + 1));
    }
  }
  if (u.type === "identifier" || u.type === "attribute") {
    const b = index.resolveExpr(file, u);
    if (b?.kind === "function") return [{ file: b.file, fn: b.node }];
    if (b?.kind === "value" && b.value) return valueFunctions(index, b.file, b.value, b.node, depth + 1);
  }
  return [];
}

function dictLiteral(
  index: ProjectIndex,
  file: PyFile,
  n: PyNode,
  at: PyNode,
  depth = 0,
): { node: PyNode; file: PyFile } | undefined {
  const u = unwrap(n);
  if (u.type === "dictionary") return { node: u, file };
  if (depth > 5) return undefined;
  if (u.type === "identifier") {
    const fn = enclosingFunction(at);
    const local = fn
      ? ofType(fn, "assignment").find((a) => field(a, "left")?.text === u.text && field(a, "right"))
      : undefined;
    if (local) return dictLiteral(index, file, field(local, "right")!, local, depth + 1);
  }
  const b = u.type === "identifier" || u.type === "attribute" ? index.resolveExpr(file, u) : undefined;
  return b?.kind === "value" && b.value ? dictLiteral(index, b.file, b.value, b.node, depth + 1) : undefined;
}

function dictOptions(d: PyNode): Map<string, PyNode> {
  const out = new Map<string, PyNode>();
  for (const p of kids(d)) {
    if (p.type !== "pair") continue;
    const k = stringValue(field(p, "key"));
    const v = field(p, "value");
    if (k && v) out.set(k, v);
  }
  return out;
}

/** A handler's parameters as the caller sees them: plain arguments, or one model argument's fields. */
export function handlerParameters(
  index: ProjectIndex,
  types: TypeReader,
  file: PyFile,
  fn: PyNode,
): { params: ToolParameter[]; args: PyArgBinding[] } {
  const params: ToolParameter[] = [];
  const args: PyArgBinding[] = [];
  for (const p of kids(field(fn, "parameters"))) {
    if (
      p.type === "keyword_separator" ||
      p.type === "positional_separator" ||
      p.type === "list_splat_pattern" ||
      p.type === "dictionary_splat_pattern" ||
      (p.type === "typed_parameter" && /splat_pattern$/.test(kids(p)[0]?.type ?? ""))
    )
      continue;
    const nameNode = p.type === "identifier" ? p : (field(p, "name") ?? kids(p).find((k) => k.type === "identifier"));
    const name = nameNode?.text;
    if (!name || name === "self" || name === "cls") continue;
    const typeNode = field(p, "type");
    if (typeNode && /(^|\W)(Context|Request)(\W|$)/.test(typeNode.text)) continue;
    if (!typeNode && /^(ctx|context)$/.test(name)) continue;
    const value = field(p, "value");
    const t = types.read(file, typeNode);
    if (t.model) {
      params.push(...modelParameters(index, types, t.model.file, t.model.node, name));
      const selfRead = [
        ...new Set(
          ofType(t.model.node, "attribute")
            .filter((a) => field(a, "object")?.text === "self")
            .map((a) => `${name}.${field(a, "attribute")!.text}`),
        ),
      ].sort();
      args.push({ local: name, label: name, model: true, selfRead });
      continue;
    }
    let optional = !!value || t.nullable;
    let def = value && value.type !== "none" ? value.text : undefined;
    let description: { text: string; node: PyNode } | undefined;
    for (const fc of t.fields) {
      const r = readFieldCall(index, fc.file, fc.call);
      if (r.hasDefault) optional = true;
      if (r.default !== undefined && r.default !== "None") def ??= r.default;
      if (r.description) description = r.description;
    }
    const v = value ? unwrap(value) : undefined;
    if (v?.type === "call" && /(^|\.)Field$/.test(field(v, "function")?.text ?? "")) {
      const r = readFieldCall(index, file, v);
      optional = r.hasDefault || (t.nullable && !r.required);
      def = r.default !== undefined && r.default !== "None" ? r.default : undefined;
      if (r.description) description = r.description;
    }
    const param: ToolParameter = { name, type: t.type, optional, location: locOf(file, p) };
    if (def !== undefined) param.default = def;
    if (t.enumValues) param.enumValues = t.enumValues;
    if (description) {
      param.description = description.text;
      param.descriptionLocation = locOf(file, description.node);
    }
    params.push(param);
    args.push({ local: name, label: name, model: false });
  }
  return { params, args };
}

/** readOnlyHint / destructiveHint from `annotations=` (a dict, `ToolAnnotations(...)`, or a name bound to one). */
function annotationsIntent(
  index: ProjectIndex,
  file: PyFile,
  n: PyNode,
  depth = 0,
): { intent: "query" | "mutation"; source: string } | undefined {
  const u = unwrap(n);
  if ((u.type === "identifier" || u.type === "attribute") && depth < 5) {
    const b = index.resolveExpr(file, u);
    return b?.kind === "value" && b.value ? annotationsIntent(index, b.file, b.value, depth + 1) : undefined;
  }
  const hints = new Map<string, string>();
  if (u.type === "dictionary") for (const [k, v] of dictOptions(u)) hints.set(k, unwrap(v).text);
  if (u.type === "call") for (const [k, v] of keywordArgs(u)) hints.set(k, unwrap(v).text);
  if (hints.get("readOnlyHint") === "True") return { intent: "query", source: "readOnlyHint: true" };
  if (hints.get("destructiveHint") === "True" || hints.get("readOnlyHint") === "False")
    return {
      intent: "mutation",
      source: hints.get("destructiveHint") === "True" ? "destructiveHint: true" : "readOnlyHint: false",
    };
  return undefined;
}

function setIntent(
  tool: ToolModel,
  fromAnnotations: { intent: "query" | "mutation"; source: string } | undefined,
): void {
  if (fromAnnotations) {
    tool.intent = fromAnnotations.intent;
    tool.intentSource = fromAnnotations.source;
    return;
  }
  // `zh_edu_list_x`, `stats_count_rows`: a server prefix before the verb
  const read = nameIntent(tool.name);
  if (read) {
    tool.intent = read.intent;
    tool.intentSource = `name starts with a ${read.intent === "query" ? "read" : "write"} verb`;
  }
}

/**
 * The low-level API: `@server.list_tools()` returns `[Tool(name=…, description=…, inputSchema={…}), …]`
 * and `@server.call_tool()` dispatches on the name (`if name == "x":` / `match name: case "x":`).
 */
function lowLevel(
  index: ProjectIndex,
  types: TypeReader,
  file: PyFile,
  tools: ToolModel[],
  handlers: Map<string, PyHandler>,
  onTool: (tool: ToolModel, receiver: PyNode | undefined) => void,
): void {
  void types;
  // each server's pair: `@server.list_tools()` and the `@server.call_tool()` on the same object, so two
  // servers in one file that both list a `status` tool never share a dispatch branch
  const listers: { def: PyNode; receiver: PyNode | undefined }[] = [];
  const callers: { def: PyNode; receiver: PyNode | undefined }[] = [];
  for (const d of ofType(file.root, "decorator")) {
    const expr = kids(d)[0];
    const target = expr?.type === "call" ? field(expr, "function") : expr;
    const path = dotted(target);
    const def = defOf(d.parent!);
    if (!path || !def) continue;
    const receiver = target?.type === "attribute" ? (field(target, "object") ?? undefined) : undefined;
    if (/\.list_tools$/.test(path)) listers.push({ def, receiver });
    if (/\.call_tool$/.test(path)) callers.push({ def, receiver });
  }
  for (const l of listers) {
    const caller =
      callers.find((c) => c.receiver?.text === l.receiver?.text)?.def ??
      (listers.length === 1 && callers.length === 1 ? callers[0]!.def : undefined);
    lowLevelServer(index, file, l.def, caller, tools, handlers, (t) => onTool(t, l.receiver));
  }
}

/** The `Tool(...)` literals a `list_tools` handler lists: inline, or module-level constants it names (also imported). */
function listedToolCalls(index: ProjectIndex, file: PyFile, lister: PyNode): { call: PyNode; file: PyFile }[] {
  const out: { call: PyNode; file: PyFile }[] = [];
  const seen = new Set<number>();
  const push = (call: PyNode, f: PyFile) => {
    if (seen.has(call.id)) return;
    seen.add(call.id);
    out.push({ call, file: f });
  };
  for (const call of ofType(lister, "call")) if (isToolCtor(call)) push(call, file);
  for (const id of ofType(lister, "identifier")) {
    if (id.parent?.type === "attribute" && field(id.parent, "attribute")?.id === id.id) continue;
    const b = index.resolveName(file, id.text);
    if (b?.kind !== "value" || !b.value) continue;
    const v = unwrap(b.value);
    if (v.type === "call" && isToolCtor(v)) push(v, b.file);
    else if (v.type === "list" || v.type === "tuple")
      for (const el of kids(v)) {
        const e = unwrap(el);
        if (e.type === "call" && isToolCtor(e)) push(e, b.file);
        else if (e.type === "identifier") {
          const eb = index.resolveName(b.file, e.text);
          const ev = eb?.kind === "value" && eb.value ? unwrap(eb.value) : undefined;
          if (ev?.type === "call" && isToolCtor(ev) && eb?.kind === "value") push(ev, eb.file);
        }
      }
  }
  return out;
}

function isToolCtor(call: PyNode): boolean {
  return /^((mcp\.)?types\.)?Tool$/.test(field(call, "function")?.text ?? "");
}

/** A tool from a `Tool(name=…, description=…, inputSchema={…})` literal; the name may be read by `nameOf`. */
function toolFromLiteral(
  index: ProjectIndex,
  file: PyFile,
  call: PyNode,
  style: RegistrationStyle,
  nameOf?: (n: PyNode) => string | undefined,
): ToolModel | undefined {
  const kw = keywordArgs(call);
  const nameNode = kw.get("name");
  const name = nameNode ? (constText(index, file, nameNode)?.text ?? nameOf?.(nameNode)) : undefined;
  const location = locOf(file, call);
  if (!name) return undefined;
  const tool: ToolModel = {
    id: `${name}@${location.file}:${location.line}`,
    name,
    registration: style,
    location,
    parameters: [],
    schemaResolved: false,
  };
  const desc = kw.get("description") ? constText(index, file, kw.get("description")!) : undefined;
  if (desc) {
    tool.description = desc.text;
    tool.descriptionLocation = locOf(desc.file, desc.node);
  }
  const schema = kw.get("inputSchema") ?? kw.get("input_schema");
  const s = schema ? unwrap(schema) : undefined;
  if (s?.type === "dictionary") {
    tool.schemaResolved = true;
    const top = dictOptions(s);
    const req = top.get("required");
    const required = new Set(
      req
        ? kids(unwrap(req))
            .map((r) => stringValue(r))
            .filter((x): x is string => !!x)
        : [],
    );
    const props = top.get("properties");
    for (const p of props && unwrap(props).type === "dictionary" ? kids(unwrap(props)) : []) {
      if (p.type !== "pair") continue;
      const pname = stringValue(field(p, "key"));
      const pv = field(p, "value");
      if (!pname || !pv) continue;
      const po = unwrap(pv).type === "dictionary" ? dictOptions(unwrap(pv)) : new Map<string, PyNode>();
      const t = stringValue(po.get("type"));
      const param: ToolParameter = {
        name: pname,
        type: (["string", "number", "integer", "boolean", "array", "object"].includes(t ?? "")
          ? t
          : po.has("enum")
            ? "enum"
            : "unknown") as ToolParameter["type"],
        optional: !required.has(pname),
        location: locOf(file, p),
      };
      const pd = po.get("description") ? constText(index, file, po.get("description")!) : undefined;
      if (pd) {
        param.description = pd.text;
        param.descriptionLocation = locOf(pd.file, pd.node);
      }
      if (po.get("default")) param.default = po.get("default")!.text;
      tool.parameters.push(param);
    }
  }
  setIntent(tool, kw.get("annotations") ? annotationsIntent(index, file, kw.get("annotations")!) : undefined);
  return tool;
}

function lowLevelServer(
  index: ProjectIndex,
  file: PyFile,
  lister: PyNode,
  caller: PyNode | undefined,
  tools: ToolModel[],
  handlers: Map<string, PyHandler>,
  onTool: (tool: ToolModel) => void,
): void {
  const argsName = caller
    ? kids(field(caller, "parameters")).map((p) =>
        p.type === "identifier" ? p.text : (field(p, "name")?.text ?? kids(p)[0]?.text),
      )[1]
    : undefined;
  for (const { call, file: toolFile } of listedToolCalls(index, file, lister)) {
    const tool = toolFromLiteral(index, toolFile, call, "list-tools-handler");
    if (!tool) continue;
    const name = tool.name;
    const branch = caller ? dispatchBranch(caller, name, index, file) : undefined;
    const continuation = branch ? dispatchContinuation(branch) : [];
    // no branch of its own: `HANDLERS.get(name)` / `HANDLERS[name]` over a dict of functions keyed by tool name
    const looked = caller && !branch ? dictDispatch(index, file, caller, name) : undefined;
    if (looked) {
      const dictArg = kids(field(looked.fn, "parameters"))
        .map((p) => paramName(p))
        .filter((n) => n !== "self")[0];
      tool.handlerLocation = locOf(looked.file, looked.fn);
      handlers.set(tool.id, {
        file: looked.file,
        fn: looked.fn,
        args: tool.parameters.map((p) => ({ local: p.name, label: p.name, model: false })),
        ...(dictArg ? { argumentsDict: dictArg } : {}),
      });
    } else if (caller) {
      tool.handlerLocation = locOf(file, branch ?? caller);
      handlers.set(tool.id, {
        file,
        fn: caller,
        args: tool.parameters.map((p) => ({ local: p.name, label: p.name, model: false })),
        ...(branch ? { branch } : {}),
        ...(continuation.length ? { continuation } : {}),
        ...(argsName ? { argumentsDict: argsName } : {}),
      });
    } else tool.unresolved = ["no @server.call_tool() handler found on the same server in the same file"];
    tools.push(tool);
    onTool(tool);
  }
}

const RUNNER = /^(run_tool|run|arun|_run|execute|aexecute|call|__call__|handle|invoke|call_tool|handle_call)$/;

/**
 * Tool classes: a class whose method builds the tool's `Tool(name=self.name, …)` and whose runner
 * (`run_tool`, `execute`, `__call__`…) handles it, the name set in the class body, in `__init__`, or
 * handed to the base class's `__init__` (`super().__init__(TOOL_X)`).
 */
function toolClasses(index: ProjectIndex, file: PyFile, tools: ToolModel[], handlers: Map<string, PyHandler>): void {
  if (!/\bTool\(/.test(file.text)) return;
  for (const cls of ofType(file.root, "class_definition")) {
    const calls = ofType(cls, "call").filter((c) => isToolCtor(c) && enclosingClass(c)?.id === cls.id);
    if (calls.length !== 1) continue;
    const call = calls[0]!;
    const inLister = decoratorsOfFn(enclosingFunction(call)).some((d) => /\.list_tools\b/.test(d.text));
    if (inLister) continue;
    const runner = classMethod(index, file, cls, (n) => RUNNER.test(n));
    if (!runner) continue;
    const tool = toolFromLiteral(index, file, call, "class-based", (n) => {
      const u = unwrap(n);
      if (u.type !== "attribute" || field(u, "object")?.text !== "self") return undefined;
      return selfConst(index, file, cls, field(u, "attribute")!.text);
    });
    if (!tool) continue;
    const argsName = kids(field(runner.fn, "parameters"))
      .map((p) => (p.type === "identifier" ? p.text : (field(p, "name")?.text ?? kids(p)[0]?.text)))
      .filter((n) => n !== "self")[0];
    tool.handlerLocation = locOf(runner.file, runner.fn);
    handlers.set(tool.id, {
      file: runner.file,
      fn: runner.fn,
      args: tool.parameters.map((p) => ({ local: p.name, label: p.name, model: false })),
      ...(argsName ? { argumentsDict: argsName } : {}),
    });
    tools.push(tool);
  }
}

function decoratorsOfFn(fn: PyNode | undefined): PyNode[] {
  const p = fn?.parent;
  return p?.type === "decorated_definition" ? kids(p).filter((k) => k.type === "decorator") : [];
}

/** A method of a class or of its project base classes (nearest first). */
function classMethod(
  index: ProjectIndex,
  file: PyFile,
  cls: PyNode,
  test: (name: string) => boolean,
  depth = 0,
): { file: PyFile; fn: PyNode; cls: PyNode } | undefined {
  for (const st of kids(field(cls, "body"))) {
    const d = defOf(st);
    if (d?.type === "function_definition" && test(field(d, "name")?.text ?? "")) {
      // an abstract stand-in (`raise NotImplementedError`) is not the runner
      const body = kids(field(d, "body")).filter(
        (k) => k.type !== "expression_statement" || kids(k)[0]?.type !== "string",
      );
      if (body.length === 1 && body[0]!.type === "raise_statement") continue;
      return { file, fn: d, cls };
    }
  }
  if (depth > 4) return undefined;
  for (const b of baseNames(cls)) {
    const r = index.resolveExpr(file, b);
    if (r?.kind === "class") {
      const m = classMethod(index, r.file, r.node, test, depth + 1);
      if (m) return m;
    }
  }
  return undefined;
}

/** The constant `self.<attr>` holds: set in the class body, in `__init__`, or handed to a base class's `__init__`. */
function selfConst(index: ProjectIndex, file: PyFile, cls: PyNode, attr: string, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  for (const st of kids(field(cls, "body"))) {
    const a = st.type === "expression_statement" ? kids(st)[0] : undefined;
    if (a?.type === "assignment" && field(a, "left")?.text === attr && field(a, "right"))
      return constText(index, file, field(a, "right")!)?.text;
  }
  const init = methodOf(cls, "__init__");
  if (init) {
    for (const a of ofType(init, "assignment")) {
      if (field(a, "left")?.text !== `self.${attr}` || !field(a, "right")) continue;
      const c = constText(index, file, field(a, "right")!);
      if (c) return c.text;
    }
    // `super().__init__(TOOL_X)` / `Base.__init__(self, TOOL_X)`: the base stores its parameter in self.<attr>
    for (const c of ofType(init, "call")) {
      const callee = field(c, "function")?.text ?? "";
      if (!/(^super\(\)|^\w+)\.__init__$/.test(callee)) continue;
      for (const b of baseNames(cls)) {
        const r = index.resolveExpr(file, b);
        if (r?.kind !== "class") continue;
        const binit = methodOf(r.node, "__init__");
        const stored = binit
          ? ofType(binit, "assignment").find((a) => field(a, "left")?.text === `self.${attr}`)
          : undefined;
        const from = stored ? field(stored, "right") : undefined;
        if (binit && from?.type === "identifier") {
          const ps = kids(field(binit, "parameters")).map((p) =>
            p.type === "identifier" ? p.text : (field(p, "name")?.text ?? kids(p)[0]?.text),
          );
          const i = ps.indexOf(from.text) - (callee.startsWith("super()") ? 1 : 0);
          const arg = keywordArgs(c).get(from.text) ?? positionalArgs(c)[i];
          if (arg) {
            const t = constText(index, file, arg);
            if (t) return t.text;
          }
        }
        const inherited = selfConst(index, r.file, r.node, attr, depth + 1);
        if (inherited) return inherited;
      }
    }
  }
  return undefined;
}

/** The block of a `call_tool` handler that runs for one tool name. */
function dispatchBranch(caller: PyNode, name: string, index: ProjectIndex, file: PyFile): PyNode | undefined {
  const is = (k: PyNode | undefined) => !!k && (stringValue(k) ?? constText(index, file, k)?.text) === name;
  for (const n of ofType(caller, "if_statement", "elif_clause", "case_clause")) {
    if (n.type === "case_clause") {
      const pat = kids(n).find((k) => k.type === "case_pattern");
      if (pat && is(kids(pat)[0])) return kids(n).find((k) => k.type === "block");
      continue;
    }
    const cond = field(n, "condition");
    if (cond?.type === "comparison_operator" && kids(cond).some(is)) return field(n, "consequence");
  }
  return undefined;
}

/**
 * The function a `call_tool` handler looks up for one tool name in a dict keyed by the names
 * (`handler = HANDLERS.get(name)`, `TOOL_HANDLERS[name](arguments)`): the dict a module-level or local
 * literal, its value a project function.
 */
function dictDispatch(
  index: ProjectIndex,
  file: PyFile,
  caller: PyNode,
  name: string,
): { file: PyFile; fn: PyNode } | undefined {
  const nameParam = paramName(kids(field(caller, "parameters"))[0]);
  if (!nameParam) return undefined;
  for (const n of ofType(caller, "call", "subscript")) {
    let dict: PyNode | undefined;
    let key: PyNode | undefined;
    if (n.type === "call") {
      const fx = field(n, "function");
      if (fx?.type !== "attribute" || field(fx, "attribute")?.text !== "get") continue;
      dict = field(fx, "object") ?? undefined;
      key = positionalArgs(n)[0];
    } else {
      dict = field(n, "value") ?? undefined;
      key = field(n, "subscript") ?? undefined;
    }
    if (key?.type !== "identifier" || key.text !== nameParam || dict?.type !== "identifier") continue;
    const local = ofType(caller, "assignment").find(
      (a) => field(a, "left")?.text === dict!.text && field(a, "right")?.type === "dictionary",
    );
    const b = local ? undefined : index.resolveName(file, dict.text);
    const value = local ? field(local, "right") : b?.kind === "value" ? b.value : undefined;
    const valueFile = b?.kind === "value" ? b.file : file;
    const d = value ? unwrap(value) : undefined;
    if (d?.type !== "dictionary") continue;
    for (const p of kids(d)) {
      const k = p.type === "pair" ? field(p, "key") : undefined;
      if (!k || (stringValue(k) ?? constText(index, valueFile, k)?.text) !== name) continue;
      const v = field(p, "value");
      const fb = v ? index.resolveExpr(valueFile, v) : undefined;
      if (fb?.kind === "function") return { file: fb.file, fn: fb.node };
    }
  }
  return undefined;
}

const LEAVES = new Set(["return_statement", "raise_statement"]);
const NO_FALL_THROUGH = new Set([
  "function_definition",
  "class_definition",
  "for_statement",
  "while_statement",
  "module",
]);

/**
 * What a dispatch branch falls through to: the statements after the `if`/`elif` chain (or the `match`), and
 * after each block that holds it (a `try` body, a `with` body, an enclosing `if`'s branch), up to the first
 * `return` or `raise` at a level, never out of a loop. Empty when the branch itself ends in a `return` or
 * `raise`. `if name == "search": result = await handle_search(arguments)` … `return result` hands each tool
 * what its own branch assigned.
 */
export function dispatchContinuation(branch: PyNode): PyNode[] {
  const last = kids(branch).at(-1);
  if (!last || LEAVES.has(last.type)) return [];
  let cur: PyNode | null = branch.parent;
  if (cur?.type === "elif_clause" || cur?.type === "else_clause") cur = cur.parent;
  else if (cur?.type === "case_clause") cur = cur.parent?.parent ?? null;
  const out: PyNode[] = [];
  while (cur && cur.parent?.type === "block") {
    const block: PyNode = cur.parent;
    const here: PyNode = cur;
    const after = kids(block).slice(kids(block).findIndex((k) => k.id === here.id) + 1);
    out.push(...after);
    const owner = block.parent;
    if (after.some((k) => LEAVES.has(k.type)) || !owner || NO_FALL_THROUGH.has(owner.type)) break;
    cur =
      owner.type === "elif_clause" ||
      owner.type === "else_clause" ||
      owner.type === "except_clause" ||
      owner.type === "finally_clause"
        ? owner.parent
        : owner;
  }
  return out;
}
