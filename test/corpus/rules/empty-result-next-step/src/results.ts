// fidelity-audit corpus: rule empty-result-next-step (result builders shared by both servers), modelled on CKAN-style open-data MCP servers (written for this repo, 2026-11-29)
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export const text = (t: string): CallToolResult => ({ content: [{ type: "text", text: t }] });

export function json(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }] };
}

export function failure(err: unknown): CallToolResult {
  const detail = err instanceof Error ? err.message : String(err);
  return { isError: true, content: [{ type: "text", text: `Catalogue request failed (${detail}). Check CATALOG_URL and the portal status; do not retry with another query.` }] };
}
