// Tool filters of an OpenAPI-generated MCP server (allow/deny lists from the command line); written for this repo.
export interface ToolFilter {
  allowed?: Set<string>;
  denied?: Set<string>;
}

/** Catch-all operations the server never exposes. */
const ALWAYS_DENIED = new Set(["customRequest"]);

export function isToolAllowed(operationId: string, filter: ToolFilter = {}): boolean {
  if (ALWAYS_DENIED.has(operationId)) return false;
  if (filter.denied?.has(operationId)) return false;
  if (!filter.allowed) return true;
  return filter.allowed.has(operationId);
}
