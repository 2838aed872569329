// fidelity-audit corpus: rule empty-result-no-echo (an archive search whose empty results show the term as `query` beside other values that went out: inline, through a builder in another file, and in a class method), modelled on the shapes of public MCP servers for document archives (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { asText, noHitsFor, noHitsForRequest } from "./echo-builders.js";

const ARCHIVE = process.env.ARCHIVE_URL ?? "https://archive.example/api";

async function search(query: string, collection: string, limit: number): Promise<unknown[]> {
  const url = `${ARCHIVE}/search?q=${encodeURIComponent(query)}&collection=${collection}&rows=${limit}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`archive answered ${res.status}`);
  return ((await res.json()) as { docs: unknown[] }).docs;
}

/** Only published letters, always: the server picks the status. */
async function searchPublished(query: string): Promise<unknown[]> {
  const res = await fetch(`${ARCHIVE}/search`, { method: "POST", body: JSON.stringify({ q: query, status: "published" }) });
  if (!res.ok) throw new Error(`archive answered ${res.status}`);
  return ((await res.json()) as { docs: unknown[] }).docs;
}

class ArchiveDesk {
  async find(query: string, collection: string, limit: number) {
    const docs = await search(query, collection, limit);
    if (!docs.length) {
      // ruleid: empty-result-no-echo — `searched` shows the term, but the collection and the limit went out too
      return asText({ documents: [], searched: query, hint: "Try a shorter term or a wildcard (tax*)." });
    }
    return asText({ documents: docs });
  }

  async findEchoed(query: string, collection: string, limit: number) {
    const docs = await search(query, collection, limit);
    if (!docs.length) {
      // ok: empty-result-no-echo — every value that went out is shown
      return asText({ documents: [], searched: query, collection, limit, hint: "Try a wildcard (tax*)." });
    }
    return asText({ documents: docs });
  }
}

const desk = new ArchiveDesk();

export function registerArchiveTools(server: McpServer): void {
  const args = {
    query: z.string(),
    collection: z.string().default("letters"),
    limit: z.number().int().max(100).default(20),
  };

  server.tool("search_archive", "Search the archive (plain words, whole-word match).", args, async ({ query, collection, limit }) => {
    const docs = await search(query, collection, limit);
    if (!docs.length) {
      // ruleid: empty-result-no-echo — `query` alone is not the echo: the collection and the limit went out too
      return asText({ documents: [], query, hint: "Try a shorter term or a wildcard (tax*)." });
    }
    return asText({ documents: docs });
  });

  server.tool("search_archive_echoed", "Search the archive (plain words, whole-word match).", args, async ({ query, collection, limit }) => {
    const docs = await search(query, collection, limit);
    if (!docs.length) {
      // ok: empty-result-no-echo — `query` beside the other values sent
      return asText({ documents: [], query, collection, limit, hint: "Try a wildcard (tax*)." });
    }
    return asText({ documents: docs });
  });

  server.tool("search_archive_helper", "Search the archive (plain words, whole-word match).", args, async ({ query, collection, limit }) => {
    const docs = await search(query, collection, limit);
    // ruleid: empty-result-no-echo — the builder in the other file shows only the term
    if (!docs.length) return noHitsFor(query);
    return asText({ documents: docs });
  });

  server.tool("search_archive_helper_echoed", "Search the archive (plain words, whole-word match).", args, async ({ query, collection, limit }) => {
    const docs = await search(query, collection, limit);
    // ok: empty-result-no-echo — the builder is handed every value that went out
    if (!docs.length) return noHitsForRequest(query, collection, limit);
    return asText({ documents: docs });
  });

  server.tool("search_published", "Search published letters (plain words, whole-word match).", { query: z.string() }, async ({ query }) => {
    const docs = await searchPublished(query);
    if (!docs.length) {
      // ruleid: empty-result-no-echo — the term is shown, the status the server sent with it is not
      return asText({ documents: [], query, hint: "Try a shorter term or a wildcard (tax*)." });
    }
    return asText({ documents: docs });
  });

  server.tool("search_published_echoed", "Search published letters (plain words, whole-word match).", { query: z.string() }, async ({ query }) => {
    const docs = await searchPublished(query);
    if (!docs.length) {
      // ok: empty-result-no-echo — the term and the status the server sent
      return asText({ documents: [], query, status: "published", hint: "Try a wildcard (tax*)." });
    }
    return asText({ documents: docs });
  });

  server.tool("find_in_archive", "Search the archive (plain words, whole-word match).", args, async ({ query, collection, limit }) =>
    desk.find(query, collection, limit),
  );

  server.tool("find_in_archive_echoed", "Search the archive (plain words, whole-word match).", args, async ({ query, collection, limit }) =>
    desk.findEchoed(query, collection, limit),
  );
}
