// fidelity-audit corpus: rule unstable-tool-registry (record and export tools in a second module), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { ToolDef } from "./types.js";

export const recordTools: Record<string, ToolDef> = {
  get_record: {
    definition: { name: "get_record", description: "One object record by id.", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
    handler: async (args) => ({ content: [{ type: "text", text: await (await fetch(`https://a.museum.example.org/objects/${String(args.id)}`)).text() }] }),
  },
  export_records: {
    definition: { name: "export_records", description: "Export records as CSV.", inputSchema: { type: "object", properties: { ids: { type: "array", items: { type: "string" } } } } },
    handler: async (args) => ({ content: [{ type: "text", text: await (await fetch(`https://a.museum.example.org/export?ids=${String(args.ids)}`)).text() }] }),
  },
};
