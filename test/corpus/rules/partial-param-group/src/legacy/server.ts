// fidelity-audit corpus: rule partial-param-group (a second, older low-level server in the same repository that serves a tool of the same name; type guard and logger over the whole arguments), modelled on the shapes of public MCP server collections (written for this repo, 2026-11-30)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const BASE = process.env.LEGACY_CATALOGUE_URL ?? "https://legacy-catalogue.example/api";

interface LegacyFacetArgs {
  term: string;
  limit?: number;
}

/** A type guard reads the shape of the arguments, not their values: it does not send `limit` anywhere. */
function isLegacyFacetArgs(args: unknown): args is LegacyFacetArgs {
  return typeof args === "object" && args !== null && "term" in args && typeof (args as { term: unknown }).term === "string";
}

export const legacyServer = new Server({ name: "catalogue-legacy", version: "0.1.0" }, { capabilities: { tools: {} } });

legacyServer.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "facet_search",
      description: "Search the legacy catalogue by a term (whole words).",
      inputSchema: {
        type: "object",
        properties: {
          term: { type: "string", description: "Search term, whole words" },
          // ruleid: partial-param-group#dead-argument
          limit: { type: "number", description: "Maximum number of hits" },
        },
        required: ["term"],
      },
    },
    {
      name: "create_list",
      description: "Create a reading list.",
      inputSchema: {
        type: "object",
        properties: {
          // ok: partial-param-group
          name: { type: "string" },
          // ruleid: partial-param-group#dead-argument-mutation
          description: { type: "string", description: "Shown under the list's name" },
        },
        required: ["name"],
      },
    },
  ],
}));

legacyServer.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  switch (name) {
    // ok: partial-param-group — the handler that leaves it behind (the finding is at the declaration)
    case "facet_search": {
      if (!isLegacyFacetArgs(args)) throw new Error("invalid arguments for facet_search");
      console.error("facet_search", JSON.stringify(args));
      const { term } = args;
      const res = await fetch(`${BASE}/facets?q=${encodeURIComponent(term)}`);
      return { content: [{ type: "text", text: await res.text() }] };
    }
    // ok: partial-param-group — the handler that leaves it behind (the finding is at the declaration)
    case "create_list": {
      const { name: listName } = args as { name: string; description?: string };
      const res = await fetch(`${BASE}/lists`, { method: "POST", body: JSON.stringify({ name: listName }) });
      return { content: [{ type: "text", text: await res.text() }] };
    }
    default:
      throw new Error(`unknown tool ${name}`);
  }
});
