// fidelity-audit corpus: registration style wrapper-helper (tools declared through registerSearchTool), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerSearchTool } from "../lib/define-tool.js";
import { searchDatasets, searchStations } from "../lib/hydro-api.js";

export function registerSearchTools(server: McpServer) {
  registerSearchTool(
    server,
    "search_stations",
    "Find gauging stations by station, river or place name. Results are ordered by station number.",
    searchStations,
  );

  registerSearchTool(
    server,
    "search_datasets",
    "Find published hydrological datasets by title words. Results are ordered by dataset identifier.",
    (query, limit) => searchDatasets(query, limit),
  );
}
