// fidelity-audit corpus: rule empty-result-next-step (a helper's error value shown by the handler as data: stringified whole, as a shorthand text, inside a template; look-alikes that test the value first), modelled on the shapes of public MCP servers that wrap open science APIs with one request helper (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CatalogClient, spaceRequest } from "./space-client.js";

const catalog = new CatalogClient();

interface Forecast {
  isError?: boolean;
  level: string;
  issued: string;
}

function formatForecast(forecast: Forecast): { content: { type: "text"; text: string }[] } {
  return { content: [{ type: "text" as const, text: `Aurora level ${forecast.level}, issued ${forecast.issued}.` }] };
}

function formatForecastChecked(forecast: Forecast) {
  if (forecast.isError) return { isError: true, content: [{ type: "text" as const, text: "The forecast request failed; check SPACE_API." }] };
  return { content: [{ type: "text" as const, text: `Aurora level ${forecast.level}, issued ${forecast.issued}.` }] };
}

export function registerSpaceTools(server: McpServer): void {
  server.tool("aurora_forecast", "The aurora forecast.", {}, async () => {
    const forecast = await spaceRequest("/aurora");
    // ruleid: empty-result-next-step — the formatter reads the helper's error envelope as a forecast
    return formatForecast(forecast);
  });

  server.tool("aurora_forecast_checked", "The aurora forecast.", {}, async () => {
    const forecast = await spaceRequest("/aurora");
    // ok: empty-result-next-step — the formatter answers the error envelope as an error
    return formatForecastChecked(forecast);
  });

  server.tool("flare_events", "Solar flares in a date window.", { start: z.string(), end: z.string() }, async ({ start, end }) => {
    const result = await spaceRequest("/flares", { start, end });
    // ruleid: empty-result-next-step — the helper's error envelope is stringified into an ordinary answer
    return {
      content: [
        { type: "text" as const, text: `Flares from ${start} to ${end}.` },
        { type: "text" as const, text: JSON.stringify(result, null, 2) },
      ],
      isError: false,
    };
  });

  server.tool("storm_events", "Geomagnetic storms in a date window.", { start: z.string(), end: z.string() }, async ({ start, end }) => {
    const result = await spaceRequest("/storms", { start, end });
    // ok: empty-result-next-step — the helper's error envelope is handed on as the error it is
    if (result.isError) return result;
    return { content: [{ type: "text" as const, text: JSON.stringify({ storms: result, hint: "Widen the window with start/end." }) }] };
  });

  server.tool("catalog_entry", "A catalogue entry by designation.", { designation: z.string() }, async ({ designation }) => {
    const text = await catalog.fetchText(`/${encodeURIComponent(designation)}`);
    // ruleid: empty-result-next-step — the client method's failure message is shown as the entry
    return { content: [{ type: "text" as const, text }] };
  });

  server.tool("catalog_summary", "A catalogue summary by designation.", { designation: z.string() }, async ({ designation }) => {
    const body = await catalog.fetchText(`/${encodeURIComponent(designation)}/summary`);
    // ruleid: empty-result-next-step — the failure message is put inside the answer's text
    return { content: [{ type: "text" as const, text: `Summary of ${designation}:\n${body}` }] };
  });

  server.tool("catalog_entry_checked", "A catalogue entry by designation.", { designation: z.string() }, async ({ designation }) => {
    const text = await catalog.fetchText(`/${encodeURIComponent(designation)}`);
    // ok: empty-result-next-step — a failure message is answered as an error
    if (text.startsWith("Catalog request failed")) return { isError: true, content: [{ type: "text" as const, text }] };
    return { content: [{ type: "text" as const, text }] };
  });
}
