// fidelity-audit corpus: tool definitions with a `run(args, extra)` member, registered through a named wrapper function (written for this repo, 2026-12-04)
import { z } from "zod";
import { ObservabilityApi } from "../api.js";

const api = new ObservabilityApi(process.env.OBS_API_URL ?? "https://api.tracewell.example", process.env.OBS_API_KEY ?? "");

export const markerDefs = [
  {
    name: "list_markers",
    description: "Lists the deploy markers of one dataset.",
    schema: {
      environment: z.string().describe("The environment"),
      dataset: z.string().describe("The dataset slug"),
      type: z.string().optional().describe("Only markers of this type"),
    },
    run: async (args: { environment: string; dataset: string; type?: string }, _extra: unknown) => {
      const markers = await api.listMarkers(args.environment, args.dataset);
      return { content: [{ type: "text", text: JSON.stringify(markers) }] };
    },
  },
];

/** Handlers kept in a map keyed by tool name; the specs carry only name, description and shape. */
export const columnSpecs = [
  {
    name: "list_columns",
    description: "Lists the columns of one dataset.",
    shape: {
      environment: z.string().describe("The environment"),
      dataset: z.string().describe("The dataset slug"),
    },
  },
];

export const columnHandlers = {
  list_columns: async (args: { environment: string; dataset: string }) => {
    const columns = await api.listColumns(args.environment, args.dataset);
    return { content: [{ type: "text", text: JSON.stringify(columns) }] };
  },
};
