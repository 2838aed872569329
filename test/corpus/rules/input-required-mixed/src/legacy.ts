// fidelity-audit corpus: rule input-required-mixed (low-level Server, switch dispatch), modelled on gazetteer/terminology MCP servers on revision 2026-07-28 (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ask, found, search } from "./results.js";

export const legacy = new Server({ name: "gazetteer-legacy", version: "2.0.0" }, { capabilities: { tools: {} } });

legacy.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "lookup_entry",
      description: "Look up one gazetteer entry by its exact name (whole name, case-insensitive).",
      inputSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
    },
    {
      name: "search_documents",
      description: "Search source documents (whole words) within one collection; asks for the collection when missing.",
      inputSchema: { type: "object", properties: { query: { type: "string" }, collection: { type: "string" } }, required: ["query"] },
    },
    {
      name: "search_maps",
      description: "Historical maps of a place (whole words); asks for the scale when missing.",
      inputSchema: { type: "object", properties: { place: { type: "string" }, scale: { type: "string" } }, required: ["place"] },
    },
  ],
}));

legacy.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as Record<string, string>;
  switch (request.params.name) {
    case "lookup_entry": {
      const items = await search("/entries", { name: args.name });
      if (items.length === 0) {
        // ruleid: input-required-mixed
        return {
          content: [{ type: "text", text: JSON.stringify({ entries: [], hint: `No entry named "${args.name}"; check the spelling.` }) }],
          inputRequests: [{ name: "name", message: "Did you mean another name?" }],
        };
      }
      return found(items);
    }
    case "search_documents": {
      if (!args.collection) {
        // ok: input-required-mixed
        return ask("collection", "Which collection? Answer ALL to search every collection.");
      }
      return found(await search("/documents", { q: args.query, collection: args.collection }));
    }
    case "search_maps": {
      if (!args.scale) {
        // ruleid: input-required-mixed
        return {
          resultType: "input_required",
          content: [{ type: "text", text: `No maps found for "${args.place}" yet: which scale?` }],
          inputRequests: [{ name: "scale", message: "Which scale (e.g. 1:25000)?" }],
        };
      }
      return found(await search("/maps", { q: args.place, scale: args.scale }));
    }
    default:
      return { isError: true, content: [{ type: "text", text: `Unknown tool ${request.params.name}` }] };
  }
});
