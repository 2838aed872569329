// fidelity-audit corpus: registration style wrapper-helper (tools declared through defineTool), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { defineTool } from "../lib/define-tool.js";
import { getMeasurements, getStation } from "../lib/hydro-api.js";

export function registerStationTools(server: McpServer) {
  defineTool(server, {
    name: "get_station",
    title: "Station details",
    description: "Metadata of one gauging station: name, river, canton, coordinates, measured parameters.",
    input: {
      station_id: z.string().regex(/^\d{4}$/).describe("Four-digit station number"),
    },
    run: ({ station_id }) => getStation(station_id),
  });

  defineTool(server, {
    name: "get_measurements",
    description:
      "Hourly measurements of one parameter at one station for the last N days, oldest first, with units.",
    input: {
      station_id: z.string().regex(/^\d{4}$/),
      parameter: z.enum(["discharge", "water_level", "temperature"]),
      days: z.number().int().min(1).max(31).default(7),
    },
    run: ({ station_id, parameter, days }) => getMeasurements(station_id, parameter, days),
  });
}
