/** Tool definitions found by their shape, when the list that registers them is built at run time. */
import { Node, type SourceFile, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { locOf } from "../syntax/location.js";
import { nodesOfKind } from "../syntax/node-index.js";
import { findReferences } from "../syntax/references.js";
import { objectProp, propName, unwrap } from "../syntax/resolve.js";
import { EMPTY, evalIn, memberOf, str } from "./evaluate.js";
import { inTestFile } from "./scope.js";
import { type Discovered, HANDLER_KEYS, handlerFunction, handlerMember, makeTool, type ToolDiscovery } from "./tool.js";

/**
 * A registration loop over a list built at run time (filtered by settings, skills or a registry)
 * leaves its tools unnamed. Definitions written as literals with a handler (`defineTool({ name,
 * description, inputSchema, handler })`) are then found by their shape, each marked as only partly
 * understood; the site stays listed as unresolved when none is found.
 */
export function fromRunTimeLoops(
  files: SourceFile[],
  found: Discovered[],
  unresolvedSites: ToolDiscovery["unresolvedSites"],
): Discovered[] {
  const loops = unresolvedSites.filter((s) => s.reason.startsWith("the tools come from a list built at run time"));
  if (!loops.length) return [];
  const named = new Set(found.map((d) => d.tool.name));
  const out: Discovered[] = [];
  const where = loops.map((s) => `${s.location.file}:${s.location.line}`).join(", ");
  for (const { def, name, at } of toolDefinitionLiterals(files)) {
    const handler = handlerMember(def);
    if (!handler || named.has(name)) continue;
    const d = makeTool(
      name,
      "definition-loop",
      locOf(at),
      str(memberOf(def, "description"), EMPTY),
      evalIn(memberOf(def, "inputSchema") ?? memberOf(def, "parameters"), EMPTY),
      handlerFunction(handler, EMPTY),
      EMPTY,
      memberOf(def, "annotations"),
    );
    d.tool.unresolved = [
      ...(d.tool.unresolved ?? []),
      `found by the shape of its definition: the registration at ${where} takes its tools from a list built at run time`,
    ];
    markUnlisted(d, at);
    out.push(d);
  }
  if (out.length) for (const s of loops) unresolvedSites.splice(unresolvedSites.indexOf(s), 1);
  return out;
}

const TOOL_KEY = /^[A-Za-z][\w-]*$/;

/**
 * Object literals that look like MCP tool definitions, with the name they give the tool:
 * - a constant `name`, a `description` and an object `inputSchema` (`{ name: "search", … }`);
 * - a tool map's entry keyed by the tool's name whose value (or a wrapper call's one argument,
 *   `tool({…})`) has a `description`, a `parameters`/`inputSchema` and an `execute`/`handler`
 *   (`{ list_tables: tool({ description, parameters, execute }) }`). Spreads are followed.
 */
export function toolDefinitionLiterals(files: SourceFile[]): { def: Node; name: string; at: Node }[] {
  const out: { def: Node; name: string; at: Node }[] = [];
  const seen = new Set<Node>();
  for (const sf of files) {
    for (const o of nodesOfKind(sf, SyntaxKind.ObjectLiteralExpression)) {
      // cheapest test first: most object literals have no `inputSchema`, and folding a `name` is dear
      const schema = objectProp(o, "inputSchema");
      const name =
        schema && !seen.has(o) && objectProp(o, "description") ? constString(objectProp(o, "name"))?.value : undefined;
      if (schema && name !== undefined) {
        const sv = unwrap(evalIn(schema, EMPTY) ?? schema);
        // a schema chosen by a constant of the environment (`IS_REMOTE ? remoteSchema : localSchema`) is a schema too
        if (Node.isObjectLiteralExpression(sv) || Node.isCallExpression(sv) || Node.isConditionalExpression(sv)) {
          out.push({ def: o, name, at: o });
          seen.add(o);
        }
      }
      for (const p of o.getProperties()) {
        if (!Node.isPropertyAssignment(p)) continue;
        const key = propName(p);
        const init = unwrap(p.getInitializer() ?? p);
        const arg =
          Node.isCallExpression(init) && init.getArguments().length === 1 ? unwrap(init.getArguments()[0]!) : undefined;
        const def = Node.isObjectLiteralExpression(init)
          ? init
          : arg && Node.isObjectLiteralExpression(arg)
            ? arg
            : undefined;
        if (!def || seen.has(def) || key === undefined || !TOOL_KEY.test(key)) continue;
        if (
          !objectProp(def, "description") ||
          !(objectProp(def, "parameters") ?? objectProp(def, "inputSchema")) ||
          !HANDLER_KEYS.some((k) => objectProp(def, k))
        )
          continue;
        out.push({ def, name: constString(objectProp(def, "name"))?.value ?? key, at: p });
        seen.add(def);
      }
    }
  }
  return out;
}

/**
 * A definition found by its shape that the server never uses: the top-level variable holding it is
 * referenced nowhere outside test files (a tool kept in the code but left out of every list).
 */
export function neverReferenced(at: Node): boolean {
  const decl = at.getFirstAncestor(
    (a) => Node.isVariableDeclaration(a) && Node.isSourceFile(a.getVariableStatement()?.getParent() ?? a),
  );
  if (!decl || !Node.isVariableDeclaration(decl)) return false;
  const name = decl.getNameNode();
  return Node.isIdentifier(name) && !findReferences(name).some((r) => !inTestFile(r));
}

/** Marks a harvested tool that no list of the server reaches as not listed. */
export function markUnlisted(d: Discovered, at: Node): void {
  if (!neverReferenced(at)) return;
  d.tool.listed = false;
  d.tool.listedReason = "defined but never referenced: no list of the server includes it";
}
