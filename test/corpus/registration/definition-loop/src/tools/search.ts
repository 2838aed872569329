// fidelity-audit corpus: registration style definition-loop (search definitions, zod raw shapes), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { z } from "zod";
import { sruSearch } from "../sru.js";
import { asText, type ToolDefinition } from "./types.js";

const INDEXES = { all: "alma.all_for_ui", title: "alma.title", author: "alma.creator", subject: "alma.subjects" } as const;

const searchCatalogue: ToolDefinition = {
  name: "search_catalogue",
  description:
    "Search the catalogue with a CQL query (e.g. `climate AND change`, `\"open access\"`, `hydro*`). " +
    "Terms match whole words; * is a right-truncation wildcard. Returns MARC records in catalogue order.",
  schema: {
    query: z.string().min(1).describe("CQL search terms"),
    index: z.enum(["all", "title", "author", "subject"]).default("all").describe("Index the terms are searched in"),
    max_records: z.number().int().min(1).max(50).default(10),
    start_record: z.number().int().positive().default(1).describe("1-based position of the first record"),
  },
  handler: async (args) => {
    const index = INDEXES[args.index as keyof typeof INDEXES];
    const cql = `${index} all "${String(args.query).replace(/"/g, '\\"')}"`;
    const page = await sruSearch(cql, Number(args.max_records), Number(args.start_record));
    return asText({ request: { cql, max_records: args.max_records, start_record: args.start_record }, ...page });
  },
};

const getRecord: ToolDefinition = {
  name: "get_record",
  description: "Fetch one MARC record by its MMS id.",
  schema: {
    record_id: z.string().regex(/^\d{6,22}$/).describe("MMS id"),
  },
  handler: async ({ record_id }) => {
    const page = await sruSearch(`alma.mms_id=${record_id}`, 1, 1);
    if (page.numberOfRecords === 0) {
      return { isError: true, content: [{ type: "text", text: `No record with MMS id ${record_id}` }] };
    }
    return asText(page.records[0]);
  },
};

export const searchTools: ToolDefinition[] = [searchCatalogue, getRecord];
