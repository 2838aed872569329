// fidelity-audit corpus: rule scope-only-when-set (tool registrations and handlers), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { buildSearchParams } from "./client/params.js";
import { archivePost, listAllSubclassIds, searchTerms, termbankGet } from "./client/termdb.js";
import { createEntry, entryByCode, listApproved, listChanges, listRecentApproved, RECENT_PAGE } from "./client/changes.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

export function registerTools(server: McpServer) {
  server.registerTool(
    "search_terms",
    {
      description:
        "Search the term bank. `term` uses Lucene syntax (AND/OR, quoted phrases, trailing *); words match " +
        "whole tokens. Optional filters: classification ids, entry status, page size.",
      inputSchema: {
        term: z.string().min(1).describe("Lucene query"),
        classification_ids: z.array(z.number().int()).optional().describe("Restrict to these classifications"),
        status: z.enum(["approved", "draft", "obsolete", "all"]).optional().describe("Entry status"),
        limit: z.number().int().min(1).max(200).optional().describe("Page size"),
      },
    },
    async ({ term, classification_ids, status, limit }) => {
      const log: Record<string, unknown> = { tool: "search_terms", term };
      // ok: scope-only-when-set
      if (classification_ids) log.classification_ids = classification_ids;
      console.error(JSON.stringify(log));

      const result = await searchTerms(term, { classificationIds: classification_ids, status, limit });

      const payload: Record<string, unknown> = { term, total: result.total, entries: result.entries };
      // ok: scope-only-when-set
      if (status) payload.status_filter = status;
      return json(payload);
    },
  );

  server.tool(
    "search_records",
    "Search the records archive. `q` is free text (whole words); `keyword` matches the controlled keyword list. " +
      "Optional filters: collection, record ids, date window (YYYY-MM-DD), page size.",
    {
      q: z.string().optional().describe("Free text; omit to browse"),
      keyword: z.string().optional().describe("Controlled keyword"),
      collection: z.string().optional().describe("Collection code, e.g. E27"),
      ids: z.array(z.string()).optional().describe("Only these record ids"),
      from: z.string().optional().describe("Earliest record date"),
      to: z.string().optional().describe("Latest record date"),
      page_size: z.number().int().max(100).optional(),
    },
    async (args) => {
      const sp = buildSearchParams(args);
      // ok: scope-only-when-set
      if (args.q) sp.set("q", args.q);

      const body: Record<string, unknown> = {
        fields: ["id", "title", "date", "collection"],
        // ok: scope-only-when-set
        ...(args.ids ? { record_ids: args.ids } : {}),
      };
      // ruleid: scope-only-when-set — a collection narrows the set: left out, the upstream picks
      if (args.collection) body.collection = args.collection;

      const data = await archivePost<{ total: number; records: unknown[] }>("/records/search", sp, body);
      return json({ total: data.total, records: data.records });
    },
  );

  server.registerTool(
    "browse_classification",
    {
      description:
        "List the entries filed under one classification. Searches all of its subclasses unless `subclass_ids` " +
        "names some; the result states which subclass ids were used and where they came from.",
      inputSchema: {
        classification_id: z.number().int().describe("Classification to browse"),
        subclass_ids: z.array(z.number().int()).optional().describe("Subclasses to include; all when omitted"),
        language: z.enum(["de", "fr", "it", "en"]).default("de"),
      },
    },
    async ({ classification_id, subclass_ids, language }) => {
      const params = new URLSearchParams({ lang: language });
      // ok: scope-only-when-set
      if (classification_id) params.set("classification", String(classification_id));

      const ids = subclass_ids ?? (await listAllSubclassIds(classification_id));
      // ok: scope-only-when-set
      params.set("subclasses", ids.join(","));
      // ok: scope-only-when-set — a fixed page of 500 is sent explicitly: rule 1 asks for explicit values (the cut is dropped-continuation's)
      params.set("rows", "500");

      const data = await termbankGet<{ total: number; entries: unknown[] }>("/browse", params);
      return json({
        request: {
          classification_id,
          subclass_ids: ids,
          subclass_ids_source: subclass_ids ? "caller" : "resolved",
          language,
        },
        total: data.total,
        entries: data.entries,
      });
    },
  );

  server.tool(
    "list_changes",
    "List change records of the term bank, newest first. Optional filters: collection code, editor name.",
    { collection: z.string().optional(), editor: z.string().optional() },
    async ({ collection, editor }) => json(await listChanges({ collection, editor })),
  );

  server.tool(
    "list_approved_entries",
    "List the approved entries of one collection (drafts and obsolete entries are left out), 500 per page.",
    { collection: z.string() },
    async ({ collection }) => json(await listApproved(collection)),
  );

  server.tool(
    "list_recent_approved",
    `List the approved entries of one collection, newest first: the ${RECENT_PAGE} most recent only.`,
    { collection: z.string() },
    async ({ collection }) => json(await listRecentApproved(collection)),
  );

  server.tool(
    "get_entry_by_code",
    "Fetch the entry with one code.",
    { code: z.string() },
    async ({ code }) => json(await entryByCode(code)),
  );

  server.tool(
    "create_entry",
    "Create a draft entry with one designation.",
    { designation: z.string(), collection: z.string().optional() },
    async ({ designation, collection }) => json(await createEntry(designation, collection)),
  );
}
