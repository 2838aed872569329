/**
 * Discovers MCP tools in a loaded project, across the ways real servers register them.
 *
 * Registration calls can sit inside loops over definition lists or inside project helpers
 * (`defineTool`, `registerSearchTool`); their arguments are then evaluated once per *context*:
 * a binding of the loop variable to one list element, or of the helper's parameters to the
 * arguments at one call site. One context is one tool.
 */

import type { ts } from "ts-morph";
import { cmp } from "../../../model/location.js";
import type { ToolParameter } from "../../../model/types.js";
import { type CallExpression, Node, type SourceFile, SyntaxKind } from "../morph.js";
import { compilerDescendantsOfKind, unwrapCompiler, wrap } from "../syntax/node-index.js";
import { fromFrameworkBuilders } from "./builders.js";
import { fromToolClasses } from "./classes.js";
import { fromRunTimeLoops } from "./definitions.js";
import { callToolHandlers, fromLowLevel } from "./list-tools.js";
import { unreadSpecs } from "./openapi.js";
import { fromRegistrationCall } from "./registrations.js";
import { sameScope } from "./scope.js";
import { fromSpecLookups } from "./spec-lookup.js";
import type { Discovered, HandlerEntry, ToolDiscovery } from "./tool.js";

export { classOf, type Env, elementsOf, evalIn, memberOf } from "./evaluate.js";
export type { HandlerEntry, ToolDiscovery } from "./tool.js";

/** Methods that register one tool: the SDK's, FastMCP's, and the experimental task form. */
const REGISTRATION_METHODS = new Set(["tool", "registerTool", "addTool", "addTools", "registerToolTask"]);
/** Functions that register one tool on the server given first (the MCP Apps extension's `registerAppTool`). */
export const APP_TOOL_FUNCTIONS = new Set(["registerAppTool"]);

export function discoverTools(files: SourceFile[]): ToolDiscovery & { limits: string[] } {
  const limits: string[] = [];
  const unresolvedSites: ToolDiscovery["unresolvedSites"] = [];
  const found: Discovered[] = [];
  for (const sf of files) {
    // the callee's last name is read on the compiler node: only registration calls are wrapped
    for (const c of compilerDescendantsOfKind(sf, SyntaxKind.CallExpression)) {
      const callee = unwrapCompiler((c as ts.CallExpression).expression);
      // registerAppTool(server, name, config, cb): the MCP Apps extension's form of server.registerTool
      if (callee.kind === SyntaxKind.Identifier && APP_TOOL_FUNCTIONS.has(callee.getText(sf.compilerNode))) {
        found.push(...fromRegistrationCall(wrap(sf, c) as CallExpression, limits, unresolvedSites));
        continue;
      }
      if (callee.kind !== SyntaxKind.PropertyAccessExpression) continue;
      if (!REGISTRATION_METHODS.has((callee as ts.PropertyAccessExpression).name.getText(sf.compilerNode))) continue;
      found.push(...fromRegistrationCall(wrap(sf, c) as CallExpression, limits, unresolvedSites));
    }
  }
  found.push(...fromFrameworkBuilders(files));
  const generated = fromSpecLookups(files, callToolHandlers(files));
  found.push(...fromLowLevel(files, limits, unresolvedSites, generated));
  found.push(...fromRunTimeLoops(files, found, unresolvedSites));
  const seenClasses = new Set<Node>();
  for (const d of found) {
    if (d.tool.registration === "class-based" && d.entry?.fn) {
      const cls = d.entry.fn.getFirstAncestor((a) => Node.isClassDeclaration(a));
      if (cls) seenClasses.add(cls);
    }
  }
  found.push(...fromToolClasses(files, seenClasses));
  // a converter that also registers each operation (`server.tool(op.operationId, …)`) is read once
  const named = found.filter((d) => d.tool.registration !== "list-tools-handler");
  const seenElsewhere = (g: Discovered) =>
    named.some(
      (d) => d.tool.name === g.tool.name && (!d.entry?.fn || !g.entry?.fn || sameScope(d.entry.fn, g.entry.fn)),
    );
  found.push(...generated.filter((g) => !seenElsewhere(g)));

  // A ListTools override that re-lists tools the server registers (`server.server.setRequestHandler(
  // ListTools…)` beside `registerTool`) adds no tool: a listed name without a dispatch branch is dropped
  // when a registration of the same name, with a handler, exists in the same server package.
  const registered = found.filter((d) => d.tool.registration !== "list-tools-handler" && d.entry?.fn);
  const relisted = (d: Discovered) =>
    !!d.listedBy &&
    !d.tool.handlerLocation &&
    registered.some((r) => r.tool.name === d.tool.name && sameScope(r.entry!.fn!, d.listedBy!));
  // One tool per (name, location); a helper reached twice with the same arguments is one tool.
  const byId = new Map<string, Discovered>();
  for (const d of found) if (!byId.has(d.tool.id) && !relisted(d)) byId.set(d.tool.id, d);
  // A call through a registration wrapper is also seen as the wrapper's own registration call
  // (`ctx.registerTool("x", cfg, h)`): one tool per name and handler, the direct call kept.
  const byHandler = new Map<string, Discovered>();
  for (const d of [...byId.values()]) {
    if (!d.entry?.fn) continue;
    const key = `${d.tool.name}\u0000${d.entry.fn.getSourceFile().getFilePath()}:${d.entry.fn.getStart()}`;
    const prev = byHandler.get(key);
    if (!prev) {
      byHandler.set(key, d);
      continue;
    }
    // of the same call with alternative definitions (`register(lite ? LITE_TOOL : FULL_TOOL)`), the one whose schema
    // declares more arguments: every argument a configuration can offer the model is audited
    const wrapperOnly = prev.tool.registration === "wrapper-helper" && d.tool.registration !== "wrapper-helper";
    const sameKind = prev.tool.registration === d.tool.registration;
    const richer = sameKind && d.tool.parameters.length > prev.tool.parameters.length;
    const drop = wrapperOnly || richer ? prev : d;
    byId.delete(drop.tool.id);
    if (drop === prev) byHandler.set(key, d);
  }
  // a name with parts known only at run time (`${…}_repo`) is shown as far as it is known, and said so
  for (const d of byId.values())
    if (d.tool.name.includes("${…}") && !(d.tool.unresolved ?? []).some((r) => r.startsWith("tool name is computed")))
      d.tool.unresolved = [...(d.tool.unresolved ?? []), `tool name is computed at run time: \`${d.tool.name}\``];
  const sorted = [...byId.values()].sort((a, b) => cmp(a.tool.name, b.tool.name) || cmp(a.tool.id, b.tool.id));
  for (const d of sorted) if (d.tool.registration === "spec-generated") d.tool.generatedFrom = d.tool.location.file;
  unresolvedSites.push(
    ...unreadSpecs(files, new Set(sorted.flatMap((d) => (d.tool.generatedFrom ? [d.tool.generatedFrom] : [])))),
  );
  const entries = new Map<string, HandlerEntry>();
  for (const d of sorted) if (d.entry) entries.set(d.tool.id, d.entry);
  return { tools: sorted.map((d) => d.tool), entries, unresolvedSites, limits: [...new Set(limits)].sort() };
}

export type { ToolParameter };
