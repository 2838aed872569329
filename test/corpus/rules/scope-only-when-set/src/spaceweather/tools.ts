// fidelity-audit corpus: rule scope-only-when-set (a documented date-window default, a later fallback for a left-out key, "now" formatted as a window's end, an optional chain on an options object, facet clauses of a query text), modelled on public MCP servers over a space agency's open APIs, an agricultural statistics API and a library discovery API (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import axios from "axios";
import { z } from "zod";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const WEATHER = "https://api.nasa.gov";

/** A shared query helper: every key of the object goes out as it is. */
async function statsQuery(params: Record<string, unknown>) {
  const res = await axios.get("https://stats.agriculture.example/api/api_GET", { params });
  return res.data as { data?: unknown[] };
}

function cropStats(commodity: string, opts?: { year?: number; state?: string }) {
  return statsQuery({
    commodity_desc: commodity,
    // ruleid: scope-only-when-set#left-out-when-absent — `opts?.year`: a key left out when absent, not a guard on it
    year: opts?.year,
  });
}

export function registerSpaceWeatherTools(server: McpServer) {
  server.tool(
    "space_weather_events",
    "Space weather events (coronal mass ejections, flares, storms).",
    {
      kind: z.enum(["cme", "flr", "gst"]).describe("Event kind"),
      startDate: z.string().optional().describe("Start date YYYY-MM-DD"),
      endDate: z.string().optional().describe("End date YYYY-MM-DD"),
    },
    async ({ kind, startDate, endDate }) => {
      const paths: Record<string, string> = { cme: "/DONKI/CME", flr: "/DONKI/FLR", gst: "/DONKI/GST" };
      const query: Record<string, string> = {};
      // ruleid: scope-only-when-set#sent-only-when-set — left out, the service returns only the last 30 days
      if (startDate) query.startDate = startDate;
      // ok: scope-only-when-set — left out, the documented end is the current date: the window runs until now
      if (endDate) query.endDate = endDate;
      const res = await axios.get(`${WEATHER}${paths[kind]}`, { params: query });
      return text(res.data);
    },
  );

  server.tool(
    "natural_events",
    "Natural events (wildfires, storms, volcanoes).",
    {
      days: z.number().int().optional().describe("Number of days to look back"),
      source: z.string().optional().describe("Data source"),
    },
    async ({ days, source }) => {
      const apiParams: Record<string, unknown> = {};
      if (days) apiParams.days = days;
      // ruleid: scope-only-when-set#sent-only-when-set — an unmodelled API: its default for `source` is not known
      if (source) apiParams.source = source;
      // ruleid: scope-only-when-set#hidden-default-window — the key is always sent: 60 days the caller is not told of
      if (!days) apiParams.days = 60;
      const res = await axios.get("https://events.space-agency.example/api/v3/events", { params: apiParams });
      return text(res.data);
    },
  );

  server.tool(
    "natural_events_named",
    "Natural events (wildfires, storms, volcanoes).",
    {
      days: z.number().int().optional().describe("Number of days to look back (60 when left out)"),
    },
    async ({ days }) => {
      const apiParams: Record<string, unknown> = {};
      if (days) apiParams.days = days;
      // ok: scope-only-when-set — the fallback is named in the argument's description
      if (days === undefined) apiParams["days"] = 60;
      const res = await axios.get("https://events.space-agency.example/api/v3/events", { params: apiParams });
      return text(res.data);
    },
  );

  server.tool(
    "get_spending_over_time",
    "Spending per period.",
    {
      start_date: z.string().optional().describe("Start date YYYY-MM-DD"),
      end_date: z.string().optional().describe("End date YYYY-MM-DD"),
    },
    async ({ start_date, end_date }) => {
      const weekAgo = new Date();
      weekAgo.setDate(weekAgo.getDate() - 7);
      const res = await axios.get("https://spending.example/api/v2/spending", {
        params: {
          // ruleid: scope-only-when-set#hidden-default-window — a start moved back from now is a window
          start_date: start_date || weekAgo.toISOString().split("T")[0],
          // ok: scope-only-when-set — "now", formatted, as the end of a window cuts nothing off
          end_date: end_date || new Date().toISOString().split("T")[0],
        },
      });
      return text(res.data);
    },
  );

  server.tool(
    "crop_stats",
    "Crop statistics for one commodity.",
    {
      commodity: z.string().describe("Commodity, e.g. CORN"),
      year: z.number().int().optional().describe("Year"),
    },
    async ({ commodity, year }) => text(await cropStats(commodity, { year })),
  );

  server.tool(
    "library_search",
    "Search the library catalogue.",
    {
      query: z.string().describe("Search words"),
      language: z.string().optional().describe("Language code, e.g. ger"),
      resourceType: z.string().optional().describe("Resource type, e.g. books"),
    },
    async ({ query, language, resourceType }) => {
      const params: Record<string, string> = { q: `any,contains,${query}` };
      const include: string[] = [];
      // ok: scope-only-when-set — a facet clause of the qInclude text: left out, no facet filter
      if (language) include.push(`facet_lang,exact,${language}`);
      // ok: scope-only-when-set — the same, as a template with the separator of several facets
      if (resourceType) include.push(`|,|facet_rtype,exact,${resourceType}`);
      if (include.length) params.qInclude = include.join("");
      const res = await axios.get("https://api-eu.hosted.exlibrisgroup.com/primo/v1/search", { params });
      return text(res.data);
    },
  );
}

export function registerRecordTools2(server: McpServer) {
  server.tool(
    "bound_records",
    "Bound volumes of the congressional record.",
    { year: z.number().int().optional().describe("Year"), status: z.string().optional().describe("Status") },
    async ({ year, status }) => {
      let path = "/bound-record";
      // ok: scope-only-when-set — a path segment: left out, the request lists the collection itself
      if (year) path += `/${year}`;
      // ruleid: scope-only-when-set#sent-only-when-set — a query key in the URL text is a parameter left out
      if (status) path += `?status=${status}`;
      const res = await axios.get(`https://records.example.gov/v3${path}`);
      return text(res.data);
    },
  );

  server.tool(
    "event_categories",
    "Natural events, optionally of one category.",
    { category: z.string().optional().describe("Event category (wildfires, volcanoes)") },
    async ({ category }) => {
      let endpointPath = "/v3/events";
      // ok: scope-only-when-set — the argument picks the category's own endpoint, no key is left out
      if (category) endpointPath = `/v3/categories/${category}`;
      const res = await axios.get(`https://events.space-agency.example/api${endpointPath}`);
      return text(res.data);
    },
  );
}
