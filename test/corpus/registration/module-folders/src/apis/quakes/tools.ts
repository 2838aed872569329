// Tools of the earthquake module of the open-data hub corpus server; written for this repo.
import type { Tool } from "fastmcp";
import { z } from "zod";
import { query } from "./sdk.js";

export const tools: Tool<undefined>[] = [
  {
    name: "quakes_recent",
    description: "Recent earthquakes above a magnitude.",
    parameters: z.object({ min_magnitude: z.number() }),
    execute: async ({ min_magnitude }) =>
      JSON.stringify((await query({ minmagnitude: String(min_magnitude) })).features),
  },
  {
    name: "quakes_near",
    description: "Earthquakes near a point.",
    parameters: z.object({ lat: z.number(), lon: z.number(), radius_km: z.number().optional() }),
    execute: async ({ lat, lon, radius_km }) =>
      JSON.stringify(
        (await query({ latitude: String(lat), longitude: String(lon), maxradiuskm: String(radius_km ?? 100) }))
          .features,
      ),
  },
];
