// fidelity-audit corpus: rule partial-param-group (high-level McpServer tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import pRetry from "p-retry";
import { z } from "zod";
import {
  ALL_FIELDS,
  api,
  authorityParams,
  conditionParams,
  documentParams,
  entryParams,
  includeParams,
  recordParams,
  sectionParams,
  ticketQuery,
} from "./client/params.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

export function registerTools(server: McpServer) {
  server.registerTool(
    "search_documents",
    {
      description: "Search published documents by keyword; `significant` keeps only significant rules.",
      inputSchema: { keyword: z.string().optional(), significant: z.boolean().optional(), sections: z.array(z.string()).default([]) },
    },
    async ({ keyword, significant, sections }) => {
      const { data } = await api.get("/documents", { params: { ...documentParams({ keyword, significant }), ...sectionParams(sections) } });
      return json(data);
    },
  );

  server.registerTool(
    "list_documents",
    {
      description: "List published documents; `corrections` adds corrections.",
      inputSchema: { corrections: z.boolean().optional() },
    },
    async ({ corrections }) => {
      const params: Record<string, string> = {};
      // ok: partial-param-group — inline: one switch under a yes/no argument
      if (corrections) params["conditions[correction]"] = "1";
      const { data } = await api.get("/documents", { params });
      return json(data);
    },
  );

  server.registerTool(
    "search_records",
    {
      description: "Search catalogue records. `q` is Lucene syntax on whole words. `fields` picks the extra fields returned per record.",
      inputSchema: {
        q: z.string().min(1),
        fields: z.array(z.enum(ALL_FIELDS)).optional(),
        filters: z.record(z.string()).optional().describe("Exact-match filters, passed through"),
        // ruleid: partial-param-group#dead-argument
        exact: z.boolean().optional().describe("Match the whole title exactly"),
        // ok: partial-param-group
        format: z.enum(["json", "markdown"]).default("json").describe("How the records are rendered"),
      },
    },
    // ok: partial-param-group — the handler that leaves it behind (the finding is at the declaration)
    async ({ q, fields, filters, format }) => {
      const { data } = await api.get("/records", { params: recordParams({ q, fields, filters }) });
      if (format === "markdown") return { content: [{ type: "text" as const, text: data.records.map((r: { title: string }) => `- ${r.title}`).join("\n") }] };
      return json(data);
    },
  );

  server.registerTool(
    "get_entry",
    {
      description: "Fetch one entry with the chosen extra fields (all others are switched off explicitly).",
      inputSchema: { id: z.string(), fields: z.array(z.enum(ALL_FIELDS)).default([]) },
    },
    async ({ id, fields }) => {
      const { data } = await api.get(`/entries/${encodeURIComponent(id)}`, { params: entryParams(fields) });
      return json(data);
    },
  );

  server.registerTool(
    "get_authority",
    {
      description: "Fetch one authority record with the chosen extra fields.",
      inputSchema: { id: z.string(), fields: z.array(z.enum(ALL_FIELDS)).default([]) },
    },
    async ({ id, fields }) => {
      const { data } = await api.get(`/authorities/${encodeURIComponent(id)}?${authorityParams(fields)}`);
      return json(data);
    },
  );

  server.registerTool(
    "count_records",
    {
      description: "Count the catalogue records matching a Lucene query on whole words.",
      inputSchema: {
        // ok: partial-param-group
        q: z.string().min(1),
      },
    },
    async ({ q }) => {
      const { data } = await pRetry(() => api.get("/records/count", { params: { q } }), { retries: 2 });
      return json({ count: data.count });
    },
  );

  server.registerTool(
    "get_person",
    {
      description: "Fetch one person record; `include` adds related sections (notes, works, places).",
      inputSchema: { id: z.string(), include: z.array(z.enum(["notes", "works", "places"])).default([]) },
    },
    async ({ id, include }) => {
      const { data } = await api.get(`/persons/${encodeURIComponent(id)}`, { params: includeParams(include) });
      return json(data);
    },
  );

  server.registerTool(
    "list_tickets",
    {
      description: "List tickets carrying any of the given labels or assignees; every ticket when neither is given.",
      inputSchema: {
        labels: z.array(z.string()).optional().describe("Label names; a ticket matches when it has one of them"),
        assignees: z.array(z.string()).optional().describe("User names; a ticket matches when one of them is assigned"),
      },
    },
    async ({ labels, assignees }) => {
      const { data } = await api.get(`/tickets?${ticketQuery({ labels, assignees })}`);
      return json(data);
    },
  );

  server.registerTool(
    "query_datastore",
    {
      description: "Rows of a datastore table matching every condition.",
      inputSchema: {
        table: z.string(),
        conditions: z.array(z.object({ property: z.string(), value: z.string(), operator: z.string().optional() })),
      },
    },
    async ({ table, conditions }) => {
      const { data } = await api.get(`/datastore/${encodeURIComponent(table)}`, { params: conditionParams(conditions) });
      return json(data);
    },
  );

  server.registerTool(
    "find_studies",
    {
      description: "Studies open to a participant of the given age.",
      inputSchema: { age: z.number().int(), sex: z.enum(["ALL", "FEMALE", "MALE"]).default("ALL") },
    },
    async (input) => {
      const advancedParts: string[] = [
        // ok: partial-param-group
        `AREA[MinimumAge]RANGE[MIN, ${input.age} years]`,
        `AREA[MaximumAge]RANGE[${input.age} years, MAX]`,
      ];
      if (input.sex !== "ALL") advancedParts.push(`AREA[Sex]${input.sex}`);
      const { data } = await api.get("/studies", { params: { "filter.advanced": advancedParts.join(" AND ") } });
      return json(data);
    },
  );
}
