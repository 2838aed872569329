// fidelity-audit corpus: rule empty-result-no-echo (echo completeness per path: a partial echo, an echo helper, a class method, a helper's own scope default, another branch's argument, a lookup by id), modelled on parliamentary-records search MCP servers (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formatSent, formatSentFully } from "./records-format.js";

const RECORDS = "https://records.example.org/api";

interface RecordHit {
  id: string;
  title: string;
}

async function findRecords(q: string, limit: number, sort = "date"): Promise<RecordHit[]> {
  const res = await fetch(`${RECORDS}/search?q=${encodeURIComponent(q)}&rows=${limit}&sort=${sort}`);
  if (!res.ok) throw new Error(`records ${res.status}`);
  return ((await res.json()) as { hits: RecordHit[] }).hits;
}

/** The search form takes its own options; left out, it searches every kind and the whole archive. */
async function searchForm(q: string, options: { kinds?: string; recent?: boolean } = {}): Promise<RecordHit[]> {
  const form = new FormData();
  form.append("q", q);
  form.append("kinds", options.kinds || "all");
  form.append("recent", options.recent ? "true" : "false");
  const res = await fetch(`${RECORDS}/form-search`, { method: "POST", body: form });
  if (!res.ok) throw new Error(`records ${res.status}`);
  return ((await res.json()) as { hits: RecordHit[] }).hits;
}

async function recordById(id: string): Promise<RecordHit | undefined> {
  const res = await fetch(`${RECORDS}/records/${encodeURIComponent(id)}`);
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`records ${res.status}`);
  return (await res.json()) as RecordHit;
}

interface Committee {
  id: string;
  name: string;
  chair: string;
  founded: string;
  members: { name: string; party: string }[];
}

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

class MotionSearch {
  async run(term: string, limit: number) {
    const hits = await findRecords(`type:motion ${term}`, limit);
    if (hits.length === 0) {
      // ruleid: empty-result-no-echo
      return { motions: [], request: { term } };
    }
    return { motions: hits, request: { term, limit } };
  }

  async runEchoed(term: string, limit: number) {
    const hits = await findRecords(`type:motion ${term}`, limit);
    if (hits.length === 0) {
      // ok: empty-result-no-echo
      return { motions: [], request: { term, limit } };
    }
    return { motions: hits, request: { term, limit } };
  }
}

export function registerRecordTools(server: McpServer): void {
  server.tool(
    "search_records",
    "Search the records (plain words, all must match).",
    { query: z.string(), limit: z.number().default(20) },
    async ({ query, limit }) => {
      const hits = await findRecords(query, limit);
      if (!hits.length) {
        // ruleid: empty-result-no-echo
        return text(`No records for "${query}". Try other words.`);
      }
      return text(hits.map((h) => h.title).join("\n"));
    },
  );

  server.tool(
    "search_records_echoed",
    "Search the records (plain words, all must match); says what was sent.",
    { query: z.string(), limit: z.number().default(20) },
    async ({ query, limit }) => {
      const hits = await findRecords(query, limit);
      if (!hits.length) {
        // ok: empty-result-no-echo
        return text(`No records for "${query}" in the first ${limit}. Try other words.`);
      }
      return text(hits.map((h) => h.title).join("\n"));
    },
  );

  server.tool(
    "search_records_header",
    "Search the records (plain words); the page size is stated under the results.",
    { query: z.string(), limit: z.number().default(20) },
    async ({ query, limit }) => {
      const hits = await findRecords(query, limit);
      let out = `# Records for "${query}"\n`;
      if (hits.length === 0) {
        out += "Nothing found. Try other words.";
        // ruleid: empty-result-no-echo
        return text(out);
      }
      out += `Showing up to ${limit}:\n${hits.map((h) => h.title).join("\n")}`;
      return text(out);
    },
  );

  server.tool(
    "search_records_sorted",
    "Search the records (plain words), newest first or by relevance.",
    { query: z.string(), sort: z.enum(["date", "relevance"]).default("date"), limit: z.number().default(20) },
    async ({ query, sort, limit }) => {
      const hits = await findRecords(query, limit, sort);
      let out = `# Records for "${query}"\n`;
      out += formatSent({ query, sort, limit });
      if (hits.length === 0) {
        out += "Nothing found. Try other words.";
        // ruleid: empty-result-no-echo
        return text(out);
      }
      return text(out + hits.map((h) => h.title).join("\n"));
    },
  );

  server.tool(
    "search_records_sorted_echoed",
    "Search the records (plain words), newest first or by relevance; says what was sent.",
    { query: z.string(), sort: z.enum(["date", "relevance"]).default("date"), limit: z.number().default(20) },
    async ({ query, sort, limit }) => {
      const hits = await findRecords(query, limit, sort);
      let out = `# Records for "${query}"\n`;
      out += formatSentFully({ query, sort, limit });
      if (hits.length === 0) {
        out += "Nothing found. Try other words.";
        // ok: empty-result-no-echo
        return text(out);
      }
      return text(out + hits.map((h) => h.title).join("\n"));
    },
  );

  server.tool(
    "search_motions",
    "Search motions (plain words).",
    { term: z.string(), limit: z.number().default(20) },
    async ({ term, limit }) => new MotionSearch().run(term, limit),
  );

  server.tool(
    "search_motions_echoed",
    "Search motions (plain words); says what was sent.",
    { term: z.string(), limit: z.number().default(20) },
    async ({ term, limit }) => new MotionSearch().runEchoed(term, limit),
  );

  server.tool("search_form", "Full-text search over every kind of record (plain words).", { q: z.string() }, async ({ q }) => {
    const hits = await searchForm(q);
    if (hits.length === 0) {
      // ruleid: empty-result-no-echo
      return text(`No results for "${q}". Try other words.`);
    }
    return text(hits.map((h) => h.title).join("\n"));
  });

  server.tool(
    "search_form_echoed",
    "Full-text search over every kind of record (plain words); says the scope searched.",
    { q: z.string() },
    async ({ q }) => {
      const hits = await searchForm(q);
      if (hits.length === 0) {
        // ok: empty-result-no-echo
        return text(`No results for "${q}" (kinds=all, recent=false). Try other words.`);
      }
      return text(hits.map((h) => h.title).join("\n"));
    },
  );

  server.tool(
    "browse_records",
    "Browse records by year or by committee.",
    { by: z.enum(["year", "committee"]), year: z.number().optional(), committee: z.string().optional() },
    async ({ by, year, committee }) => {
      switch (by) {
        case "year": {
          const res = await fetch(`${RECORDS}/by-year?year=${year}`);
          const hits = ((await res.json()) as { hits: RecordHit[] }).hits;
          if (hits.length === 0) {
            // ok: empty-result-no-echo
            return text(`No records in ${year}. Try another year.`);
          }
          return text(hits.map((h) => h.title).join("\n"));
        }
        case "committee": {
          const res = await fetch(`${RECORDS}/by-committee?name=${encodeURIComponent(committee ?? "")}`);
          const hits = ((await res.json()) as { hits: RecordHit[] }).hits;
          if (hits.length === 0) {
            // ok: empty-result-no-echo
            return text(`No records of the committee "${committee}". Try its full name.`);
          }
          return text(hits.map((h) => h.title).join("\n"));
        }
      }
    },
  );

  server.tool("get_committee", "Fetch one committee with its members.", { slug: z.string() }, async ({ slug }) => {
    const res = await fetch(`${RECORDS}/committees/${encodeURIComponent(slug)}`);
    const c = (await res.json()) as Committee;
    const committee = {
      id: c.id,
      name: c.name,
      chair: c.chair,
      founded: c.founded,
      members: c.members.map((m) => ({ name: m.name, party: m.party })),
    };
    // ok: empty-result-no-echo (a committee without members is still a committee found)
    return { content: [{ type: "text", text: JSON.stringify(committee) }] };
  });

  server.tool(
    "list_committee_members",
    "List the members of a committee, by party.",
    { slug: z.string(), party: z.string() },
    async ({ slug, party }) => {
      const res = await fetch(`${RECORDS}/committees/${encodeURIComponent(slug)}/members?party=${party}`);
      const body = (await res.json()) as { total: number; members: Committee["members"] };
      const page = { total: body.total, members: body.members.map((m) => ({ name: m.name, party: m.party })) };
      // ruleid: empty-result-no-echo
      return { content: [{ type: "text", text: JSON.stringify(page) }] };
    },
  );

  server.tool(
    "get_motion",
    "Fetch one motion by its id, in one language.",
    { motionId: z.string(), lang: z.string().default("en") },
    async ({ motionId, lang }) => {
      const res = await fetch(`${RECORDS}/motions/${encodeURIComponent(motionId)}?lang=${lang}`);
      const rows = ((await res.json()) as { hits: RecordHit[] }).hits;
      if (rows.length === 0) {
        // ok: empty-result-no-echo (a not-found flag beside the identifier looked up)
        return { structuredContent: { found: false, motionId }, content: [] };
      }
      return { structuredContent: { found: true, motionId, title: rows[0]!.title }, content: [] };
    },
  );

  server.tool("get_record", "Fetch one record by its id.", { id: z.string() }, async ({ id }) => {
    const hit = await recordById(id);
    if (!hit) {
      // ok: empty-result-no-echo
      return text(`No record found with ID ${id}. Check the id with search_records.`);
    }
    return text(hit.title);
  });
}
