/**
 * Framework builders that are not the SDK: `tool("pubmed_search", { description, input, handler })`
 * imported from a server framework package, the result handed to the framework's app
 * (`createApp({ tools: [searchTool] })`), which registers it.
 */
import type { ts } from "ts-morph";
import { type CallExpression, Node, type SourceFile, SyntaxKind } from "../morph.js";
import { locOf } from "../syntax/location.js";
import { compilerNodesOfKind, compilerText, unwrapCompiler, wrap } from "../syntax/node-index.js";
import { symbolOf, unwrap } from "../syntax/resolve.js";
import { EMPTY, evalIn, memberOf, str } from "./evaluate.js";
import { type Discovered, handlerFunction, handlerMember, makeTool } from "./tool.js";

const BUILDER = /^(tool|defineTool|createTool)$/;

/** The package a callee identifier is imported from, when it is a named import of a package (not a relative path). */
function importedFrom(callee: Node): string | undefined {
  if (!Node.isIdentifier(callee)) return undefined;
  for (const d of symbolOf(callee)?.getDeclarations() ?? []) {
    if (!Node.isImportSpecifier(d)) continue;
    const spec = d.getImportDeclaration().getModuleSpecifierValue();
    return /^[./]/.test(spec) ? undefined : spec;
  }
  return undefined;
}

/** `tool("name", { …, handler })` calls of a builder imported from a framework package (the SDK and AI SDKs excepted). */
export function fromFrameworkBuilders(files: SourceFile[]): Discovered[] {
  const out: Discovered[] = [];
  for (const sf of files) {
    // on the compiler's nodes: only the calls of a builder-named identifier are wrapped
    for (const c of compilerNodesOfKind(sf, SyntaxKind.CallExpression)) {
      const u = unwrapCompiler((c as ts.CallExpression).expression);
      if (u.kind !== SyntaxKind.Identifier || !BUILDER.test(compilerText(sf, u))) continue;
      const call = wrap(sf, c) as CallExpression;
      const callee = unwrap(call.getExpression());
      const args = call.getArguments();
      if (args.length !== 2) continue;
      const pkg = importedFrom(callee);
      if (!pkg || /^(@modelcontextprotocol\/|ai$|@ai-sdk\/|@langchain\/|langchain)/.test(pkg)) continue;
      const name = str(args[0], EMPTY);
      const def = evalIn(args[1], EMPTY);
      if (!name || !def || !Node.isObjectLiteralExpression(unwrap(def))) continue;
      const handler = handlerMember(def);
      if (!handler) continue;
      out.push(
        makeTool(
          name.value,
          "framework-builder",
          locOf(call),
          str(memberOf(def, "description"), EMPTY),
          evalIn(
            memberOf(def, "input") ??
              memberOf(def, "inputSchema") ??
              memberOf(def, "parameters") ??
              memberOf(def, "schema"),
            EMPTY,
          ),
          handlerFunction(handler, EMPTY),
          EMPTY,
          memberOf(def, "annotations"),
        ),
      );
    }
  }
  return out;
}
