// fidelity-audit corpus: rule empty-result-excuse (tool list: descriptions and JSON-schema property descriptions), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { zodToJsonSchema } from "zod-to-json-schema";
import { SearchCollectionArgs, SearchTermsArgs, TranslationArgs } from "./schemas.js";

type ToolInput = Tool["inputSchema"];

export const TOOLS: Tool[] = [
  {
    name: "search_terms",
    description:
      "Search the term portal for designations in all five languages. " +
      // ruleid: empty-result-excuse
      "An empty result usually means the term is out of scope for the portal.",
    inputSchema: zodToJsonSchema(SearchTermsArgs) as ToolInput,
  },
  {
    name: "begriff_suchen",
    // ruleid: empty-result-excuse
    description: "Sucht einen Begriff in einer Klassifikation. Ohne Treffer ist der Begriff wahrscheinlich nicht erfasst.",
    inputSchema: {
      type: "object",
      properties: {
        begriff: { type: "string", description: "Gesuchter Begriff (ganze Wörter)" },
        klassifikation: {
          type: "string",
          // ruleid: empty-result-excuse
          description: "Klassifikationscode. Ein leeres Ergebnis bedeutet meist, dass der Code nicht existiert.",
        },
      },
      required: ["begriff", "klassifikation"],
    },
  },
  {
    name: "search_collection",
    description:
      "Full-text search in one document collection. " +
      // ok: empty-result-excuse
      "If nothing matches, retry with a wildcard (e.g. `hydro*`); never guess a designation.",
    inputSchema: zodToJsonSchema(SearchCollectionArgs) as ToolInput,
  },
  {
    name: "get_translation",
    // ok: empty-result-excuse
    description: "Return the translations of one entry, the most likely equivalents first (by usage rating, then id).",
    inputSchema: zodToJsonSchema(TranslationArgs) as ToolInput,
  },
  { name: "find_places", description: "Find places by name.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
  { name: "sample_schema", description: "Sample the fields of one collection.", inputSchema: { type: "object", properties: { collection: { type: "string" } }, required: ["collection"] } },
  { name: "orte_suchen", description: "Sucht Orte nach Namen.", inputSchema: { type: "object", properties: { ort: { type: "string" } }, required: ["ort"] } },
  {
    name: "nearby",
    // ok: empty-result-excuse
    description: "Places near a point. If no places are returned, widen the radius or call find_places with a town name.",
    inputSchema: { type: "object", properties: { lat: { type: "number" }, lon: { type: "number" } }, required: ["lat", "lon"] },
  },
  {
    name: "get_place",
    description:
      "Fetch one place by its id.\n" +
      "## Troubleshooting\n" +
      // ok: empty-result-excuse
      "- If no place is returned, suggest searching with find_places to get a current id\n",
    inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
  },
  {
    name: "get_places_by_ids",
    description: "Fetch several places by their gazetteer ids (GNIDs).",
    inputSchema: { type: "object", properties: { gnids: { type: "array", items: { type: "string" } } }, required: ["gnids"] },
  },
  {
    name: "place_notes",
    description: "The notes kept for one place, as text.",
    inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
  },
  { name: "match_trials", description: "Trials a patient of the given age may join.", inputSchema: { type: "object", properties: { age: { type: "number" }, volunteer: { type: "boolean" }, recruiting: { type: "boolean" } }, required: ["age"] } },
  { name: "search_docs", description: "Search the documentation.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
  { name: "doku_suchen", description: "Durchsucht die Dokumentation.", inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } },
  { name: "get_trial", description: "One trial by its ID.", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
  { name: "trial_sites", description: "The sites of one trial.", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
  { name: "standorte", description: "Die Standorte einer Studie.", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
  { name: "trial_votes", description: "Board votes on a trial.", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
  { name: "trial_votes_hinted", description: "Board votes on a trial.", inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
];
