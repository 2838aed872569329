// fidelity-audit corpus: registration style list-tools-handler (Tool[] with JSON Schema), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { Tool } from "@modelcontextprotocol/sdk/types.js";

export const LANGUAGES = ["de", "fr", "it", "en", "rm"] as const;

const SEARCH_TERMS_TOOL: Tool = {
  name: "search_terms",
  description:
    "Search the terminology database. `term` is matched against designations in the chosen language as a " +
    "whole word, case-insensitive; a trailing * allows prefix matching. Searches every subject domain unless " +
    "`domain_ids` narrows it; the result lists the domain ids that were searched.",
  inputSchema: {
    type: "object",
    properties: {
      term: {
        type: "string",
        description: "Designation to look for (whole word, trailing * for prefix)",
      },
      domain_ids: {
        type: "array",
        items: { type: "integer" },
        description: "Subject domains to search; all domains when omitted",
      },
      language: {
        type: "string",
        enum: ["de", "fr", "it", "en", "rm"],
        default: "de",
        description: "Language of the designation",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
        default: 25,
        description: "Maximum number of entries",
      },
      exact: {
        type: "boolean",
        default: false,
        description: "Match the whole designation instead of single words",
      },
    },
    required: ["term"],
  },
};

const GET_TERM_TOOL: Tool = {
  name: "get_term",
  description: "Fetch one terminology entry with all language versions, definitions and sources.",
  inputSchema: {
    type: "object",
    properties: {
      id: { type: "string", description: "Entry id as returned by search_terms" },
      languages: {
        type: "array",
        items: { type: "string" },
        description: "Language versions to include; all five when omitted",
      },
    },
    required: ["id"],
  },
};

export const TOOLS: Tool[] = [SEARCH_TERMS_TOOL, GET_TERM_TOOL];
