// fidelity-audit corpus: registration style add-tool — FastMCP's server.addTool({ name, description, parameters, execute }) (written for this repo, 2026-11-29, modelled on FastMCP-based servers)
import { FastMCP } from "fastmcp";
import { z } from "zod";
import { getTitle, searchCatalogue } from "./catalogue.js";

const server = new FastMCP({ name: "library", version: "1.1.0" });

server.addTool({
  name: "search_catalogue",
  description: "Search the library catalogue. `q` is CQL; matching is on whole words.",
  parameters: z.object({
    q: z.string().describe("CQL query, e.g. `title=\"Wasser*\"`"),
    max: z.number().int().min(1).max(200).default(50),
  }),
  annotations: { readOnlyHint: true },
  execute: async (args) => JSON.stringify(await searchCatalogue(args.q, args.max)),
});

server.addTool({
  name: "get_title",
  description: "Fetch one catalogue record by its id.",
  parameters: z.object({ id: z.string() }),
  execute: async ({ id }) => JSON.stringify(await getTitle(id)),
});

server.start({ transportType: "stdio" });
