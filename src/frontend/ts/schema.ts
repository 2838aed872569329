/**
 * Reads tool input schemas written as zod shapes, zod objects or JSON Schema object literals into
 * the model's parameter list. Nothing is evaluated: the chain of zod calls is read as syntax.
 */

import type { ParamType, ToolParameter } from "../../model/types.js";
import { clipped } from "../../model/wording.js";
import { Node } from "./morph.js";
import { constString } from "./syntax/const-eval.js";
import { locOf } from "./syntax/location.js";
import {
  functionOf,
  isFunctionLike,
  objectProp,
  propName,
  resolveExpression,
  returnedExpressions,
  unwrap,
} from "./syntax/resolve.js";

export interface SchemaRead {
  parameters: ToolParameter[];
  resolved: boolean;
  reason?: string;
}

const ZOD_BASE: Record<string, ParamType> = {
  string: "string",
  number: "number",
  bigint: "integer",
  boolean: "boolean",
  date: "string",
  array: "array",
  object: "object",
  record: "object",
  map: "object",
  enum: "enum",
  nativeEnum: "enum",
  literal: "enum",
  union: "unknown",
  any: "unknown",
  unknown: "unknown",
  tuple: "array",
  set: "array",
};

/** Namespace functions that wrap another schema. */
const ZOD_WRAPPERS = new Set(["preprocess", "lazy", "optional", "nullable"]);

interface ZodInfo {
  type: ParamType;
  optional: boolean;
  default?: string;
  description?: string;
  descriptionNode?: Node;
  descriptionParts?: { start: number; node: Node }[];
  enumValues?: string[];
  objectShape?: Node;
  /**
   * Object schemas combined into `objectShape` by the chain, in order: `.merge(Other)` and `.and(Other)`
   * (schemas), `.extend({ … })` (shapes). Their members are members of the object too.
   */
  moreShapes?: Node[];
  /** `.pick({ a: true })` / `.omit({ a: true })` on the object: the member names kept or dropped. */
  pick?: string[];
  omit?: string[];
}

/** Reads one zod expression (`z.string().optional().describe("…")`), following identifiers to their definitions. */
function readZod(expr: Node, depth = 0): ZodInfo | undefined {
  if (depth > 8) return undefined;
  const n = unwrap(expr);
  if (Node.isIdentifier(n) || (Node.isPropertyAccessExpression(n) && !isZodChainCall(n))) {
    const r = resolveExpression(n);
    if (r !== n) return readZod(r, depth + 1);
    return undefined;
  }
  if (!Node.isCallExpression(n)) return undefined;
  const callee = n.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) {
    // a project helper that builds the schema: lenientOptionalNumber(), optionalLimit()
    const fn = functionOf(callee);
    const ret = fn ? returnedExpressions(fn)[0] : undefined;
    return ret ? readZod(ret, depth + 1) : undefined;
  }
  const method = callee.getName();
  const recv = unwrap(callee.getExpression());
  const args = n.getArguments();

  // Root: z.string(), z.coerce.number(), zod.enum([...])
  const recvText = recv.getText();
  // Bundlers rename the namespace (z2, external_exports, import_zod.z): in a schema position any
  // plain namespace receiver of a zod constructor name is taken as zod.
  // `ParamSearchQuery.nullable()` and `Tag.array()` are methods of a schema, not `z.nullable(schema)` / `z.array(schema)`:
  // without an argument, those names chain on the receiver
  const chainsOnSchema = (ZOD_WRAPPERS.has(method) || method === "array") && args.length === 0;
  if (
    ZOD_ROOT.test(recvText) ||
    (/^[\w$]+(\.[\w$]+)?$/.test(recvText) &&
      !chainsOnSchema &&
      (method in ZOD_BASE || ZOD_WRAPPERS.has(method)) &&
      !/^(this|Math|JSON|Object|Array|String|Number)$/.test(recvText))
  ) {
    if ((method === "preprocess" || method === "lazy") && args.length) {
      // z.preprocess(fn, schema) / z.lazy(() => schema): the schema decides the type
      const inner = method === "preprocess" ? args[1] : args[0];
      const body = inner && (Node.isArrowFunction(inner) ? inner.getBody() : inner);
      return body ? readZod(body, depth + 1) : undefined;
    }
    if (method === "optional" || method === "nullable") {
      const inner = args[0] ? readZod(args[0], depth + 1) : undefined;
      return inner ? { ...inner, optional: method === "optional" ? true : inner.optional } : undefined;
    }
    const type = ZOD_BASE[method];
    if (!type) return { type: "unknown", optional: false };
    const info: ZodInfo = { type, optional: false };
    if (method === "enum" && args[0]) {
      const arr = resolveExpression(args[0]);
      if (Node.isArrayLiteralExpression(arr)) {
        const vals = arr.getElements().map((e) => constString(e)?.value);
        if (vals.every((v): v is string => v !== undefined)) info.enumValues = vals;
      }
    }
    if (method === "literal" && args[0]) {
      const v = constString(args[0])?.value;
      if (v !== undefined) info.enumValues = [v];
    }
    if (method === "object" && args[0]) info.objectShape = args[0];
    return info;
  }

  const base = readZod(recv, depth + 1);
  if (!base) return undefined;
  switch (method) {
    case "optional":
    case "nullish":
      return { ...base, optional: true };
    case "default":
    case "catch":
      return { ...base, optional: true, default: method === "default" && args[0] ? args[0].getText() : base.default };
    case "describe": {
      const d = args[0] ? constString(args[0]) : undefined;
      return {
        ...base,
        description: d?.value ?? base.description,
        descriptionNode: d?.node ?? base.descriptionNode,
        descriptionParts: d?.parts ?? base.descriptionParts,
      };
    }
    case "int":
      return { ...base, type: base.type === "number" ? "integer" : base.type };
    case "array":
      return { type: "array", optional: false };
    // z.object({…}).merge(PaginationSchema), .extend({…}), .and(Other): the object gains the other's members
    case "merge":
    case "extend":
    case "and":
      return base.objectShape && args[0] ? { ...base, moreShapes: [...(base.moreShapes ?? []), args[0]] } : base;
    case "pick":
    case "omit": {
      const keys = args[0] ? maskKeys(args[0]) : undefined;
      if (!base.objectShape || !keys) return base;
      return method === "pick"
        ? { ...base, pick: base.pick ? base.pick.filter((k) => keys.includes(k)) : keys }
        : { ...base, omit: [...(base.omit ?? []), ...keys] };
    }
    default:
      // min/max/trim/regex/refine/transform/… keep what they refine
      return base;
  }
}

/** The member names of a zod mask (`{ a: true, b: true }`), or undefined when it is not a literal. */
function maskKeys(mask: Node): string[] | undefined {
  const o = unwrap(resolveExpression(mask));
  if (!Node.isObjectLiteralExpression(o)) return undefined;
  const keys: string[] = [];
  for (const p of o.getProperties()) {
    const name = propName(p);
    if (!name) return undefined;
    keys.push(name);
  }
  return keys;
}

/** The zod namespace as written, including names bundlers give it (`z2`, `zod3`, `import_zod.z`). */
const ZOD_ROOT = /^(?:[\w$]+\.)?(z|zod|Z)\d*(\.coerce)?$/;

function isZodChainCall(n: Node): boolean {
  return Node.isPropertyAccessExpression(n) && /^(?:[\w$]+\.)?(z|zod)\d*\./.test(n.getText());
}

/** Reads a zod shape object (`{ term: z.string(), … }`) into parameters. */
function readZodShape(shape: Node): SchemaRead {
  const o = resolveExpression(shape);
  if (!Node.isObjectLiteralExpression(o))
    return {
      parameters: [],
      resolved: false,
      reason: `input schema is not a literal shape (${clipped(shape.getText(), 60)})`,
    };
  const params: ToolParameter[] = [];
  let resolved = true;
  let reason: string | undefined;
  for (const p of o.getProperties()) {
    if (Node.isSpreadAssignment(p)) {
      const inner = readSchema(p.getExpression());
      params.push(...inner.parameters);
      if (!inner.resolved) {
        resolved = false;
        reason = inner.reason;
      }
      continue;
    }
    const name = propName(p);
    if (!name) continue;
    const valueNode = Node.isPropertyAssignment(p)
      ? p.getInitializer()
      : Node.isShorthandPropertyAssignment(p)
        ? p.getNameNode()
        : undefined;
    const info = valueNode ? readZod(valueNode) : undefined;
    const param: ToolParameter = {
      name,
      type: info?.type ?? "unknown",
      optional: info?.optional ?? false,
      location: locOf(p),
    };
    if (info?.default !== undefined) param.default = info.default;
    if (info?.description !== undefined) param.description = info.description;
    if (info?.descriptionNode) param.descriptionLocation = locOf(info.descriptionNode);
    if (info?.descriptionParts && info.descriptionParts.length > 1)
      param.descriptionSegments = info.descriptionParts.map((p) => ({ offset: p.start, location: locOf(p.node) }));
    if (info?.enumValues) param.enumValues = info.enumValues;
    if (!info) {
      resolved = false;
      reason = `parameter ${name}: schema expression not understood`;
    }
    params.push(param);
  }
  return { parameters: params, resolved, reason };
}

function jsonSchemaType(prop: Node): ParamType {
  if (objectProp(prop, "enum")) return "enum";
  const t = constString(objectProp(prop, "type"))?.value;
  if (t === "string" || t === "number" || t === "integer" || t === "boolean" || t === "array" || t === "object")
    return t;
  return "unknown";
}

/** Reads a JSON-schema object literal (`{ type: "object", properties, required }`). */
function readJsonSchema(schema: Node): SchemaRead {
  const props = objectProp(schema, "properties");
  const propsObj = props ? resolveExpression(props) : undefined;
  if (!propsObj || !Node.isObjectLiteralExpression(propsObj)) {
    if (!props) return { parameters: [], resolved: true };
    return { parameters: [], resolved: false, reason: "JSON schema `properties` is not a literal" };
  }
  const reqNode = objectProp(schema, "required");
  const reqArr = reqNode ? resolveExpression(reqNode) : undefined;
  const required = new Set<string>();
  let requiredKnown = true;
  if (reqArr && Node.isArrayLiteralExpression(reqArr)) {
    for (const e of reqArr.getElements()) {
      const v = constString(e)?.value;
      if (v !== undefined) required.add(v);
      else requiredKnown = false;
    }
  } else if (reqNode) requiredKnown = false;
  const params: ToolParameter[] = [];
  for (const p of propsObj.getProperties()) {
    const name = propName(p);
    if (!name || !Node.isPropertyAssignment(p)) continue;
    const def = resolveExpression(p.getInitializer()!);
    const param: ToolParameter = { name, type: jsonSchemaType(def), optional: !required.has(name), location: locOf(p) };
    const dflt = objectProp(def, "default");
    if (dflt) param.default = dflt.getText();
    const desc = constString(objectProp(def, "description"));
    if (desc) {
      param.description = desc.value;
      param.descriptionLocation = locOf(desc.node);
      if (desc.parts && desc.parts.length > 1)
        param.descriptionSegments = desc.parts.map((p) => ({ offset: p.start, location: locOf(p.node) }));
    }
    const en = objectProp(def, "enum");
    const enArr = en ? resolveExpression(en) : undefined;
    if (enArr && Node.isArrayLiteralExpression(enArr)) {
      const vals = enArr.getElements().map((e) => constString(e)?.value ?? e.getText());
      param.enumValues = vals;
    }
    params.push(param);
  }
  return requiredKnown
    ? { parameters: params, resolved: true }
    : { parameters: params, resolved: false, reason: "JSON schema `required` is not a literal list" };
}

function looksLikeJsonSchema(o: Node): boolean {
  if (!Node.isObjectLiteralExpression(o)) return false;
  if (constString(objectProp(o, "type"))?.value === "object") return true;
  // a zod shape may have an argument named `properties` (`{ properties: z.array(z.string()) }`): JSON Schema's
  // `properties` is an object of schemas, never a zod call
  const props = objectProp(o, "properties");
  return props !== undefined && !Node.isCallExpression(unwrap(resolveExpression(props)));
}

/**
 * Reads any supported input-schema expression: a zod shape, `z.object(shape)` (with
 * `.strict()`/`.describe()`…), `X.shape`, `zodToJsonSchema(X)`, or a JSON schema literal.
 */
/** `resolve` evaluates names in the registration context (defaults to following declarations). */
export function readSchema(
  node: Node | undefined,
  depth = 0,
  resolve: (n: Node) => Node = resolveExpression,
): SchemaRead {
  if (!node) return { parameters: [], resolved: true };
  if (depth > 6) return { parameters: [], resolved: false, reason: "input schema nested too deeply" };
  const n = unwrap(resolve(node));
  if (Node.isObjectLiteralExpression(n)) {
    if (looksLikeJsonSchema(n)) return readJsonSchema(n);
    return readZodShape(n);
  }
  if (Node.isPropertyAccessExpression(n) && n.getName() === "shape")
    return readSchema(n.getExpression(), depth + 1, resolve);
  if (Node.isConditionalExpression(n)) {
    // cloud ? hostedSchema : localSchema — both are offered; the first is read, and that is said
    const first = readSchema(n.getWhenTrue(), depth + 1, resolve);
    return {
      ...first,
      resolved: false,
      reason: `input schema depends on a condition (${n.getCondition().getText().slice(0, 40)}); the first branch was read`,
    };
  }
  if (Node.isCallExpression(n)) {
    const callee = n.getExpression();
    const calleeText = callee.getText();
    if (/zodToJsonSchema|toJSONSchema|zodToJson|fromJsonSchema/.test(calleeText) && n.getArguments()[0])
      return readSchema(n.getArguments()[0], depth + 1, resolve);
    const z = readZod(n);
    if (z?.objectShape) {
      const inner = readSchema(z.objectShape, depth + 1, resolve);
      // .merge(Other) / .extend({…}) / .and(Other): a later member of the same name replaces an earlier one
      for (const more of z.moreShapes ?? []) {
        const r = readSchema(more, depth + 1, resolve);
        const names = new Set(r.parameters.map((p) => p.name));
        inner.parameters = [...inner.parameters.filter((p) => !names.has(p.name)), ...r.parameters];
        if (!r.resolved) {
          inner.resolved = false;
          inner.reason ??= r.reason;
        }
      }
      if (z.pick) inner.parameters = inner.parameters.filter((p) => z.pick!.includes(p.name));
      if (z.omit) inner.parameters = inner.parameters.filter((p) => !z.omit!.includes(p.name));
      // .partial() makes every member optional
      if (/\.partial\(\)/.test(n.getText())) inner.parameters = inner.parameters.map((p) => ({ ...p, optional: true }));
      return inner;
    }
    if (
      Node.isPropertyAccessExpression(callee) &&
      ["strict", "passthrough", "describe", "strip"].includes(callee.getName())
    )
      return readSchema(callee.getExpression(), depth + 1, resolve);
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "extend") {
      const base = readSchema(callee.getExpression(), depth + 1, resolve);
      const ext = readSchema(n.getArguments()[0], depth + 1, resolve);
      return {
        parameters: [...base.parameters, ...ext.parameters],
        resolved: base.resolved && ext.resolved,
        reason: base.reason ?? ext.reason,
      };
    }
  }
  // createSandboxSchema(username), buildInputSchema(): a project helper that builds or converts the
  // schema; what it returns is the schema
  if (Node.isCallExpression(n) && !Node.isPropertyAccessExpression(unwrap(n.getExpression()))) {
    const fn = functionOf(n.getExpression());
    const rets =
      fn && isFunctionLike(fn) && !fn.getSourceFile().isInNodeModules() && !fn.getSourceFile().isDeclarationFile()
        ? returnedExpressions(fn)
        : [];
    if (rets.length === 1) return readSchema(rets[0], depth + 1, resolveExpression);
  }
  return { parameters: [], resolved: false, reason: `input schema not understood: ${clipped(n.getText(), 60)}` };
}
