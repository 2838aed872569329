// fidelity-audit corpus: rule unstable-tool-registry (tool definition type), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";

export interface ToolDef {
  definition: Tool;
  handler: (args: Record<string, unknown>) => Promise<CallToolResult>;
}
