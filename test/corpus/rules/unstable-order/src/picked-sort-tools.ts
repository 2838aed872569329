// fidelity-audit corpus: rule unstable-order (a museum-collection server whose caller picks the field results are sorted by, in process: inline, a helper in another file, a class method), modelled on the shapes of public MCP servers for collection databases (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchObjects, objectPage, objectPageStable, type ObjectRecord } from "./client/collection.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const FIELDS = ["title", "year", "maker"] as const;

class ObjectBrowser {
  async top(query: string, sortBy: keyof ObjectRecord, limit: number) {
    const objects = await fetchObjects(query);
    // ruleid: unstable-order#in-process-cut
    const ranked = objects.sort((a, b) => {
      const av = a[sortBy];
      const bv = b[sortBy];
      return av < bv ? -1 : av > bv ? 1 : 0;
    });
    return ranked.slice(0, limit);
  }

  async all(query: string, sortBy: keyof ObjectRecord) {
    const objects = await fetchObjects(query);
    // ok: unstable-order — sorted by the caller's field, but every entry is returned: no page or cut falls through a tie
    return objects.sort((a, b) => String(a[sortBy]).localeCompare(String(b[sortBy])));
  }
}

const browser = new ObjectBrowser();

export function registerPickedSortTools(server: McpServer) {
  server.tool(
    "browse_objects",
    "Objects matching a text, sorted by the field the caller picks, 20 per page.",
    { query: z.string(), sort_by: z.enum(FIELDS).default("year"), page: z.number().int().min(0).default(0) },
    async ({ query, sort_by, page }) => {
      const objects = await fetchObjects(query);
      // ruleid: unstable-order#in-process-paged
      const sorted = [...objects].sort((a, b) => (a[sort_by] > b[sort_by] ? 1 : a[sort_by] < b[sort_by] ? -1 : 0));
      return json(sorted.slice(page * 20, page * 20 + 20));
    },
  );
  server.tool(
    "browse_objects_stable",
    "Objects matching a text, sorted by the field the caller picks, then by object id, 20 per page.",
    { query: z.string(), sort_by: z.enum(FIELDS).default("year"), page: z.number().int().min(0).default(0) },
    async ({ query, sort_by, page }) => {
      const objects = await fetchObjects(query);
      // ok: unstable-order — a unique tiebreak after the caller's field
      const sorted = [...objects].sort(
        (a, b) => String(a[sort_by]).localeCompare(String(b[sort_by])) || a.object_id.localeCompare(b.object_id),
      );
      return json(sorted.slice(page * 20, page * 20 + 20));
    },
  );
  server.tool(
    "object_page",
    "One page of objects, sorted by the field the caller picks.",
    { query: z.string(), sort_by: z.enum(FIELDS), page: z.number().int().min(0).default(0) },
    async ({ query, sort_by, page }) => json(await objectPage(query, sort_by, page)),
  );
  server.tool(
    "object_page_stable",
    "One page of objects, sorted by the field the caller picks, then by id.",
    { query: z.string(), sort_by: z.enum(FIELDS), page: z.number().int().min(0).default(0) },
    async ({ query, sort_by, page }) => json(await objectPageStable(query, sort_by, page)),
  );
  server.tool(
    "top_objects",
    "The first objects by the field the caller picks.",
    { query: z.string(), sort_by: z.enum(FIELDS), limit: z.number().int().max(50).default(10) },
    async ({ query, sort_by, limit }) => json(await browser.top(query, sort_by, limit)),
  );
  server.tool(
    "all_objects",
    "Every object matching a text, sorted by the field the caller picks.",
    { query: z.string(), sort_by: z.enum(FIELDS) },
    async ({ query, sort_by }) => json(await browser.all(query, sort_by)),
  );
}
