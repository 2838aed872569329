// Converter of a museum-collection MCP server: one tool per operation of the bundled OpenAPI spec,
// kept in a lookup keyed by tool name (modelled on OpenAPI-to-MCP proxies); written for this repo.
export interface Operation {
  operationId?: string;
  summary?: string;
  "x-internal"?: boolean;
}
export interface Spec {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}
export interface Lookup {
  [tool: string]: Operation & { method: string; path: string };
}

const PREFIX = "museum";
const MAX_NAME = 64;
/** Operations never exposed as tools. */
const HIDDEN = new Set(["ping"]);

export class SpecConverter {
  constructor(private readonly spec: Spec) {}

  convert(): { lookup: Lookup; summaries: Record<string, string> } {
    const lookup: Lookup = {};
    const summaries: Record<string, string> = {};
    for (const [path, item] of Object.entries(this.spec.paths || {})) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.operationId) continue;
        if (HIDDEN.has(operation.operationId) || operation["x-internal"]) continue;
        const name = this.toolName(operation.operationId);
        lookup[name] = { ...operation, method, path };
        summaries[path] = operation.summary ?? "";
      }
    }
    return { lookup, summaries };
  }

  private toolName(operationId: string): string {
    const full = `${PREFIX}_${operationId.replace("-", "_")}`;
    if (full.length <= MAX_NAME) return full;
    return full.slice(0, MAX_NAME);
  }
}
