// fidelity-audit corpus: rule unstable-tool-registry (McpServer registering from sets, directories and loaded modules), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { readdirSync } from "node:fs";
import path from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { recordTools } from "./tools/records.js";
import { searchTools } from "./tools/search.js";
import type { ToolDef } from "./tools/types.js";

const PLUGIN_DIR = path.join(import.meta.dirname, "plugins");

function registerDef(server: McpServer, def: ToolDef): void {
  server.registerTool(def.definition.name, { description: def.definition.description }, async (args: Record<string, unknown>) => def.handler(args));
}

export async function createMcpServer(): Promise<McpServer> {
  const server = new McpServer({ name: "museum-collections", version: "1.8.0" });

  const enabled = new Set<ToolDef>();
  enabled.add(searchTools.search_objects!);
  if (process.env.ENABLE_EXPORT) enabled.add(recordTools.export_records!);
  // ruleid: unstable-tool-registry
  for (const def of enabled) {
    server.registerTool(def.definition.name, { description: def.definition.description }, async (args: Record<string, unknown>) => def.handler(args));
  }

  const core = new Set([searchTools.search_objects_ordered!, recordTools.get_record!]);
  // ok: unstable-tool-registry
  for (const def of core) {
    server.registerTool(def.definition.name, { description: def.definition.description }, async (args: Record<string, unknown>) => def.handler(args));
  }

  // ruleid: unstable-tool-registry
  for (const def of Object.values({ ...searchTools, ...recordTools })) registerDef(server, def);
  // ok: unstable-tool-registry
  for (const def of [searchTools.search_objects_sorted!, recordTools.get_record!]) registerDef(server, def);

  // ruleid: unstable-tool-registry
  for (const file of readdirSync(PLUGIN_DIR)) {
    const mod = (await import(path.join(PLUGIN_DIR, file))) as { register(s: McpServer): void };
    mod.register(server);
  }
  // ok: unstable-tool-registry
  for (const file of readdirSync(PLUGIN_DIR).sort()) {
    const mod = (await import(path.join(PLUGIN_DIR, file))) as { register(s: McpServer): void };
    mod.register(server);
  }

  const loaded = new Map<string, ToolDef>();
  await Promise.all(
    ["admin/reindex.js", "admin/stats.js"].map(async (f) => {
      const mod = (await import(path.join(PLUGIN_DIR, f))) as { def: ToolDef };
      loaded.set(mod.def.definition.name, mod.def);
    }),
  );
  // ruleid: unstable-tool-registry
  for (const def of loaded.values()) registerDef(server, def);

  return server;
}
