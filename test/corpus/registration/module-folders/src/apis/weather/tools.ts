// Tools of the weather module of the open-data hub corpus server; written for this repo.
import type { Tool } from "fastmcp";
import { z } from "zod";
import { forecast } from "./sdk.js";

export const tools: Tool<undefined>[] = [
  {
    name: "weather_forecast",
    description: "Forecast periods for one station.",
    parameters: z.object({ station: z.string(), days: z.number().optional() }),
    execute: async ({ station, days }) => JSON.stringify((await forecast(station, days)).periods),
  },
];
