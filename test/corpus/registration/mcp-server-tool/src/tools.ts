// fidelity-audit corpus: registration style mcp-server-tool (McpServer.tool overloads), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CatalogueClient, CatalogueError } from "./catalogue-client.js";
import { LIST_LIBRARIES_DESCRIPTION, LOOKUP_ISBN_DESCRIPTION, SEARCH_TITLES_DESCRIPTION } from "./descriptions.js";

function text(value: unknown) {
  return { content: [{ type: "text" as const, text: typeof value === "string" ? value : JSON.stringify(value, null, 2) }] };
}

function failure(err: unknown) {
  const message = err instanceof CatalogueError ? `${err.message} (HTTP ${err.status})` : String(err);
  return { isError: true, content: [{ type: "text" as const, text: message }] };
}

export function registerCatalogueTools(server: McpServer, client: CatalogueClient) {
  // (name, description, shape, handler)
  server.tool(
    "search_titles",
    SEARCH_TITLES_DESCRIPTION,
    {
      query: z.string().min(1).describe("Words to search for; whole-word match, all words required"),
      language: z.enum(["de", "fr", "it", "en"]).default("de").describe("Language of the catalogue index"),
      limit: z.number().int().min(1).max(100).default(20).describe("Page size"),
      show_fields: z
        .array(z.string())
        .optional()
        .describe("Record fields to print per hit (formatting only; does not change the search)"),
      cursor: z.string().nullish().describe("Opaque cursor from a previous page; omit for the first page"),
    },
    async ({ query, language, limit, show_fields, cursor }) => {
      try {
        const page = await client.searchTitles(query, language, limit, cursor ?? "*");
        const fields = show_fields ?? ["id", "title", "authors", "year"];
        const rows = page.hits.map((hit) =>
          Object.fromEntries(fields.map((f) => [f, (hit as unknown as Record<string, unknown>)[f]])),
        );
        return text({
          request: { query, language, limit, cursor: cursor ?? "*" },
          total: page.total,
          returned: rows.length,
          next_cursor: page.nextCursor,
          hits: rows,
        });
      } catch (err) {
        return failure(err);
      }
    },
  );

  // (name, shape, handler) — no description
  server.tool(
    "get_record",
    {
      id: z.string().describe("Catalogue record id, e.g. 991170523405105501"),
      format: z.enum(["json", "marcxml"]).optional().describe("Record serialisation; json when omitted"),
    },
    async ({ id, format }) => {
      try {
        return text(await client.getRecord(id, format ?? "json"));
      } catch (err) {
        return failure(err);
      }
    },
  );

  // (name, description, handler) — no parameters
  server.tool("list_libraries", LIST_LIBRARIES_DESCRIPTION, async () => {
    try {
      const libraries = await client.listLibraries();
      libraries.sort((a, b) => a.isil.localeCompare(b.isil));
      return text(libraries);
    } catch (err) {
      return failure(err);
    }
  });

  // (name, description, shape, annotations, handler)
  server.tool(
    "lookup_isbn",
    LOOKUP_ISBN_DESCRIPTION,
    {
      isbn: z
        .string()
        .regex(/^[0-9Xx-]{10,17}$/)
        .describe("ISBN-10 or ISBN-13, hyphens allowed"),
      include_holdings: z.boolean().default(false).describe("Also list the libraries holding this edition"),
    },
    {
      title: "Look up ISBN",
      readOnlyHint: true,
      openWorldHint: true,
    },
    async ({ isbn, include_holdings }) => {
      try {
        return text(await client.lookupIsbn(isbn, include_holdings));
      } catch (err) {
        return failure(err);
      }
    },
  );
}
