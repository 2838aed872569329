// fidelity-audit corpus: rule silent-envelope-default (per-record defaults in a helper in another file and in a class method, beside envelope defaults), modelled on the shapes of public bibliographic-metadata MCP servers (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { countWorks, organisationCount, searchWorks, tagListLoose, workByDoi } from "./works-client.js";

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

class Registry {
  private record(m: Record<string, any>): { doi?: string; published?: number[] } {
    // ok: silent-envelope-default — one record's displayed date, the same for a single work and for each entry
    const published = (m.published || {})["date-parts"] || [];
    return { doi: m.DOI, published: published[0] };
  }

  async one(doi: string) {
    const res = await fetch(`https://api.works.example.org/works/${encodeURIComponent(doi)}`);
    const body = await res.json();
    return this.record(body.message);
  }

  async many(query: string) {
    const res = await fetch(`https://api.works.example.org/works?query=${encodeURIComponent(query)}`);
    const body = await res.json();
    // ruleid: silent-envelope-default#envelope-default
    const entries: Record<string, any>[] = (body.message || {}).items || [];
    return entries.map((e) => this.record(e));
  }
}

const registry = new Registry();

export function registerWorkTools(server: McpServer) {
  server.tool("resolve_doi", "Metadata of one work by its DOI.", { doi: z.string() }, async ({ doi }) => text(JSON.stringify(await workByDoi(doi))));
  server.tool("search_publications", "Works matching a bibliographic query.", { query: z.string() }, async ({ query }) => text(JSON.stringify(await searchWorks(query))));
  server.tool("publication_count", "How many works match a query.", { query: z.string() }, async ({ query }) => text(`${await countWorks(query)} works.`));
  server.tool("work_record", "One work, through the registry client.", { doi: z.string() }, async ({ doi }) => text(JSON.stringify(await registry.one(doi))));
  server.tool("work_records", "Works matching a query, through the registry client.", { query: z.string() }, async ({ query }) => text(JSON.stringify(await registry.many(query))));
  server.tool("tag_list_loose", "Catalogue tags starting with a prefix (unchecked).", { prefix: z.string() }, async ({ prefix }) => text((await tagListLoose(prefix)).join(", ")));
  server.tool("organisation_count", "How many organisations the catalogue lists.", {}, async () => text(`${await organisationCount()} organisations.`));
  server.tool("library_count", "How many records a library catalogue holds for a term.", { term: z.string() }, async ({ term }) => {
    const res = await fetch(`https://library.example.org/resources?q=${encodeURIComponent(term)}`);
    const data = await res.json();
    if (!Array.isArray(data.docs)) throw new Error(`library: answer without a docs list; keys: ${Object.keys(data).join(", ")}`);
    const docs: unknown[] = data.docs;
    // ruleid: silent-envelope-default#count-default — inline: a moved `info` prints "0 total" beside real results
    const total = (data.info ?? {}).total ?? 0;
    return text(`${total} total, ${docs.length} shown.`);
  });
}
