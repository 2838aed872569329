// fidelity-audit corpus: rule scope-only-when-set (an end bound left out against a start bound left out, an end filled with a date of the server's own, a page size filled in), modelled on public MCP servers over a central bank's data warehouse and an event analytics API (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";
import { cubeSeries, Warehouse } from "./client.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const warehouse = new Warehouse();

export function registerWarehouseTools(server: McpServer) {
  server.tool(
    "cube_data",
    "Data of one cube of the central bank's warehouse.",
    {
      cube: z.string().describe("Cube id"),
      from_date: z.string().optional().describe("Start date, YYYY or YYYY-MM"),
      to_date: z.string().optional().describe("End date, same format as from_date"),
    },
    async ({ cube, from_date, to_date }) => {
      const params: Record<string, string> = {};
      // ruleid: scope-only-when-set#sent-only-when-set — inline: the start of the window left to the upstream
      if (from_date) params.fromDate = from_date;
      // ok: scope-only-when-set — inline: the end of the window left out means up to the latest observation
      if (to_date) params.toDate = to_date;
      const res = await axios.get(`https://data.central-bank.example/api/cube/${cube}/data`, { params });
      return text(res.data);
    },
  );

  server.tool(
    "cube_series",
    "A cube's series.",
    {
      cube: z.string().describe("Cube id"),
      since: z.string().optional().describe("First date"),
      until: z.string().optional().describe("Last date"),
    },
    async ({ cube, since, until }) => text(await cubeSeries(cube, { since, until })),
  );

  server.tool(
    "cube_observations",
    "A cube's observations.",
    {
      cube: z.string().describe("Cube id"),
      date_from: z.string().optional().describe("First date"),
      date_to: z.string().optional().describe("Last date"),
    },
    async ({ cube, date_from, date_to }) => text(await warehouse.observations(cube, { date_from, date_to })),
  );

  server.tool(
    "cube_archive",
    "A cube's archived vintage.",
    {
      cube: z.string().describe("Cube id"),
      to: z.string().optional().describe("Last date"),
    },
    async ({ cube, to }) => {
      const params: Record<string, string> = {};
      if (to) params.to = to;
      // ruleid: scope-only-when-set#hidden-default-window — an end of the server's own, not "now": the window stops there
      if (!to) params.to = "2019-12-31";
      const res = await axios.get(`https://data.central-bank.example/api/cube/${cube}/archive`, { params });
      return text(res.data);
    },
  );

  server.tool(
    "run_event_query",
    "Run an analytics query over the events of a dataset.",
    {
      dataset: z.string().describe("Dataset slug"),
      limit: z.number().int().positive().optional().describe("Maximum number of result rows to return."),
    },
    async ({ dataset, limit }) => {
      const body = {
        // ruleid: scope-only-when-set#hidden-default — a page size filled in: the caller believes it gets every row
        limit: limit || 100,
      };
      const res = await axios.post(`https://events.analytics.example/1/query/${dataset}`, body);
      return text(res.data);
    },
  );
}
