/** Building one ToolModel from what a discovery strategy found: schema, handler entry, intent. */

import type { RegistrationStyle, SourceLocation, ToolModel } from "../../../model/types.js";
import { nameIntent } from "../../../model/vocabulary.js";
import { Node, SyntaxKind } from "../morph.js";
import { readSchema } from "../schema.js";
import type { ConstString } from "../syntax/const-eval.js";
import { locOf } from "../syntax/location.js";
import {
  functionOf,
  isFunctionLike,
  isValueWrapper,
  objectProp,
  parametersOf,
  propName,
  returnedExpressions,
  unwrap,
} from "../syntax/resolve.js";
import { bindingOf, bindPattern, type Env, evalIn, memberOf } from "./evaluate.js";
import { argumentsPosition } from "./handler-args.js";

/** How the dataflow engine enters a tool's handler. */
export interface HandlerEntry {
  /** The function whose parameter `argsIndex` receives the tool's arguments. */
  fn?: Node;
  argsIndex: number;
  /** When that parameter is a request object: the member that holds the arguments (`toolArgs.args`). */
  argsPath?: string[];
  /** For low-level servers: the dispatch branch (case clause / if block) that serves this tool. */
  branch?: Node;
  /** The enclosing CallTool handler when `branch` is set. */
  dispatcher?: Node;
  /** Dispatch branches of the other tools, skipped when walking the dispatcher. */
  otherBranches: Node[];
  env: Env;
}

export interface Discovered {
  tool: ToolModel;
  entry?: HandlerEntry;
  /** The ListTools handler that lists this tool, for a low-level listing. */
  listedBy?: Node;
}

export interface ToolDiscovery {
  tools: ToolModel[];
  entries: Map<string, HandlerEntry>;
  /** Registration sites whose tool name could not be resolved statically. */
  unresolvedSites: { location: SourceLocation; reason: string }[];
}

/** When a handler is a thin forwarder (`(a) => def.handler(a)`), the function it forwards to. */
export function handlerFunction(
  expr: Node | undefined,
  env: Env,
  depth = 0,
): { fn?: Node; argsIndex: number; via?: Node } {
  if (!expr) return { argsIndex: 0 };
  const v = evalIn(expr, env);
  const fn = v ? (functionOf(v) ?? (isFunctionLike(unwrap(v)) ? unwrap(v) : undefined)) : undefined;
  if (!fn) {
    // t.execute.bind(t) evaluated in context
    const u = v ? unwrap(v) : undefined;
    const bound = u && Node.isCallExpression(u) ? u.getExpression() : undefined;
    if (bound && Node.isPropertyAccessExpression(bound) && bound.getName() === "bind")
      return handlerFunction(bound.getExpression(), env);
    // a tracking or error-handling wrapper given the handler (`withViewTracking(env, ctx, async (a) => …)`,
    // `safe(handleSearch)`): the tool's own handler is the function it was given, the last one when several
    if (u && Node.isCallExpression(u) && bound && !Node.isPropertyAccessExpression(unwrap(bound))) {
      const given = u
        .getArguments()
        .map((a) => {
          // a parameter of a registration helper is what its call site gave (`tool(name, …, cb)` → the inline callback)
          const au = unwrap(evalIn(a, env) ?? a);
          if (isFunctionLike(au)) return au;
          const f = Node.isIdentifier(au) ? functionOf(au) : undefined;
          if (f) return !f.getSourceFile().isInNodeModules() && !f.getSourceFile().isDeclarationFile() ? a : undefined;
          // a handler made by a factory inside the wrapper call: track(label, makeHandler(source))
          return Node.isCallExpression(au) && depth < 3 && handlerFunction(a, env, depth + 1).fn ? a : undefined;
        })
        .filter((a): a is Node => !!a);
      if (given.length) return handlerFunction(given[given.length - 1]!, env, depth + 1);
    }
    // a handler factory: buildToolCallback({ path, operation }) returns the handler
    const factory = bound ? functionOf(bound) : undefined;
    if (factory) {
      const made = returnedExpressions(factory)
        .map((r) => unwrap(r))
        .find((r) => isFunctionLike(r));
      // withErrors(tool) returning `async (args) => tool.handler(args)`: the factory's parameters are what
      // this call gives them, and the callback it makes forwards to that tool's own handler
      if (made && u && Node.isCallExpression(u)) {
        const inner = new Map(env);
        for (const [i, p] of parametersOf(factory).entries()) {
          const a = u.getArguments()[i];
          if (a && Node.isIdentifier(p.getNameNode())) bindPattern(p.getNameNode(), evalIn(a, env) ?? a, inner);
        }
        const forwarded = forwardedHandler(made, inner);
        if (forwarded) return forwarded;
      }
      if (made) return { fn: made, argsIndex: 0 };
    }
    return { argsIndex: 0 };
  }
  if (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)) {
    const body = fn.getBody();
    let inner: Node | undefined;
    if (Node.isBlock(body)) {
      const sts = body.getStatements();
      if (sts.length === 1) {
        const s = sts[0]!;
        inner = Node.isReturnStatement(s)
          ? s.getExpression()
          : Node.isExpressionStatement(s)
            ? s.getExpression()
            : undefined;
      }
    } else inner = body;
    const call = inner ? unwrap(inner) : undefined;
    const argName = fn.getParameters()[0]?.getName();
    if (call && Node.isCallExpression(call) && argName) {
      const idx = call.getArguments().findIndex((a) => a.getText() === argName);
      if (idx >= 0) {
        const target = evalIn(call.getExpression(), env);
        const tf = target
          ? (functionOf(target) ?? (isFunctionLike(unwrap(target)) ? unwrap(target) : undefined))
          : undefined;
        if (tf) return { fn: tf, argsIndex: idx };
        // (args) => wrapToolCallback(name, cb)(args): the wrapper made for this tool runs the function it was given
        const tu = target ? unwrap(target) : undefined;
        if (tu && Node.isCallExpression(tu) && depth < 3) {
          const inner = handlerFunction(tu, env, depth + 1);
          if (inner.fn && inner.fn !== fn) return inner;
        }
      }
    }
  }
  // a shared callback that guards, logs and formats around one call handing its arguments on whole
  // (`async (args) => { try { return fmt(await tool.handler(args)) } catch … }`): that call's function
  const forwarded = forwardedHandler(fn, env);
  if (forwarded) return forwarded;
  return { fn, argsIndex: 0 };
}

/** A call made only to log: its arguments are not where the tool's arguments are handled. */
const LOG_CALLEE = /^(?:console|logger|log|this\.logger|this\.log)\.|(?:^|\.)(?:debug|info|warn|error|trace|log)$/;

/**
 * The handler a forwarding callback calls on its registered object: the callback's arguments
 * parameter is passed on unchanged (`args`, `args as any`, `{ ...args }`) to a function-valued member
 * of a value the registration context binds (`tool.handler(args)`, `def.run(args, extra)`,
 * `handlers[name](args)`), and the callback reads its arguments nowhere else but in a guard that
 * throws or returns, or in a log line. A callback that picks, renames, defaults or destructures the
 * arguments handles them itself and stays the handler.
 */
function forwardedHandler(fn: Node, env: Env): { fn: Node; argsIndex: number; via: Node } | undefined {
  if (!env.size) return undefined;
  if (!Node.isArrowFunction(fn) && !Node.isFunctionExpression(fn) && !Node.isFunctionDeclaration(fn)) return undefined;
  const param = fn.getParameters()[0]?.getNameNode();
  const body = fn.getBody();
  if (!param || !Node.isIdentifier(param) || !body) return undefined;
  const name = param.getText();
  let target: Node | undefined;
  let argsIndex = -1;
  for (const id of body.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (id.getText() !== name) continue;
    const p0 = id.getParent();
    if (p0 && Node.isPropertyAccessExpression(p0) && p0.getNameNode() === id) continue; // `x.args`
    if (p0 && (Node.isPropertyAssignment(p0) || Node.isPropertySignature(p0)) && p0.getNameNode() === id) continue;
    // the value as passed: through `as`, `!`, parentheses, `await`, and a `{ ...args }` copy with nothing else
    let v: Node = id;
    while (v.getParent() && isValueWrapper(v.getParent()!)) v = v.getParent()!;
    const spread = v.getParent();
    if (spread && Node.isSpreadAssignment(spread)) {
      const obj = spread.getParent();
      if (obj && Node.isObjectLiteralExpression(obj) && obj.getProperties().length === 1) {
        v = obj;
        while (v.getParent() && isValueWrapper(v.getParent()!)) v = v.getParent()!;
      }
    }
    const call = v.getParent();
    if (call && Node.isCallExpression(call) && call.getArguments().includes(v)) {
      const callee = unwrap(call.getExpression());
      if (LOG_CALLEE.test(callee.getText())) continue;
      // a member of what this registration context binds (the loop element, the registered object), not
      // any project function the callback happens to call with its arguments
      const ofContext =
        (Node.isPropertyAccessExpression(callee) || Node.isElementAccessExpression(callee)) &&
        [callee, ...callee.getDescendantsOfKind(SyntaxKind.Identifier)].some(
          (x) => Node.isIdentifier(x) && !!bindingOf(x, env),
        );
      if (ofContext) {
        const t = evalIn(callee, env);
        const tf = t ? (functionOf(t) ?? (isFunctionLike(unwrap(t)) ? unwrap(t) : undefined)) : undefined;
        const idx = call.getArguments().indexOf(v);
        if (
          tf &&
          tf !== fn &&
          !tf.getSourceFile().isInNodeModules() &&
          !tf.getSourceFile().isDeclarationFile() &&
          (!target || (target === tf && argsIndex === idx))
        ) {
          target = tf;
          argsIndex = idx;
          continue;
        }
      }
      return undefined;
    }
    // a guard that refuses the call (`if (!args.dataset) throw …`) handles nothing the handler is sent
    if (!inRefusingGuard(id, body)) return undefined;
  }
  return target ? { fn: target, argsIndex, via: fn } : undefined;
}

/** Inside the condition of an `if` whose branch throws or returns, below `top`. */
function inRefusingGuard(id: Node, top: Node): boolean {
  for (let n: Node | undefined = id; n && n !== top; n = n.getParent()) {
    const p = n.getParent();
    if (p && Node.isIfStatement(p) && p.getExpression() === n) {
      const then = p.getThenStatement();
      const last = Node.isBlock(then) ? then.getStatements().at(-1) : then;
      return !!last && (Node.isThrowStatement(last) || Node.isReturnStatement(last));
    }
  }
  return false;
}

/** The keys a single-object definition gives its handler under. */
export const HANDLER_KEYS = ["execute", "handler", "cb", "callback", "call", "run"];

/** The handler member of a tool definition object. */
export function handlerMember(def: Node): Node | undefined {
  for (const k of HANDLER_KEYS) {
    const m = memberOf(def, k);
    if (m) return m;
  }
  return undefined;
}

const ANNOTATION_KEYS = new Set(["title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]);

export function isZodShapeOrSchema(n: Node): boolean {
  const u = unwrap(n);
  if (Node.isObjectLiteralExpression(u)) {
    const props = u.getProperties();
    if (props.length === 0) return true;
    return !props.every((p) => ANNOTATION_KEYS.has(propName(p) ?? ""));
  }
  return true;
}

/** Reads/changes data: annotations first, then the verb the tool's name starts with (after a vendor prefix). */
function intentOf(name: string, annotations: Node | undefined): Pick<ToolModel, "intent" | "intentSource"> {
  if (annotations) {
    const ro = unwrap(objectProp(annotations, "readOnlyHint") ?? annotations).getText();
    const de = unwrap(objectProp(annotations, "destructiveHint") ?? annotations).getText();
    if (objectProp(annotations, "readOnlyHint") && ro === "true")
      return { intent: "query", intentSource: "annotation readOnlyHint: true" };
    if (objectProp(annotations, "readOnlyHint") && ro === "false")
      return { intent: "mutation", intentSource: "annotation readOnlyHint: false" };
    if (objectProp(annotations, "destructiveHint") && de === "true")
      return { intent: "mutation", intentSource: "annotation destructiveHint: true" };
  }
  const read = nameIntent(name);
  return read ? { intent: read.intent, intentSource: `name starts with '${read.verb}'` } : {};
}

function toolId(name: string, loc: SourceLocation): string {
  return `${name}@${loc.file}:${loc.line}`;
}

export function makeTool(
  name: string,
  registration: RegistrationStyle,
  location: SourceLocation,
  description: ConstString | undefined,
  schemaNode: Node | undefined,
  given: { fn?: Node; argsIndex: number; via?: Node },
  env: Env,
  annotations?: Node,
): Discovered {
  const schema = readSchema(schemaNode, 0, (n) => evalIn(n, env) ?? n);
  // the SDK passes the arguments first; other definitions pass them elsewhere (`execute(client, ctx, params)`)
  const position =
    given.argsIndex === 0
      ? argumentsPosition(
          given.fn,
          schema.parameters.map((p) => p.name),
        )
      : undefined;
  const handler: { fn?: Node; argsIndex: number; argsPath?: string[] } = position
    ? { fn: given.fn, ...position }
    : given;
  const unresolved: string[] = [];
  if (!schema.resolved && schema.reason) unresolved.push(schema.reason);
  if (!handler.fn) unresolved.push("handler could not be resolved statically");
  const tool: ToolModel = {
    id: toolId(name, location),
    name,
    registration,
    location,
    parameters: schema.parameters,
    schemaResolved: schema.resolved,
  };
  if (description) {
    tool.description = description.value;
    tool.descriptionLocation = locOf(description.node);
    if (description.parts && description.parts.length > 1)
      tool.descriptionSegments = description.parts.map((p) => ({ offset: p.start, location: locOf(p.node) }));
  }
  if (handler.fn) tool.handlerLocation = locOf(handler.fn);
  if (handler.fn && given.via) tool.forwardedBy = locOf(given.via);
  if (unresolved.length) tool.unresolved = unresolved;
  Object.assign(tool, intentOf(name, annotations ? evalIn(annotations, env) : undefined));
  return {
    tool,
    entry: handler.fn
      ? {
          fn: handler.fn,
          argsIndex: handler.argsIndex,
          ...(handler.argsPath ? { argsPath: handler.argsPath } : {}),
          otherBranches: [],
          env,
        }
      : undefined,
  };
}
