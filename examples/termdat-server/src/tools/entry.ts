// termdat-mcp-server: get_entry tool (fidelity-audit bundled example, written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getEntry } from "../client/search.js";
import { LANGUAGES } from "../types.js";

export function registerEntryTool(server: McpServer) {
  server.registerTool(
    "get_entry",
    {
      title: "Get TERMDAT entry",
      description: "Fetch one TERMDAT entry by its numeric id, with definition, note and source.",
      inputSchema: {
        id: z.number().int().positive().describe("Entry id as returned by search_terms"),
        language: z.enum(LANGUAGES).default("de"),
      },
    },
    async ({ id, language }) => {
      try {
        const entry = await getEntry(id, language);
        return { content: [{ type: "text", text: JSON.stringify(entry, null, 2) }] };
      } catch (err) {
        return { isError: true, content: [{ type: "text", text: `Could not load entry ${id}: ${String(err)}` }] };
      }
    },
  );
}
