// fidelity-audit corpus: rule query-syntax-undocumented (wiki and web-search tools: a filter named only in its description, a shared schema, a syntax documented by reference, a pass-through API tool), modelled on wiki and web-search MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const WIKI = process.env.WIKI_URL ?? "https://wiki.example/rest/api";
const text = (v: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(v) }] });

async function get(path: string, params: Record<string, string | undefined>): Promise<unknown> {
  const url = new URL(`${WIKI}${path}`);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return (await fetch(url)).json();
}

/** One schema, two tools. */
const PageSearch = z.object({
  // ruleid: query-syntax-undocumented#syntax-undocumented
  q: z.string().describe("Search text"),
});

export function registerWikiTools(server: McpServer) {
  server.tool("search_pages", "Search wiki pages.", PageSearch.shape, async ({ q }) => text(await get("/pages/search", { q })));
  server.tool("search_blogposts", "Search wiki blog posts.", PageSearch.shape, async ({ q }) => text(await get("/blogposts/search", { q })));

  server.tool(
    "web_search",
    "Search the web through the wiki's search proxy.",
    {
      // ruleid: query-syntax-undocumented — a reference to a syntax page names the syntax, not how words match
      query: z.string().describe("Search query (see the proxy's search syntax page)"),
      // ruleid: query-syntax-undocumented#syntax-undocumented
      period: z.string().optional().describe("Time-based search filter"),
      // ok: query-syntax-undocumented — filters by a category: a value, not a language
      category: z.string().optional().describe("Filter the results by the specified category."),
    },
    async ({ query, period, category }) => text(await get("/web", { q: query, tbs: period, category })),
  );

  server.tool(
    "web_news",
    "Search the web for recent news articles through a web search engine.",
    // ruleid: query-syntax-undocumented — a web search engine is a full-text index too: how words match is still owed
    { query: z.string().describe("Search query (max 400 chars, 50 words)") },
    async ({ query }) => text(await get("/web/news", { q: query })),
  );

  server.tool(
    "ask_wiki",
    "Ask the wiki's semantic search.",
    // ok: query-syntax-undocumented — a sentence, not a query language
    { query: z.string().describe("Search query - can be a question, statement, or keywords") },
    async ({ query }) => text(await get("/semantic", { q: query })),
  );

  server.tool(
    "search_repos",
    "Search code repositories mirrored in the wiki.",
    // ruleid: query-syntax-undocumented — a reference names the syntax; the granularity is still owed
    { query: z.string().describe("Search query (see GitHub search syntax)") },
    async ({ query }) => text(await get("/repos", { q: query })),
  );

  server.tool(
    "search_templates",
    "Search the wiki's template gallery by keywords.",
    {
      search: z
        .string()
        .describe(
          // ruleid: query-syntax-undocumented — plain keywords name the syntax; how they match (whole words, all or any) is still owed
          "Words to look for in a template's title and summary. Use simple space-separated keywords; do not use AND/OR operators or other advanced syntax, the gallery uses full-text search only.",
        ),
    },
    async ({ search }) => text(await get("/templates", { q: search })),
  );

  server.tool(
    "retrieve_from_knowledge_base",
    "Retrieve passages from the wiki's knowledge base (vector store) for a query.",
    // ok: query-syntax-undocumented — a retrieval over embeddings matches by meaning, there is no syntax
    { query: z.string().describe("The query to retrieve passages for") },
    async ({ query }) => text(await get("/kb/retrieve", { q: query })),
  );

  server.tool(
    "query_knowledge_base",
    "Query passages of the wiki's knowledge base with a hybrid (vector and keyword) search.",
    // ruleid: query-syntax-undocumented — a hybrid search also matches words: how they match is owed
    { query: z.string().describe("Search query.") },
    async ({ query }) => text(await get("/kb/hybrid", { q: query })),
  );

  server.tool(
    "wiki_sql",
    "Run a read-only statement against the wiki's reporting database.",
    // ok: query-syntax-undocumented — named after SQL, which defines how it matches
    { sql: z.string() },
    async ({ sql }) => text(await get("/reporting", { sql })),
  );

  server.tool(
    "spell_check_query",
    "Suggest a corrected spelling for a wiki search query.",
    // ok: query-syntax-undocumented — the text is checked for spelling, not matched against pages
    { query: z.string().describe("Search query to spell-check") },
    async ({ query }) => text(await get("/spelling", { q: query })),
  );

  server.tool(
    "company_research_exa",
    "Research a company through the neural search engine.",
    // ok: query-syntax-undocumented — a name handed to a neural search engine, which knows no query language
    { companyName: z.string().describe("Name of the company to research") },
    async ({ companyName }) => text(await get("/neural", { query: `${companyName} company` })),
  );

  server.tool(
    "wiki_get",
    `Call any GET endpoint of the wiki API.

Common paths:
- /pages/{id} - one page
// ruleid: query-syntax-undocumented#pass-through-language
- /search - search content (cql query param)`,
    { path: z.string(), queryParams: z.record(z.string()).optional() },
    async ({ path, queryParams }) => text(await get(path, queryParams ?? {})),
  );

  server.tool(
    "wiki_get_documented",
    // ok: query-syntax-undocumented
    `Call any GET endpoint of the wiki API. For /search pass a cql query param: text ~ "word" matches whole words, case-insensitive; title = "Exact Title" matches exactly.`,
    { path: z.string(), queryParams: z.record(z.string()).optional() },
    async ({ path, queryParams }) => text(await get(path, queryParams ?? {})),
  );
}
