// fidelity-audit corpus: registration style list-tools-handler (handler map dispatch), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { exportDomain } from "./api.js";

export const EXPORT_TOOLS: Tool[] = [
  {
    name: "export_glossary",
    description: "Export all entries of one subject domain as TBX or CSV text.",
    inputSchema: {
      type: "object",
      properties: {
        domain_id: { type: "integer", description: "Subject domain id (see list_domains)" },
        format: { type: "string", enum: ["tbx", "csv"], default: "tbx" },
      },
      required: ["domain_id"],
    },
  },
];

type Handler = (args: Record<string, unknown>) => Promise<CallToolResult>;

async function exportGlossary(args: Record<string, unknown>): Promise<CallToolResult> {
  const domainId = Number(args.domain_id);
  if (!Number.isInteger(domainId)) {
    return { isError: true, content: [{ type: "text", text: "domain_id must be an integer" }] };
  }
  const format = args.format === "csv" ? "csv" : "tbx";
  const body = await exportDomain(domainId, format);
  return { content: [{ type: "text", text: body }] };
}

export const exportHandlers: Record<string, Handler> = {
  [EXPORT_TOOLS[0].name]: exportGlossary,
};
