// fidelity-audit corpus: registration style mcp-server-tool (tool descriptions), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)

export const SEARCH_TITLES_DESCRIPTION =
  "Search the union catalogue by free text. The query is matched against title, author and subject " +
  "as whole words (no substrings, no wildcards); all words must occur. Results are ordered by relevance, " +
  "ties broken by record id. When nothing matches, the result says so and echoes the request that was sent.";

export const LIST_LIBRARIES_DESCRIPTION =
  "List all member libraries of the union catalogue with their ISIL code, name and city, ordered by ISIL.";

export const LOOKUP_ISBN_DESCRIPTION =
  "Look up a single edition by ISBN-10 or ISBN-13. Hyphens are ignored. Returns the bibliographic record " +
  "and, if requested, the holding libraries.";
