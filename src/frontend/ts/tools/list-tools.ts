/** Low-level servers: tools listed by a ListTools handler, served by the CallTool dispatch. */
import { Node, type SourceFile, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { locOf } from "../syntax/location.js";
import { alwaysExits, descendantsOutside, encloses, nodesOfKind } from "../syntax/node-index.js";
import {
  functionOf,
  isFunctionLike,
  propName,
  resolveExpression,
  returnedExpressions,
  symbolOf,
  unwrap,
} from "../syntax/resolve.js";
import { markUnlisted, toolDefinitionLiterals } from "./definitions.js";
import { dynamicImportOf, importedModules, moduleFunction } from "./dynamic-import.js";
import { EMPTY, type Env, elementsOf, evalIn, memberOf, str, unpackMapped } from "./evaluate.js";
import { sameScope } from "./scope.js";
import { type Discovered, handlerFunction, handlerMember, makeTool, type ToolDiscovery } from "./tool.js";

interface DispatchBranch {
  name: string;
  branch: Node;
  /** A handler function the branch (or handler map) forwards to, when there is one. */
  fn?: Node;
  /** The whole handler serves this tool: it turns every other name away first (`if (name !== "x") throw …`). */
  whole?: boolean;
  /**
   * A handler module the dispatcher loads by the tool's name (`import(\`./handlers/nasa/${endpoint}.js\`)`):
   * the words of the module's own name, and the words of the folders the template names.
   */
  module?: { words: string[]; folders: string[] };
}

/** Whether a statement always leaves its function: `throw …`, `return …`, or a block ending in one. */
function exits(st: Node): boolean {
  const last = Node.isBlock(st) ? st.getStatements().at(-1) : st;
  return !!last && (Node.isThrowStatement(last) || Node.isReturnStatement(last));
}

/** Reads `switch (name)` / `if (name === "x")` / handler-map dispatch inside a CallTool handler. */
/** A CallTool handler that reads the called tool's name (`request.params.name`, `const { name } = request.params`). */
const ASKS_TOOL_NAME = /\bparams\s*\??\.\s*name\b|\{[^}]*\bname\b[^}]*\}\s*=\s*[\w.?]*params\b/;

function dispatchBranches(handler: Node, depth = 0, root = handler): Dispatch[] {
  const results: Dispatch[] = [];
  if (depth > 3) return results;
  const branches: DispatchBranch[] = [];
  const carriers = parameterNames(handler);
  const isNameExpr = (e: Node) => /(^|\.)(name|toolName|tool_name|tool)$/.test(unwrap(e).getText());
  const kinds = [
    SyntaxKind.SwitchStatement,
    SyntaxKind.IfStatement,
    SyntaxKind.ElementAccessExpression,
    SyntaxKind.CallExpression,
  ];
  for (const d of descendantsOutside(handler, kinds)) {
    if (Node.isSwitchStatement(d) && isNameExpr(d.getExpression())) {
      for (const clause of d.getCaseBlock().getClauses()) {
        if (!Node.isCaseClause(clause)) continue;
        const name = constString(clause.getExpression())?.value;
        if (name !== undefined) branches.push({ name, branch: clause, fn: forwardedFunction(clause) });
      }
    }
    if (Node.isIfStatement(d)) {
      const cond = unwrap(d.getExpression());
      if (Node.isBinaryExpression(cond) && /^===?$/.test(cond.getOperatorToken().getText())) {
        const [l, r] = [cond.getLeft(), cond.getRight()];
        const name = isNameExpr(l) ? constString(r)?.value : isNameExpr(r) ? constString(l)?.value : undefined;
        if (name !== undefined)
          branches.push({ name, branch: d.getThenStatement(), fn: forwardedFunction(d.getThenStatement()) });
      }
      // if (request.params.name !== "find_place") throw new McpError(…): the rest of the handler serves that one name
      if (
        !d.getElseStatement() &&
        exits(d.getThenStatement()) &&
        Node.isBlock(d.getParent()) &&
        d.getParent()!.getParent() === handler
      ) {
        for (const name of rejectedAllBut(cond, isNameExpr)) branches.push({ name, branch: handler, whole: true });
      }
    }
    // handlers[name](args), const h = toolHandlers[request.params.name]; h(args)
    if (Node.isElementAccessExpression(d) && isNameExpr(d.getArgumentExpressionOrThrow())) {
      {
        const map = resolveExpression(d.getExpression());
        if (Node.isObjectLiteralExpression(map)) {
          for (const p of map.getProperties()) {
            const name = propName(p);
            if (!name) continue;
            const v = Node.isPropertyAssignment(p)
              ? p.getInitializer()
              : Node.isShorthandPropertyAssignment(p)
                ? p.getNameNode()
                : p;
            branches.push({
              name,
              branch: p,
              fn: v ? (functionOf(v) ?? (isFunctionLike(v) ? v : undefined)) : undefined,
            });
          }
        }
      }
    }
    // import(`./handlers/${endpoint}.js`): one branch per module the template can load, served by the
    // function the module exports; which tool it serves is decided by the module's name
    const loaded = Node.isCallExpression(d) ? dynamicImportOf(d) : undefined;
    if (loaded && Node.isTemplateExpression(unwrap(loaded.getArguments()[0]!))) {
      const folders = words(
        unwrap(loaded.getArguments()[0]!)
          .getText()
          .replace(/\$\{[^}]*\}/g, "/"),
      );
      for (const sf of importedModules(loaded)) {
        const fn = moduleFunction(sf);
        const own =
          sf.getBaseNameWithoutExtension() === "index"
            ? sf.getDirectory().getBaseName()
            : sf.getBaseNameWithoutExtension();
        if (fn) branches.push({ name: "", branch: fn, fn, module: { words: words(own), folders } });
      }
      continue;
    }
    if (Node.isCallExpression(d)) {
      // a helper the dispatcher delegates to: handleToolCall(name, args), or route(request.params) whose
      // `switch (params.name)` picks the tool; the engine still enters at the CallTool handler (`root`)
      const f = functionOf(d.getExpression());
      const carries = (a: Node) => isNameExpr(a) || carriers.has(rootName(a));
      if (f && f !== handler && f !== root && d.getArguments().some(carries))
        results.push(...dispatchBranches(f, depth + 1, root));
    }
  }
  // A guard beside named branches only validates names (`if (name !== "a" && name !== "b") throw`):
  // the handler's code is shared between the tools, so it serves none of them alone.
  const named = branches.some((b) => !b.whole && !b.module)
    ? branches.filter((b) => !b.whole)
    : branches.some((b) => b.module)
      ? branches.filter((b) => !b.whole)
      : branches;
  if (named.length) results.push({ branches: named, dispatcher: handler, root });
  return results;
}

interface Dispatch {
  branches: DispatchBranch[];
  /** The function whose `switch`/`if` holds the branches. */
  dispatcher: Node;
  /** The CallTool handler itself, where the request (and `params.arguments`) enters. */
  root: Node;
}

/** The names a function's parameters bind (`(request)`, `({ params })`): the request travels in them. */
function parameterNames(fn: Node): Set<string> {
  const out = new Set<string>();
  if (!isFunctionLike(fn)) return out;
  for (const p of fn.getParameters()) {
    const n = p.getNameNode();
    if (Node.isIdentifier(n)) out.add(n.getText());
    else for (const e of n.getElements()) if (Node.isBindingElement(e)) out.add(e.getName());
  }
  return out;
}

/** The identifier an access chain starts from: `request` for `request.params.arguments`. */
function rootName(e: Node): string {
  let u = unwrap(e);
  while (Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u)) u = unwrap(u.getExpression());
  return Node.isIdentifier(u) ? u.getText() : "";
}

/**
 * The names a guard lets through when it is `name !== "a"` (or `name !== "a" && name !== "b"`):
 * everything else is turned away. Any other shape lets nothing through here.
 */
function rejectedAllBut(cond: Node, isNameExpr: (e: Node) => boolean): string[] {
  const c = unwrap(cond);
  if (!Node.isBinaryExpression(c)) return [];
  const op = c.getOperatorToken().getText();
  if (op === "&&") {
    const [l, r] = [rejectedAllBut(c.getLeft(), isNameExpr), rejectedAllBut(c.getRight(), isNameExpr)];
    return l.length && r.length ? [...l, ...r] : [];
  }
  if (!/^!==?$/.test(op)) return [];
  const [l, r] = [c.getLeft(), c.getRight()];
  const name = isNameExpr(l) ? constString(r)?.value : isNameExpr(r) ? constString(l)?.value : undefined;
  return name !== undefined ? [name] : [];
}

/** A branch that just forwards: `return await searchTerms(args)` → searchTerms. */
function forwardedFunction(branch: Node): Node | undefined {
  const stmts = Node.isCaseClause(branch)
    ? branch.getStatements()
    : Node.isBlock(branch)
      ? branch.getStatements()
      : [branch];
  const flat = stmts.length === 1 && Node.isBlock(stmts[0]!) ? stmts[0]!.getStatements() : stmts;
  const first = flat.find((s) => !Node.isBreakStatement(s));
  if (!first || flat.filter((s) => !Node.isBreakStatement(s)).length !== 1) return undefined;
  const e = Node.isReturnStatement(first)
    ? first.getExpression()
    : Node.isExpressionStatement(first)
      ? first.getExpression()
      : undefined;
  const call = e ? unwrap(e) : undefined;
  if (call && Node.isCallExpression(call)) return functionOf(call.getExpression());
  return undefined;
}

function isSchemaRef(n: Node | undefined, re: RegExp): boolean {
  if (!n) return false;
  if (re.test(n.getText())) return true;
  // a request schema written out: z.object({ method: z.literal("tools/list"), params: … }), { method: "tools/list" }
  const method = re.source.includes("ListTools") ? "tools/list" : re.source.includes("CallTool") ? "tools/call" : "";
  return !!method && literalMethodOf(n) === method;
}

/** The method a request schema written out names: `z.object({ method: z.literal("x") })` or `{ method: "x" }`. */
export function literalMethodOf(n: Node): string | undefined {
  let u = unwrap(resolveExpression(n));
  if (Node.isCallExpression(u) && /(^|\.)object$/.test(u.getExpression().getText()) && u.getArguments()[0])
    u = unwrap(resolveExpression(u.getArguments()[0]!));
  if (!Node.isObjectLiteralExpression(u)) return undefined;
  const m = u.getProperty("method");
  const v = m && Node.isPropertyAssignment(m) ? unwrap(m.getInitializerOrThrow()) : undefined;
  if (!v) return undefined;
  const direct = constString(v)?.value;
  if (direct !== undefined) return direct;
  if (Node.isCallExpression(v) && /(^|\.)literal$/.test(v.getExpression().getText()) && v.getArguments()[0])
    return constString(v.getArguments()[0]!)?.value;
  return undefined;
}

type PlacedBranch = DispatchBranch & { dispatcher: Node; root: Node };

/** A tool served by an inline dispatch branch (`case "x": …`): the engine walks that branch of the dispatcher and skips the others. */
function enterBranch(d: Discovered, branch: PlacedBranch, all: PlacedBranch[]): void {
  if (branch.fn || branch.whole || !d.entry) return;
  d.entry.branch = branch.branch;
  d.entry.dispatcher = branch.dispatcher;
  d.entry.otherBranches = [
    // every other tool's branch, in this dispatcher or another one on the way to it (an inline
    // `if (name === "discover")` before `return route(params)`), unless it encloses this branch
    ...all
      .filter((b) => b !== branch && (b.dispatcher === branch.dispatcher || !encloses(b.branch, branch.branch)))
      .map((b) => b.branch),
    ...afterExitingBranch(branch.branch),
  ];
  d.tool.handlerLocation = locOf(branch.branch);
}

/**
 * `if (name === "discover_tools") { …; return r; }` followed by the code that serves every other tool
 * (`return handleToolCall(request.params)`): a branch that always ends in `return` or `throw` never
 * falls through, so the statements after its `if` run only for the other tools.
 */
function afterExitingBranch(branch: Node): Node[] {
  const stmt = branch.getParent();
  if (!stmt || !Node.isIfStatement(stmt) || stmt.getThenStatement() !== branch || !alwaysExits(branch)) return [];
  const holder = stmt.getParent();
  if (!holder || !(Node.isBlock(holder) || Node.isSourceFile(holder) || Node.isCaseClause(holder))) return [];
  const siblings = holder.getStatements();
  return siblings.slice(siblings.indexOf(stmt as never) + 1);
}

/** The functions a server sets as its CallTool request handler. */
export function callToolHandlers(files: SourceFile[]): Node[] {
  const out: Node[] = [];
  for (const sf of files)
    for (const call of nodesOfKind(sf, SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "setRequestHandler") continue;
      const [schema, handler] = call.getArguments();
      const fn = functionOf(handler);
      if (fn && isSchemaRef(schema, /CallToolRequest/)) out.push(fn);
    }
  return out;
}

/** Low-level servers: tools from ListTools, handlers from the CallTool dispatch. */
export function fromLowLevel(
  files: SourceFile[],
  limits: string[],
  unresolvedSites: ToolDiscovery["unresolvedSites"],
  generated: Discovered[] = [],
): Discovered[] {
  const listHandlers: Node[] = [];
  const callHandlers: Node[] = [];
  // the server object each handler is registered on (its declaration, or its spelling when unresolved)
  const receiverOf = new Map<Node, unknown>();
  for (const sf of files) {
    for (const call of nodesOfKind(sf, SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "setRequestHandler") continue;
      const [schema, handler] = call.getArguments();
      const fn = functionOf(handler);
      if (!fn) continue;
      const recv = unwrap(callee.getExpression());
      receiverOf.set(fn, symbolOf(recv)?.getDeclarations()[0] ?? recv.getText());
      if (isSchemaRef(schema, /ListToolsRequest/)) listHandlers.push(fn);
      else if (isSchemaRef(schema, /CallToolRequest/)) callHandlers.push(fn);
    }
  }
  const out: Discovered[] = [];
  const dispatch = callHandlers.flatMap((h) => dispatchBranches(h));
  // a branch that names the tool beats a guard that merely lets it through
  const allBranches = dispatch
    .flatMap((d) => d.branches.map((b) => ({ ...b, dispatcher: d.dispatcher, root: d.root })))
    .sort((a, b) => Number(!!a.whole) - Number(!!b.whole));
  for (const lh of listHandlers) {
    let listed = 0;
    // a server that lists one tool and answers every call with one handler that never asks which tool
    // was called: that handler is the tool's (`if (name !== "x")` guards and branches are read above)
    const definitions = returnedExpressions(lh).flatMap((ret) => {
      const obj = evalIn(ret, EMPTY);
      return elementsOf(obj ? memberOf(obj, "tools") : undefined, EMPTY);
    });
    const ownCallHandlers = callHandlers.filter((h) => sameScope(h, lh) && receiverOf.get(h) === receiverOf.get(lh));
    const sole =
      definitions.length === 1 &&
      ownCallHandlers.length === 1 &&
      !dispatchBranches(ownCallHandlers[0]!).length &&
      !ASKS_TOOL_NAME.test(ownCallHandlers[0]!.getText())
        ? ownCallHandlers[0]
        : undefined;
    for (const ret of returnedExpressions(lh)) {
      const obj = evalIn(ret, EMPTY);
      const toolsExpr = obj ? memberOf(obj, "tools") : undefined;
      const elements = elementsOf(toolsExpr, EMPTY);
      listed += elements.length;
      for (const el of elements) {
        const { node: def, extra } = unpackMapped(el);
        const env = extra as Env;
        const name = str(memberOf(def, "name"), env);
        if (!name) {
          limits.push(`a tool in the ListTools result at ${locOf(def).file}:${locOf(def).line} has no constant name`);
          continue;
        }
        const loc = locOf(def);
        const branch =
          nearestBranch(
            allBranches.filter((b) => b.name === name.value && sameScope(b.dispatcher, lh)),
            lh,
          ) ??
          moduleFor(
            name.value,
            allBranches.filter((b) => sameScope(b.dispatcher, lh)),
          );
        const d = makeTool(
          name.value,
          "list-tools-handler",
          loc,
          str(memberOf(def, "description"), env),
          evalIn(memberOf(def, "inputSchema") ?? memberOf(def, "input_schema") ?? memberOf(def, "parameters"), env),
          branch?.fn
            ? { fn: branch.fn, argsIndex: 0 }
            : branch
              ? { fn: branch.root, argsIndex: -1 }
              : sole && !handlerMember(def)
                ? { fn: sole, argsIndex: -1 }
                : handlerFunction(handlerMember(def), env),
          env,
          memberOf(def, "annotations"),
        );
        if (branch) enterBranch(d, branch, allBranches);
        d.listedBy = lh;
        if (!branch && !d.entry)
          d.tool.unresolved = [
            ...(d.tool.unresolved ?? []).filter((r) => !r.startsWith("handler")),
            "no CallTool dispatch branch found for this tool name",
          ];
        out.push(d);
      }
    }
    if (listed === 0) {
      // The list is assembled at run time (loops, pushes, filters). Definitions written as literals
      // somewhere in the project are still found by their shape; how they reach the list is not followed.
      const harvested = toolDefinitionLiterals(files);
      // tools generated from a spec and served by this server's CallTool handler are that list
      const fromSpec = generated.some((g) => g.entry?.fn && sameScope(g.entry.fn, lh));
      if (!harvested.length && !fromSpec)
        unresolvedSites.push({
          location: locOf(lh),
          reason:
            "the ListTools handler builds its tool list at run time (from data, a spec document or a registry); those tools cannot be listed statically",
        });
      for (const { def, name, at } of harvested) {
        const branch = nearestBranch(
          allBranches.filter((b) => b.name === name && sameScope(b.dispatcher, lh)),
          lh,
        );
        const own = handlerMember(def);
        const d = makeTool(
          name,
          "list-tools-handler",
          locOf(at),
          str(memberOf(def, "description"), EMPTY),
          evalIn(memberOf(def, "inputSchema") ?? memberOf(def, "parameters"), EMPTY),
          branch?.fn
            ? { fn: branch.fn, argsIndex: 0 }
            : branch
              ? { fn: branch.root, argsIndex: -1 }
              : own
                ? handlerFunction(own, EMPTY)
                : { argsIndex: 0 },
          EMPTY,
          memberOf(def, "annotations"),
        );
        markUnlisted(d, at);
        d.listedBy = lh;
        // an inline dispatch branch (`case "x": …`) serves the tool, as for a listed one
        if (branch) enterBranch(d, branch, allBranches);
        d.tool.unresolved = [
          ...(d.tool.unresolved ?? []).filter((r) => !r.startsWith("handler")),
          `found by the shape of its definition: the ListTools handler at ${locOf(lh).file}:${locOf(lh).line} assembles its list at run time${branch || own ? "" : ", and no dispatch to a handler was found"}`,
        ];
        out.push(d);
      }
    }
  }
  return out;
}

/** The words of a name: `nasa_mars-rover`, `nasaMarsRover` and `nasa/mars_rover` are nasa, mars, rover. */
function words(s: string): string[] {
  return s
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !/^(js|ts|mjs|cjs|index)$/.test(w));
}

/**
 * The handler module a dispatcher loads for a tool: the module whose own name is the last words of
 * the tool's name (`jpl_horizons_file` → `horizons_file.ts`, not `horizons.ts`), the longest such
 * name first; between modules of different folders, the one whose folder the tool's name also names
 * (`nasa_…` → `handlers/nasa/`). None when no module's name ends the tool's name.
 */
function moduleFor<B extends DispatchBranch>(tool: string, branches: B[]): B | undefined {
  const t = words(tool);
  let best: { b: B; score: number } | undefined;
  for (const b of branches) {
    if (!b.module) continue;
    const w = b.module.words;
    if (!w.length || w.length > t.length || w.some((x, i) => t[t.length - w.length + i] !== x)) continue;
    const rest = t.slice(0, t.length - w.length);
    const score = w.length * 10 + (rest.some((x) => b.module!.folders.includes(x)) ? 1 : 0);
    if (!best || score > best.score) best = { b, score };
  }
  return best?.b;
}

/**
 * Of the dispatch branches of one server package that name a tool, the one of the same server as
 * the list handler: a package can hold two servers (a current and a legacy one) that both have a
 * `case "facet_search"`. Same file first, then the dispatcher whose folder shares the longest path.
 */
function nearestBranch<B extends { dispatcher: Node }>(candidates: B[], listHandler: Node): B | undefined {
  if (candidates.length <= 1) return candidates[0];
  const at = listHandler.getSourceFile().getFilePath();
  const shared = (b: B) => {
    const other = b.dispatcher.getSourceFile().getFilePath();
    if (other === at) return Number.MAX_SAFE_INTEGER;
    const [x, y] = [at.split("/"), other.split("/")];
    let i = 0;
    while (i < x.length && i < y.length && x[i] === y[i]) i++;
    return i;
  };
  return candidates.reduce((best, b) => (shared(b) > shared(best) ? b : best));
}
