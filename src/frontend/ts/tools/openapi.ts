/**
 * Bundled OpenAPI documents whose operations become tools in a way discovery could not follow
 * (a converter class, a name template built at run time): they are reported, never dropped, as
 * "N operations in <file>" under "unresolved".
 */
import path from "node:path";
import { Node, type SourceFile, SyntaxKind } from "../morph.js";
import { locOf, rootOf } from "../syntax/location.js";
import { nodesOfKind } from "../syntax/node-index.js";
import { objectProp, propName } from "../syntax/resolve.js";
import { jsonDocument } from "./json-modules.js";
import type { ToolDiscovery } from "./tool.js";

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** The operations of an OpenAPI (or Swagger) document's `paths`, or undefined when it is not one. */
export function operationsOf(doc: Node): Node[] | undefined {
  if (!Node.isObjectLiteralExpression(doc) || !(objectProp(doc, "openapi") ?? objectProp(doc, "swagger")))
    return undefined;
  const paths = objectProp(doc, "paths");
  if (!paths || !Node.isObjectLiteralExpression(paths)) return undefined;
  const out: Node[] = [];
  for (const p of paths.getProperties()) {
    const item = Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
    if (!item || !Node.isObjectLiteralExpression(item)) continue;
    for (const m of item.getProperties()) {
      const name = propName(m);
      const op = Node.isPropertyAssignment(m) ? m.getInitializer() : undefined;
      if (name && METHODS.has(name.toLowerCase()) && op && Node.isObjectLiteralExpression(op)) out.push(op);
    }
  }
  return out;
}

/** OpenAPI documents named by a `.json` path literal in the server's source, not already turned into tools. */
export function unreadSpecs(files: SourceFile[], generatedFrom: Set<string>): ToolDiscovery["unresolvedSites"] {
  const out: ToolDiscovery["unresolvedSites"] = [];
  const seen = new Set<string>();
  for (const sf of files) {
    const root = rootOf(sf);
    for (const lit of [
      ...nodesOfKind(sf, SyntaxKind.StringLiteral),
      ...nodesOfKind(sf, SyntaxKind.NoSubstitutionTemplateLiteral),
    ]) {
      if (!Node.isStringLiteral(lit) && !Node.isNoSubstitutionTemplateLiteral(lit)) continue;
      const text = lit.getLiteralValue();
      if (!/\.json$/i.test(text) || /(^|\/)(package|tsconfig)[^/]*\.json$/i.test(text)) continue;
      for (const candidate of [path.resolve(path.dirname(sf.getFilePath()), text), path.resolve(root, text)]) {
        const rel = path.relative(root, candidate).split(path.sep).join("/");
        if (seen.has(candidate) || generatedFrom.has(rel)) continue;
        const doc = jsonDocument(sf, candidate);
        const ops = doc ? operationsOf(doc) : undefined;
        if (!ops?.length) continue;
        seen.add(candidate);
        out.push({
          location: locOf(lit),
          reason: `${ops.length} operations in ${rel}: an OpenAPI document the server reads; tools generated from it at start-up could not be named statically`,
        });
      }
    }
  }
  return out;
}
