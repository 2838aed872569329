/** Building one ToolModel from what a discovery strategy found: schema, handler entry, intent. */

import type { RegistrationStyle, SourceLocation, ToolModel } from "../../../model/types.js";
import { nameIntent } from "../../../model/vocabulary.js";
import { Node } from "../morph.js";
import { readSchema } from "../schema.js";
import type { ConstString } from "../syntax/const-eval.js";
import { locOf } from "../syntax/location.js";
import { functionOf, isFunctionLike, objectProp, propName, returnedExpressions, unwrap } from "../syntax/resolve.js";
import { type Env, evalIn, memberOf } from "./evaluate.js";
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
export function handlerFunction(expr: Node | undefined, env: Env, depth = 0): { fn?: Node; argsIndex: number } {
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
  return { fn, argsIndex: 0 };
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
  given: { fn?: Node; argsIndex: number },
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
