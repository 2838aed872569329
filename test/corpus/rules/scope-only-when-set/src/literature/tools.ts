// fidelity-audit corpus: rule scope-only-when-set (literature and records tools), modelled on public MCP servers over NCBI E-utilities, Salesforce, a TAP archive and US open-data APIs (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { archiveRows, esearch, pubmedTerm, RecordQuery, rulingSearch } from "./query.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const records = new RecordQuery(process.env.SF_INSTANCE_URL ?? "https://example.my.salesforce.com");
const OPEN_DATA = "https://opendata.example.gov/api";

/** A term clause written in a class method of the tool module itself. */
class TermBuilder {
  constructor(private term: string) {}
  withLanguage(language?: string): this {
    // ok: scope-only-when-set — in a class method: a field-tagged clause of the PubMed term
    if (language) this.term += ` AND ${language}[Language]`;
    return this;
  }
  build(): string {
    return this.term;
  }
}

export function registerLiteratureTools(server: McpServer) {
  server.tool(
    "search_articles",
    "Search PubMed for articles.",
    {
      query: z.string().describe("PubMed query"),
      journal: z.string().optional().describe("Journal title"),
      language: z.string().optional().describe("Article language"),
      minDate: z.string().optional().describe("Earliest publication date"),
      maxDate: z.string().optional().describe("Latest publication date"),
      retmax: z.number().int().optional().describe("Number of ids to return"),
    },
    async ({ query, journal, language, minDate, maxDate, retmax }) =>
      text(await esearch(new TermBuilder(pubmedTerm(query, journal, minDate, maxDate)).withLanguage(language).build(), retmax)),
  );

  server.tool(
    "query_records",
    "Query records of a Salesforce object.",
    {
      objectName: z.string(),
      fields: z.array(z.string()),
      limit: z.number().int().optional().describe("Maximum number of records"),
      status: z.string().optional().describe("Record status"),
    },
    async ({ objectName, fields, limit, status }) => text(await records.query(objectName, fields, limit, status)),
  );

  server.tool(
    "archive_rows",
    "Rows of an archive table (ADQL).",
    { table: z.string(), top: z.number().int().optional().describe("Number of rows") },
    async ({ table, top }) => text(await archiveRows(table, top)),
  );

  server.tool(
    "search_rulings",
    "Search rulings by text, optionally of one court.",
    { text: z.string().describe("Words to find"), court: z.string().optional().describe("Court code") },
    async ({ text: words, court }) => text(await rulingSearch(words, court)),
  );

  server.tool(
    "list_facilities",
    "List facilities of the open-data registry.",
    {
      state: z.string().optional().describe("Two-letter state code, e.g. 'CA', 'TX'"),
      status: z.enum(["open", "closed", "planned"]).optional().describe("Facility status"),
    },
    async ({ state, status }) => {
      const q: Record<string, string> = {};
      // ok: scope-only-when-set — the role decides: this `state` is a place (a state code), not a lifecycle state
      if (state) q.state = state;
      // ruleid: scope-only-when-set
      if (status) q.status = status;
      const res = await fetch(`${OPEN_DATA}/facilities?${new URLSearchParams(q)}`);
      if (!res.ok) throw new Error(`registry ${res.status}`);
      return text(await res.json());
    },
  );

  server.tool(
    "list_events",
    "List natural events.",
    { status: z.enum(["open", "closed", "all"]).optional().describe("Event status") },
    async ({ status }) => {
      const q: Record<string, string> = {};
      // ok: scope-only-when-set — the request fills the key with "all" when the caller left it out
      if (status) q.status = status;
      if (!status) q.status = "all";
      const res = await fetch(`${OPEN_DATA}/events?${new URLSearchParams(q)}`);
      if (!res.ok) throw new Error(`events ${res.status}`);
      return text(await res.json());
    },
  );
}
