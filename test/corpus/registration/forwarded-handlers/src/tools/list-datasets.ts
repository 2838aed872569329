// fidelity-audit corpus: one tool object { name, description, schema, handler } per file, made by a factory, as observability SaaS servers write them (written for this repo, 2026-12-04)
import { z } from "zod";
import type { ObservabilityApi } from "../api.js";

export function createListDatasetsTool(api: ObservabilityApi) {
  return {
    name: "list_datasets",
    description: "Lists the datasets of one environment.",
    schema: {
      environment: z.string().describe("The environment to list datasets of"),
      limit: z.number().optional().describe("At most this many datasets"),
    },
    handler: async ({ environment }: { environment: string; limit?: number }) => {
      const datasets = await api.listDatasets(environment);
      return { content: [{ type: "text", text: JSON.stringify(datasets) }] };
    },
  };
}
