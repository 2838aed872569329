/**
 * Resource handlers: the functions a server answers `resources/list`, `resources/read` and
 * `resources/templates/list` with. They are not tools (never listed as tools, never counted), but
 * what they return is a query result the client reads, and rule 7 asks that every query result go
 * out in a stable order: the upstream requests they send and the lists they sort are audited for it.
 *
 * Forms read:
 * - the low-level server's `setRequestHandler(ListResourcesRequestSchema | ReadResourceRequestSchema |
 *   ListResourceTemplatesRequestSchema, handler)`, also with the request schema written out
 *   (`{ method: "resources/read" }`, `z.object({ method: z.literal("resources/list") })`);
 * - the SDK's `server.resource(name, uriOrTemplate, [metadata], callback)` and
 *   `server.registerResource(name, uriOrTemplate, config, callback)`;
 * - FastMCP's `server.addResource({ uri, name, load })` and `addResourceTemplate({ uriTemplate, name, load })`.
 */
import type { SourceLocation } from "../../../model/types.js";
import { Node, type SourceFile, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { locOf } from "../syntax/location.js";
import { nodesOfKind } from "../syntax/node-index.js";
import { functionOf, isFunctionLike, objectProp, unwrap } from "../syntax/resolve.js";
import { EMPTY } from "./evaluate.js";
import { literalMethodOf } from "./list-tools.js";
import type { HandlerEntry } from "./tool.js";

export interface ResourceHandler {
  /** `resource:<name>@<file>:<line>`, never the id of a tool. */
  id: string;
  /** The method it answers (`resources/list`) or the resource's registered name. */
  name: string;
  location: SourceLocation;
  entry: HandlerEntry;
}

const SCHEMA_METHOD: [RegExp, string][] = [
  [/ListResourceTemplatesRequest/, "resources/templates/list"],
  [/ListResourcesRequest/, "resources/list"],
  [/ReadResourceRequest/, "resources/read"],
];
const REGISTER = /^(resource|registerResource|addResource|addResourceTemplate)$/;

/** The resource method a `setRequestHandler` schema names, if it is one. */
function methodOf(schema: Node | undefined): string | undefined {
  if (!schema) return undefined;
  const text = schema.getText();
  for (const [re, m] of SCHEMA_METHOD) if (re.test(text)) return m;
  const literal = literalMethodOf(schema);
  return literal?.startsWith("resources/") ? literal : undefined;
}

/** The function a registration argument stands for (inline, a named function, a method reference). */
function handlerOf(arg: Node | undefined): Node | undefined {
  if (!arg) return undefined;
  const u = unwrap(arg);
  return isFunctionLike(u) ? u : functionOf(arg);
}

export function discoverResources(files: SourceFile[]): ResourceHandler[] {
  const out = new Map<string, ResourceHandler>();
  const add = (name: string, at: Node, fn: Node | undefined) => {
    if (!fn) return;
    const location = locOf(at);
    const id = `resource:${name}@${location.file}:${location.line}`;
    if (!out.has(id)) out.set(id, { id, name, location, entry: { fn, argsIndex: 0, otherBranches: [], env: EMPTY } });
  };
  for (const sf of files)
    for (const call of nodesOfKind(sf, SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee)) continue;
      const method = callee.getName();
      const args = call.getArguments();
      if (method === "setRequestHandler") {
        const m = methodOf(args[0]);
        if (m) add(m, call, handlerOf(args[1]));
        continue;
      }
      if (!REGISTER.test(method) || !args.length) continue;
      if (method === "addResource" || method === "addResourceTemplate") {
        const def = unwrap(args[0]!);
        if (!Node.isObjectLiteralExpression(def)) continue;
        const load = objectProp(def, "load");
        const name =
          constString(objectProp(def, "name"))?.value ??
          constString(objectProp(def, method === "addResource" ? "uri" : "uriTemplate"))?.value;
        if (load && name) add(name, call, handlerOf(load));
        continue;
      }
      // server.resource(name, uri, [meta], cb) / server.registerResource(name, uri, config, cb): a name
      // and a URI (or template) first, the callback last
      const name = constString(args[0])?.value;
      if (!name || args.length < 3) continue;
      add(name, call, handlerOf(args[args.length - 1]));
    }
  return [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
