// termdat-mcp-server: list_classifications tool (fidelity-audit bundled example, written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { listClassifications } from "../client/search.js";
import { LANGUAGES } from "../types.js";

export function registerClassificationsTool(server: McpServer) {
  server.registerTool(
    "list_classifications",
    {
      title: "List TERMDAT classifications",
      description: "List the subject classifications of TERMDAT (id, code, name) for use with search_terms.",
      inputSchema: {
        language: z.enum(LANGUAGES).default("de").describe("Language of the classification names"),
      },
    },
    async ({ language }) => {
      const classifications = await listClassifications(language);
      return { content: [{ type: "text", text: JSON.stringify(classifications, null, 2) }] };
    },
  );
}
