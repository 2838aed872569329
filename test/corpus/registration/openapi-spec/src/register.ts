// One MCP tool per operation of an OpenAPI spec, modelled on servers that generate their tools from bundled specs; written for this repo.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { OpenApiSpec, Operation } from "./specs.js";
import { isToolAllowed, type ToolFilter } from "./filters.js";

interface Options {
  server: McpServer;
  spec: OpenApiSpec;
  filter?: ToolFilter;
}

export function registerSpecTools({ server, spec, filter }: Options): void {
  for (const [route, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!isToolAllowed(operation.operationId, filter)) continue;
      if (operation["x-helper"]) continue;
      const inputSchema = { type: "object" as const, properties: {} as Record<string, unknown> };
      for (const p of operation.parameters ?? []) inputSchema.properties[p.name] = { type: "string" };
      server.tool({
        name: operation.operationId,
        description: operation.summary ?? "",
        inputSchema,
        cb: buildCallback(spec.servers[0]!.url, route, method, operation),
      });
    }
  }
}

function buildCallback(base: string, route: string, method: string, operation: Operation) {
  return async (params: Record<string, string>) => {
    const url = base + route.replace(/{([^}]+)}/g, (_, key: string) => encodeURIComponent(params[key] ?? ""));
    const res = await fetch(url, { method: method.toUpperCase() });
    const body = await res.text();
    return { content: [{ type: "text" as const, text: `${operation.operationId}: ${body}` }] };
  };
}
