// fidelity-audit corpus: query tools whose registered callbacks fill in arguments themselves (the look-alikes of forwarding) (written for this repo, 2026-12-04)
import { z } from "zod";
import { ObservabilityApi } from "../api.js";

const api = new ObservabilityApi(process.env.OBS_API_URL ?? "https://api.tracewell.example", process.env.OBS_API_KEY ?? "");

export const scopedTools = [
  {
    name: "list_environment_boards",
    description: "Lists the boards of an environment (the configured one when none is given).",
    schema: {
      environment: z.string().optional().describe("The environment; the configured default when left out"),
    },
    handler: async (args: { environment: string }) => {
      const boards = await api.listBoards(args.environment);
      return { content: [{ type: "text", text: JSON.stringify(boards) }] };
    },
  },
];

export const windowDefs = [
  {
    name: "list_recent_markers",
    description: "Lists the markers of a dataset in a time window (the last two hours when none is given).",
    schema: {
      environment: z.string().describe("The environment"),
      dataset: z.string().describe("The dataset slug"),
      time_range: z.number().optional().describe("Seconds back from now"),
    },
    run: async (args: { environment: string; dataset: string; time_range: number }, _extra: unknown) => {
      const markers = await api.listMarkers(args.environment, args.dataset);
      return { content: [{ type: "text", text: JSON.stringify({ markers, time_range: args.time_range }) }] };
    },
  },
];

export const resolvedTools = [
  {
    name: "list_dataset_columns",
    description: "Lists the columns of a dataset, named by slug or by display name.",
    schema: {
      environment: z.string().describe("The environment"),
      dataset: z.string().describe("The dataset slug or display name"),
    },
    handler: async (args: { environment: string; dataset: string }, slug: string) => {
      const columns = await api.listColumns(args.environment, slug);
      return { content: [{ type: "text", text: JSON.stringify(columns) }] };
    },
  },
];
