// fidelity-audit corpus: rule scope-only-when-set (handlers that pass the whole argument object to the request, directly or through a shared client), modelled on a public MCP server over a space agency's open APIs (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";
import { hyphenated, spaceRequest } from "./client.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerObservatoryTools(server: McpServer) {
  server.tool(
    "impact_risk",
    "Objects on the impact-risk list.",
    {
      limit: z.number().int().optional().describe("Maximum number of objects to return"),
      designation: z.string().optional().describe("Designation of one object"),
    },
    async (args) => {
      const params = hyphenated(args);
      // ruleid: scope-only-when-set#left-out-when-absent — the request that leaves `limit` out, not the schema
      const res = await axios.get("https://risk.space-agency.example/api/sentry", { params });
      return text(res.data);
    },
  );

  server.tool(
    "pictures_of_the_day",
    "Pictures of the day, one per date.",
    {
      count: z.number().int().optional().describe("How many pictures to return"),
      thumbs: z.boolean().optional().describe("Also return thumbnail links"),
    },
    async (args) => {
      // ruleid: scope-only-when-set#left-out-when-absent — the tool's call into the shared client
      const data = await spaceRequest("/planetary/pictures", args);
      return text(data);
    },
  );

  server.tool(
    "solar_flares",
    "Solar flares recorded by the space weather service.",
    {
      limit: z.number().int().optional().describe("Maximum number of flares to return"),
      detail: z.boolean().optional().describe("Include the instruments"),
    },
    async (args) => {
      // ruleid: scope-only-when-set#left-out-when-absent
      const data = await spaceRequest("/weather/flares", args);
      return text(data);
    },
  );

  server.tool(
    "mission_search",
    "Search the mission catalogue by words in the mission name.",
    {
      keyword: z.string().optional().describe("Plain words matched against mission names (whole words, case-insensitive)"),
      page_size: z.number().int().default(100).describe("Missions per page (default 100)"),
    },
    async (args) => {
      // ok: scope-only-when-set — free text (left out, no text filter) and a page size the schema fills in
      const data = await spaceRequest("/missions", args);
      return text(data);
    },
  );
}
