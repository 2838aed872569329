// fidelity-audit corpus: rule query-syntax-undocumented (name patterns the upstream matches with SQL LIKE: wildcard meaning stated or not, through a helper in another file, inline and in a class method), modelled on CRM-metadata MCP servers (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { toLikePattern } from "./like-pattern.js";

const CRM = process.env.CRM_URL ?? "https://crm.example.org/services/data";
const text = (v: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(v) }] });

async function soql(q: string): Promise<unknown[]> {
  const res = await fetch(`${CRM}/query?q=${encodeURIComponent(q)}`);
  if (!res.ok) throw new Error(`query answered ${res.status}`);
  return ((await res.json()) as { records: unknown[] }).records;
}

class ComponentIndex {
  async byName(nameFilter: string): Promise<unknown[]> {
    return soql(`SELECT Id, Name FROM ApexComponent WHERE Name LIKE '%${nameFilter}%'`);
  }
}
const components = new ComponentIndex();

export function registerMetadataTools(server: McpServer) {
  server.tool(
    "list_triggers",
    "List triggers. Wildcards are supported in namePattern: * (matches any characters) and ? (matches a single character).",
    {
      // ok: query-syntax-undocumented — the tool's description says what each wildcard matches: the pattern is the match
      namePattern: z.string().optional().describe("Pattern to match trigger names (supports wildcards * and ?)"),
    },
    async ({ namePattern }) => {
      let query = "SELECT Id, Name FROM ApexTrigger";
      if (namePattern) {
        const likePattern = toLikePattern(namePattern);
        query += ` WHERE Name LIKE '${likePattern}'`;
      }
      return text(await soql(query));
    },
  );

  server.tool(
    "list_classes",
    "List classes.",
    {
      // ruleid: query-syntax-undocumented#like-pattern-undocumented — wildcards named, not what they match nor that plain text is a substring
      namePattern: z.string().optional().describe("Pattern to match class names (supports wildcards * and ?)"),
    },
    async ({ namePattern }) => {
      const likePattern = toLikePattern(namePattern ?? "*");
      return text(await soql("SELECT Id, Name FROM ApexClass WHERE Name LIKE '" + likePattern + "'"));
    },
  );

  server.tool(
    "list_components",
    "List components.",
    {
      // ruleid: query-syntax-undocumented#like-pattern-undocumented — put into LIKE '%…%' by a class method
      nameFilter: z.string().describe("Filter components by name"),
    },
    async ({ nameFilter }) => text(await components.byName(nameFilter)),
  );

  server.tool(
    "list_pages",
    "List pages. In namePattern, `*` stands for any run of characters and `?` for one character; text without a wildcard matches anywhere in the name.",
    {
      // ok: query-syntax-undocumented — the wildcards' meaning is stated in the tool's description
      namePattern: z.string().describe("Pattern to match page names"),
    },
    async ({ namePattern }) => text(await soql(`SELECT Id, Name FROM ApexPage WHERE Name LIKE '${toLikePattern(namePattern)}'`)),
  );

  server.tool(
    "search_docs",
    "Search the documentation. Lucene syntax: * matches any characters, ? a single character.",
    {
      // ruleid: query-syntax-undocumented#granularity-undocumented — a text index: the wildcards are defined, whole words or substrings are not
      q: z.string().describe("Search query"),
    },
    async ({ q }) => text(await soql(`FIND {${q}} IN ALL FIELDS RETURNING Article`)),
  );
}
