// termdat-mcp-server: search_terms tool (fidelity-audit bundled example, written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { searchEntries } from "../client/search.js";
import { FIELD_GROUP, LANGUAGES } from "../types.js";

export function registerSearchTool(server: McpServer) {
  server.registerTool(
    "search_terms",
    {
      title: "Search TERMDAT",
      description:
        "Search the TERMDAT terminology database for a term and return matching entries with their " +
        "designations in all languages. Use classification_ids to restrict the search to subject areas. " +
        "An empty result usually means the term is out of scope for TERMDAT.",
      inputSchema: {
        term: z.string().min(1).describe("Search term (Lucene syntax supported)"),
        language: z.enum(LANGUAGES).default("de").describe("Language of the search term"),
        classification_ids: z
          .array(z.number().int())
          .optional()
          .describe("Classification ids to search in (see list_classifications)"),
        fields: z.array(z.enum(FIELD_GROUP)).optional().describe("Extra fields to include in each entry"),
        limit: z.number().int().min(1).max(100).default(20).describe("Maximum number of entries"),
      },
    },
    async ({ term, language, classification_ids, fields, limit }) => {
      const entries = await searchEntries(term, {
        language,
        classificationIds: classification_ids,
        fields,
        limit,
      });
      if (entries.length === 0) {
        return { content: [{ type: "text", text: `No entries found for "${term}".` }] };
      }
      return { content: [{ type: "text", text: JSON.stringify({ count: entries.length, entries }, null, 2) }] };
    },
  );
}
