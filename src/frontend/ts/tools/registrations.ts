/** Registration calls: `server.tool(…)`, `server.registerTool(…)`, `server.addTool({…})`. */
import { type CallExpression, type ClassDeclaration, Node, SyntaxKind } from "../morph.js";
import { type ConstString, constString } from "../syntax/const-eval.js";
import { locOf } from "../syntax/location.js";
import { encloses } from "../syntax/node-index.js";
import { findReferences } from "../syntax/references.js";
import {
  declarationsOf,
  functionOf,
  isFunctionLike,
  objectProp,
  returnedExpressions,
  symbolOf,
  unwrap,
} from "../syntax/resolve.js";
import { contextsOf, styleFor } from "./contexts.js";
import {
  bindingOf,
  declKey,
  EMPTY,
  type Env,
  elementsOf,
  evalIn,
  fallbackName,
  identifiersIn,
  memberIn,
  memberOf,
  str,
  unpackMapped,
} from "./evaluate.js";
import { inTestFile } from "./scope.js";
import {
  type Discovered,
  HANDLER_KEYS,
  handlerFunction,
  handlerMember,
  isZodShapeOrSchema,
  makeTool,
  type ToolDiscovery,
} from "./tool.js";

/**
 * Where a tool is placed: at the registration call when it names the tool itself; otherwise at its
 * innermost name literal (a definition's `name: "x"`, an enum member, a spec's operationId), or the
 * definition it came from when the name is assembled.
 */
function placeOf(name: ConstString, ctx: { origin?: Node; style: string }, call: Node) {
  if (ctx.style === "direct" || !ctx.origin) return locOf(call);
  const lit = name.node;
  const literal = Node.isStringLiteral(lit) || Node.isNoSubstitutionTemplateLiteral(lit);
  return locOf(literal && !encloses(call, lit) ? lit : ctx.origin);
}

/**
 * The handler a registration receives. Inside a registration wrapper (`ctx.accountTool(name, cfg,
 * handler)` → `server.registerTool(name, cfg, track(name, callback))`) the SDK sees a wrapper built at
 * run time; the tool's own handler is then the one function the wrapper was given at its call site.
 */
function wrappedHandler(
  expr: Node | undefined,
  ctx: { env: Map<string, Node>; style: string },
): { fn?: Node; argsIndex: number } {
  const direct = handlerFunction(expr, ctx.env);
  if (ctx.style !== "wrapper" || !expr) return direct;
  const u = unwrap(expr);
  if (direct.fn && !Node.isCallExpression(u) && !(Node.isIdentifier(u) && !ctx.env.has(u.getText()))) return direct;
  // functions given from outside the wrapper: not inside a function whose parameters this context binds
  const given = new Set<Node>();
  const insideWrapper = (f: Node) =>
    f
      .getAncestors()
      .some(
        (a) =>
          isFunctionLike(a) &&
          a.getParameters().some((p) => Node.isIdentifier(p.getNameNode()) && ctx.env.has(declKey(p.getNameNode()))),
      );
  for (const v of ctx.env.values()) {
    const e = evalIn(v, EMPTY);
    const f = e ? (isFunctionLike(unwrap(e)) ? unwrap(e) : undefined) : undefined;
    if (f && !insideWrapper(f)) given.add(f);
  }
  if (given.size === 1) return { fn: [...given][0]!, argsIndex: 0 };
  return direct;
}

/** server.tool(...) / server.registerTool(...) / server.addTool({...}) */
export function fromRegistrationCall(
  call: CallExpression,
  limits: string[],
  unresolvedSites: ToolDiscovery["unresolvedSites"],
): Discovered[] {
  const callee = unwrap(call.getExpression());
  // registerAppTool(server, name, config, cb) is server.registerTool(name, config, cb)
  const appTool = Node.isIdentifier(callee) && call.getArguments().length >= 3;
  if (!Node.isPropertyAccessExpression(callee) && !appTool) return [];
  const calleeName = Node.isPropertyAccessExpression(callee) ? callee.getName() : "registerTool";
  const method = calleeName === "registerToolTask" ? "registerTool" : calleeName;
  const args = appTool ? call.getArguments().slice(1) : call.getArguments();
  const out: Discovered[] = [];
  // server.addTools(list): FastMCP's form for many definitions at once
  if (method === "addTools") {
    if (args.length !== 1) return [];
    for (const ctx of contextsOf(call, withLocalInputs(args[0]!), 0, limits)) {
      for (const el of elementsOf(args[0], ctx.env)) {
        const { node, extra } = unpackMapped(el);
        const env = new Map([...ctx.env, ...extra]);
        const def = evalIn(node, env) ?? node;
        const nameExpr = memberIn(def, "name", env);
        const name = str(nameExpr, env);
        if (!name) {
          unresolvedSites.push({ location: locOf(call), reason: "tool name is not a constant" });
          continue;
        }
        const inner = { ...ctx, env, origin: ctx.origin ?? node, style: ctx.style === "direct" ? "loop" : ctx.style };
        out.push(
          makeTool(
            name.value,
            styleFor(inner as typeof ctx, "add-tool"),
            placeOf(name, inner, call),
            str(memberIn(def, "description", env), env),
            evalIn(
              memberIn(def, "parameters", env) ?? memberIn(def, "inputSchema", env) ?? memberIn(def, "schema", env),
              env,
            ),
            handlerFunction(
              HANDLER_KEYS.map((k) => memberIn(def, k, env)).find((m) => !!m),
              env,
            ),
            env,
            memberIn(def, "annotations", env),
          ),
        );
      }
    }
    return out;
  }
  // server.addTool({ … }), and the single-object form server.tool({ name, description, inputSchema, cb })
  if (method === "addTool" || (args.length === 1 && (method === "tool" || method === "registerTool"))) {
    if (args.length !== 1) return [];
    const nameExpr = Node.isObjectLiteralExpression(unwrap(args[0]!))
      ? (objectProp(args[0]!, "name") ?? args[0]!)
      : args[0]!;
    const needed = identifiersIn([nameExpr]);
    for (const ctx of contextsOf(call, needed, 0, limits)) {
      const def = evalIn(args[0], ctx.env);
      if (!def) continue;
      const name = str(memberOf(def, "name") ?? undefined, ctx.env);
      if (!name) {
        if (HANDLER_KEYS.some((k) => memberOf(def, k)))
          unresolvedSites.push({ location: locOf(call), reason: "tool name is not a constant" });
        continue;
      }
      const loc = placeOf(name, ctx, call);
      out.push(
        makeTool(
          name.value,
          styleFor(ctx, "add-tool"),
          loc,
          str(memberOf(def, "description"), ctx.env),
          evalIn(memberOf(def, "parameters") ?? memberOf(def, "inputSchema") ?? memberOf(def, "schema"), ctx.env),
          handlerFunction(handlerMember(def), ctx.env),
          ctx.env,
          memberOf(def, "annotations"),
        ),
      );
    }
    return out;
  }
  if (method !== "tool" && method !== "registerTool") return [];
  if (args.length < 2) return [];
  // The tool's identity comes from its name: only the bindings the name depends on make contexts.
  const needed = identifiersIn([args[0]!]);
  for (const ctx of contextsOf(call, needed, 0, limits)) {
    const name = str(args[0], ctx.env) ?? fallbackName(args[0]!, ctx.env);
    if (!name && ctx.style === "direct") {
      const fromClasses = subclassTools(call, method, args);
      if (fromClasses) {
        out.push(...fromClasses);
        continue;
      }
    }
    if (!name && isWrapperCall(call)) continue;
    // a name computed at run time (`metadata.name`, `toolConfig.name`) with a handler the call names: the
    // tool is still audited, named by the expression that computes its name and marked so in coverage
    const computed = !name ? computedName(args[0]!, ctx.env, ctx.style === "loop") : undefined;
    if (computed) {
      const handler = wrappedHandler(handlerArgument(args), ctx);
      if (handler.fn) {
        const cfg = method === "registerTool" ? args[1] : undefined;
        const d = makeTool(
          computed.value,
          styleFor(ctx, method === "registerTool" ? "mcp-server-register-tool" : "mcp-server-tool"),
          locOf(call),
          cfg ? str(memberIn(cfg, "description", ctx.env), ctx.env) : undefined,
          cfg ? evalIn(memberIn(cfg, "inputSchema", ctx.env), ctx.env) : undefined,
          handler,
          ctx.env,
          cfg ? memberIn(cfg, "annotations", ctx.env) : undefined,
        );
        d.tool.unresolved = [
          ...(d.tool.unresolved ?? []),
          `tool name is computed at run time: \`${computed.expression}\`${computed.base ? ` (named by the literal "${computed.base}" it is built from)` : ""}`,
        ];
        out.push(d);
        continue;
      }
    }
    if (!name) {
      unresolvedSites.push({
        location: locOf(call),
        reason:
          ctx.style === "loop"
            ? `the tools come from a list built at run time (tool name \`${args[0]!.getText().slice(0, 40)}\`)`
            : `tool name \`${args[0]!.getText().slice(0, 40)}\` is not a constant`,
      });
      continue;
    }
    const loc = placeOf(name, ctx, call);
    if (method === "registerTool") {
      const cfg = args[1];
      const handler = wrappedHandler(args[2], ctx);
      out.push(
        makeTool(
          name.value,
          styleFor(ctx, "mcp-server-register-tool"),
          loc,
          str(memberIn(cfg, "description", ctx.env), ctx.env),
          evalIn(memberIn(cfg, "inputSchema", ctx.env), ctx.env),
          handler,
          ctx.env,
          memberIn(cfg, "annotations", ctx.env),
        ),
      );
    } else {
      const middle = args.slice(1, args.indexOf(handlerArgument(args) as never));
      let description: ConstString | undefined;
      let schema: Node | undefined;
      let annotations: Node | undefined;
      for (const [i, m] of middle.entries()) {
        const s = str(m, ctx.env);
        if (s && !description && !schema) {
          description = s;
          continue;
        }
        const v = evalIn(m, ctx.env);
        // `tool(name, description, schema, annotations, cb)`: the first of three is the description even
        // when it is built at run time (`def.description` = `listPrompt(context)`), never the schema
        if (i === 0 && !schema && (middle.length === 3 || (v && isTextExpression(v)))) continue;
        if (!schema && v && isZodShapeOrSchema(v)) schema = v;
        else if (v && Node.isObjectLiteralExpression(unwrap(v))) annotations = v;
      }
      out.push(
        makeTool(
          name.value,
          styleFor(ctx, "mcp-server-tool"),
          loc,
          description,
          schema,
          wrappedHandler(handlerArgument(args), ctx),
          ctx.env,
          annotations,
        ),
      );
    }
  }
  return out;
}

/**
 * The callback of `tool(name, …, cb)`: the last argument, or the one before it when the last is only
 * options (`tool(name, description, schema, cb, annotations ? { annotations } : undefined)`).
 */
function handlerArgument(args: Node[]): Node | undefined {
  const last = args[args.length - 1];
  const optionsOnly = (n: Node): boolean => {
    const u = unwrap(n);
    if (Node.isObjectLiteralExpression(u) || u.getText() === "undefined") return true;
    return Node.isConditionalExpression(u) && optionsOnly(u.getWhenTrue()) && optionsOnly(u.getWhenFalse());
  };
  if (last && args.length > 2 && optionsOnly(last) && !optionsOnly(args[args.length - 2]!))
    return args[args.length - 2];
  return last;
}

/**
 * The name a tool is shown under when its name is computed at run time: the expression that computes
 * it, on one line (`metadata.name`, `` `${prefix}_search` ``), when it is short enough to read.
 */
function computedName(
  expr: Node,
  env: Env,
  inLoop: boolean,
): (ConstString & { expression: string; base?: string }) | undefined {
  // in a loop over known definitions, the definition's own expression (`generateFetchToolName(repoData)`);
  // a loop whose definition gives no such expression takes its tools from a list built at run time
  if (inLoop && !boundInContext(expr, env)) return undefined;
  const v = env.size ? evalIn(expr, env) : undefined;
  const own = v && !inside(v, expr) && !Node.isSourceFile(v) ? v : undefined;
  // …and one that only refers on (`name: tool.name` of a registration record) names no tool either
  if (inLoop && (!own || Node.isIdentifier(own) || Node.isPropertyAccessExpression(own))) return undefined;
  const shown = own ?? expr;
  const text = shown.getText().replace(/\s+/g, " ");
  if (text.length > 60) return undefined;
  // `metadata.name` of `const metadata = getExecuteSqlMetadata(id)`: the one tool-like name literal that function
  // builds the name from (`resolveNaming(id, "execute_sql", …)`) names the tool; the expression stays beside it
  // the tool is named as that literal (what a default deployment registers); the expression is kept in coverage
  const base = baseName(shown);
  return { value: base ?? text, node: expr, expression: text, ...(base ? { base } : {}) };
}

const TOOL_LIKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/** The single tool-like string literal the builder of `x` in `x.name` hands to its calls or returns as `name`. */
function baseName(n: Node): string | undefined {
  const u = unwrap(n);
  if (!Node.isPropertyAccessExpression(u) || u.getName() !== "name") return undefined;
  const obj = unwrap(u.getExpression());
  if (!Node.isIdentifier(obj)) return undefined;
  const decl = symbolOf(obj)?.getDeclarations()[0];
  const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
  const call = init && unwrap(init);
  if (!call || !Node.isCallExpression(call)) return undefined;
  const sym = symbolOf(call.getExpression());
  const fn = (sym?.getAliasedSymbol() ?? sym)?.getDeclarations()[0];
  if (!fn || !Node.isFunctionDeclaration(fn)) return undefined;
  const names = new Set<string>();
  for (const c of fn.getDescendantsOfKind(SyntaxKind.CallExpression))
    for (const a of c.getArguments()) {
      const v = Node.isStringLiteral(a) ? a.getLiteralValue() : undefined;
      if (v && TOOL_LIKE.test(v)) names.add(v);
    }
  for (const pa of fn.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
    const v = pa.getName() === "name" ? constString(pa.getInitializer())?.value : undefined;
    if (v && TOOL_LIKE.test(v)) names.add(v);
  }
  return names.size === 1 ? [...names][0] : undefined;
}

function inside(n: Node, outer: Node): boolean {
  return (
    n.getSourceFile() === outer.getSourceFile() && n.getStart() >= outer.getStart() && n.getEnd() <= outer.getEnd()
  );
}

/** Whether the names an expression starts from (`tool` in `tool.name`) are bound in a context: its definition is known. */
function boundInContext(expr: Node, env: Env): boolean {
  let u = unwrap(expr);
  while (Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u)) u = unwrap(u.getExpression());
  return Node.isIdentifier(u) && !!bindingOf(u, env);
}

/**
 * The names an argument depends on, through the locals of its function computed from others
 * (`const annotated = mod.tools.map(…)` inside `for (const mod of modules)`): the loop variables
 * those locals read are names the registration depends on too.
 */
function withLocalInputs(arg: Node): Set<string> {
  const needed = identifiersIn([arg]);
  const seen = new Set<Node>();
  const queue = [arg, ...arg.getDescendantsOfKind(SyntaxKind.Identifier)];
  for (let i = 0; i < queue.length && i < 200; i++) {
    const id = queue[i]!;
    if (!Node.isIdentifier(id)) continue;
    const d = declarationsOf(id)[0];
    if (!d || seen.has(d) || !Node.isVariableDeclaration(d) || Node.isSourceFile(d.getVariableStatement()?.getParent()))
      continue;
    seen.add(d);
    const init = d.getInitializer();
    if (!init || d.getSourceFile() !== arg.getSourceFile()) continue;
    for (const x of identifiersIn([init])) needed.add(x);
    queue.push(...init.getDescendantsOfKind(SyntaxKind.Identifier));
  }
  return needed;
}

/**
 * An expression that yields text: a string or template literal, a concatenation with one, or a call
 * of a project function all of whose returns are such text (`listPrompt(context)`).
 */
function isTextExpression(n: Node, depth = 0): boolean {
  const u = unwrap(n);
  if (Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u) || Node.isTemplateExpression(u)) return true;
  if (Node.isBinaryExpression(u) && u.getOperatorToken().getKind() === SyntaxKind.PlusToken)
    return isTextExpression(u.getLeft(), depth + 1) || isTextExpression(u.getRight(), depth + 1);
  if (!Node.isCallExpression(u) || depth > 2) return false;
  const fn = functionOf(u.getExpression());
  if (!fn || !isFunctionLike(fn) || fn.getSourceFile().isInNodeModules()) return false;
  const rets = returnedExpressions(fn);
  return rets.length > 0 && rets.every((r) => isTextExpression(r, depth + 1));
}

/**
 * A base class that registers `this.name` (`server.registerTool(this.name, { … }, this.invoke)` in
 * `register()`): one tool per concrete subclass, in any file, at any depth, named by its own
 * `name` member, its static `toolName`, or the `name` its base constructor is given from it.
 * Undefined when the name is not `this.<member>` inside a class, or no subclass names itself.
 */
function subclassTools(call: CallExpression, method: string, args: Node[]): Discovered[] | undefined {
  const nameExpr = unwrap(args[0]!);
  if (!Node.isPropertyAccessExpression(nameExpr) || nameExpr.getExpression().getKind() !== SyntaxKind.ThisKeyword)
    return undefined;
  const base = call.getFirstAncestor((a) => Node.isClassDeclaration(a));
  if (!base || !Node.isClassDeclaration(base)) return undefined;
  const key = nameExpr.getName();
  const out: Discovered[] = [];
  for (const cls of subclassesOf(base)) {
    if (cls.isAbstract()) continue;
    const own = memberOf(cls, key);
    const nameNode = (own && constString(own) ? own : undefined) ?? memberOf(cls, "toolName");
    const name = nameNode ? constString(nameNode) : undefined;
    if (!name) continue;
    const exec = ["execute", "run", "call", "handler"].map((m) => cls.getMethod(m)).find((m) => m?.getBody());
    const cfg = args[1];
    const inThis = (k: string) => memberOf(cls, k);
    const schema =
      method === "registerTool"
        ? (inThis("argsShape") ?? inThis("inputSchema") ?? inThis("schema"))
        : (inThis("argsShape") ?? inThis("schema"));
    const description = inThis("description");
    const d = makeTool(
      name.value,
      "class-based",
      locOf(name.node),
      description ? constString(description) : cfg ? str(memberIn(cfg, "description", EMPTY), EMPTY) : undefined,
      schema,
      exec ? { fn: exec, argsIndex: 0 } : handlerFunction(args[args.length - 1], EMPTY),
      EMPTY,
      inThis("annotations"),
    );
    out.push(d);
  }
  return out.length ? out : undefined;
}

/** Classes that extend `base`, directly or through other classes, across the project. */
function subclassesOf(base: ClassDeclaration, depth = 0, seen = new Set<Node>()): ClassDeclaration[] {
  const nameNode = base.getNameNode();
  if (!nameNode || depth > 5) return [];
  const out: ClassDeclaration[] = [];
  for (const ref of findReferences(nameNode)) {
    const heritage = ref.getParent()?.getParent();
    const cls = heritage?.getParent();
    if (
      !heritage ||
      !Node.isHeritageClause(heritage) ||
      inTestFile(heritage) ||
      heritage.getToken() !== SyntaxKind.ExtendsKeyword ||
      !cls ||
      !Node.isClassDeclaration(cls) ||
      seen.has(cls)
    )
      continue;
    seen.add(cls);
    out.push(cls, ...subclassesOf(cls, depth + 1, seen));
  }
  return out;
}

/**
 * A call of the project's own registration helper that happens to be named like the SDK's
 * (`this.registerTool(tool, handler)` whose body calls `server.registerTool(tool.name, …)`): the
 * registration inside the helper is the one discovered; this call is one of its contexts.
 */
function isWrapperCall(call: CallExpression): boolean {
  const fn = functionOf(call.getExpression());
  if (!fn || !isFunctionLike(fn) || fn.getSourceFile().isInNodeModules() || fn.getSourceFile().isDeclarationFile())
    return false;
  return fn.getDescendantsOfKind(SyntaxKind.CallExpression).some((c) => {
    const e = unwrap(c.getExpression());
    return (
      Node.isPropertyAccessExpression(e) && ["tool", "registerTool", "addTool"].includes(e.getName()) && c !== call
    );
  });
}
