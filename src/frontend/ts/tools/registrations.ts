/** Registration calls: `server.tool(…)`, `server.registerTool(…)`, `server.addTool({…})`. */
import { Node, type CallExpression } from "ts-morph";
import type { ConstString } from "../syntax/const-eval.js";
import { locOf } from "../syntax/location.js";
import { objectProp, unwrap } from "../syntax/resolve.js";
import { contextsOf, styleFor } from "./contexts.js";
import { evalIn, fallbackName, identifiersIn, memberOf, str } from "./evaluate.js";
import { handlerFunction, isZodShapeOrSchema, makeTool, type Discovered, type ToolDiscovery } from "./tool.js";

/** server.tool(...) / server.registerTool(...) / server.addTool({...}) */
export function fromRegistrationCall(call: CallExpression, limits: string[], unresolvedSites: ToolDiscovery["unresolvedSites"]): Discovered[] {
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return [];
  const method = callee.getName();
  const args = call.getArguments();
  const out: Discovered[] = [];
  if (method === "addTool") {
    if (args.length !== 1) return [];
    const nameExpr = Node.isObjectLiteralExpression(unwrap(args[0]!)) ? objectProp(args[0]!, "name") ?? args[0]! : args[0]!;
    const needed = identifiersIn([nameExpr]);
    for (const ctx of contextsOf(call, needed, 0, limits)) {
      const def = evalIn(args[0], ctx.env);
      if (!def) continue;
      const name = str(memberOf(def, "name") ?? undefined, ctx.env);
      if (!name) {
        if (memberOf(def, "execute") || memberOf(def, "handler")) unresolvedSites.push({ location: locOf(call), reason: "tool name is not a constant" });
        continue;
      }
      const loc = locOf(ctx.origin && ctx.style !== "direct" ? ctx.origin : call);
      out.push(
        makeTool(
          name.value,
          styleFor(ctx, "add-tool"),
          loc,
          str(memberOf(def, "description"), ctx.env),
          evalIn(memberOf(def, "parameters") ?? memberOf(def, "inputSchema") ?? memberOf(def, "schema"), ctx.env),
          handlerFunction(memberOf(def, "execute") ?? memberOf(def, "handler"), ctx.env),
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
    if (!name) {
      unresolvedSites.push({
        location: locOf(call),
        reason: ctx.style === "loop" ? `the tools come from a list built at run time (tool name \`${args[0]!.getText().slice(0, 40)}\`)` : `tool name \`${args[0]!.getText().slice(0, 40)}\` is not a constant`,
      });
      continue;
    }
    const loc = locOf(ctx.origin && ctx.style !== "direct" ? ctx.origin : call);
    if (method === "registerTool") {
      const cfg = evalIn(args[1], ctx.env);
      const handler = handlerFunction(args[2], ctx.env);
      out.push(
        makeTool(
          name.value,
          styleFor(ctx, "mcp-server-register-tool"),
          loc,
          cfg ? str(memberOf(cfg, "description"), ctx.env) : undefined,
          cfg ? evalIn(memberOf(cfg, "inputSchema"), ctx.env) : undefined,
          handler,
          ctx.env,
          cfg ? memberOf(cfg, "annotations") : undefined,
        ),
      );
    } else {
      const middle = args.slice(1, -1);
      let description: ConstString | undefined;
      let schema: Node | undefined;
      let annotations: Node | undefined;
      for (const m of middle) {
        const s = str(m, ctx.env);
        if (s && !description && !schema) {
          description = s;
          continue;
        }
        const v = evalIn(m, ctx.env);
        if (!schema && v && isZodShapeOrSchema(v)) schema = v;
        else if (v && Node.isObjectLiteralExpression(unwrap(v))) annotations = v;
      }
      out.push(makeTool(name.value, styleFor(ctx, "mcp-server-tool"), loc, description, schema, handlerFunction(args[args.length - 1], ctx.env), ctx.env, annotations));
    }
  }
  return out;
}
